"""Rotations as quaternions (x, y, z, w) and matrices: one set of helpers for every layer."""

from __future__ import annotations

import math

import numpy as np


def quaternion_matrix(q) -> np.ndarray:
    """The 3 x 3 rotation matrix of a unit quaternion (x, y, z, w)."""
    x, y, z, w = q
    return np.array(
        [
            [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
            [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
            [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
        ]
    )


def matrix_quaternion(m: np.ndarray) -> tuple[float, float, float, float]:
    """A rotation matrix as a quaternion (x, y, z, w) (Shepperd's method)."""
    trace = m[0, 0] + m[1, 1] + m[2, 2]
    if trace > 0:
        s = math.sqrt(trace + 1.0) * 2
        return ((m[2, 1] - m[1, 2]) / s, (m[0, 2] - m[2, 0]) / s, (m[1, 0] - m[0, 1]) / s, 0.25 * s)
    i = int(np.argmax([m[0, 0], m[1, 1], m[2, 2]]))
    j, k = (i + 1) % 3, (i + 2) % 3
    s = math.sqrt(1.0 + m[i, i] - m[j, j] - m[k, k]) * 2
    q = [0.0, 0.0, 0.0, 0.0]
    q[i], q[j], q[k] = 0.25 * s, (m[j, i] + m[i, j]) / s, (m[k, i] + m[i, k]) / s
    q[3] = (m[k, j] - m[j, k]) / s
    return tuple(float(c) for c in q)  # type: ignore[return-value]


def quaternion_product(a, b) -> tuple[float, float, float, float]:
    """The rotation ``a`` after ``b`` (quaternions x, y, z, w)."""
    ax, ay, az, aw = a
    bx, by, bz, bw = b
    return (
        aw * bx + ax * bw + ay * bz - az * by,
        aw * by - ax * bz + ay * bw + az * bx,
        aw * bz + ax * by - ay * bx + az * bw,
        aw * bw - ax * bx - ay * by - az * bz,
    )


def z_turn(degrees: float) -> tuple[float, float, float, float]:
    """A turn of ``degrees`` about the vertical (z) axis."""
    half = math.radians(degrees) / 2
    return (0.0, 0.0, math.sin(half), math.cos(half))
