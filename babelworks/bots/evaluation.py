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
#: How far a game's end still is: 0 once it is settled (triggered), up to 1 far away.
Remaining = Callable[[State], float]
#: The most an unsettled lead is worth to a level that asks how far the end is: a lead on the
#: progress measure of about 4 scales (24 VP in Rolling Heights). Beyond it every lead read as
#: a win to four decimals, so a seat far ahead saw nothing to gain by ending the game and
#: never did (docs/bots.md, "Closing a won game").
NEARLY_WON = 0.98
#: Below ``NEARLY_WON``, what the end's whole distance takes off that cap: far ahead, a move
#: that brings the end nearer reads better, before the move that settles it reads as a win.
CLOSING_PULL = 0.01
#: The value from which a lead is decided, so that a level that knows how far the end is
#: searches its own turn alone (a lead of 5.3 scales, 32 VP in Rolling Heights). Asked of one
#: sampled world, in which the other seats' hidden targets are a guess: at the cap (a lead of
#: 19 VP on the table, 2 cubes left) Hard played its own turn alone and lost to Normal's final
#: scoring, 50-57 (seed 4).
DECIDED = 0.995


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


def closing_evaluator(
    game: Game, progress: Progress, scale: float, remaining: Remaining
) -> Callable[[State], list[float]]:
    """The evaluation of a decision whose lead is decided (:func:`decided`): a lead counts for
    at most ``NEARLY_WON`` less ``CLOSING_PULL`` per unit of the end's distance until the end is
    settled, so the seat far ahead gains by bringing the end and settling it.

    Only such decisions use it: used in every decision, the cap flattened leads of 21-32 VP in
    Rolling Heights, which the plain evaluation still tells apart, and Hard, 29 VP ahead, played
    on aimlessly and lost seed 4 to Greedy, 73-98 (it had won 87-74). A value under the cap is
    not touched, so a seat behind reads as before (one behind that gained by keeping the end
    away dragged a game to 3,277 actions in a try of session 20)."""
    plain = evaluator(game, progress, scale)

    def evaluate(state: State) -> list[float]:
        values = plain(state)
        distance = 0.0 if state.is_over() else remaining(state)
        if distance <= 0:
            return values
        cap = NEARLY_WON - CLOSING_PULL * distance
        return [min(value, cap) for value in values]

    return evaluate


def decided(progress: Progress, scale: float, remaining: Remaining, seat: int) -> Callable[[State], bool]:
    """Whether ``seat``'s lead reads ``DECIDED`` or more while the end is not settled: only
    ending the game can then add to its value."""

    def lead_is_decided(state: State) -> bool:
        if state.is_over() or remaining(state) <= 0:
            return False
        return lead_values(progress(state), scale)[seat] >= DECIDED

    return lead_is_decided
