"""The procedural mesh library: closed, outward-facing, real-sized meshes."""

from collections import Counter

import numpy as np
import pytest

from babelworks.scene import meshes
from babelworks.scene.meshes import MEEPLE_OUTLINE, MESH_BUILDERS, box, extrude, mesh
from babelworks.scene.polygons import triangulate


def _signed_volume(m):
    a, b, c = (m.vertices[m.faces[:, i]].astype(np.float64) for i in range(3))
    return float(np.einsum("ij,ij->i", a, np.cross(b, c)).sum() / 6)


def _polygon_area(points):
    u, v = np.asarray(points).T
    return 0.5 * float(np.sum(u * np.roll(v, -1) - np.roll(u, -1) * v))


@pytest.mark.parametrize("kind", sorted(MESH_BUILDERS))
def test_every_mesh_is_closed_with_each_edge_walked_once_each_way(kind):
    m = mesh(kind)
    directed = Counter()
    for a, b, c in m.faces.tolist():
        directed.update([(a, b), (b, c), (c, a)])
    assert all(count == 1 for count in directed.values())
    assert all((b, a) in directed for a, b in directed)


@pytest.mark.parametrize("kind", sorted(MESH_BUILDERS))
def test_every_mesh_faces_outward_and_is_centred(kind):
    m = mesh(kind)
    assert _signed_volume(m) > 0
    centre = (m.vertices.max(axis=0) + m.vertices.min(axis=0)) / 2
    np.testing.assert_allclose(centre, 0, atol=1e-5)
    np.testing.assert_allclose(np.linalg.norm(m.face_normals, axis=1), 1, rtol=1e-5)


def test_box_normals_point_away_from_the_centre():
    m = box(2, 3, 4)
    centroids = m.vertices[m.faces].mean(axis=1)
    assert np.all(np.einsum("ij,ij->i", centroids, m.face_normals) > 0)
    assert _signed_volume(m) == pytest.approx(24)


def test_pieces_have_their_real_sizes():
    np.testing.assert_allclose(mesh("cube").half_extents, [0.5] * 3)
    np.testing.assert_allclose(mesh("card").half_extents * 2, meshes.CARD_SIZE_CM, rtol=1e-5)
    np.testing.assert_allclose(mesh("meeple").half_extents * 2, meshes.MEEPLE_SIZE_CM, rtol=1e-5)
    np.testing.assert_allclose(mesh("table").half_extents * 2, meshes.TABLE_TOP_SIZE_CM)


def test_meeple_outline_is_counter_clockwise_and_volume_matches_extrusion():
    width, thickness, height = meshes.MEEPLE_SIZE_CM
    area = _polygon_area(MEEPLE_OUTLINE)
    assert area > 0
    scaled_area = area * (width / 2) * (height / 2)
    assert _signed_volume(mesh("meeple")) == pytest.approx(scaled_area * thickness, rel=1e-5)


def test_meeple_outline_has_no_repeated_corners():
    assert len(set(MEEPLE_OUTLINE)) == len(MEEPLE_OUTLINE)


def test_triangulation_covers_a_concave_polygon_exactly():
    l_shape = [(0, 0), (2, 0), (2, 1), (1, 1), (1, 2), (0, 2)]
    triangles = triangulate(np.array(l_shape))
    assert len(triangles) == 4
    pts = np.array(l_shape, dtype=float)
    areas = [_polygon_area(pts[list(t)]) for t in triangles]
    assert all(a > 0 for a in areas)
    assert sum(areas) == pytest.approx(3.0)


def test_clockwise_polygon_is_refused():
    with pytest.raises(ValueError, match="counter-clockwise"):
        triangulate(np.array([(0, 0), (0, 1), (1, 1), (1, 0)]))


def test_extrude_of_a_square_is_a_box():
    m = extrude(np.array([(-1, -1), (1, -1), (1, 1), (-1, 1)]), 2.0)
    assert _signed_volume(m) == pytest.approx(8.0)
    assert len(m.faces) == 12


def test_flat_arrays_give_three_corners_per_face():
    m = mesh("meeple")
    positions, normals = m.flat_arrays()
    assert positions.shape == normals.shape == (len(m.faces) * 3, 3)
    assert positions.dtype == np.float32 and positions.flags.c_contiguous
    np.testing.assert_array_equal(normals[::3], m.face_normals)


def test_library_meshes_are_shared_and_read_only():
    assert mesh("cube") is mesh("cube")
    with pytest.raises(ValueError):
        mesh("cube").vertices[0, 0] = 5.0


def test_unknown_kind_names_the_known_ones():
    with pytest.raises(KeyError, match="meeple"):
        mesh("dragon")


def test_cube_edges_are_bevelled_so_stacked_cubes_show_a_seam():
    m = mesh("cube")
    assert len(m.faces) == 44
    diagonal = np.isclose(np.abs(m.face_normals).max(axis=1), np.sqrt(0.5), atol=1e-4)
    assert diagonal.sum() == 24  # 12 edge bevels, two triangles each
    assert _signed_volume(m) < 1.0  # the bevels shave the corners off a 1 cm cube


def test_sharp_cube_is_a_plain_box():
    assert len(meshes.cube(bevel=0).faces) == 12
