"""What a gesture at the Skyscrapers table means, in actions (see ``State.action_for``).

Gestures (each a dict):

- ``{"worker": "red-2", "to": "B07"}``: a worker dropped on a card (``"to": None``: dropped
  beside the building). From the crew it is sent (the next crew worker goes: sends name no
  worker); on the site it moves one step.
- ``{"action": {...}}``: a complete action, such as a build the table's ghost chose among
  the engine's own ``build_options``.
"""

from __future__ import annotations

from typing import Any

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import Action, Gesture
from babelworks.core.words import translate


def meanings(state: Any, gesture: Gesture) -> list[list[Action]] | None:
    """The actions a worker's drop means (one tier), or None for a gesture of another kind.

    Raises:
        IllegalAction: the worker is unknown or was dropped on no card (nothing changes).
    """
    worker = gesture.get("worker")
    if worker is None:
        return None
    place = state.data["workers"].get(worker) if type(worker) is str else None
    if place is None:
        raise IllegalAction(translate("Skyscrapers refusals", "That is not a worker of this game."))
    card = gesture.get("to")
    sending = place["where"] == "crew"
    if card is None:
        if sending:
            raise IllegalAction(
                translate("Skyscrapers refusals", "Drop the worker beside a foundation card (F1, F2, F3).")
            )
        raise IllegalAction(translate("Skyscrapers refusals", "Drop the worker on a card of the building."))
    if sending:
        return [[{"type": "send", "to": card}]]
    return [[{"type": "move", "worker": worker, "to": card}]]
