"""Each game's progress measure for search players, in the game's own terms.

A progress measure estimates, per seat, the points a position is worth: the
points already on the board plus a share of what is nearly earned. The search
player compares seats by it when a playout is cut short (see
:mod:`babelworks.bots.evaluation`).
"""

from __future__ import annotations

from functools import cache

from babelworks.core.protocol import State
from babelworks.games.skyscrapers.setup import ACTIONS_PER_TURN
from babelworks.games.skyscrapers.verdicts import LAST_CARD_BONUS

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


def first_to_finish(data: dict) -> int | None:
    """The Skyscrapers seat that would use its last card first if every seat built with every
    action from now on (its turn's actions left, then 3 a turn, in turn order); None if none can."""
    seats, best, first = data["players"], None, None
    for offset in range(seats):
        seat = (data["seat"] + offset) % seats
        if data["eliminated"][seat]:
            continue
        cards = len(data["hands"][seat])
        left = data["actions_left"] if offset == 0 else ACTIONS_PER_TURN
        turns = 0 if cards <= left else -(-(cards - left) // ACTIONS_PER_TURN)
        if best is None or (turns, offset) < best:
            best, first = (turns, offset), seat
    return first


def skyscrapers(state: State) -> list[float]:
    """Points on the scoring track, less one per card still in hand, plus the last card's 5
    points to the seat ahead in the race to use its cards: what the end of the game gives and
    costs (Rulebook, "End of the Game"). Without the race, a search player sent and moved workers
    while a player who built with every action ended the game first: all five of Normal's losses
    to Random in 80 games (docs/bots.md)."""
    data = state.data  # type: ignore[attr-defined]
    values = [float(score - len(hand)) for score, hand in zip(data["scores"], data["hands"])]
    first = first_to_finish(data)
    if first is not None:
        values[first] += LAST_CARD_BONUS
    return values


PROGRESS = {"rolling-heights": rolling_heights, "skyscrapers": skyscrapers}


def progress_for(game_id: str):
    """The progress measure of ``game_id`` (points on the board when it has none of its own)."""
    return PROGRESS.get(game_id, points_on_the_board)
