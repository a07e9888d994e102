"""Fixtures for the Rise of Babel table: a shown main window playing a seeded game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.games.rise_of_babel import GAME
from babelworks.session import Session

WINDOW_SIZE = (1600, 1000)


def rise_match(players: int = 2, seed: int = 3) -> Match:
    """A fresh seeded Rise of Babel match."""
    return Match(GAME, Setup("rise-of-babel", players, seed, {}, seat_defaults(players)))


@pytest.fixture
def rb_window(qtbot, tmp_path):
    """A shown main window with a 2-player Rise of Babel game and its table installed."""
    from babelworks.ui.main_window import MainWindow

    window = MainWindow(Session(), QSettings(str(tmp_path / "w.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(*WINDOW_SIZE)
    window.show()
    qtbot.waitExposed(window)
    window.session.start(rise_match())
    if window.tables.curtain.isVisible():  # the first person confirms it is them
        window.tables.curtain.button.click()
    window.session.mark_saved()
    yield window
    window.session.mark_saved()  # closing never asks about an unsaved game


from tests.ui.conftest import dialogs, isolated_places  # noqa: E402,F401 (shared autouse fixtures)
