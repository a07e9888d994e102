"""What the viewing seat may do now besides its cards: the choices a step offers
(and the stall refreshes or warehouse sales asked for), and its discard pile.

Steps that need no tile or card (advance the elephant, draw, pull, take a
cart...) are listed as choices: click one (when a card leaves a single one, it is taken
without asking: :func:`~babelworks.ui.rise_of_babel.common.dispatch`). The discard pile is a list of card
faces: drag a card onto your hand or onto Trash when a step allows.
"""

from __future__ import annotations

from babelworks.core.words import content_words
from babelworks.games.rise_of_babel.cards import CARDS
from babelworks.games.rise_of_babel.describe import action_words
from babelworks.i18n import shown
from babelworks.ui.rise_of_babel.cardface import CARD_ROLE, STATE_ROLE, card_words
from babelworks.ui.rise_of_babel.common import CHOICE_TYPES, RowModel, dispatch, game_data, legal_now

__all__ = ["CHOICE_TYPES", "ChoicesModel", "DiscardModel", "shown_seat"]


def shown_seat(context) -> int | None:
    """Whose cards the panel shows: the viewing seat's only. Nobody viewing (a watcher of
    computer players, or the hand-off curtain) sees nobody's hand."""
    if game_data(context) is None:
        return None
    return context.viewing_seat


class ChoicesModel(RowModel):
    """The steps allowed now that need no tile or card, or, once asked, every legal
    stall refresh or warehouse sale: click one to take it."""

    def __init__(self, context) -> None:
        self.asked: str | None = None
        super().__init__(context)
        for signal in (context.session.state_changed, context.session.match_started):
            context.connect(signal, self.forget)

    def build_rows(self) -> list[dict]:
        """One row per such legal action, in words."""
        kinds = (self.asked,) if self.asked else CHOICE_TYPES
        g = game_data(self.context)
        assert g is not None  # rows are built only during a Rise of Babel match
        return [
            {"text": shown(action_words(g, action)).capitalize(), "action": action}
            for action in legal_now(self.context)
            if action["type"] in kinds
        ]

    def ask(self, kind: str) -> bool:
        """List the legal actions of ``kind`` ("refresh_stalls" or "sell_warehouse": their
        buttons ask); False when there are none."""
        self.asked = kind
        self.refresh()
        if not self.rows:
            self.forget()
        return self.asked is not None

    def forget(self) -> None:
        """Back to the steps' own choices (the game moved on)."""
        if self.asked is not None:
            self.asked = None
            self.refresh()

    def play(self, row: int) -> bool:
        """Take the choice in ``row``."""
        return 0 <= row < len(self.rows) and dispatch(self.context, self.rows[row]["action"])


class DiscardModel(RowModel):
    """Your discard pile, newest first: drag a card onto Hand or Trash when a step allows."""

    ROLES = {CARD_ROLE: "card", STATE_ROLE: "state"}

    def build_rows(self) -> list[dict]:
        """The shown seat's discard pile."""
        seat = shown_seat(self.context)
        if seat is None:
            return []
        g = game_data(self.context)
        assert g is not None  # a seat is shown only during a Rise of Babel match
        pile = g["seats"][seat]["discard"]
        return [
            {
                "text": shown(content_words(CARDS[c].name)),
                "tip": shown(card_words(c)),
                "card": c,
                "state": "",
                "drag": {"card": c, "pile": "discard"},
            }
            for c in reversed(pile)
        ]
