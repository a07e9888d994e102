"""Save files: exact round trip, atomic writing, and a corpus of broken or hostile files."""

from __future__ import annotations

import json
import os
import socket
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from babelworks.core.errors import SaveError
from babelworks.core.files import PARTIAL, remove_leftovers, write_atomic
from babelworks.core.hashing import canonical_json
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.savefile import EXTENSION, MAX_SEED, check_seed, quoted, read_save, write_save
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
    for action in match.log[len(half.log) :]:
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
    assert message.isprintable(), repr(message)  # no line breaks or escape codes reach a terminal
    assert source.read_bytes() == before


def _refusal_within(path, seconds: float = 10.0) -> str:
    """read_save's refusal of ``path``; fails (instead of hanging) if it blocks."""
    found = {}

    def read():
        try:
            read_save(path, lookup)
        except SaveError as error:
            found["message"] = str(error)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(seconds)
    assert not reader.is_alive(), f"reading {path} blocked"
    return found["message"]


def test_fifo_socket_device_and_folder_are_refused_before_reading(tmp_path):
    fifo = tmp_path / "pipe.babelworks"
    os.mkfifo(fifo)
    assert "not a save file" in _refusal_within(fifo)
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(tmp_path / "sock.babelworks"))
    try:
        assert "could not be read" in _refusal_within(tmp_path / "sock.babelworks")
    finally:
        server.close()
    assert "device, pipe or socket" in _refusal_within("/dev/zero")
    assert "folder" in _refusal_within(tmp_path)


def test_written_files_get_the_users_normal_permissions(tmp_path):
    previous = os.umask(0o022)
    try:
        fresh = tmp_path / "fresh.babelworks"
        write_atomic(fresh, b"new")
        assert stat.S_IMODE(fresh.stat().st_mode) == 0o644
        shared = tmp_path / "shared.babelworks"
        shared.write_bytes(b"old")
        shared.chmod(0o664)
        write_atomic(shared, b"new")
        assert stat.S_IMODE(shared.stat().st_mode) == 0o664 and shared.read_bytes() == b"new"
    finally:
        os.umask(previous)


def test_a_symlink_is_written_through_and_stays_a_link(tmp_path):
    real = tmp_path / "real.babelworks"
    real.write_bytes(b"old")
    link = tmp_path / "link.babelworks"
    link.symlink_to(real)
    write_atomic(link, b"new")
    assert link.is_symlink() and real.read_bytes() == b"new"


def test_a_device_or_fifo_is_never_replaced_nor_waited_on(tmp_path):
    fifo = tmp_path / "out.glb"
    os.mkfifo(fifo)
    for target in ("/dev/null", fifo):
        with pytest.raises(OSError, match="not a file"):
            write_atomic(target, b"data")
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode) and stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.glb"]


def test_the_folder_is_synced_after_the_rename(tmp_path, monkeypatch):
    synced = []
    real_fsync = os.fsync
    monkeypatch.setattr(
        os, "fsync", lambda fd: synced.append(stat.S_ISDIR(os.fstat(fd).st_mode)) or real_fsync(fd)
    )
    write_atomic(tmp_path / "g.babelworks", b"data")
    assert synced == [False, True]


def test_leftovers_of_a_killed_write_are_removed_by_the_next_write(tmp_path):
    gone = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True, check=True
    )
    dead = tmp_path / f".g.babelworks.{gone.stdout.strip()}.k1ll3d{PARTIAL}"
    dead.write_bytes(b"half a save")
    running = tmp_path / f".g.babelworks.{os.getpid()}.wr1t1n{PARTIAL}"
    running.write_bytes(b"being written")
    write_atomic(tmp_path / "other.babelworks", b"data")
    assert not dead.exists() and running.exists()
    assert remove_leftovers(tmp_path) == []


def test_the_sweep_removes_only_files_with_the_projects_marker(tmp_path):
    gone = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True, check=True
    ).stdout.strip()
    mine = [tmp_path / f".notes.{gone}.draft.partial", tmp_path / f".a.{gone}.b.partial"]
    for path in mine:
        path.write_bytes(b"a person's file")
    (tmp_path / f".x.{gone}.folder{PARTIAL}").mkdir()
    write_atomic(tmp_path / "other.babelworks", b"data")
    assert all(path.read_bytes() == b"a person's file" for path in mine)
    assert (tmp_path / f".x.{gone}.folder{PARTIAL}").is_dir()


def test_one_seed_range_for_every_entry_point():
    assert check_seed(0) == 0 and check_seed(MAX_SEED - 1) == MAX_SEED - 1
    for bad in (-1, MAX_SEED, 2**64, True, 1.0, "3"):
        with pytest.raises(ValueError, match="whole number from 0 to"):
            check_seed(bad)


def test_quoted_text_is_escaped_and_short():
    assert quoted("Zoë") == "Zoë"
    assert quoted("a\nb\x1b[2J") == "a\\nb\\x1b[2J"
    assert quoted("x" * 5000) == "x" * 40 + "…"
