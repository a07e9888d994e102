"""Rolling Heights' search players: budgets, and progress in VP, buildings and cubes."""

from __future__ import annotations

from functools import cache

from babelworks.bots.ismcts import Budget
from babelworks.bots.tuning import Tuning
from babelworks.core.protocol import State
from babelworks.games.rolling_heights.views import PlacedPlan, holdings, placed_plans

#: The share of a plan's VP counted per fraction of its cubes placed (a half-built
#: building is not yet safe points), and the worth of resources in hand. A Wild Token is
#: worth one cube: worth more, it was hoarded (two Normal players stalled, docs/bots.md),
#: since spending it on a cube looked like a loss.
PLAN_SHARE = 0.6
CUBE_WORTH = 0.25
WILD_WORTH = CUBE_WORTH


@cache
def _plans() -> dict:
    from babelworks.games.rolling_heights.content import load_content

    return load_content().plans


def _plan_vp(plan: dict) -> float:
    return float(plan["vp"]) if isinstance(plan["vp"], (int, float)) else 4.0


def _building_progress(tile: PlacedPlan) -> float:
    """The nearly-earned VP of one placed plan: its VP times the share of cubes in place."""
    plan = _plans()[tile.plan]
    needed = sum(stack["height"] for stack in plan["stacks"])
    placed = tile.cubes
    return PLAN_SHARE * _plan_vp(plan) * placed / needed if needed else 0.0


def progress(state: State) -> list[float]:
    """VP, plus part of each unfinished building's VP, plus cubes and Wild Tokens in hand."""
    seats = holdings(state)
    values = [float(seat.vp) for seat in seats]
    for tile in placed_plans(state):
        if not tile.complete and tile.owner is not None:
            values[tile.owner] += _building_progress(tile)
    for index, seat in enumerate(seats):
        values[index] += CUBE_WORTH * seat.cubes + WILD_WORTH * seat.wild
    return values


BUDGETS = {
    "easy": Budget(iterations=24, rollout_depth=8, temperature=1.0),
    "normal": Budget(iterations=100, rollout_depth=12),
    "hard": Budget(iterations=400, rollout_depth=12),
}
#: A playout ends the turn only when nothing else is legal, so it builds with the cubes an
#: activation gains (docs/bots.md).
TUNING = Tuning(BUDGETS, scale=6.0, progress=progress, playout_last=frozenset({"end_turn"}))
