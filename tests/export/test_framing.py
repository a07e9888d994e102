"""Every view's camera frames the city tightly and centred (checked by an independent projection)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from babelworks.export.extent import corner_points
from babelworks.export.framing import (
    EMPTY_TABLE_POSE,
    FRAME_MARGIN,
    fitted_pose,
    fitting_distance,
    framed_pieces,
    picture_pieces,
    view_names,
)
from babelworks.scene.pieces import Piece
from tests.export.sample_city import finished_city


def _screen(points, pose, aspect, fov_deg=60.0):
    """Normalised picture coordinates (-1..1 inside) of points, by a textbook look-at camera."""
    elevation, azimuth = math.radians(pose.elevation), math.radians(pose.azimuth)
    centre = np.array(pose.centre)
    eye = centre + pose.distance * np.array(
        [
            math.cos(elevation) * math.cos(azimuth),
            math.cos(elevation) * math.sin(azimuth),
            math.sin(elevation),
        ]
    )
    forward = (centre - eye) / np.linalg.norm(centre - eye)
    right = np.array([-math.sin(azimuth), math.cos(azimuth), 0.0])  # also right from straight above
    up = np.cross(right, forward)
    relative = np.asarray(points) - eye
    depth = relative @ forward
    half_width = math.tan(math.radians(fov_deg) / 2)
    return np.c_[
        (relative @ right) / depth / half_width, (relative @ up) / depth / (half_width / aspect)
    ], depth


@pytest.mark.parametrize("view", view_names())
@pytest.mark.parametrize("aspect", [16 / 9, 1.0, 9 / 16])
def test_every_view_shows_the_whole_city_centred_and_filling_the_picture(aspect, view):
    shown = picture_pieces(finished_city())
    pose = fitted_pose(shown, aspect, view)
    screen, depth = _screen(corner_points(framed_pieces(shown)), pose, aspect)
    assert np.all(depth > 0)
    reach = np.abs(screen).max(axis=0)
    assert reach.max() <= 1 - FRAME_MARGIN + 1e-9  # everything inside, with the margin
    assert reach.max() > 1 - FRAME_MARGIN - 1e-6  # and no further away than needed
    middle = (screen.max(axis=0) + screen.min(axis=0)) / 2
    assert np.abs(middle).max() < 0.02  # the margins balance: the city is in the middle


def test_the_ground_is_shown_but_not_fitted():
    board = Piece("board", "board", (0.0, 0.0, 0.125), extras={"city": True})
    tower = [Piece(f"c{k}", "cube", (3.0, 2.0, 0.75 + k), extras={"city": True}) for k in range(5)]
    loose = Piece("meeple", "meeple", (60.0, 0.0, 1.0))
    shown = picture_pieces([board, *tower, loose])
    assert shown == [board, *tower]
    assert framed_pieces(shown) == tower
    assert framed_pieces([board]) == [board]  # only ground: fit the ground
    assert fitted_pose(shown, 16 / 9).centre[:2] == pytest.approx((3.0, 2.0), abs=1.0)


def test_without_a_city_the_whole_table_is_fitted():
    loose = [Piece("a", "cube", (-40.0, 0.0, 0.5)), Piece("b", "cube", (40.0, 0.0, 0.5))]
    pose = fitted_pose(picture_pieces(loose), 16 / 9)
    screen, _ = _screen(corner_points(loose), pose, 16 / 9)
    assert np.abs(screen).max() <= 1.0
    assert fitted_pose([], 16 / 9) == EMPTY_TABLE_POSE


def test_an_unknown_view_names_the_known_ones():
    with pytest.raises(ValueError, match="three-quarter, overview"):
        fitted_pose(finished_city(), 16 / 9, "bird")


def test_corner_points_follow_rotation_and_scale():
    turned = Piece(
        "b",
        "tile",
        (10.0, 0.0, 1.0),
        rotation=(0, 0, math.sin(math.pi / 8), math.cos(math.pi / 8)),
        scale=(2.0, 1.0, 1.0),
    )
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
