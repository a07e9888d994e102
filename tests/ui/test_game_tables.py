"""The per-game table hook and the hot-seat curtain."""

from __future__ import annotations

import sys
import types

import pytest
from PySide6.QtCore import QObject, QSettings, Qt
from PySide6.QtWidgets import QLabel
from shiboken6 import isValid

from babelworks import registry
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.session import Session
from babelworks.ui.game_tables import load_table_module
from babelworks.ui.main_window import MainWindow
from babelworks.ui.table_api import BaseTable, TableContext
from tests.core.example_game import GAME


@pytest.fixture
def window(qtbot, tmp_path):
    win = MainWindow(
        Session(), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), games={GAME.id: GAME}
    )
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_table_modules_come_from_the_registry():
    assert load_table_module("rolling-heights") is registry.table_module("rolling-heights")
    assert load_table_module("dice-race") is None


def test_the_first_person_confirms_then_the_curtain_hides_the_table_between_turns(window, qtbot):
    window.session.start(Match(GAME, Setup(GAME.id, 2, 5, {}, seat_defaults(2))))
    # whoever set the game up may not be Player 1: nobody's secrets until Player 1 says so
    assert window.tables.curtain.isVisible() and window.viewing_seat is None
    assert "Player 1" in window.tables.curtain.message.text()
    window.tables.curtain.button.click()
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

    class Table(BaseTable):  # a table declares every hook the hosts call, by inheriting them
        def remove(self):
            events.append("removed")
            super().remove()

    module = types.ModuleType("fake_table")
    module.install = lambda context: events.append("installed") or Table(context)
    monkeypatch.setattr("babelworks.ui.game_tables.load_table_module", lambda game_id: module)
    setup = Setup(GAME.id, 1, 5, {}, seat_defaults(1))
    window.session.start(Match(GAME, setup))
    window.session.start(Match(GAME, setup))
    assert events == ["installed", "removed", "installed"]
    assert sys.modules.get("fake_table") is None


def test_a_table_that_draws_its_own_scene_is_not_drawn_twice(window, monkeypatch):
    drawn = []
    monkeypatch.setattr(
        "babelworks.ui.main_window.scene_pieces", lambda match: drawn.append(len(match.log)) or []
    )

    class Table(BaseTable):
        draws_scene = True

    module = types.ModuleType("fake_table")
    module.install = lambda context: Table(context)
    monkeypatch.setattr("babelworks.ui.game_tables.load_table_module", lambda game_id: module)
    window.session.start(Match(GAME, Setup(GAME.id, 1, 5, {}, seat_defaults(1))))
    window.session.dispatch({"type": "roll"})
    assert drawn == []


class _Watcher(QObject):
    """Counts the 3D view's events it is shown."""

    def __init__(self) -> None:
        super().__init__()
        self.seen = 0

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt API)
        self.seen += 1
        return False


class _TableWithEverything(BaseTable):
    """A table that adds one of each thing the context offers."""

    def __init__(self, context: TableContext) -> None:
        super().__init__(context)
        self.dock = context.add_panel("Fake panel", QLabel("fake"), Qt.DockWidgetArea.LeftDockWidgetArea)
        self.overlay = context.add_overlay(QLabel("on the table"))
        self.watcher = _Watcher()
        context.watch_view(self.watcher)
        self.states = 0
        context.connect(context.session.state_changed, self._count)
        self.torn_down = False

    def _count(self) -> None:
        self.states += 1

    def tear_down(self) -> None:
        self.torn_down = True


def test_removing_a_table_takes_away_all_it_added_through_its_context(window, monkeypatch, qtbot):
    module = types.ModuleType("fake_table")
    module.install = _TableWithEverything
    monkeypatch.setattr("babelworks.ui.game_tables.load_table_module", lambda game_id: module)
    setup = Setup(GAME.id, 1, 5, {}, seat_defaults(1))
    window.session.start(Match(GAME, setup))
    first = window.tables.table
    assert first.dock.parent() is window and first.overlay.parent() is window.view
    assert window.view.acceptDrops() and first.context.viewing_seat == 0
    window.session.dispatch({"type": "roll"})
    changes = first.states
    assert changes > 0
    window.view.update()
    qtbot.wait(10)
    watcher = first.watcher
    assert watcher.seen > 0
    dock, overlay = first.dock, first.overlay
    window.session.start(Match(GAME, setup))  # the next match's table replaces it
    assert first.torn_down and window.tables.table is not first
    qtbot.waitUntil(lambda: not isValid(dock) and not isValid(overlay))
    seen = watcher.seen  # the window rearranged its docks before the old table went: seen then
    titles = [action.text() for action in window.acts.panels_menu.actions()]
    assert titles.count("Fake panel") == 1  # the new table's only
    window.session.dispatch({"type": "roll"})
    assert first.states == changes and window.tables.table.states > 0
    window.view.update()
    qtbot.wait(10)
    assert watcher.seen == seen
