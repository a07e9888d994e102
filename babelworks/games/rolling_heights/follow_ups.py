"""A move and the choices it brings, played as one: a trade with its cubes, a purchase paid.

Some moves open a step of choices before the turn goes on: a trade or a purchase asks
for its cost one cube at a time (``pay``), a completed building with a two-coloured
meeple asks which colour (``choose_meeple``). At the table that is one gesture and one
undo step, so the move may carry those choices along:

``{"type": "trade", "gain": "steel", "then": [{"type": "pay", "with": "wood"}, ...]}``

A compound is legal exactly when its move is legal and each follow-up is legal in turn
after it, and it must leave no payment half made. Like the take-and-place of
:mod:`.gestures` it is accepted beside the listed steps and never listed itself, so bots,
random games and the fingerprints are unchanged and saves holding the separate steps
replay as before.

:func:`completions` says how the choices a move brings may be made: one way when each
is forced (a single "pays with concrete" is taken without asking), every way (up to a
limit) when the player has a real choice.
"""

from __future__ import annotations

from typing import Any

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import Action
from babelworks.core.words import translate
from babelworks.games.rolling_heights.content import CUBES
from babelworks.games.rolling_heights.cubes import MISC, SPENDING_POWER

#: The choice steps a compound may carry, by the action type each takes.
FOLLOW_UPS = {"pay": "pay", "choose_meeple": "reward"}
MOST_FOLLOW_UPS = 40  # a purchase costs at most a few tens of cubes
#: How a payment's cubes are counted once, whatever their order: misc cubes, cubes, Spending Power.
PAY_ORDER = [MISC + c for c in CUBES] + list(CUBES) + [SPENDING_POWER]
MOST_WAYS = 24  # beyond this many ways to pay, the table asks cube by cube


def then_of(action: Any) -> tuple[dict, list] | None:
    """``(the move, its follow-ups)`` when ``action`` is a compound, else None."""
    if type(action) is not dict or "then" not in action:
        return None
    then = action["then"]
    if type(then) is not list or not 0 < len(then) <= MOST_FOLLOW_UPS:
        raise IllegalAction(
            translate(
                "Rolling Heights refusals", "That move's choices must be a short list of payments or meeples."
            )
        )
    if any(type(f) is not dict or f.get("type") not in FOLLOW_UPS for f in then):
        raise IllegalAction(
            translate(
                "Rolling Heights refusals", "Only payments and a new meeple's colour may follow a move."
            )
        )
    return {key: value for key, value in action.items() if key != "then"}, then


def match_compound(state: Any, action: dict) -> Action:
    """The compound as it will be played (each part in its listed form).

    Raises:
        IllegalAction: the move's own sentence, or the first follow-up's that is refused.
    """
    parts = then_of(action)
    assert parts is not None  # asked only of compounds
    base, then = parts
    listed = state.match(base)
    trial = state.copy()
    trial.apply(listed)
    played = []
    for follow in then:
        if trial.current_player != state.current_player or trial.step != FOLLOW_UPS[follow["type"]]:
            raise IllegalAction(
                translate("Rolling Heights refusals", "That move has no more choices to make.")
            )
        played.append(trial.match(follow))
        trial.apply(follow)
    if trial.step == "pay":
        raise IllegalAction(
            translate("Rolling Heights refusals", "That leaves {owed} more to pay.").format(
                owed=trial.pending["owed"]
            )
        )
    return {**listed, "then": played}


def perform_compound(state: Any, action: dict, perform_one) -> None:
    """Play a checked compound: its move, then each follow-up (``perform_one`` plays one)."""
    base = {key: value for key, value in action.items() if key != "then"}
    perform_one(base)
    for follow in action["then"]:
        state.changed()
        perform_one(follow)


def completions(state: Any, action: Action, limit: int = MOST_WAYS) -> list[Action] | None:
    """Every way to finish the choices ``action`` brings (a legal move), as compounds.

    ``[action]`` when it brings none; one compound when each choice is forced; None when
    there are more than ``limit`` ways (the player then chooses one step at a time).
    """
    trial = state.copy()
    trial.apply(action)
    ways: list[list[Action]] = []
    if not _ways(trial, state.current_player, [], 0, ways, limit):
        return None
    return [{**action, "then": way} if way else action for way in ways]


def _ways(trial: Any, seat: int, made: list, rank: int, ways: list, limit: int) -> bool:
    """Collect the ways on from ``trial`` into ``ways``; False once there are too many."""
    choices = _choices(trial, seat)
    if not choices:
        ways.append(made)
        return len(ways) <= limit
    for choice in choices:
        order = PAY_ORDER.index(choice["with"]) if choice["type"] == "pay" else rank
        if order < rank:  # the same cubes in another order: counted once
            continue
        after = trial.copy()
        after.apply(choice)
        if not _ways(after, seat, [*made, choice], order, ways, limit):
            return False
    return True


def _choices(trial: Any, seat: int) -> list[Action]:
    """The follow-up choices ``seat`` must make now (none: the move is finished)."""
    if trial.current_player != seat or trial.step not in FOLLOW_UPS.values():
        return []
    return [a for a in trial.legal_actions() if a["type"] in FOLLOW_UPS]
