"""Workers a computer's hand may push off their floor: a statistical model for the search.

The analytic verdict (:mod:`.analytic`) never drops a worker, but the table's
physics does (``babelworks.physics.sway``): the hand's tremor is given to the
worker being moved, or to the workers on the cards a new card touches; each
slides until friction stops it, and has fallen once it slides off its card.
Every spot is 1.25 cm from a long edge, and a computer's hand shakes up to
40 cm/s, which slides a worker 1.59 cm on a still floor: a few moves in a
hundred drop their worker, and a fall costs the mover 5 points and the action.

Here the floor stays still and level (the physics also lets it sway and tilt).
On 14 games whose verdicts came from the physics, the model dropped exactly the
workers the physics dropped, tremor for tremor, for all 154 workers pushed
(``python -m bench.fall_model``; docs/bots.md). Pure and cheap: a search player
draws its verdicts from it (:func:`outcome_with_falls`) where the analytic
stand-in alone would call every worker move safe.
"""

from __future__ import annotations

import math

from babelworks.core.protocol import Action
from babelworks.core.rng import Rng
from babelworks.games.skyscrapers import views
from babelworks.games.skyscrapers.analytic import GRAVITY_CM, analytic_verdict
from babelworks.games.skyscrapers.geometry import AXES, UNIT_CM, spot_point

#: The fastest tremor of a computer player's hand at the table, cm/s (the physics verdict's
#: ``COMPUTER_LEVEL`` x ``COMPUTER_TREMOR_CM_S``; a test keeps the two equal).
HAND_CM_S = 40.0
#: How fast friction stops a sliding worker, cm/s^2 (the physics' ``WORKER_FRICTION`` x g).
GRIP_CM_S2 = 0.5 * GRAVITY_CM
#: The physics' time step for a slide, s (``babelworks.physics.sway.STEP_S``).
STEP_S = 1.0 / 480.0


def pushed_workers(state) -> list[str]:
    """The workers standing on floors that the awaited build or move gives the hand's tremor."""
    action = views.awaited(state) or {}
    workers = views.workers(state)
    if action.get("type") == "build":
        near = state.structure.contacts.get(action["card"], set()) | {action["card"]}
        return sorted(w for w, p in workers.items() if _on_floor(p) and p["card"] in near)
    if action.get("type") == "move" and _on_floor(workers[action["worker"]]):
        return [action["worker"]]
    return []


def slides_off(state, worker: str, velocity: tuple[float, float]) -> bool:
    """Whether ``worker``, kicked at ``velocity`` (cm/s, level) on a still floor, leaves its card."""
    speed = math.hypot(*velocity)
    if not speed:
        return False
    place = views.workers(state)[worker]
    pose = state.structure.poses[place["card"]]
    a, b = spot_point(pose, place["spot"])
    u, v = AXES[pose.u], AXES[pose.v]
    per = slide_cm(speed) / speed / UNIT_CM  # card units per cm/s of the kick
    a += per * (velocity[0] * u[0] + velocity[1] * u[1])
    b += per * (velocity[0] * v[0] + velocity[1] * v[1])
    return not (0.0 <= a <= 2.0 and 0.0 <= b <= 1.0)  # a card is 2 x 1 units


def slide_cm(speed: float) -> float:
    """How far a worker kicked at ``speed`` (cm/s) slides on a still floor before friction
    stops it, summed step by step as the physics integrates it (a little short of v^2 / 2a)."""
    slowing = GRIP_CM_S2 * STEP_S
    steps = int(speed // slowing)
    return STEP_S * (steps * speed - slowing * steps * (steps + 1) / 2)


def outcome_with_falls(state, rng: Rng) -> Action:
    """The analytic verdict, with the workers one tremor of a computer's hand (drawn from
    ``rng``, as the table draws it) slides off their cards when the building stands."""
    verdict = analytic_verdict(state)
    pushed = pushed_workers(state)
    if verdict["result"] != "stable" or not pushed:
        return verdict
    speed, angle = HAND_CM_S * rng.random(), 2 * math.pi * rng.random()
    velocity = (speed * math.cos(angle), speed * math.sin(angle))
    fallen = [worker for worker in pushed if slides_off(state, worker, velocity)]
    return {"type": "verdict", "result": "workers_fell", "fallen": fallen} if fallen else verdict


def _on_floor(place: views.WorkerPlace) -> bool:
    return place["where"] == "site" and place["spot"] >= 0
