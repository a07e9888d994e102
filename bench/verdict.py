"""Benchmark of the Skyscrapers physics verdict (prints figures; asserts nothing).

Run ``python -m bench.verdict``. Prints, side by side in one run:
the median time of a verdict on a 31-card tower with 4 workers that stands
(a steady hand, and a computer's shake of 20 cm/s on its top floor), of one
whose top cantilever breaks (to the decision, and recorded to the end for the
table), and full games per second with random-legal bots deciding by physics
verdicts and by the analytic stand-in. Every game is checked as ``simulate``
checks it (invariants after every action, replay and round trip at the end),
which is part of the time. Beside them, a machine reference: the same kind of
work on fixed data (a 168 x 168 symmetric eigen-decomposition, the size of the
31-card tower's, and the benchmarks' pure-Python reference, ``bench.reference``),
so figures from machines of different speed can be compared.
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

import numpy as np

from babelworks.games.skyscrapers import GAME, reference
from babelworks.physics.blas import one_blas_thread
from babelworks.physics.skyscrapers_verdict import record, verdict
from babelworks.simulate import run_games
from bench import reference as machine


def median_ms(run, repeats: int) -> tuple[float, float, Any]:
    """Median wall and CPU time of ``run()`` in milliseconds over ``repeats`` calls, and its result.

    CPU time is printed beside wall time because the project machine's two cores are
    shared: on a busy machine wall time measures the neighbours too.
    """
    walls, cpus, result = [], [], None
    for _ in range(repeats):
        wall, cpu = time.perf_counter(), time.process_time()
        result = run()
        walls.append((time.perf_counter() - wall) * 1000)
        cpus.append((time.process_time() - cpu) * 1000)
    return statistics.median(walls), statistics.median(cpus), result


def games_per_second(resolver, games: int) -> tuple[float, float, int]:
    """Full 2-player games per second by wall and by CPU time, and the violations found."""
    cpu = time.process_time()
    report = run_games("skyscrapers", 2, games, seed=1000, resolver=resolver)
    return report["games_per_second"], games / (time.process_time() - cpu), len(report["violations"])


def eigen_reference(repeats: int) -> float:
    """Median CPU ms of a 168 x 168 symmetric eigen-decomposition (one BLAS thread, as the verdict runs it)."""
    matrix = np.random.default_rng(0).standard_normal((168, 168))
    matrix = matrix + matrix.T
    with one_blas_thread():
        return median_ms(lambda: np.linalg.eigh(matrix), repeats)[1]


def standing_tower():
    """The 31-card tower with 4 workers on its top floor, its top floor the awaited build."""
    state = reference.tower(10)
    top = state.data["built"][-1][0]
    for spot, worker in enumerate(("red-1", "red-2", "green-1", "green-2")):
        reference.stand(state, worker, top, spot + 1)
    state.data["pending"] = {"actor": 0, "action": {"type": "build", "card": top}, "before": {}}
    return state


def main(argv: list[str] | None = None) -> None:
    """Print the benchmark figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--games", type=int, default=4)
    args = parser.parse_args(argv)
    standing, falling = standing_tower(), reference.tower_with_cantilever(9, 3)
    rows = [
        (
            f"stable tower, {len(standing.data['built'])} cards + 4 workers, steady hand",
            median_ms(lambda: verdict(standing, [0, 0, 0]), args.repeats),
        ),
        (
            f"stable tower, {len(standing.data['built'])} cards + 4 workers, 20 cm/s shake",
            median_ms(lambda: verdict(standing, [20, 0, -5]), args.repeats),
        ),
        (
            f"collapsing tower, {len(falling.data['built'])} cards, to the decision",
            median_ms(lambda: verdict(falling, [0, 0, 0]), args.repeats),
        ),
        (
            "collapsing tower, recorded to the end for the table",
            median_ms(lambda: record(falling), max(1, args.repeats // 4)),
        ),
    ]
    for name, (wall, cpu, result) in rows:
        shown = result["result"] if isinstance(result, dict) else f"{len(result.frames)} frames"
        print(f"{name}: median {wall:.1f} ms wall, {cpu:.1f} ms CPU -> {shown}")
    print(
        f"machine reference: 168 x 168 eigh {eigen_reference(args.repeats):.2f} ms CPU, "
        f"{machine.WORK} {1000 * machine.machine_reference():.1f} ms CPU (best of {machine.REPEATS})"
    )
    for name, resolver in (("physics", None), ("analytic", GAME.sample_outcome)):
        wall, cpu, violations = games_per_second(resolver, args.games)
        print(
            f"full 2-player games with {name} verdicts: {wall:.3f} games/s wall, {cpu:.3f} by CPU time, violations {violations}"
        )


if __name__ == "__main__":
    main()
