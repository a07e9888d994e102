"""``babelworks --self-test``: open a window on a new game's table, render, check the frame.

It proves that Qt, OpenGL and the renderer work on this machine: a blank, black
or single-colour frame (what a broken GL stack gives, since pyqtgraph swallows
draw errors) fails.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest

from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.registry import GameUnavailable, available_games, get_game
from babelworks.render.frame_check import frame_problems
from babelworks.render.offscreen import render_image
from babelworks.session import Session
from babelworks.ui.app import application
from babelworks.ui.main_window import MainWindow

FRAME_SIZE = (640, 400)
SEED = 1


def run(game_id: str | None) -> int:
    """Render one frame of a new game's table and check it; 0 when it looks right, else 1.

    Args:
        game_id: the game to set up; None takes the first available one. When the
            game is not available the bare lit table is checked instead.
    """
    started = time.perf_counter()
    app = application()
    with tempfile.TemporaryDirectory(prefix="babelworks-selftest-") as folder:
        # Own settings: a self-test neither reads nor changes the user's.
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(Session(), settings)
        try:
            what = _set_up_table(window, game_id)
            problems = _render_and_check(window)
        except Exception as failure:  # report any breakage as a failed self-test, not a trace
            what, problems = "the table", [f"setting up or rendering failed: {failure!r}"]  # not shown
        window.hide()
        window.deleteLater()
        app.processEvents()
    seconds = time.perf_counter() - started
    for problem in problems:
        print(f"self-test: {problem}")  # not shown
    print(f"self-test {'FAILED' if problems else 'passed'}: {what} ({seconds:.2f} s)")  # not shown
    return 1 if problems else 0


def _set_up_table(window: MainWindow, game_id: str | None) -> str:
    """Start a new game in ``window``; return what is on the table, in words."""
    candidates = [game_id] if game_id else available_games()[:1]
    for candidate in candidates:
        try:
            game = get_game(candidate)
        except GameUnavailable as missing:
            print(f"self-test: {missing} Checking the bare lit table instead.")  # not shown
            continue
        players = max(game.min_players, 2) if game.max_players >= 2 else game.min_players
        setup = Setup(candidate, players, SEED, {}, seat_defaults(players))
        window.session.start(Match(game, setup))
        return f"{game.name} table, {players} players"  # not shown
    return "bare lit table"  # not shown


def _render_and_check(window: MainWindow) -> list[str]:
    """Show the window, render a frame of the table, list what is wrong with it."""
    window.show_table()  # a bare table has no game: the start page would be in front
    window.show()
    if not QTest.qWaitForWindowExposed(window, 10_000):
        return ["the window was never shown (is there a display? try xvfb-run)"]  # not shown
    image = render_image(window.view, *FRAME_SIZE)
    return frame_problems(image)
