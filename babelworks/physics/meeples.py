"""A meeple as a rigid body, and which of its resting poses it lies in.

The body is one convex hull of the extruded meeple outline from
:mod:`babelworks.scene.meshes` (FINDINGS: 2-4x faster than a compound and it
settles reliably) with the mass properties of the real, non-convex wooden
piece set explicitly: the hull fills in between the legs and under the arms,
which would otherwise put the centre of mass too low and make it too stable
standing.

Body frame = the mesh frame: x across the arms, y through the thickness (the
front face looks along -y), z from the feet up to the head.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from babelworks.scene.meshes import MEEPLE_OUTLINE, MEEPLE_SIZE_CM
from babelworks.scene.quaternions import quaternion_matrix

WOOD_G_PER_CM3 = 0.7
#: A resting meeple lies on a hull face when its "down" is within this of the face's normal.
REST_TOLERANCE_DEG = 12.0
#: Resting poses the classifier can name (the roll table's keys, out_of_box added by the box).
POSES = ("standing", "side", "arm_head", "flat", "head", "cocked", "out_of_box")


@dataclass(frozen=True)
class MeepleBody:
    """What the physics needs to build a meeple.

    Attributes:
        vertices: (N, 3) hull corners in the body frame (cm), centred on the
            mesh's bounding box.
        mass: grams.
        centre_of_mass: in the body frame (cm).
        inertia: principal moments about the centre of mass (g cm^2), along x, y, z.
        rest_normals: (K, 3) outward unit normals of the hull's side faces, body frame.
        rest_poses: the pose name of each of those faces.
    """

    vertices: np.ndarray
    mass: float
    centre_of_mass: tuple[float, float, float]
    inertia: tuple[float, float, float]
    rest_normals: np.ndarray
    rest_poses: tuple[str, ...]


def _outline_cm() -> np.ndarray:
    """The outline in cm, centred on the mesh's bounding box (u = x, v = z)."""
    width, _, height = MEEPLE_SIZE_CM
    points = np.array(MEEPLE_OUTLINE) * (width / 2, height / 2)
    points[:, 1] -= height / 2
    return points


def _area_moments(points: np.ndarray) -> tuple[float, np.ndarray, float, float]:
    """Area, centroid and second moments about the centroid (of u^2 and v^2) of a polygon."""
    u, v = points[:, 0], points[:, 1]
    un, vn = np.roll(u, -1), np.roll(v, -1)
    cross = u * vn - un * v
    area = cross.sum() / 2
    centroid = np.array([((u + un) * cross).sum(), ((v + vn) * cross).sum()]) / (6 * area)
    uu = ((u * u + u * un + un * un) * cross).sum() / 12 - area * centroid[0] ** 2
    vv = ((v * v + v * vn + vn * vn) * cross).sum() / 12 - area * centroid[1] ** 2
    return area, centroid, uu, vv


def _pose_of_normal(nu: float, nv: float) -> str:
    """Name the pose of a meeple resting on a hull side face with outward normal (nu, nv)."""
    angle = math.degrees(math.atan2(nv, nu))
    if -135.0 <= angle <= -45.0:
        return "standing"  # feet down
    if abs(angle) < 20.0 or abs(angle) > 160.0:
        return "side"  # arm and leg down: on its side
    if 70.0 <= angle <= 110.0:
        return "head"
    return "arm_head"  # on the edge between an arm and the head


def _hull(points: np.ndarray) -> list[tuple[float, float]]:
    """The 2D convex hull's corners, counter-clockwise (monotone chain)."""
    ordered = sorted(map(tuple, points))

    def half(sequence):
        chain: list[tuple] = []
        for p in sequence:
            while len(chain) >= 2 and _turn(chain[-2], chain[-1], p) <= 1e-12:
                chain.pop()
            chain.append(p)
        return chain

    return half(ordered)[:-1] + half(reversed(ordered))[:-1]


def _hull_edges(hull: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Outward unit normals (u, v) of a counter-clockwise polygon's edges."""
    normals = []
    for a, b in zip(hull, hull[1:] + hull[:1]):
        du, dv = b[0] - a[0], b[1] - a[1]
        length = math.hypot(du, dv)
        normals.append((dv / length, -du / length))
    return normals


def _turn(o, a, b) -> float:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


@lru_cache(maxsize=1)
def meeple_body() -> MeepleBody:
    """The meeple's hull and mass properties (built once)."""
    points = _outline_cm()
    thickness = MEEPLE_SIZE_CM[1]
    area, centroid, uu, vv = _area_moments(points)
    mass = WOOD_G_PER_CM3 * area * thickness
    density_t = WOOD_G_PER_CM3 * thickness
    inertia = (
        mass * thickness**2 / 12 + density_t * vv,
        density_t * (uu + vv),
        mass * thickness**2 / 12 + density_t * uu,
    )
    hull = _hull(points)
    normals = _hull_edges(hull)
    # Only the hull's corners: pybullet tests every point given, and inner ones cost time.
    corners = np.array([(u, y, v) for u, v in hull for y in (-thickness / 2, thickness / 2)])
    rest = np.array([(nu, 0.0, nv) for nu, nv in normals] + [(0.0, 1.0, 0.0), (0.0, -1.0, 0.0)])
    poses = tuple(_pose_of_normal(nu, nv) for nu, nv in normals) + ("flat", "flat")
    return MeepleBody(
        vertices=corners,
        mass=float(mass),
        centre_of_mass=(float(centroid[0]), 0.0, float(centroid[1])),
        inertia=(float(inertia[0]), float(inertia[1]), float(inertia[2])),
        rest_normals=rest,
        rest_poses=poses,
    )


def resting_pose(orientation) -> str:
    """Name the pose of a meeple at rest from its orientation alone.

    The world's "down" in the body frame is compared with the hull faces'
    outward normals: within :data:`REST_TOLERANCE_DEG` of one, the meeple lies
    on that face (standing, side, arm_head, flat or head); otherwise it leans
    on something (a wall, another meeple) and is "cocked". A meeple lying on
    another one in a clear pose counts as that pose, as the rulebook says.

    Args:
        orientation: quaternion (x, y, z, w), body to world.
    """
    body = meeple_body()
    down = quaternion_matrix(orientation).T @ np.array([0.0, 0.0, -1.0])
    cosines = body.rest_normals @ down
    best = int(np.argmax(cosines))
    if cosines[best] < math.cos(math.radians(REST_TOLERANCE_DEG)):
        return "cocked"
    return body.rest_poses[best]


def mesh_centre(com_position, orientation) -> tuple[float, float, float]:
    """Where the mesh's bounding-box centre is, given the body's centre of mass pose."""
    offset = quaternion_matrix(orientation) @ np.asarray(meeple_body().centre_of_mass)
    x, y, z = (float(p - o) for p, o in zip(com_position, offset))
    return x, y, z
