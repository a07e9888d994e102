"""Each game's progress measure for search players, in the game's own terms.

A progress measure estimates, per seat, the points a position is worth: the
points already on the board plus a share of what is nearly earned. The search
player compares seats by it when a playout is cut short (see
:mod:`babelworks.bots.evaluation`).
"""

from __future__ import annotations

from functools import cache

from babelworks.core.protocol import State

#: Rolling Heights: the share of a plan's VP counted per fraction of its cubes placed
#: (a half-built building is not yet safe points), and the worth of resources in hand.
#: A Wild Token is worth one cube: worth more, it was hoarded (two Normal players stalled,
#: docs/bots.md), since spending it on a cube looked like a loss.
PLAN_SHARE = 0.6
CUBE_WORTH = 0.25
WILD_WORTH = CUBE_WORTH


@cache
def _plans() -> dict:
    from babelworks.games.rolling_heights.content import load_content

    return load_content().plans


def _plan_vp(plan: dict) -> float:
    return float(plan["vp"]) if isinstance(plan["vp"], (int, float)) else 4.0


def _building_progress(tile: dict) -> float:
    """The nearly-earned VP of one placed plan: its VP times the share of cubes in place."""
    plan = _plans()[tile["plan"]]
    needed = sum(stack["height"] for stack in plan["stacks"])
    placed = sum(len(stack) for stack in tile["stacks"])
    return PLAN_SHARE * _plan_vp(plan) * placed / needed if needed else 0.0


def rolling_heights(state: State) -> list[float]:
    """VP, plus part of each unfinished building's VP, plus cubes and Wild Tokens in hand."""
    data = state.data  # type: ignore[attr-defined]
    progress = [float(seat["vp"]) for seat in data["seats"]]
    for tile in data["tiles"]:
        if tile and not tile["complete"] and tile["owner"] is not None:
            progress[tile["owner"]] += _building_progress(tile)
    for index, seat in enumerate(data["seats"]):
        progress[index] += CUBE_WORTH * sum(seat["cubes"].values()) + WILD_WORTH * seat["wild"]
    return progress


def points_on_the_board(state: State) -> list[float]:
    """Progress as the points on the board (the measure for games without their own)."""
    return [float(score) for score in state.scores()]


def skyscrapers(state: State) -> list[float]:
    """Points on the scoring track, less one per card still in hand: what the end of the game
    costs a seat holding them (Rulebook, "End of the Game"), so using cards counts."""
    data = state.data  # type: ignore[attr-defined]
    return [float(score - len(hand)) for score, hand in zip(data["scores"], data["hands"])]


PROGRESS = {"rolling-heights": rolling_heights, "skyscrapers": skyscrapers}


def progress_for(game_id: str):
    """The progress measure of ``game_id`` (points on the board when it has none of its own)."""
    return PROGRESS.get(game_id, points_on_the_board)
