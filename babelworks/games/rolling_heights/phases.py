"""Phases and turn order as data: for each step, its words and the actions it lists,
and one handler per action type. ``refuse`` says in words why an action is not allowed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from babelworks.games.rolling_heights import build, meeples, rolls, turns
from babelworks.games.rolling_heights.refusals import REASONS, generic


@dataclass(frozen=True)
class Phase:
    """A step of the game: its name for people and its legal-action generator."""

    words: str
    legal: Callable


def _none(state) -> list:
    return []


PHASES = {
    "start": Phase("Starting placement: choose a Level 1 plan", turns.legal_start),
    "place": Phase("Place the building plan", build.legal_place),
    "pay": Phase("Pay the cost", build.legal_pay),
    "prep": Phase("Prep: choose 10 meeples to roll", rolls.legal_prep),
    "roll": Phase("Rolling", _none),
    "risk": Phase("Risk: rally or stop", rolls.legal_risk),
    "strike": Phase("Strike! Return working meeples", rolls.legal_strike),
    "main": Phase("Main", turns.legal_main),
    "reward": Phase("Choose a meeple", build.legal_reward),
    "targets": Phase("Final scoring: choose a target", turns.legal_targets),
    "over": Phase("Game over", _none),
}

HANDLERS = {
    "take_start_plan": turns.do_take_start_plan,
    "place_plan": turns.do_place_plan,
    "pay": build.do_pay,
    "set_aside": rolls.do_set_aside,
    "rally": rolls.do_rally,
    "stop": rolls.do_stop,
    "strike": rolls.do_strike,
    "activate": meeples.do_activate,
    "buy_plan": build.do_buy,
    "use_wild": turns.do_use_wild,
    "trade": turns.do_trade,
    "construct": build.do_construct,
    "end_turn": turns.do_end_turn,
    "choose_meeple": build.do_reward,
    "choose_target": turns.do_choose_target,
}

EXPECTED = {
    "start": "choose a starting plan from the Level 1 market",
    "place": "choose a space for the building plan",
    "pay": "pay the rest of the cost",
    "prep": "set meeples aside until 10 remain",
    "risk": "rally or stop",
    "strike": "choose the striking meeples",
    "main": "play your Main phase",
    "reward": "choose the colour of your new meeple",
    "targets": "choose the target to score",
    "over": "nothing: the game is over",
}

STEP_TYPES = {
    "start": {"take_start_plan"}, "place": {"place_plan"}, "pay": {"pay"}, "prep": {"set_aside"},
    "risk": {"rally", "stop"}, "strike": {"strike"}, "reward": {"choose_meeple"},
    "targets": {"choose_target"}, "roll": {"roll"}, "over": set(),
    "main": {"activate", "buy_plan", "use_wild", "trade", "construct", "end_turn"},
}


def refuse(state, action) -> str:
    """Why ``action`` is not allowed now, in words for a player."""
    if not isinstance(action, dict) or "type" not in action:
        return "An action must be an object with a 'type'."
    kind = action["type"]
    if not isinstance(kind, str) or kind not in HANDLERS and kind != "roll":
        return f"Rolling Heights has no action '{kind}'."
    if kind not in STEP_TYPES[state.step]:
        return f"Not now: {EXPECTED[state.step]}."
    try:
        return REASONS.get(kind, generic)(state, action)
    except (TypeError, KeyError, IndexError, AttributeError):
        # A malformed field (a list where a name belongs...): say so rather than guess.
        return f"That '{kind}' is malformed: {action!r}."
