"""Why an action is refused, in words a player understands.

Only reached when an action is not among ``legal_actions()``; the wording looks
at the state to name the likeliest reason.
"""

from __future__ import annotations

from typing import Any

from babelworks.core.words import content_words, translate
from babelworks.games.rolling_heights import market
from babelworks.games.rolling_heights.content import CUBES, content
from babelworks.games.rolling_heights.cubes import budget


def generic(state, action: dict) -> str:
    """The fallback reason when nothing more specific fits."""
    return translate("Rolling Heights refusals", "That choice is not allowed now.")


def _buy(state, action: dict) -> str:
    if state.turn["bought"]:
        return translate(
            "Rolling Heights refusals", "You can buy only one plan a turn, and you have already bought one."
        )
    m, s = action.get("market"), action.get("slot")
    if (
        type(m) is not int
        or type(s) is not int
        or m not in (0, 1)
        or s not in range(9)
        or state.markets[m][s] is None
    ):
        return translate("Rolling Heights refusals", "There is no plan at that place in the market.")
    return translate(
        "Rolling Heights refusals",
        "You cannot pay for that plan: it costs {cost} plus its placement, and you have {budget} cubes and Spending Power.",
    ).format(cost=market.slot_cost(m, s), budget=budget(state.seat))


POSE_REFUSALS = {
    "used": translate("Rolling Heights refusals", "That meeple has already been activated once this turn."),
    "exhausted": translate("Rolling Heights refusals", "That meeple is Exhausted: it cannot work this turn."),
    "aside": translate(
        "Rolling Heights refusals", "That meeple was set aside this turn: it cannot work this turn."
    ),
}


def activation_refusal(state, index: Any) -> str:
    """Why meeple ``index`` of the player to act cannot be activated now."""
    meeples = state.seat["meeples"]
    if type(index) is not int or not 0 <= index < len(meeples):
        return translate("Rolling Heights refusals", "You have no such meeple.")
    return POSE_REFUSALS.get(
        meeples[index][1],
        translate("Rolling Heights refusals", "That meeple's ability cannot be used that way now."),
    )


def _activate(state, action: dict) -> str:
    index, meeples = action.get("meeple"), state.seat["meeples"]
    if type(index) is not int or not 0 <= index < len(meeples) or meeples[index][1] in POSE_REFUSALS:
        return activation_refusal(state, index)
    if action.get("as") == "hard" and meeples[index][1] != "hard":
        return translate(
            "Rolling Heights refusals",
            "Only a standing (Working Hard) meeple can use its Working Hard ability.",
        )
    return activation_refusal(state, index)


def _construct(state, action: dict) -> str:
    plan_id = action.get("plan")
    plan = content().plans.get(plan_id) if type(plan_id) is str else None
    own = [state.tiles[s] for s in state.seat["plans"]]
    tile = next((t for t in own if plan and t["plan"] == plan["id"]), None)
    if plan is None or tile is None:
        return translate(
            "Rolling Heights refusals", "That cube cannot go there: you can only build on your own plans."
        )
    if tile["complete"]:
        return translate("Rolling Heights refusals", "That cube cannot go there: {plan} is complete.").format(
            plan=content_words(plan["name"])
        )
    return translate(
        "Rolling Heights refusals",
        "That cube cannot go there: use a stack with room and a cube you hold of the stack's colour (miscellaneous cubes only once every real cube of that colour is built).",
    )


def _trade(state, action: dict) -> str:
    if action.get("gain") not in CUBES:
        return translate("Rolling Heights refusals", "You can trade for wood, concrete, glass or steel.")
    return translate(
        "Rolling Heights refusals", "A trade costs 2 cubes (3 for steel), paid with cubes or Spending Power."
    )


def _wild(state, action: dict) -> str:
    if not state.seat["wild"]:
        return translate("Rolling Heights refusals", "You have no Wild Token.")
    return translate("Rolling Heights refusals", "A Wild Token buys one wood, concrete, glass or steel cube.")


def _pay(state, action: dict) -> str:
    return translate(
        "Rolling Heights refusals",
        "You cannot pay with that: spend miscellaneous cubes first, and only what you have.",
    )


def _place(state, action: dict) -> str:
    if state.pending.get("mode") == "start":
        return translate(
            "Rolling Heights refusals",
            "A starting plan goes on empty land with no cube icon, more than 2 spaces from another player's plan.",
        )
    return translate(
        "Rolling Heights refusals", "That space is not open: it must be empty land whose cost you can pay."
    )


REASONS = {
    "buy_plan": _buy,
    "activate": _activate,
    "construct": _construct,
    "trade": _trade,
    "use_wild": _wild,
    "pay": _pay,
    "place_plan": _place,
}
