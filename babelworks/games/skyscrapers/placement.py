"""Where a build puts its card, in words a player can follow at the table.

A card on the lattice can lie in the same rectangle four ways (turned end for
end, or face down), and each way joins different girders, so the words say all
of it: flat as a floor or standing, the floor, which side of the card it joins,
which face shows and where the printed top edge points. Directions are seen
from the first player's edge of the board: left, right, front (nearest), back,
up and down.
"""

from __future__ import annotations

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import Action
from babelworks.games.skyscrapers.geometry import AXES, CardPose

#: Each lattice direction in words, seen from the first player's edge.
TOWARDS = {"+x": "right", "-x": "left", "+y": "back", "-y": "front", "+z": "up", "-z": "down"}
#: A standing card's printed top edge, when it points up or down.
STANDING_TOP = {"up": "upright", "down": "upside down"}


def pose_of(action: Action) -> CardPose:
    """The pose a build names (IllegalAction when it names none)."""
    at = action.get("at")
    if type(at) is not list or len(at) != 3 or not all(type(c) is int for c in at):
        raise IllegalAction("A build must say where its card goes.")
    try:
        return CardPose.from_dict(action)
    except (ValueError, TypeError, IndexError):  # an axis too short to name one ("0") too
        raise IllegalAction("A build must say where its card goes: its sides at right angles.") from None


def placement_words(action: Action, anchor: CardPose | None = None) -> str:
    """Where a build puts its card: "flat as floor 1, on its left side, face up, top edge to the back"."""
    pose = pose_of(action)
    low = pose.bounds()[0][2]
    side = f", {side_words(pose, anchor)}" if anchor is not None else ""
    face = _towards(_normal(pose))
    top = TOWARDS[pose.v]
    if pose.is_floor:
        return f"flat as floor {low}{side}, face {face}, top edge to the {top}"
    level = f"on floor {low}" if low else "at foundation level"
    return f"standing {level}{side}, facing {face}, {STANDING_TOP.get(top, f'top edge to the {top}')}"


def side_words(pose: CardPose, anchor: CardPose) -> str:
    """Where the new card's middle lies from the card it joins ("on its front left side")."""
    (low, high), (a_low, a_high) = pose.bounds(), anchor.bounds()
    dx = low[0] + high[0] - a_low[0] - a_high[0]
    dy = low[1] + high[1] - a_low[1] - a_high[1]
    parts = [("front" if dy < 0 else "back") if dy else "", ("left" if dx < 0 else "right") if dx else ""]
    words = " ".join(part for part in parts if part)
    return f"on its {words} side" if words else "centred on it"


def _normal(pose: CardPose) -> tuple[int, int, int]:
    """The printed face's outward direction (u x v)."""
    u, v = AXES[pose.u], AXES[pose.v]
    return (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])


def _towards(vector: tuple[int, int, int]) -> str:
    """A unit lattice direction in words."""
    return next(TOWARDS[name] for name, axis in AXES.items() if tuple(axis) == tuple(vector))
