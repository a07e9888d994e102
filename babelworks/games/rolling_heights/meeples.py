"""Activating meeples in Main: each once, Working Hard may use the Working Steady ability.

An activation is ``{"type": "activate", "meeple": i, "as": "hard"|"steady", ...}``
with the choices the ability needs: ``upgrade`` (Public Servant), ``market`` and
``slot`` (City Planner, Working Hard), ``building`` and the effect's own choice
(Public Figure). Without those choices (``{"type": "activate", "meeple": i, "as":
"steady"}``) a Public Servant, City Planner or Public Figure is activated for no
effect, which the rulebook allows. The Public Figure's effects live in :mod:`.figures`.
"""

from __future__ import annotations

from babelworks.games.rolling_heights import figures, market
from babelworks.games.rolling_heights.build import begin_placing, cheapest_placement
from babelworks.games.rolling_heights.cubes import budget, gain_cube
from babelworks.games.rolling_heights.rolls import exhausted, start_roll

CUBE_OF = {"brown": "wood", "navy": "concrete", "clear": "glass", "blue": "steel"}
AMOUNT = {"steady": 1, "hard": 2}
SPENDING = {"steady": 2, "hard": 4}
UPGRADE = {"exhausted": "steady", "steady": "hard"}


def _plain(state, index: int, side: str) -> list[dict]:
    return [{"type": "activate", "meeple": index, "as": side}]


def _for_nothing(index: int, side: str) -> list[dict]:
    """Activating for no effect: allowed (the rulebook never forbids it), listed once, as Steady."""
    return [{"type": "activate", "meeple": index, "as": side}] if side == "steady" else []


def _upgradable(seat: dict) -> list[int]:
    """Meeples a Public Servant may upgrade: active, not activated, not green."""
    return [j for j, (colour, pose) in enumerate(seat["meeples"]) if pose in UPGRADE and colour != "green"]


def _servant(state, index: int, side: str) -> list[dict]:
    targets = _upgradable(state.seat)
    choices: list[list[int]] = [[j] for j in targets]
    if side == "hard":
        choices += [[j, k] for n, j in enumerate(targets) for k in targets[n + 1 :]]
        choices += [[j, j] for j in targets if state.seat["meeples"][j][1] == "exhausted"]
    upgrades = [{"type": "activate", "meeple": index, "as": side, "upgrade": c} for c in choices]
    return _for_nothing(index, side) + upgrades


def _planner(state, index: int, side: str) -> list[dict]:
    if side == "steady":  # re-rolls the Exhausted meeples: with none, it does nothing
        return _plain(state, index, side)
    cheapest = cheapest_placement(state, state.current, with_distance=False)
    if cheapest is None or cheapest > budget(state.seat):
        return []
    return [
        {"type": "activate", "meeple": index, "as": side, "market": m, "slot": s}
        for m in (0, 1)
        for s, entry in enumerate(state.markets[m])
        if entry is not None
    ]


def _figure(state, index: int, side: str) -> list[dict]:
    return _for_nothing(index, side) + figures.options(state, index, side)


OPTIONS = {
    "brown": _plain,
    "navy": _plain,
    "clear": _plain,
    "blue": _plain,
    "yellow": _plain,
    "magenta": _plain,
    "green": _servant,
    "black": _planner,
    "purple": _figure,
}


SIDES = {"hard": ("hard", "steady"), "steady": ("steady",)}


def legal_activations(state) -> list[dict]:
    """Every way to activate each working meeple not yet activated this turn."""
    found: list[dict] = []
    for index, (colour, pose) in enumerate(state.seat["meeples"]):
        sides = SIDES.get(pose)
        if sides is None:
            continue
        options = OPTIONS[colour]
        if options is _plain:  # most meeples: one action per side, built here (a hot loop)
            found += [{"type": "activate", "meeple": index, "as": side} for side in sides]
        else:
            for side in sides:
                found += options(state, index, side)
    return found


def do_activate(state, action: dict) -> None:
    """Lay the meeple down as activated and resolve its ability."""
    meeple = state.seat["meeples"][action["meeple"]]
    if meeple[1] == "hard":
        state.turn["hard_activated"] += 1  # it still landed Working Hard (Botanical Gardens)
    meeple[1] = "used"
    EFFECTS[meeple[0]](state, action)


def _producer(state, action: dict) -> None:
    colour = state.seat["meeples"][action["meeple"]][0]
    gain_cube(state, state.seat, CUBE_OF[colour], AMOUNT[action["as"]])


def _politician(state, action: dict) -> None:
    state.seat["vp"] += AMOUNT[action["as"]]


def _executive(state, action: dict) -> None:
    state.seat["sp"] += SPENDING[action["as"]]


def _do_servant(state, action: dict) -> None:
    meeples = state.seat["meeples"]
    for j in action.get("upgrade", ()):  # none: activated for no effect
        meeples[j][1] = UPGRADE[meeples[j][1]]


def _do_planner(state, action: dict) -> None:
    if action["as"] == "steady":
        start_roll(state, exhausted(state.seat), "planner")
    elif "market" in action:
        begin_placing(state, market.take(state, action["market"], action["slot"]), "planner", 0)


EFFECTS = {
    "brown": _producer,
    "navy": _producer,
    "clear": _producer,
    "blue": _producer,
    "yellow": _politician,
    "magenta": _executive,
    "green": _do_servant,
    "black": _do_planner,
    "purple": figures.resolve,
}
