"""Which actions each step of the game lists: one generator per step.

The generators live with the rules of their phase (:mod:`.turns`, :mod:`.rolls`,
:mod:`.build`, :mod:`.meeples`); this table is the one place that says which
one answers for a step. An action is legal exactly when it is in the list.
"""

from __future__ import annotations

from collections.abc import Callable

from babelworks.games.rolling_heights import build, rolls, turns


def _none(state) -> list:
    """Nothing to choose: a roll is awaited (rolls are outcomes) or the game is over."""
    return []


LEGAL: dict[str, Callable[..., list[dict]]] = {
    "start": turns.legal_start,
    "place": build.legal_place,
    "pay": build.legal_pay,
    "prep": rolls.legal_prep,
    "roll": _none,
    "risk": rolls.legal_risk,
    "strike": rolls.legal_strike,
    "main": turns.legal_main,
    "reward": build.legal_reward,
    "targets": turns.legal_targets,
    "over": _none,
}
