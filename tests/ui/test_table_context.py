"""What a table adds through its context (hand, overlays, side panels, hints) and its release."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDockWidget, QLabel, QPushButton
from shiboken6 import isValid

from babelworks.ui import overlays
from babelworks.ui.hand import HandItem, HandStrip
from babelworks.ui.overlays import EDGE, HintStrip
from babelworks.ui.table_api import TableContext
from babelworks.ui.view_options import SIDE_BAR_PX
from tests.ui.conftest import make_window

pytestmark = pytest.mark.gl


def settle() -> None:
    """Run the deferred deletions and posted events, as the event loop would next."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    QCoreApplication.processEvents()


@pytest.fixture
def window(qtbot, settings):
    window = make_window(qtbot, settings)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.view.width() > 800)
    return window


def a_hand() -> HandStrip:
    strip = HandStrip("Your hand")
    image = QImage(50, 70, QImage.Format.Format_ARGB32)
    image.fill(QColor("tan"))
    strip.set_items([HandItem("a", image, "card a"), HandItem("b", image, "card b")])
    return strip


def in_front(dock: QDockWidget) -> bool:
    """Shown on screen (Qt keeps the tabs behind "visible", moved out of sight)."""
    return not dock.visibleRegion().isEmpty()


def side_docks(window) -> list[QDockWidget]:
    return [
        dock
        for dock in window.findChildren(QDockWidget)
        if window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea and dock.objectName()
    ]


def test_the_hand_lies_along_the_bottom_of_the_view_and_h_folds_it(qtbot, window):
    view = window.view
    context = TableContext(window, window.tables)
    strip = context.set_hand(a_hand())
    button = context.add_overlay(QPushButton("End turn"), "bottom-right")
    assert strip.parentWidget() is view and strip.preview.parentWidget() is view
    assert strip.geometry() == view.rect().adjusted(0, view.height() - strip.height(), 0, 0)
    assert 100 <= strip.height() <= 140  # slim: the table stays the window
    assert button.geometry().bottom() == strip.y() - EDGE - 1
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # keys go to the active window's focus
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    QTest.keyClick(view, Qt.Key.Key_H)
    assert strip.collapsed() and button.geometry().bottom() == view.height() - strip.height() - EDGE - 1
    QTest.keyClick(view, Qt.Key.Key_H)
    assert not strip.collapsed()
    context.release()
    settle()
    assert not isValid(strip) and overlays.of(view).hand is None
    assert not [label for label in view.findChildren(QLabel) if label.objectName() == "handPreview"]


def test_overlays_are_drawn_on_the_view_at_their_anchor_until_release(window):
    view = window.view
    context = TableContext(window, window.tables)
    chip = context.add_overlay(QLabel("Round 3 of 8"), "top-right")
    free = context.add_overlay(QLabel("placed by the table"))
    assert chip.parentWidget() is view and chip.isVisible() and free.isVisible()
    assert chip.geometry().right() == view.width() - EDGE - 1 and chip.y() == EDGE
    window.resize(1600, 900)
    QCoreApplication.processEvents()
    assert chip.geometry().right() == view.width() - EDGE - 1
    context.release()
    settle()
    assert not isValid(chip) and not isValid(free)


def test_side_panels_are_tabs_of_the_narrow_side_bar_until_release(window):
    context = TableContext(window, window.tables)
    log = window.findChild(QDockWidget, "dock:Game log")
    dock = context.add_side_panel("Your board", QLabel("2 gold, 3 stone"))
    settle()
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert dock in window.tabifiedDockWidgets(log)
    assert in_front(dock) and not in_front(log)  # the new tab is the one shown
    assert dock.toggleViewAction() in window.acts.panels_menu.actions()
    assert dock.width() <= SIDE_BAR_PX
    context.release()
    settle()
    assert not isValid(dock)
    assert sorted(d.objectName() for d in side_docks(window)) == ["dock:Game log", "dock:Moves"]


def test_the_hint_strip_shows_at_the_top_of_the_table_and_goes_at_release(window):
    view = window.view
    context = TableContext(window, window.tables)
    context.hint("Wheel or O: turn the card · Drop it on a free corner")
    (hint,) = view.findChildren(HintStrip)
    assert hint.isVisible() and hint.y() == EDGE
    assert abs(hint.geometry().center().x() - view.width() / 2) <= 1
    context.hint("Drop it on a free corner")
    assert view.findChildren(HintStrip) == [hint] and hint.text() == "Drop it on a free corner"
    context.hint("")
    assert not hint.isVisible()
    context.hint("again")
    context.release()
    settle()
    assert view.findChildren(HintStrip) == []


def test_release_leaves_the_view_as_it_found_it(window):
    view = window.view
    before = sorted(child.objectName() for child in view.children())
    context = TableContext(window, window.tables)
    context.set_hand(a_hand())
    context.add_overlay(QLabel("chip"), "top")
    context.add_side_panel("Your board", QLabel("board"))
    context.hint("a hint")
    context.release()
    settle()
    assert sorted(child.objectName() for child in view.children()) == before
    assert not view.acceptDrops()
