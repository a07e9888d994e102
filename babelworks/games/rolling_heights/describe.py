"""Actions in words for the game log, in the rulebook's terms ("Ann rolls 1 Working Hard, 3 Exhausted").

Meeples are named by their rulebook role, poses by what they mean (Working Hard,
Working Steady, Exhausted), cubes by colour; players by the names the table
passes in, else "Player N". No internal id reaches these sentences.
"""

from __future__ import annotations

from typing import Any

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import CHANCE
from babelworks.games.rolling_heights.content import content
from babelworks.games.rolling_heights.cubes import MISC, SPENDING_POWER
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
#: What each recorded pose means, in the rulebook's words (``rolls.json``'s "means").
MEANINGS = {
    "hard": "Working Hard",
    "steady": "Working Steady",
    "exhausted": "Exhausted",
    "reroll": "to roll again",
}


def a_or_an(word: str) -> str:
    """``word`` with its indefinite article ("an Architect", "a Riveter")."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def meeple_words(colour: Any) -> str:
    """A meeple by its rulebook role, with its article ("an Executive")."""
    return a_or_an(MEEPLE_NAMES.get(colour, "meeple")) if isinstance(colour, str) else "a meeple"


def cube_words(what: str) -> str:
    """What pays or builds, in words: "a wood cube", "a miscellaneous cube (for glass)", "Spending Power"."""
    if what == SPENDING_POWER:
        return "Spending Power"
    if what.startswith(MISC):
        return f"a miscellaneous cube (for {what[len(MISC) :]})"
    return f"a {what} cube"


def roll_words(poses: list[str]) -> str:
    """A roll counted by what its poses mean: "1 Working Hard, 2 Exhausted"."""
    means = [content().poses[pose]["means"] for pose in poses]
    counts = [f"{means.count(m)} {words}" for m, words in MEANINGS.items() if m in means]
    return ", ".join(counts) or "nothing"


def roll_reason(state) -> str:
    """Why the meeples in the box are to be thrown now, for the player who throws them."""
    rolling, seat = state.rolling, state.seat
    count = len(rolling["meeples"])
    them = "it" if count == 1 else "them"
    if rolling["meeples"] != rolling["rallied"]:
        return f"{count} landed unclear (leaning or out of the box): press Roll to throw {them} again"
    if rolling["context"] == "rally":
        return f"Rally: press Roll to throw your {count} Exhausted again (all Exhausted: strike!)"
    if rolling["context"] == "planner":
        return f"City Planner: press Roll to throw your {count} Exhausted again (this roll cannot strike)"
    if any(meeple[1] in SIDES for meeple in seat["meeples"]):
        return f"Fewer than half your meeples work: press Roll to throw the {count} Exhausted again"
    return f"Press Roll to throw your {count} meeples"


def _plan_name(plan_id: str) -> str:
    plan = content().plans.get(plan_id)
    return plan["name"] if plan else plan_id


def _market_plan(state, action: dict) -> str:
    entry = state.markets[action["market"]][action["slot"]]
    return _plan_name(entry["plan"]) if entry else "an empty market space"


ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def _striker(state, action: dict) -> str:
    """The meeple a strike returns, by pose and role ("a Working Steady Carpenter"); where
    two alike stand in its row, which one ("the Carpenter second from the left in the Working Steady row",
    as the table lays each row out left to right in meeple order)."""
    meeples, index = state.seat["meeples"], action["meeple"]
    colour, pose = meeples[index][:2]
    if pose not in SIDES:
        return meeple_words(colour)
    name = f"{SIDES[pose]} {MEEPLE_NAMES[colour]}"
    alike = [i for i, (c, p) in enumerate(meeples) if c == colour and p == pose]
    if len(alike) == 1:
        return a_or_an(name)
    place = sum(1 for c, p in meeples[:index] if p == pose) + 1
    word = ORDINALS[place - 1] if place <= len(ORDINALS) else f"number {place}"
    return f"the {MEEPLE_NAMES[colour]} {word} from the left in the {SIDES[pose]} row"


#: Meeples whose ability needs a choice: activated without one, they do nothing.
CHOOSING = {"green": "upgrade", "purple": "building"}


def _activate(state, action: dict) -> str:
    """Words for a listed activation (the meeple index is valid)."""
    colour = state.seat["meeples"][action["meeple"]][0]
    words = f"activates {meeple_words(colour)} ({SIDES[action['as']]})"
    if "building" in action:
        words += f" for {_plan_name(action['building'])}"
    if "market" in action:
        words += f" to take {_market_plan(state, action)}"
    if "upgrade" in action:
        words += " to upgrade " + _upgraded(state, action["upgrade"])
    if colour in CHOOSING and CHOOSING[colour] not in action:
        words += " for no effect"
    return words


def _upgraded(state, meeples: list[int]) -> str:
    """The meeples a Public Servant upgrades, told apart as a strike's are ("an Exhausted
    Carpenter", "... twice": one Exhausted meeple straight to Working Hard)."""
    if len(meeples) == 2 and meeples[0] == meeples[1]:
        return _upgrade_words(state, meeples[0]) + " twice"
    return " and ".join(_upgrade_words(state, j) for j in meeples)


def _upgrade_words(state, index: int) -> str:
    """An Exhausted meeple by its role (Exhausted ones of a role are alike: they lie in the
    box, in no row); a working one as a strike names it."""
    colour, pose = state.seat["meeples"][index][:2]
    if pose == "exhausted":
        return a_or_an(f"Exhausted {MEEPLE_NAMES[colour]}")
    return _striker(state, {"meeple": index})


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
    "pay": lambda s, a: f"pays with {cube_words(a['with'])}",
    "set_aside": lambda s, a: f"sets {meeple_words(a['colour'])} aside",
    "roll": lambda s, a: "rolls " + roll_words(a.get("poses", [])),
    "rally": lambda s, a: "rallies the exhausted meeples",
    "stop": lambda s, a: "stops and goes to work",
    "strike": lambda s, a: f"sends {_striker(s, a)} back to the box on strike",
    "activate": _activate,
    "buy_plan": lambda s, a: f"buys {_market_plan(s, a)}" + _placed(a),
    "use_wild": lambda s, a: f"spends a Wild Token on {cube_words(a['cube'])}",
    "trade": lambda s, a: f"trades for {cube_words(a['gain'])}",
    "construct": lambda s, a: (
        f"adds {cube_words(a['cube'])} to {_plan_name(a['plan'])}, stack {a['stack'] + 1}"
    ),
    "end_turn": lambda s, a: "ends the turn",
    "choose_meeple": lambda s, a: f"takes {meeple_words(a['colour'])}",
    "choose_target": lambda s, a: f"scores the target {content().targets[a['target']]['name']}",
}


def _follow_ups(action: dict) -> str:
    """The choices a compound move carries, in words ("" for a move alone)."""
    paid = [f["with"] for f in action.get("then", []) if f["type"] == "pay"]
    taken = [f["colour"] for f in action.get("then", []) if f["type"] == "choose_meeple"]
    words = ""
    if paid:
        counted = [(what, paid.count(what)) for what in dict.fromkeys(paid)]
        parts = [_counted(what, n) for what, n in counted]
        words += ", paying " + (
            " and ".join(parts) if len(parts) < 3 else ", ".join(parts[:-1]) + " and " + parts[-1]
        )
    if taken:
        words += " and takes " + " and ".join(meeple_words(c) for c in taken)
    return words


def _counted(what: str, count: int) -> str:
    """``count`` of a payment in words: "2 wood cubes", "a miscellaneous cube (for glass)", "1 Spending Power"."""
    if what == SPENDING_POWER:
        return f"{count} Spending Power"
    if count == 1:
        return cube_words(what)
    if what.startswith(MISC):
        return f"{count} miscellaneous cubes (for {what[len(MISC) :]})"
    return f"{count} {what} cubes"


def describe(state, action: Any, names: list[str] | None = None) -> str:
    """The action in words, as said by the player whose turn it is (by name when given).

    Only an action the state would accept is put in words; anything else is
    named as not allowed (the log never guesses at a malformed action).
    """
    who = names[state.current] if names else f"Player {state.current + 1}"
    try:
        listed = _accepted(state, action)
    except IllegalAction:
        return f"{who} tries a move that is not allowed now"
    return f"{who} {WORDS[listed['type']](state, listed)}{_follow_ups(listed)}"


def _accepted(state, action: Any) -> dict:
    """The action as the state would play it (a checked roll while one is awaited)."""
    if state.current_player == CHANCE:
        check_roll(state, action)
        return action
    return state.match(action)
