"""TableView under a real GL context: assertions on pixels, never on "no exception".

pyqtgraph catches draw errors and prints them, so a broken item still yields a
frame; every test here looks at what was actually drawn.
"""

import math

import numpy as np
import pytest
from PySide6 import QtCore

from babelworks.render.camera import ORBIT_DEG_PER_PX
from babelworks.render.frame_check import frame_problems
from babelworks.render.offscreen import render_image
from babelworks.render.viewport import TableView
from babelworks.scene.pieces import Piece
from tests.render.mouse import Button, drag, wheel

pytestmark = pytest.mark.gl

RED = (0.9, 0.02, 0.02, 1.0)


def _red_mask(image):
    r, g, b = (image[..., i].astype(int) for i in range(3))
    return (r > 90) & (r > 2 * g) & (r > 2 * b)


def _frame(view):
    return render_image(view, view.width(), view.height())


def _cube(piece_id, x, y, z=0.5, size=1.0, colour=RED):
    return Piece(piece_id, "cube", (x, y, z), scale=(size, size, size), colour=colour)


def test_empty_table_is_a_lit_picture_not_a_blank(table_view):
    image = _frame(table_view)
    assert image.shape == (240, 320, 3) and image.dtype == np.uint8
    assert frame_problems(image) == []


def test_red_cube_appears_red_where_it_projects(table_view):
    table_view.set_camera_preset("top")
    table_view.set_pieces([_cube("big", 20.0, 10.0, z=2.5, size=5.0)])
    image = _frame(table_view)
    x, y = table_view.project((20.0, 10.0, 5.0))
    assert _red_mask(image)[int(y), int(x)]
    far_x, far_y = table_view.project((-20.0, -10.0, 0.0))
    assert not _red_mask(image)[int(far_y), int(far_x)]


def test_top_face_is_lit_brighter_than_the_shadowed_side(table_view):
    table_view.set_camera_preset("close")
    table_view.set_pieces([_cube("c", 0.0, 0.0, z=2.0, size=4.0, colour=(0.6, 0.6, 0.6, 1))])
    image = _frame(table_view).astype(int)
    top = table_view.project((0.0, 0.0, 4.0))
    side = table_view.project((2.0, 0.0, 2.0))  # the +x face, turned from the light
    assert image[int(top[1]), int(top[0]), 0] > image[int(side[1]), int(side[0]), 0] + 20


def test_instancing_draws_every_instance(table_view):
    table_view.set_camera_preset("top")
    table_view.set_pieces([_cube("one", 0.0, 0.0, size=4.0)])
    one = _red_mask(_frame(table_view)).sum()
    spots = [(-30, -20), (-30, 20), (30, -20), (30, 20), (0, 0)]
    table_view.set_pieces([_cube(f"c{i}", x, y, size=4.0) for i, (x, y) in enumerate(spots)])
    five = _red_mask(_frame(table_view)).sum()
    assert one > 20
    assert 4.0 * one < five < 6.0 * one
    assert table_view.mesh_items()["cube"].instance_count == 5


def test_pieces_removed_from_the_table_disappear(table_view):
    table_view.set_camera_preset("top")
    table_view.set_pieces([_cube("c", 0.0, 0.0, size=4.0)])
    assert _red_mask(_frame(table_view)).sum() > 20
    table_view.set_pieces([])
    assert _red_mask(_frame(table_view)).sum() == 0


def test_unchanged_pieces_are_not_uploaded_again(table_view):
    pieces = [_cube(f"c{i}", i * 2.0, 0.0) for i in range(10)]
    table_view.set_pieces(pieces)
    _frame(table_view)
    item = table_view.mesh_items()["cube"]
    uploads = item.upload_count
    table_view.set_pieces(list(pieces))
    _frame(table_view)
    assert item.upload_count == uploads
    table_view.set_pieces(pieces[:-1] + [_cube("c9", 0.0, 9.0)])
    _frame(table_view)
    assert item.upload_count == uploads + 1


def test_every_mesh_kind_draws(table_view):
    table_view.set_camera_preset("top")
    for kind in ("cube", "tile", "card", "meeple", "board"):
        table_view.set_pieces([Piece("p", kind, (0.0, 0.0, 1.0), scale=(3, 3, 3), colour=RED)])
        assert _red_mask(_frame(table_view)).sum() > 20, kind


def test_pick_returns_the_piece_under_the_pointer(table_view):
    table_view.set_camera_preset("seat")
    cubes = [_cube("left", -10.0, 0.0, size=3.0), _cube("right", 10.0, 0.0, size=3.0)]
    table_view.set_pieces(cubes)
    assert table_view.pick(*table_view.project((-10.0, 0.0, 1.5))) == "left"
    assert table_view.pick(*table_view.project((10.0, 0.0, 1.5))) == "right"
    assert table_view.pick(*table_view.project((0.0, 20.0, 0.0))) is None


def test_pick_agrees_with_the_pixels_on_a_stack(table_view):
    table_view.set_camera_preset("close")
    stack = [_cube(f"level{z}", 0.0, 0.0, z=z + 0.5, colour=(0.1, 0.1, 0.9, 1)) for z in range(4)]
    top = _cube("top", 0.0, 0.0, z=4.5)
    table_view.set_pieces(stack + [top])
    x, y = table_view.project((0.0, 0.0, 5.0))
    assert _red_mask(_frame(table_view))[int(y), int(x)]
    assert table_view.pick(x, y) == "top"


def test_pick_respects_piece_rotation(table_view):
    table_view.set_camera_preset("top")
    quarter = (0.0, 0.0, math.sin(math.pi / 4), math.cos(math.pi / 4))
    table_view.set_pieces([Piece("card", "card", (0.0, 0.0, 0.02), rotation=quarter)])
    # The card is 8.8 cm long; turned a quarter, it reaches along x, not y.
    assert table_view.pick(*table_view.project((4.0, 0.0, 0.02))) == "card"
    assert table_view.pick(*table_view.project((0.0, 4.0, 0.02))) is None


def test_click_emits_piece_clicked(table_view, qtbot):
    table_view.set_camera_preset("top")
    table_view.set_pieces([_cube("target", 0.0, 0.0, size=6.0)])
    point = QtCore.QPoint(*(int(v) for v in table_view.project((0.0, 0.0, 6.0))))
    with qtbot.waitSignal(table_view.piece_clicked, timeout=1000) as blocker:
        qtbot.mouseClick(table_view, Button.LeftButton, pos=point)
    assert blocker.args == ["target"]


def test_left_drag_orbits_and_is_not_a_click(table_view, qtbot):
    table_view.set_camera_preset("top")
    table_view.set_pieces([_cube("target", 0.0, 0.0, size=6.0)])
    x, y = table_view.project((0.0, 0.0, 6.0))
    before = table_view.camera_pose()
    with qtbot.assertNotEmitted(table_view.piece_clicked):
        drag(table_view, Button.LeftButton, (x, y), (x + 40, y))
    assert table_view.camera_pose().azimuth == pytest.approx(before.azimuth - 40 * ORBIT_DEG_PER_PX)


def test_right_drag_pans_across_the_table(table_view):
    before = table_view.camera_pose()
    drag(table_view, Button.RightButton, (100, 100), (160, 100))
    after = table_view.camera_pose()
    assert after.centre != before.centre
    assert after.centre[2] == pytest.approx(before.centre[2])  # stays level with the table
    assert after.azimuth == before.azimuth


def test_wheel_zooms_in(table_view):
    before = table_view.camera_pose().distance
    wheel(table_view, 120)
    assert table_view.camera_pose().distance == pytest.approx(before / 1.15)


def test_keys_orbit_zoom_and_reset_the_camera(table_view, qtbot):
    start = table_view.camera_pose()
    qtbot.keyClick(table_view, QtCore.Qt.Key.Key_Left)
    assert table_view.camera_pose().azimuth == pytest.approx(start.azimuth + 5.0)
    qtbot.keyClick(table_view, QtCore.Qt.Key.Key_Minus)
    assert table_view.camera_pose().distance > start.distance
    qtbot.keyClick(table_view, QtCore.Qt.Key.Key_D)
    assert table_view.camera_pose().centre != start.centre
    qtbot.keyClick(table_view, QtCore.Qt.Key.Key_Home)
    assert table_view.camera_pose() == start


def test_zoom_stays_within_limits(table_view):
    for _ in range(100):
        table_view.zoom(0.5)
    assert table_view.camera_pose().distance == pytest.approx(5.0)


def test_unknown_preset_names_the_known_ones(table_view):
    with pytest.raises(KeyError, match="overview"):
        table_view.set_camera_preset("bird")


@pytest.mark.parametrize("size", [(1100, 300), (2100, 120)])  # supersampled / not
def test_render_image_of_any_size(table_view, size):
    image = render_image(table_view, *size)
    assert image.shape == (size[1], size[0], 3)
    assert frame_problems(image) == []


def test_supersampled_edges_blend_piece_and_table(table_view):
    table_view.set_camera_preset("top")
    table_view.set_pieces(
        [
            Piece(
                "c",
                "cube",
                (0.0, 0.0, 2.0),
                rotation=(0, 0, 0.2, 0.98),
                scale=(4, 4, 4),
                colour=(0.0, 0.0, 1.0, 1.0),
            )
        ]
    )
    image = _frame(table_view)[..., :3].astype(int)
    x, y = (int(v) for v in table_view.project((0.0, 0.0, 4.0)))
    near = image[y - 15 : y + 16, x - 15 : x + 16].reshape(-1, 3)  # the cube and table around it
    cube_colour, table_colour = image[y, x], image[y - 15, x - 15]
    distance = np.minimum(np.abs(near - cube_colour).sum(axis=1), np.abs(near - table_colour).sum(axis=1))
    assert (distance > 40).sum() >= 8  # blended edge pixels, neither cube nor table


def test_a_second_view_in_the_same_process_also_draws(table_view, qtbot):
    other = TableView()
    qtbot.addWidget(other)
    other.resize(200, 150)
    other.show()
    qtbot.waitExposed(other)
    other.set_camera_preset("top")
    other.set_pieces([_cube("c", 0.0, 0.0, size=6.0)])
    assert _red_mask(render_image(other, 200, 150)).sum() > 20


def test_rendering_a_view_never_shown_says_so(qtbot):
    hidden = TableView()
    qtbot.addWidget(hidden)
    with pytest.raises(RuntimeError, match="show it"):
        render_image(hidden, 64, 64)


def test_unknown_mesh_kind_is_refused_and_the_table_is_unchanged(table_view):
    table_view.set_pieces([_cube("c", 0.0, 0.0)])
    with pytest.raises(KeyError, match="dragon"):
        table_view.set_pieces([_cube("d", 1.0, 0.0), Piece("x", "dragon", (0.0, 0.0, 0.0))])
    assert [p.id for p in table_view.pieces()] == ["c"]
    assert table_view.mesh_items()["cube"].instance_count == 1


def test_set_camera_puts_the_camera_where_the_pose_says(table_view):
    from babelworks.scene.camera import CameraPose

    pose = CameraPose((3.0, -4.0, 1.0), 70.0, 40.0, -30.0)
    table_view.set_camera(pose)
    assert _same_pose(table_view.camera_pose(), pose)
    table_view.set_camera_preset("top")
    assert table_view.camera_pose().elevation == 90.0


def _same_pose(a, b) -> bool:
    return (
        a.centre == pytest.approx(b.centre)
        and a.distance == pytest.approx(b.distance)
        and a.elevation == pytest.approx(b.elevation)
        and a.azimuth == pytest.approx(b.azimuth)
    )
