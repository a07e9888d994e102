"""A suggested move on the Rolling Heights table: the pieces it concerns, and what it gains.

The pieces are lit with gold beacons (:mod:`babelworks.ui.beacons`): the meeple
activated or struck, the plan taken from a market or built on, the map space a
plan goes on, the rolling box for a rally or a stop, the player's area for the
rest (trading, paying, a Wild Token, ending the turn). What a move gains comes
from the engine's preview, in the rulebook's words.
"""

from __future__ import annotations

from babelworks.cards.rolling_heights_lit import placement_words
from babelworks.core.protocol import Action
from babelworks.core.words import content_words
from babelworks.games.rolling_heights.build import own_space
from babelworks.games.rolling_heights.mapgrid import space_index
from babelworks.i18n import translate
from babelworks.scene.rolling_heights_market import plan_piece_id

BOX_MOVES = ("rally", "stop")


def piece_ids(state, action: Action) -> list[str]:
    """The ids of the pieces ``action`` (legal now) concerns, for the seat to act."""
    seat, kind = state.current_player, action["type"]
    ids = []
    if "meeple" in action:
        ids.append(f"rh/meeple/{seat}/{action['meeple']}")
    if "market" in action or kind == "take_start_plan":
        market = action.get("market", 0)
        ids.append(plan_piece_id(state.markets[market][action["slot"]]["plan"]))
    if kind == "place_plan":
        ids.append(f"rh/space/{space_index(*action['space'])}")
    if kind == "construct":
        ids.append(plan_piece_id(action["plan"]))
    if not ids:
        ids.append(f"rh/box/{seat}/floor" if kind in BOX_MOVES else f"rh/mat/{seat}")
    return ids


def hand_keys(state, action: Action) -> list[str]:
    """The keys of the hand strip's items ``action`` uses: the plan built on, the Wild Token."""
    if action["type"] == "construct":
        return [f"plan:{own_space(state, action['plan'])}"]
    return ["wild"] if action["type"] == "use_wild" else []


def gains(state, action: Action) -> str:
    """What ``action`` gains at once, in the rulebook's words and the player's language ("" when
    the preview says nothing)."""
    answer = state.preview(action)
    if "completes" in answer:
        if answer["completes"]:
            return translate("Rolling Heights suggestions", "completes the building: {vp} VP").format(
                vp=answer["vp"]
            )
        return translate("Rolling Heights suggestions", "one cube nearer")
    spaces = answer.get("spaces")
    if not spaces:
        return ""
    best = min(spaces.values(), key=lambda space: (space["cost"], -space["bonus"]))
    fields = {"plan": content_words(answer["name"]), "cheapest": placement_words(best["cost"], best["bonus"])}
    if len(spaces) == 1:
        return translate(
            "Rolling Heights suggestions", "{plan} fits 1 space; the cheapest: {cheapest}"
        ).format(**fields)
    return translate(
        "Rolling Heights suggestions", "{plan} fits {count} spaces; the cheapest: {cheapest}"
    ).format(count=len(spaces), **fields)
