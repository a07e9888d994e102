"""The per-game table hook and the hot-seat curtain."""

from __future__ import annotations

import sys
import types

import pytest
from PySide6.QtCore import QSettings, Qt

from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.session import Session
from babelworks import registry
from babelworks.ui.game_tables import load_table_module
from babelworks.ui.main_window import MainWindow
from tests.core.example_game import GAME


@pytest.fixture
def window(qtbot, tmp_path):
    win = MainWindow(Session(), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                     games={GAME.id: GAME})
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_table_modules_come_from_the_registry():
    assert load_table_module("rolling-heights") is registry.table_module("rolling-heights")
    assert load_table_module("dice-race") is None


def test_first_seat_plays_at_once_then_the_curtain_hides_the_table(window, qtbot):
    window.session.start(Match(GAME, Setup(GAME.id, 2, 5, {}, seat_defaults(2))))
    assert window.viewing_seat == 0 and not window.tables.curtain.isVisible()
    window.session.dispatch({"type": "hold"})
    curtain = window.tables.curtain
    assert curtain.isVisible() and window.viewing_seat is None  # nobody's secrets meanwhile
    assert "Player 2" in curtain.message.text()
    assert curtain.geometry() == window.rect().adjusted(0, window.menuBar().height(), 0, 0)
    seen = []
    window.tables.viewing_seat_changed.connect(seen.append)
    qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
    assert not curtain.isVisible() and window.viewing_seat == 1 and seen == [1]


def test_a_game_table_is_installed_and_removed(window, monkeypatch):
    events = []

    class Table:
        def remove(self):
            events.append("removed")

    module = types.ModuleType("fake_table")
    module.install = lambda win: events.append("installed") or Table()
    monkeypatch.setattr("babelworks.ui.game_tables.load_table_module", lambda game_id: module)
    setup = Setup(GAME.id, 1, 5, {}, seat_defaults(1))
    window.session.start(Match(GAME, setup))
    window.session.start(Match(GAME, setup))
    assert events == ["installed", "removed", "installed"]
    assert sys.modules.get("fake_table") is None


def test_a_table_that_draws_its_own_scene_is_not_drawn_twice(window, monkeypatch):
    drawn = []
    monkeypatch.setattr("babelworks.ui.main_window.scene_pieces",
                        lambda match: drawn.append(len(match.log)) or [])

    class Table:
        draws_scene = True

        def remove(self):
            pass

    module = types.ModuleType("fake_table")
    module.install = lambda win: Table()
    monkeypatch.setattr("babelworks.ui.game_tables.load_table_module", lambda game_id: module)
    window.session.start(Match(GAME, Setup(GAME.id, 1, 5, {}, seat_defaults(1))))
    window.session.dispatch({"type": "roll"})
    assert drawn == []
