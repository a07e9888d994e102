"""Position values for search players: how good a position is for each seat.

A finished game is worth its result (a win 1, a shared win split, a loss 0). A
game in progress is judged by each game's own *progress* measure (victory
points as they stand plus what is nearly earned, in the game's own terms) and
turned into a value in [0, 1] per seat by how far the seat leads or trails the
best of the others, on the game's own scale. A game may also say how certain a
lead is (its *certainty*, 1 at the end): a lead far from the end is worth less
than the same lead at it, so the seat ahead plays towards the end.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from babelworks.core.protocol import Game, State

Progress = Callable[[State], list[float]]
#: How much a lead counts in a position, from 0.5 to 1: 1 when it is as good as final.
Certainty = Callable[[State], float]


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


def evaluator(
    game: Game, progress: Progress, scale: float, certainty: Certainty | None = None
) -> Callable[[State], list[float]]:
    """The evaluation function of one game: final result, or progress lead on ``scale``.

    With ``certainty``, an unfinished game's values are drawn towards even by how
    uncertain its lead still is (see :func:`doubted`): without it a lead of many times
    ``scale`` is worth all but exactly a win, and a seat far ahead saw nothing to gain
    in ending the game (Rolling Heights' Hard played 3,000 actions 111 to 35, docs/bots.md).
    """

    def evaluate(state: State) -> list[float]:
        if state.is_over():
            return final_values(game, state)
        values = lead_values(progress(state), scale)
        if certainty is None:
            return values
        doubt = 1.0 - certainty(state)
        return [doubted(value, doubt) for value in values]

    return evaluate


def doubted(value: float, doubt: float) -> float:
    """``value`` drawn towards even (0.5) by ``doubt`` (0 to 0.5), the more the further it is
    from even: a decided lead then lies ``doubt / 2`` below a win, while a close position's
    values, and so the search's choices among them, stay nearly what they were. Order is
    kept: the result rises with ``value`` for any doubt up to 0.5."""
    lean = value - 0.5
    return 0.5 + lean * (1.0 - doubt * 2.0 * abs(lean))
