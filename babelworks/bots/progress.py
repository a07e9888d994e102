"""Progress measures for search players: the points a position is worth per seat.

A progress measure estimates, per seat, the points a position is worth: the
points already on the board plus a share of what is nearly earned, in the
game's own terms. The search player compares seats by it when a playout is cut
short (see :mod:`babelworks.bots.evaluation`). Each game's own measure lives in
its module of :mod:`babelworks.bots.games`; this is the one for games without.
"""

from __future__ import annotations

from babelworks.core.protocol import State


def points_on_the_board(state: State) -> list[float]:
    """Progress as the points on the board (the measure for games without their own)."""
    return [float(score) for score in state.scores()]
