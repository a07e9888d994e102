"""What following the computer costs per action: the scene compared, the marks framed.

After every action the window's :class:`~babelworks.ui.last_turn.LastTurn` draws the
game's scene once more and compares it with the one before
(:func:`babelworks.scene.changes.changed_pieces`); every redraw of the table then
adds the marks' frames (:func:`babelworks.scene.marks.framed`). This replays a
finished seeded random 2-player game of each game step by step and prints, per
step, the median and the worst of both (ms, CPU side, no GL), with how many pieces
changed and how many bars the marks add when every changed piece is marked.

Run: ``python -m bench.last_turn [--steps N]``
"""

from __future__ import annotations

import argparse
import statistics
import time

from babelworks import registry
from babelworks.core.match import Match
from babelworks.scene.changes import changed_pieces
from babelworks.scene.marks import LAST_TURN, framed
from bench.export import GAMES, finished_match


def _measure(game_id: str, steps: int) -> dict:
    """Per-step times of comparing the scenes and of framing the changed pieces."""
    final = finished_match(game_id, 2)
    match = Match(final.game, final.setup)
    scene = registry.table_pieces(match)
    compare, frame, changed, bars = [], [], [], []
    for action in final.log[:steps]:
        match.apply(action)
        start = time.perf_counter()
        now = registry.table_pieces(match)
        shown = changed_pieces(scene, now).shown
        compare.append(time.perf_counter() - start)
        start = time.perf_counter()
        drawn = framed(now, {LAST_TURN: shown})
        frame.append(time.perf_counter() - start)
        changed.append(len(shown))
        bars.append(len(drawn) - len(now))
        scene = now
    return {"steps": len(compare), "compare": compare, "frame": frame, "changed": changed, "bars": bars}


def main(argv: list[str] | None = None) -> int:
    """Print the figures of every game."""
    parser = argparse.ArgumentParser(prog="python -m bench.last_turn", description=__doc__.split("\n")[0])
    parser.add_argument("--steps", type=int, default=200, help="actions replayed per game")
    args = parser.parse_args(argv)
    print(
        "game | steps | compare median / worst ms | frame median / worst ms | changed pieces mean | bars mean"
    )
    for game_id, _players in GAMES:
        m = _measure(game_id, args.steps)
        ms = {key: (1000 * statistics.median(m[key]), 1000 * max(m[key])) for key in ("compare", "frame")}
        print(
            f"{game_id} | {m['steps']} | {ms['compare'][0]:.2f} / {ms['compare'][1]:.2f} | "
            f"{ms['frame'][0]:.2f} / {ms['frame'][1]:.2f} | {statistics.mean(m['changed']):.1f} | "
            f"{statistics.mean(m['bars']):.0f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
