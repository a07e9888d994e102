"""Printed faces in the .glb: one PNG texture per game's atlas, valid for Khronos' validator."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QImage

from babelworks.cards import face_texture
from babelworks.export.gltf import glb_bytes
from babelworks.export.snapshot import match_about, table_pieces
from bench.export import finished_match
from tests.export.support import assert_valid, read_glb

GAMES = (("rise-of-babel", 2), ("rolling-heights", 2), ("skyscrapers", 2))


@pytest.fixture(scope="module", params=GAMES, ids=[g for g, _ in GAMES])
def exported(request, qapp):
    game, players = request.param
    match = finished_match(game, players)
    pieces = table_pieces(match)
    return game, pieces, glb_bytes(pieces, about=match_about(match), faces=face_texture)


def test_the_textured_model_is_valid_with_no_warnings(exported, tmp_path):
    path = tmp_path / "table.glb"
    path.write_bytes(exported[2])
    assert_valid(path)


def test_one_png_texture_per_atlas_and_the_match_described(exported):
    game, pieces, data = exported
    gltf = read_glb(data)
    assert len(gltf.images) == len(gltf.textures) == 1
    assert gltf.images[0].mimeType == "image/png"
    view = gltf.bufferViews[gltf.images[0].bufferView]
    png = gltf.binary_blob()[view.byteOffset : view.byteOffset + view.byteLength]
    image = QImage.fromData(png)
    atlas, _ = face_texture(next(p.face for p in pieces if p.face), "front")
    assert (image.width(), image.height()) == (atlas.width(), atlas.height())
    assert gltf.asset.extras["game"] == game and len(gltf.asset.extras["players"]) == 2


def _vec2(gltf, index: int) -> np.ndarray:
    accessor = gltf.accessors[index]
    view = gltf.bufferViews[accessor.bufferView]
    start = view.byteOffset + (accessor.byteOffset or 0)
    return np.frombuffer(gltf.binary_blob(), "<f4", accessor.count * 2, start).reshape(-1, 2)


def test_printed_coordinates_fall_in_the_faces_rectangles(exported):
    _, pieces, data = exported
    gltf = read_glb(data)
    coords = [
        _vec2(gltf, prim.attributes.TEXCOORD_0)
        for mesh in gltf.meshes
        for prim in mesh.primitives
        if prim.attributes.TEXCOORD_0 is not None
    ]
    rects = [
        face_texture(p.face, side)[1]
        for p in pieces
        if p.face
        for side in (p.face.front, p.face.back)
        if side
    ]
    assert len(coords) >= sum(1 for p in pieces if p.face)
    for c in coords:  # every printed primitive lies within one face of the atlas
        assert any(
            (c >= np.array((u, v)) - 1e-4).all() and (c <= np.array((u + w, v + h)) + 1e-4).all()
            for u, v, w, h in rects
        )


def test_without_a_face_source_the_model_has_no_texture(exported):
    gltf = read_glb(glb_bytes(exported[1]))
    assert not gltf.images and not gltf.textures
