"""Bookmarks and notes on moves: kept in the save, ignored by the rules, old saves still load."""

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


def test_a_save_without_notes_loads_and_is_written_as_before():
    data = valid_save()
    match = match_from_bytes(_bytes(data), _lookup)
    assert match.notes == {}
    assert "notes" not in match_to_dict(match) and match_to_dict(match) == data


def test_notes_round_trip_and_leave_the_game_alone(tmp_path):
    data = valid_save()
    plain = match_from_bytes(_bytes(data), _lookup)
    data["notes"] = [{"move": 4, "note": "risky hold"}, {"move": 1, "note": ""}]
    match = match_from_bytes(_bytes(data), _lookup)
    assert match.notes == {1: "", 4: "risky hold"}
    assert match.state_hash() == plain.state_hash()
    write_save(tmp_path / "noted.babelworks", match)
    again = read_save(tmp_path / "noted.babelworks", _lookup)
    assert again.notes == match.notes
    assert json.loads((tmp_path / "noted.babelworks").read_text())["notes"][0]["move"] == 1


def test_a_bad_note_changes_nothing_and_says_why():
    data = valid_save()
    data["notes"] = [{"move": 99, "note": "x"}]
    with pytest.raises(SaveError, match="not one of its 6 moves"):
        match_from_bytes(_bytes(data), _lookup)


def test_a_note_on_an_undone_move_is_not_written(tmp_path):
    data = valid_save()
    data["notes"] = [{"move": 6, "note": "last"}, {"move": 2, "note": "early"}]
    match = match_from_bytes(_bytes(data), _lookup)
    match.log.pop()  # as if the last move were taken back
    match.state = match.state_at(len(match.log))
    assert match_to_dict(match)["notes"] == [{"move": 2, "note": "early"}]
