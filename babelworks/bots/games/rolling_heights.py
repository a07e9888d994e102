"""Rolling Heights' search players: budgets, and progress in VP, buildings, cubes, the final
scoring as it stands, and the end coming."""

from __future__ import annotations

from functools import cache

from babelworks.bots.ismcts import Budget
from babelworks.bots.tuning import Tuning
from babelworks.core.protocol import State
from babelworks.games.rolling_heights.content import CUBES, content
from babelworks.games.rolling_heights.scoring import score_rule

#: The share of a plan's VP counted per fraction of its cubes placed (a half-built
#: building is not yet safe points), and the worth of resources in hand. A Wild Token is
#: worth one cube: worth more, it was hoarded (two Normal players stalled, docs/bots.md),
#: since spending it on a cube looked like a loss.
PLAN_SHARE = 0.6
CUBE_WORTH = 0.25
WILD_WORTH = CUBE_WORTH
#: A Wild Token's worth once the end is triggered: 1 VP at the final scoring (Rulebook, "Game
#: End"); the game ends within a round, so holding tokens can stall nothing then.
WILD_AT_END = 1.0
#: The game ends when every cube of one colour stands in a building. From this many cubes
#: of the scarcest colour left to build, what is not yet VP (half-built buildings, cubes and
#: tokens in hand) counts ever less against VP and the final scoring, down to ``FADE_FLOOR``
#: of its worth, and nothing once the end is triggered: Normal invested while the game was
#: ending and lost 10.5 of 13 to the one-ply player (issue 35). All three fade alike, so a
#: token is never worth more than the cube it buys nor a cube more than its place in a
#: building: a first version that let tokens rise to 1 VP as the end neared had both players
#: hoard them and build nothing, with 7 cubes of wood and concrete left (a stall, seed 0).
END_HORIZON = 14.0
FADE_FLOOR = 0.2


@cache
def _plans() -> dict:
    return content().plans


@cache
def _components() -> dict:
    return content().components


def _plan_vp(plan: dict) -> float:
    return float(plan["vp"]) if isinstance(plan["vp"], (int, float)) else 4.0


def _building_progress(tile: dict) -> float:
    """The nearly-earned VP of one placed plan: its VP times the share of cubes in place."""
    plan = _plans()[tile["plan"]]
    needed = sum(stack["height"] for stack in plan["stacks"])
    placed = sum(len(stack) for stack in tile["stacks"])
    return PLAN_SHARE * _plan_vp(plan) * placed / needed if needed else 0.0


def _scarcest_left(data: dict) -> int:
    """The cubes of the scarcest colour not yet built (in the supply or in hand)."""
    counts = _components()["cubes"]
    return min(counts[cube] - data["box"][cube] - data["built"][cube] for cube in CUBES)


def time_left(data: dict) -> float:
    """1 far from the end, falling to ``FADE_FLOOR`` as the scarcest colour's last
    ``END_HORIZON`` cubes are built; 0 once the end is triggered."""
    if data["end"]["triggered"]:
        return 0.0
    return max(FADE_FLOOR, min(1.0, _scarcest_left(data) / END_HORIZON))


def final_scoring_now(state: State, seat: int) -> float:
    """The seat's ads and the better of its two Target tiles, scored on the board as it stands
    (the engine's own final scoring, asked early: building towards them shows before the end)."""
    data, found = state.data, content()  # type: ignore[attr-defined]
    ads = sum(score_rule(state, seat, found.ads[ad]) for ad in data["ads"])
    return float(ads + max(score_rule(state, seat, found.targets[t]) for t in data["seats"][seat]["targets"]))


def progress(state: State) -> list[float]:
    """VP and, growing as the end comes, the final scoring as it stands, plus, fading, part of each
    unfinished building's VP and the cubes and Wild Tokens in hand; a token is worth 1 VP once
    the end is triggered."""
    data = state.data  # type: ignore[attr-defined]
    if data["step"] == "over":
        return [float(seat["vp"]) for seat in data["seats"]]
    far = time_left(data)
    # The final scoring counts as the end comes: counted fully from the start, a Nest Egg
    # target (1 VP a token) made a token worth four cubes, and Normal busted on purpose for
    # tokens and built nothing for 600 actions (seed 3 against Greedy: 6-98).
    # Far from the end it weighs nothing: not scored at all, it costs nothing (a sixth of a
    # Normal decision's time went to scoring the ads and targets early in the game).
    values = [
        float(seat["vp"]) + ((1.0 - far) * final_scoring_now(state, i) if far < 1.0 else 0.0)
        for i, seat in enumerate(data["seats"])
    ]
    for tile in data["tiles"]:
        if tile and not tile["complete"] and tile["owner"] is not None:
            values[tile["owner"]] += far * _building_progress(tile)
    wild = far * WILD_WORTH if far > 0 else WILD_AT_END
    for index, seat in enumerate(data["seats"]):
        values[index] += far * CUBE_WORTH * sum(seat["cubes"].values()) + wild * seat["wild"]
    return values


def end_distance(state: State) -> float:
    """How far the end is: the scarcest colour's cubes left to build over ``END_HORIZON``
    (at most 1), and 0 once the end is triggered."""
    data = state.data  # type: ignore[attr-defined]
    if data["end"]["triggered"]:
        return 0.0
    return min(1.0, max(_scarcest_left(data), 1) / END_HORIZON)


BUDGETS = {
    "greedy": Budget(iterations=4, rollout_depth=0),
    "easy": Budget(iterations=24, rollout_depth=8, temperature=1.0),
    "normal": Budget(iterations=200, rollout_depth=4, seed_visits=4),
    "hard": Budget(iterations=800, rollout_depth=4, seed_visits=4),
}
#: A playout ends the turn only when nothing else is legal, so it builds with the cubes an
#: activation gains (docs/bots.md).
#: Hard alone reads a lead as won only once the end is triggered, and far ahead it plays its own
#: turn to end the game (docs/bots.md, "Closing a won game"); the other levels' results stand.
TUNING = Tuning(
    BUDGETS,
    scale=6.0,
    progress=progress,
    playout_last=frozenset({"end_turn"}),
    level_closing={"hard": end_distance},
)
