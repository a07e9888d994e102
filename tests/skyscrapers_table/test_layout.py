"""The Skyscrapers table is the window: the 3D view's share at 1280x800 and 1920x1080.

No docks on the left or at the bottom: the hand lies on the view's bottom edge,
the turn bar and hints on the view, the rest in the shell's narrow side bar.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget

from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.registry import get_game
from babelworks.session import Session

pytestmark = pytest.mark.gl


def _window(qtbot, settings, size):
    from babelworks.ui.main_window import MainWindow

    window = MainWindow(Session(), settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.session.start(Match(get_game("skyscrapers"), Setup("skyscrapers", 2, 4, {}, seat_defaults(2))))
    qtbot.waitUntil(lambda: window.tables.table.strip.isVisible())
    qtbot.waitUntil(lambda: window.size().toTuple() == size)
    return window


def share(window) -> float:
    """The 3D view's area over the window's."""
    return window.view.width() * window.view.height() / (window.width() * window.height())


@pytest.mark.parametrize("size, least", [((1280, 800), 0.60), ((1920, 1080), 0.70)])
def test_the_view_is_most_of_the_window_and_the_docks_only_a_side_bar(qtbot, settings, size, least):
    window = _window(qtbot, settings, size)
    assert share(window) >= least, f"the view is {share(window):.0%} of {size}"
    docks = [d for d in window.findChildren(QDockWidget) if d.isVisible() and not d.isFloating()]
    areas = {window.dockWidgetArea(d) for d in docks}
    assert areas <= {Qt.DockWidgetArea.RightDockWidgetArea}, areas
    strip = window.tables.table.strip
    assert strip.parentWidget() is window.view and strip.height() <= 140
    bar = window.tables.table.turn_bar
    assert window.view.rect().contains(bar.geometry()) and not bar.geometry().intersects(strip.geometry())
