"""Frames per second of each game's late-game table: the full window beside the bare table.

``python -m bench table-fps [--frames 60] [--rounds 3] [--game ID] [--json]``

For each game, a seeded random 2-player game is opened near its end (at a person's
turn, the hot-seat curtain passed) in the main window at 1280x800, with everything
the window shows: the side bar, the overlays, the hand. Beside it, a bare table
view of the same size draws the same pieces from the same camera, alone. The two
are timed in alternating rounds (full then bare, then bare then full, ...), each
counting ``--frames`` frames that reached the screen, after a few to warm up.
Printed per game: frames per wall second and per CPU second (the process's, GL
driver threads included) of each, and the ratio full / bare (median of the
rounds); issue 15's goal is a ratio of at least 0.8. Needs a display;
``python -m bench`` re-runs itself under Xvfb.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from babelworks import registry
from tools.screens import game_log, open_window, person_turn, setup_of

LATE = 0.9  # how far into the game's log the late-game table is
SEED = 3
WARM_UP_FRAMES = 3
GOAL = 0.8


def late_match(game_id: str, seed: int = SEED):
    """The seeded random game near its end, at a person's turn."""
    log = game_log(game_id, seed)
    return person_turn(game_id, setup_of(game_id, seed), log, int(len(log) * LATE))


def bare_view_like(view):
    """A table view alone, the size of ``view``, drawing its pieces from its camera."""
    from babelworks.cards import face_texture
    from babelworks.ui.view_options import PaletteTableView

    bare = PaletteTableView(faces=face_texture)
    bare.resize(view.size())
    bare.set_pieces(view.pieces())
    bare.set_camera(view.camera_pose())
    screen = bare.screen().availableGeometry()
    bare.move(max(0, screen.width() - view.width()), max(0, screen.height() - view.height()))
    bare.show()
    return bare


def time_frames(view, app, frames: int) -> tuple[float, float]:
    """Wall and CPU seconds ``view`` takes to put ``frames`` frames on the screen (after
    :data:`WARM_UP_FRAMES`); every update repaints it with whatever lies on it."""
    swapped: list[tuple[float, float]] = []

    def count() -> None:
        swapped.append((time.perf_counter(), time.process_time()))

    view.frameSwapped.connect(count)
    try:
        while len(swapped) < WARM_UP_FRAMES + frames:
            view.update()
            app.processEvents()
    finally:
        view.frameSwapped.disconnect(count)
    (wall0, cpu0), (wall1, cpu1) = swapped[WARM_UP_FRAMES - 1], swapped[-1]
    return wall1 - wall0, cpu1 - cpu0


def compare(window, bare, app, frames: int, rounds: int) -> dict:
    """Median fps (wall and CPU) of the window's table and of the bare one, alternating."""
    timed: dict[str, list[tuple[float, float]]] = {"full": [], "bare": []}
    views = {"full": window.view, "bare": bare}
    for round_ in range(rounds):
        for way in ("full", "bare") if round_ % 2 == 0 else ("bare", "full"):
            timed[way].append(time_frames(views[way], app, frames))
    report = {}
    for way, times in timed.items():
        report[f"{way}_wall_fps"] = round(statistics.median(frames / max(w, 1e-9) for w, _ in times), 1)
        report[f"{way}_cpu_fps"] = round(statistics.median(frames / max(c, 1e-9) for _, c in times), 1)
    report["ratio_wall"] = round(report["full_wall_fps"] / report["bare_wall_fps"], 2)
    report["ratio_cpu"] = round(report["full_cpu_fps"] / report["bare_cpu_fps"], 2)
    return report


def measure_game(app, game_id: str, frames: int, rounds: int, seed: int = SEED) -> dict:
    """The full window and the bare table of ``game_id``'s late game, side by side."""
    match = late_match(game_id, seed)
    window = open_window(app, match)
    bare = bare_view_like(window.view)
    app.processEvents()
    try:
        report = compare(window, bare, app, frames, rounds)
    finally:
        bare.close()
        window.session.mark_saved()
        window.close()
        for widget in (bare, window):
            widget.deleteLater()
        app.processEvents()
    view = window.view
    share = view.width() * view.height() / (window.width() * window.height())
    return {
        "game": game_id,
        "moves": len(match.log),
        "pieces": len(view.pieces()),
        "view": f"{view.width()}x{view.height()}",
        "view_share": round(share, 3),
        "frames": frames,
        "rounds": rounds,
        **report,
    }


def as_text(report: dict) -> str:
    """One game's figures in words."""
    return (
        f"{report['game']}: late game ({report['moves']} moves, {report['pieces']} pieces), "
        f"view {report['view']} ({report['view_share']:.0%} of 1280x800)\n"
        f"  full window {report['full_wall_fps']} fps wall, {report['full_cpu_fps']} fps CPU; "
        f"bare table {report['bare_wall_fps']} fps wall, {report['bare_cpu_fps']} fps CPU\n"
        f"  ratio full / bare: {report['ratio_wall']} wall, {report['ratio_cpu']} CPU "
        f"(goal >= {GOAL}; median of {report['rounds']} alternating rounds of {report['frames']} frames)"
    )


def main(argv: list[str] | None = None) -> int:
    """Measure each game and print its figures."""
    parser = argparse.ArgumentParser(prog="python -m bench table-fps", description=__doc__.split("\n")[0])
    parser.add_argument("--frames", type=int, default=60, help="frames counted per way per round")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds (the median is reported)")
    parser.add_argument("--game", choices=list(registry.ENTRIES), action="append", help="only this game")
    parser.add_argument("--json", action="store_true", help="one JSON object per game")
    args = parser.parse_args(argv)
    from babelworks.ui.app import application

    app = application()
    for game_id in args.game or list(registry.ENTRIES):
        report = measure_game(app, game_id, max(1, args.frames), max(1, args.rounds))
        print(json.dumps(report) if args.json else as_text(report), flush=True)
    return 0
