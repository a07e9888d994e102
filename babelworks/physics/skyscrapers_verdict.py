"""The physics verdict for Skyscrapers: does the building stand, do workers fall?

``resolve_outcome(state, rng)`` answers a state awaiting a verdict (CHANCE)
with an outcome action. It runs the analytic pre-check first (a hanging group
overloading its joint is a collapse, no simulation needed) and then pybullet:

* the board is a static 2 cm slab; the three foundation cards are static
  (they are slotted into the board);
* every other card is a thin rigid box (10 x 5 x 0.15 cm, 5 g); cards held to
  each other by two or more independent paths of joints (a 2-edge-connected
  group: a closed frame) form one rigid compound body;
* wherever cards of different bodies share a unit segment, a fixed joint holds
  them at that segment's midpoint: the connector joint of the card's build
  with :data:`CONNECTOR_STRENGTH`, other contacts (girders resting on
  girders) with :data:`CONTACT_STRENGTH`; a joint asked for more gives way
  (a long chain of soft pybullet joints sags and creeps, so closed frames are
  solid bodies and only the weak links are joints);
* cards do not collide with each other (the joints hold them), only with the
  board and the workers;
* workers are rigid 1.2 x 1.2 x 2 cm figures of 2 g standing on their floor
  cards, friction 0.5 on a card (a friction angle of 26.6 degrees).

The verdict: **collapse** when a building block card touches the board or any
card moves more than :data:`GIVE_WAY_CM` or turns more than
:data:`GIVE_WAY_DEG` from its settled pose; otherwise **workers_fell** for
workers that ended off their card; otherwise **stable**. With the "steady
hands" option the hand shakes: a velocity drawn from ``rng`` (up to 25 cm/s
level, recorded in the outcome as ``"tremor"``) is given to the new card's group
and to the workers on the cards it touches, or to the worker being moved. Every verdict is deterministic: one
fresh world per check, bodies created in build order.
"""

from __future__ import annotations

import math

import numpy as np
import pybullet

from babelworks.games.skyscrapers.analytic import JOINT_MOMENT, overloaded
from babelworks.games.skyscrapers.geometry import AXES, UNIT_CM, CardPose, card_centre_cm, line_midpoint_cm, shared_lines, spot_cm
from babelworks.games.skyscrapers.structure import clusters
from babelworks.physics.world import World
from babelworks.scene.skyscrapers import matrix_quaternion

#: A connector point's strength as the joint's force limit (g cm / s^2 units, read as a moment).
CONNECTOR_STRENGTH = JOINT_MOMENT
#: Cards that merely meet (no connector) hold on more weakly.
CONTACT_STRENGTH = 0.5 * JOINT_MOMENT
GIVE_WAY_CM = 1.5
GIVE_WAY_DEG = 10.0
#: A worker further than this from its spot, or below its card, has fallen.
FALLEN_CM = 1.5
#: Steady hands: the hand's shake, up to this (cm/s) on each level axis (a quarter of it
#: vertically), given to what the hand touches (see :func:`resolve_outcome`).
TREMOR_CM_S = 25.0
BOARD_HALF_CM = 60.0
#: Bullet multiplies the two bodies' friction: card 1.0 x worker 0.5 = 0.5 worker on card,
#: a friction angle of atan(0.5) = 26.6 degrees (a 1.2 x 2 cm figure tips only at 31).
CARD_FRICTION, WORKER_FRICTION = 1.0, 0.5
SOLVER_ITERATIONS = 30
#: Everything slower than the rest speeds for this long (simulated s) is at rest.
REST_S = 0.1
CARD_GROUP, BOARD_GROUP, WORKER_GROUP = 1, 2, 4


def resolve_outcome(state, rng) -> dict:
    """The verdict outcome action for a Skyscrapers state awaiting one.

    Args:
        state: a SkyscrapersState whose ``current_player`` is CHANCE.
        rng: the caller's Rng; drawn from only for "steady hands" tremor.

    Returns:
        ``{"type": "verdict", "result": ..., ...}`` ready for ``state.apply``.
    """
    tremor = _tremor(state, rng)
    if overloaded(state):
        return _verdict("collapse", [], tremor)
    result, fallen = simulate(state, tremor)
    return _verdict(result, fallen, tremor)


def _tremor(state, rng) -> list[float] | None:
    if not state.data["options"].get("steady_hands") or not state.data["pending"]:
        return None
    scale = (TREMOR_CM_S, TREMOR_CM_S, TREMOR_CM_S / 4)
    return [round((rng.random() * 2 - 1) * s, 3) for s in scale]


def _verdict(result: str, fallen: list[str], tremor: list[float] | None) -> dict:
    verdict = {"type": "verdict", "result": result}
    if fallen:
        verdict["fallen"] = fallen
    if tremor is not None:
        verdict["tremor"] = tremor
    return verdict


def simulate(state, tremor: list[float] | None = None, max_s: float = 1.0) -> tuple[str, list[str]]:
    """Simulate the built structure and its workers; return (result, fallen workers)."""
    with World(solver_iterations=SOLVER_ITERATIONS, pooled=True) as world:
        tower = _Tower(world, state)
        if tremor is not None:
            tower.shake(state.data["pending"]["action"], tremor)
        world.settle(tower.dynamic, rest_s=REST_S, max_s=max_s, give_way=tower.collapsed)
        if tower.collapsed():
            return "collapse", []
        fallen = tower.fallen_workers()
        return ("workers_fell" if fallen else "stable"), fallen


def card_orientation(pose: CardPose) -> list[float]:
    """The quaternion turning a box's x, y, z onto the card's u, v and normal."""
    u, v = np.array(AXES[pose.u], float), np.array(AXES[pose.v], float)
    return matrix_quaternion(np.column_stack([u, v, np.cross(u, v)]))


class _Tower:
    """The bodies and joints of one verdict's world, created in canonical order.

    Bodies: the board, each foundation card (static, slotted into the board),
    then one compound body per group of cards held by two or more independent
    paths (a 2-edge-connected group), then the workers. Joints join different
    bodies wherever their cards share a unit segment.
    """

    def __init__(self, world: World, state) -> None:
        self.world, self.state = world, state
        self.poses = state.structure.poses
        self.board = world.add_box([BOARD_HALF_CM, BOARD_HALF_CM, 1.0], 0.0, [0, 0, -1.0], friction=0.6)
        self._filter(self.board, BOARD_GROUP, CARD_GROUP | WORKER_GROUP)
        self.body_of: dict[str, int] = {}
        self._add_foundation()
        self.groups = self._add_groups()
        self.dynamic = list(self.groups)
        self._join_cards()
        self.workers = self._add_workers()
        self.dynamic += [body for body, _ in self.workers.values()]
        self.start = {body: world.poses([body])[0] for body in self.groups}

    def _filter(self, body: int, group: int, mask: int) -> None:
        for link in self.world.links(body):
            pybullet.setCollisionFilterGroupMask(body, link, group, mask, physicsClientId=self.world.client)

    def _card_box(self, card: str) -> tuple:
        content, pose = self.state.content, self.poses[card]
        half = [UNIT_CM, UNIT_CM / 2, content.card_thickness_cm / 2]
        return half, content.card_mass_g, card_centre_cm(pose), card_orientation(pose)

    def _add_foundation(self) -> None:
        for card in self.poses:
            if self.state.content.cards[card].kind == "foundation":
                half, _, centre, orientation = self._card_box(card)
                body = self.world.add_box(half, 0.0, centre, orientation, friction=CARD_FRICTION)
                self._filter(body, CARD_GROUP, WORKER_GROUP)
                self.body_of[card] = body

    def _add_groups(self) -> dict[int, list[str]]:
        contacts = self.state.structure.contacts
        loose = {c: {o for o in near if o not in self.body_of} for c, near in contacts.items() if c not in self.body_of}
        groups = {}
        for group in clusters(loose):
            body = self.world.add_compound([self._card_box(card) for card in group], friction=CARD_FRICTION)
            self._filter(body, CARD_GROUP, BOARD_GROUP | WORKER_GROUP)
            self.body_of.update({card: body for card in group})
            groups[body] = group
        return groups

    def _join_cards(self) -> None:
        connectors = {(new, line) for new, line, _, _ in self.state.data["joints"]}
        items = list(self.poses.items())
        for n, (first, pose) in enumerate(items):
            for second, other in items[n + 1:]:
                if self.body_of[first] != self.body_of[second] and pose.normal_axis != other.normal_axis:
                    self._join(first, second, shared_lines(pose, other), connectors)

    def _join(self, first: str, second: str, lines, connectors) -> None:
        for mine, theirs in lines:
            strong = (first, mine) in connectors or (second, theirs) in connectors
            point = line_midpoint_cm(self.poses[first].line(mine))
            strength = CONNECTOR_STRENGTH if strong else CONTACT_STRENGTH
            self.world.fix_together(self.body_of[first], self.body_of[second], point, strength)

    def _add_workers(self) -> dict[str, tuple[int, np.ndarray]]:
        content, found = self.state.content, {}
        w, d, h = content.worker_size_cm
        for worker, place in sorted(self.state.data["workers"].items()):
            if place["where"] not in ("site", "lost") or place["spot"] < 0:
                continue
            spot = np.array(spot_cm(self.poses[place["card"]], place["spot"]))
            centre = spot + [0, 0, content.card_thickness_cm / 2 + h / 2 + 0.005]
            body = add_worker(self.world, content, centre.tolist())
            self._filter(body, WORKER_GROUP, CARD_GROUP | BOARD_GROUP | WORKER_GROUP)
            if place["where"] == "site":
                found[worker] = (body, spot)
        return found

    def shake(self, action: dict, velocity: list[float]) -> None:
        """The hand's tremor: a build shakes the new card's group and the workers on the
        cards it touches; a move shakes the worker being placed."""
        if action["type"] == "move":
            touched = [action["worker"]]
        else:
            card = action["card"]
            near = self.state.structure.contacts[card] | {card}
            touched = [w for w, p in self.state.data["workers"].items() if p.get("card") in near]
            if self.body_of[card] in self.groups:
                self._push(self.body_of[card], velocity)
        for worker in touched:
            if worker in self.workers:
                self._push(self.workers[worker][0], velocity)

    def _push(self, body: int, velocity: list[float]) -> None:
        pybullet.resetBaseVelocity(body, velocity, [0, 0, 0], physicsClientId=self.world.client)

    def collapsed(self) -> bool:
        """True when a block touches the board or a group moved or turned too far."""
        now = self.world.poses(list(self.groups))
        for (body, group), pose in zip(self.groups.items(), now):
            start = self.start[body]
            if np.linalg.norm(pose[:3] - start[:3]) > GIVE_WAY_CM or _turn_deg(start[3:], pose[3:]) > GIVE_WAY_DEG:
                return True
            # A group standing on a support touches the board by right; a group of
            # building blocks only touches it once it has fallen.
            on_board = any(self.state.content.cards[c].kind != "block" for c in group)
            if not on_board and self.world.touching(body, self.board):
                return True
        return False

    def fallen_workers(self) -> list[str]:
        """Workers that ended away from their spot or below their card's top."""
        fallen = []
        for worker, (body, spot) in self.workers.items():
            pose = self.world.poses([body])[0]
            if np.linalg.norm(pose[:2] - spot[:2]) > FALLEN_CM or pose[2] < spot[2]:
                fallen.append(worker)
        return fallen


def add_worker(world: World, content, centre, orientation=(0, 0, 0, 1)) -> int:
    """Add one worker figure (a box of the content's size and mass) centred at ``centre``."""
    w, d, h = content.worker_size_cm
    return world.add_box([w / 2, d / 2, h / 2], content.worker_mass_g, centre, orientation, friction=WORKER_FRICTION)


def worker_slide_cm(content, tilt_deg: float, seconds: float = 1.0) -> float:
    """How far a worker slides on a floor card tilted by ``tilt_deg`` (reference test).

    A static card is tilted about its long axis; a worker stands at its middle.
    Returns the worker's displacement after ``seconds`` (0 when it holds).
    """
    turn = pybullet.getQuaternionFromEuler([math.radians(tilt_deg), 0, 0])
    h = content.worker_size_cm[2]
    lift, _ = pybullet.multiplyTransforms([0, 0, 0], turn, [0, 0, content.card_thickness_cm / 2 + h / 2 + 0.005], [0, 0, 0, 1])
    with World(solver_iterations=SOLVER_ITERATIONS) as world:
        world.add_box([UNIT_CM, UNIT_CM / 2, content.card_thickness_cm / 2], 0.0, [0, 0, 20], turn, friction=CARD_FRICTION)
        worker = add_worker(world, content, [lift[0], lift[1], 20 + lift[2]], turn)
        start = world.poses([worker])[0][:3]
        world.step(int(seconds * 480))
        return float(np.linalg.norm(world.poses([worker])[0][:3] - start))


def _turn_deg(first: np.ndarray, second: np.ndarray) -> float:
    dot = min(1.0, abs(float(np.dot(first, second))))
    return math.degrees(2 * math.acos(dot))
