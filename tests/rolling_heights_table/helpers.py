"""Seeded Rolling Heights games played by a random player, for table tests."""

from __future__ import annotations

import random

from babelworks.core.rng import Rng
from babelworks.games.rolling_heights import GAME
from babelworks.games.rolling_heights.rolls import sample_roll


def played(players: int = 2, seed: int = 1, actions: int = 400):
    """A game after up to ``actions`` random legal actions and statistical rolls."""
    state = GAME.new_game(players, seed)
    chooser, rng = random.Random(seed), Rng.from_seed(seed, "table-test")
    for _ in range(actions):
        if state.is_over():
            break
        if state.step == "roll":
            state.apply(sample_roll(state, rng))
        else:
            state.apply(chooser.choice(state.legal_actions()))
    return state
