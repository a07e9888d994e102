"""The table is the window: each game's layout at 1280x800 and 1920x1080 (issue 15).

For each game, once a 2-player game has started and the hot-seat curtain is passed:
the 3D view (the central widget, the hand strip over its bottom edge included) covers
at least 60% of the window at 1280x800 and a larger share at 1920x1080; the viewing seat's hand is one
slim strip along the view's bottom edge; no panel sits
in the left or bottom dock areas (at most the narrow right side bar); View > Reset
layout puts back the game's own default; and one game's arrangement never carries
over to the next game.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtWidgets import QDockWidget

from babelworks import registry
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.session import Session
from babelworks.ui.hand import HandStrip
from babelworks.ui.main_window import MainWindow

pytestmark = pytest.mark.gl
GAMES = list(registry.ENTRIES)
SMALL, LARGE = (1280, 800), (1920, 1080)
MIN_SHARE = 0.60
MAX_HAND_PX = 140  # the hand strip over the view's bottom edge stays slim


def settle() -> None:
    """Let queued layout requests, timers and deferred deletions run."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        QCoreApplication.processEvents()


def open_window(qtbot, settings, size) -> MainWindow:
    window = MainWindow(Session(None), settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    return window


def start(qtbot, window, game_id: str) -> None:
    """A fresh seeded 2-player game on the table, the curtain passed."""
    window.session.start(Match(registry.get_game(game_id), Setup(game_id, 2, 4, {}, seat_defaults(2))))
    settle()
    if window.tables.curtain.isVisible():
        window.tables.curtain.button.click()
    qtbot.waitUntil(lambda: window.viewing_seat is not None)
    settle()
    window.session.mark_saved()  # nothing to lose when the test closes the window


def view_share(window) -> float:
    """The 3D view's share of the window's area."""
    return window.view.width() * window.view.height() / (window.width() * window.height())


def arrangement(window) -> tuple:
    """What the player sees of the layout: the view's size and each dock on screen (a tab in
    front, not one behind it: Qt keeps those "visible", out of sight), its place and size."""
    docks = sorted(
        (dock.objectName(), window.dockWidgetArea(dock).name, dock.width(), dock.height())
        for dock in window.findChildren(QDockWidget)
        if dock.isVisible() and dock.objectName() and not dock.visibleRegion().isEmpty()  # tabs in front
    )
    return window.view.size().toTuple(), tuple(docks)


def mess_up(window) -> None:
    """What a player might do to a layout: hide the log, widen the side bar."""
    side = [d for d in window.findChildren(QDockWidget) if d.isVisible() and d.objectName()]
    window.resizeDocks(side, [600] * len(side), Qt.Orientation.Horizontal)
    window.findChild(QDockWidget, "dock:Game log").hide()
    settle()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_table_is_at_least_60_percent_of_a_1280x800_window(qtbot, settings, game_id):
    window = open_window(qtbot, settings, SMALL)
    start(qtbot, window, game_id)
    assert view_share(window) >= MIN_SHARE, f"{window.view.width()}x{window.view.height()}"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_viewing_seats_hand_lies_slim_along_the_tables_bottom_edge(qtbot, settings, game_id):
    window = open_window(qtbot, settings, SMALL)
    start(qtbot, window, game_id)
    strips = [strip for strip in window.view.findChildren(HandStrip) if strip.isVisible()]
    assert len(strips) == 1, "one hand strip on the view"
    (strip,) = strips
    assert strip.height() <= MAX_HAND_PX and strip.width() == window.view.width()
    assert strip.geometry().bottom() == window.view.height() - 1


@pytest.mark.parametrize("game_id", GAMES)
def test_a_larger_window_gives_the_table_a_larger_share(qtbot, settings, game_id):
    small = open_window(qtbot, settings, SMALL)
    start(qtbot, small, game_id)
    large = open_window(qtbot, settings, LARGE)
    start(qtbot, large, game_id)
    assert view_share(large) > view_share(small)


@pytest.mark.parametrize("game_id", GAMES)
def test_no_panel_sits_left_of_or_below_the_table(qtbot, settings, game_id):
    window = open_window(qtbot, settings, SMALL)
    start(qtbot, window, game_id)
    used = {
        dock.objectName(): window.dockWidgetArea(dock).name
        for dock in window.findChildren(QDockWidget)
        if dock.isVisible()
    }
    assert used and set(used.values()) == {"RightDockWidgetArea"}, used


@pytest.mark.parametrize("game_id", GAMES)
def test_reset_layout_restores_the_games_default(qtbot, settings, game_id):
    window = open_window(qtbot, settings, SMALL)
    start(qtbot, window, game_id)
    default = arrangement(window)
    mess_up(window)
    assert arrangement(window) != default
    window.options.reset_layout.trigger()
    settle()
    assert arrangement(window) == default


@pytest.mark.parametrize("game_id", GAMES)
def test_one_games_layout_does_not_carry_over_to_the_next(qtbot, tmp_path, game_id):
    def fresh_settings(name: str) -> QSettings:
        return QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat)

    alone = open_window(qtbot, fresh_settings("alone"), SMALL)
    start(qtbot, alone, game_id)
    expected = arrangement(alone)
    before = GAMES[(GAMES.index(game_id) + 1) % len(GAMES)]
    window = open_window(qtbot, fresh_settings("after"), SMALL)
    start(qtbot, window, before)
    mess_up(window)
    start(qtbot, window, game_id)
    assert arrangement(window) == expected
