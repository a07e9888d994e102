"""Rolling meeples in a rolling box with pybullet, recorded for the table to replay.

One roll is one fresh :class:`~babelworks.physics.world.World` holding, in this
order, the table, the box (floor and four walls) and the meeples: the same seed
always gives bit-identical poses (FINDINGS, "Determinism"). The meeples start
as a loose handful above the box with seeded orientations and spin, fall,
tumble and settle; every check of the settle loop (1/40 s simulated) records
every meeple's pose, so the viewport can play the motion back afterwards.

Coordinates are the box's own: the floor's top at z = 0, the inside centred
on x = y = 0 (the table scene puts the box where the seat is).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np
import pybullet

from babelworks.core.rng import Rng
from babelworks.games.rolling_heights.rolls import THROW_SEEDS
from babelworks.physics.meeples import meeple_body, mesh_centre, resting_pose
from babelworks.physics.settle import SettleResult
from babelworks.physics.world import World
from babelworks.scene.rolling_heights_layout import BOX_INNER_CM

#: Steps between recorded frames: 12 steps of 1/480 s is 40 frames per simulated second.
FRAME_STEPS = 12
DROP_HEIGHT_CM = 7.0
TABLE_HALF_CM = 60.0
MAX_ROLL_S = 5.0  # a roll still moving after this is called as it lies (poses are read anyway)
FRICTION = 0.5


@dataclass(frozen=True)
class Roll:
    """A recorded roll.

    Attributes:
        poses: the pose name of each meeple (see :data:`..meeples.POSES`).
        frames: (T, N, 7) recorded poses per frame (x, y, z of the centre of
            mass, then the quaternion x, y, z, w), box coordinates.
        settle: how the settle loop ended ("rest" or "timeout").
        wall_s: wall-clock seconds the roll took (world built, stepped, read).
    """

    poses: list[str]
    frames: np.ndarray
    settle: SettleResult
    wall_s: float

    def mesh_poses(self, frame: int = -1) -> list[tuple[tuple, tuple]]:
        """Each meeple's (mesh centre, quaternion) at a frame, for drawing."""
        rows = self.frames[frame]
        return [(mesh_centre(row[:3], row[3:]), tuple(float(q) for q in row[3:])) for row in rows]


def _handful(count: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Start positions, orientations and velocities of ``count`` meeples in a loose hand."""
    cells = [(x, y) for y in (-1.5, 1.5) for x in (-4.5, -1.5, 1.5, 4.5)]
    positions = np.array(
        [(cells[k % 8][0], cells[k % 8][1], DROP_HEIGHT_CM + 2.5 * (k // 8)) for k in range(count)],
        dtype=float,
    )
    positions[:, :2] += rng.uniform(-0.5, 0.5, size=(count, 2))
    quaternions = rng.normal(size=(count, 4))
    quaternions /= np.linalg.norm(quaternions, axis=1, keepdims=True)
    linear = rng.uniform(-30.0, 30.0, size=(count, 3))
    linear[:, 2] = rng.uniform(-40.0, 0.0, size=count)
    angular = rng.uniform(-25.0, 25.0, size=(count, 3))
    return positions, quaternions, linear, angular


def build_box(world: World) -> None:
    """The table around the box, then the box: floor top at z = 0, walls as high as BOX_INNER_CM."""
    world.add_box([TABLE_HALF_CM, TABLE_HALF_CM, 1.0], 0.0, [0, 0, -1.0], friction=FRICTION)
    world.add_tray(BOX_INNER_CM, friction=FRICTION)


def add_meeples(world: World, count: int, seed: int) -> list[int]:
    """Drop ``count`` meeples into the world from a seeded handful; returns their body ids."""
    body = meeple_body()
    positions, quaternions, linear, angular = _handful(count, np.random.default_rng(seed))
    bodies = []
    for k in range(count):
        meeple = world.add_hull(
            body.vertices,
            body.mass,
            body.centre_of_mass,
            body.inertia,
            positions[k],
            quaternions[k],
            friction=FRICTION,
        )
        pybullet.resetBaseVelocity(
            meeple, linear[k].tolist(), angular[k].tolist(), physicsClientId=world.client
        )
        bodies.append(meeple)
    return bodies


def in_box(position) -> bool:
    """True when a centre of mass lies inside the box's walls, below their top."""
    length, width, height = BOX_INNER_CM
    x, y, z = position
    return abs(x) < length / 2 and abs(y) < width / 2 and z < height


def classify(frame: np.ndarray) -> list[str]:
    """Pose names of every meeple from its last recorded row (out_of_box first)."""
    return [resting_pose(row[3:]) if in_box(row[:3]) else "out_of_box" for row in frame]


def roll(count: int, seed: int, max_s: float = MAX_ROLL_S) -> Roll:
    """Roll ``count`` meeples in the box and record the motion.

    Args:
        count: meeples thrown together (1-15).
        seed: chooses the throw; the same seed gives the same roll.
        max_s: simulated seconds before the roll is read as it lies.

    Returns:
        The recorded :class:`Roll`.
    """
    start = time.perf_counter()
    with World(pooled=True) as world:
        build_box(world)
        bodies = add_meeples(world, count, seed)
        frames = [world.poses(bodies)]

        def record() -> bool:
            frames.append(world.poses(bodies))
            return False  # never "gives way": only rest or time ends a roll

        result = world.settle(bodies, rest_s=0.2, max_s=max_s, check_every=FRAME_STEPS, give_way=record)
    recorded = np.array(frames)
    return Roll(classify(recorded[-1]), recorded, result, time.perf_counter() - start)


def throw_seed(rng: Rng) -> int:
    """The seed of the table's throw, drawn from the position's table RNG.

    Every throw at the table takes its seed here from
    ``table_rng(setup, step, "outcome")``: the Roll button, "Let the table decide"
    and a computer player's roll alike, so one position always throws the same.
    """
    return rng.below(THROW_SEEDS)


def roll_outcome(meeples: list[int], seed: int, thrown: Roll) -> dict:
    """The roll outcome action: the meeples thrown, where each came to rest, the throw's seed."""
    return {"type": "roll", "meeples": list(meeples), "poses": list(thrown.poses), "throw": seed}


def resolve_outcome(state, rng: Rng) -> dict:
    """The roll outcome action for the meeples in ``state``'s box, thrown with physics.

    The registry's resolver for Rolling Heights ("Let the table decide").

    Args:
        state: a Rolling Heights state awaiting a roll.
        rng: the position's table RNG; it picks the throw (:func:`throw_seed`).
    """
    meeples = list(state.rolling["meeples"])
    seed = throw_seed(rng)
    return roll_outcome(meeples, seed, roll(len(meeples), seed))


def throw_again(action: dict) -> Roll | None:
    """The recorded roll ``action`` thrown again with its seed: the very tumble that was played.

    None when the action records no throw (a save from before throws were
    recorded) or when its throw comes to rest in other poses than recorded
    (physics on another kind of computer may differ): only an exact tumble is
    ever returned.
    """
    seed = action.get("throw")
    if seed is None:
        return None
    thrown = roll(len(action["meeples"]), seed)
    return thrown if list(thrown.poses) == list(action["poses"]) else None
