"""Which pieces glide in each game, and what a glide frame costs the table view.

Plays a seeded random 2-player game of each game and, step by step, counts the
piece ids that are on both tables at another pose (those glide), and the ids
that appear or vanish (those do not). Then, on the game's table after those
steps, times ``set_pieces`` with nothing moved (glides off, glides on) and one
glide frame (``step_motion``), best of ``--rounds``.

Run: ``xvfb-run -a python -m bench.glides [--steps N] [--rounds R]``
"""

from __future__ import annotations

import argparse
import itertools
import os
import time
from collections import Counter

from babelworks import registry
from babelworks.core.match import Match
from bench.export import GAMES, finished_match


def _moved_ids(before: dict, after: dict) -> list[str]:
    return [i for i in after.keys() & before.keys() if after[i] != before[i]]


def _count(game_id: str, steps: int):
    """Per-step counts over the first ``steps`` moves; the tables of the last two steps."""
    final = finished_match(game_id, 2)
    scene = registry.scene_module(game_id)
    match = Match(final.game, final.setup)
    tables = [scene.table_pieces(match.state, match.setup.seats)]
    kinds: Counter = Counter()
    counts = Counter()
    for action in final.log[:steps]:
        match.apply(action)
        tables = [tables[-1], scene.table_pieces(match.state, match.setup.seats)]
        before, after = ({p.id: (p.position, p.rotation, p.scale) for p in t} for t in tables)
        moved = _moved_ids(before, after)
        kinds.update("/".join(i.split("/")[:2]) for i in moved)
        counts.update(
            steps=1,
            travel=bool(moved),
            appear=len(after.keys() - before.keys()),
            vanish=len(before.keys() - after.keys()),
        )
    return counts, kinds, tables


def _best_ms(action, rounds: int) -> float:
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        action()
        best = min(best, time.perf_counter() - start)
    return 1000 * best


def _time_frames(view, table: list, rounds: int) -> tuple[float, float, float]:
    """set_pieces with nothing moved (glides off, on) and one glide frame, ms."""
    view.set_motion(0)
    view.set_pieces(table)
    off = _best_ms(lambda: view.set_pieces(table), rounds)
    view.set_motion(300)
    with view.gliding():
        still = _best_ms(lambda: view.set_pieces(table), rounds)
    view.set_pieces([p if n else _shifted(p) for n, p in enumerate(table)])
    with view.gliding():
        view.set_pieces(table)  # the first piece glides back
    times = itertools.cycle(range(10, 290, 7))  # a new frame each time: its rows are uploaded
    frame = _best_ms(lambda: view.step_motion(next(times)), rounds)
    view.step_motion(300)
    return off, still, frame


def _shifted(piece):
    from dataclasses import replace

    x, y, z = piece.position
    return replace(piece, position=(x + 20.0, y, z))


def main(argv: list[str] | None = None) -> int:
    """Print the counts and timings; returns 0."""
    parser = argparse.ArgumentParser(prog="python -m bench.glides", description=__doc__.split("\n")[0])
    parser.add_argument("--steps", type=int, default=300, help="moves per game to look at")
    parser.add_argument("--rounds", type=int, default=20, help="timing rounds (best is printed)")
    args = parser.parse_args(argv)
    from PySide6 import QtWidgets

    from babelworks.render.offscreen import offscreen_table

    app = QtWidgets.QApplication.instance() or QtWidgets.QApplication([])
    print(f"machine load average (1 min): {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    for game_id, _ in GAMES:
        counts, kinds, tables = _count(game_id, args.steps)
        print(
            f"{game_id}: {counts['steps']} steps, {counts['travel']} with a gliding piece; "
            f"{counts['appear']} appeared, {counts['vanish']} vanished; gliding ids: {dict(kinds.most_common(8))}"
        )
        with offscreen_table(tables[-1]) as view:
            off, still, frame = _time_frames(view, tables[-1], args.rounds)
        app.processEvents()
        print(
            f"   {len(tables[-1])} pieces: set_pieces, nothing moved: {off:.2f} ms glides off, "
            f"{still:.2f} ms glides on; one glide frame (one piece moving): {frame:.2f} ms"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
