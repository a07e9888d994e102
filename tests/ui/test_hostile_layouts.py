"""No saved dock layout can hide the hot-seat curtain, empty a hand or lose the status bar.

For each game, ten hostile layouts are written where a player's settings keep them
(``window/layout/<game id>``), as a relaunch finds them: every dock floated, floated
off every screen, closed, tabbed together under the table, spread to squeeze the
table, a layout of the old unversioned kind, another game's layout, a cut-off one,
garbage bytes, and a value that is not a layout at all. In each, a hot-seat game is
started and played to its first hand-off between two people: each time the curtain
is up it covers the whole window below the menu bar and is what a click anywhere on
it reaches (no dock or dock tab above it, no floating dock shown), and once it lifts
the next seat's hand shows and so does the status bar.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QByteArray, QPoint, QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget

from babelworks import registry
from babelworks.core.match import Match, Seat, Setup
from babelworks.core.rng import Rng
from babelworks.session import Session
from babelworks.ui.hand import HandStrip
from babelworks.ui.layouts import LAYOUT_KEY, layout_version
from babelworks.ui.main_window import MainWindow
from tests.ui.privacy import private_texts, shown, visible_texts
from tests.ui.test_hot_seat import step

pytestmark = pytest.mark.gl
SEATS = [Seat("Alice", "#e69f00"), Seat("Bob", "#56b4e9")]
Dock = Qt.DockWidgetArea


def open_game(qtbot, settings: QSettings, game_id: str, seats=SEATS) -> MainWindow:
    window = MainWindow(Session(None), settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    game = registry.get_game(game_id)
    window.session.start(Match(game, Setup(game_id, 2, 7, {}, seats)))
    qtbot.wait(1)
    return window


def docks(window) -> list[QDockWidget]:
    return [d for d in window.findChildren(QDockWidget) if d.objectName()]


def _arranged(window, arrange) -> QByteArray:
    """``window``'s layout after ``arrange`` (as the player would leave it), then its default again."""
    default = window.saveState()
    arrange(window)
    window.layout().activate()
    state = window.saveState(layout_version(window))
    window.restoreState(default)
    return state


def _float(window, off_screen: bool) -> None:
    for index, dock in enumerate(docks(window)):
        dock.setFloating(True)
        dock.move(-9000 if off_screen else 40 * index, -9000 if off_screen else 40 * index)


def _close(window) -> None:
    for dock in docks(window):
        dock.close()


def _tab_below(window) -> None:
    first, *rest = docks(window)
    window.addDockWidget(Dock.BottomDockWidgetArea, first)
    for dock in rest:
        window.tabifyDockWidget(first, dock)
    window.resizeDocks([first], [600], Qt.Orientation.Vertical)


def _squeeze(window) -> None:
    for index, dock in enumerate(docks(window)):
        window.addDockWidget(Dock.LeftDockWidgetArea if index % 2 else Dock.TopDockWidgetArea, dock)
    window.resizeDocks(docks(window), [900] * len(docks(window)), Qt.Orientation.Horizontal)


def hostile_layouts(window, other_game: QByteArray) -> dict[str, object]:
    """The ten layouts, made on ``window`` (a game just started, curtain passed)."""
    real = _arranged(window, lambda w: None)
    return {
        "every dock floated": _arranged(window, lambda w: _float(w, off_screen=False)),
        "every dock off-screen": _arranged(window, lambda w: _float(w, off_screen=True)),
        "every dock closed": _arranged(window, _close),
        "every dock tabbed below": _arranged(window, _tab_below),
        "the table squeezed": _arranged(window, _squeeze),
        "an old unversioned layout": window.saveState(),
        "another game's layout": other_game,
        "cut off": QByteArray(real.data()[: len(real.data()) // 2]),
        "garbage bytes": QByteArray(bytes(range(256)) * 4),
        "not a layout": "window state",
    }


def assert_covered(window) -> None:
    """The curtain covers the window below its menu bar, and every click on it reaches it."""
    curtain = window.tables.curtain
    assert curtain.isVisible()
    assert curtain.geometry() == window.rect().adjusted(0, window.menuBar().height(), 0, 0)
    assert [
        d.objectName() for d in window.findChildren(QDockWidget) if d.isFloating() and d.isVisible()
    ] == []
    area = curtain.geometry()
    for fx in range(1, 20):
        for fy in range(1, 20):
            point = QPoint(area.left() + area.width() * fx // 20, area.top() + area.height() * fy // 20)
            hit = window.childAt(point)
            assert hit is curtain or curtain.isAncestorOf(hit), (point, hit, hit.objectName())
    button = curtain.button
    assert window.childAt(button.mapTo(window, button.rect().center())) is button


def assert_seat_shown(window, game_id: str, seat: int) -> None:
    assert window.viewing_seat == seat
    strips = [s for s in window.view.findChildren(HandStrip) if s.isVisible()]
    assert strips, "the seat's hand shows"
    mine = private_texts(game_id, window.session.match.state, seat)
    assert shown(mine, visible_texts(window)) == sorted(mine)
    bar = window.statusBar()
    assert bar.isVisible() and window.childAt(bar.geometry().center()) in (bar, *bar.findChildren(object))
    assert_usable(window)


def assert_usable(window) -> None:
    """Every floating dock can be grabbed on a screen, and the table keeps most of the window."""
    screens = [screen.availableGeometry() for screen in QGuiApplication.screens()]
    for dock in window.findChildren(QDockWidget):
        if dock.isFloating() and dock.isVisible():
            top = dock.frameGeometry()
            assert any(s.contains(top.topLeft()) or s.contains(top.topRight()) for s in screens), top
    view = window.view
    assert view.width() >= window.width() * 0.4 and view.height() >= window.height() * 0.4, view.size()


def play_to_hand_off(window, game_id: str, qtbot) -> None:
    """Confirm the first person, then play to the curtain before the other person's turn."""
    qtbot.wait(1)
    assert_covered(window)
    window.tables.curtain.button.click()
    first = window.viewing_seat
    rng = Rng.from_seed(3, "hostile")
    for _ in range(2000):
        if window.tables.curtain.isVisible():
            break
        step(window, rng)
    incoming = window.tables.seat_to_play()
    assert incoming != first
    qtbot.wait(1)
    assert_covered(window)
    window.tables.curtain.button.click()
    qtbot.wait(1)
    assert_seat_shown(window, game_id, incoming)


@pytest.mark.parametrize("game_id", list(registry.ENTRIES))
def test_no_saved_layout_hides_the_curtain_or_the_hand(qtbot, tmp_path, game_id):
    other_id = next(g for g in registry.ENTRIES if g != game_id)
    maker = open_game(qtbot, QSettings(str(tmp_path / "other.ini"), QSettings.Format.IniFormat), other_id)
    maker.tables.curtain.button.click()
    other_game = maker.saveState(layout_version(maker))
    maker.session.start(Match(registry.get_game(game_id), Setup(game_id, 2, 7, {}, SEATS)))
    maker.tables.curtain.button.click()
    qtbot.wait(1)
    layouts = hostile_layouts(maker, other_game)
    maker.close()
    assert len(layouts) == 10
    for name, layout in layouts.items():
        settings = QSettings(str(tmp_path / f"{len(name)}-{name[:5]}.ini"), QSettings.Format.IniFormat)
        settings.setValue(LAYOUT_KEY + game_id, layout)
        window = open_game(qtbot, settings, game_id)
        try:
            play_to_hand_off(window, game_id, qtbot)
        except AssertionError as failure:
            raise AssertionError(f"{name}: {failure}") from failure
        window.session.mark_saved()
        window.close()


def test_a_saved_layout_that_fits_comes_back_and_one_that_does_not_is_forgotten(qtbot, tmp_path):
    game_id = next(iter(registry.ENTRIES))
    path = str(tmp_path / "kept.ini")
    window = open_game(qtbot, QSettings(path, QSettings.Format.IniFormat), game_id)
    window.tables.curtain.button.click()
    floated = docks(window)[0]
    floated.setFloating(True)
    floated.move(window.geometry().center())
    window.session.mark_saved()
    window.close()  # remembers the layout, as quitting does
    again = open_game(qtbot, QSettings(path, QSettings.Format.IniFormat), game_id)
    again.tables.curtain.button.click()
    qtbot.wait(1)
    assert again.findChild(QDockWidget, floated.objectName()).isFloating()
    again.session.mark_saved()
    again.close()
    settings = QSettings(str(tmp_path / "off.ini"), QSettings.Format.IniFormat)
    settings.setValue(LAYOUT_KEY + game_id, _arranged(again, _squeeze))
    alone = [SEATS[0], Seat("Computer", "#56b4e9", "normal")]  # no curtain: docks as restored
    window = open_game(qtbot, settings, game_id, alone)
    assert settings.value(LAYOUT_KEY + game_id) is None
    assert_usable(window)
