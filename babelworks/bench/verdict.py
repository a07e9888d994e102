"""Benchmark of the Skyscrapers physics verdict (prints figures; asserts nothing).

Run ``python -m babelworks.bench.verdict``. Prints, side by side in one run:
the median time of a verdict on a 31-card tower with 4 workers that stands
(a steady hand, and a computer's shake of 20 cm/s on its top floor), of one
whose top cantilever breaks (to the decision, and recorded to the end for the
table), and full games per second with random-legal bots deciding by physics
verdicts and by the analytic stand-in. Every game is checked as ``simulate``
checks it (invariants after every action, replay and round trip at the end),
which is part of the time.
"""

from __future__ import annotations

import argparse
import statistics
import time

from babelworks.games.skyscrapers import GAME, reference
from babelworks.physics.skyscrapers_verdict import record, verdict
from babelworks.simulate import run_games


def median_ms(run, repeats: int) -> tuple[float, object]:
    """Median wall time of ``run()`` in milliseconds over ``repeats`` calls, and its result."""
    times, result = [], None
    for _ in range(repeats):
        started = time.perf_counter()
        result = run()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times), result


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
    steady_ms, steady = median_ms(lambda: verdict(standing, [0, 0, 0]), args.repeats)
    shaken_ms, shaken = median_ms(lambda: verdict(standing, [20, 0, -5]), args.repeats)
    decide_ms, decided = median_ms(lambda: verdict(falling, [0, 0, 0]), args.repeats)
    record_ms, recording = median_ms(lambda: record(falling), max(1, args.repeats // 4))
    cards = len(standing.data["built"])
    print(f"stable tower, {cards} cards + 4 workers, steady hand: median {steady_ms:.1f} ms -> {steady['result']}")
    print(f"stable tower, {cards} cards + 4 workers, 20 cm/s shake: median {shaken_ms:.1f} ms -> {shaken['result']}")
    print(f"collapsing tower, {len(falling.data['built'])} cards, to the decision: median {decide_ms:.1f} ms -> {decided['result']}")
    print(f"collapsing tower, recorded to the end ({len(recording.frames)} frames): median {record_ms:.1f} ms")
    report = run_games("skyscrapers", 2, args.games, seed=1000)
    print(f"full 2-player games with physics verdicts: {report['games_per_second']:.3f} games/s, violations {len(report['violations'])}")
    quick = run_games("skyscrapers", 2, args.games, seed=1000, resolver=GAME.sample_outcome)
    print(f"full 2-player games with analytic verdicts: {quick['games_per_second']:.3f} games/s, violations {len(quick['violations'])}")


if __name__ == "__main__":
    main()
