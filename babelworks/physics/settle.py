"""Step a world until its moving bodies rest, with early exits.

A verdict needs only two answers, "at rest" or "something gave way", so the
loop checks every ``check_every`` steps and stops at the first of: everything
slower than the rest speeds for ``rest_s`` simulated seconds; the caller's
``give_way`` test returning True; or ``max_s`` simulated seconds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

REST_LINEAR_CM_S = 0.5
REST_ANGULAR_RAD_S = 0.05


@dataclass(frozen=True)
class SettleResult:
    """How a settle ended: ``reason`` is "rest", "gave_way" or "timeout"."""

    reason: str
    time_s: float
    steps: int


def settle(
    world,
    bodies: Sequence[int],
    rest_s: float = 0.2,
    max_s: float = 2.0,
    check_every: int = 12,
    give_way: Callable[[], bool] | None = None,
) -> SettleResult:
    """Step ``world`` until ``bodies`` rest, ``give_way()`` is True or time runs out.

    Args:
        world: a :class:`babelworks.physics.world.World`.
        bodies: the dynamic bodies whose rest ends the loop.
        rest_s: simulated seconds all bodies must stay below the rest speeds.
        max_s: simulated seconds before giving up ("timeout").
        check_every: steps between checks (a check reads every body's velocity).
        give_way: optional early exit, called at every check.

    Returns:
        The reason the loop stopped, the simulated time and steps taken.
    """
    steps, quiet_since = 0, 0.0
    start = world.time_s
    while world.time_s - start < max_s:
        world.step(check_every)
        steps += check_every
        if give_way is not None and give_way():
            return SettleResult("gave_way", world.time_s - start, steps)
        if not _all_resting(world, bodies):
            quiet_since = world.time_s
        elif world.time_s - quiet_since >= rest_s:
            return SettleResult("rest", world.time_s - start, steps)
    return SettleResult("timeout", world.time_s - start, steps)


def _all_resting(world, bodies: Sequence[int]) -> bool:
    if not len(bodies):
        return True
    speeds = world.speeds(bodies)
    return bool(np.all(speeds[:, 0] < REST_LINEAR_CM_S) and np.all(speeds[:, 1] < REST_ANGULAR_RAD_S))
