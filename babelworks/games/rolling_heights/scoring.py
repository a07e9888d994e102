"""Scoring: variable VP when a building completes, and the final scoring.

"Building" in a rule means a completed building; rules that count plan tiles
(complete or not) say so. A building's height is its tallest stack.
"""

from __future__ import annotations

from babelworks.core.words import content_words, translate
from babelworks.games.rolling_heights.content import content
from babelworks.games.rolling_heights.mapgrid import (
    NEIGHBOURS,
    SPACES,
    distance,
)
from babelworks.games.rolling_heights.objectives import RULES, plan_of


def _own_type_within(state, space: int, rule: dict) -> int:
    """Fairgrounds: your completed buildings of a type within ``range`` orthogonal spaces."""
    owner = state.tiles[space]["owner"]
    return sum(
        1
        for s in state.seats[owner]["plans"]
        if s != space
        and state.tiles[s]["complete"]
        and plan_of(state, s)["type"] == rule["type"]
        and distance(s, space) <= rule["range"]
    )


def _by_park_space(state, space: int, rule: dict) -> int:
    """Tumble Park: completed buildings anywhere (anyone's, itself included) next to a park space."""
    terrain, tiles = state.city.terrain, state.tiles
    return sum(
        1
        for s in range(SPACES)
        if (s == space or _done(tiles[s])) and any(terrain[n] == "park" for n in NEIGHBOURS[s])
    )


def _working_hard(state, space: int, rule: dict) -> int:
    """Botanical Gardens: your meeples working hard this turn, whether activated yet or not.

    Counting the ones already activated too makes the score independent of the
    order of unrelated actions (laying a meeple down does not change how it landed).
    """
    return sum(1 for m in state.seat["meeples"] if m[1] == "hard") + state.turn["hard_activated"]


def _adjacent_named(state, space: int, rule: dict) -> int:
    """Pritzker Zoo: orthogonally adjacent plan tiles with the given name."""
    return sum(
        1
        for n in NEIGHBOURS[space]
        if state.tiles[n] is not None and plan_of(state, n)["name"] == rule["name"]
    )


def _adjacent_buildings(state, space: int, rule: dict) -> int:
    """Biggie's Ballpark: orthogonally adjacent completed buildings of anyone."""
    return sum(1 for n in NEIGHBOURS[space] if _done(state.tiles[n]))


def _done(tile: dict | None) -> bool:
    """True for a completed building (a plan tile with every stack full)."""
    return tile is not None and tile["complete"]


def _adjacent_water(state, space: int, rule: dict) -> int:
    return sum(1 for n in NEIGHBOURS[space] if state.city.terrain[n] == "water")


VARIABLE = {
    "own_type_within": _own_type_within,
    "buildings_by_park_space": _by_park_space,
    "working_hard": _working_hard,
    "adjacent_named": _adjacent_named,
    "adjacent_buildings": _adjacent_buildings,
    "adjacent_water": _adjacent_water,
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
    final: dict[str, list] = {"ads": [], "targets": [], "wild": []}
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


def ad_name(ad: str) -> str:
    """An ad by the name printed on it (its id when the content gives none)."""
    name = content().ads[ad].get("name")
    return content_words(name) if name else ad


def score_breakdown(state) -> dict[int, dict[str, int]]:
    """Each seat's final VP by the rulebook's categories (an empty dict before final scoring).

    "During play" is what the seat had before final scoring (buildings, star
    buildings); then each ad by its name, the chosen target and the unused Wild Tokens.
    """
    final = state.final
    if not final:
        return {}
    ads = [ad_name(ad) for ad in state.ads]
    breakdown = {}
    for seat, data in enumerate(state.seats):
        late = {
            **dict(zip(ads, final["ads"][seat])),
            translate("Rolling Heights scores", "Target"): final["targets"][seat],
            translate("Rolling Heights scores", "Wild Tokens"): final["wild"][seat],
        }
        breakdown[seat] = {
            translate("Rolling Heights scores", "During play"): data["vp"] - sum(late.values()),
            **late,
        }
    return breakdown
