"""Analytic ray picking: rays against oriented boxes, no GL needed."""

import math

import numpy as np
import pytest

from babelworks.render.picking import nearest_hit, quaternion_matrices, ray_box_distances, ray_through

IDENTITY = (0.0, 0.0, 0.0, 1.0)


def _about_z(degrees):
    half = math.radians(degrees) / 2
    return (0.0, 0.0, math.sin(half), math.cos(half))


def _boxes(*specs):
    centres, rotations, halves = zip(*specs)
    return np.array(centres, float), np.array(rotations, float), np.array(halves, float)


def test_quaternion_matrix_turns_x_into_y_for_a_quarter_turn():
    m = quaternion_matrices(np.array([_about_z(90)]))[0]
    np.testing.assert_allclose(m @ [1, 0, 0], [0, 1, 0], atol=1e-12)


def test_ray_straight_down_hits_the_top_of_the_box():
    d = ray_box_distances(
        np.array([0, 0, 10.0]), np.array([0, 0, -1.0]), *_boxes(((0, 0, 0.5), IDENTITY, (0.5, 0.5, 0.5)))
    )
    assert d[0] == pytest.approx(9.0)


def test_nearest_of_a_stack_is_the_top_cube():
    stack = _boxes(*[((0, 0, z + 0.5), IDENTITY, (0.5, 0.5, 0.5)) for z in range(3)])
    d = ray_box_distances(np.array([0.1, 0.2, 20.0]), np.array([0, 0, -1.0]), *stack)
    assert nearest_hit(d) == 2


def test_rotation_matters_for_a_long_thin_box():
    # A 10 x 1 card rotated a quarter turn lies along y: x = 3 misses, y = 3 hits.
    down = np.array([0, 0, -1.0])
    card = _boxes(((0, 0, 0), _about_z(90), (5.0, 0.5, 0.1)))
    assert nearest_hit(ray_box_distances(np.array([3.0, 0, 5]), down, *card)) is None
    assert nearest_hit(ray_box_distances(np.array([0, 3.0, 5]), down, *card)) == 0


def test_box_behind_the_ray_is_not_hit():
    d = ray_box_distances(
        np.array([0, 0, -5.0]), np.array([0, 0, -1.0]), *_boxes(((0, 0, 0), IDENTITY, (1, 1, 1)))
    )
    assert nearest_hit(d) is None


def test_ray_starting_inside_a_box_hits_it_at_zero():
    d = ray_box_distances(np.zeros(3), np.array([1.0, 0, 0]), *_boxes(((0, 0, 0), IDENTITY, (1, 1, 1))))
    assert d[0] == 0.0


def test_axis_parallel_ray_outside_a_slab_misses():
    d = ray_box_distances(
        np.array([0, 5.0, 10]), np.array([0, 0, -1.0]), *_boxes(((0, 0, 0), IDENTITY, (1, 1, 1)))
    )
    assert nearest_hit(d) is None


def test_no_boxes_means_no_hit():
    d = ray_box_distances(
        np.zeros(3), np.array([1.0, 0, 0]), np.empty((0, 3)), np.empty((0, 4)), np.empty((0, 3))
    )
    assert nearest_hit(d) is None


def test_ray_through_inverts_a_simple_projection():
    # Orthographic-like projection scaling x by 0.5: NDC x = 1 maps to world x = 2.
    mvp = np.diag([0.5, 1.0, 1.0, 1.0])
    origin, direction = ray_through(np.linalg.inv(mvp), 1.0, 0.0)
    np.testing.assert_allclose(origin, [2.0, 0.0, -1.0])
    np.testing.assert_allclose(direction, [0.0, 0.0, 1.0])
