"""Side-bar item views whose items are dragged as small cards held above the cursor.

Qt's own item-view drag carries the whole cell centred where it was pressed, so a
plan card dragged out of the market hid the map space it was about to land on.
These views drag the pressed item's picture at the hand's drag size through
:func:`babelworks.ui.hand.start_drag`, like the hand and the 3D pickups: one look
for every drag, the drop target always in sight. The payload is the model's own
(:meth:`~babelworks.ui.table_api.PanelModel.drag_payload`). A card the cursor rests
on shows large beside the side bar (:mod:`.card_zoom`).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyle, QStyleOptionViewItem, QTableView

from babelworks.ui import hand
from babelworks.ui.card_zoom import CardZoom


def drag_item(view: QAbstractItemView) -> None:
    """Drag the view's pressed item (if its model gives a payload for it) as a small card."""
    index, model = view.currentIndex(), view.model()
    payload = model.drag_payload(index) if index.isValid() and hasattr(model, "drag_payload") else None
    if payload is None:
        return
    hand.start_drag(
        view,
        payload,
        _picture(view, index).scaledToHeight(hand.DRAG_HEIGHT, Qt.TransformationMode.SmoothTransformation),
    )


def _picture(view: QAbstractItemView, index) -> QPixmap:
    """The item as its delegate paints it, unselected (a grab would show the pressed cell dark)."""
    size = view.visualRect(index).size()
    picture = QPixmap(size)
    picture.fill(Qt.GlobalColor.transparent)
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    option.rect = QRect(QPoint(0, 0), size)
    option.state &= ~(QStyle.StateFlag.State_Selected | QStyle.StateFlag.State_HasFocus)
    painter = QPainter(picture)
    view.itemDelegateForIndex(index).paint(painter, option, index)
    painter.end()
    return picture


class CardTableView(QTableView):
    """A table of cards (a market) dragged as small cards."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.zoom = CardZoom(self)

    def startDrag(self, _actions) -> None:  # noqa: N802 (Qt API)
        """Drag the pressed card small and above the cursor."""
        drag_item(self)


class CardListView(QListView):
    """A list of cards or tiles dragged as small cards."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.zoom = CardZoom(self)

    def startDrag(self, _actions) -> None:  # noqa: N802 (Qt API)
        """Drag the pressed card small and above the cursor."""
        drag_item(self)
