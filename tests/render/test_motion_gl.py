"""Moved pieces glide on the table view: off by default, in between at mid-time, exact at the end.

The glide is driven by calling ``step_motion`` with chosen times: no test sleeps.
"""

import numpy as np
import pytest

from babelworks.render.offscreen import render_image
from babelworks.scene.pieces import Piece

pytestmark = pytest.mark.gl

RED = (0.9, 0.02, 0.02, 1.0)
GLIDE_MS = 300


def _cube(piece_id, x, y=0.0, size=4.0, colour=RED):
    return Piece(piece_id, "cube", (x, y, size / 2), scale=(size, size, size), colour=colour)


def _drawn(view, piece_id):
    return next(piece for piece in view.drawn_pieces() if piece.id == piece_id)


@pytest.fixture
def gliding_view(table_view):
    """The table view with glides on and a red cube on the left, a grey one on the right."""
    table_view.set_camera_preset("top")
    table_view.set_motion(GLIDE_MS)
    table_view.set_pieces([_cube("red", -30.0), _cube("grey", 30.0, colour=(0.5, 0.5, 0.5, 1.0))])
    return table_view


def _move_red(view, x=30.0, y=-20.0):
    new = [_cube("red", x, y), _cube("grey", 30.0, colour=(0.5, 0.5, 0.5, 1.0))]
    with view.gliding():
        view.set_pieces(new)
    return new


def test_a_moved_piece_is_drawn_in_between_at_mid_time_and_exactly_at_its_place_at_the_end(gliding_view):
    ended = []
    gliding_view.motion_finished.connect(lambda: ended.append(True))
    new = _move_red(gliding_view)
    assert gliding_view.moving() and gliding_view.pieces() != gliding_view.drawn_pieces()
    assert _drawn(gliding_view, "red").position == pytest.approx((-30.0, 0.0, 2.0))
    gliding_view.step_motion(GLIDE_MS / 2)
    x, y, z = _drawn(gliding_view, "red").position
    assert (x, y) == pytest.approx((0.0, -10.0)) and z > 2.0 + 5.0  # half way, lifted on its arc
    assert gliding_view.pick(*gliding_view.project((x, y, z + 2.0))) == "red"  # picked where drawn
    gliding_view.step_motion(GLIDE_MS)
    assert gliding_view.drawn_pieces() == gliding_view.pieces() == new
    assert not gliding_view.moving() and ended == [True]


def test_half_way_the_pixels_show_the_piece_half_way(gliding_view):
    _move_red(gliding_view, x=30.0, y=0.0)
    gliding_view.step_motion(GLIDE_MS / 2)
    image = render_image(gliding_view, gliding_view.width(), gliding_view.height()).astype(int)
    red = (image[..., 0] > 90) & (image[..., 0] > 2 * image[..., 1])
    columns = np.nonzero(red.any(axis=0))[0]
    middle = gliding_view.project((0.0, 0.0, 2.0))[0]
    assert columns.size and abs(columns.mean() - middle) < 0.1 * gliding_view.width()


def test_nothing_moves_when_nothing_moved_or_pieces_only_appear(gliding_view):
    same = gliding_view.pieces()
    lit = [*same, Piece("light", "tile", (0.0, 0.0, 0.1), colour=(1.0, 1.0, 0.3, 1.0))]
    with gliding_view.gliding():
        gliding_view.set_pieces(same)
        assert not gliding_view.moving()
        gliding_view.set_pieces(lit)  # a highlight: it appears, nothing travels
    assert not gliding_view.moving() and gliding_view.drawn_pieces() == gliding_view.pieces()


def test_glides_are_off_by_default_and_at_length_zero(table_view):
    table_view.set_pieces([_cube("red", -30.0)])
    for length in (None, 0):
        if length is not None:
            table_view.set_motion(length)
        with table_view.gliding():
            table_view.set_pieces([_cube("red", 30.0 if length is None else -10.0)])
        assert not table_view.moving() and table_view.drawn_pieces() == table_view.pieces()


def test_setting_the_length_to_zero_ends_a_glide_at_its_end(gliding_view):
    new = _move_red(gliding_view)
    gliding_view.set_motion(0)
    assert not gliding_view.moving() and _drawn(gliding_view, "red") == new[0]


def test_pieces_set_outside_a_glide_are_drawn_at_once_and_end_the_glide(gliding_view):
    _move_red(gliding_view)
    ended = []
    gliding_view.motion_finished.connect(lambda: ended.append(True))
    frame = [_cube("red", 5.0, 5.0)]  # a roll's or a verdict's frame: already the motion
    gliding_view.set_pieces(frame)
    assert not gliding_view.moving() and gliding_view.drawn_pieces() == frame and ended == [True]


def test_a_new_move_during_a_glide_starts_from_where_the_piece_is_drawn(gliding_view):
    _move_red(gliding_view, x=30.0, y=0.0)
    gliding_view.step_motion(GLIDE_MS / 2)
    here = _drawn(gliding_view, "red").position
    _move_red(gliding_view, x=0.0, y=30.0)
    assert gliding_view.moving() and _drawn(gliding_view, "red").position == pytest.approx(here)
    gliding_view.step_motion(GLIDE_MS)
    assert _drawn(gliding_view, "red").position == (0.0, 30.0, 2.0)


def test_a_glide_runs_to_its_end_on_its_own(gliding_view, qtbot):
    new = _move_red(gliding_view)
    with qtbot.waitSignal(gliding_view.motion_finished, timeout=5000):
        pass
    assert _drawn(gliding_view, "red") == new[0]


@pytest.mark.parametrize("length", [-1, 60_000])
def test_an_unreasonable_glide_length_is_refused(table_view, length):
    with pytest.raises(ValueError, match="ms on the table"):
        table_view.set_motion(length)
