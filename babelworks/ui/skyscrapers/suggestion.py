"""A suggested move on the Skyscrapers table: the pieces it concerns, and what it gains.

Gold beacons (:mod:`babelworks.ui.beacons`) light the worker that builds or moves
and the card it builds on, moves to or is sent beside. What a build gains is the
engine's preview, the rulebook's points part by part ("+3 points (2 girder links,
drawn worker +1)"); sending and moving score nothing at once.
"""

from __future__ import annotations

from babelworks.core.protocol import Action


def piece_ids(state, action: Action) -> list[str]:
    """The ids of the pieces ``action`` (legal now) concerns."""
    ids = [f"sky/worker/{action['worker']}"] if "worker" in action else []
    card = action.get("anchor", action.get("to"))
    return ids + ([f"sky/card/{card}"] if card else [])


def gains(state, action: Action) -> str:
    """What ``action`` scores at once, in the rulebook's words ("" for a send or a move)."""
    return state.preview(action).get("words", "") if action["type"] == "build" else ""
