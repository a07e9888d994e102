"""All hands open in the replay: every seat's private information at once, in words.

The game panels show one seat's private information at a time (the seat watched,
or the seat to act). "All hands open" adds a read-only dock that lists, for every
seat, what only that seat sees, read from the engine's state at the shown
position: a Rise of Babel hand (and the cards of the turn in play), the two Rolling Heights targets, a Skyscrapers
hand. Its words are the panels' own, so a person reads the same card names in both.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QListWidget, QWidget

from babelworks.core.kernel import GameState
from babelworks.games.rise_of_babel.cards import CARDS
from babelworks.games.rolling_heights.content import content
from babelworks.ui.skyscrapers.models import card_words


def _rise_of_babel(state: GameState, seat: int) -> str:
    g = state.data
    words = f"hand: {_card_names(g['seats'][seat]['hand'])}"
    if seat == g["current"] and not g["over"]:  # the turn's hand is laid out in play
        words += f"; in play: {_card_names(g['turn']['play'])}"
    return words


def _card_names(cards: list[str]) -> str:
    return ", ".join(CARDS[card].name for card in cards) or "empty"


def _rolling_heights(state: GameState, seat: int) -> str:
    targets = content().targets
    held = state.seats[seat]["targets"]
    return f"targets: {', '.join(targets[target]['name'] for target in held) or 'none'}"


def _skyscrapers(state: GameState, seat: int) -> str:
    cards = state.content.cards
    hand = state.data["hands"][seat]
    return f"cards: {'; '.join(card_words(cards[card]) for card in hand) or 'none'}"


#: game id -> one seat's private information in words
PRIVATE: dict[str, Callable[[GameState, int], str]] = {
    "rise-of-babel": _rise_of_babel,
    "rolling-heights": _rolling_heights,
    "skyscrapers": _skyscrapers,
}


def hands_lines(game_id: str, state: GameState, names: list[str]) -> list[str]:
    """One line per seat: its name and its private information ("Ann — hand: ...")."""
    private = PRIVATE.get(game_id)
    if private is None:
        return ["This game keeps nothing hidden."]
    return [f"{name} — {private(state, seat)}" for seat, name in enumerate(names)]


class HandsList(QListWidget):
    """Every seat's private information at the shown position (refreshed as it moves)."""

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(parent, objectName="replayHands")
        self.setWordWrap(True)
        self.session = session
        session.state_changed.connect(self.refresh)

    def refresh(self) -> None:
        """Re-read the shown position."""
        match = self.session.match
        self.clear()
        self.addItems(hands_lines(match.setup.game, match.state, self.session.names()))
