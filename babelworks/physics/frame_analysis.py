"""Solving the structural model: loads, the P-delta correction, joints breaking one by one.

:func:`analyse` solves the building of :mod:`babelworks.physics.frame` under
gravity (cards and workers), with the geometric (P-delta) stiffness of every
joint force and worker load subtracted from the elastic stiffness, so a tall
or leaning building is softer and can buckle. The most overloaded joint
breaks, the rest is solved again, until what remains holds; cards no longer
joined to the board fall.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from babelworks.physics.blas import one_blas_thread
from babelworks.physics.frame import (
    GRAVITY_CM,
    PDELTA_ROUNDS,
    PULL_PER_MOMENT,
    TWIST_STRENGTH,
    Frame,
    Joint,
)

_EYE3 = np.eye(3)


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


def _sides(joints: list[Joint], index: dict) -> np.ndarray:
    """Per joint, the block number of each of its two cards (``len(index)``: fixed or gone)."""
    gone = len(index)
    return np.array(
        [[index[c] // 6 if c in index else gone for c in (j.first, j.second)] for j in joints], int
    ).reshape(-1, 2)


def stiffness(joints: list[Joint], index: dict) -> np.ndarray:
    """The elastic stiffness matrix of the moving cards held by ``joints``."""
    count, sides = len(index), _sides(joints, index)
    k = np.zeros((count + 1, count + 1, 6, 6))
    if len(joints):
        np.add.at(k, (sides[:, :, None], sides[:, None, :]), np.array([j.blocks for j in joints]))
    return k[:count, :count].transpose(0, 2, 1, 3).reshape(6 * count, 6 * count)


def gravity(frame: Frame, index: dict) -> np.ndarray:
    """The load vector: each card's weight at its centre, its workers' weight at their spots."""
    f = np.zeros(6 * len(index))
    for card, row in index.items():
        # The card's and its workers' weight through the centre, plus the workers' moments.
        f[row + 2] -= frame.masses[card][0] * GRAVITY_CM
        for point, force in frame.loads[card]:
            f[row + 3 : row + 6] += np.cross(point - frame.centres[card], force)
    return f


def joint_loads(joints: list[Joint], index: dict, x: np.ndarray) -> np.ndarray:
    """Per joint, the (force, moment) the second card puts on the first (N x 6)."""
    if not joints:
        return np.zeros((0, 6))
    moves = np.concatenate([x, np.zeros(6)]).reshape(-1, 6)[_sides(joints, index)]  # (N, 2, 6)
    return np.einsum("nsij,nsj->ni", np.array([j.maps for j in joints]), moves)


def geometric(frame: Frame, joints: list[Joint], index: dict, loads: np.ndarray) -> np.ndarray:
    """The P-delta stiffness: forces applied off a card's centre turn with the card.

    A force f at r from a card's centre, the card turned by theta: the moment grows
    by (theta x r) x f = (r f^T - (r . f) I) theta.
    """
    rows, arms, forces = [], [], []
    for joint, load in zip(joints, loads):
        for card, sign, centre in (
            (joint.first, 1.0, joint.centres[0]),
            (joint.second, -1.0, joint.centres[1]),
        ):
            if card in index:
                rows.append(index[card])
                arms.append(joint.point - centre)
                forces.append(sign * load[:3])
    for card, row in index.items():
        for point, force in frame.loads[card]:
            rows.append(row)
            arms.append(point - frame.centres[card])
            forces.append(force)
    g = np.zeros((6 * len(index), 6 * len(index)))
    if not rows:
        return g
    arm, force = np.array(arms), np.array(forces)
    blocks = np.einsum("ni,nj->nij", arm, force) - np.einsum("ni,ni->n", arm, force)[:, None, None] * _EYE3
    turning = np.zeros((len(index), 3, 3))
    np.add.at(turning, np.array(rows) // 6, blocks)
    for n in range(len(index)):
        g[6 * n + 3 : 6 * n + 6, 6 * n + 3 : 6 * n + 6] = turning[n]
    return g


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
        # A first-order solve finds most overloads; the P-delta one confirms what holds.
        x, loads, stiff = solve(frame, live, index, pdelta=False)
        use = utilisation(live, loads)
        if not len(use) or use.max() <= 1.0:
            x, loads, stiff = solve(frame, live, index)
            use = utilisation(live, loads)
        peak = peak if peak is not None else (float(use.max()) if len(use) else 0.0)
        if x is not None and (not len(use) or use.max() <= 1.0):
            falling = [card for card in frame.free if card not in index]
            moved = {card: (x[row : row + 3], x[row + 3 : row + 6]) for card, row in index.items()}
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


def solve(frame: Frame, joints: list[Joint], index: dict, pdelta: bool = True):
    """The displacements under gravity, with the P-delta correction unless ``pdelta`` is False.

    Returns:
        (x, joint loads, K - G); x is None when the building buckles (K - G is not
        positive definite), the loads then those of the last solve.
    """
    k, f = stiffness(joints, index), gravity(frame, index)
    if not len(f):
        return np.zeros(0), np.zeros((len(joints), 6)), k
    x = np.linalg.solve(k, f)
    effective = k
    for _ in range(PDELTA_ROUNDS if pdelta else 0):
        loads = joint_loads(joints, index, x)
        effective = k - geometric(frame, joints, index, loads)
        try:
            np.linalg.cholesky((effective + effective.T) / 2)
        except np.linalg.LinAlgError:
            return None, loads, effective
        x = np.linalg.solve(effective, f)
    return x, joint_loads(joints, index, x), effective
