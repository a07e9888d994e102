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
from babelworks.core.words import translate
from babelworks.games.skyscrapers.geometry import AXES, CardPose

#: Each lattice direction's name, seen from the first player's edge (keys of the words below).
TOWARDS = {"+x": "right", "-x": "left", "+y": "back", "-y": "front", "+z": "up", "-z": "down"}


def _face_words(face: str) -> str:
    """Which way the printed face looks, in words ("face up", "face left")."""
    return {
        "right": lambda: translate("Skyscrapers log", "face right"),
        "left": lambda: translate("Skyscrapers log", "face left"),
        "back": lambda: translate("Skyscrapers log", "face back"),
        "front": lambda: translate("Skyscrapers log", "face front"),
        "up": lambda: translate("Skyscrapers log", "face up"),
        "down": lambda: translate("Skyscrapers log", "face down"),
    }[face]()


def _facing_words(face: str) -> str:
    """Which way a standing card's printed face looks ("facing front")."""
    return {
        "right": lambda: translate("Skyscrapers log", "facing right"),
        "left": lambda: translate("Skyscrapers log", "facing left"),
        "back": lambda: translate("Skyscrapers log", "facing back"),
        "front": lambda: translate("Skyscrapers log", "facing front"),
        "up": lambda: translate("Skyscrapers log", "facing up"),
        "down": lambda: translate("Skyscrapers log", "facing down"),
    }[face]()


def _top_words(top: str) -> str:
    """Where the printed top edge points ("top edge to the back", "upright")."""
    return {
        "right": lambda: translate("Skyscrapers log", "top edge to the right"),
        "left": lambda: translate("Skyscrapers log", "top edge to the left"),
        "back": lambda: translate("Skyscrapers log", "top edge to the back"),
        "front": lambda: translate("Skyscrapers log", "top edge to the front"),
        "up": lambda: translate("Skyscrapers log", "upright"),
        "down": lambda: translate("Skyscrapers log", "upside down"),
    }[top]()


def pose_of(action: Action) -> CardPose:
    """The pose a build names (IllegalAction when it names none)."""
    at = action.get("at")
    if type(at) is not list or len(at) != 3 or not all(type(c) is int for c in at):
        raise IllegalAction(translate("Skyscrapers refusals", "A build must say where its card goes."))
    try:
        return CardPose.from_dict(action)
    except (ValueError, TypeError, IndexError):  # an axis too short to name one ("0") too
        raise IllegalAction(
            translate(
                "Skyscrapers refusals", "A build must say where its card goes: its sides at right angles."
            )
        ) from None


def placement_words(action: Action, anchor: CardPose | None = None) -> str:
    """Where a build puts its card: "flat as floor 1, on its left side, face up, top edge to the back"."""
    pose = pose_of(action)
    low = pose.bounds()[0][2]
    face = _towards(_normal(pose))
    top = _top_words(TOWARDS[pose.v])
    if pose.is_floor:
        level = translate("Skyscrapers log", "flat as floor {floor}").format(floor=low)
        face = _face_words(face)
    else:
        if low:
            level = translate("Skyscrapers log", "standing on floor {floor}").format(floor=low)
        else:
            level = translate("Skyscrapers log", "standing at foundation level")
        face = _facing_words(face)
    if anchor is None:
        return translate("Skyscrapers log", "{level}, {face}, {top}").format(level=level, face=face, top=top)
    side = side_words(pose, anchor)
    return translate("Skyscrapers log", "{level}, {side}, {face}, {top}").format(
        level=level, side=side, face=face, top=top
    )


def side_words(pose: CardPose, anchor: CardPose) -> str:
    """Where the new card's middle lies from the card it joins ("on its front left side")."""
    (low, high), (a_low, a_high) = pose.bounds(), anchor.bounds()
    dx = low[0] + high[0] - a_low[0] - a_high[0]
    dy = low[1] + high[1] - a_low[1] - a_high[1]
    return _SIDES[(dy > 0) - (dy < 0), (dx > 0) - (dx < 0)]()


#: A side of the card joined, by (front -1 / back +1, left -1 / right +1).
_SIDES = {
    (-1, -1): lambda: translate("Skyscrapers log", "on its front left side"),
    (-1, 0): lambda: translate("Skyscrapers log", "on its front side"),
    (-1, 1): lambda: translate("Skyscrapers log", "on its front right side"),
    (0, -1): lambda: translate("Skyscrapers log", "on its left side"),
    (0, 0): lambda: translate("Skyscrapers log", "centred on it"),
    (0, 1): lambda: translate("Skyscrapers log", "on its right side"),
    (1, -1): lambda: translate("Skyscrapers log", "on its back left side"),
    (1, 0): lambda: translate("Skyscrapers log", "on its back side"),
    (1, 1): lambda: translate("Skyscrapers log", "on its back right side"),
}


def _normal(pose: CardPose) -> tuple[int, int, int]:
    """The printed face's outward direction (u x v)."""
    u, v = AXES[pose.u], AXES[pose.v]
    return (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])


def _towards(vector: tuple[int, int, int]) -> str:
    """A unit lattice direction in words."""
    return next(TOWARDS[name] for name, axis in AXES.items() if tuple(axis) == tuple(vector))
