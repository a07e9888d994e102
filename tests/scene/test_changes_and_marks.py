"""What a move changed (two scenes compared) and the frames that mark pieces: plain data."""

from __future__ import annotations

import math

import pytest

from babelworks.scene.changes import changed_pieces
from babelworks.scene.marks import LAST_TURN, LAYER_COLOURS, OTHER_COLOUR, POINTED, framed, marked_piece
from babelworks.scene.pieces import Face, Piece


def _cube(piece_id, x=0.0, y=0.0, z=0.5, **more):
    return Piece(piece_id, "cube", (x, y, z), **more)


def test_a_move_places_moves_turns_and_takes_away_pieces():
    before = [_cube("still"), _cube("walker", 1.0), _cube("card", face=Face("k", "a")), _cube("taken")]
    after = [_cube("still"), _cube("walker", 4.0), _cube("card", face=Face("k", "b")), _cube("new")]
    changes = changed_pieces(before, after)
    assert (changes.placed, changes.moved, changes.turned, changes.gone) == (
        {"new"},
        {"walker"},
        {"card"},
        {"taken"},
    )
    assert changes.shown == {"new", "walker", "card"}
    assert changes.among(("wal", "ne")) == {"walker", "new"}
    assert changes.where(lambda piece: piece.position[0] > 2) == {"walker"}


def test_the_same_table_changed_nothing_and_a_turn_in_place_is_a_move():
    quarter = (0.0, 0.0, math.sin(math.pi / 4), math.cos(math.pi / 4))
    assert changed_pieces([_cube("a")], [_cube("a")]).shown == frozenset()
    assert changed_pieces([_cube("a")], [_cube("a", rotation=quarter)]).moved == {"a"}


def test_every_marked_piece_gets_a_frame_of_four_bars_around_its_top():
    pieces = [_cube("a", 10.0, 0.0, scale=(2.0, 2.0, 2.0)), _cube("b")]
    shown = framed(pieces, {LAST_TURN: {"a", "not on the table"}})
    bars = shown[len(pieces) :]
    assert shown[: len(pieces)] == pieces and len(bars) == 4
    assert {marked_piece(bar.id) for bar in bars} == {"a"}
    assert all(bar.colour == LAYER_COLOURS[LAST_TURN] for bar in bars)
    xs = [bar.position[0] for bar in bars]
    assert min(xs) < 9.0 and max(xs) > 11.0, "outside the piece's 2 cm footprint"
    assert all(bar.position[2] > 1.5 for bar in bars), "at the height of its top (0.5 + 1)"


def test_layers_have_their_own_colours_and_a_piece_in_two_gets_two_frames():
    shown = framed([_cube("a")], {LAST_TURN: {"a"}, POINTED: {"a"}, "tutorial": {"a"}})
    colours = [bar.colour for bar in shown[1:]]
    assert colours == [LAYER_COLOURS[LAST_TURN]] * 4 + [LAYER_COLOURS[POINTED]] * 4 + [OTHER_COLOUR] * 4
    heights = sorted({round(bar.position[2], 3) for bar in shown[1:]})
    assert len(heights) == 3, "the later layer a little higher: both show"
    assert len({bar.id for bar in shown}) == len(shown)


@pytest.mark.parametrize("piece_id", ["rh/tile/3", "mark/x", "plain"])
def test_an_id_that_is_no_frame_is_its_own_piece(piece_id):
    assert marked_piece(piece_id) == piece_id
