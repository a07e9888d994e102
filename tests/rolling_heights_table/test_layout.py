"""The Rolling Heights table at 1280x800: the 3D view is most of the window, overlays keep clear."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QDockWidget, QLabel

from tests.ui.conftest import settings  # noqa: F401 (a fixture)
from tests.ui.test_panel_models_in_play import play_one
from tests.ui.test_text_fit import SIZE, described, settle, start, window_at_size
from tests.ui.text_fit import cut_texts

pytestmark = pytest.mark.gl


def _overlays_keep_clear(table, view) -> None:
    hint = view.findChild(QLabel, "hintStrip")
    overlays = (table.controls, table.cameras, table.prompt, table.hand.strip, hint, view.window().scoreboard)
    shown = [w for w in overlays if w is not None and w.isVisible()]
    for k, first in enumerate(shown):
        assert QRect(0, 0, view.width(), view.height()).contains(first.geometry()), first.objectName()
        for second in shown[k + 1 :]:
            assert not first.geometry().intersects(second.geometry()), (
                first.objectName(),
                second.objectName(),
            )


def test_the_table_is_most_of_the_window_and_the_overlays_keep_clear(qtbot, settings):  # noqa: F811
    window = window_at_size(qtbot, settings)
    start(window, "rolling-heights")
    table, view = window.tables.table, window.view
    share = view.width() * view.height() / (window.width() * window.height())
    assert share >= 0.6, f"the 3D view is {share:.0%} of a {SIZE} window"
    areas = {window.dockWidgetArea(d) for d in window.findChildren(QDockWidget) if d.isVisible()}
    assert areas == {Qt.DockWidgetArea.RightDockWidgetArea}, "only the side bar: no left or bottom docks"
    _overlays_keep_clear(table, view)
    chooser = random.Random(2)
    hints = set()
    for _ in range(400):  # on to a moment the game asks for a choice (the prompt shows)...
        if window.tables.curtain.isVisible():  # the next player takes the seat
            window.tables.curtain.button.click()
            settle()
        hint = view.findChild(QLabel, "hintStrip")
        if hint is not None and hint.isVisible():
            hints.add(hint.text())
            _overlays_keep_clear(table, view)  # ...keeping the hint strip clear, whatever it says
        if table.prompt.isVisible() and len(hints) >= 2:
            break
        play_one(window.session, "rolling-heights", chooser)
        settle()
    assert len(hints) >= 2, hints
    assert table.prompt.isVisible() and table.hand.strip.items()
    _overlays_keep_clear(table, view)
    own = [(w, t) for w, t in cut_texts(view) if w.isVisible()]
    assert described(own) == []
    window.session.mark_saved()  # closing the window asks nothing


def _face_is_uncovered(delegate, index, size) -> bool:
    """Paint the cell alone, and the bare face where the cell puts it: the face areas match."""
    from PySide6.QtCore import QRect, QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionViewItem

    from babelworks.ui.rolling_heights.market_panel import COST_STRIP

    images = [QImage(size, QImage.Format.Format_ARGB32) for _ in range(2)]
    for image in images:
        image.fill(0xFF202020)
    option = QStyleOptionViewItem()
    option.rect = QRect(0, 0, size.width(), size.height())
    face = option.rect.adjusted(2, 2, -2, -2 - COST_STRIP)
    painter = QPainter(images[0])
    delegate.paint(painter, option, index)
    painter.end()
    painter = QPainter(images[1])
    plan = index.model().entry(index)["plan"]
    painter.drawImage(QRectF(face), delegate.faces.face("rh_plan", plan, face.size()))
    painter.end()
    return images[0].copy(face) == images[1].copy(face)


def test_the_side_bar_market_shows_all_nine_slots_and_prints_each_cost_under_an_uncovered_face(
    qtbot,
    settings,  # noqa: F811
):
    from PySide6.QtWidgets import QAbstractItemView

    from babelworks.ui.rolling_heights.market_panel import COST_STRIP

    window = window_at_size(qtbot, settings)
    start(window, "rolling-heights")
    market = window.findChild(QAbstractItemView, "rhMarketView")
    next(d for d in window.findChildren(QDockWidget) if d.isAncestorOf(market)).raise_()
    settle()
    model, shot = market.model(), market.viewport().grab().toImage()
    for column in range(model.columnCount()):
        for row in range(model.rowCount()):
            index = model.index(row, column)
            cell = market.visualRect(index)
            assert market.viewport().rect().contains(cell), "all nine slots show without scrolling"
            plan = model.entry(index)["plan"]
            assert _face_is_uncovered(market.itemDelegate(), index, cell.size()), plan
            strip = shot.copy(cell.adjusted(2, cell.height() - 2 - COST_STRIP, -2, -2))
            pixels = [strip.pixelColor(x, y) for x in range(strip.width()) for y in range(strip.height())]
            assert sum(p.lightness() > 200 for p in pixels) > 20, f"{plan}'s cost is printed under it"
    window.session.mark_saved()
