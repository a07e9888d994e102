"""The texture atlas: one cell per face, cells apart, a power-of-two image holding the faces."""

from __future__ import annotations

import pytest

from babelworks.cards import GAMES, atlas, face_ids, paint_face
from tests.cards.pixels import rgba

CELL = 96


def _power_of_two(n: int) -> bool:
    return n > 0 and n & (n - 1) == 0


@pytest.mark.parametrize("game", GAMES)
def test_atlas_has_one_cell_per_face_apart_in_a_power_of_two_image(qapp, game):
    image, uvs = atlas(game, CELL)
    assert _power_of_two(image.width()) and _power_of_two(image.height())
    assert list(uvs) == face_ids(game)
    cells = sorted(
        (
            round(u * image.width()),
            round(v * image.height()),
            round(w * image.width()),
            round(h * image.height()),
        )
        for u, v, w, h in uvs.values()
    )
    for x, y, w, h in cells:
        assert 0 <= x and x + w <= image.width() and 0 <= y and y + h <= image.height()
    for n, (x, y, w, h) in enumerate(cells):
        for x2, y2, w2, h2 in cells[n + 1 :]:
            assert x + w <= x2 or x2 + w2 <= x or y + h <= y2 or y2 + h2 <= y, "cells overlap"


def test_atlas_cells_hold_their_faces(qapp):
    image, uvs = atlas("skyscrapers", CELL)
    pixels = rgba(image)
    for key in list(uvs)[::9]:
        u, v, w, h = uvs[key]
        x, y = round(u * image.width()), round(v * image.height())
        face = rgba(paint_face(key.kind, key.id, CELL, key.face))
        assert (pixels[y : y + face.shape[0], x : x + face.shape[1]] == face).all(), key
