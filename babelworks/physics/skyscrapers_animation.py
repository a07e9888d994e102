"""The frames of a Skyscrapers verdict, and what they show.

The verdict (:mod:`babelworks.physics.skyscrapers_verdict`) produces its
answer *from* these frames: the frames a player sees are the verdict's own
trajectory, and :func:`judge` reads the outcome off them (the announced
verdict is what the animation shows, by construction).

A frame maps ``"card:B07"`` / ``"worker:red-2"`` to the rigid *motion* of that
piece since the start, ``(quaternion x, y, z, w, translation)`` in lattice
centimetres: a point ``p`` of the piece is now at ``R(q) p + t``. Pieces that
do not move are left out. Frames are 1/30 s of simulated time apart.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from babelworks.games.skyscrapers.geometry import card_centre_cm
from babelworks.physics.frame import cross

FRAMES_PER_S = 30
#: A card whose centre moved farther than this has given way: the building collapsed.
GIVE_WAY_CM = 2.0
#: A worker whose centre ended this far below where it stood has fallen.
FALLEN_CM = 1.0

Motion = tuple[tuple[float, float, float, float], tuple[float, float, float]]


@dataclass
class Recording:
    """The verdict's frames, one per 1/30 s of simulated time.

    Attributes:
        frames: per frame, piece key ("card:B07", "worker:red-2") -> motion since the start.
        seconds: simulated time covered.
    """

    frames: list[dict[str, Motion]] = field(default_factory=list)
    seconds: float = 0.0

    def largest_shift_cm(self) -> float:
        """How far any piece's origin moved by the last frame (cm); 0 for an empty recording."""
        if not self.frames:
            return 0.0
        return max((float(np.linalg.norm(t)) for _, t in self.frames[-1].values()), default=0.0)


def rotate(q, point) -> tuple[float, float, float]:
    """``point`` turned by the unit quaternion ``q`` (x, y, z, w)."""
    x, y, z, w = q
    px, py, pz = (float(c) for c in point)
    # p + 2 u x (u x p + w p), written out (numpy's cross costs 20 us a call).
    cx, cy, cz = y * pz - z * py + w * px, z * px - x * pz + w * py, x * py - y * px + w * pz
    return (px + 2 * (y * cz - z * cy), py + 2 * (z * cx - x * cz), pz + 2 * (x * cy - y * cx))


def moved_cm(motion: Motion, point) -> tuple[float, float, float]:
    """How far a motion carries ``point``: ``R p + t - p``."""
    q, t = motion
    r = rotate(q, point)
    return (r[0] + t[0] - point[0], r[1] + t[1] - point[1], r[2] + t[2] - point[2])


def _rotate_all(q: np.ndarray, points: np.ndarray) -> np.ndarray:
    """Points (N, 3) each turned by its unit quaternion (N, 4)."""
    u, w = q[:, :3], q[:, 3:]
    return points + 2.0 * cross(u, cross(u, points) + w * points)


def small_turns(centres: np.ndarray, shifts: np.ndarray, turns: np.ndarray) -> list[Motion]:
    """The motions of cards shifted by ``shifts`` and turned by the small rotation vectors
    ``turns`` about their own ``centres`` (all (N, 3): the frame analysis' displacements)."""
    angles = np.linalg.norm(turns, axis=1)
    sines = np.where(angles > 0, np.sin(angles / 2) / np.where(angles > 0, angles, 1.0), 0.0)
    q = np.c_[turns * sines[:, None], np.cos(angles / 2)]
    t = centres + shifts - _rotate_all(q, centres)
    return [(tuple(a), tuple(b)) for a, b in zip(q.tolist(), t.tolist())]


def card_centres(state) -> dict[str, tuple]:
    """Every card's centre (cm), keyed as frames key them ("card:B07")."""
    return {f"card:{card}": card_centre_cm(pose) for card, pose in state.structure.poses.items()}


def collapsed(frame: dict[str, Motion], centres: dict[str, tuple]) -> bool:
    """True when a card in ``frame`` has moved farther than :data:`GIVE_WAY_CM`.

    Args:
        frame: one frame.
        centres: :func:`card_centres` of the state the frames start from.
    """
    keys = [key for key in frame if key in centres]
    if not keys:
        return False
    q = np.array([frame[key][0] for key in keys])
    t = np.array([frame[key][1] for key in keys])
    points = np.array([centres[key] for key in keys])
    moved = _rotate_all(q, points) + t - points
    return bool(np.max(np.linalg.norm(moved, axis=1)) > GIVE_WAY_CM)


def fallen(frame: dict[str, Motion], centres: dict[str, np.ndarray]) -> list[str]:
    """Workers whose centre ended more than :data:`FALLEN_CM` below where they stood."""
    return sorted(
        key[7:]
        for key, motion in frame.items()
        if key.startswith("worker:")
        and key[7:] in centres
        and moved_cm(motion, centres[key[7:]])[2] < -FALLEN_CM
    )


def judge(state, frames: list[dict[str, Motion]], centres: dict[str, np.ndarray]) -> tuple[str, list[str]]:
    """The outcome the frames show: (result, fallen workers).

    Args:
        state: the state the frames start from.
        frames: the recorded frames.
        centres: worker -> its centre at the start (workers standing on floors).
    """
    cards = card_centres(state)
    if any(collapsed(frame, cards) for frame in frames):
        return "collapse", []
    down = fallen(frames[-1], centres) if frames else []
    return ("workers_fell" if down else "stable"), down
