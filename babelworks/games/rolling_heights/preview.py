"""The table's rules questions, answered without playing anything.

``state.preview(action)`` says what an action would cost, score or unlock, so the
table shows the engine's own answers and never trial-applies actions on copies:

- every answer has ``legal`` (bool) and, when False, ``refusal`` (the sentence
  :meth:`why_illegal` gives);
- an action that takes a plan (a starting plan, a purchase, the City Planner's
  Working Hard), or a ``place_plan`` that puts down the plan waiting for its space,
  adds ``plan`` (its id), ``name``, ``fee`` (the market cost),
  ``spaces`` (every space it may go on: total ``cost``, ``placement`` icon cost,
  ``bonus`` VP) and ``refusals`` (every other space: why not, in words);
- a ``construct`` adds ``completes`` (this cube finishes the building) and
  ``vp`` (what completing it scores now, 0 when it does not complete).

:func:`meeple_refusal` says why a meeple the player points at can do nothing.
"""

from __future__ import annotations

from typing import Any

from babelworks.core.errors import IllegalAction
from babelworks.core.words import content_words, translate
from babelworks.games.rolling_heights import market
from babelworks.games.rolling_heights.build import (
    START_SPACING,
    open_spaces,
    own_space,
    placement_cost,
    placements,
    space_bonus,
)
from babelworks.games.rolling_heights.content import content
from babelworks.games.rolling_heights.cubes import budget
from babelworks.games.rolling_heights.mapgrid import SPACES
from babelworks.games.rolling_heights.refusals import activation_refusal
from babelworks.games.rolling_heights.scoring import variable_vp


def preview(state, action: Any) -> dict:
    """What ``action`` would do (see the module docstring); changes nothing."""
    try:
        listed = state.match(action)
    except IllegalAction as refusal:
        return {"legal": False, "refusal": str(refusal)}
    answer: dict = {"legal": True}
    taking = _taken_plan(state, listed)
    if taking is not None:
        answer.update(_placement(state, *taking))
    elif listed["type"] == "construct":
        answer.update(_construction(state, listed))
    return answer


def _taken_plan(state, action: dict) -> tuple[str, str, int] | None:
    """``(plan id, mode, fee)`` when ``action`` takes a plan from a market or places the
    one taken, else None."""
    if action["type"] == "place_plan":
        pending = state.pending
        return pending["entry"]["plan"], pending["mode"], pending["fee"]
    if action["type"] == "take_start_plan":
        return state.markets[0][action["slot"]]["plan"], "start", 0
    if action["type"] == "buy_plan":
        m, s = action["market"], action["slot"]
        return state.markets[m][s]["plan"], "buy", market.slot_cost(m, s)
    if action["type"] == "activate" and "market" in action:
        return state.markets[action["market"]][action["slot"]]["plan"], "planner", 0
    return None


def _placement(state, plan_id: str, mode: str, fee: int) -> dict:
    plan = content().plans[plan_id]
    icons = state.city.cost
    spaces = {
        space: {"cost": total, "placement": icons[space], "bonus": space_bonus(state, space, plan)}
        for space, total in placements(state, mode, fee)
    }
    refusals = {
        space: space_refusal(state, space, mode, fee) for space in range(SPACES) if space not in spaces
    }
    return {
        "plan": plan_id,
        "name": content_words(plan["name"]),
        "fee": fee,
        "spaces": spaces,
        "refusals": refusals,
    }


def space_refusal(state, space: int, mode: str, fee: int) -> str:
    """Why a plan taken this way may not go on ``space``."""
    terrain, tile = state.city.terrain[space], state.tiles[space]
    if terrain != "land":
        if terrain == "park":
            return translate("Rolling Heights refusals", "Plans go only on land; that space is a park.")
        return translate("Rolling Heights refusals", "Plans go only on land; that space is water.")
    if tile is not None:
        plan = content_words(content().plans[tile["plan"]]["name"])
        return translate("Rolling Heights refusals", "That space already holds {plan}.").format(plan=plan)
    if mode == "start":
        return translate(
            "Rolling Heights refusals",
            "A starting plan goes on a space with no cube icon, more than {spacing} spaces from other players' plans.",
        ).format(spacing=START_SPACING)
    extra = next(extra for s, _, extra in open_spaces(state, state.current) if s == space)
    cost = placement_cost(mode, fee, state.city.cost[space], extra)
    return translate(
        "Rolling Heights refusals",
        "You cannot pay for the plan there: it would cost {cost} (market {fee}, placement {placement}, distance {distance}), and you have {budget}.",
    ).format(
        cost=cost,
        fee=fee,
        placement=state.city.cost[space],
        distance=cost - fee - state.city.cost[space],
        budget=budget(state.seat),
    )


def _construction(state, action: dict) -> dict:
    space = own_space(state, action["plan"])
    tile, plan = state.tiles[space], content().plans[action["plan"]]
    left = sum(stack["height"] - len(built) for built, stack in zip(tile["stacks"], plan["stacks"]))
    if left != 1:
        return {"completes": False, "vp": 0}
    vp = plan["vp"] if isinstance(plan["vp"], int) else variable_vp(state, space, plan["vp"])
    return {"completes": True, "vp": vp}


def meeple_refusal(state, seat: int, index: int) -> str:
    """Why meeple ``index`` of ``seat`` can do nothing now, in words for the player pointing at it."""
    if seat != state.current_player:
        return translate("Rolling Heights refusals", "That meeple belongs to another player.")
    if state.step != "main":
        return state.why_illegal({"type": "activate", "meeple": index, "as": "steady"})
    return activation_refusal(state, index)
