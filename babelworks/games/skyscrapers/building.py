"""Building a card: where it may go and what it scores.

A placement is legal when (rulebook, "Building a New Block"):

* it meets the anchor card (the one next to the builder) at right angles,
  sharing a unit segment at one of the anchor's connector points or its
  centre hole, with the new card not hanging below that joint ("the building
  must grow upward");
* it passes through no placed card;
* a building block does not touch the board; a support stands on the board
  upright (vertical: long side up; horizontal: long side level);
* a drawn worker stays natural: a plan view lies flat, a side view stands with
  the arrow's edge on top;
* at least one girder of the new card meets a girder already built.

Floors sit on whole lattice units, so a new floor is always at least half a
card (one unit) above or below another: half-storeys cannot be built.
"""

from __future__ import annotations

from functools import lru_cache

from babelworks.games.skyscrapers.content import Card, Content
from babelworks.games.skyscrapers.geometry import CardPose, poses_meeting, shared_lines
from babelworks.games.skyscrapers.structure import Structure

#: Which axis must point up for a side-view worker whose arrow names this edge.
_UP_EDGE = {"u+": ("u", "+z"), "u-": ("u", "-z"), "v+": ("v", "+z"), "v-": ("v", "-z")}


def anchor_joint(structure: Structure, anchor: str, pose: CardPose) -> tuple[int, int] | None:
    """The connector joint (new card's line, anchor's line) of a placement, or None.

    The first shared segment, in the new card's line order, not below the new
    card's lowest point; None when the card would be joined only from beneath.
    """
    anchor_pose = structure.poses[anchor]
    if anchor_pose.normal_axis == pose.normal_axis:
        return None
    lowest = pose.bounds()[0][2]
    for mine, theirs in sorted(shared_lines(pose, anchor_pose)):
        segment = pose.line(mine)
        if min(segment[0][2], segment[1][2]) <= lowest:
            return mine, theirs
    return None


def open_sites(structure: Structure, anchor: str) -> list[CardPose]:
    """Poses joinable to ``anchor`` that clash with nothing, sorted canonically."""
    found = []
    for pose in poses_meeting(structure.poses[anchor]):
        if pose.bounds()[0][2] < 0 or structure.clashes(pose):
            continue
        if anchor_joint(structure, anchor, pose) is not None:
            found.append(pose)
    return sorted(found, key=lambda p: (p.at, p.u, p.v))


def fits_card(card: Card, pose: CardPose) -> bool:
    """True when ``card`` may lie in ``pose``: board contact and drawn worker rules."""
    return _fits(card, pose.bounds()[0][2], pose.u, pose.v, pose.is_floor)


def _fits(card: Card, lowest: int, u: str, v: str, is_floor: bool) -> bool:
    """:func:`fits_card` on what it reads of the pose: its lowest level and its axes."""
    if card.kind == "support":
        return lowest == 0 and (u if card.stands == "vertical" else v) in ("+z", "-z")
    if lowest < 1:
        return False
    if card.worker == "plan":
        return is_floor
    if card.worker is not None:
        axis, direction = _UP_EDGE[card.worker]
        return (u if axis == "u" else v) == direction
    return True


def card_shape(card: Card) -> tuple:
    """What :func:`fits_card` asks of a card: cards of one shape fit the same poses."""
    return (card.kind, card.stands, card.worker)


def pose_shapes(pose: CardPose) -> frozenset:
    """The card shapes that may lie in ``pose`` (:func:`fits_card` over one card of each)."""
    # Only below / on / above the board matters of the height, so the answers are kept
    # per (level, axes): a few hundred at most, where keeping them per pose grew with
    # every game a process played.
    return _shapes_at(max(-1, min(1, pose.bounds()[0][2])), pose.u, pose.v, pose.is_floor)


@lru_cache(maxsize=1024)
def _shapes_at(level: int, u: str, v: str, is_floor: bool) -> frozenset:
    return frozenset(card_shape(card) for card in _SHAPES if _fits(card, level, u, v, is_floor))


_SHAPES = tuple(
    Card("shape", kind, (False,) * 6, False, worker, stands)
    for kind, stands, worker in [("support", "vertical", None), ("support", "horizontal", None)]
    + [("block", "", worker) for worker in (None, "plan", *_UP_EDGE)]
)


def girder_links(content: Content, structure: Structure, card: Card, pose: CardPose) -> int:
    """Girder-to-girder meetings of a new card with every built card (each counts)."""
    return sum(card.girder_on(mine) for mine in built_girders(content, structure, pose))


def built_girders(content: Content, structure: Structure, pose: CardPose) -> list[int]:
    """The pose's lines meeting a built girder, once per meeting (kept per structure and pose;
    a grown structure adds the meetings with the cards built since an earlier answer)."""
    cache = structure.memo.setdefault("girders", {})
    if pose not in cache:
        cards = content.cards
        known, newer = structure.earlier_answer("girders", pose)
        if known is None:
            meetings = structure.meetings(pose)
        else:
            later = list(structure.poses)[-len(newer) :]
            meetings = [
                (mine, card, theirs)
                for card in later
                if structure.poses[card].normal_axis != pose.normal_axis
                for mine, theirs in shared_lines(pose, structure.poses[card])
            ]
        cache[pose] = (known or []) + [
            mine for mine, other, theirs in meetings if cards[other].girder_on(theirs)
        ]
    return cache[pose]
