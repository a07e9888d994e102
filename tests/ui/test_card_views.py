"""Cards dragged out of side-bar views travel small and above the cursor, as the hand's do."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPalette, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView

from babelworks.ui import hand
from babelworks.ui.card_views import CardListView, CardTableView
from babelworks.ui.table_api import DragPayload


class Cards(QStandardItemModel):
    """Three tall card cells; the second gives no payload (not takeable now)."""

    def drag_payload(self, index) -> DragPayload | None:
        return None if index.row() == 1 else DragPayload(action={"type": "take", "row": index.row()})


def test_a_card_is_dragged_at_the_hands_size_with_its_models_payload(qtbot, monkeypatch):
    started = []
    monkeypatch.setattr(hand, "start_drag", lambda source, payload, pixmap: started.append((payload, pixmap)))
    model = Cards()
    for words in ("Corner Cottage", "Ice House", "Print Shop"):
        item = QStandardItem(words)
        item.setSizeHint(QSize(112, 140))
        model.appendRow(item)
    for view in (CardListView(), CardTableView()):
        qtbot.addWidget(view)
        view.setModel(model)
        view.resize(300, 500)
        view.show()
        qtbot.waitExposed(view)
        started.clear()
        view.setCurrentIndex(model.index(2, 0))
        view.startDrag(Qt.DropAction.CopyAction)
        view.setCurrentIndex(model.index(1, 0))
        view.startDrag(Qt.DropAction.CopyAction)  # no payload: no drag
        ((payload, pixmap),) = started
        assert payload.action == {"type": "take", "row": 2}
        assert pixmap.height() == hand.DRAG_HEIGHT
        seen = pixmap.toImage().pixelColor(3, pixmap.height() // 2)
        for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
            selected = view.palette().color(group, QPalette.ColorRole.Highlight)  # the pressed item is
            off = max(abs(a - b) for a, b in zip(seen.getRgb()[:3], selected.getRgb()[:3]))
            assert off > 6, "the picture shows the pressed cell's selection"  # ...not drawn so


@pytest.mark.gl
@pytest.mark.parametrize(
    "game_id, names",
    [("rolling-heights", ["rhMarketView"]), ("rise-of-babel", ["rbMarketView", "rbDiscard", "rbTilesView"])],
)
def test_the_games_draggable_side_bar_views_are_card_views(qtbot, settings, game_id, names):
    from tests.ui.test_text_fit import start, window_at_size

    window = window_at_size(qtbot, settings)
    start(window, game_id)
    for name in names:
        view = window.findChild(QAbstractItemView, name)
        assert isinstance(view, (CardListView, CardTableView)), name
    window.session.mark_saved()


@pytest.mark.gl
def test_resting_on_a_market_plan_shows_its_face_large_beside_the_side_bar(qtbot, settings):
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication, QDockWidget, QLabel

    from babelworks.ui.card_zoom import ZOOM_PX
    from tests.ui.test_text_fit import start, window_at_size

    window = window_at_size(qtbot, settings)
    start(window, "rolling-heights")
    market = window.findChild(QAbstractItemView, "rhMarketView")
    next(d for d in window.findChildren(QDockWidget) if d.isAncestorOf(market)).raise_()
    qtbot.waitUntil(market.isVisible)
    cell = market.visualRect(market.model().index(2, 1))

    def rest(point) -> None:
        move = QMouseEvent(
            QEvent.Type.MouseMove,
            QPointF(point),
            QPointF(market.viewport().mapToGlobal(point)),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(market.viewport(), move)

    rest(cell.center())
    shown = lambda: window.findChild(QLabel, "cardZoom")  # noqa: E731 (it joins the window when shown)
    qtbot.waitUntil(lambda: shown() is not None and shown().isVisible(), timeout=3000)
    zoom = shown()
    assert zoom.pixmap().height() == ZOOM_PX  # the face large: its print about four times the cell's
    assert zoom.pixmap().height() > 3 * cell.height()
    placed = zoom.geometry()
    assert not placed.contains(market.viewport().mapTo(window, cell.center())), "never under the cursor"
    assert window.rect().contains(placed), "inside the window"
    QApplication.sendEvent(market.viewport(), QEvent(QEvent.Type.Leave))
    assert not zoom.isVisible()
    window.session.mark_saved()
