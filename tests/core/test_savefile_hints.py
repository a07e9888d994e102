"""Hints asked (Help > Suggest a move): kept in the save beside the log, never in it."""

import json

import pytest

from babelworks.core.errors import SaveError
from babelworks.core.savefile import match_from_bytes, match_to_dict, read_save, write_save
from tests.core.example_game import GAME
from tests.core.make_bad_saves import valid_save


def _lookup(game_id):
    return GAME


def _bytes(data) -> bytes:
    return json.dumps(data, separators=(",", ":")).encode()


def test_a_save_without_hints_is_written_as_before():
    data = valid_save()
    match = match_from_bytes(_bytes(data), _lookup)
    assert match.hints == [] and "hints" not in match_to_dict(match) and match_to_dict(match) == data


def test_hints_round_trip_and_leave_the_game_alone(tmp_path):
    data = valid_save()
    plain = match_from_bytes(_bytes(data), _lookup)
    data["hints"] = [{"after": 0, "seat": 0}, {"after": 6, "seat": 1}]
    match = match_from_bytes(_bytes(data), _lookup)
    assert match.hints == [(0, 0), (6, 1)]
    assert match.state_hash() == plain.state_hash() and match.log == plain.log
    write_save(tmp_path / "hinted.babelworks", match)
    assert read_save(tmp_path / "hinted.babelworks", _lookup).hints == match.hints


@pytest.mark.parametrize(
    ("hints", "said"),
    [
        ({"after": 0, "seat": 0}, "not a list of hints"),
        ([{"after": 0}], "not a move and a seat"),
        ([{"after": 7, "seat": 0}], "not among its 6 moves and 2 players"),
        ([{"after": 1, "seat": 2}], "not among its 6 moves and 2 players"),
        ([{"after": "1", "seat": 0}], "not among its 6 moves"),
        ([{"after": True, "seat": 0}], "not among its 6 moves"),
        ([{"after": 1, "seat": 0}, {"after": 1, "seat": 0}], "noted twice"),
    ],
)
def test_a_bad_hint_changes_nothing_and_says_why(hints, said):
    data = valid_save()
    data["hints"] = hints
    with pytest.raises(SaveError, match=said):
        match_from_bytes(_bytes(data), _lookup)


def test_a_hint_after_an_undone_move_is_not_written():
    data = valid_save()
    data["hints"] = [{"after": 6, "seat": 0}, {"after": 2, "seat": 1}]
    match = match_from_bytes(_bytes(data), _lookup)
    match.log.pop()  # as if the last move were taken back
    assert match_to_dict(match)["hints"] == [{"after": 2, "seat": 1}]
