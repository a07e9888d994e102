"""The .glb writer, read back with pygltflib and checked by Khronos' glTF-Validator."""

from __future__ import annotations

import math

import numpy as np
import pytest

from babelworks.export.extent import corner_points
from babelworks.export.gltf import city_pieces, glb_bytes, indexed_arrays, write_glb
from babelworks.export.progress import ExportCancelled
from babelworks.scene.meshes import mesh
from babelworks.scene.pieces import Piece
from tests.export.sample_city import finished_city
from tests.export.support import (
    accessor_array,
    assert_valid,
    nodes_with_mesh,
    read_glb,
    triangles,
    world_matrices,
)

TENTH_MM = 1e-4  # metres
RED = (0.8, 0.03, 0.03, 1.0)
QUARTER_TURN_Z = (0.0, 0.0, math.sqrt(0.5), math.sqrt(0.5))


@pytest.fixture(scope="module")
def city() -> list[Piece]:
    return finished_city()


@pytest.fixture(scope="module")
def city_gltf(city):
    return read_glb(glb_bytes(city))


def _y_up_metres(point_cm) -> np.ndarray:
    """Where a scene point (cm, +Z up) belongs in glTF (m, +Y up, +Z towards the south seat)."""
    x, y, z = point_cm
    return np.array([x, z, -y]) / 100.0


def _rotate(q, v):
    axis, w = np.asarray(q[:3]), q[3]
    return v + 2 * np.cross(axis, np.cross(axis, v) + w * v)


def test_every_piece_is_one_node_with_its_name_and_identity(city, city_gltf):
    nodes = [city_gltf.nodes[i] for i in nodes_with_mesh(city_gltf)]
    assert len(nodes) == len(city) == 550
    by_id = {node.extras["id"]: node for node in nodes}
    assert len(by_id) == len(city)
    for piece in city:
        node = by_id[piece.id]
        assert node.name == piece.name or node.name.startswith(piece.name + " #")
        assert node.extras == {**piece.extras, "id": piece.id}
    cube = by_id["rh/cube/plan-00/0/0"]
    assert cube.name == "Building 1 (red) / stack 1 / cube 1"
    assert cube.extras["plan"] == "plan-00" and cube.extras["owner"] == "red"


def test_node_names_are_unique_and_repeats_are_numbered(city_gltf):
    names = [node.name for node in city_gltf.nodes]
    assert len(set(names)) == len(names)
    supply = sorted(n for n in names if n.startswith("Supply glass cube"))
    assert supply[:3] == ["Supply glass cube", "Supply glass cube #10", "Supply glass cube #2"]
    named_table = read_glb(glb_bytes([Piece("a", "cube", (0, 0, 0.5), name="table")]))
    assert [node.name for node in named_table.nodes] == ["table", "table #2"]


def test_asset_extras_say_what_the_model_is_of():
    about = {
        "game": "rise-of-babel",
        "seed": 11,
        "date": "2026-12-01T02:00:00+00:00",
        "players": [{"name": "Zoë", "score": 41}, {"name": "Ōta", "score": 38}],
    }
    gltf = read_glb(glb_bytes([Piece("a", "cube", (0, 0, 0.5))], about=about))
    assert gltf.asset.extras == about and gltf.asset.generator == "babelworks"
    assert gltf.scenes[0].extras == about  # where Blender and trimesh look


def test_node_names_fit_blenders_63_bytes_and_stay_unique():
    long = "Major tower III, row 2 space 1 (stone): Player 4's brick/tar tile — Zoë"
    pieces = [Piece(f"p{n}", "cube", (n, 0, 0.5), name=long) for n in range(12)]
    names = [node.name for node in read_glb(glb_bytes(pieces)).nodes[1:]]
    assert all(len(name.encode()) <= 63 for name in names)
    assert len(set(names)) == 12 and names[0].endswith("…") and names[11].endswith(" #12")


def test_city_only_model_stands_centred_on_its_origin(city):
    gltf = read_glb(glb_bytes(city, city_only=True))
    world = world_matrices(gltf)
    corners = []
    for index in nodes_with_mesh(gltf):
        primitive = gltf.meshes[gltf.nodes[index].mesh].primitives[0]
        local = accessor_array(gltf, primitive.attributes.POSITION).astype(np.float64)
        corners.append((world[index] @ np.c_[local, np.ones(len(local))].T).T[:, :3])
    points = np.concatenate(corners)
    low, high = points.min(axis=0), points.max(axis=0)
    assert np.allclose([(low[0] + high[0]) / 2, low[1], (low[2] + high[2]) / 2], 0, atol=TENTH_MM)
    whole = corner_points(city_pieces(city))
    assert np.allclose(high - low, _y_up_size(np.ptp(whole, axis=0)), atol=TENTH_MM)


def _y_up_size(size_cm) -> np.ndarray:
    return np.abs(_y_up_metres(size_cm))


def test_geometry_is_indexed_and_each_corner_stored_once(city_gltf):
    for kind in ("cube", "tile", "meeple"):
        positions, normals, indices = indexed_arrays(kind)
        flat_positions, flat_normals = mesh(kind).flat_arrays()
        assert len(positions) < len(flat_positions) == len(indices)
        assert np.array_equal(positions[indices], flat_positions)
        assert np.array_equal(normals[indices], flat_normals)
        assert len(np.unique(np.c_[positions, normals], axis=0)) == len(positions)
    for primitive in (m.primitives[0] for m in city_gltf.meshes):
        assert city_gltf.accessors[primitive.indices].componentType == 5123  # uint16: < 65536


def test_positions_match_the_scene_within_a_tenth_of_a_millimetre(city, city_gltf):
    world = world_matrices(city_gltf)
    by_id = {city_gltf.nodes[i].extras["id"]: world[i] for i in nodes_with_mesh(city_gltf)}
    errors = [np.abs(by_id[p.id][:3, 3] - _y_up_metres(p.position)).max() for p in city]
    assert max(errors) < TENTH_MM


def test_rotated_scaled_pieces_have_every_corner_in_place_at_real_size():
    on_back = (math.sqrt(0.5), 0.0, 0.0, math.sqrt(0.5))
    pieces = [
        Piece("m", "meeple", (10.0, -5.0, 0.5), rotation=on_back),
        Piece("s", "board", (0.0, 30.0, 0.125), rotation=QUARTER_TURN_Z, scale=(1.9, 0.18, 1.0)),
        Piece("c", "cube", (3.0, 4.0, 2.5), scale=(2.0, 2.0, 2.0), colour=RED),
    ]
    gltf = read_glb(glb_bytes(pieces))
    world = world_matrices(gltf)
    for index, piece in zip(nodes_with_mesh(gltf), pieces):
        corners, _ = triangles(gltf, gltf.meshes[gltf.nodes[index].mesh].primitives[0])
        local = corners.reshape(-1, 3).astype(np.float64)
        placed = (world[index] @ np.c_[local, np.ones(len(local))].T).T[:, :3]
        vertices = mesh(piece.mesh).flat_arrays()[0].astype(np.float64)
        expected = _rotate(piece.rotation, vertices * piece.scale) + piece.position
        assert np.abs(placed - np.array([_y_up_metres(v) for v in expected])).max() < TENTH_MM
    cube_extent = np.ptp(placed, axis=0)
    assert np.allclose(cube_extent, 0.02, atol=TENTH_MM)  # a 2 cm cube, in metres


def test_materials_carry_the_pieces_linear_colours(city, city_gltf):
    by_id = {city_gltf.nodes[i].extras["id"]: city_gltf.nodes[i] for i in nodes_with_mesh(city_gltf)}
    for piece in city:
        primitive = city_gltf.meshes[by_id[piece.id].mesh].primitives[0]
        material = city_gltf.materials[primitive.material]
        assert material.pbrMetallicRoughness.baseColorFactor == list(piece.colour)
        assert material.pbrMetallicRoughness.metallicFactor == 0.0
    assert len(city_gltf.materials) == len({p.colour for p in city})


def test_translucent_colours_blend_and_opaque_ones_do_not():
    gltf = read_glb(
        glb_bytes(
            [
                Piece("a", "cube", (0, 0, 0.5), colour=(0.2, 0.4, 0.9, 0.5)),
                Piece("b", "cube", (2, 0, 0.5), colour=RED),
            ]
        )
    )
    modes = {tuple(m.pbrMetallicRoughness.baseColorFactor): m.alphaMode for m in gltf.materials}
    assert modes == {(0.2, 0.4, 0.9, 0.5): "BLEND", RED: "OPAQUE"}


def test_each_mesh_kind_is_stored_once_and_shared_by_many_nodes(city, city_gltf):
    kinds = {p.mesh for p in city}
    positions = {m.primitives[0].attributes.POSITION for m in city_gltf.meshes}
    assert len(positions) == len(kinds)
    assert len(city_gltf.meshes) == len({(p.mesh, p.colour) for p in city})
    uses = np.bincount([city_gltf.nodes[i].mesh for i in nodes_with_mesh(city_gltf)])
    assert uses.max() >= 100  # e.g. every blue cube draws one mesh
    assert len(city_gltf.binary_blob()) < 64 * 1024  # geometry is not repeated per piece


def test_normals_are_flat_unit_and_point_out_of_each_triangle(city_gltf):
    for primitive in (m.primitives[0] for m in city_gltf.meshes):
        corners, normals = triangles(city_gltf, primitive)
        assert np.allclose(normals, normals[:, :1, :], atol=1e-6)  # flat: one per triangle
        assert np.allclose(np.linalg.norm(normals, axis=2), 1.0, atol=1e-5)
        winding = np.cross(corners[:, 1] - corners[:, 0], corners[:, 2] - corners[:, 0])
        winding /= np.linalg.norm(winding, axis=1, keepdims=True)
        assert np.all(np.einsum("ij,ij->i", winding, normals[:, 0]) > 0.999)


def test_city_only_keeps_exactly_the_pieces_marked_city(city):
    gltf = read_glb(glb_bytes(city, city_only=True))
    ids = {gltf.nodes[i].extras["id"] for i in nodes_with_mesh(gltf)}
    assert ids == {p.id for p in city_pieces(city)}
    assert all(gltf.nodes[i].extras["city"] is True for i in nodes_with_mesh(gltf))
    assert 0 < len(ids) < len(city)


def test_root_turns_the_z_up_centimetre_scene_into_y_up_metres(city_gltf):
    (root,) = city_gltf.scenes[city_gltf.scene].nodes
    matrix = world_matrices(city_gltf)[root]
    assert np.allclose(matrix[:3, :3] @ (0, 0, 1), (0, 0.01, 0))  # up is +Y, 1 cm = 0.01 m
    assert np.allclose(matrix[:3, :3] @ (1, 0, 0), (0.01, 0, 0))
    assert len(city_gltf.nodes[root].children) == 550


@pytest.mark.parametrize("city_only", [False, True], ids=["whole table", "city only"])
def test_khronos_validator_finds_no_errors_or_warnings(city, city_only, tmp_path):
    path = tmp_path / "city.glb"
    write_glb(path, city, city_only=city_only)
    report = assert_valid(path)
    assert report["info"]["drawCallCount"] == len(
        {(p.mesh, p.colour) for p in (city_pieces(city) if city_only else city)}
    )


def test_unusual_tables_also_validate(tmp_path):
    cases = {
        "empty": [],
        "odd": [
            Piece(
                "t",
                "meeple",
                (1.0, 2.0, 1.0),
                rotation=(0.1, 0.2, 0.3, 0.9),
                scale=(0.5, 2.0, 1.0),
                colour=(0.2, 0.4, 0.9, 0.5),
                name="",
            ),
            Piece("k", "card", (0.0, 0.0, 0.015), extras={"deck": ["B07", 3], "face": None}),
            Piece("b", "table", (0.0, 0.0, -1.5)),
        ],
    }
    for name, pieces in cases.items():
        path = tmp_path / f"{name}.glb"
        write_glb(path, pieces)
        # An empty table is one root node with nothing under it, which the validator notes.
        assert_valid(path, frozenset({"NODE_EMPTY"}) if not pieces else frozenset())
    odd = read_glb((tmp_path / "odd.glb").read_bytes())
    assert odd.nodes[1].name == "t"  # no name: the id stands in


def test_progress_is_reported_up_to_done():
    seen = []
    glb_bytes(finished_city(), progress=lambda done, total: seen.append((done, total)) or True)
    dones = [done for done, _ in seen]
    assert dones == sorted(dones) and len(seen) > 5
    assert seen[-1] == (551, 551)


def test_cancelling_writes_nothing(tmp_path):
    target = tmp_path / "city.glb"
    with pytest.raises(ExportCancelled):
        write_glb(target, finished_city(), progress=lambda done, total: done < 200)
    assert list(tmp_path.iterdir()) == []


def test_cancelling_keeps_an_older_file_untouched(tmp_path):
    target = tmp_path / "city.glb"
    target.write_bytes(b"older export")
    with pytest.raises(ExportCancelled):
        write_glb(target, finished_city(), progress=lambda done, total: False)
    assert target.read_bytes() == b"older export" and len(list(tmp_path.iterdir())) == 1


@pytest.mark.parametrize(
    "piece, words",
    [
        (Piece("z", "cube", (0, 0, 0), rotation=(0, 0, 0, 0)), "piece z has a zero rotation"),
        (Piece("n", "cube", (math.nan, 0, 0)), "piece n has a position that is not a number"),
        (Piece("c", "cube", (0, 0, 0), colour=(1.5, 0, 0, 1)), "piece c has colour"),
        (Piece("x", "cube", (0, 0, 0), extras={"when": object()}), "extras are not plain JSON"),
    ],
)
def test_broken_pieces_are_refused_with_the_piece_named(piece, words):
    with pytest.raises(ValueError, match=words):
        glb_bytes([piece])


def test_an_unknown_mesh_kind_is_refused():
    with pytest.raises(KeyError, match="no mesh called 'spaceship'"):
        glb_bytes([Piece("s", "spaceship", (0, 0, 0))])
