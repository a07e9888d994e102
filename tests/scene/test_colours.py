"""The colour-blind palette replaces seat colours on every piece that wears one, and nothing else."""

from __future__ import annotations

from babelworks.scene.colours import COLOUR_BLIND_SEATS, colour_blind_mapping, linear_rgba, recolour
from babelworks.scene.pieces import Piece


def test_seat_colours_become_the_colour_blind_palette_keeping_alpha():
    chosen = ["#e69f00", "#56b4e9"]
    pieces = [
        Piece("a", "cube", (0, 0, 0), colour=linear_rgba("#e69f00")),
        Piece("b", "cube", (0, 0, 0), colour=linear_rgba("#56b4e9", 0.5)),
        Piece("c", "cube", (0, 0, 0), colour=linear_rgba("#123456")),
    ]
    shown = recolour(pieces, colour_blind_mapping(chosen))
    assert shown[0].colour == linear_rgba(COLOUR_BLIND_SEATS[0])
    assert shown[1].colour == linear_rgba(COLOUR_BLIND_SEATS[1], 0.5)
    assert shown[2] == pieces[2]


def test_no_mapping_leaves_pieces_as_they_are():
    pieces = [Piece("a", "cube", (0, 0, 0), colour=linear_rgba("#e69f00"))]
    assert recolour(pieces, {}) == pieces
