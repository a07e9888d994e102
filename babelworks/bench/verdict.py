"""Benchmark of the Skyscrapers physics verdict (prints figures; asserts nothing).

Run ``python -m babelworks.bench.verdict``. Prints the median time of a
verdict on a 30-card tower that stands, on one whose cantilever collapses (the
analytic pre-check flags it, and the physics alone), and full games per second
with random-legal bots, real physics verdicts and the analytic stand-in. Every
game is checked as ``simulate`` checks it (invariants after every action,
replay and round trip at the end), which is part of the time.
"""

from __future__ import annotations

import argparse
import statistics
import time

from babelworks.games.skyscrapers import GAME, reference
from babelworks.physics.skyscrapers_verdict import resolve_outcome, simulate
from babelworks.simulate import run_games


def median_ms(run, repeats: int) -> tuple[float, object]:
    """Median wall time of ``run()`` in milliseconds over ``repeats`` calls, and its result."""
    times, result = [], None
    for _ in range(repeats):
        started = time.perf_counter()
        result = run()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times), result


def main(argv: list[str] | None = None) -> None:
    """Print the benchmark figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--games", type=int, default=4)
    args = parser.parse_args(argv)
    standing = reference.tower(10)
    for spot, worker in enumerate(("red-1", "red-2", "green-1", "green-2")):
        reference.stand(standing, worker, standing.data["built"][-1][0], spot)
    falling = reference.tower_with_cantilever(9, 3)
    stable_ms, stable = median_ms(lambda: resolve_outcome(standing, None), args.repeats)
    flagged_ms, flagged = median_ms(lambda: resolve_outcome(falling, None), args.repeats)
    physics_ms, physics = median_ms(lambda: simulate(falling), args.repeats)
    print(f"stable tower, {len(standing.data['built'])} cards + 4 workers: median {stable_ms:.1f} ms -> {stable['result']}")
    print(f"collapsing tower, {len(falling.data['built'])} cards, full verdict: median {flagged_ms:.2f} ms -> {flagged['result']}")
    print(f"collapsing tower, physics alone: median {physics_ms:.1f} ms -> {physics[0]}")
    report = run_games("skyscrapers", 2, args.games, seed=1000)
    print(f"full 2-player games with physics verdicts: {report['games_per_second']:.3f} games/s, violations {len(report['violations'])}")
    quick = run_games("skyscrapers", 2, args.games, seed=1000, resolver=GAME.sample_outcome)
    print(f"full 2-player games with analytic verdicts: {quick['games_per_second']:.3f} games/s, violations {len(quick['violations'])}")


if __name__ == "__main__":
    main()
