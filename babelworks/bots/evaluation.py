"""Position values for search players: how good a position is for each seat.

A finished game is worth its result (a win 1, a shared win split, a loss 0). A
game in progress is judged by each game's own *progress* measure (victory
points as they stand plus what is nearly earned, in the game's own terms) and
turned into a value in [0, 1] per seat by how far the seat leads or trails the
best of the others, on the game's own scale.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from babelworks.core.protocol import Game, State

Progress = Callable[[State], list[float]]


def final_values(game: Game, state: State) -> list[float]:
    """A finished game's result per seat: winners share 1, the others get 0."""
    winners = game.winners(state)
    seats = len(state.scores())
    return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(seats)]


def lead_values(progress: list[float], scale: float) -> list[float]:
    """Each seat's lead over the best other seat, squashed into (0, 1) on ``scale``.

    A lone seat (a solo game) is measured against zero.
    """
    values = []
    for seat, mine in enumerate(progress):
        others = progress[:seat] + progress[seat + 1 :]
        lead = mine - (max(others) if others else 0.0)
        values.append(1.0 / (1.0 + math.exp(-lead / scale)))
    return values


def evaluator(game: Game, progress: Progress, scale: float) -> Callable[[State], list[float]]:
    """The evaluation function of one game: final result, or progress lead on ``scale``."""

    def evaluate(state: State) -> list[float]:
        if state.is_over():
            return final_values(game, state)
        return lead_values(progress(state), scale)

    return evaluate
