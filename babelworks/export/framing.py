"""The "hero" camera for a snapshot: the city seen from a low corner, filling the picture.

The camera is an orbit camera like the table view's (centre, distance,
elevation, azimuth; pyqtgraph's convention, with a horizontal field of view).
Given the view direction, the nearest distance that keeps every corner of the
pieces' bounding box inside the picture has a closed form per corner, so no
search is needed.
"""

from __future__ import annotations

import math

import numpy as np

from babelworks.export.gltf import city_pieces
from babelworks.scene.camera import CameraPose
from babelworks.scene.meshes import mesh
from babelworks.scene.pieces import Piece

HERO_ELEVATION_DEG = 32.0
HERO_AZIMUTH_DEG = -62.0  # from the south-east corner of the table, as a player standing up
FRAME_MARGIN = 0.05  # share of the picture's half-width left free around the city
EMPTY_TABLE_POSE = CameraPose((0.0, 0.0, 0.0), 150.0, HERO_ELEVATION_DEG, HERO_AZIMUTH_DEG)


def hero_pose(pieces: list[Piece], aspect: float, fov_deg: float = 60.0) -> CameraPose:
    """A camera that shows the city (or the whole table when nothing is marked city).

    Args:
        pieces: what the table shows.
        aspect: picture width / height.
        fov_deg: the view's horizontal field of view in degrees.

    Returns:
        A CameraPose looking at the centre of the pieces from the hero direction,
        as close as it can be with every piece in the picture.
    """
    framed = city_pieces(pieces) or list(pieces)
    if not framed:
        return EMPTY_TABLE_POSE
    points = corner_points(framed)
    centre = (points.min(axis=0) + points.max(axis=0)) / 2
    distance = fitting_distance(points - centre, HERO_ELEVATION_DEG, HERO_AZIMUTH_DEG,
                                aspect, fov_deg)
    return CameraPose(tuple(float(c) for c in centre), distance,
                      HERO_ELEVATION_DEG, HERO_AZIMUTH_DEG)


_UNIT_CORNERS = np.array([(x, y, z) for x in (-1, 1) for y in (-1, 1) for z in (-1, 1)],
                         dtype=np.float64)


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


def fitting_distance(offsets: np.ndarray, elevation_deg: float, azimuth_deg: float,
                     aspect: float, fov_deg: float) -> float:
    """The nearest orbit distance at which every point lies inside the picture.

    Args:
        offsets: (N, 3) points relative to the orbit centre, cm.
        elevation_deg: camera elevation above the table plane.
        azimuth_deg: camera azimuth around +Z (pyqtgraph's convention).
        aspect: picture width / height.
        fov_deg: horizontal field of view.

    Returns:
        The distance from the centre to the camera, cm.
    """
    elevation, azimuth = math.radians(elevation_deg), math.radians(azimuth_deg)
    towards_camera = np.array([math.cos(elevation) * math.cos(azimuth),
                               math.cos(elevation) * math.sin(azimuth), math.sin(elevation)])
    right = np.cross(-towards_camera, (0.0, 0.0, 1.0))
    right /= np.linalg.norm(right)
    up = np.cross(right, -towards_camera)
    tan_across = math.tan(math.radians(fov_deg) / 2) * (1 - FRAME_MARGIN)
    tan_up = tan_across / aspect
    nearer = offsets @ towards_camera  # how much closer to the camera than the centre
    across = np.abs(offsets @ right) / tan_across + nearer
    upwards = np.abs(offsets @ up) / tan_up + nearer
    return float(max(across.max(), upwards.max(), 1.0))
