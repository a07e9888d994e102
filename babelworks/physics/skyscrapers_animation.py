"""Recording the Skyscrapers verdict's world over time, for playback in the viewport.

The verdict (:mod:`babelworks.physics.skyscrapers_verdict`) answers only
"stable / workers fell / collapse". A player should *see* the tower settle,
wobble or come down, so this module rebuilds the very same world (the
verdict's own ``_Tower``: the same bodies, joints and creation order) and
steps it, reading every moving body's pose 30 times per simulated second.

The recording never decides anything: the outcome that enters the game is
the verdict's own (the table dispatches it through the session afterwards).
Unlike the verdict, the recording keeps stepping after something gives way,
so a collapse is seen to the end.

A frame maps ``"card:B07"`` / ``"worker:red-2"`` to the rigid *motion* of that
piece since the start, ``(quaternion x, y, z, w, translation)`` in lattice
centimetres: a point ``p`` of the piece is now at ``R(q) p + t``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import pybullet

from babelworks.physics.settle import REST_ANGULAR_RAD_S, REST_LINEAR_CM_S
from babelworks.physics.skyscrapers_verdict import GIVE_WAY_CM, SOLVER_ITERATIONS, _Tower
from babelworks.physics.world import STEP_S, World

FRAMES_PER_S = 30
#: Stop recording once everything has rested this long (simulated seconds).
QUIET_S = 0.25

Motion = tuple[tuple[float, float, float, float], tuple[float, float, float]]


@dataclass
class Recording:
    """The motions of the verdict's moving pieces, one frame per 1/30 s of simulated time.

    Attributes:
        frames: per frame, piece key ("card:B07", "worker:red-2") -> motion since the start.
        seconds: simulated time covered.
    """

    frames: list[dict[str, Motion]] = field(default_factory=list)
    seconds: float = 0.0

    def largest_shift_cm(self) -> float:
        """How far any piece moved by the last frame (cm); 0 for an empty recording."""
        if not self.frames:
            return 0.0
        return max((float(np.linalg.norm(t)) for _, t in self.frames[-1].values()), default=0.0)


def record(state, tremor: list[float] | None = None, max_s: float = 2.0) -> Recording:
    """Step the verdict's world for ``state`` and keep the moving pieces' motions.

    Args:
        state: a SkyscrapersState awaiting its verdict (CHANCE).
        tremor: the verdict's hand tremor velocity for the newest card, if any.
        max_s: simulated seconds at most (a collapse is recorded this long).

    Returns:
        The recording; it ends early once everything has rested for ``QUIET_S``.
    """
    with World(solver_iterations=SOLVER_ITERATIONS) as world:
        tower = _Tower(world, state)
        if tremor is not None:  # the same shake the verdict gives (simulate())
            tower.shake(state.data["pending"]["action"], tremor)
        keys = _moving_keys(tower)
        bodies = list(keys)
        start = [_inverse(pose) for pose in world.poses(bodies)]
        steps = max(1, round(1.0 / (FRAMES_PER_S * STEP_S)))
        recording, quiet, released = Recording(), 0.0, False
        while recording.seconds < max_s and quiet < QUIET_S:
            if not released and tower.collapsed():
                released = _release_given_way(world, tower)
            world.step(steps)
            recording.seconds += steps * STEP_S
            recording.frames.append(_frame(world, bodies, start, keys))
            quiet = quiet + steps * STEP_S if _resting(world, bodies) else 0.0
        return recording


def _release_given_way(world: World, tower: _Tower) -> bool:
    """Let go every joint of a group that has given way, so it is seen to fall.

    Bullet's joints only yield at their force limit (they never break): the
    verdict reads a yield past GIVE_WAY_CM as a collapse; the animation then
    lets those cards go.
    """
    now = dict(zip(tower.groups, world.poses(list(tower.groups))))
    given = {body for body, pose in now.items()
             if np.linalg.norm(pose[:3] - tower.start[body][:3]) > GIVE_WAY_CM}
    given = given or set(tower.groups)  # a group down on the board: everything goes
    for n in reversed(range(pybullet.getNumConstraints(physicsClientId=world.client))):
        joint = pybullet.getConstraintUniqueId(n, physicsClientId=world.client)
        parent, child = pybullet.getConstraintInfo(joint, physicsClientId=world.client)[:3:2]
        if parent in given or child in given:
            pybullet.removeConstraint(joint, physicsClientId=world.client)
    return True


def _moving_keys(tower: _Tower) -> dict[int, list[str]]:
    """Each moving body and the piece keys that ride on it (cards of a group, a worker)."""
    keys = {body: [f"card:{card}" for card in group] for body, group in tower.groups.items()}
    for worker, (body, _) in tower.workers.items():
        keys[body] = [f"worker:{worker}"]
    return keys


def _frame(world: World, bodies: list[int], start: list, keys: dict[int, list[str]]) -> dict[str, Motion]:
    frame = {}
    for body, pose, first in zip(bodies, world.poses(bodies), start):
        t, q = pybullet.multiplyTransforms(pose[:3].tolist(), pose[3:].tolist(), *first)
        motion = (tuple(q), tuple(t))
        frame.update({key: motion for key in keys[body]})
    return frame


def _inverse(pose: np.ndarray):
    return pybullet.invertTransform(pose[:3].tolist(), pose[3:].tolist())


def _resting(world: World, bodies: list[int]) -> bool:
    if not bodies:
        return True
    speeds = world.speeds(bodies)
    return bool(np.all(speeds[:, 0] < REST_LINEAR_CM_S) and np.all(speeds[:, 1] < REST_ANGULAR_RAD_S))
