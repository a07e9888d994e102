"""The printed main board puts its areas where the scene puts the pieces they lie under."""

from __future__ import annotations

import numpy as np

from babelworks.cards import paint_face, palette
from babelworks.cards.table_boards import RB_BOARD_CENTRE, RB_BOARD_CM
from babelworks.scene import rise_of_babel as rb_scene
from tests.cards.pixels import rgba

LONG_SIDE = 520  # 5 pixels a centimetre along the main board


def _rgb(colour) -> np.ndarray:
    return np.array([colour.red(), colour.green(), colour.blue()], float)


def _board_pixel(board: np.ndarray, x: float, y: float) -> np.ndarray:
    """The painted colour (R, G, B) at table centimetres (x, y) on the main board."""
    (width, height), (cx, cy) = RB_BOARD_CM, RB_BOARD_CENTRE
    column = int((x - cx + width / 2) / width * board.shape[1])
    row = int((cy + height / 2 - y) / height * board.shape[0])
    patch = board[row - 2 : row + 3, column - 2 : column + 3, 2::-1].reshape(-1, 3)  # BGRA to RGB
    return patch.astype(float).mean(axis=0)


def _nearest(pixel: np.ndarray, colours: dict) -> str:
    return min(colours, key=lambda name: np.abs(pixel - _rgb(colours[name])).sum())


def test_main_board_prints_plazas_under_the_towers_and_a_band_under_the_tracks(qapp):
    board = rgba(paint_face("rb_board", "main", LONG_SIDE))
    colours = {
        "field": palette.linear(rb_scene.BOARD_COLOUR),
        "sand": palette.linear(rb_scene.STONE_COLOUR),
        "ochre": palette.linear(rb_scene.TRACK_COLOUR).darker(125),
    }
    for centre in (rb_scene.MAJOR_CENTRE, *rb_scene.MINOR_CENTRES):
        assert _nearest(_board_pixel(board, *centre), colours) == "sand", centre
    assert _nearest(_board_pixel(board, 0.0, rb_scene.TRACK_Y[0]), colours) == "ochre"
    assert _nearest(_board_pixel(board, -40.0, -12.0), colours) == "field"  # beside the tracks
