"""The standing building's sway after the hand lets go, and the workers riding on it.

The hand gives a velocity (the *tremor*, cm/s) to what it touches: a new card
(an impulse into the building) and the workers on the cards it touches, or the
worker being placed. The hand presses for a while, it does not strike: its
impulse is a half-sine force over :data:`CONTACT_S`, so a short stiff building
follows the press (it takes the force, not a blow it cannot give way to) while
a tall soft one is still swaying into it, and the load on its joints grows with
the height the press acts at. A bumped table jolts the whole building instead: the board
jumps, the building held at its foot is left behind, so every card starts with
the same velocity relative to the board (:attr:`Push.building`, an impulse of
its mass times that velocity on every card) and the workers ride along with
their floors. The building answers as the linear structure of
:mod:`babelworks.physics.frame` (stiffness with the P-delta correction, card
and worker masses) vibrating in its own modes, damped by :data:`DAMPING`
(a fraction of critical). The modal solution is exact at every sample, so it
costs one eigen-decomposition and no time stepping.

A worker stands on its floor by friction (:data:`WORKER_FRICTION`, a friction
angle of 26.6 degrees): it slides when the floor's tilt and its swaying ask
more than friction gives, and has fallen once it slides off the card's edge.
Sliding is integrated with velocity steps (the floor's change of velocity per
step, then friction), which stays exact for the building's fast modes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from babelworks.games.skyscrapers import views
from babelworks.games.skyscrapers.geometry import AXES, UNIT_CM, card_centre_cm, spot_cm
from babelworks.physics.blas import one_blas_thread
from babelworks.physics.frame import GRAVITY_CM, cross
from babelworks.physics.frame_analysis import Analysis, utilisation

STEP_S = 1.0 / 480.0
#: The sway is followed this long (simulated s); card buildings ring down well before.
SWAY_S = 0.5
#: Fraction of critical damping of every mode (paper and plastic clips rub; 5 % is a
#: common figure for light jointed structures).
DAMPING = 0.05
#: Modes faster than this (rad/s, the 1/480 s samples' Nyquist limit) are left out of a bumped
#: table's blow: it moves them by less than p / (m omega), under 1 % of the slow modes' sway.
#: The hand's press moves every mode (the fast ones follow it as it presses).
FASTEST_RAD_S = 2 * 3.14159 * 240
#: How long the hand presses on the card it lets go of (s): its impulse is a half-sine force
#: over this time, not a blow. The table measures the hand's speed over the same 0.15 s
#: (the drag's last moments). Longer, the 4-storey tower's first mode (17 Hz) rings with the
#: press and outdoes the 5-storey one; shorter, a 10-storey tower (5 Hz) takes it as a blow
#: and the load at its foot falls below a 9-storey one's.
CONTACT_S = 0.15
#: Card on worker: the figure slides at a tilt of atan(0.5) = 26.6 degrees.
WORKER_FRICTION = 0.5


@dataclass
class Push:
    """What the hand's tremor touches: a card (its impulse, g cm/s) and workers (their velocity),
    or, for a bumped table, every card (``building``: their common velocity, cm/s)."""

    card: str | None = None
    impulse: np.ndarray = field(default_factory=lambda: np.zeros(3))
    workers: tuple[str, ...] = ()
    velocity: np.ndarray = field(default_factory=lambda: np.zeros(3))
    building: np.ndarray = field(default_factory=lambda: np.zeros(3))

    def moves(self, index: dict) -> bool:
        """True when the push sets some of the standing cards (``index``) moving."""
        return bool(np.any(self.building)) or (self.card in index and bool(np.any(self.impulse)))


@dataclass
class Modes:
    """The building's sway in modal terms: shapes (n, m), coordinates and their rates (T, m)."""

    shapes: np.ndarray
    position: np.ndarray
    velocity: np.ndarray


@dataclass
class Sway:
    """The sway's outcome.

    Attributes:
        times: sample times (s), one per step.
        static: (n,) the standing cards' rows at rest under their loads.
        modes: the sway about that rest, or None when nothing pushed the building.
        broken_at: (joint, step) of the first joint the sway overloads, or None.
        slides: worker -> (T, 2) horizontal slide on its floor (cm).
        left_at: worker -> step at which it slid off its card (fallen workers only).
    """

    times: np.ndarray
    static: np.ndarray
    modes: Modes | None
    broken_at: tuple | None
    slides: dict[str, np.ndarray]
    left_at: dict[str, int]

    @property
    def swaying(self) -> bool:
        """True when the building moves (something pushed it)."""
        return self.modes is not None

    def cards_at(self, step: int) -> np.ndarray:
        """The standing cards' rows (static + sway) at a sample."""
        if self.modes is None:
            return self.static
        return self.static + self.modes.shapes @ self.modes.position[step]


def sway(state, analysis: Analysis, push: Push) -> Sway:
    """How the standing building and its workers move after the push (see the module doc)."""
    assert analysis.matrices is not None  # a standing building has its matrices
    stiff, index = analysis.matrices
    frame = analysis.frame
    times = np.arange(round(SWAY_S / STEP_S) + 1) * STEP_S
    static = np.zeros(6 * len(index))
    for card, row in index.items():
        static[row : row + 3], static[row + 3 : row + 6] = analysis.displacement[card]
    with one_blas_thread():
        modes = _modal(frame, stiff, index, push, times) if push.moves(index) else None
        broken_at = _first_overload(frame, index, static, modes)
    slides, left_at = _slides(state, index, static, modes, push, len(times))
    return Sway(times, static, modes, broken_at, slides, left_at)


def _mass_rows(frame, index: dict) -> np.ndarray:
    rows = np.zeros(6 * len(index))
    for card, row in index.items():
        mass, inertia = frame.masses[card]
        rows[row : row + 3], rows[row + 3 : row + 6] = mass, inertia
    return rows


def _modal(frame, stiff, index: dict, push: Push, times: np.ndarray) -> Modes:
    """The modes' coordinates and rates after the push (modal superposition, exact per sample).

    The hand's impulse on its card is spread over :data:`CONTACT_S` as a half sine; every
    mode answers it, the stiff ones as they are pressed (quasi-statically). A bumped table's
    jolt is a sudden impulse on every card, answered by the modes below :data:`FASTEST_RAD_S`.
    """
    masses = _mass_rows(frame, index)
    hand, jolt = np.zeros(6 * len(index)), np.zeros(6 * len(index))
    if push.card in index:
        hand[index[push.card] : index[push.card] + 3] = push.impulse
    for row in index.values():  # a bumped table: every card's mass times the jolt
        jolt[row : row + 3] += masses[row : row + 3] * push.building
    scale = 1.0 / np.sqrt(masses)
    square, shapes = np.linalg.eigh(scale[:, None] * (stiff + stiff.T) / 2 * scale[None, :])
    omega = np.sqrt(np.maximum(square, 1e-6))
    shapes = scale[:, None] * shapes
    position, velocity = pressed(omega, shapes.T @ hand, times)
    start = np.where(omega < FASTEST_RAD_S, shapes.T @ jolt, 0.0)  # each mode's initial velocity
    if np.any(start):
        kick_position, kick_velocity = kicked(omega, start, times)
        position, velocity = position + kick_position, velocity + kick_velocity
    return Modes(shapes, position, velocity)


def kicked(omega: np.ndarray, start: np.ndarray, times: np.ndarray):
    """Damped modes (m) set moving at ``start`` rates at time 0 (a blow): coordinates and rates (T, m)."""
    damped = omega * np.sqrt(1 - DAMPING**2)
    decay = np.exp(-DAMPING * np.outer(times, omega))
    sine, cosine = np.sin(np.outer(times, damped)), np.cos(np.outer(times, damped))
    position = decay * sine / damped * start
    velocity = decay * (cosine - DAMPING * omega / damped * sine) * start
    return position, velocity


def pressed(omega: np.ndarray, impulse: np.ndarray, times: np.ndarray, contact_s: float = CONTACT_S):
    """Damped modes (m) pressed by a half-sine force of total ``impulse`` over ``contact_s``.

    The pulse is a sine begun at 0 plus the same sine begun at ``contact_s``, half a
    period later (they cancel from then on), so the answer is the sum of two exact
    sine responses. Returns the modal coordinates and their rates (T, m).
    """
    if not np.any(impulse):
        zeros = np.zeros((len(times), len(omega)))
        return zeros, zeros
    rate = np.pi / contact_s
    amplitude = impulse * rate / 2  # the half sine's peak: its integral is the impulse
    position, velocity = _sine_answer(omega, amplitude, rate, times)
    later = times >= contact_s
    shifted = _sine_answer(omega, amplitude, rate, times[later] - contact_s)
    position[later] += shifted[0]
    velocity[later] += shifted[1]
    return position, velocity


def _sine_answer(omega: np.ndarray, amplitude: np.ndarray, rate: float, times: np.ndarray):
    """Damped modes at rest at time 0, driven by ``amplitude`` sin(rate t): coordinates, rates (T, m)."""
    receptance = 1.0 / (omega**2 - rate**2 + 2j * DAMPING * omega * rate)
    wave = np.exp(1j * rate * times)[:, None] * receptance
    steady, steady_rate = amplitude * wave.imag, amplitude * rate * wave.real
    # The free vibration that starts the modes at rest: minus the steady state's start.
    at_rest = -amplitude * receptance.imag, -amplitude * rate * receptance.real
    damped = omega * np.sqrt(1 - DAMPING**2)
    sine_start = (at_rest[1] + DAMPING * omega * at_rest[0]) / damped
    decay = np.exp(-DAMPING * np.outer(times, omega))
    sine, cosine = np.sin(np.outer(times, damped)), np.cos(np.outer(times, damped))
    free = decay * (at_rest[0] * cosine + sine_start * sine)
    free_rate = decay * (
        (sine_start * damped - DAMPING * omega * at_rest[0]) * cosine
        - (at_rest[0] * damped + DAMPING * omega * sine_start) * sine
    )
    return steady + free, steady_rate + free_rate


def _first_overload(frame, index: dict, static: np.ndarray, modes: Modes | None):
    """The joint whose load first passes its strength during the sway, and when."""
    joints = frame.joints
    if not joints or not len(index):
        return None
    matrix = _load_matrix(frame, index)
    loads = (matrix @ static)[:, None]  # (6 * joints, T)
    if modes is not None:
        loads = loads + (matrix @ modes.shapes) @ modes.position.T
    loads = loads.reshape(len(joints), 6, -1).transpose(2, 0, 1)  # (T, joints, 6)
    use = utilisation(joints, loads)
    over = np.argwhere(use > 1.0)
    if not len(over):
        return None
    step = int(over[0, 0])
    return joints[int(np.argmax(use[step]))], step


def _load_matrix(frame, index: dict) -> np.ndarray:
    """The map from card displacements to every joint's (force, moment)."""
    rows = np.zeros((6 * len(frame.joints), 6 * len(index)))
    for n, joint in enumerate(frame.joints):
        for card, load_map in zip((joint.first, joint.second), joint.maps):
            if card in index:
                rows[6 * n : 6 * n + 6, index[card] : index[card] + 6] += load_map
    return rows


def _slides(state, index: dict, static, modes, push: Push, samples: int):
    """Each worker's slide on its floor, and the step at which the fallen ones left it."""
    riders = _riders(state)
    if not riders:
        return {}, {}
    floors, tilts, kicks, poses, points = [], [], [], [], []
    for worker, (card, spot) in riders.items():
        pose = state.structure.poses[card]
        point = np.array(spot_cm(pose, spot))
        floor, tilt = _floor_motion(
            index.get(card), static, modes, samples, point - np.array(card_centre_cm(pose))
        )
        floors.append(floor)
        tilts.append(tilt)
        kicks.append(push.velocity[:2] if worker in push.workers else np.zeros(2))
        poses.append(pose)
        points.append(point)
    paths = _slide(np.array(floors), np.array(tilts), np.array(kicks))
    slides, left_at = {}, {}
    for worker, path, pose, point in zip(riders, paths, poses, points):
        slides[worker] = path
        off = ~_on_card(pose, point[None, :] + np.c_[path, np.zeros(len(path))])
        if off.any():
            left_at[worker] = int(np.argmax(off))
    return slides, left_at


def _riders(state) -> dict[str, tuple[str, int]]:
    """Workers standing on floor cards: worker -> (card, spot), sorted."""
    return {
        w: (p["card"], p["spot"])
        for w, p in sorted(views.workers(state).items())
        if p["where"] == "site" and p["spot"] >= 0
    }


def _floor_motion(row, static, modes: Modes | None, samples: int, r: np.ndarray):
    """The floor's horizontal velocity at a spot (T, 2) and its tilt (T, 3), zero when fixed."""
    if row is None:
        return np.zeros((samples, 2)), np.zeros((samples, 3))
    tilt = np.broadcast_to(static[row + 3 : row + 6], (samples, 3))
    if modes is None:
        return np.zeros((samples, 2)), tilt
    tilt = tilt + modes.position @ modes.shapes[row + 3 : row + 6].T
    speeds = modes.velocity @ modes.shapes[row : row + 6].T  # (T, 6)
    velocity = speeds[:, :3] + cross(speeds[:, 3:], np.broadcast_to(r, (samples, 3)))
    return velocity[:, :2], tilt


def _slide(floor, tilt, kick):
    """Integrate the workers' slides (W workers, T steps): their paths (W, T, 2) on their floors."""
    grip = WORKER_FRICTION * GRAVITY_CM * STEP_S
    # On a floor turned by theta, gravity pulls along it by g (theta x z).
    pull = GRAVITY_CM * np.stack([tilt[..., 1], -tilt[..., 0]], axis=-1) * STEP_S
    drive = pull[:, 1:] - np.diff(floor, axis=1)
    paths = np.zeros(floor.shape[:2] + (2,))
    if not np.any(kick) and np.all(np.hypot(drive[..., 0], drive[..., 1]) <= grip):
        return paths  # friction holds every worker at every step
    relative, where = np.asarray(kick, float).copy(), np.zeros((len(floor), 2))
    for step in range(1, floor.shape[1]):
        relative += drive[:, step - 1]
        speed = np.hypot(relative[:, 0], relative[:, 1])
        relative *= (np.maximum(0.0, speed - grip) / np.where(speed > 0, speed, 1.0))[:, None]
        where = where + relative * STEP_S
        paths[:, step] = where
    return paths


def _on_card(pose, points) -> np.ndarray:
    """Per point (N, 3), True while it is above the card's rectangle."""
    u, v = np.array(AXES[pose.u], float), np.array(AXES[pose.v], float)
    offset = np.asarray(points) / UNIT_CM - np.array(pose.at, float)
    a, b = offset @ u, offset @ v
    return (a >= 0.0) & (a <= 2.0) & (b >= 0.0) & (b <= 1.0)
