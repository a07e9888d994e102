"""View menu: full-screen table (F11), colour-blind seat colours, each game's own layout."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDockWidget

from babelworks import registry
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.render.offscreen import render_image
from babelworks.scene.colours import COLOUR_BLIND_SEATS, linear_rgba
from babelworks.session import Session
from babelworks.ui.main_window import MainWindow
from babelworks.ui.view_options import COLOUR_BLIND_KEY

pytestmark = pytest.mark.gl


def open_window(qtbot, settings) -> MainWindow:
    window = MainWindow(Session(None), settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def start(window, game_id: str) -> None:
    window.session.start(Match(registry.get_game(game_id), Setup(game_id, 2, 4, {}, seat_defaults(2))))
    if window.tables.curtain.isVisible():
        window.tables.curtain.button.click()


def seat_coloured(window, seat: int) -> list:
    colour = window.session.match.setup.seats[seat].colour
    return [p for p in window.view.pieces() if p.colour[:3] == linear_rgba(colour)[:3]]


def shown_docks(window) -> set[str]:
    return {dock.objectName() for dock in window.findChildren(QDockWidget) if dock.isVisible()}


def test_f11_gives_the_table_the_whole_screen_and_back(qtbot, settings):
    window = open_window(qtbot, settings)
    start(window, "skyscrapers")
    before = shown_docks(window)
    assert QKeySequence("F11") in window.options.full_screen.shortcuts()
    window.options.full_screen.trigger()
    assert window.isFullScreen() and shown_docks(window) == set() and not window.statusBar().isVisible()
    window.options.full_screen.trigger()
    assert not window.isFullScreen() and shown_docks(window) == before


def test_colour_blind_colours_change_what_is_drawn_and_are_remembered(qtbot, settings):
    window = open_window(qtbot, settings)
    start(window, "rise-of-babel")
    worn = {p.id for p in seat_coloured(window, 0)}
    assert worn
    picture = render_image(window.view, 160, 100)
    window.options.colour_blind.trigger()
    assert seat_coloured(window, 0) == []
    palette = linear_rgba(COLOUR_BLIND_SEATS[0])[:3]
    assert {p.id for p in window.view.pieces() if p.colour[:3] == palette} >= worn
    assert not np.array_equal(render_image(window.view, 160, 100), picture)
    assert settings.value(COLOUR_BLIND_KEY, type=bool)
    again = open_window(qtbot, settings)
    assert again.options.colour_blind.isChecked()
    start(again, "rolling-heights")
    assert seat_coloured(again, 1) == []
    again.options.colour_blind.trigger()
    assert seat_coloured(again, 1) and not settings.value(COLOUR_BLIND_KEY, type=bool)


def test_each_game_has_its_own_layout_and_reset_restores_it(qtbot, settings):
    window = open_window(qtbot, settings)
    start(window, "rolling-heights")
    rolling_default = shown_docks(window)
    window.findChild(QDockWidget, "dock:Game log").hide()
    start(window, "skyscrapers")
    skyscrapers_default = shown_docks(window)
    assert "dock:Game log" in skyscrapers_default  # not the previous game's arrangement
    hidden = sorted(skyscrapers_default)[0]
    window.findChild(QDockWidget, hidden).hide()
    assert window.options.reset_layout.isEnabled()
    window.options.reset_layout.trigger()
    assert shown_docks(window) == skyscrapers_default
    start(window, "rolling-heights")
    assert shown_docks(window) == rolling_default - {"dock:Game log"}  # as the player left it
    window.options.reset_layout.trigger()
    assert shown_docks(window) == rolling_default


def test_the_players_panel_shows_the_colours_the_table_shows(qtbot, settings):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QTableView

    window = open_window(qtbot, settings)
    start(window, "skyscrapers")
    model = window.findChild(QTableView, "scoreboard").model()
    swatch = lambda: model.index(1, 0).data(Qt.ItemDataRole.DecorationRole).name()  # noqa: E731
    assert swatch() == window.session.match.setup.seats[1].colour
    window.options.colour_blind.trigger()
    assert swatch() == COLOUR_BLIND_SEATS[1]
    assert "dark blue" in model.index(1, 0).data(Qt.ItemDataRole.ToolTipRole)


def test_a_second_game_of_the_same_kind_shows_only_its_own_docks(qtbot, settings):
    window = open_window(qtbot, settings)
    window.resize(1280, 800)
    start(window, "rise-of-babel")
    qtbot.waitUntil(lambda: "dock:Market" in shown_docks(window))
    first = sorted(shown_docks(window))
    start(window, "rise-of-babel")  # the old table's docks still await deletion here
    for _ in range(5):
        QCoreApplication.processEvents()  # not the deferred deletions: those the loop runs
    shown = [dock.objectName() for dock in window.findChildren(QDockWidget) if dock.isVisible()]
    assert sorted(shown) == first
