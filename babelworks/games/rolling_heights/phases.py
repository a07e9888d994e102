"""Phases and turn order as data: each step's words and the action types it takes.

Which actions a step lists is :data:`.legal.LEGAL`; how each plays is
:data:`.moves.MOVES`. ``refuse`` says in words why an action is not allowed.
"""

from __future__ import annotations

from babelworks.core.words import translate
from babelworks.games.rolling_heights.refusals import REASONS, generic

#: Each step of the game in words, for the status bar.
PHASE_WORDS = {
    "start": translate("Rolling Heights phases", "Starting placement: choose a Level 1 plan"),
    "place": translate("Rolling Heights phases", "Place the building plan"),
    "pay": translate("Rolling Heights phases", "Pay the cost"),
    "prep": translate("Rolling Heights phases", "Prep: choose 10 meeples to roll"),
    "roll": translate("Rolling Heights phases", "Rolling"),
    "risk": translate("Rolling Heights phases", "Risk: rally or stop"),
    "strike": translate("Rolling Heights phases", "Strike! Return working meeples"),
    "main": translate("Rolling Heights phases", "Main"),
    "reward": translate("Rolling Heights phases", "Choose a meeple"),
    "targets": translate("Rolling Heights phases", "Final scoring: choose a target"),
    "over": translate("Rolling Heights phases", "Game over"),
}

EXPECTED = {
    "start": translate("Rolling Heights refusals", "choose a starting plan from the Level 1 market"),
    "place": translate("Rolling Heights refusals", "choose a space for the building plan"),
    "pay": translate("Rolling Heights refusals", "pay the rest of the cost"),
    "prep": translate("Rolling Heights refusals", "set meeples aside until 10 remain"),
    "roll": translate(
        "Rolling Heights refusals", "the roll: report where each meeple in the box came to rest"
    ),
    "risk": translate("Rolling Heights refusals", "rally or stop"),
    "strike": translate("Rolling Heights refusals", "choose the striking meeples"),
    "main": translate("Rolling Heights refusals", "play your Main phase"),
    "reward": translate("Rolling Heights refusals", "choose the colour of your new meeple"),
    "targets": translate("Rolling Heights refusals", "choose the target to score"),
    "over": translate("Rolling Heights refusals", "nothing: the game is over"),
}

STEP_TYPES = {
    "start": {"take_start_plan"},
    "place": {"place_plan"},
    "pay": {"pay"},
    "prep": {"set_aside"},
    "risk": {"rally", "stop"},
    "strike": {"strike"},
    "reward": {"choose_meeple"},
    "targets": {"choose_target"},
    "roll": {"roll"},
    "over": set(),
    "main": {"activate", "buy_plan", "use_wild", "trade", "construct", "end_turn"},
}


def refuse(state, action) -> str:
    """Why ``action`` is not allowed now, in words for a player."""
    if not isinstance(action, dict) or "type" not in action:
        return translate("Rolling Heights refusals", "A move must say what it is.")
    kind = action["type"]
    if not isinstance(kind, str) or not any(kind in types for types in STEP_TYPES.values()):
        return translate("Rolling Heights refusals", "Rolling Heights has no such move.")
    if kind not in STEP_TYPES[state.step]:
        return translate("Rolling Heights refusals", "Not now: {expected}.").format(
            expected=EXPECTED[state.step]
        )
    try:
        return REASONS.get(kind, generic)(state, action)
    except (TypeError, KeyError, IndexError, AttributeError):
        # A malformed field (a list where a name belongs...): say so rather than guess.
        return translate(
            "Rolling Heights refusals",
            "That move is malformed: something in it is missing or of the wrong kind.",
        )
