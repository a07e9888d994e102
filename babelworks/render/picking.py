"""Ray picking against the pieces' oriented boxes, in plain numpy.

No GL_SELECT (gone from core GL and slow on llvmpipe): the viewport turns a
mouse position into a world ray and tests it against every piece's box at once.
"""

from __future__ import annotations

import numpy as np


def quaternion_matrices(rotations: np.ndarray) -> np.ndarray:
    """Rotation matrices for unit quaternions.

    Args:
        rotations: (N, 4) quaternions as (x, y, z, w).

    Returns:
        (N, 3, 3) matrices R with world = R @ local.
    """
    q = np.asarray(rotations, dtype=np.float64)
    q = q / np.linalg.norm(q, axis=1, keepdims=True)
    x, y, z, w = q.T
    return np.stack(
        [
            np.stack([1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)], -1),
            np.stack([2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)], -1),
            np.stack([2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)], -1),
        ],
        axis=1,
    )


def ray_through(inverse_mvp: np.ndarray, ndc_x: float, ndc_y: float) -> tuple[np.ndarray, np.ndarray]:
    """The world-space ray through a point of the screen.

    Args:
        inverse_mvp: (4, 4) inverse of projection @ view, acting on column vectors.
        ndc_x: horizontal position in normalised device coordinates (-1 left, 1 right).
        ndc_y: vertical position (-1 bottom, 1 top).

    Returns:
        (origin on the near plane, unit direction), each a (3,) array.
    """
    ends = inverse_mvp @ np.array([[ndc_x, ndc_y, -1.0, 1.0], [ndc_x, ndc_y, 1.0, 1.0]]).T
    near, far = (ends[:3] / ends[3]).T
    direction = far - near
    return near, direction / np.linalg.norm(direction)


def ray_box_distances(origin, direction, centres, rotations, half_extents) -> np.ndarray:
    """Distance along a ray to each oriented box (slab test), inf where it misses.

    Args:
        origin: (3,) ray start.
        direction: (3,) unit ray direction.
        centres: (N, 3) box centres.
        rotations: (N, 4) box orientations as (x, y, z, w) quaternions.
        half_extents: (N, 3) half sizes along each box's own axes.

    Returns:
        (N,) distances; boxes behind the ray start or missed get inf.
    """
    if len(centres) == 0:
        return np.empty(0)
    basis = quaternion_matrices(rotations)
    local_origin = np.einsum("nji,nj->ni", basis, np.asarray(origin) - centres)  # not shown
    local_dir = np.einsum("nji,j->ni", basis, np.asarray(direction, dtype=np.float64))
    with np.errstate(divide="ignore", invalid="ignore"):
        inv = 1.0 / local_dir
        t1 = (-half_extents - local_origin) * inv
        t2 = (half_extents - local_origin) * inv
    # A ray parallel to a slab and inside it gives nan (0 * inf): it never leaves.
    t_near = np.nanmax(np.minimum(t1, t2), axis=1)
    t_far = np.nanmin(np.maximum(t1, t2), axis=1)
    hit = (t_near <= t_far) & (t_far >= 0)
    return np.where(hit, np.maximum(t_near, 0.0), np.inf)


def nearest_hit(distances: np.ndarray) -> int | None:
    """Index of the closest finite distance, or None when the ray hit nothing."""
    if distances.size == 0 or not np.isfinite(distances).any():
        return None
    return int(np.argmin(distances))
