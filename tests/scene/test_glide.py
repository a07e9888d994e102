"""Glides as plain data: who travels, where a piece is part-way, and the exact last frame."""

import math

import pytest

from babelworks.scene.glide import LIFT_FROM_CM, MAX_LIFT_CM, ease, frame, glide, lift, slerp
from babelworks.scene.pieces import Piece
from babelworks.scene.quaternions import z_turn


def _cube(piece_id, x, y=0.0, z=0.5, rotation=(0.0, 0.0, 0.0, 1.0), mesh="cube"):
    return Piece(piece_id, mesh, (x, y, z), rotation, colour=(0.9, 0.1, 0.1, 1.0))


def test_only_a_piece_in_both_tables_at_another_pose_travels():
    before = [_cube("stays", 0.0), _cube("moves", 0.0, 5.0), _cube("goes", 3.0)]
    after = [_cube("stays", 0.0), _cube("moves", 30.0, 5.0), _cube("comes", 9.0)]
    motion = glide(before, after)
    assert set(motion.starts) == {"moves"}
    first = {piece.id: piece for piece in frame(motion, 0.0)}
    assert set(first) == {"stays", "moves", "comes"}  # the new piece is there at once, the gone one is not
    assert first["moves"].position == pytest.approx((0.0, 5.0, 0.5))
    assert first["comes"].position == (9.0, 0.0, 0.5)


def test_nothing_travels_when_nothing_moved():
    table = [_cube("a", 0.0), _cube("b", 4.0)]
    lit = [*table, _cube("light", 2.0, mesh="tile")]  # a highlight switched on
    assert glide(table, list(table)).starts == {}
    assert glide(table, lit).starts == {}


def test_a_piece_that_changes_its_mesh_under_the_same_id_is_replaced_not_moved():
    assert glide([_cube("x", 0.0)], [_cube("x", 10.0, mesh="tile")]).starts == {}


def test_the_last_frame_is_exactly_the_new_table():
    after = [_cube("a", 30.0, 10.0, rotation=z_turn(90.0)), _cube("b", 1.0)]
    motion = glide([_cube("a", 0.0), _cube("b", 1.0)], after)
    assert frame(motion, 1.0) == after and frame(motion, 1.7) == after


def test_half_way_a_far_piece_is_half_way_along_and_lifted():
    motion = glide([_cube("a", 0.0)], [_cube("a", 60.0, rotation=z_turn(90.0))])
    middle = frame(motion, 0.5)[0]
    assert middle.position[0] == pytest.approx(30.0)  # smoothstep is half way at half time
    assert middle.position[2] == pytest.approx(0.5 + MAX_LIFT_CM)  # 0.25 x 60 cm, capped at 12
    heights = [frame(motion, t)[0].position[2] for t in (0.0, 0.25, 0.5, 0.75, 1.0)]
    assert heights[0] == heights[-1] == 0.5 and heights[1] == pytest.approx(heights[3])
    assert 0.5 < heights[1] < heights[2]  # an arc, highest half way
    assert middle.rotation == pytest.approx(z_turn(45.0))


def test_a_short_move_slides_without_lifting():
    assert lift((0.0, 0.0, 0.0), (LIFT_FROM_CM - 0.1, 0.0, 0.0)) == 0.0
    middle = frame(glide([_cube("a", 0.0)], [_cube("a", 2.0)]), 0.5)[0]
    assert middle.position == pytest.approx((1.0, 0.0, 0.5))


def test_the_way_eases_in_and_out():
    assert ease(0.0) == 0.0 and ease(1.0) == 1.0 and ease(0.5) == 0.5
    assert ease(0.1) < 0.1 and ease(0.9) > 0.9
    assert all(ease(a) < ease(b) for a, b in zip((0.1, 0.3, 0.5), (0.3, 0.5, 0.7)))


def test_slerp_takes_the_short_way_round():
    q = z_turn(170.0)
    minus_q = tuple(-c for c in q)  # the same rotation, written the other way
    half = slerp((0.0, 0.0, 0.0, 1.0), minus_q, 0.5)
    assert 2 * math.degrees(math.acos(abs(half[3]))) == pytest.approx(85.0)  # not 180 - 85 the long way
    assert half[0] == pytest.approx(0.0) and half[1] == pytest.approx(0.0)
