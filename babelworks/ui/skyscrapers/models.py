"""Thin Qt models over the session for the Skyscrapers panels: the hand and the crew.

Both show only the viewing seat's own things (the hot seat's private view);
others' hands appear only as counts. Dragging a row carries
:data:`MIME` with a small JSON payload: ``{"card": "B07"}`` from the hand,
``{"worker": "red-3"}`` from the crew (a worker still in the crew is sent
onto the foundation card it is dropped on; one on the site becomes the builder).
"""

from __future__ import annotations

import json

from PySide6.QtCore import QAbstractListModel, QMimeData, QModelIndex, Qt
from PySide6.QtGui import QColor

from babelworks.games.skyscrapers.content import COLOURS

MIME = "application/x-babelworks-action"
_DISPLAY, _TIP, _COLOUR = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.DecorationRole
ITEM_ROLE = Qt.ItemDataRole.UserRole + 1


def payload(mime: QMimeData) -> dict | None:
    """The JSON payload of a Skyscrapers drag, or None when it is not one."""
    if not mime.hasFormat(MIME):
        return None
    try:
        data = json.loads(bytes(mime.data(MIME)).decode())
    except (ValueError, UnicodeDecodeError):
        return None
    return data if isinstance(data, dict) else None


class _SeatListModel(QAbstractListModel):
    """A list over the viewing seat's items; resets on every state or seat change."""

    key = ""

    def __init__(self, table) -> None:
        super().__init__(table.window)
        self.table = table
        self._items: list[str] = []

    def refresh(self) -> None:
        """Re-read the viewing seat's items from the session."""
        self.beginResetModel()
        self._items = self.items()
        self.endResetModel()

    def items(self) -> list[str]:
        """The ids listed (overridden)."""
        return []

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802 (Qt API)
        """One row per item (none under a valid parent: a flat list)."""
        return 0 if parent.isValid() else len(self._items)

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        """Rows can be selected and dragged."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled

    def mimeTypes(self) -> list[str]:  # noqa: N802
        """The app's drag type."""
        return [MIME]

    def mimeData(self, indexes) -> QMimeData:  # noqa: N802
        """The first selected row's payload, e.g. ``{"card": "B07"}``."""
        mime = QMimeData()
        rows = [i.row() for i in indexes if i.isValid()]
        if rows:
            mime.setData(MIME, json.dumps({self.key: self._items[rows[0]]}).encode())
        return mime

    def item(self, row: int) -> str:
        """The id on ``row``."""
        return self._items[row]


class HandModel(_SeatListModel):
    """The viewing seat's cards: building blocks, then its two supports."""

    key = "card"

    def items(self) -> list[str]:
        """Hand then supports of the viewing seat (nothing when no seat views)."""
        state, seat = self.table.state(), self.table.window.viewing_seat
        if state is None or seat is None:
            return []
        return list(state.data["hands"][seat]) + list(state.data["supports"][seat])

    def data(self, index: QModelIndex, role: int = _DISPLAY):
        """The card in words: girders and drawn worker."""
        if not index.isValid() or index.row() >= len(self._items):
            return None
        if role in (_DISPLAY, _TIP):
            card = self.table.state().content.cards[self._items[index.row()]]
            return card_words(card)
        if role == ITEM_ROLE:
            return self._items[index.row()]
        return None


def card_words(card) -> str:
    """A card as a line of text: id, girder count, centre girder, drawn worker."""
    if card.kind == "support":
        return f"{card.id}: {card.colour} support, stands {card.stands}"
    girders = sum(card.girders) + card.centre_girder
    extra = {"plan": ", worker (plan view)", None: ""}.get(card.worker, ", worker (side view)")
    centre = ", centre girder" if card.centre_girder else ""
    return f"{card.id}: {girders} girders{centre}{extra}"


class CrewModel(_SeatListModel):
    """The viewing seat's five workers: in the crew, on the site (builders) or lost."""

    key = "worker"

    def items(self) -> list[str]:
        """Worker ids of the viewing seat, in number order."""
        seat = self.table.window.viewing_seat
        if self.table.state() is None or seat is None:
            return []
        return [f"{COLOURS[seat]}-{k}" for k in range(1, 6)]

    def data(self, index: QModelIndex, role: int = _DISPLAY):
        """Where the worker is, the chosen builder marked."""
        if not index.isValid() or index.row() >= len(self._items):
            return None
        worker = self._items[index.row()]
        if role in (_DISPLAY, _TIP):
            return worker_words(self.table.state(), worker, worker == self.table.builder)
        if role == _COLOUR:
            seat = COLOURS.index(worker.rsplit("-", 1)[0])
            seats = self.table.session.match.setup.seats
            return QColor(seats[seat].colour) if seat < len(seats) else QColor(worker.rsplit("-", 1)[0])
        if role == ITEM_ROLE:
            return worker
        return None


def worker_words(state, worker: str, builder: bool) -> str:
    """Where a worker is, in words ("red-2: on B07 (builder)")."""
    place = state.data["workers"][worker]
    where = {"crew": "in the crew (drag onto a foundation card)", "lost": "lost in a closed room"}
    text = where.get(place["where"], f"on {place.get('card')}" if place.get("spot", -1) >= 0 else f"beside {place.get('card')}")
    return f"{worker}: {text}" + (" (builder)" if builder else "")
