"""The table view's camera under real mouse, wheel and key events: it stays above the table.

Issue 15 ("Gestures in 3D"): a sane orbit speed, never under the table, a clamped zoom.
"""

import pytest
from PySide6 import QtCore

from babelworks.render.camera import ORBIT_DEG_PER_PX
from babelworks.scene import camera as poses
from babelworks.scene.camera import CameraPose
from tests.render.mouse import Button, drag, wheel

pytestmark = pytest.mark.gl

Key = QtCore.Qt.Key
CTRL = QtCore.Qt.KeyboardModifier.ControlModifier


def _inside_limits(pose: CameraPose) -> bool:
    return poses.within_limits(pose) == pose


def test_orbit_turns_a_third_of_a_degree_per_pixel(table_view):
    before = table_view.camera_pose()
    drag(table_view, Button.LeftButton, (60, 120), (260, 120))  # 200 px to the right
    turned = before.azimuth - table_view.camera_pose().azimuth
    assert 0.25 <= turned / 200 <= 0.4  # pyqtgraph's own: 1.0 degree a pixel
    assert turned / 200 == pytest.approx(ORBIT_DEG_PER_PX)


@pytest.mark.parametrize("rise, bound", [(-3000, poses.MIN_ELEVATION_DEG), (3000, poses.MAX_ELEVATION_DEG)])
def test_a_long_vertical_drag_stops_at_the_floor_and_the_zenith(table_view, rise, bound):
    seen = []
    drag(
        table_view,
        Button.LeftButton,
        (160, 120),
        (160, 120 + rise),
        steps=60,
        each=lambda: seen.append(table_view.camera_pose().elevation),
    )
    assert min(seen) >= poses.MIN_ELEVATION_DEG and max(seen) <= poses.MAX_ELEVATION_DEG
    assert seen[-1] == pytest.approx(bound)
    assert _camera_height(table_view) > 0.0


def _camera_height(view) -> float:
    return view.cameraPosition().z()


@pytest.mark.parametrize("eighths, bound", [(120, poses.MIN_DISTANCE_CM), (-120, poses.MAX_DISTANCE_CM)])
def test_a_hundred_wheel_notches_stay_inside_the_zoom_limits(table_view, eighths, bound):
    seen = []
    for _ in range(100):
        wheel(table_view, eighths)
        seen.append(table_view.camera_pose().distance)
    assert poses.MIN_DISTANCE_CM <= min(seen) and max(seen) <= poses.MAX_DISTANCE_CM
    assert seen[-1] == pytest.approx(bound)


def test_a_small_wheel_turn_zooms_a_little(table_view):
    before = table_view.camera_pose().distance
    wheel(table_view, 15)  # a high-resolution wheel's click: an eighth of a notch
    assert table_view.camera_pose().distance == pytest.approx(before / 1.15**0.125)


def test_ctrl_wheel_zooms_too_and_leaves_the_field_of_view(table_view):
    fov, before = table_view.opts["fov"], table_view.camera_pose().distance
    for _ in range(100):
        wheel(table_view, -120, keys=CTRL)
    assert table_view.opts["fov"] == fov
    assert table_view.camera_pose().distance == pytest.approx(poses.MAX_DISTANCE_CM) != before


def test_arrow_keys_cannot_tip_the_camera_under_the_table(table_view, qtbot):
    for _ in range(40):
        qtbot.keyClick(table_view, Key.Key_Down)
    assert table_view.camera_pose().elevation == pytest.approx(poses.MIN_ELEVATION_DEG)
    for _ in range(40):
        qtbot.keyClick(table_view, Key.Key_Up)
    assert table_view.camera_pose().elevation == pytest.approx(poses.MAX_ELEVATION_DEG)


@pytest.mark.parametrize("key", [Key.Key_A, Key.Key_D, Key.Key_W, Key.Key_S])
def test_panning_by_keys_keeps_the_centre_over_the_table(table_view, qtbot, key):
    for _ in range(60):
        qtbot.keyClick(table_view, key)
    assert _inside_limits(table_view.camera_pose())
    assert table_view.camera_pose().centre != poses.preset("overview").centre


def test_panning_by_mouse_keeps_the_centre_over_the_table(table_view):
    drag(table_view, Button.RightButton, (10, 10), (310, 230), steps=30)
    drag(table_view, Button.MiddleButton, (310, 230), (10, 10), steps=30)
    drag(table_view, Button.MiddleButton, (160, 230), (160, 10), steps=30, keys=CTRL)  # up and down
    drag(table_view, Button.LeftButton, (160, 10), (160, 230), steps=30, keys=CTRL)
    pose = table_view.camera_pose()
    assert _inside_limits(pose) and pose.centre[2] >= 0.0


def test_set_camera_keeps_a_pose_from_under_the_table_above_it(table_view):
    table_view.set_camera(CameraPose((500.0, -500.0, -20.0), 2000.0, -30.0, 10.0))
    pose = table_view.camera_pose()
    assert pose.elevation == poses.MIN_ELEVATION_DEG and pose.distance == poses.MAX_DISTANCE_CM
    assert pose.centre == (70.0, -45.0, 0.0) and pose.azimuth == 10.0


@pytest.mark.parametrize("name", list(poses.CAMERA_PRESETS))
def test_every_preset_is_inside_the_limits(table_view, name):
    table_view.set_camera_preset(name)
    assert table_view.camera_pose() == poses.preset(name)
