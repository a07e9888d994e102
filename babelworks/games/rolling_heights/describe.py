"""Actions in words for the game log ("Seat 2 rallies 3 meeples")."""

from __future__ import annotations

from typing import Any

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import CHANCE
from babelworks.games.rolling_heights.content import content
from babelworks.games.rolling_heights.rolls import check_roll

MEEPLE_NAMES = {
    "clear": "Architect",
    "navy": "Construction Worker",
    "blue": "Riveter",
    "purple": "Public Figure",
    "yellow": "Politician",
    "brown": "Carpenter",
    "green": "Public Servant",
    "magenta": "Executive",
    "black": "City Planner",
}
SIDES = {"hard": "Working Hard", "steady": "Working Steady"}


def _plan_name(plan_id: str) -> str:
    plan = content().plans.get(plan_id)
    return plan["name"] if plan else plan_id


def _market_plan(state, action: dict) -> str:
    entry = state.markets[action["market"]][action["slot"]]
    return _plan_name(entry["plan"]) if entry else "an empty slot"


#: Meeples whose ability needs a choice: activated without one, they do nothing.
CHOOSING = {"green": "upgrade", "purple": "building"}


def _activate(state, action: dict) -> str:
    """Words for a listed activation (the meeple index is valid)."""
    colour = state.seat["meeples"][action["meeple"]][0]
    words = f"activates a {MEEPLE_NAMES[colour]} ({SIDES[action['as']]})"
    if "building" in action:
        words += f" for {_plan_name(action['building'])}"
    if "market" in action:
        words += f" to take {_market_plan(state, action)}"
    if colour in CHOOSING and CHOOSING[colour] not in action:
        words += " for no effect"
    return words


def _placed(action: dict) -> str:
    """A compound take-and-place's second half in words ("" for a take alone)."""
    if "space" not in action:
        return ""
    row, column = action["space"]
    return f" and places it at row {row + 1}, column {column + 1}"


WORDS = {
    "take_start_plan": lambda s, a: (
        f"takes {_plan_name(s.markets[0][a['slot']]['plan'])} to start" + _placed(a)
    ),
    "place_plan": lambda s, a: f"places the plan at row {a['space'][0] + 1}, column {a['space'][1] + 1}",
    "pay": lambda s, a: f"pays with {a['with'].replace('_', ' ')}",
    "set_aside": lambda s, a: f"sets a {MEEPLE_NAMES.get(a['colour'])} aside",
    "roll": lambda s, a: "rolls: " + ", ".join(a.get("poses", [])),
    "rally": lambda s, a: "rallies the exhausted meeples",
    "stop": lambda s, a: "stops and goes to work",
    "strike": lambda s, a: "sends a striking meeple back to the box",
    "activate": _activate,
    "buy_plan": lambda s, a: f"buys {_market_plan(s, a)}" + _placed(a),
    "use_wild": lambda s, a: f"spends a Wild Token on {a['cube']}",
    "trade": lambda s, a: f"trades for {a['gain']}",
    "construct": lambda s, a: f"builds {a['cube']} on {_plan_name(a['plan'])}, stack {a['stack'] + 1}",
    "end_turn": lambda s, a: "ends the turn",
    "choose_meeple": lambda s, a: f"takes a {MEEPLE_NAMES.get(a['colour'])}",
    "choose_target": lambda s, a: f"scores target {content().targets[a['target']]['name']}",
}


def describe(state, action: Any, names: list[str] | None = None) -> str:
    """The action in words, as said by the player whose turn it is (by name when given).

    Only an action the state would accept is put in words; anything else is
    named as not allowed (the log never guesses at a malformed action).
    """
    who = names[state.current] if names else f"Seat {state.current + 1}"
    try:
        listed = _accepted(state, action)
    except IllegalAction:
        return f"{who} tries something not allowed now: {str(action)[:80]}"
    return f"{who} {WORDS[listed['type']](state, listed)}"


def _accepted(state, action: Any) -> dict:
    """The action as the state would play it (a checked roll while one is awaited)."""
    if state.current_player == CHANCE:
        check_roll(state, action)
        return action
    return state.match(action)
