"""Public Figure (purple) meeples: use the ability of one of your completed buildings.

Each completed building's ability may be used once per turn, and each purple
meeple uses a different building. Effects are data in ``plans.json``
(``{"do": "wild", "n": 1}``); the ones that need a choice add it to the action
(``cube``, ``colour`` or ``target``).
"""

from __future__ import annotations

from babelworks.games.rolling_heights.build import gain_meeple, own_space
from babelworks.games.rolling_heights.content import CUBES, content
from babelworks.games.rolling_heights.cubes import gain_cube, gain_wild
from babelworks.games.rolling_heights.mapgrid import NEIGHBOURS


def _choices(state, effect: dict) -> list[dict]:
    """The extra keys an effect needs in the action; [] when it cannot be used."""
    seat, kind = state.seat, effect["do"]
    if kind == "any_cube":
        return [{"cube": cube} for cube in CUBES]
    if kind == "meeple":
        return [{"colour": c} for c in effect["colours"] if state.meeple_supply[c]] or [{}]
    if kind == "convert":
        if not state.meeple_supply[effect["to"]]:
            return []
        return [{"target": j} for j, m in enumerate(seat["meeples"]) if m[0] == effect["from"]]
    if kind == "sacrifice_any_stack":
        return [{"target": j} for j in range(len(seat["meeples"]))]
    return [{}]


def _buildings(state) -> list[dict]:
    """Your completed buildings with an ability not yet used this turn."""
    used, tiles, plans = state.turn["used_buildings"], state.tiles, content().plans
    found = []
    for space in state.seat["plans"]:
        tile = tiles[space]
        if tile["complete"] and tile["plan"] not in used and plans[tile["plan"]]["ability"]:
            found.append(tile)
    return found


def options(state, index: int, side: str) -> list[dict]:
    """Every way this purple meeple can use a building's ability."""
    found = []
    for tile in _buildings(state):
        effect = content().plans[tile["plan"]]["ability"][side]
        for extra in _choices(state, effect):
            found.append({"type": "activate", "meeple": index, "as": side, "building": tile["plan"], **extra})
    return found


def resolve(state, action: dict) -> None:
    """Use the building's ability (the meeple is already laid down as activated); none: no effect."""
    if "building" not in action:
        return
    state.turn["used_buildings"].append(action["building"])
    effect = content().plans[action["building"]]["ability"][action["as"]]
    EFFECTS[effect["do"]](state, effect, action)


def _nothing(state, effect: dict, action: dict) -> None:
    """Haunted House, Working Steady: no effect."""


def _wild(state, effect: dict, action: dict) -> None:
    gain_wild(state, state.seat, effect["n"])


def _vp(state, effect: dict, action: dict) -> None:
    state.seat["vp"] += effect["n"]


def _spending(state, effect: dict, action: dict) -> None:
    state.seat["sp"] += effect["n"]


def _cubes(state, effect: dict, action: dict) -> None:
    gain_cube(state, state.seat, effect.get("cube") or action["cube"], effect["n"])


def _meeple(state, effect: dict, action: dict) -> None:
    if "colour" in action:
        gain_meeple(state, state.seat, action["colour"])


def _per_completed(state, effect: dict, action: dict) -> None:
    """Tumble Park: 1 VP per completed building of yours (others' and plans don't count)."""
    seat = state.seat
    seat["vp"] += effect["n"] * sum(1 for s in seat["plans"] if state.tiles[s]["complete"])


def _per_hard(state, effect: dict, action: dict) -> None:
    """Botanical Gardens: VP per Working Hard meeple (of a colour), not yet activated."""
    colour = effect.get("colour")
    hard = [m for m in state.seat["meeples"] if m[1] == "hard" and colour in (None, m[0])]
    state.seat["vp"] += effect["n"] * len(hard)


def _per_empty(state, effect: dict, action: dict) -> None:
    """Gambrel Museum: 1 VP per empty orthogonal space (water counts, the map edge not)."""
    space = own_space(state, action["building"])
    state.seat["vp"] += effect["n"] * sum(1 for n in NEIGHBOURS[space] if state.tiles[n] is None)


def _convert(state, effect: dict, action: dict) -> None:
    """Pritzker Zoo / Biggie's Ballpark: swap a meeple for another colour, same state."""
    meeple = state.seat["meeples"][action["target"]]
    state.meeple_supply[meeple[0]] += 1
    state.meeple_supply[effect["to"]] -= 1
    meeple[0] = effect["to"]


def _sacrifice(state, effect: dict, action: dict) -> None:
    """Haunted House, Working Hard: sacrifice any meeple; cubes go on any stack this turn."""
    meeple = state.seat["meeples"].pop(action["target"])
    state.meeple_supply[meeple[0]] += 1
    state.turn["haunted"] = True


EFFECTS = {
    "nothing": _nothing,
    "wild": _wild,
    "vp": _vp,
    "spending_power": _spending,
    "cubes": _cubes,
    "any_cube": _cubes,
    "meeple": _meeple,
    "vp_per_completed": _per_completed,
    "vp_per_hard": _per_hard,
    "vp_per_empty_adjacent": _per_empty,
    "convert": _convert,
    "sacrifice_any_stack": _sacrifice,
}
