"""A bot that plays a random legal action (for simulation, tests and playouts).

A random player of a deck-building game can trash its own deck to nothing and
then never end a solo game: that is no rule's fault but the player's. So a
random player skips the moves its game marks as self-defeating (when it has any
other move); every other legal move is equally likely.
"""

from __future__ import annotations

from collections.abc import Callable

from babelworks.core.protocol import Action, State
from babelworks.core.rng import Rng

Sensible = Callable[[State, Action], bool]

#: Rise of Babel: keep at least this many cards (a deck of fewer can stall for ever).
SMALLEST_DECK = 5


def _keeps_a_deck(state: State, action: Action) -> bool:
    """Rise of Babel: no trashing once the seat owns no more than SMALLEST_DECK cards."""
    if action.get("type") != "trash":
        return True
    data = state.data  # type: ignore[attr-defined]
    seat = data["seats"][data["current"]]
    owned = len(seat["deck"]) + len(seat["hand"]) + len(seat["discard"]) + len(data["turn"]["play"])
    return owned > SMALLEST_DECK


SENSIBLE: dict[str, Sensible] = {"rise-of-babel": _keeps_a_deck}


class RandomBot:
    """Chooses uniformly among the sensible legal actions with its own RNG.

    Args:
        rng: its random stream.
        sensible: a filter of self-defeating moves (None: every legal move).
    """

    def __init__(self, rng: Rng, sensible: Sensible | None = None) -> None:
        self.rng = rng
        self.sensible = sensible

    def choose(self, state: State, cancelled: Callable[[], bool] | None = None) -> Action | None:
        """A random legal action, or None when there is none (``cancelled`` is not asked:
        the choice is instant)."""
        actions = state.legal_actions()
        if self.sensible is not None:
            actions = [action for action in actions if self.sensible(state, action)] or actions
        if not actions:
            return None
        return self.rng.choice(actions)


def random_player(game_id: str, rng: Rng) -> RandomBot:
    """The random player of ``game_id``: it skips that game's self-defeating moves."""
    return RandomBot(rng, SENSIBLE.get(game_id))
