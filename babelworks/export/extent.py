"""Where pieces reach: the corners of their boxes as posed on the table (for framing and centring)."""

from __future__ import annotations

import numpy as np

from babelworks.scene.meshes import mesh
from babelworks.scene.pieces import Piece

_UNIT_CORNERS = np.array([(x, y, z) for x in (-1, 1) for y in (-1, 1) for z in (-1, 1)], dtype=np.float64)


def corner_points(pieces: list[Piece]) -> np.ndarray:
    """The 8 corners of every piece's bounding box, posed on the table.

    Args:
        pieces: at least one piece.

    Returns:
        (8 * N, 3) points in cm.
    """
    halves = np.array([mesh(p.mesh).half_extents * p.scale for p in pieces], dtype=np.float64)
    local = halves[:, None, :] * _UNIT_CORNERS[None, :, :]
    turns = np.array([p.rotation for p in pieces], dtype=np.float64)
    turns /= np.linalg.norm(turns, axis=1, keepdims=True)
    axis, w = turns[:, None, :3], turns[:, None, 3:]
    # v + 2 q x (q x v + w v): a unit quaternion's rotation, the renderer's formula
    rotated = local + 2 * np.cross(axis, np.cross(axis, local) + w * local)
    centres = np.array([p.position for p in pieces], dtype=np.float64)
    return (rotated + centres[:, None, :]).reshape(-1, 3)
