"""Where a card dragged from the hand would go, and how its ghost shows which way it faces.

Pure (no Qt): the table asks the engine for the legal builds of one card by
one builder with what each scores (``state.build_options``) and groups them
by where the card's middle would be (the places a ghost can snap to); the
orientations at one place are cycled with the wheel, O or Shift.

Turned half round or flipped, a card with a symmetric girder pattern would
look the same at one place; :func:`orientation_mark` puts a bright corner mark
on the printed face's top-left corner (the face's top edge runs along the
card's ``v`` axis, its left edge along ``-u``), so every orientation shows
differently.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from babelworks.core.words import translate
from babelworks.games.skyscrapers.geometry import AXES, CardPose, card_centre_cm
from babelworks.scene.pieces import Piece
from babelworks.scene.skyscrapers import CARD_SIZE_CM, IDENTITY, Turn

MARK_RGBA = (1.0, 0.45, 0.0, 1.0)
MARK_CM = 1.1  # the corner mark's edge (the library cube is 1 cm)
PLACE_RGBA = (0.10, 0.45, 1.00, 0.9)  # the legal places' markers, in the legal ghost's blue
PLACE_CM = 0.9


@dataclass(frozen=True)
class Placement:
    """One legal build of the dragged card: the action and the engine's points and words."""

    action: dict
    pose: CardPose
    points: int
    why: str


def placements(state, card: str, builder: str | None) -> dict[tuple, list[Placement]]:
    """Legal builds of ``card`` (by ``builder``, or any of the seat's builders), by card middle.

    Returns:
        Card middle (lattice cm) -> the placements there, in the engine's order.
    """
    found: dict[tuple, list[Placement]] = {}
    for option in state.build_options(card, builder):
        pose = CardPose.from_dict(option["action"])
        placement = Placement(option["action"], pose, option["points"], option["words"])
        found.setdefault(card_centre_cm(pose), []).append(placement)
    return found


def mark_point(pose: CardPose) -> np.ndarray:
    """Lattice cm of the mark: over the printed face's top-left corner, just off the face."""
    u, v = np.array(AXES[pose.u], float), np.array(AXES[pose.v], float)
    normal = np.cross(u, v)
    inset = MARK_CM
    along_u, along_v = CARD_SIZE_CM[0] / 2 - inset, CARD_SIZE_CM[1] / 2 - inset
    lift = CARD_SIZE_CM[2] / 2 + MARK_CM / 2
    return np.array(card_centre_cm(pose), float) - u * along_u + v * along_v + normal * lift


def orientation_mark(pose: CardPose, turn: Turn, prefix: str = "ghost") -> Piece:
    """The ghost's corner mark for ``pose`` on the site turned by ``turn``."""
    return Piece(
        f"{prefix}/mark",
        "cube",
        turn.point(mark_point(pose)),
        IDENTITY,
        (MARK_CM, MARK_CM, MARK_CM),
        MARK_RGBA,
        translate("Skyscrapers table", "The card's top-left corner (as printed)"),
        {"mark": True},
    )


def place_marks(centres: list, turn: Turn, prefix: str = "ghost") -> list[Piece]:
    """A small blue cube at the middle of every place the dragged card may go: all of them
    show at once (a newcomer found them one by one, sweeping the card over the tower)."""
    return [
        Piece(
            f"{prefix}/place/{number}",
            "cube",
            turn.point(centre),
            IDENTITY,
            (PLACE_CM, PLACE_CM, PLACE_CM),
            PLACE_RGBA,
            translate("Skyscrapers table", "A place this card may go"),
            {"mark": True},
        )
        for number, centre in enumerate(centres)
    ]
