"""Plane polygons cut into triangles (ear clipping), pure numpy: the caps of extruded meshes."""

from __future__ import annotations

import numpy as np


def triangulate(polygon: np.ndarray) -> list[tuple[int, int, int]]:
    """Ear-clip a simple counter-clockwise polygon into triangles.

    Args:
        polygon: (N, 2) corners, counter-clockwise.

    Returns:
        N - 2 index triples, each counter-clockwise.

    Raises:
        ValueError: if the polygon is not simple or not counter-clockwise.
    """
    points = np.asarray(polygon, dtype=np.float64)
    remaining = list(range(len(points)))
    triangles = []
    while len(remaining) > 3:
        ear = _find_ear(points, remaining)
        i = remaining.index(ear)
        triangles.append((remaining[i - 1], ear, remaining[(i + 1) % len(remaining)]))
        remaining.pop(i)
    triangles.append((remaining[0], remaining[1], remaining[2]))
    return triangles


def _cross(o, a, b) -> float:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def _find_ear(points: np.ndarray, remaining: list[int]) -> int:
    """Return a corner whose triangle is convex and holds no other corner."""
    count = len(remaining)
    for i, corner in enumerate(remaining):
        prev, nxt = remaining[i - 1], remaining[(i + 1) % count]
        a, b, c = points[prev], points[corner], points[nxt]
        if _cross(a, b, c) <= 1e-12:
            continue  # reflex or degenerate corner
        others = (points[j] for j in remaining if j not in (prev, corner, nxt))
        if not any(_inside_triangle(p, a, b, c) for p in others):
            return corner
    raise ValueError("polygon is not simple and counter-clockwise; cannot triangulate")  # not shown


def _inside_triangle(p, a, b, c) -> bool:
    return _cross(a, b, p) >= 0 and _cross(b, c, p) >= 0 and _cross(c, a, p) >= 0
