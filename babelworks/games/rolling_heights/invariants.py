"""Conservation checks: cubes 285, meeples 98, plan tiles 78, Wild Tokens 30."""

from __future__ import annotations

from babelworks.games.rolling_heights.content import CUBES, content


def _survey_map(state) -> tuple[dict, list[str]]:
    """One pass over the map: cubes built per kind, and broken stacks or owners."""
    plans, built, problems = content().plans, {c: 0 for c in (*CUBES, "misc")}, []
    for space, tile in enumerate(state.tiles):
        if tile is None:
            continue
        for stack, need in zip(tile["stacks"], plans[tile["plan"]]["stacks"]):
            if len(stack) > need["height"]:
                problems.append(f"a stack on space {space} is over its height")
            for cube in stack:
                built[cube] += 1
        if space not in state.seats[tile["owner"]]["plans"]:
            problems.append(f"the plan on space {space} is missing from its owner's list")
    return built, problems


def _cube_problems(state, built: dict) -> list[str]:
    counts = {c: state.supply[c] + state.box[c] + built[c] for c in CUBES}
    counts["misc"] = state.supply["misc"] + state.misc_aside - state.misc_extra + built["misc"]
    for seat in state.seats:
        for cube in CUBES:
            counts[cube] += seat["cubes"][cube]
            counts["misc"] += seat["misc"][cube]
    problems = [
        f"{c} cubes: {counts[c]} found, {n} expected"
        for c, n in content().components["cubes"].items()
        if counts[c] != n
    ]
    if built != state.built:
        problems.append(f"built-cube tally {state.built} differs from the board {built}")
    if min(state.supply.values()) < 0 or state.misc_extra < 0:
        problems.append("a supply count is negative")
    return problems


def _meeple_problems(state) -> list[str]:
    counts = dict(state.meeple_supply)
    for seat in state.seats:
        for colour, _ in seat["meeples"]:
            counts[colour] += 1
    expected = content().components["meeples"]
    problems = [
        f"{c} meeples: {counts[c]} found, {n} expected" for c, n in expected.items() if counts[c] != n
    ]
    if min(state.meeple_supply.values()) < 0:
        problems.append("a meeple supply count is negative")
    return problems


def _tile_problems(state) -> list[str]:
    held = [e for strip in state.markets for e in strip if e]
    if state.pending and "entry" in state.pending:
        held.append(state.pending["entry"])
    plans = [e["plan"] for e in held] + [p for pile in state.piles for p in pile]
    plans += [t["plan"] for t in state.tiles if t]
    problems = []
    if len(plans) != 78 or set(plans) != content().plans.keys():
        problems.append(f"plan tiles: {len(plans)} found ({len(set(plans))} distinct), 78 expected")
    wild = state.wild_supply + sum(s["wild"] for s in state.seats) + sum(e["wild"] for e in held)
    if wild != content().components["wild_tokens"]:
        problems.append(f"Wild Tokens: {wild} found, 30 expected")
    return problems


def _seat_problems(state) -> list[str]:
    problems = []
    for index, seat in enumerate(state.seats):
        for space in seat["plans"]:
            tile = state.tiles[space]
            if tile is None or tile["owner"] != index:
                problems.append(f"seat {index} lists space {space} but does not own a plan there")
    return problems


def check_invariants(state) -> list[str]:
    """Every broken invariant, in words; empty when all hold."""
    built, problems = _survey_map(state)
    return (
        problems
        + _cube_problems(state, built)
        + _meeple_problems(state)
        + _tile_problems(state)
        + _seat_problems(state)
    )
