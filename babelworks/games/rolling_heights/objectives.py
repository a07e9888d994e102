"""The end-of-game scoring rules behind the 12 ads and 13 targets (``ads.json``, ``targets.json``).

Each rule is ``f(state, seat_index, rule) -> VP``; ``rule`` is the item's
``score`` object. Orthogonally adjacent means sharing an edge.
"""

from __future__ import annotations

from babelworks.games.rolling_heights.content import content
from babelworks.games.rolling_heights.mapgrid import (
    COLUMNS,
    NEIGHBOURHOOD,
    NEIGHBOURS,
    distance,
)

NEIGHBOURHOODS = range(6)


def plan_of(state, space: int) -> dict:
    """The building plan on ``space``."""
    return content().plans[state.tiles[space]["plan"]]


def _done(state, space: int) -> bool:
    tile = state.tiles[space]
    return tile is not None and tile["complete"]


def completed(state, seat: int, kind: str | None = None) -> list[int]:
    """Spaces of a seat's completed buildings (of a type, when given)."""
    return [
        s
        for s in state.seats[seat]["plans"]
        if state.tiles[s]["complete"] and kind in (None, plan_of(state, s)["type"])
    ]


def _height(state, space: int) -> int:
    return max(len(stack) for stack in state.tiles[space]["stacks"])


def _largest_group(state, spaces: list[int]) -> int:
    """Size of the largest orthogonally connected group among ``spaces``."""
    left, best = set(spaces), 0
    while left:
        todo, size = [left.pop()], 0
        while todo:
            size += 1
            for n in NEIGHBOURS[todo.pop()]:
                if n in left:
                    left.remove(n)
                    todo.append(n)
        best = max(best, size)
    return best


def _done_adjacent(state, space: int, types) -> int:
    return sum(1 for n in NEIGHBOURS[space] if _done(state, n) and plan_of(state, n)["type"] in types)


def per_column(state, seat, rule):
    """2 VP per map column holding one of your completed buildings."""
    return rule["vp"] * len({s % COLUMNS for s in completed(state, seat)})


def largest_group(state, seat, rule):
    """VP per building in your largest contiguous group of completed buildings."""
    return rule["vp"] * _largest_group(state, completed(state, seat))


def _per_neighbourhood_best(state, seat, measure) -> int:
    """Neighbourhoods where ``measure`` of your buildings is the (shared) highest, above 0."""
    count = 0
    for hood in NEIGHBOURHOODS:
        values = [
            measure([s for s in completed(state, p) if NEIGHBOURHOOD[s] == hood])
            for p in range(state.players)
        ]
        if values[seat] > 0 and values[seat] == max(values):
            count += 1
    return count


def tallest_per_neighbourhood(state, seat, rule):
    """VP per neighbourhood where you have the tallest completed building (ties all score)."""

    def tallest(spaces):
        """Height of the tallest of ``spaces`` (0 when none)."""
        return max((_height(state, s) for s in spaces), default=0)

    return rule["vp"] * _per_neighbourhood_best(state, seat, tallest)


def most_per_neighbourhood(state, seat, rule):
    """VP per neighbourhood where you have the most completed buildings (ties all score)."""
    return rule["vp"] * _per_neighbourhood_best(state, seat, len)


def industry_nuisance(state, seat, rule):
    """Each Industry scores ``vp``, less ``penalty`` per adjacent Residential/Park/Commercial."""
    nuisance = ("Residential", "Park", "Commercial")  # not shown: a plan type id
    return sum(
        rule["vp"] - rule["penalty"] * _done_adjacent(state, s, nuisance)
        for s in completed(state, seat, "Industry")  # not shown: a plan type id
    )


def adjacent_types(state, seat, rule):
    """Each of your completed ``own`` buildings: VP per adjacent building of the types (and water)."""
    total = 0
    for space in completed(state, seat, rule["own"]):
        count = _done_adjacent(state, space, rule["types"])
        if rule.get("water"):
            count += sum(1 for n in NEIGHBOURS[space] if state.city.terrain[n] == "water")
        total += rule["vp"] * count
    return total


def largest_park_group(state, seat, rule):
    """VP per Park in your largest contiguous group of completed Parks."""
    return rule["vp"] * _largest_group(state, completed(state, seat, "Park"))  # not shown: a plan type id


def park_rescore(state, seat, rule):
    """Half the VP your completed Parks scored, rounded down."""
    return sum(state.tiles[s]["vp"] for s in completed(state, seat, "Park")) // 2  # not shown: a plan type id


def _hoods_with_most(state, kind: str) -> list[int]:
    """Neighbourhoods with the most completed buildings of ``kind`` (none if nobody has one)."""
    counts = [0] * 6
    for space, tile in enumerate(state.tiles):
        if tile is not None and tile["complete"] and plan_of(state, space)["type"] == kind:
            counts[NEIGHBOURHOOD[space]] += 1
    top = max(counts)
    return [h for h in NEIGHBOURHOODS if top > 0 and counts[h] == top]


def smog(state, seat, rule):
    """Lose VP per plan tile of yours (complete or not) in the most industrial neighbourhood(s)."""
    hoods = _hoods_with_most(state, "Industry")  # not shown: a plan type id
    return -rule["vp"] * sum(1 for s in state.seats[seat]["plans"] if NEIGHBOURHOOD[s] in hoods)


def park_district_rescore(state, seat, rule):
    """In each neighbourhood with the most Parks, re-score your best completed building there."""
    total = 0
    for hood in _hoods_with_most(state, "Park"):  # not shown: a plan type id
        total += max(
            (state.tiles[s]["vp"] for s in completed(state, seat) if NEIGHBOURHOOD[s] == hood), default=0
        )
    return total


def civic_within(state, seat, rule):
    """Each of your completed Civic buildings: VP per plan tile of anyone within ``range``."""
    tiles = [s for s, tile in enumerate(state.tiles) if tile is not None]
    return sum(
        rule["vp"] * sum(1 for t in tiles if t != c and distance(t, c) <= rule["range"])
        for c in completed(state, seat, "Civic")  # not shown: a plan type id
    )


def _opponents_done(state, seat) -> set[int]:
    return {s for p in range(state.players) if p != seat for s in completed(state, p)}


def own_next_to_opponent(state, seat, rule):
    """VP per completed building of yours next to at least one completed opponent building."""
    theirs = _opponents_done(state, seat)
    return rule["vp"] * sum(1 for s in completed(state, seat) if theirs.intersection(NEIGHBOURS[s]))


def opponent_next_to_own(state, seat, rule):
    """VP per completed opponent building next to at least one completed building of yours."""
    mine = set(completed(state, seat))
    return rule["vp"] * sum(1 for s in _opponents_done(state, seat) if mine.intersection(NEIGHBOURS[s]))


def next_to_water(state, seat, rule):
    """VP per completed building of yours next to water (one each, however much water)."""
    terrain = state.city.terrain
    return rule["vp"] * sum(
        1 for s in completed(state, seat) if any(terrain[n] == "water" for n in NEIGHBOURS[s])
    )


def per_wild(state, seat, rule):
    """VP per unused Wild Token (on top of the usual 1 VP each)."""
    return rule["vp"] * state.seats[seat]["wild"]


def per_meeples(state, seat, rule):
    """VP per ``per`` meeples of yours (all of them, active or not)."""
    return rule["vp"] * (len(state.seats[seat]["meeples"]) // rule["per"])


def per_meeple_colour(state, seat, rule):
    """VP per meeple of one colour."""
    return rule["vp"] * sum(1 for m in state.seats[seat]["meeples"] if m[0] == rule["colour"])


def meeple_colours(state, seat, rule):
    """VP per meeple colour you have."""
    return rule["vp"] * len({m[0] for m in state.seats[seat]["meeples"]})


def per_own_type(state, seat, rule):
    """VP per completed building of yours of a type."""
    return rule["vp"] * len(completed(state, seat, rule["type"]))


def tall_buildings(state, seat, rule):
    """VP per completed building of yours with a stack at least ``height`` tall."""
    return rule["vp"] * sum(1 for s in completed(state, seat) if _height(state, s) >= rule["height"])


def neighbourhoods(state, seat, rule):
    """VP per neighbourhood holding a completed building of yours."""
    return rule["vp"] * len({NEIGHBOURHOOD[s] for s in completed(state, seat)})


def per_cube(state, seat, rule):
    """VP per ``per`` cubes of a colour in your completed buildings."""
    cubes = sum(
        stack.count(rule["cube"]) for s in completed(state, seat) for stack in state.tiles[s]["stacks"]
    )
    return rule["vp"] * (cubes // rule["per"])


def building_types(state, seat, rule):
    """VP per building type among your completed buildings."""
    return rule["vp"] * len({plan_of(state, s)["type"] for s in completed(state, seat)})


RULES = {
    f.__name__: f
    for f in (
        per_column,
        largest_group,
        tallest_per_neighbourhood,
        most_per_neighbourhood,
        industry_nuisance,
        adjacent_types,
        largest_park_group,
        park_rescore,
        smog,
        park_district_rescore,
        civic_within,
        own_next_to_opponent,
        opponent_next_to_own,
        next_to_water,
        per_wild,
        per_meeples,
        per_meeple_colour,
        meeple_colours,
        per_own_type,
        tall_buildings,
        neighbourhoods,
        per_cube,
        building_types,
    )
}
