"""A bot that plays a random legal action (for simulation, tests and playouts).

A random player of a deck-building game can trash its own deck to nothing and
then never end a solo game: that is no rule's fault but the player's. So a
random player skips the moves its game marks as self-defeating (when it has any
other move); every other legal move is equally likely. Which moves those are is
the game's own knowledge, declared in its :mod:`babelworks.bots.games` module
(``Tuning.sensible``) and handed in by whoever builds the player.
"""

from __future__ import annotations

from collections.abc import Callable

from babelworks.core.protocol import Action, State
from babelworks.core.rng import Rng

Sensible = Callable[[State, Action], bool]


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


#: game id -> the filter of its self-defeating moves, as each game's tuning declares it
#: (:func:`babelworks.bots.tuning.declare`); a game that declares none has every move.
_DECLARED: dict[str, Sensible] = {}


def declare_sensible(game_id: str, sensible: Sensible | None) -> None:
    """Record ``game_id``'s filter (the tuning's declaration calls this)."""
    if sensible is None:
        _DECLARED.pop(game_id, None)
    else:
        _DECLARED[game_id] = sensible


def random_player(game_id: str, rng: Rng) -> RandomBot:
    """The random player of ``game_id``: it skips the self-defeating moves its game declared."""
    return RandomBot(rng, _DECLARED.get(game_id))
