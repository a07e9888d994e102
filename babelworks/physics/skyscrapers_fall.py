"""The motion after joints break: the falling cards in pybullet, the standing ones fixed.

When the frame analysis (:mod:`babelworks.physics.frame`) breaks joints and
leaves cards no longer held to the board, those cards fall. This world holds:

* the board, a static 2 cm slab whose top is z = 0;
* every card still standing, as one static body of boxes in build order (it
  stood the analysis; its sub-millimetre give does not change how the rest
  falls; one body, because creating and clearing 30 bodies costs 20 ms);
* each group of falling cards still joined by unbroken joints as one rigid
  compound body (the joints that held keep holding while it falls);
* the workers standing on falling cards, as 1.2 x 1.2 x 2 cm boxes of 2 g.

Card collision boxes stop 1 mm short of their edges, so cards that meet at a
joint do not start interpenetrating (pybullet would push them apart). Bodies
are created in canonical order, one fresh world per question (FINDINGS:
determinism).
"""

from __future__ import annotations

import numpy as np
import pybullet

from babelworks.games.skyscrapers import views
from babelworks.games.skyscrapers.geometry import AXES, UNIT_CM, card_centre_cm, spot_cm
from babelworks.physics.world import World
from babelworks.scene.quaternions import matrix_quaternion

#: Bullet multiplies the two bodies' friction: card 1.0 x worker 0.5 = 0.5 worker on card.
CARD_FRICTION, WORKER_FRICTION, BOARD_FRICTION = 1.0, 0.5, 0.6
SOLVER_ITERATIONS = 30
BOARD_HALF_CM = 60.0
#: Collision boxes stop this short of a card's edges (see the module doc).
EDGE_GAP_CM = 0.1


def card_orientation(pose) -> tuple[float, float, float, float]:
    """The quaternion turning a box's x, y, z onto the card's u, v and normal."""
    u, v = np.array(AXES[pose.u], float), np.array(AXES[pose.v], float)
    return matrix_quaternion(np.column_stack([u, v, np.cross(u, v)]))


def worker_centre(state, worker: str) -> np.ndarray:
    """Where a worker standing on a floor card has its centre (cm)."""
    content, place = state.content, views.place_of(state, worker)
    spot = np.array(spot_cm(state.structure.poses[place["card"]], place["spot"]))
    return spot + [0.0, 0.0, content.card_thickness_cm / 2 + content.worker_size_cm[2] / 2 + 0.005]


def add_worker(world: World, content, centre, orientation=(0, 0, 0, 1)) -> int:
    """Add one worker figure (a box of the content's size and mass) centred at ``centre``."""
    w, d, h = content.worker_size_cm
    return world.add_box(
        [w / 2, d / 2, h / 2], content.worker_mass_g, centre, orientation, friction=WORKER_FRICTION
    )


class FallWorld:
    """The pybullet world of one collapse; ``keys`` names what rides on each moving body."""

    def __init__(self, world: World, state, falling: list[str], joints: list) -> None:
        self.world, self.state = world, state
        world.add_box([BOARD_HALF_CM, BOARD_HALF_CM, 1.0], 0.0, [0, 0, -1.0], friction=BOARD_FRICTION)
        falling_set = set(falling)
        standing = [self._box(card, 0.0) for card in state.structure.poses if card not in falling_set]
        if standing:
            world.add_compound(standing, friction=CARD_FRICTION)
        self.keys: dict[int, list[str]] = {}
        self.body_of: dict[str, int] = {}
        for group in _groups(falling, joints):
            body = world.add_compound([self._box(card) for card in group], friction=CARD_FRICTION)
            self.keys[body] = [f"card:{card}" for card in group]
            self.body_of.update({card: body for card in group})
        for worker, place in sorted(views.workers(state).items()):
            if place["where"] == "site" and place["spot"] >= 0 and place["card"] in falling_set:
                body = add_worker(world, state.content, worker_centre(state, worker).tolist())
                self.keys[body] = [f"worker:{worker}"]
                self.body_of[worker] = body
        self.bodies = list(self.keys)
        self.start = [
            pybullet.invertTransform(p[:3].tolist(), p[3:].tolist()) for p in world.poses(self.bodies)
        ]

    def _box(self, card: str, mass: float | None = None) -> tuple:
        content, pose = self.state.content, self.state.structure.poses[card]
        half = [UNIT_CM - EDGE_GAP_CM, UNIT_CM / 2 - EDGE_GAP_CM, content.card_thickness_cm / 2]
        weight = content.card_mass_g if mass is None else mass
        return half, weight, card_centre_cm(pose), card_orientation(pose)

    def push(self, names: list[str], velocity) -> None:
        """Give the hand's velocity to the bodies carrying these cards or workers."""
        for body in sorted({self.body_of[name] for name in names if name in self.body_of}):
            pybullet.resetBaseVelocity(body, list(velocity), [0, 0, 0], physicsClientId=self.world.client)

    def frame(self) -> dict:
        """Each moving piece's motion since the start: key -> (quaternion, translation)."""
        found = {}
        for body, pose, first in zip(self.bodies, self.world.poses(self.bodies), self.start):
            t, q = pybullet.multiplyTransforms(pose[:3].tolist(), pose[3:].tolist(), *first)
            found.update({key: (tuple(q), tuple(t)) for key in self.keys[body]})
        return found

    def resting(self, linear_cm_s: float, angular_rad_s: float) -> bool:
        """True when every moving body is slower than the given speeds."""
        if not self.bodies:
            return True
        speeds = self.world.speeds(self.bodies)
        return bool(np.all(speeds[:, 0] < linear_cm_s) and np.all(speeds[:, 1] < angular_rad_s))


def _groups(falling: list[str], joints: list) -> list[list[str]]:
    """Falling cards held together by unbroken joints, each group in build order."""
    chosen = set(falling)
    near: dict[str, set[str]] = {card: set() for card in falling}
    for joint in joints:
        if joint.first in chosen and joint.second in chosen:
            near[joint.first].add(joint.second)
            near[joint.second].add(joint.first)
    seen, groups = set(), []
    for start in falling:
        if start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            for other in near[todo.pop()] - group:
                group.add(other)
                todo.append(other)
        seen |= group
        groups.append([card for card in falling if card in group])
    return groups
