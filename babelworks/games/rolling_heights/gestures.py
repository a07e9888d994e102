"""What a gesture at the Rolling Heights table means, and the one compound move it may be.

Gestures (see ``State.action_for``):

- ``{"plan": <take>, "space": 37}``: a market tile dropped on a map space (``"space":
  None``: dropped off the map). ``<take>`` is ``take_start_plan`` or ``buy_plan`` as the
  tile's drag carries it; the drop means one move, the take *and* the placement:
  ``{"type": "buy_plan", "market": 1, "slot": 4, "space": [3, 1]}``.
- ``{"cube": "wood" | "misc", "space": 37, "stack": 1}``: a cube from the hand dropped on
  a stack of a plan (``"space": None``: on no plan); a misc cube is whichever misc cube the
  rules let onto that stack. Dropped on the plan between its stacks, the gesture lists
  them nearest first instead, ``"stacks": [2, 0, 1]``, and means the nearest one the cube
  may go on (the only one, when one fits).
- ``{"action": {...}}``: a complete action.

**The compound take-and-place.** One drop is one move and one undo step, so it cannot be
half done: the tile is taken and placed together or not at all. The listed legal actions
keep the two steps (``buy_plan``, then ``place_plan`` among the affordable spaces), which
bots choose among and old saves replay; the compound form is accepted beside them, never
listed (it would multiply the list by the map's spaces), and it is legal exactly when its
take is listed and its space is among those the placement step would then list.
"""

from __future__ import annotations

from typing import Any

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import Action, Gesture
from babelworks.core.words import translate
from babelworks.games.rolling_heights import market
from babelworks.games.rolling_heights.cubes import MISC
from babelworks.games.rolling_heights.mapgrid import COLUMNS, ROWS, space_at, space_index

#: The plan-taking actions that may carry their space, with their own keys.
TAKES = {"take_start_plan": ("slot",), "buy_plan": ("market", "slot")}
OFF_THE_MAP = translate("Rolling Heights refusals", "Drop the plan on a map space.")
NO_STACK = translate("Rolling Heights refusals", "Drop the cube on a stack of one of your building plans.")


def take_of(action: Any) -> Action | None:
    """The take inside a compound take-and-place (its space left out), or None when
    ``action`` is not of that form."""
    if type(action) is not dict or "space" not in action or type(action.get("type")) is not str:
        return None
    keys = TAKES.get(action["type"])
    if keys is None or set(action) != {"type", "space", *keys}:
        return None
    return {key: value for key, value in action.items() if key != "space"}


def space_of(action: Action) -> int:
    """The map space index a compound names (IllegalAction when it names none)."""
    space = action["space"]
    if type(space) is not list or len(space) != 2 or any(type(n) is not int for n in space):
        raise IllegalAction(OFF_THE_MAP)
    row, column = space
    if not (0 <= row < ROWS and 0 <= column < COLUMNS):
        raise IllegalAction(OFF_THE_MAP)
    return space_index(row, column)


def mode_and_fee(state: Any, take: Action) -> tuple[str, int]:
    """How a listed take holds its plan ("start" or "buy") and its market fee."""
    if take["type"] == "take_start_plan":
        return "start", 0
    return "buy", market.slot_cost(take["market"], take["slot"])


def meanings(state: Any, gesture: Gesture) -> list[list[Action]] | None:
    """What a plan's or a cube's drop means, in tiers (None: a gesture of another kind).

    Raises:
        IllegalAction: dropped off the map or on no plan, with the sentence.
    """
    if "plan" in gesture:
        return _plan_drop(gesture)
    if "cube" in gesture:
        return _cube_drop(state, gesture)
    return None


def _plan_drop(gesture: Gesture) -> list[list[Action]]:
    take, space = gesture["plan"], gesture.get("space")
    if type(space) is not int or not 0 <= space < ROWS * COLUMNS:
        raise IllegalAction(OFF_THE_MAP)
    if type(take) is not dict:
        raise IllegalAction(
            translate("Rolling Heights refusals", "Drag a building plan from a market strip.")
        )
    return [[{**take, "space": space_at(space)}]]


def _cube_drop(state: Any, gesture: Gesture) -> list[list[Action]]:
    cube, space = gesture["cube"], gesture.get("space")
    stacks = [gesture["stack"]] if "stack" in gesture else gesture.get("stacks")
    tiles = state.data["tiles"]
    if (
        type(space) is not int
        or not 0 <= space < len(tiles)
        or tiles[space] is None
        or type(stacks) is not list
        or not stacks
        or any(type(stack) is not int for stack in stacks)
    ):
        raise IllegalAction(NO_STACK)
    if cube == "misc":
        seat = state.data["seats"][state.data["current"]]
        names = [f"{MISC}{colour}" for colour, count in seat["misc"].items() if count] or ["misc"]
    else:
        names = [cube]
    # Nearest stack first; any misc cube the rules let onto a stack will do. The last
    # tier is the nearest stack with the first cube held, the plain meaning, so its
    # refusal is the one a player reads.
    plan = tiles[space]["plan"]
    tiers = [
        [{"type": "construct", "plan": plan, "stack": stack, "cube": name}]
        for stack in stacks
        for name in reversed(names)
    ]
    return [*tiers, tiers[len(names) - 1]]
