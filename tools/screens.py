"""Screenshots of each game at its table, for the docs and the README.

``python -m bench screens [--out docs/screens] [--seed 3] [--game ID]``
plays a seeded random 2-player game of each game headless (``simulate.play_game``),
opens it in the main window at 1280x800 early (a few moves in), mid-game and at
its end, each at a person's turn with the hot-seat curtain passed (so that seat's
hand shows), and saves the window as ``<game>-<stage>.png`` (the end: its
end-of-game screen over the table). With ``--phases`` it shoots instead the first
position of each phase of the game (the status bar's words, ``state.phase()``) in the
view the table frames for it, as ``<game>-phase-<phase>.png``. The PNGs are indexed to
256 colours to stay small. Needs a display; ``python -m bench`` re-runs itself under Xvfb.
"""

from __future__ import annotations

import argparse
import re
import tempfile
import time
from pathlib import Path

from babelworks import registry
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.protocol import CHANCE
from babelworks.simulate import play_game

SIZE = (1280, 800)
STAGES = ("early", "mid", "end")
EARLY_MOVES = 8  # "a few moves in"
SETTLE_S = 1.5  # event loop time for the table to lay out, load faces and draw
COLOURS = 256


def game_log(game_id: str, seed: int) -> list:
    """The whole log of a seeded random 2-player game of ``game_id``."""
    game = registry.get_game(game_id)
    return play_game(game, 2, seed, registry.outcome_resolver(game_id)).log


def setup_of(game_id: str, seed: int) -> Setup:
    """The set-up the screenshots' games are played from (two people, default seats)."""
    return Setup(game_id, 2, seed, {}, seat_defaults(2))


def person_turn(game_id: str, setup: Setup, log: list, moves: int) -> Match:
    """The match after ``moves`` actions, or the first later position where a person is
    to play (not the table's roll or physics check), so a seat's hand is on screen."""
    game = registry.get_game(game_id)
    for cut in range(min(moves, len(log)), len(log)):
        match = Match.from_log(game, setup, log[:cut])
        if match.state.current_player not in (None, CHANCE):
            return match
    return Match.from_log(game, setup, log)


def stage_match(game_id: str, seed: int, stage: str, log: list | None = None) -> Match:
    """The match shown for ``stage`` ("early", "mid" or "end") of the seeded game."""
    log = game_log(game_id, seed) if log is None else log
    setup = setup_of(game_id, seed)
    if stage == "end":
        return Match.from_log(registry.get_game(game_id), setup, log)
    return person_turn(game_id, setup, log, EARLY_MOVES if stage == "early" else len(log) // 2)


def phase_matches(game_id: str, seed: int, log: list) -> list[tuple[str, Match]]:
    """(phase slug, match) at the first position of each phase of the seeded game (the
    game's own words for its phases, cut at a colon or a bracket: "Risk: rally or stop" is
    "risk", "Main (the game is ending: ...)" is "main")."""
    game, setup = registry.get_game(game_id), setup_of(game_id, seed)
    match, found = Match(game, setup), {}
    for cut, action in enumerate(log):
        slug = re.sub(r"[^a-z0-9]+", "-", re.split(r"[:(]", match.state.phase())[0].lower()).strip("-")
        found.setdefault(slug, cut)
        match.apply(action)
    return [(slug, Match.from_log(game, setup, log[:cut])) for slug, cut in found.items()]


def wait(app, seconds: float) -> None:
    """Run the event loop for ``seconds`` (the table's timers and paints happen)."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.01)


def open_window(app, match: Match, size: tuple[int, int] = SIZE):
    """A main window of its own (fresh settings) at ``size``, playing ``match``, the
    hot-seat curtain passed; the end screen over it when the game is over."""
    from PySide6.QtCore import QSettings

    from babelworks.session import Session
    from babelworks.ui.main_window import MainWindow

    folder = Path(tempfile.mkdtemp(prefix="babelworks-screens-"))
    window = MainWindow(Session(None), QSettings(str(folder / "window.ini"), QSettings.Format.IniFormat))
    window.resize(*size)
    window.show()
    window.session.start(match, modified=False)
    wait(app, SETTLE_S / 3)
    if window.tables.curtain.isVisible():
        window.tables.curtain.button.click()
    if match.state.is_over():
        window.end_screen.show_result(match)
    wait(app, SETTLE_S)
    return window


def save_png(window, path: Path) -> int:
    """The window as an indexed PNG at ``path``; its size in bytes."""
    from babelworks.cards.gallery import with_palette

    image = with_palette(window.grab().toImage(), COLOURS)
    path.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(path), "PNG", 0):  # quality 0: the strongest deflate
        raise OSError(f"could not write {path}")
    return path.stat().st_size


def window_size(text: str) -> tuple[int, int]:
    """``WxH`` (e.g. 1920x1080) as a pair of pixels."""
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"a window size is WIDTHxHEIGHT, e.g. 1280x800, not {text!r}"
        ) from None
    if width < 320 or height < 240:
        raise argparse.ArgumentTypeError("a window is at least 320x240")
    return width, height


def shoot(app, game_id: str, seed: int, out: Path, size: tuple[int, int] = SIZE) -> list[str]:
    """The three screenshots of ``game_id`` at window ``size``; a line of words for each."""
    log = game_log(game_id, seed)
    lines = []
    for stage in STAGES:
        match = stage_match(game_id, seed, stage, log)
        window = open_window(app, match, size)
        share = window.view.width() * window.view.height() / (window.width() * window.height())
        suffix = "" if size == SIZE else f"-{size[0]}x{size[1]}"
        path = out / f"{game_id}-{stage}{suffix}.png"
        written = save_png(window, path)
        lines.append(
            f"{path}: {len(match.log)} of {len(log)} moves, view {window.view.width()}x"
            f"{window.view.height()} ({share:.0%} of the window), {written / 1024:.0f} KiB"
        )
        window.session.mark_saved()
        window.close()
        window.deleteLater()
        app.processEvents()
    return lines


def shoot_phases(app, game_id: str, seed: int, out: Path, size: tuple[int, int] = SIZE) -> list[str]:
    """One screenshot of each phase of ``game_id`` in the view the table frames for it."""
    lines = []
    suffix = "" if size == SIZE else f"-{size[0]}x{size[1]}"
    for slug, match in phase_matches(game_id, seed, game_log(game_id, seed)):
        window = open_window(app, match, size)
        path = out / f"{game_id}-phase-{slug}{suffix}.png"
        written = save_png(window, path)
        lines.append(f"{path}: move {len(match.log)}, {written / 1024:.0f} KiB")
        window.session.mark_saved()
        window.close()
        window.deleteLater()
        app.processEvents()
    return lines


def main(argv: list[str] | None = None) -> int:
    """Write the screenshots and say where, with each view's share of the window."""
    parser = argparse.ArgumentParser(prog="python -m bench screens", description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screens"), help="folder for the PNGs")
    parser.add_argument("--seed", type=int, default=3, help="seed of each game")
    parser.add_argument("--game", choices=list(registry.ENTRIES), action="append", help="only this game")
    parser.add_argument("--size", type=window_size, default=SIZE, help="window size WxH (default 1280x800)")
    parser.add_argument("--phases", action="store_true", help="one picture of each phase of the game")
    args = parser.parse_args(argv)
    from babelworks.ui.app import application

    app = application()
    for game_id in args.game or list(registry.ENTRIES):
        shots = shoot_phases if args.phases else shoot
        print("\n".join(shots(app, game_id, args.seed, args.out, args.size)), flush=True)
    return 0
