"""The physics verdict for Skyscrapers: does the building stand, do workers fall?

One verdict, one world. :func:`run` decides a state awaiting its verdict
(CHANCE) and, when asked, keeps the frames the table plays; the announced
outcome is read off those very frames (:func:`~babelworks.physics.
skyscrapers_animation.judge`), so what the player sees is what the game logs.

1. **The frame analysis** (:mod:`babelworks.physics.frame`): every connector
   joint carries the loads its cards put on it, through closed frames too,
   with the P-delta correction (height and lean soften a building). The most
   overloaded joint breaks, the rest is solved again, until what remains holds.
2. **The hand's push** (:mod:`babelworks.physics.sway`): the tremor, a
   velocity in cm/s, is given to the new card (the card and the fingers
   pressing it, :data:`HAND_MASS_G`: an impulse into the building, spread over
   the hand's contact time) and to the workers on the cards it touches, or to
   the worker being placed;
   a bumped table (the action ``bump``) gives it to every card at once
   (:func:`bump_tremor`: the table's jolt, the building left behind).
   The building sways in its own modes; a joint the sway overloads breaks (then
   step 1 goes on without it); workers slide when tilt and sway ask more than
   friction gives, and fall once they slide off their card.
3. **The fall** (:mod:`babelworks.physics.skyscrapers_fall`): when cards are no
   longer held to the board, pybullet moves them (the standing part fixed) and
   the verdict is **collapse** once a card has moved more than
   :data:`~babelworks.physics.skyscrapers_animation.GIVE_WAY_CM`.

Outcome: ``{"type": "verdict", "result": ..., "fallen": [...], "tremor": [vx, vy, vz]}``;
the tremor is recorded so a replay needs no physics. The tremor comes from the
player's hand (:func:`hand_tremor`, the table's gestures), a computer player's
level (:func:`computer_tremor`) and the "shaky hands" option (:func:`shaky_tremor`).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from babelworks.games.skyscrapers import views
from babelworks.physics.frame import GRAVITY_CM, build_frame
from babelworks.physics.frame_analysis import analyse
from babelworks.physics.skyscrapers_animation import (
    FRAMES_PER_S,
    Recording,
    card_centres,
    collapsed,
    judge,
    moved_cm,
    small_turns,
)
from babelworks.physics.skyscrapers_fall import (
    SOLVER_ITERATIONS,
    FallWorld,
    worker_centre,
)
from babelworks.physics.sway import STEP_S, Push, sway
from babelworks.physics.world import World

#: A hand held still this long (s) before letting go disturbs nothing.
CALM_S = 0.3
#: The most a hand (or a clumsy computer) shakes, cm/s (the rules accept under 100 per axis).
MOST_TREMOR_CM_S = 90.0
#: A computer player of level 1 (the clumsiest: a hard flick) shakes up to this, cm/s; level 0 not at all.
COMPUTER_TREMOR_CM_S = 80.0
#: The level of the computer players that decide headless games.
COMPUTER_LEVEL = 0.5
#: The fingers pressing a card into its clips push with the card: their effective mass (g) adds
#: to its 5 g in the impulse the hand gives the building (spread over sway.CONTACT_S). With 25 g
#: the hardest hand (90 cm/s) brings down a symmetric tower of 7 storeys or more pressed its
#: weakest ways and none shorter, and an 80 cm/s flick across the walls of an 8-storey top
#: throws its workers off but leaves the tower (it would fall from 35 g).
HAND_MASS_G = 25.0
#: "Shaky hands": extra shake up to this on each level axis (a quarter of it vertically).
SHAKY_CM_S = 25.0
#: A fall is followed this long to decide; a collapse is recorded this long for the table.
DECIDE_S, RECORD_S = 1.0, 2.5
#: Falling pieces slower than this for REST_S have come to rest.
REST_CM_S, REST_RAD_S, REST_S = 0.5, 0.05, 0.1
STEPS_PER_FRAME = round(1.0 / (FRAMES_PER_S * STEP_S))


def hand_tremor(velocity_cm_s, still_s: float) -> list[float]:
    """The tremor of a person's drop: the hand's speed, calmed by holding still.

    Args:
        velocity_cm_s: the hand's horizontal velocity (x, y) over the drag's last moments,
            in the site's lattice axes (cm/s).
        still_s: how long the hand held still before letting go (s).

    Returns:
        ``[vx, vy, vz]``: the velocity given to what the hand touches (a flick pushes
        down a little too); zero after holding still for :data:`CALM_S`.
    """
    calm = max(0.0, 1.0 - still_s / CALM_S)
    vx, vy = (float(v) * calm for v in velocity_cm_s)
    return _capped([vx, vy, -0.25 * math.hypot(vx, vy)])


def computer_tremor(level: float, rng) -> list[float]:
    """A computer player's tremor: up to ``level`` x :data:`COMPUTER_TREMOR_CM_S`, any direction.

    Args:
        level: 0 (a perfectly steady hand) to 1 (the clumsiest).
        rng: the outcome Rng (None: a steady hand).
    """
    if rng is None or level <= 0:
        return [0.0, 0.0, 0.0]
    speed, angle = level * COMPUTER_TREMOR_CM_S * rng.random(), 2 * math.pi * rng.random()
    return _capped([speed * math.cos(angle), speed * math.sin(angle), -0.25 * speed])


def shaky_tremor(rng) -> list[float]:
    """The "shaky hands" option's extra shake, drawn from the outcome Rng."""
    scale = (SHAKY_CM_S, SHAKY_CM_S, SHAKY_CM_S / 4)
    return [(rng.random() * 2 - 1) * s for s in scale]


def add_tremors(*tremors) -> list[float]:
    """The sum of tremors, capped and rounded as an outcome records it."""
    return _capped([sum(t[k] for t in tremors) for k in range(3)])


def _capped(tremor) -> list[float]:
    size = math.sqrt(sum(v * v for v in tremor))
    scale = min(1.0, MOST_TREMOR_CM_S / size) if size > 0 else 0.0
    return [round(v * scale, 3) + 0.0 for v in tremor]


def resolve_outcome(state, rng) -> dict:
    """The verdict outcome for a state awaiting one, a computer player's hand deciding.

    Args:
        state: a SkyscrapersState whose ``current_player`` is CHANCE.
        rng: the caller's Rng (the computer's tremor, "shaky hands"); None: a steady hand.
    """
    strength = bumped(state)
    if strength is not None:  # the table's jolt, struck toward any side
        return verdict(state, bump_tremor(strength, 2 * math.pi * rng.random() if rng else 0.0))
    tremor = computer_tremor(COMPUTER_LEVEL, rng)
    if rng is not None and views.steady_hands(state):
        tremor = add_tremors(tremor, shaky_tremor(rng))
    return verdict(state, tremor)


def bump_tremor(strength: float, angle: float) -> list[float]:
    """The building's velocity relative to the board after the table is bumped.

    Args:
        strength: the bump's strength, the table's speed (cm/s).
        angle: the direction the table is struck toward, radians from the site's +x axis;
            the building is left behind, so it moves the other way.
    """
    return _capped([-strength * math.cos(angle), -strength * math.sin(angle), 0.0])


def bumped(state) -> float | None:
    """The strength of the bump awaiting its verdict, or None when a build or move awaits one."""
    action = views.awaited(state) or {}
    return action.get("strength") if action.get("type") == "bump" else None


def verdict(state, tremor) -> dict:
    """The verdict outcome for a state awaiting one, given the hand's tremor (cm/s)."""
    return run(state, tremor)[0]


def run(state, tremor, record: bool = False) -> tuple[dict, Recording | None]:
    """Decide the verdict and, with ``record``, keep its frames for the table.

    Returns:
        (outcome action, the recording or None).
    """
    tremor = _capped(tremor)
    push = _push(state, tremor)
    frame = build_frame(state)
    analysis, motion, broken = analyse(frame), None, []
    # The push breaks joints one at a time: the building without the first one it overloads
    # answers the same push, until it sways within its strength or something falls.
    while not analysis.falling:
        motion = sway(state, analysis, push)
        if motion.broken_at is None:
            break
        broken.append(motion.broken_at[0])
        analysis = analyse(frame, broken)
    centres = {
        w: worker_centre(state, w)
        for w, p in views.workers(state).items()
        if p["where"] == "site" and p["spot"] >= 0
    }
    if analysis.falling:
        unbroken = [j for j in frame.joints if all(j is not b for b in analysis.broken)]
        frames = _fall(state, analysis.falling, unbroken, push, record)
    else:
        frames = _stand(state, analysis, motion, centres)
    result, fallen = judge(state, frames, centres)
    outcome: dict[str, Any] = {"type": "verdict", "result": result}
    if fallen:
        outcome["fallen"] = fallen
    outcome["tremor"] = tremor
    recording = Recording(frames, len(frames) / FRAMES_PER_S) if record else None
    return outcome, recording


def record(state, tremor=(0.0, 0.0, 0.0)) -> Recording:
    """The frames of the verdict for ``state`` with the given tremor (what the table plays)."""
    recording = run(state, tremor, record=True)[1]
    assert recording is not None  # record=True keeps the frames
    return recording


def _push(state, tremor: list[float]) -> Push:
    action, velocity = views.awaited(state) or {}, np.array(tremor, float)
    content, workers = state.content, views.workers(state)
    if action.get("type") == "build":
        card = action["card"]
        near = state.structure.contacts.get(card, set()) | {card}
        touched = tuple(
            sorted(
                w for w, p in workers.items() if p["where"] == "site" and p["spot"] >= 0 and p["card"] in near
            )
        )
        return Push(card, (content.card_mass_g + HAND_MASS_G) * velocity, touched, velocity)
    if action.get("type") == "move":
        return Push(action["to"], content.worker_mass_g * velocity, (action["worker"],), velocity)
    if action.get("type") == "bump":
        return Push(building=velocity)
    return Push()


def _stand(state, analysis, motion, centres: dict) -> list[dict]:
    """The frames of a building that stands: its sway, and workers sliding or falling."""
    index = analysis.matrices[1]
    names = list(index)
    rows = np.array([index[card] for card in names], int).reshape(-1, 1) + np.arange(6)
    centres_now = np.array([analysis.frame.centres[card] for card in names]).reshape(-1, 3)
    frames, steps, cards = [], len(motion.times) - 1, None
    for step in range(STEPS_PER_FRAME, steps + 1, STEPS_PER_FRAME):
        if cards is None or motion.swaying:
            moved = motion.cards_at(step)[rows]
            cards = dict(zip(names, small_turns(centres_now, moved[:, :3], moved[:, 3:])))
        frame = {f"card:{card}": m for card, m in cards.items()}
        for worker, path in motion.slides.items():
            frame[f"worker:{worker}"] = _rider(
                state, worker, cards, path, motion.left_at.get(worker), step, centres
            )
        frames.append(frame)
    return frames + _landing(state, frames[-1] if frames else {}, motion, steps, centres)


def _rider(state, worker: str, cards: dict, path, left, step: int, centres: dict):
    """A worker's motion: carried by its floor and sliding on it, or falling once off it."""
    card = views.place_of(state, worker)["card"]
    carried = np.array(moved_cm(cards[card], centres[worker]) if card in cards else (0.0, 0.0, 0.0))
    if left is None or step <= left:
        return (0.0, 0.0, 0.0, 1.0), tuple(float(c) for c in carried + [*path[step], 0.0])
    flight = (step - left) * STEP_S
    speed = (path[left] - path[left - 1]) / STEP_S
    drop = min(0.5 * GRAVITY_CM * flight**2, centres[worker][2] - state.content.worker_size_cm[2] / 2)
    across = path[left] + speed * flight
    return (0.0, 0.0, 0.0, 1.0), tuple(float(c) for c in carried + [across[0], across[1], -drop])


def _landing(state, last: dict, motion, steps: int, centres: dict) -> list[dict]:
    """Frames after the sway until every fallen worker has reached the board."""
    if not motion.left_at:
        return []
    height = max(centres[w][2] for w in motion.left_at)
    extra = int(math.sqrt(2 * height / GRAVITY_CM) / STEP_S) + 1
    frames = []
    cards = {key[5:]: m for key, m in last.items() if key.startswith("card:")}
    for step in range(steps + STEPS_PER_FRAME, steps + extra + STEPS_PER_FRAME, STEPS_PER_FRAME):
        frame = dict(last)
        for worker, left in motion.left_at.items():
            frame[f"worker:{worker}"] = _rider(
                state, worker, cards, motion.slides[worker], left, step, centres
            )
        frames.append(frame)
    return frames


def _fall(state, falling: list[str], unbroken: list, push: Push, record: bool) -> list[dict]:
    """The frames of the falling cards in pybullet; stops once decided unless recording."""
    with World(solver_iterations=SOLVER_ITERATIONS, pooled=True) as world:
        fall = FallWorld(world, state, falling, unbroken)
        if np.any(push.building):  # a bumped table: everything that falls starts with the jolt
            fall.push(list(fall.body_of), push.building)
        else:
            fall.push([push.card, *push.workers] if push.card else list(push.workers), push.velocity)
        frames: list[dict]
        frames, limit, quiet, decided = [], DECIDE_S, 0.0, False
        centres = card_centres(state)
        while len(frames) / FRAMES_PER_S < limit and quiet < REST_S:
            world.step(STEPS_PER_FRAME)
            frames.append(fall.frame())
            if not decided and collapsed(frames[-1], centres):
                decided, limit = True, RECORD_S
                if not record:
                    break
            quiet = quiet + 1 / FRAMES_PER_S if fall.resting(REST_CM_S, REST_RAD_S) else 0.0
        return frames
