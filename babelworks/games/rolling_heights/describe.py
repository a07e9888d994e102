"""Actions in words for the game log, in the rulebook's terms ("Ann rolls 1 Working Hard, 3 Exhausted").

Meeples are named by their rulebook role, poses by what they mean (Working Hard,
Working Steady, Exhausted), cubes by colour; players by the names the table
passes in, else "Player N". No internal id reaches these sentences.
"""

from __future__ import annotations

from typing import Any

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import CHANCE
from babelworks.core.words import content_words, listed, translate
from babelworks.games.rolling_heights.content import content
from babelworks.games.rolling_heights.cubes import MISC, SPENDING_POWER
from babelworks.games.rolling_heights.rolls import check_roll

MEEPLE_NAMES = {
    "clear": translate("Rolling Heights meeples", "Architect"),
    "navy": translate("Rolling Heights meeples", "Construction Worker"),
    "blue": translate("Rolling Heights meeples", "Riveter"),
    "purple": translate("Rolling Heights meeples", "Public Figure"),
    "yellow": translate("Rolling Heights meeples", "Politician"),
    "brown": translate("Rolling Heights meeples", "Carpenter"),
    "green": translate("Rolling Heights meeples", "Public Servant"),
    "magenta": translate("Rolling Heights meeples", "Executive"),
    "black": translate("Rolling Heights meeples", "City Planner"),
}
#: Each role with its indefinite article, one phrase (another language's article agrees with the role).
A_MEEPLE = {
    "clear": translate("Rolling Heights meeples", "an Architect"),
    "navy": translate("Rolling Heights meeples", "a Construction Worker"),
    "blue": translate("Rolling Heights meeples", "a Riveter"),
    "purple": translate("Rolling Heights meeples", "a Public Figure"),
    "yellow": translate("Rolling Heights meeples", "a Politician"),
    "brown": translate("Rolling Heights meeples", "a Carpenter"),
    "green": translate("Rolling Heights meeples", "a Public Servant"),
    "magenta": translate("Rolling Heights meeples", "an Executive"),
    "black": translate("Rolling Heights meeples", "a City Planner"),
}
SIDES = {
    "hard": translate("Rolling Heights meeples", "Working Hard"),
    "steady": translate("Rolling Heights meeples", "Working Steady"),
}
#: What each recorded pose means, in the rulebook's words (``rolls.json``'s "means").
MEANINGS = {
    "hard": translate("Rolling Heights meeples", "Working Hard"),
    "steady": translate("Rolling Heights meeples", "Working Steady"),
    "exhausted": translate("Rolling Heights meeples", "Exhausted"),
    "reroll": translate("Rolling Heights meeples", "to roll again"),
}
#: The cube colours as the rulebook names them ("a wood cube").
CUBE_NAMES = {
    "wood": translate("Rolling Heights cubes", "wood"),
    "concrete": translate("Rolling Heights cubes", "concrete"),
    "glass": translate("Rolling Heights cubes", "glass"),
    "steel": translate("Rolling Heights cubes", "steel"),
}


def meeple_words(colour: Any) -> str:
    """A meeple by its rulebook role, with its article ("an Executive")."""
    meeple = A_MEEPLE.get(colour) if isinstance(colour, str) else None
    return meeple or translate("Rolling Heights meeples", "a meeple")


def cube_name(colour: str) -> str:
    """A cube colour in words ("glass"); an unknown one as it is."""
    return CUBE_NAMES.get(colour, colour)


def cube_words(what: str) -> str:
    """What pays or builds, in words: "a wood cube", "a miscellaneous cube (for glass)", "Spending Power"."""
    if what == SPENDING_POWER:
        return translate("Rolling Heights cubes", "Spending Power")
    if what.startswith(MISC):
        return translate("Rolling Heights cubes", "a miscellaneous cube (for {colour})").format(
            colour=cube_name(what[len(MISC) :])
        )
    return translate("Rolling Heights cubes", "a {colour} cube").format(colour=cube_name(what))


def roll_words(poses: list[str]) -> str:
    """A roll counted by what its poses mean: "1 Working Hard, 2 Exhausted"."""
    means = [content().poses[pose]["means"] for pose in poses]
    counts = [
        translate("Rolling Heights log", "{count} {meaning}").format(count=means.count(m), meaning=words)
        for m, words in MEANINGS.items()
        if m in means
    ]
    return listed(counts) if counts else translate("Rolling Heights log", "nothing")


def roll_reason(state) -> str:
    """Why the meeples in the box are to be thrown now, for the player who throws them."""
    rolling, seat = state.rolling, state.seat
    count = len(rolling["meeples"])
    if rolling["meeples"] != rolling["rallied"]:
        if count == 1:
            return translate(
                "Rolling Heights hints",
                "{count} landed unclear (leaning or out of the box): press Roll to throw it again",
            ).format(count=count)
        return translate(
            "Rolling Heights hints",
            "{count} landed unclear (leaning or out of the box): press Roll to throw them again",
        ).format(count=count)
    if rolling["context"] == "rally":
        return translate(
            "Rolling Heights hints",
            "Rally: press Roll to throw your {count} Exhausted again (all Exhausted: strike!)",
        ).format(count=count)
    if rolling["context"] == "planner":
        return translate(
            "Rolling Heights hints",
            "City Planner: press Roll to throw your {count} Exhausted again (this roll cannot strike)",
        ).format(count=count)
    if any(meeple[1] in SIDES for meeple in seat["meeples"]):
        return translate(
            "Rolling Heights hints",
            "Fewer than half your meeples work: press Roll to throw the {count} Exhausted again",
        ).format(count=count)
    return translate("Rolling Heights hints", "Press Roll to throw your {count} meeples").format(count=count)


def _plan_name(plan_id: str) -> str:
    plan = content().plans.get(plan_id)
    return content_words(plan["name"]) if plan else plan_id


def _market_plan(state, action: dict) -> str:
    entry = state.markets[action["market"]][action["slot"]]
    return _plan_name(entry["plan"]) if entry else translate("Rolling Heights log", "an empty market space")


ORDINALS = (
    translate("Rolling Heights log", "first"),
    translate("Rolling Heights log", "second"),
    translate("Rolling Heights log", "third"),
    translate("Rolling Heights log", "fourth"),
    translate("Rolling Heights log", "fifth"),
    translate("Rolling Heights log", "sixth"),
    translate("Rolling Heights log", "seventh"),
    translate("Rolling Heights log", "eighth"),
    translate("Rolling Heights log", "ninth"),
    translate("Rolling Heights log", "tenth"),
)


def _striker(state, action: dict) -> str:
    """The meeple a strike returns, by pose and role ("a Working Steady Carpenter"); where
    two alike stand in its row, which one ("the Carpenter second from the left in the Working Steady row",
    as the table lays each row out left to right in meeple order)."""
    meeples, index = state.seat["meeples"], action["meeple"]
    colour, pose = meeples[index][:2]
    if pose not in SIDES:
        return meeple_words(colour)
    role, side = MEEPLE_NAMES[colour], SIDES[pose]
    alike = [i for i, (c, p) in enumerate(meeples) if c == colour and p == pose]
    if len(alike) == 1:
        # Both sides start with "Working": the article is always "a".
        return translate("Rolling Heights log", "a {side} {role}").format(side=side, role=role)
    place = sum(1 for c, p in meeples[:index] if p == pose) + 1
    which = (
        ORDINALS[place - 1]
        if place <= len(ORDINALS)
        else translate("Rolling Heights log", "number {place}").format(place=place)
    )
    return translate("Rolling Heights log", "the {role} {which} from the left in the {side} row").format(
        role=role, which=which, side=side
    )


#: Meeples whose ability needs a choice: activated without one, they do nothing.
CHOOSING = {"green": "upgrade", "purple": "building"}


def _activate(state, action: dict) -> str:
    """Words for a listed activation (the meeple index is valid); each choice the action
    carries extends the sentence as a phrase of its own, so a translator can reorder it."""
    colour = state.seat["meeples"][action["meeple"]][0]
    words = translate("Rolling Heights log", "activates {meeple} ({side})").format(
        meeple=meeple_words(colour), side=SIDES[action["as"]]
    )
    if "building" in action:
        words = translate("Rolling Heights log", "{action} for {plan}").format(
            action=words, plan=_plan_name(action["building"])
        )
    if "market" in action:
        words = translate("Rolling Heights log", "{action} to take {plan}").format(
            action=words, plan=_market_plan(state, action)
        )
    if "upgrade" in action:
        words = translate("Rolling Heights log", "{action} to upgrade {meeples}").format(
            action=words, meeples=_upgraded(state, action["upgrade"])
        )
    if colour in CHOOSING and CHOOSING[colour] not in action:
        words = translate("Rolling Heights log", "{action} for no effect").format(action=words)
    return words


def _and_each(parts: list[str]) -> str:
    """``parts`` joined by "and" ("a wood cube and a glass cube"), each join translatable."""
    words = parts[0]
    for part in parts[1:]:
        words = translate("Rolling Heights log", "{first} and {last}").format(first=words, last=part)
    return words


def _upgraded(state, meeples: list[int]) -> str:
    """The meeples a Public Servant upgrades, told apart as a strike's are ("an Exhausted
    Carpenter", "... twice": one Exhausted meeple straight to Working Hard)."""
    if len(meeples) == 2 and meeples[0] == meeples[1]:
        return translate("Rolling Heights log", "{meeple} twice").format(
            meeple=_upgrade_words(state, meeples[0])
        )
    return _and_each([_upgrade_words(state, j) for j in meeples])


def _upgrade_words(state, index: int) -> str:
    """An Exhausted meeple by its role (Exhausted ones of a role are alike: they lie in the
    box, in no row); a working one as a strike names it."""
    colour, pose = state.seat["meeples"][index][:2]
    if pose == "exhausted":
        return translate("Rolling Heights log", "an Exhausted {role}").format(role=MEEPLE_NAMES[colour])
    return _striker(state, {"meeple": index})


def _at(space: list[int]) -> dict[str, int]:
    """A map space's row and column as the table counts them (from 1)."""
    return {"row": space[0] + 1, "column": space[1] + 1}


def _placed(action: dict, words: str) -> str:
    """``words`` for a take, with a compound take-and-place's second half when it has one."""
    if "space" not in action:
        return words
    return translate("Rolling Heights log", "{action} and places it at row {row}, column {column}").format(
        action=words, **_at(action["space"])
    )


WORDS = {
    "take_start_plan": lambda s, a: _placed(
        a,
        translate("Rolling Heights log", "takes {plan} to start").format(
            plan=_plan_name(s.markets[0][a["slot"]]["plan"])
        ),
    ),
    "place_plan": lambda s, a: translate(
        "Rolling Heights log", "places the plan at row {row}, column {column}"
    ).format(**_at(a["space"])),
    "pay": lambda s, a: translate("Rolling Heights log", "pays with {payment}").format(
        payment=cube_words(a["with"])
    ),
    "set_aside": lambda s, a: translate("Rolling Heights log", "sets {meeple} aside").format(
        meeple=meeple_words(a["colour"])
    ),
    "roll": lambda s, a: translate("Rolling Heights log", "rolls {roll}").format(
        roll=roll_words(a.get("poses", []))
    ),
    "rally": lambda s, a: translate("Rolling Heights log", "rallies the exhausted meeples"),
    "stop": lambda s, a: translate("Rolling Heights log", "stops and goes to work"),
    "strike": lambda s, a: translate(
        "Rolling Heights log", "sends {meeple} back to the box on strike"
    ).format(meeple=_striker(s, a)),
    "activate": _activate,
    "buy_plan": lambda s, a: _placed(
        a, translate("Rolling Heights log", "buys {plan}").format(plan=_market_plan(s, a))
    ),
    "use_wild": lambda s, a: translate("Rolling Heights log", "spends a Wild Token on {cube}").format(
        cube=cube_words(a["cube"])
    ),
    "trade": lambda s, a: translate("Rolling Heights log", "trades for {cube}").format(
        cube=cube_words(a["gain"])
    ),
    "construct": lambda s, a: translate("Rolling Heights log", "adds {cube} to {plan}, stack {stack}").format(
        cube=cube_words(a["cube"]), plan=_plan_name(a["plan"]), stack=a["stack"] + 1
    ),
    "end_turn": lambda s, a: translate("Rolling Heights log", "ends the turn"),
    "choose_meeple": lambda s, a: translate("Rolling Heights log", "takes {meeple}").format(
        meeple=meeple_words(a["colour"])
    ),
    "choose_target": lambda s, a: translate("Rolling Heights log", "scores the target {target}").format(
        target=content_words(content().targets[a["target"]]["name"])
    ),
}


def _follow_ups(action: dict, words: str) -> str:
    """``words`` for a move, with the choices a compound carries ("..., paying 2 wood cubes")."""
    paid = [f["with"] for f in action.get("then", []) if f["type"] == "pay"]
    taken = [f["colour"] for f in action.get("then", []) if f["type"] == "choose_meeple"]
    if paid:
        counted = [(what, paid.count(what)) for what in dict.fromkeys(paid)]
        parts = [_counted(what, n) for what, n in counted]
        payment = (
            _and_each(parts)
            if len(parts) < 3
            else translate("Rolling Heights log", "{first} and {last}").format(
                first=listed(parts[:-1]), last=parts[-1]
            )
        )
        words = translate("Rolling Heights log", "{action}, paying {payment}").format(
            action=words, payment=payment
        )
    if taken:
        meeples = _and_each([meeple_words(c) for c in taken])
        words = translate("Rolling Heights log", "{action} and takes {meeples}").format(
            action=words, meeples=meeples
        )
    return words


def _counted(what: str, count: int) -> str:
    """``count`` of a payment in words: "2 wood cubes", "a miscellaneous cube (for glass)", "1 Spending Power"."""
    if what == SPENDING_POWER:
        return translate("Rolling Heights cubes", "{count} Spending Power").format(count=count)
    if count == 1:
        return cube_words(what)
    if what.startswith(MISC):
        return translate("Rolling Heights cubes", "{count} miscellaneous cubes (for {colour})").format(
            count=count, colour=cube_name(what[len(MISC) :])
        )
    return translate("Rolling Heights cubes", "{count} {colour} cubes").format(
        count=count, colour=cube_name(what)
    )


def player_name(state, names: list[str] | None) -> str:
    """The player whose turn it is: by the name the table passes in, else "Player N"."""
    if names:
        return names[state.current]
    return translate("Rolling Heights log", "Player {number}").format(number=state.current + 1)


def describe(state, action: Any, names: list[str] | None = None) -> str:
    """The action in words, as said by the player whose turn it is (by name when given).

    Only an action the state would accept is put in words; anything else is
    named as not allowed (the log never guesses at a malformed action).
    """
    who = player_name(state, names)
    try:
        played = _accepted(state, action)
    except IllegalAction:
        return translate("Rolling Heights log", "{player} tries a move that is not allowed now").format(
            player=who
        )
    words = _follow_ups(played, WORDS[played["type"]](state, played))
    return translate("Rolling Heights log", "{player} {action}").format(player=who, action=words)


def _accepted(state, action: Any) -> dict:
    """The action as the state would play it (a checked roll while one is awaited)."""
    if state.current_player == CHANCE:
        check_roll(state, action)
        return action
    return state.match(action)
