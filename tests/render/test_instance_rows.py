"""The instance buffer layout the shader reads: position, rotation, scale, colour, prints."""

import numpy as np

from babelworks.render.instanced import INSTANCE_FLOATS, instance_rows
from babelworks.scene.pieces import Piece


def test_rows_follow_the_shader_layout():
    piece = Piece("p", "cube", (1, 2, 3), (0.1, 0.2, 0.3, 0.9), (4, 5, 6), (0.5, 0.6, 0.7, 1.0))
    rows = instance_rows([piece, piece])
    assert rows.shape == (2, INSTANCE_FLOATS) and rows.dtype == np.float32
    np.testing.assert_allclose(
        rows[0], [1, 2, 3, 0.1, 0.2, 0.3, 0.9, 4, 5, 6, 0.5, 0.6, 0.7, 1.0] + [0] * 8, rtol=1e-6
    )


def test_prints_follow_the_colour():
    piece = Piece("p", "card", (0, 0, 0))
    prints = np.array([[0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]])
    np.testing.assert_allclose(instance_rows([piece], prints)[0, 14:], prints[0], rtol=1e-6)


def test_no_pieces_give_an_empty_buffer_of_the_right_width():
    assert instance_rows([]).shape == (0, INSTANCE_FLOATS)
