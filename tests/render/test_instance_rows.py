"""The instance buffer layout the shader reads: position, rotation, scale, colour."""

import numpy as np

from babelworks.render.instanced import INSTANCE_FLOATS, instance_rows
from babelworks.scene.pieces import Piece


def test_rows_follow_the_shader_layout():
    piece = Piece("p", "cube", (1, 2, 3), (0.1, 0.2, 0.3, 0.9), (4, 5, 6), (0.5, 0.6, 0.7, 1.0))
    rows = instance_rows([piece, piece])
    assert rows.shape == (2, INSTANCE_FLOATS) and rows.dtype == np.float32
    np.testing.assert_allclose(rows[0], [1, 2, 3, 0.1, 0.2, 0.3, 0.9, 4, 5, 6, 0.5, 0.6, 0.7, 1.0],
                               rtol=1e-6)


def test_no_pieces_give_an_empty_buffer_of_the_right_width():
    assert instance_rows([]).shape == (0, INSTANCE_FLOATS)
