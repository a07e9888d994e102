"""Fixtures for the Rolling Heights table: a shown main window playing a 2-seat game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.registry import get_game
from babelworks.session import Session
from tests.ui.conftest import isolated_places  # noqa: F401 (a fixture: settings away from home)


@pytest.fixture
def rh_window(qtbot, tmp_path, monkeypatch):
    """A main window playing a fresh 2-player Rolling Heights game (seed 7), hot seat off."""
    from babelworks.ui.main_window import MainWindow

    settings = QSettings(str(tmp_path / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(Session(), settings)
    window.tables.hot_seat = False
    monkeypatch.setattr(window, "_may_discard", lambda: True)  # closing never asks
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    setup = Setup("rolling-heights", 2, 7, {}, seat_defaults(2))
    window.session.start(Match(get_game("rolling-heights"), setup))
    window.session.mark_saved()
    return window
