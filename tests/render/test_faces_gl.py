"""Printed faces on the 3D table: the atlas's pixels land on the pieces' tops and backs."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QColor, QImage

from babelworks.render.offscreen import render_image
from babelworks.render.viewport import TableView
from babelworks.scene.pieces import Face, Piece

SIZE = (160, 120)
FLIP = (1.0, 0.0, 0.0, 0.0)  # half a turn about x: the underside faces up


def _atlas() -> QImage:
    """Left half red, right half blue: which half shows says how the print is laid."""
    image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("red"))
    for x in range(32, 64):
        for y in range(64):
            image.setPixelColor(x, y, QColor("blue"))
    return image


@pytest.fixture
def printed_view(qtbot):
    image = _atlas()
    view = TableView(faces=lambda face, side: (image, (0.0, 0.0, 1.0, 1.0)))
    qtbot.addWidget(view)
    view.resize(*SIZE)
    view.show()
    qtbot.waitExposed(view)
    view.set_camera_preset("top")
    return view


def _card(face: Face | None, rotation=(0.0, 0.0, 0.0, 1.0)) -> Piece:
    return Piece("c", "card", (0.0, 0.0, 1.0), rotation, (8.0, 5.0, 1.0), (0.9, 0.9, 0.9, 1.0), face=face)


def _halves(view) -> tuple[np.ndarray, np.ndarray]:
    """Mean colours left and right of the picture's centre, on the card."""
    image = render_image(view, *SIZE).astype(float)
    h, w = SIZE[1], SIZE[0]
    return image[h // 2 - 5:h // 2 + 5, w // 2 - 12:w // 2 - 4].mean(axis=(0, 1)), \
        image[h // 2 - 5:h // 2 + 5, w // 2 + 4:w // 2 + 12].mean(axis=(0, 1))


def test_the_front_print_reads_left_to_right(printed_view):
    printed_view.set_pieces([_card(Face("k", "i"))])
    left, right = _halves(printed_view)
    assert left[0] > 2 * left[2] and right[2] > 2 * right[0]


def test_a_half_piece_carries_its_half_of_the_print(printed_view):
    printed_view.set_pieces([_card(Face("k", "i", crop=(0.5, 0.0, 1.0, 1.0)))])
    left, right = _halves(printed_view)
    assert left[2] > 2 * left[0] and right[2] > 2 * right[0]


def test_the_back_is_the_front_seen_from_behind(printed_view):
    printed_view.set_pieces([_card(Face("k", "i", back="back"), FLIP)])
    left, right = _halves(printed_view)  # turned over about x: left stays left, print mirrored
    assert left[2] > 2 * left[0] and right[0] > 2 * right[2]


def test_without_a_face_source_pieces_keep_their_colour(table_view):
    table_view.resize(*SIZE)
    table_view.set_camera_preset("top")
    table_view.set_pieces([_card(Face("k", "i"))])
    left, right = _halves(table_view)
    assert abs(left - right).max() < 12 and abs(left[0] - left[2]) < 20
