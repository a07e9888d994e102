"""Overlays on the table: each stays at its anchor as the view resizes, clear of the hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QMouseEvent
from PySide6.QtWidgets import QApplication, QLabel, QStackedWidget, QWidget

from babelworks.ui import overlays
from babelworks.ui.hand import TAB_HEIGHT, HandItem, HandStrip
from babelworks.ui.overlays import ANCHORS, EDGE, STACK_GAP, HintStrip


def chip(view: QWidget, text: str) -> QLabel:
    label = QLabel(text, view)
    label.show()
    return label


@pytest.fixture
def view(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.resize(900, 600)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def assert_at_anchor(widget: QWidget, anchor: str, view: QWidget, bottom: int) -> None:
    """``widget`` touches its anchor's edges (``bottom``: the lowest a bottom overlay may reach)."""
    width, rect = view.width(), widget.geometry()
    vertical, _, horizontal = anchor.partition("-")
    if horizontal == "left":
        assert rect.left() == EDGE, anchor
    elif horizontal == "right":
        assert rect.right() == width - EDGE - 1, anchor
    else:
        assert abs(rect.center().x() - width / 2) <= 1, anchor
    if vertical == "top":
        assert rect.top() == EDGE, anchor
    else:
        assert rect.bottom() == bottom - 1, anchor


def test_each_anchor_keeps_its_overlay_in_place_as_the_view_resizes(view):
    layout = overlays.of(view)
    placed = {anchor: chip(view, f"overlay at {anchor}") for anchor in ANCHORS}
    for anchor, widget in placed.items():
        layout.place(widget, anchor)
    for size in ((900, 600), (1280, 800), (640, 420)):
        view.resize(*size)
        for anchor, widget in placed.items():
            assert_at_anchor(widget, anchor, view, view.height() - EDGE)
    with pytest.raises(ValueError, match="anchor"):
        layout.place(chip(view, "lost"), "middle")


def test_one_layout_per_view():
    view = QWidget()
    assert overlays.of(view) is overlays.of(view)


def test_overlays_sharing_an_anchor_stack_and_a_hidden_one_takes_no_room(view):
    layout = overlays.of(view)
    first, second = chip(view, "first"), chip(view, "second, longer")
    low_first, low_second = chip(view, "low"), chip(view, "lower down")
    for widget, anchor in ((first, "top-right"), (second, "top-right")):
        layout.place(widget, anchor)
    for widget in (low_first, low_second):
        layout.place(widget, "bottom-left")
    assert second.y() == first.geometry().bottom() + 1 + STACK_GAP
    assert low_second.geometry().bottom() == low_first.y() - STACK_GAP - 1
    first.hide()
    low_first.hide()
    assert second.y() == EDGE and low_second.geometry().bottom() == view.height() - EDGE - 1
    first.show()
    assert second.y() > first.geometry().bottom()


def test_bottom_overlays_sit_above_the_hand_and_follow_it_when_it_folds(view):
    layout = overlays.of(view)
    buttons = [chip(view, "End turn"), chip(view, "Choose"), chip(view, "Info")]
    for widget, anchor in zip(buttons, ("bottom-right", "bottom", "bottom-left")):
        layout.place(widget, anchor)
    strip = HandStrip("Your hand", view)
    strip.show()
    layout.set_hand(strip, strip.preview)
    assert strip.geometry().bottom() == view.height() - 1 and strip.width() == view.width()
    for widget, anchor in zip(buttons, ("bottom-right", "bottom", "bottom-left")):
        assert_at_anchor(widget, anchor, view, strip.y() - EDGE)
    strip.set_collapsed(True)
    assert strip.height() == TAB_HEIGHT and strip.geometry().bottom() == view.height() - 1
    assert buttons[0].geometry().bottom() == view.height() - TAB_HEIGHT - EDGE - 1
    view.resize(1100, 700)
    assert strip.width() == 1100 and buttons[0].geometry().right() == 1100 - EDGE - 1
    strip.hide()
    assert buttons[0].geometry().bottom() == view.height() - EDGE - 1
    layout.forget(strip)
    assert layout.hand is None and layout.hand_height() == 0


def test_overlays_placed_while_the_view_is_off_screen_are_in_place_once_it_shows(qtbot):
    pages = QStackedWidget()  # as the window's start page hides the table
    qtbot.addWidget(pages)
    pages.addWidget(QWidget())
    view = QWidget()
    pages.addWidget(view)
    pages.resize(800, 500)
    pages.show()
    qtbot.waitExposed(pages)
    layout = overlays.of(view)
    first, second = chip(view, "first"), chip(view, "second")
    layout.place(first, "top-right")
    layout.place(second, "top-right")
    strip = HandStrip("Your hand", view)
    layout.set_hand(strip, strip.preview)
    end = chip(view, "End turn")
    layout.place(end, "bottom-right")
    pages.setCurrentWidget(view)
    assert first.y() == EDGE and second.y() > first.geometry().bottom()
    assert end.geometry().bottom() < strip.y()


def test_a_hint_strip_shows_its_text_and_hides_when_empty(view):
    hint = HintStrip()
    hint.setParent(view)
    overlays.of(view).place(hint, "top")
    hint.show_hint("Wheel or O: turn the card")
    assert hint.isVisible() and hint.text() == "Wheel or O: turn the card"
    assert hint.y() == EDGE and abs(hint.geometry().center().x() - view.width() / 2) <= 1
    assert hint.width() >= hint.fontMetrics().horizontalAdvance(hint.text())
    hint.show_hint("")
    assert not hint.isVisible()


def test_the_enlarged_card_stays_above_the_overlays_when_they_move(view):
    layout = overlays.of(view)
    strip = HandStrip("Your hand", view)
    strip.show()
    layout.set_hand(strip, strip.preview)
    image = QImage(50, 70, QImage.Format.Format_ARGB32)
    image.fill(QColor("tan"))
    strip.set_items([HandItem("a", image, "card a")])
    at = QPointF(strip.item_rect("a").center())
    move = QMouseEvent(
        QEvent.Type.MouseMove,
        at,
        strip.mapToGlobal(at),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(strip, move)
    assert strip.preview.isVisible()
    layout.place(chip(view, "End turn"), "bottom-left")  # a table's bar appears meanwhile
    stacked = [child for child in view.children() if isinstance(child, QWidget) and child.isVisible()]
    assert stacked[-1] is strip.preview


def test_a_top_overlay_too_wide_for_the_gap_between_the_corners_goes_below_them(view):
    from PySide6.QtWidgets import QLabel

    layout = overlays.of(view)
    view.resize(1000, 600)
    scores, buttons = QLabel("Player 1   12\nPlayer 2   19", view), QLabel("Map  Above  Mine  Box", view)
    hint = QLabel("Drag a card to the tower, a crew worker to a foundation card, a floor", view)
    hint.setFixedWidth(900)  # wider than the gap between the corners
    for widget, anchor in ((hint, "top"), (scores, "top-left"), (buttons, "top-right")):
        widget.show()
        layout.place(widget, anchor)
    assert not hint.geometry().intersects(scores.geometry())
    assert not hint.geometry().intersects(buttons.geometry())
    assert hint.y() > max(scores.geometry().bottom(), buttons.geometry().bottom())
    assert hint.x() == (1000 - hint.width()) // 2
    view.resize(3000, 600)  # room between the corners: back at the top edge
    assert hint.y() == overlays.EDGE
