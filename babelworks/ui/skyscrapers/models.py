"""Thin Qt models over the session for the Skyscrapers panels: the hand and the crew.

Both show only the viewing seat's own things (the hot seat's private view);
others' hands appear only as counts. Dragging a row carries
a :class:`~babelworks.ui.table_api.DragPayload` whose piece is ``{"card": "B07"}`` from the hand,
``{"worker": "red-3"}`` from the crew (a worker still in the crew is sent
onto the foundation card it is dropped on; one on the site becomes the builder).
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QColor

from babelworks.games.skyscrapers import describe
from babelworks.games.skyscrapers.content import COLOURS
from babelworks.ui.table_api import DragPayload, PanelModel

_DISPLAY, _TIP, _COLOUR = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.DecorationRole,
)
ITEM_ROLE = Qt.ItemDataRole.UserRole + 1


class _SeatListModel(PanelModel):
    """A list over the viewing seat's items; resets on every state or seat change."""

    key = ""

    def __init__(self, table) -> None:
        self.table = table
        super().__init__(table.context)

    def item(self, row: int) -> str:
        """The id on ``row``."""
        return self.rows[row]

    def drag_payload(self, index: QModelIndex) -> DragPayload | None:
        """The row's thing picked up, e.g. ``{"card": "B07"}``."""
        return DragPayload(piece={self.key: self.rows[index.row()]})


class HandModel(_SeatListModel):
    """The viewing seat's cards: building blocks, then its two supports."""

    key = "card"

    def build_rows(self) -> list[str]:
        """Hand then supports of the viewing seat (nothing when no seat views)."""
        state, seat = self.table.state(), self.table.context.viewing_seat
        if state is None or seat is None:
            return []
        return list(state.data["hands"][seat]) + list(state.data["supports"][seat])

    def data(self, index: QModelIndex, role: int = _DISPLAY):
        """The card in words: girders and drawn worker."""
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        if role in (_DISPLAY, _TIP):
            card = self.table.state().content.cards[self.rows[index.row()]]
            return card_words(card)
        if role == ITEM_ROLE:
            return self.rows[index.row()]
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

    def build_rows(self) -> list[str]:
        """Worker ids of the viewing seat, in number order."""
        seat = self.table.context.viewing_seat
        if self.table.state() is None or seat is None:
            return []
        return [f"{COLOURS[seat]}-{k}" for k in range(1, 6)]

    def data(self, index: QModelIndex, role: int = _DISPLAY):
        """Where the worker is, the chosen builder marked."""
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        worker = self.rows[index.row()]
        if role in (_DISPLAY, _TIP):
            names = [seat.name for seat in self.table.session.match.setup.seats]
            return worker_words(self.table.state(), worker, worker == self.table.builder, names)
        if role == _COLOUR:
            seat = COLOURS.index(worker.rsplit("-", 1)[0])
            seats = self.table.session.match.setup.seats
            return QColor(seats[seat].colour) if seat < len(seats) else QColor(worker.rsplit("-", 1)[0])
        if role == ITEM_ROLE:
            return worker
        return None


def worker_words(state, worker: str, builder: bool, names: list[str] | None = None) -> str:
    """Where a worker is, in the engine's words ("Worker 2: on B07 (builder)"); box colours,
    which the worker ids keep, never show."""
    place = state.data["workers"][worker]
    where = {"crew": "in the crew (drag onto a foundation card)", "lost": "lost in a closed room"}
    card = describe.card_words(place["card"], names) if place.get("card") else ""
    text = where.get(place["where"], f"on {card}" if place.get("spot", -1) >= 0 else f"beside {card}")
    return f"{describe.worker_words(worker).capitalize()}: {text}" + (" (builder)" if builder else "")
