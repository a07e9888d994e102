"""Rise of Babel in the replay: a seat's hand (and the turn's cards in play) in words.

Nothing of Rise of Babel is decided by physics, so the replay shows no motion.
"""

from __future__ import annotations

from babelworks.core.protocol import State
from babelworks.core.words import content_words, listed
from babelworks.games.rise_of_babel.cards import CARDS
from babelworks.i18n import translate
from babelworks.ui.replay.room import ReplayRoom


def _card_names(cards: list[str]) -> str:
    if not cards:
        return translate("Rise of Babel replay", "empty")
    return listed([content_words(CARDS[card].name) for card in cards])


class RiseOfBabelRoom(ReplayRoom):
    """The hands are private (the turn's hand is laid out in play)."""

    def private_words(self, state: State, seat: int) -> str | None:
        """The seat's hand, and the cards it has in play while its turn runs."""
        seen = state.private(seat)  # the engine's view for that seat: its hand, the open play
        hand = _card_names(seen["seats"][seat]["hand"])
        if seat == state.current_player:  # the turn's hand is laid out in play
            play = _card_names(seen["turn"]["play"])
            return translate("Rise of Babel replay", "hand: {hand}; in play: {play}").format(
                hand=hand, play=play
            )
        return translate("Rise of Babel replay", "hand: {hand}").format(hand=hand)


ROOM = RiseOfBabelRoom()
