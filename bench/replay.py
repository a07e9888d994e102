"""``python -m bench.replay``: jumping around a long recorded game, side by side.

A seeded random Rise of Babel game of about 1,500 actions (the first seed whose
game length falls in the asked range) is loaded into the replay's timeline with
snapshots every N actions, for several N in one run. For each N it prints: the
time to build the timeline (one replay of the log), the time to jump to a
position (``Timeline.state_at``: the nearest snapshot copied, then at most N - 1
actions; median, 95th percentile and worst of seeded random positions), and the
memory the timeline holds (traced Python allocations after a collection). The
replay viewer holds one timeline per game plus the move list in words, also
measured, and so is a jump with the table's pieces built for it (the scene
module's ``table_pieces``; drawing them is the renderer's, benchmarked in
``bench``). Figures are printed, never asserted; the goal is a jump of at most
50 ms from a cached snapshot.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import time
import tracemalloc

from babelworks import registry
from babelworks.core.match import Setup, seat_defaults
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.core.timeline import Timeline

GAME = "rise-of-babel"


def recorded_game(players: int, low: int, high: int, max_seeds: int = 200) -> tuple[Setup, list]:
    """The first seeded random game whose length is within ``low..high`` actions."""
    game = registry.get_game(GAME)
    for seed in range(max_seeds):
        log = _random_log(game, players, seed)
        if low <= len(log) <= high:
            return Setup(GAME, players, seed, {}, seat_defaults(players)), log
    raise ValueError(f"no game of {low}-{high} actions in {max_seeds} seeds")


def _random_log(game, players: int, seed: int) -> list:
    state = game.new_game(players, seed)
    bot, outcomes, log = (
        registry.random_player(game.id, Rng.from_seed(seed, "bots")),
        Rng.from_seed(seed, "outcomes"),
        [],
    )
    while not state.is_over():
        action = game.sample_outcome(state, outcomes) if state.current_player == CHANCE else bot.choose(state)
        state.apply(action)
        log.append(action)
    return log


def held_bytes(build) -> tuple[object, int]:
    """What ``build()`` returns and the bytes of Python allocations it still holds."""
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    built = build()
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return built, after - before


def jump_ms(timeline: Timeline, jumps: int, seed: int, scene=None) -> list[float]:
    """Milliseconds of each of ``jumps`` seeded random jumps (``state_at``, then ``scene`` of it)."""
    chooser = random.Random(seed)
    times = []
    for _ in range(jumps):
        step = chooser.randint(0, len(timeline))
        started = time.perf_counter()
        state = timeline.state_at(step)
        if scene is not None:
            scene(state, timeline.setup.seats)
        times.append((time.perf_counter() - started) * 1000)
    return times


def measure(setup: Setup, log: list, every: int, jumps: int) -> dict:
    """The figures for snapshots every ``every`` actions."""
    game = registry.get_game(GAME)
    started = time.perf_counter()
    timeline = Timeline(game, setup, log, every=every)
    build_s = time.perf_counter() - started
    _, memory = held_bytes(lambda: Timeline(game, setup, log, every=every))
    names = [seat.name for seat in setup.seats]
    _, words = held_bytes(lambda: timeline.move_list(names))
    times = sorted(jump_ms(timeline, jumps, seed=every))
    scene = registry.scene_module(GAME).table_pieces
    with_scene = statistics.median(jump_ms(timeline, max(jumps // 5, 1), every, scene))
    return {
        "every": every,
        "snapshots": timeline.snapshot_count(),
        "build_s": round(build_s, 2),
        "jump_ms_median": round(statistics.median(times), 2),
        "jump_ms_p95": round(times[int(0.95 * (len(times) - 1))], 2),
        "jump_ms_worst": round(times[-1], 2),
        "with_scene_ms_median": round(with_scene, 1),
        "timeline_mb": round(memory / 1e6, 2),
        "move_list_mb": round(words / 1e6, 2),
    }


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(prog="python -m bench.replay", description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--actions", type=int, default=1500, help="about this many actions (±10%%)")
    parser.add_argument("--every", type=int, nargs="+", default=[10, 25, 50, 100])
    parser.add_argument("--jumps", type=int, default=300)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    setup, log = recorded_game(args.players, int(args.actions * 0.9), int(args.actions * 1.1))
    rows = [measure(setup, log, every, args.jumps) for every in args.every]
    if args.json:
        print(
            json.dumps(
                {"game": GAME, "players": args.players, "seed": setup.seed, "actions": len(log), "rows": rows}
            )
        )
        return 0
    print(
        f"{GAME}, {args.players} players, seed {setup.seed}: {len(log)} actions; "
        f"{args.jumps} random jumps per row"
    )
    print("every  snapshots  build s  jump ms median    p95  worst  +scene ms  timeline MB  move list MB")
    for row in rows:
        print(
            f"{row['every']:>5}  {row['snapshots']:>9}  {row['build_s']:>7}  {row['jump_ms_median']:>14}"
            f"  {row['jump_ms_p95']:>5}  {row['jump_ms_worst']:>5}  {row['with_scene_ms_median']:>9}"
            f"  {row['timeline_mb']:>11}  {row['move_list_mb']:>12}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
