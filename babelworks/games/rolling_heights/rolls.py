"""Phases 1 and 2, Prep and Risk: choosing active meeples, rolling, rallying, striking.

A roll is an outcome action ``{"type": "roll", "meeples": [i, ...], "poses": [p, ...],
"throw": s}`` giving the resting pose of each meeple in the box, in the order of
``state.rolling["meeples"]``, and the seed ``s`` of the physics throw that ended so
(optional: saves from before it was recorded lack it; the rules never read it, a
replay throws it again, see ``docs/replay.md``). The roll table
(``assets/rolling_heights/rolls.json``) says what each pose means: ``standing`` is
Working Hard; ``side`` and ``arm_head`` (on its edge) are Working Steady; ``flat`` is
Exhausted; ``head``, ``cocked`` and ``out_of_box`` are not clear positions and only
those meeples are rolled again.
"""

from __future__ import annotations

from typing import Any

from babelworks.core.errors import IllegalAction
from babelworks.core.words import translate
from babelworks.games.rolling_heights.content import content
from babelworks.games.rolling_heights.cubes import gain_wild

WORKING = ("hard", "steady")
#: A throw's seed is below this (what the table's physics draws it below).
THROW_SEEDS = 2**31


def fresh_turn() -> dict:
    """Per-turn bookkeeping, reset at the start of each turn."""
    return {"bought": False, "wild_due": None, "used_buildings": [], "haunted": False, "hard_activated": 0}


def active(seat: dict) -> list[int]:
    """Indices of the meeples in play this turn (not set aside)."""
    return [i for i, m in enumerate(seat["meeples"]) if m[1] != "aside"]


def exhausted(seat: dict) -> list[int]:
    """Indices of the Exhausted meeples still in the box (active, not activated)."""
    return [i for i, m in enumerate(seat["meeples"]) if m[1] == "exhausted"]


def working(seat: dict) -> list[int]:
    """Indices of the Working Hard and Working Steady meeples not yet activated."""
    return [i for i, m in enumerate(seat["meeples"]) if m[1] in WORKING]


def begin_turn(state) -> None:
    """Prep: gather all meeples; choose 10 to roll when there are more, else roll."""
    state.turn = fresh_turn()
    for meeple in state.seat["meeples"]:
        meeple[1] = "exhausted"
    if len(state.seat["meeples"]) > content().components["active_limit"]:
        state.step = "prep"
    else:
        start_roll(state, exhausted(state.seat), "prep")


def legal_prep(state) -> list[dict]:
    """One meeple of each colour among the active ones can be set aside."""
    colours = sorted({state.seat["meeples"][i][0] for i in active(state.seat)})
    return [{"type": "set_aside", "colour": colour} for colour in colours]


def do_set_aside(state, action: dict) -> None:
    """Set one meeple of the colour aside; roll once only 10 remain active."""
    seat = state.seat
    index = next(i for i in active(seat) if seat["meeples"][i][0] == action["colour"])
    seat["meeples"][index][1] = "aside"
    if len(active(seat)) <= content().components["active_limit"]:
        start_roll(state, exhausted(seat), "prep")


def start_roll(state, meeples: list[int], context: str) -> None:
    """Put ``meeples`` in the box and wait for the roll outcome.

    ``context`` is "prep" (roll until half work), "rally" (can bust) or
    "planner" (the City Planner's re-roll: cannot bust).
    """
    state.rolling = {"meeples": meeples, "context": context, "rallied": list(meeples)}
    if meeples:
        state.step = "roll"
    else:
        resolve_roll(state)


def check_roll(state, action: Any) -> list[str]:
    """The poses of a well-formed roll of the meeples in the box (IllegalAction otherwise)."""
    expected = state.rolling["meeples"]
    if (
        not isinstance(action, dict)
        or action.get("type") != "roll"
        or not {"type", "meeples", "poses"} <= set(action) <= {"type", "meeples", "poses", "throw"}
    ):
        raise IllegalAction(
            translate(
                "Rolling Heights refusals",
                "A roll is awaited: report where each meeple in the box came to rest.",
            )
        )
    throw = action.get("throw", 0)
    if type(throw) is not int or not 0 <= throw < THROW_SEEDS:
        raise IllegalAction(
            translate(
                "Rolling Heights refusals", "A roll's throw is told by a whole number from 0 to {last}."
            ).format(last=THROW_SEEDS - 1)
        )
    if action["meeples"] != expected:
        raise IllegalAction(
            translate(
                "Rolling Heights refusals",
                "The roll must report the {count} meeples in the box, and only them.",
            ).format(count=len(expected))
        )
    poses = action["poses"]
    known = content().poses
    if (
        not isinstance(poses, list)
        or len(poses) != len(expected)
        or any(not isinstance(p, str) or p not in known for p in poses)
    ):
        raise IllegalAction(
            translate("Rolling Heights refusals", "Give one resting pose for each meeple in the box.")
        )
    return poses


def apply_roll(state, action: dict) -> None:
    """Apply a roll outcome: clear poses count, unclear ones are rolled again alone."""
    poses = check_roll(state, action)
    known = content().poses
    meeples = state.seat["meeples"]
    again = []
    for index, pose in zip(state.rolling["meeples"], poses):
        meaning = known[pose]["means"]
        if meaning == "reroll":
            again.append(index)
        else:
            meeples[index][1] = meaning
    if again:
        state.rolling["meeples"] = again
    else:
        resolve_roll(state)


def resolve_roll(state) -> None:
    """Every meeple in the box lies clear: go on as the roll's context says."""
    seat, context = state.seat, state.rolling["context"]
    if context == "prep" and 2 * len(working(seat)) < len(active(seat)):
        start_roll(state, exhausted(seat), "prep")
        return
    rallied = state.rolling["rallied"]
    state.rolling = None
    if context == "planner":
        state.step = "main"
    elif context == "rally" and all(seat["meeples"][i][1] == "exhausted" for i in rallied):
        bust(state)
    else:
        enter_risk(state)


def enter_risk(state) -> None:
    """Risk: rally or stop; with nothing left in the box, go straight to Main."""
    state.step = "risk" if exhausted(state.seat) else "main"


def legal_risk(state) -> list[dict]:
    """Rally (roll the Exhausted meeples again) or stop and move on to Main."""
    return [{"type": "rally"}, {"type": "stop"}]


def do_rally(state, action: dict) -> None:
    """Roll every Exhausted meeple again; all Exhausted again is a bust."""
    start_roll(state, exhausted(state.seat), "rally")


def do_stop(state, action: dict) -> None:
    """Stop pushing your luck and go to Main."""
    state.step = "main"


def bust(state) -> None:
    """STRIKE!: half (rounded down) of the working meeples go back to the box."""
    owed = len(working(state.seat)) // 2
    if owed:
        state.step = "strike"
        state.pending = {"left": owed}
    else:
        end_strike(state)


def legal_strike(state) -> list[dict]:
    """Each working meeple may be the next to go back as Exhausted."""
    return [{"type": "strike", "meeple": i} for i in working(state.seat)]


def do_strike(state, action: dict) -> None:
    """Return one working meeple to the box; after the last, gain the Wild Token."""
    state.seat["meeples"][action["meeple"]][1] = "exhausted"
    state.pending["left"] -= 1
    if state.pending["left"] == 0:
        end_strike(state)


def end_strike(state) -> None:
    """The strikers' Wild Token (if the supply has one), then Main."""
    state.pending = None
    gain_wild(state, state.seat, 1)
    state.step = "main"
