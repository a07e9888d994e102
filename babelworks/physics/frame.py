"""The structural model of a card building: a static frame analysis over cards and joints.

Every card that does not stand on the board is a rigid body with six degrees
of freedom (translation and rotation about its centre). Wherever two cards at
right angles share a unit segment, a *joint* at the segment's midpoint holds
them with springs: translation in every direction (:data:`K_TRANSLATION`),
bending about the segment (:data:`K_HINGE`, the clip opening: the weak way)
and turning in either card's plane (:data:`K_TWIST`). Cards standing on the
board (the foundation, supports) are fixed.

A card standing on the card below it in the same plane bears on that card's
edge: that is a joint too (with no clip of its own). Each joint's load is
compared with its strength (:data:`CONNECTOR_MOMENT` for a build's connector
joint, :data:`CONTACT_MOMENT` for cards that merely meet): bending about the
segment, turning in a card's plane (:data:`TWIST_STRENGTH` times stronger) or
a card's edge pulled out of the joint (:data:`PULL_PER_MOMENT`). Solving and
breaking: :mod:`babelworks.physics.frame_analysis`. Figures and their
reasoning: docs/skyscrapers.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from babelworks.games.skyscrapers import views
from babelworks.games.skyscrapers.analytic import JOINT_MOMENT
from babelworks.games.skyscrapers.geometry import (
    AXES,
    CENTRE,
    UNIT_CM,
    card_centre_cm,
    line_midpoint_cm,
    spot_cm,
)

GRAVITY_CM = 981.0
#: The clip's bending strength about its segment (g cm^2/s^2): one or two cards held
#: out from one joint stay, three fall (the rulebook's "careful players" figures).
CONNECTOR_MOMENT = JOINT_MOMENT
#: Cards that merely meet (no connector of their own) hold on half as well.
CONTACT_MOMENT = 0.5 * JOINT_MOMENT
#: Turning in a card's own plane is resisted by the clip's whole width: twice as strong.
TWIST_STRENGTH = 2.0
#: Pulling a card's edge out of its joint: a clip lets go at this force per joint moment of
#: strength (1.2e5 g cm/s^2 for a clip, about the weight of 120 g: 2.5 cm of grip x 0.5 N/cm).
PULL_PER_MOMENT = 1.0  # 1/cm
#: Spring stiffnesses (g cm^2/s^2 per rad; g/s^2 for translation): a card held out from
#: one clip droops 0.5 degrees (2.3 at its strength); the clip gives 0.5 um per card's weight.
K_HINGE = 3.0e6
K_TWIST = 4.0 * K_HINGE
K_TRANSLATION = 1.0e8
#: P-delta repetitions (the correction shrinks geometrically; three are ample).
PDELTA_ROUNDS = 3


@dataclass(eq=False)
class Joint:
    """One joint: the cards it holds (second may be fixed), its point and axes, its strength.

    ``spring`` (6 x 6), ``maps`` (2 x 6 x 6: per card, the map from its
    displacement to the joint's load) and ``blocks`` (2 x 2 x 6 x 6: the stiffness
    blocks between its cards) are filled in for all joints at once by
    :func:`build_frame`.
    """

    first: str
    second: str
    point: np.ndarray
    axes: np.ndarray  # rows: segment direction, first card's normal, second card's normal
    strength: float
    connector: bool
    outward: np.ndarray  # per card: 1 when the joint is on its rim (0: its centre line); then the
    # direction pulling its edge out of the joint (zero for a centre line), set by build_frame
    centres: tuple  # the two cards' centres (cm)
    spring: np.ndarray | None = field(default=None, repr=False)
    maps: np.ndarray | None = field(default=None, repr=False)
    blocks: np.ndarray | None = field(default=None, repr=False)


@dataclass
class Frame:
    """The cards and joints of a building and its loads, ready to solve.

    Attributes:
        free: cards that move (not standing on the board), in build order.
        centres: card -> centre (cm).
        masses: card -> (mass g, inertia diagonal g cm^2) including its workers.
        loads: card -> list of (point cm, force g cm/s^2) of the workers on it.
        joints: every joint, in a canonical order.
    """

    free: list[str]
    centres: dict[str, np.ndarray]
    masses: dict[str, tuple[float, np.ndarray]]
    loads: dict[str, list[tuple[np.ndarray, np.ndarray]]]
    joints: list[Joint]
    normals: dict[str, np.ndarray] = field(default_factory=dict)


def build_frame(state) -> Frame:
    """The structural model of the state's building and the workers on it."""
    content, structure = state.content, state.structure
    poses = structure.poses
    ground = set(structure.ground_cards)
    free = [card for card in poses if card not in ground]
    centres = {card: np.array(card_centre_cm(pose)) for card, pose in poses.items()}
    normals = {card: _normal(pose) for card, pose in poses.items()}
    loads: dict[str, list] = {card: [] for card in poses}
    weight = np.array([0.0, 0.0, -content.worker_mass_g * GRAVITY_CM])
    for place in views.workers(state).values():
        if place["where"] in ("site", "lost") and place["spot"] >= 0:
            loads[place["card"]].append((np.array(spot_cm(poses[place["card"]], place["spot"])), weight))
    masses = {card: _mass(content, poses[card], centres[card], loads[card]) for card in free}
    joints = _joints(state, structure, ground, normals, centres)
    _springs(joints)
    return Frame(free, centres, masses, loads, joints, normals)


def _normal(pose) -> np.ndarray:
    (a, b, c), (d, e, f) = AXES[pose.u], AXES[pose.v]
    return np.array([b * f - c * e, c * d - a * f, a * e - b * d], float)


def _mass(content, pose, centre: np.ndarray, loads: list) -> tuple[float, np.ndarray]:
    """A card's mass and inertia diagonal about its centre, its workers added as points."""
    m = content.card_mass_g
    size = (
        np.abs(np.array(AXES[pose.u], float)) * 2 * UNIT_CM + np.abs(np.array(AXES[pose.v], float)) * UNIT_CM
    )
    size = size + np.abs(_normal(pose)) * content.card_thickness_cm
    inertia = (
        m
        / 12.0
        * np.array([size[1] ** 2 + size[2] ** 2, size[0] ** 2 + size[2] ** 2, size[0] ** 2 + size[1] ** 2])
    )
    worker_mass = content.worker_mass_g
    for point, _ in loads:
        r = point - centre
        inertia = inertia + worker_mass * (r @ r - r * r)
    return m + worker_mass * len(loads), inertia


def _joints(state, structure, ground: set, normals: dict, centres: dict) -> list[Joint]:
    """Every joint, found through the unit segments the cards' lines share, in build order."""
    connectors = {(new, line) for new, line, _, _ in views.joints(state)}
    poses = structure.poses
    order = {card: n for n, card in enumerate(poses)}
    on_segment: dict = {}
    for card, pose in poses.items():
        for segment, line in pose.lines().items():
            on_segment.setdefault(segment, []).append((card, line))
    found = []
    for first, pose in poses.items():
        for segment, mine in sorted(pose.lines().items(), key=lambda item: item[1]):
            for second, theirs in on_segment[segment]:
                if order[second] <= order[first] or (first in ground and second in ground):
                    continue
                if not _meet(pose, poses[second], mine, theirs):
                    continue
                connector = (first, mine) in connectors or (second, theirs) in connectors
                # A fixed card is always the second of its joint (its rows do not exist).
                ends = (
                    ((second, theirs), (first, mine))
                    if first in ground
                    else ((first, mine), (second, theirs))
                )
                found.append(_joint(ends, poses, normals, centres, connector))
    return found


def _meet(pose, other, mine: int, theirs: int) -> bool:
    """Whether two cards sharing a segment are joined there: at right angles (not centre line to
    centre line), or edge on edge in one plane (a card standing on the card below it bears on
    that card's edge, with no clip)."""
    if pose.normal_axis != other.normal_axis:
        return not (mine == CENTRE and theirs == CENTRE)
    return mine != CENTRE and theirs != CENTRE


def _joint(ends, poses, normals: dict, centres: dict, connector: bool) -> Joint:
    """The joint of two cards (card, its line) along the first card's line."""
    (first, line), (second, _) = ends
    segment = poses[first].line(line)
    direction = np.subtract(segment[1], segment[0], dtype=float)
    n1, n2 = normals[first], normals[second]
    third = (
        n2
        if abs(n1 @ n2) < 0.5
        else np.array(
            [
                direction[1] * n1[2] - direction[2] * n1[1],
                direction[2] * n1[0] - direction[0] * n1[2],
                direction[0] * n1[1] - direction[1] * n1[0],
            ]
        )
    )
    rims = np.array([index != CENTRE for _, index in ends], float)
    strength = CONNECTOR_MOMENT if connector else CONTACT_MOMENT
    return Joint(
        first,
        second,
        np.array(line_midpoint_cm(segment)),
        np.array([direction, n1, third]),
        strength,
        connector,
        rims,
        (centres[first], centres[second]),
    )


def _outward(joints: list[Joint]) -> np.ndarray:
    """Per joint and card, the direction pulling the card's rim edge out (zero: centre line)."""
    points = np.array([j.point for j in joints])
    directions = np.array([j.axes[0] for j in joints])
    away = points[:, None, :] - np.array([j.centres for j in joints])  # (joints, 2, 3)
    along = np.einsum("nsk,nk->ns", away, directions)  # not shown: einsum subscripts
    away -= along[:, :, None] * directions[:, None, :]
    length = np.linalg.norm(away, axis=-1, keepdims=True)
    rims = np.array([j.outward for j in joints])[:, :, None]
    return np.where(rims > 0, away / np.maximum(length, 1e-9), 0.0)


def _springs(joints: list[Joint]) -> None:
    """Fill in every joint's spring, load maps and stiffness blocks, all joints at once."""
    if not joints:
        return
    axes = np.array([j.axes for j in joints])
    springs = np.zeros((len(joints), 6, 6))
    springs[:, [0, 1, 2], [0, 1, 2]] = K_TRANSLATION
    springs[:, 3:, 3:] = np.einsum("nki,k,nkj->nij", axes, [K_HINGE, K_TWIST, K_TWIST], axes)
    transfers = np.zeros((len(joints), 2, 6, 6))
    transfers[:, :, range(6), range(6)] = 1.0
    for side, sign in ((0, 1.0), (1, -1.0)):
        r = np.array([j.point - j.centres[side] for j in joints])
        # A point r from the centre moves by u + theta x r = u - [r]x theta.
        transfers[:, side, 0, 4], transfers[:, side, 0, 5] = r[:, 2], -r[:, 1]
        transfers[:, side, 1, 3], transfers[:, side, 1, 5] = -r[:, 2], r[:, 0]
        transfers[:, side, 2, 3], transfers[:, side, 2, 4] = r[:, 1], -r[:, 0]
        transfers[:, side] *= sign
    maps = -(springs[:, None] @ transfers)
    blocks = (np.swapaxes(transfers, -1, -2) @ springs[:, None])[:, :, None] @ transfers[:, None]
    outward = _outward(joints)
    for n, joint in enumerate(joints):
        joint.spring, joint.outward, joint.maps, joint.blocks = springs[n], outward[n], maps[n], blocks[n]


def cross(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Row-wise cross product of (..., 3) arrays (numpy's own costs 20 us a call in overhead)."""
    x = a[..., 1] * b[..., 2] - a[..., 2] * b[..., 1]
    y = a[..., 2] * b[..., 0] - a[..., 0] * b[..., 2]
    z = a[..., 0] * b[..., 1] - a[..., 1] * b[..., 0]
    return np.stack([x, y, z], axis=-1)
