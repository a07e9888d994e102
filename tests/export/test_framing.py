"""The hero camera frames the city tightly (checked by an independent projection)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from babelworks.export.framing import (EMPTY_TABLE_POSE, FRAME_MARGIN, corner_points,
                                       fitting_distance, hero_pose)
from babelworks.export.sample_city import finished_city
from babelworks.export.gltf import city_pieces
from babelworks.scene.pieces import Piece


def _screen(points, pose, aspect, fov_deg=60.0):
    """Normalised picture coordinates (-1..1 inside) of points, by a textbook look-at camera."""
    elevation, azimuth = math.radians(pose.elevation), math.radians(pose.azimuth)
    centre = np.array(pose.centre)
    eye = centre + pose.distance * np.array([math.cos(elevation) * math.cos(azimuth),
                                             math.cos(elevation) * math.sin(azimuth),
                                             math.sin(elevation)])
    forward = (centre - eye) / np.linalg.norm(centre - eye)
    right = np.cross(forward, (0, 0, 1))
    right /= np.linalg.norm(right)
    up = np.cross(right, forward)
    relative = np.asarray(points) - eye
    depth = relative @ forward
    half_width = math.tan(math.radians(fov_deg) / 2)
    return np.c_[(relative @ right) / depth / half_width,
                 (relative @ up) / depth / (half_width / aspect)], depth


@pytest.mark.parametrize("aspect", [16 / 9, 1.0, 9 / 16])
def test_hero_camera_shows_the_whole_city_and_fills_the_picture(aspect):
    pieces = finished_city()
    pose = hero_pose(pieces, aspect)
    corners = corner_points(city_pieces(pieces))
    screen, depth = _screen(corners, pose, aspect)
    assert np.all(depth > 0)
    reach = np.abs(screen).max(axis=0)
    assert reach.max() <= 1 - FRAME_MARGIN + 1e-9  # everything inside, with the margin
    assert reach.max() > 1 - FRAME_MARGIN - 1e-6  # and no further away than needed


def test_hero_camera_falls_back_to_the_whole_table_without_a_city():
    loose = [Piece("a", "cube", (-40.0, 0.0, 0.5)), Piece("b", "cube", (40.0, 0.0, 0.5))]
    pose = hero_pose(loose, 16 / 9)
    screen, _ = _screen(corner_points(loose), pose, 16 / 9)
    assert np.abs(screen).max() <= 1.0
    assert hero_pose([], 16 / 9) == EMPTY_TABLE_POSE


def test_corner_points_follow_rotation_and_scale():
    turned = Piece("b", "tile", (10.0, 0.0, 1.0), rotation=(0, 0, math.sin(math.pi / 8),
                                                             math.cos(math.pi / 8)),
                   scale=(2.0, 1.0, 1.0))
    corners = corner_points([turned])
    assert corners.shape == (8, 3)
    reach = np.linalg.norm(corners[:, :2] - (10.0, 0.0), axis=1)
    assert np.allclose(reach, math.hypot(4.5, 2.25))  # 9 x 4.5 cm, turned 45 degrees
    assert np.allclose(sorted(set(np.round(corners[:, 2], 6))), [0.9, 1.1])
    assert not np.allclose(np.abs(corners[:, 0] - 10.0), 4.5)  # no longer axis-aligned


def test_fitting_distance_grows_with_the_field_of_view_narrowing():
    points = np.array([[-10.0, -10.0, 0.0], [10.0, 10.0, 5.0]])
    wide = fitting_distance(points, 30.0, -60.0, 16 / 9, 60.0)
    narrow = fitting_distance(points, 30.0, -60.0, 16 / 9, 30.0)
    assert narrow > 1.8 * wide
