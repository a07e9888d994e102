"""The camera's limits as plain data: a pose is brought above the table, its picture kept where it can be."""

import math

import pytest

from babelworks.scene import camera as poses
from babelworks.scene.camera import CameraPose, within_limits


def _eye(pose: CameraPose) -> tuple[float, float, float]:
    up, round_ = math.radians(pose.elevation), math.radians(pose.azimuth)
    x, y, z = pose.centre
    d = pose.distance
    return (
        x + d * math.cos(up) * math.cos(round_),
        y + d * math.cos(up) * math.sin(round_),
        z + d * math.sin(up),
    )


def test_a_pose_inside_the_limits_is_kept_as_it_is():
    pose = CameraPose((10.0, -20.0, 3.0), 60.0, 40.0, -75.0)
    assert within_limits(pose) == pose


def test_a_centre_under_the_top_slides_along_the_line_of_sight_keeping_the_picture():
    pose = CameraPose((0.7, 3.3, -4.8), 63.7, 32.0, -62.0)  # an exported picture's fitted pose
    kept = within_limits(pose)
    assert kept.centre[2] == pytest.approx(0.0)
    assert _eye(kept) == pytest.approx(_eye(pose))
    assert (kept.elevation, kept.azimuth) == (pose.elevation, pose.azimuth)


@pytest.mark.parametrize("elevation", [-90.0, -30.0, 0.0, 3.0])
def test_the_camera_never_looks_from_under_the_table(elevation):
    kept = within_limits(CameraPose((0.0, 0.0, -30.0), 5.0, elevation, 20.0))
    assert kept.elevation == poses.MIN_ELEVATION_DEG
    assert kept.centre[2] >= 0.0 and _eye(kept)[2] > 0.0


def test_the_centre_stays_over_the_table_and_the_distance_within_its_limits():
    kept = within_limits(CameraPose((500.0, -500.0, 400.0), 2.0, 120.0, 10.0))
    assert kept.elevation == poses.MAX_ELEVATION_DEG
    (x_low, x_high), (y_low, y_high), (_, z_high) = poses.CENTRE_BOX_CM
    assert kept.centre == pytest.approx((x_high, y_low, z_high))
    assert poses.MIN_DISTANCE_CM <= kept.distance <= poses.MAX_DISTANCE_CM
