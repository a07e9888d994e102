"""Side-bar item views whose items are dragged as small cards held above the cursor.

Qt's own item-view drag carries the whole cell centred where it was pressed, so a
plan card dragged out of the market hid the map space it was about to land on.
These views drag the pressed item's picture at the hand's drag size through
:func:`babelworks.ui.hand.start_drag`, like the hand and the 3D pickups: one look
for every drag, the drop target always in sight. The payload is the model's own
(:meth:`~babelworks.ui.table_api.PanelModel.drag_payload`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QListView, QTableView

from babelworks.ui import hand


def drag_item(view: QAbstractItemView) -> None:
    """Drag the view's pressed item (if its model gives a payload for it) as a small card."""
    index, model = view.currentIndex(), view.model()
    payload = model.drag_payload(index) if index.isValid() and hasattr(model, "drag_payload") else None
    if payload is None:
        return
    picture = view.viewport().grab(view.visualRect(index))
    hand.start_drag(view, payload, picture.scaledToHeight(hand.DRAG_HEIGHT, Qt.SmoothTransformation))


class CardTableView(QTableView):
    """A table of cards (a market) dragged as small cards."""

    def startDrag(self, _actions) -> None:  # noqa: N802 (Qt API)
        """Drag the pressed card small and above the cursor."""
        drag_item(self)


class CardListView(QListView):
    """A list of cards or tiles dragged as small cards."""

    def startDrag(self, _actions) -> None:  # noqa: N802 (Qt API)
        """Drag the pressed card small and above the cursor."""
        drag_item(self)
