"""Phases and turn order as data: each step's words and the action types it takes.

Which actions a step lists is :data:`.legal.LEGAL`; how each plays is
:data:`.moves.MOVES`. ``refuse`` says in words why an action is not allowed.
"""

from __future__ import annotations

from babelworks.games.rolling_heights.refusals import REASONS, generic

#: Each step of the game in words, for the status bar.
PHASE_WORDS = {
    "start": "Starting placement: choose a Level 1 plan",
    "place": "Place the building plan",
    "pay": "Pay the cost",
    "prep": "Prep: choose 10 meeples to roll",
    "roll": "Rolling",
    "risk": "Risk: rally or stop",
    "strike": "Strike! Return working meeples",
    "main": "Main",
    "reward": "Choose a meeple",
    "targets": "Final scoring: choose a target",
    "over": "Game over",
}

EXPECTED = {
    "start": "choose a starting plan from the Level 1 market",
    "place": "choose a space for the building plan",
    "pay": "pay the rest of the cost",
    "prep": "set meeples aside until 10 remain",
    "roll": "the roll: report where each meeple in the box came to rest",
    "risk": "rally or stop",
    "strike": "choose the striking meeples",
    "main": "play your Main phase",
    "reward": "choose the colour of your new meeple",
    "targets": "choose the target to score",
    "over": "nothing: the game is over",
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
        return "A move must say what it is."
    kind = action["type"]
    if not isinstance(kind, str) or not any(kind in types for types in STEP_TYPES.values()):
        return "Rolling Heights has no such move."
    if kind not in STEP_TYPES[state.step]:
        return f"Not now: {EXPECTED[state.step]}."
    try:
        return REASONS.get(kind, generic)(state, action)
    except (TypeError, KeyError, IndexError, AttributeError):
        # A malformed field (a list where a name belongs...): say so rather than guess.
        return "That move is malformed: something in it is missing or of the wrong kind."
