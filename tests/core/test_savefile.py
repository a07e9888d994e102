"""Save files: exact round trip, atomic writing, and a corpus of broken or hostile files."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from babelworks.core.errors import SaveError
from babelworks.core.hashing import canonical_json
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.savefile import EXTENSION, read_save, write_atomic, write_save
from babelworks.simulate import play_game
from tests.core.example_game import GAME, lookup

CORPUS = Path(__file__).parent / "bad_saves"
EXPECTED = json.loads((CORPUS / "expected.json").read_text())


def _played_match(seed: int = 5) -> Match:
    record = play_game(GAME, 3, seed, GAME.sample_outcome)
    return Match.from_log(GAME, Setup(GAME.id, 3, seed, {}, seat_defaults(3)), record.log)


def test_save_round_trips_exactly(tmp_path):
    match = _played_match()
    path = tmp_path / f"game{EXTENSION}"
    write_save(path, match)
    loaded = read_save(path, lookup)
    assert loaded.log == match.log
    assert loaded.state_hash() == match.state_hash()
    assert loaded.setup.to_dict() == match.setup.to_dict()
    assert canonical_json(loaded.state.to_dict()) == canonical_json(match.state.to_dict())


def test_loaded_match_keeps_the_undo_barrier(tmp_path):
    match = Match(GAME, Setup(GAME.id, 2, 3, {}, seat_defaults(2)))
    for action in ({"type": "roll"}, {"type": "die", "value": 5}, {"type": "hold"}):
        match.apply(action)
    write_save(tmp_path / "g.babelworks", match)
    loaded = read_save(tmp_path / "g.babelworks", lookup)
    assert loaded.undo_barrier == 2 and loaded.can_undo()
    loaded.undo()
    assert loaded.state.turn_points == 5


def test_mid_game_save_continues_identically(tmp_path):
    match = _played_match(seed=11)
    half = Match.from_log(GAME, match.setup, match.log[: len(match.log) // 2])
    write_save(tmp_path / "half.babelworks", half)
    resumed = read_save(tmp_path / "half.babelworks", lookup)
    for action in match.log[len(half.log):]:
        resumed.apply(action)
    assert resumed.state_hash() == match.state_hash()


def test_atomic_write_keeps_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "keep.babelworks"
    path.write_text("old content")

    def broken_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        write_atomic(path, b"new content")
    assert path.read_text() == "old content"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["keep.babelworks"]


def test_write_to_missing_folder_raises_oserror(tmp_path):
    with pytest.raises(OSError):
        write_save(tmp_path / "no" / "such" / "dir.babelworks", _played_match())


def test_missing_file_is_a_save_error(tmp_path):
    with pytest.raises(SaveError, match="could not be read"):
        read_save(tmp_path / "nothing.babelworks", lookup)


def test_corpus_is_large_enough():
    assert len(EXPECTED) >= 30
    assert {p.name for p in CORPUS.glob("*.babelworks")} == set(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_broken_save_gives_one_clear_error_and_changes_nothing(name, tmp_path):
    source = CORPUS / name
    before = source.read_bytes()
    with pytest.raises(SaveError) as caught:
        read_save(source, lookup)
    message = str(caught.value)
    assert EXPECTED[name].lower() in message.lower(), message
    assert "Traceback" not in message and len(message) < 300
    assert source.read_bytes() == before
