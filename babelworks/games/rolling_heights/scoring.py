"""Scoring: variable VP when a building completes, and the final scoring.

"Building" in a rule means a completed building; rules that count plan tiles
(complete or not) say so. A building's height is its tallest stack.
"""

from __future__ import annotations

from babelworks.games.rolling_heights.content import content
from babelworks.games.rolling_heights.mapgrid import (
    NEIGHBOURHOOD,
    NEIGHBOURS,
    SPACES,
    distance,
)
from babelworks.games.rolling_heights.objectives import RULES, plan_of


def _own_type_within(state, space: int, rule: dict) -> int:
    """Fairgrounds: your completed buildings of a type within ``range`` orthogonal spaces."""
    owner = state.tiles[space]["owner"]
    return sum(1 for s in state.seats[owner]["plans"]
               if s != space and state.tiles[s]["complete"] and plan_of(state, s)["type"] == rule["type"]
               and distance(s, space) <= rule["range"])


def _by_park_space(state, space: int, rule: dict) -> int:
    """Tumble Park: plan tiles in its neighbourhood orthogonally adjacent to a park space."""
    terrain, home = state.city.terrain, NEIGHBOURHOOD[space]
    return sum(1 for s in range(SPACES) if state.tiles[s] is not None and NEIGHBOURHOOD[s] == home
               and any(terrain[n] == "park" for n in NEIGHBOURS[s]))


def _working_hard(state, space: int, rule: dict) -> int:
    """Botanical Gardens: your Working Hard meeples not yet activated."""
    return sum(1 for m in state.seat["meeples"] if m[1] == "hard")


def _adjacent_named(state, space: int, rule: dict) -> int:
    """Pritzker Zoo: orthogonally adjacent plan tiles with the given name."""
    return sum(1 for n in NEIGHBOURS[space] if state.tiles[n] is not None
               and plan_of(state, n)["name"] == rule["name"])


def _adjacent_buildings(state, space: int, rule: dict) -> int:
    """Biggie's Ballpark: orthogonally adjacent plan tiles of anyone."""
    return sum(1 for n in NEIGHBOURS[space] if state.tiles[n] is not None)


def _adjacent_water(state, space: int, rule: dict) -> int:
    return sum(1 for n in NEIGHBOURS[space] if state.city.terrain[n] == "water")


VARIABLE = {
    "own_type_within": _own_type_within, "buildings_by_park_space": _by_park_space,
    "working_hard": _working_hard, "adjacent_named": _adjacent_named,
    "adjacent_buildings": _adjacent_buildings, "adjacent_water": _adjacent_water,
}


def variable_vp(state, space: int, rule: dict) -> int:
    """VP of a star (variable VP) building completed on ``space``, from the board now."""
    return rule["vp"] * VARIABLE[rule["per"]](state, space, rule)


def score_rule(state, seat_index: int, item: dict) -> int:
    """VP an ad or target gives a seat."""
    rule = item["score"]
    return RULES[rule["rule"]](state, seat_index, rule)


def final_scoring(state) -> None:
    """Ads for everyone, each chosen target, 1 VP per unused Wild Token."""
    final = {"ads": [], "targets": [], "wild": []}
    for index, seat in enumerate(state.seats):
        ads = [score_rule(state, index, content().ads[ad]) for ad in state.ads]
        target = score_rule(state, index, content().targets[seat["target"]])
        seat["vp"] += sum(ads) + target + seat["wild"]
        final["ads"].append(ads)
        final["targets"].append(target)
        final["wild"].append(seat["wild"])
    state.final = final


def winners(state) -> list[int]:
    """Most VP wins; a tie goes to most meeples; still tied, the victory is shared."""
    best = max((seat["vp"], len(seat["meeples"])) for seat in state.seats)
    return [i for i, seat in enumerate(state.seats) if (seat["vp"], len(seat["meeples"])) == best]
