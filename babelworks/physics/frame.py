"""The structural model of a card building: a static frame analysis over cards and joints.

Every card that does not stand on the board is a rigid body with six degrees
of freedom (translation and rotation about its centre). Wherever two cards at
right angles share a unit segment, a *joint* at the segment's midpoint holds
them with springs: translation in every direction (:data:`K_TRANSLATION`),
bending about the segment (:data:`K_HINGE`, the clip opening: the weak way)
and turning in either card's plane (:data:`K_TWIST`). Cards standing on the
board (the foundation, supports) are fixed.

Loads are gravity on the cards and on the workers standing on them. The solve
includes the *P-delta* effect (loads riding on a structure that leans add
moment): the geometric stiffness of every joint force and worker load is
subtracted from the elastic stiffness and the solve repeated, so a tall or
leaning building is softer than a short one and can buckle.

Each joint's moment is compared with its strength (:data:`CONNECTOR_MOMENT`
for a build's connector joint, :data:`CONTACT_MOMENT` for cards that merely
meet): :func:`analyse` breaks the most overloaded joint, solves again, and
repeats until nothing is overloaded. Cards no longer joined to the board by
unbroken joints fall. Figures and their reasoning: docs/skyscrapers.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import ctypes
import glob
import os
from contextlib import contextmanager

import numpy as np

from babelworks.games.skyscrapers.analytic import JOINT_MOMENT
from babelworks.games.skyscrapers.geometry import AXES, CENTRE, UNIT_CM, card_centre_cm, line_midpoint_cm, shared_lines, spot_cm

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
#: one clip droops 0.15 degrees (0.7 at its strength); the clip gives 0.5 um per card's weight.
K_HINGE = 1.0e7
K_TWIST = 4.0 * K_HINGE
K_TRANSLATION = 1.0e8
#: P-delta repetitions (the correction shrinks geometrically; three are ample).
PDELTA_ROUNDS = 3


@dataclass(eq=False)
class Joint:
    """One joint: the cards it holds (second may be fixed), its point and axes, its strength."""

    first: str
    second: str
    point: np.ndarray
    axes: np.ndarray  # rows: segment direction, first card's normal, second card's normal
    strength: float
    connector: bool
    outward: np.ndarray  # rows: for each card, the direction pulling its edge out (zero: centre line)
    spring: np.ndarray = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.spring = _spring(self.axes)


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

    def index(self) -> dict[str, int]:
        """Card -> the first of its six rows in the system."""
        return {card: 6 * n for n, card in enumerate(self.free)}


@dataclass
class Analysis:
    """The outcome of :func:`analyse`.

    Attributes:
        broken: joints that gave way, in the order they broke.
        falling: cards no longer held to the board.
        buckled: True when the building lost all stiffness under its own loads.
        displacement: card -> (translation cm, rotation vector rad) of those still standing.
        utilisation: the highest joint load / strength of the standing building (below 1).
        frame: the standing part's model (joints that held).
        matrices: (K - G, card -> first row) of the standing part, for the sway.
        peak: the highest joint load / strength before anything broke.
    """

    broken: list[Joint]
    falling: list[str]
    buckled: bool
    displacement: dict[str, tuple[np.ndarray, np.ndarray]]
    utilisation: float
    frame: Frame
    matrices: tuple | None = None
    peak: float = 0.0


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
    for place in state.data["workers"].values():
        if place["where"] in ("site", "lost") and place["spot"] >= 0:
            loads[place["card"]].append((np.array(spot_cm(poses[place["card"]], place["spot"])), weight))
    masses = {card: _mass(content, poses[card], centres[card], loads[card]) for card in free}
    joints = _joints(state, poses, ground, normals)
    return Frame(free, centres, masses, loads, joints, normals)


def _normal(pose) -> np.ndarray:
    return np.cross(np.array(AXES[pose.u], float), np.array(AXES[pose.v], float))


def _mass(content, pose, centre: np.ndarray, loads: list) -> tuple[float, np.ndarray]:
    """A card's mass and inertia diagonal about its centre, its workers added as points."""
    m = content.card_mass_g
    size = np.abs(np.array(AXES[pose.u], float)) * 2 * UNIT_CM + np.abs(np.array(AXES[pose.v], float)) * UNIT_CM
    size = size + np.abs(_normal(pose)) * content.card_thickness_cm
    inertia = m / 12.0 * np.array([size[1] ** 2 + size[2] ** 2, size[0] ** 2 + size[2] ** 2, size[0] ** 2 + size[1] ** 2])
    worker_mass = content.worker_mass_g
    for point, _ in loads:
        r = point - centre
        inertia = inertia + worker_mass * (r @ r - r * r)
    return m + worker_mass * len(loads), inertia


def _joints(state, poses, ground: set, normals: dict) -> list[Joint]:
    connectors = {(new, line) for new, line, _, _ in state.data["joints"]}
    found, items = [], list(poses.items())
    for n, (first, pose) in enumerate(items):
        for second, other in items[n + 1:]:
            if first in ground and second in ground:
                continue
            for mine, theirs in _meeting(pose, other):
                connector = (first, mine) in connectors or (second, theirs) in connectors
                # A fixed card is always the second of its joint (its rows do not exist).
                ends = ((second, theirs), (first, mine)) if first in ground else ((first, mine), (second, theirs))
                found.append(_joint(ends, poses, normals, connector))
    return found


def _meeting(pose, other) -> list[tuple[int, int]]:
    """Shared unit segments: at right angles, or edge on edge in one plane (a card standing
    on the card below it bears on that card's whole edge, with no clip)."""
    if pose.normal_axis != other.normal_axis:
        return shared_lines(pose, other)
    lines = other.lines()
    return [(i, lines[seg]) for seg, i in pose.lines().items() if i != CENTRE and seg in lines and lines[seg] != CENTRE]


def _joint(ends, poses, normals: dict, connector: bool) -> Joint:
    """The joint of two cards (card, its line) along the first card's line."""
    (first, line), (second, _) = ends
    segment = poses[first].line(line)
    p, q = (np.array(end, float) for end in segment)
    direction = (q - p) / np.linalg.norm(q - p)
    third = normals[second] if abs(normals[first] @ normals[second]) < 0.5 else np.cross(direction, normals[first])
    point = np.array(line_midpoint_cm(segment))
    outward = np.array([_outward(poses[card], index, point, direction) for card, index in ends])
    strength = CONNECTOR_MOMENT if connector else CONTACT_MOMENT
    return Joint(first, second, point, np.array([direction, normals[first], third]), strength, connector, outward)


def _outward(pose, index: int, point: np.ndarray, direction: np.ndarray) -> np.ndarray:
    """The direction pulling a card's rim edge out of the joint (zero for its centre line)."""
    if index == CENTRE:
        return np.zeros(3)
    away = point - np.array(card_centre_cm(pose))
    away -= (away @ direction) * direction
    return away / np.linalg.norm(away)


_EYE3 = np.eye(3)


def _skew(r: np.ndarray) -> np.ndarray:
    return np.array([[0, -r[2], r[1]], [r[2], 0, -r[0]], [-r[1], r[0], 0]])


def _transfer(r: np.ndarray) -> np.ndarray:
    """The 6 x 6 map from a card's (translation, rotation) to the (motion, turn) of a point r from its centre."""
    block = np.zeros((6, 6))
    block[[0, 1, 2, 3, 4, 5], [0, 1, 2, 3, 4, 5]] = 1.0
    block[:3, 3:] = -_skew(r)
    return block


def _spring(axes: np.ndarray) -> np.ndarray:
    """A joint's 6 x 6 spring matrix in world axes (rows of ``axes``: segment, normals)."""
    rotation = axes.T @ np.diag([K_HINGE, K_TWIST, K_TWIST]) @ axes
    spring = np.zeros((6, 6))
    spring[:3, :3] = K_TRANSLATION * np.eye(3)
    spring[3:, 3:] = rotation
    return spring


def parts(frame: Frame, joint: Joint, index: dict) -> list[tuple[int, np.ndarray]]:
    """(row, transfer block with its sign) for each moving card of a joint."""
    parts = []
    for card, sign in ((joint.first, 1.0), (joint.second, -1.0)):
        if card in index:
            parts.append((index[card], sign * _transfer(joint.point - frame.centres[card])))
    return parts


def stiffness(frame: Frame, joints: list[Joint], index: dict) -> np.ndarray:
    """The elastic stiffness matrix of the moving cards held by ``joints``."""
    size = 6 * len(index)
    k = np.zeros((size, size))
    for joint in joints:
        sides = parts(frame, joint, index)
        for row, a in sides:
            left = a.T @ joint.spring
            for col, b in sides:
                k[row:row + 6, col:col + 6] += left @ b
    return k


def gravity(frame: Frame, index: dict) -> np.ndarray:
    """The load vector: each card's weight at its centre, its workers' weight at their spots."""
    f = np.zeros(6 * len(index))
    for card, row in index.items():
        # The card's and its workers' weight through the centre, plus the workers' moments.
        f[row + 2] -= frame.masses[card][0] * GRAVITY_CM
        for point, force in frame.loads[card]:
            f[row + 3:row + 6] += np.cross(point - frame.centres[card], force)
    return f


def joint_loads(frame: Frame, joints: list[Joint], index: dict, x: np.ndarray) -> np.ndarray:
    """Per joint, the (force, moment) the second card puts on the first (N x 6)."""
    out = np.zeros((len(joints), 6))
    for n, joint in enumerate(joints):
        relative = sum((a @ x[row:row + 6] for row, a in parts(frame, joint, index)), np.zeros(6))
        out[n] = -joint.spring @ relative
    return out


def geometric(frame: Frame, joints: list[Joint], index: dict, loads: np.ndarray) -> np.ndarray:
    """The P-delta stiffness: forces applied off a card's centre turn with the card."""
    g = np.zeros((6 * len(index), 6 * len(index)))
    for joint, load in zip(joints, loads):
        for card, sign in ((joint.first, 1.0), (joint.second, -1.0)):
            if card in index:
                _add_turning(g, index[card], joint.point - frame.centres[card], sign * load[:3])
    for card, row in index.items():
        for point, force in frame.loads[card]:
            _add_turning(g, row, point - frame.centres[card], force)
    return g


def _add_turning(g: np.ndarray, row: int, r: np.ndarray, force: np.ndarray) -> None:
    # A force f at r, the card turned by theta: the moment grows by (theta x r) x f.
    g[row + 3:row + 6, row + 3:row + 6] += np.outer(r, force) - (r @ force) * _EYE3


def utilisation(joints: list[Joint], loads: np.ndarray) -> np.ndarray:
    """Per joint, its moment over its strength (bending about the segment, or twisting).

    ``loads`` is (..., joints, 6); the answer is (..., joints).
    """
    if not joints:
        return np.zeros(loads.shape[:-1])
    axes = np.array([j.axes for j in joints])
    local = np.einsum("nij,...nj->...ni", axes, loads[..., 3:])
    strength = np.array([j.strength for j in joints])
    bending = np.maximum(np.abs(local[..., 0]), np.hypot(local[..., 1], local[..., 2]) / TWIST_STRENGTH)
    outward = np.array([j.outward for j in joints])  # (joints, 2, 3)
    pulls = np.einsum("nkj,...nj->...nk", outward, loads[..., :3]) * np.array([1.0, -1.0])
    pull = np.maximum(pulls.max(axis=-1), 0.0) / PULL_PER_MOMENT
    return np.maximum(bending, pull) / strength


def analyse(frame: Frame, broken: list[Joint] | None = None) -> Analysis:
    """Solve the building, break the most overloaded joint, repeat until the rest holds.

    Args:
        frame: the building's model.
        broken: joints already broken (by the hand's shake), left out from the start.

    Returns:
        What broke, what falls and how the standing part settles under its loads.
    """
    broken = list(broken or [])
    joints = [j for j in frame.joints if all(j is not b for b in broken)]
    with one_blas_thread():
        return _break_until_standing(frame, joints, broken)


def _break_until_standing(frame: Frame, joints: list[Joint], broken: list[Joint]) -> Analysis:
    buckled, peak = False, None
    while True:
        index, live = _standing(frame, joints)
        x, loads, stiff = solve(frame, live, index)
        use = utilisation(live, loads)
        peak = peak if peak is not None else (float(use.max()) if len(use) else 0.0)
        if x is not None and (not len(use) or use.max() <= 1.0):
            falling = [card for card in frame.free if card not in index]
            moved = {card: (x[row:row + 3], x[row + 3:row + 6]) for card, row in index.items()}
            held = Frame(list(index), frame.centres, frame.masses, frame.loads, live, frame.normals)
            best = float(use.max()) if len(use) else 0.0
            return Analysis(broken, falling, buckled, moved, best, held, (stiff, index), peak)
        buckled = buckled or x is None
        worst = live[int(np.argmax(use))]
        joints.remove(worst)
        broken.append(worst)


def _standing(frame: Frame, joints: list[Joint]) -> tuple[dict, list[Joint]]:
    """The cards still held to the board through ``joints`` (row index) and the joints among them."""
    fixed = set(frame.centres) - set(frame.free)
    near: dict[str, list[str]] = {}
    for joint in joints:
        near.setdefault(joint.first, []).append(joint.second)
        near.setdefault(joint.second, []).append(joint.first)
    held, todo = set(fixed), list(fixed)
    while todo:
        for other in near.get(todo.pop(), ()):
            if other not in held:
                held.add(other)
                todo.append(other)
    index = {card: 6 * n for n, card in enumerate(c for c in frame.free if c in held)}
    live = [j for j in joints if j.first in held and j.second in held]
    return index, live


def solve(frame: Frame, joints: list[Joint], index: dict):
    """The displacements under gravity with the P-delta correction.

    Returns:
        (x, joint loads, K - G); x is None when the building buckles (K - G is not
        positive definite), the loads then those of the first-order solve.
    """
    k, f = stiffness(frame, joints, index), gravity(frame, index)
    if not len(f):
        return np.zeros(0), np.zeros((len(joints), 6)), k
    x = np.linalg.solve(k, f)
    effective = k
    for _ in range(PDELTA_ROUNDS):
        loads = joint_loads(frame, joints, index, x)
        effective = k - geometric(frame, joints, index, loads)
        try:
            np.linalg.cholesky((effective + effective.T) / 2)
        except np.linalg.LinAlgError:
            return None, loads, effective
        x = np.linalg.solve(effective, f)
    return x, joint_loads(frame, joints, index, x), effective


def _openblas():
    """numpy's own OpenBLAS, to ask for one thread (None where numpy has another BLAS)."""
    found = glob.glob(os.path.join(os.path.dirname(np.__file__), os.pardir, "numpy.libs", "libscipy_openblas*.so"))
    try:
        library = ctypes.CDLL(found[0]) if found else None
        return library.openblas_set_num_threads_local if library else None
    except (OSError, AttributeError):
        return None


_SET_THREADS = _openblas()


@contextmanager
def one_blas_thread():
    """Run small solves on one BLAS thread: with every core busy, OpenBLAS's threads make a
    168-row solve ten times slower (measured: 11 ms alone, 100+ ms on a loaded machine)."""
    if _SET_THREADS is None:
        yield
        return
    before = _SET_THREADS(1)
    try:
        yield
    finally:
        _SET_THREADS(max(1, before))
