"""The physics base: one pybullet DIRECT world per roll or check.

Every physical question the app asks (how did the meeples land, does the tower
stand) gets a fresh :class:`World`: pybullet's results are bit-identical only
when a world holds exactly the same bodies created in the same order
(FINDINGS.md, "Determinism"). Callers therefore create bodies in a canonical
order and never reuse a world for a second question.

Units are centimetres, grams and seconds: gravity is -981 cm/s^2 and the world
steps at a fixed 1/480 s (at 1/240 s small pieces jitter and never rest).
pybullet's default body damping is zeroed and its 100 units/s speed cap lifted,
because in centimetres that cap is a mere 1 m/s.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pybullet

from babelworks.physics.settle import settle

GRAVITY_CM = -981.0
STEP_S = 1.0 / 480.0
#: Lifts pybullet's default 100 units/s cap (1 m/s in cm); a 10 cm drop reaches 140 cm/s.
MAX_SPEED_CM = 1.0e5
#: Tray walls and floor this thick let no 10 cm drop tunnel through (FINDINGS).
TRAY_WALL_CM = 2.0

Vec3 = Sequence[float]


#: Emptied clients kept for reuse: connecting costs about 15 ms, and a client after
#: resetSimulation gives bit-identical results to a fresh one (FINDINGS).
_POOL: list[int] = []


def _take_client() -> int:
    if _POOL:
        return _POOL.pop()
    return pybullet.connect(pybullet.DIRECT)


class World:
    """One pybullet DIRECT client in cm units with the project's settings.

    A world is one question's world: ``pooled=True`` reuses an emptied client
    (resetSimulation) instead of connecting anew. Use as a context manager so
    the client is always released::

        with World() as world:
            body = world.add_box([5, 2.5, 0.1], mass=5, position=[0, 0, 10])
            world.settle([body])
    """

    def __init__(self, solver_iterations: int = 50, pooled: bool = False) -> None:
        self.pooled = pooled
        self.client = _take_client() if pooled else pybullet.connect(pybullet.DIRECT)
        self.bodies: list[int] = []
        self.time_s = 0.0
        pybullet.setGravity(0, 0, GRAVITY_CM, physicsClientId=self.client)
        pybullet.setPhysicsEngineParameter(
            fixedTimeStep=STEP_S,
            numSolverIterations=solver_iterations,
            deterministicOverlappingPairs=1,
            physicsClientId=self.client,
        )

    def __enter__(self) -> World:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        """Disconnect the client, or hand a pooled one back emptied (safe to call twice)."""
        if self.client is None:
            return
        if self.pooled:
            pybullet.resetSimulation(physicsClientId=self.client)
            _POOL.append(self.client)
        else:
            pybullet.disconnect(physicsClientId=self.client)
        self.client = None

    # -- bodies ----------------------------------------------------------------
    def add_box(
        self,
        half_extents: Vec3,
        mass: float,
        position: Vec3,
        orientation: Sequence[float] = (0, 0, 0, 1),
        friction: float = 0.5,
    ) -> int:
        """Add a box body (mass 0 makes it static) and return its id.

        Args:
            half_extents: half sizes along the body's x, y, z in cm.
            mass: grams; 0 for an immovable body.
            position: centre in cm.
            orientation: quaternion ``[x, y, z, w]``.
            friction: lateral friction coefficient.
        """
        shape = pybullet.createCollisionShape(
            pybullet.GEOM_BOX, halfExtents=list(half_extents), physicsClientId=self.client
        )
        body = pybullet.createMultiBody(
            baseMass=mass,
            baseCollisionShapeIndex=shape,
            basePosition=list(position),
            baseOrientation=list(orientation),
            physicsClientId=self.client,
        )
        return self._finish_body(body, friction)

    def add_hull(
        self,
        vertices: np.ndarray,
        mass: float,
        centre_of_mass: Vec3,
        inertia: Vec3,
        position: Vec3,
        orientation: Sequence[float] = (0, 0, 0, 1),
        friction: float = 0.5,
    ) -> int:
        """Add one convex-hull body with an explicit centre of mass and inertia.

        A single hull with its mass properties set by hand is 2-4x faster than
        a compound of primitives and settles reliably (FINDINGS: meeples).

        Args:
            vertices: (N, 3) hull points in cm, in the body's own frame.
            mass: grams.
            centre_of_mass: the centre of mass in the body frame (cm).
            inertia: principal moments of inertia (g cm^2) about the centre of mass.
            position: where the body frame's origin goes (cm).
            orientation: quaternion ``[x, y, z, w]``.
            friction: lateral friction coefficient.
        """
        com = np.asarray(centre_of_mass, dtype=float)
        points = (np.asarray(vertices, dtype=float) - com).tolist()
        shape = pybullet.createCollisionShape(
            pybullet.GEOM_MESH, vertices=points, physicsClientId=self.client
        )
        start = _frame_to_com(position, orientation, com)
        body = pybullet.createMultiBody(
            baseMass=mass,
            baseCollisionShapeIndex=shape,
            basePosition=start,
            baseOrientation=list(orientation),
            baseInertialFramePosition=[0, 0, 0],
            physicsClientId=self.client,
        )
        pybullet.changeDynamics(body, -1, localInertiaDiagonal=list(inertia), physicsClientId=self.client)
        return self._finish_body(body, friction)

    def add_compound(self, boxes: Sequence[tuple], friction: float = 0.5) -> int:
        """Add one rigid body made of boxes: a base box with the others as fixed links.

        pybullet's shape arrays hold at most 16 shapes, so a group of any size is
        one multibody whose links are welded by fixed joints (exact in Bullet's
        reduced coordinates); each box keeps its own mass and inertia.

        Args:
            boxes: ``(half_extents, mass, position, orientation)`` per box, world frame.
            friction: lateral friction coefficient (every box).

        Returns:
            The body id; its base frame is the first box's.
        """
        shapes = [
            pybullet.createCollisionShape(
                pybullet.GEOM_BOX, halfExtents=list(box[0]), physicsClientId=self.client
            )
            for box in boxes
        ]
        base_position, base_orientation = list(boxes[0][2]), list(boxes[0][3])
        inverse = pybullet.invertTransform(base_position, base_orientation)
        relative = [
            pybullet.multiplyTransforms(inverse[0], inverse[1], list(b[2]), list(b[3])) for b in boxes[1:]
        ]
        links = len(boxes) - 1
        body = pybullet.createMultiBody(
            baseMass=float(boxes[0][1]),
            baseCollisionShapeIndex=shapes[0],
            basePosition=base_position,
            baseOrientation=base_orientation,
            linkMasses=[float(b[1]) for b in boxes[1:]],
            linkCollisionShapeIndices=shapes[1:],
            linkVisualShapeIndices=[-1] * links,
            linkPositions=[r[0] for r in relative],
            linkOrientations=[r[1] for r in relative],
            linkInertialFramePositions=[[0, 0, 0]] * links,
            linkInertialFrameOrientations=[[0, 0, 0, 1]] * links,
            linkParentIndices=[0] * links,
            linkJointTypes=[pybullet.JOINT_FIXED] * links,
            linkJointAxis=[[0, 0, 1]] * links,
            physicsClientId=self.client,
        )
        for link in range(links):
            pybullet.changeDynamics(
                body,
                link,
                lateralFriction=friction,
                linearDamping=0.0,
                angularDamping=0.0,
                physicsClientId=self.client,
            )
        return self._finish_body(body, friction)

    def _finish_body(self, body: int, friction: float) -> int:
        # Zero pybullet's default damping and lift its speed cap (FINDINGS).
        pybullet.changeDynamics(
            body,
            -1,
            lateralFriction=friction,
            linearDamping=0.0,
            angularDamping=0.0,
            maxJointVelocity=MAX_SPEED_CM,
            physicsClientId=self.client,
        )
        self.bodies.append(body)
        return body

    def add_tray(self, inner_size: Vec3, wall: float = TRAY_WALL_CM, friction: float = 0.5) -> list[int]:
        """Add a static open box: a floor whose top is at z = 0 and four walls.

        Walls and floor are ``wall`` cm thick (20 mm by default): thinner ones
        let fast pieces tunnel through (FINDINGS).

        Args:
            inner_size: inside length, width and wall height in cm.
            wall: thickness of floor and walls in cm.
            friction: lateral friction coefficient.

        Returns:
            The body ids: floor first, then the walls at -x, +x, -y, +y.
        """
        length, width, height = (float(v) for v in inner_size)
        half = wall / 2.0
        parts = [([length / 2 + wall, width / 2 + wall, half], [0, 0, -half])]
        for sign in (-1, 1):
            parts.append(([half, width / 2 + wall, height / 2], [sign * (length / 2 + half), 0, height / 2]))
        for sign in (-1, 1):
            parts.append(([length / 2, half, height / 2], [0, sign * (width / 2 + half), height / 2]))
        return [self.add_box(h, 0.0, p, friction=friction) for h, p in parts]

    # -- reading and stepping ----------------------------------------------------
    def poses(self, bodies: Sequence[int] | None = None) -> np.ndarray:
        """Batched pose readout: an (N, 7) array of ``x, y, z, qx, qy, qz, qw``."""
        chosen = self.bodies if bodies is None else bodies
        out = np.empty((len(chosen), 7))
        for row, body in enumerate(chosen):
            position, orientation = pybullet.getBasePositionAndOrientation(body, physicsClientId=self.client)
            out[row, :3] = position
            out[row, 3:] = orientation
        return out

    def speeds(self, bodies: Sequence[int]) -> np.ndarray:
        """An (N, 2) array of linear (cm/s) and angular (rad/s) speed per body."""
        out = np.empty((len(bodies), 2))
        for row, body in enumerate(bodies):
            linear, angular = pybullet.getBaseVelocity(body, physicsClientId=self.client)
            out[row] = (np.linalg.norm(linear), np.linalg.norm(angular))
        return out

    def step(self, count: int = 1) -> None:
        """Advance the world by ``count`` fixed steps."""
        for _ in range(count):
            pybullet.stepSimulation(physicsClientId=self.client)
        self.time_s += count * STEP_S

    def settle(self, bodies: Sequence[int], **limits):
        """Step until ``bodies`` rest; see :func:`babelworks.physics.settle.settle` for the limits."""
        return settle(self, bodies, **limits)


def _frame_to_com(position: Vec3, orientation: Sequence[float], com: np.ndarray) -> list[float]:
    offset, _ = pybullet.multiplyTransforms([0, 0, 0], list(orientation), com.tolist(), [0, 0, 0, 1])
    return [float(p + o) for p, o in zip(position, offset)]
