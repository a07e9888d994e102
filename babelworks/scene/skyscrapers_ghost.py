"""Where a card dragged from the hand would go: legal placements grouped by place.

Pure (no Qt): the table asks the engine for the legal builds of one card by
one builder with what each scores (``state.build_options``) and groups them
by where the card's middle would be (the places a ghost can snap to); the
orientations at one place are cycled with the wheel or a key.
"""

from __future__ import annotations

from dataclasses import dataclass

from babelworks.games.skyscrapers.geometry import CardPose, card_centre_cm


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
