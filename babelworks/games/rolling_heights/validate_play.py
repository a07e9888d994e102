"""Checking a state given to ``from_dict``: the helpers, and the play in progress.

:func:`need` refuses with one sentence naming the field and the problem;
:data:`PLAY_CHECKS` look at the choice pending, the turn, the roll and the end
(:mod:`.validate` checks the rest and runs them).
"""

from __future__ import annotations

from typing import Any

from babelworks.core.words import translate
from babelworks.games.rolling_heights.content import CUBES, MEEPLES, content

MODES = ("start", "buy", "planner")
CONTEXTS = ("prep", "rally", "planner")
TURN_KEYS = {"bought", "wild_due", "used_buildings", "haunted", "hard_activated"}


class Bad(ValueError):
    """A malformed state; the message names the field and the problem."""


def need(ok: bool, field: str, problem: str) -> None:
    """Refuse the state unless ``ok``."""
    if not ok:
        raise Bad(
            translate(
                "Rolling Heights saves", "Not a valid Rolling Heights state: {field} {problem}."
            ).format(field=field, problem=problem)
        )


def is_int(value: Any, low: int = 0, high: int | None = None) -> bool:
    """A whole number (not a bool) in ``low..high``."""
    return type(value) is int and value >= low and (high is None or value <= high)


def ids_of(value: Any, known, field: str) -> None:
    """Refuse the state unless ``value`` is a list of ids ``known`` holds."""
    need(
        type(value) is list and all(type(i) is str and i in known for i in value),
        field,
        translate("Rolling Heights saves", "must be a list of known ids"),
    )


def check_entry(entry: Any, field: str) -> None:
    """A market entry: a known plan with its Wild Tokens."""
    need(
        type(entry) is dict
        and set(entry) == {"plan", "wild"}
        and is_int(entry["wild"])
        and type(entry["plan"]) is str
        and entry["plan"] in content().plans,
        field,
        translate("Rolling Heights saves", "must be a plan with its Wild Tokens"),
    )


def _pending(data: dict) -> None:
    step, pending = data["step"], data["pending"]
    shapes = {
        "place": {"entry", "mode", "fee"},
        "pay": {"owed", "gain"},
        "strike": {"left"},
        "reward": {"choices"},
    }
    if step not in shapes:
        need(
            pending is None,
            "pending",
            translate("Rolling Heights saves", "must be empty in step '{step}'").format(step=step),
        )
        return
    need(
        type(pending) is dict and set(pending) == shapes[step],
        "pending",
        translate("Rolling Heights saves", "does not fit step '{step}'").format(step=step),
    )
    if step == "place":
        check_entry(pending["entry"], "pending.entry")
        need(
            pending["mode"] in MODES and is_int(pending["fee"]),
            "pending",
            translate("Rolling Heights saves", "needs a mode and a fee"),
        )
    elif step == "pay":
        need(
            is_int(pending["owed"], 1) and pending["gain"] in (None, *CUBES),
            "pending",
            translate("Rolling Heights saves", "has a bad cost"),
        )
    elif step == "strike":
        need(
            is_int(pending["left"], 1),
            "pending",
            translate("Rolling Heights saves", "has a bad strike count"),
        )
    else:
        need(
            type(pending["choices"]) is list
            and bool(pending["choices"])
            and all(
                type(c) is list and c and all(colour in MEEPLES for colour in c) for c in pending["choices"]
            ),
            "pending",
            translate("Rolling Heights saves", "has bad meeple choices"),
        )


def _turn(data: dict) -> None:
    turn = data["turn"]
    need(
        type(turn) is dict and set(turn) == TURN_KEYS,
        "turn",
        translate("Rolling Heights saves", "needs exactly {keys}").format(keys=", ".join(sorted(TURN_KEYS))),
    )
    need(
        type(turn["bought"]) is bool
        and type(turn["haunted"]) is bool
        and turn["wild_due"] in (None, 0, 1)
        and type(turn["wild_due"]) is not bool
        and is_int(turn["hard_activated"]),
        "turn",
        translate("Rolling Heights saves", "has bad values"),
    )
    ids_of(turn["used_buildings"], content().plans, "turn.used_buildings")


def _rolling(data: dict) -> None:
    rolling, meeples = data["rolling"], data["seats"][data["current"]]["meeples"]
    need(
        (rolling is not None) == (data["step"] == "roll"),
        "rolling",
        translate("Rolling Heights saves", "must be set exactly while rolling"),
    )
    if rolling is None:
        return
    need(
        type(rolling) is dict
        and set(rolling) == {"meeples", "context", "rallied"}
        and rolling["context"] in CONTEXTS,
        "rolling",
        translate("Rolling Heights saves", "needs meeples, context and rallied"),
    )
    for name in ("meeples", "rallied"):
        indices = rolling[name]
        need(
            type(indices) is list and all(is_int(i, 0, len(meeples) - 1) for i in indices),
            "rolling",
            translate("Rolling Heights saves", "'{name}' must list the player's meeples").format(name=name),
        )
    need(bool(rolling["meeples"]), "rolling", translate("Rolling Heights saves", "needs meeples in the box"))


def _end(data: dict) -> None:
    end = data["end"]
    need(
        type(end) is dict and type(end.get("triggered")) is bool and is_int(end.get("turns_left")),
        "end",
        translate("Rolling Heights saves", "needs 'triggered' and 'turns_left'"),
    )
    need(
        set(end)
        == ({"triggered", "turns_left", "colour"} if end["triggered"] else {"triggered", "turns_left"})
        and end.get("colour", CUBES[0]) in CUBES,
        "end",
        translate("Rolling Heights saves", "names the colour that ended the game only once it ends"),
    )
    over = data["step"] in ("targets", "over")
    need(
        data["final"] is None or data["step"] == "over" and type(data["final"]) is dict,
        "final",
        translate("Rolling Heights saves", "is set only once the game is over"),
    )
    need(
        not over or end["triggered"],
        "step",
        translate("Rolling Heights saves", "cannot reach final scoring before the end is triggered"),
    )


#: The checks of the play in progress, in the order they run.
PLAY_CHECKS = (_pending, _turn, _rolling, _end)
