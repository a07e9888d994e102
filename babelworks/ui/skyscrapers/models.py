"""The Skyscrapers side-bar panel, and the words for cards and workers the table shows.

:class:`TableModel` lists what everyone at the table can see but the 3D table
does not spell out: each player's cards left and where their workers are; once
the game is over, how it ended and the final scoring floor by floor. The
viewing seat's own cards and crew are in the hand strip
(:mod:`babelworks.ui.skyscrapers.hand`), never here.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt

from babelworks.games.skyscrapers import describe, views
from babelworks.games.skyscrapers.content import COLOURS
from babelworks.ui.skyscrapers.scoring_text import end_text
from babelworks.ui.table_api import PanelModel

_DISPLAY, _TIP = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole


class TableModel(PanelModel):
    """One line per player (cards left, workers), then the ending once the game is over."""

    game = "skyscrapers"

    def build_rows(self) -> list[str]:
        """The public lines for the match now."""
        state = self.context.session.match.state
        seats = self.context.session.match.setup.seats
        rows = [seat_line(state, seat, seats) for seat in range(state.players)]
        ending = end_text(state, seats)
        return rows + (ending.splitlines() if ending else [])

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = _DISPLAY):
        """The line (also as its tooltip)."""
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        return self.rows[index.row()] if role in (_DISPLAY, _TIP) else None


def seat_line(state, seat: int, seats) -> str:
    """A player's cards left and where their workers are, in words."""
    name = seats[seat].name if seats and seat < len(seats) else COLOURS[seat].title()
    cards = views.hand_size(state, seat) + len(views.supports(state, seat))
    places = [p["where"] for w, p in views.workers(state).items() if state.seat_of(w) == seat]
    crew, site, lost = (places.count(where) for where in ("crew", "site", "lost"))
    return f"{name}: {cards} cards; workers: {site} on the site, {crew} in the crew, {lost} lost"


def card_words(card) -> str:
    """A card as a line of text: id, girder count, centre girder, drawn worker."""
    if card.kind == "support":
        return f"{card.id}: {card.colour} support, stands {card.stands}"
    girders = sum(card.girders) + card.centre_girder
    extra = {"plan": ", worker (plan view)", None: ""}.get(card.worker, ", worker (side view)")
    centre = ", centre girder" if card.centre_girder else ""
    return f"{card.id}: {girders} girders{centre}{extra}"


def worker_words(state, worker: str, builder: bool, names: list[str] | None = None) -> str:
    """Where a worker is, in the engine's words ("Worker 2: on B07 (builder)"); box colours,
    which the worker ids keep, never show."""
    place = views.place_of(state, worker)
    where = {"crew": "in the crew (drag it onto a foundation card)", "lost": "lost in a closed room"}
    card = describe.card_words(place["card"], names) if place.get("card") else ""
    text = where.get(place["where"], f"on {card}" if place.get("spot", -1) >= 0 else f"beside {card}")
    if place["where"] == "site":
        text += " (the builder)" if builder else " (click: make it the builder)"
    return f"{describe.worker_words(worker).capitalize()}: {text}"
