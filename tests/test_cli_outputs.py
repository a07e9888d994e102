"""No command writes over what it reads, and a bad output target is one sentence, exit 2."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

import babelworks.core.files
import babelworks.simulate
from babelworks.cli import main

#: Each command that writes, as the arguments that make it write ``OUT`` while reading ``SAVE``.
COMMANDS = {
    "replay --moves": ["replay", "SAVE", "--moves", "OUT"],
    "replay --at --png": ["replay", "SAVE", "--at", "3", "--png", "OUT"],
    "export --glb": ["export", "SAVE", "--glb", "OUT"],
    "export --png": ["export", "SAVE", "--png", "OUT"],
    "simulate --save-dir": ["simulate", "--game", "skyscrapers", "--players", "2", "--save-dir", "OUT"],
}
SPELLINGS = ("directly", "symlink", "hard link")


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> Path:
    """A real save: one seeded game of Skyscrapers, written by ``simulate``."""
    folder = tmp_path_factory.mktemp("saves")
    assert main(["simulate", "--game", "skyscrapers", "--players", "2", "--save-dir", str(folder)]) == 0
    return next(folder.glob("*.babelworks"))


def _spelled(save: Path, spelling: str, folder: Path) -> Path:
    """The save itself, a symlink to it, or a hard link to it."""
    if spelling == "directly":
        return save
    other = folder / f"other {spelling}.babelworks"
    if spelling == "symlink":
        other.symlink_to(save)
    else:
        os.link(save, other)
    return other


def _one_refusal(capsys) -> str:
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("babelworks: "), err
    assert "Traceback" not in err + out
    return lines[0]


@pytest.mark.parametrize("spelling", SPELLINGS)
@pytest.mark.parametrize("command", list(COMMANDS))
def test_no_command_writes_over_the_save_it_reads(command, spelling, played, tmp_path, capsys):
    save = tmp_path / "game.babelworks"
    save.write_bytes(played.read_bytes())
    target = _spelled(save, spelling, tmp_path)
    argv = [str(save) if a == "SAVE" else str(target) if a == "OUT" else a for a in COMMANDS[command]]
    capsys.readouterr()
    assert main(argv) == 2
    line = _one_refusal(capsys)
    assert str(target) in line
    assert save.read_bytes() == played.read_bytes()


def test_two_outputs_never_share_a_file(played, tmp_path, capsys):
    out = tmp_path / "city.out"
    capsys.readouterr()
    assert main(["export", str(played), "--glb", str(out), "--png", f"{tmp_path}/./city.out"]) == 2
    assert "its own file name" in _one_refusal(capsys) and not out.exists()


@pytest.mark.parametrize(
    ("target", "says"),
    [
        ("/dev/full", "device, pipe or terminal"),
        ("/dev/stdout", "device, pipe or terminal"),
        ("/proc/x.txt", "folder of the system's"),
        ("FOLDER/" + "n" * 300 + ".txt", "name is too long"),
        ("FOLDER/missing/x.txt", "does not exist"),
        ("FOLDER", "it is a folder"),
    ],
)
def test_a_bad_output_target_is_one_sentence(target, says, played, tmp_path, capsys):
    target = target.replace("FOLDER", str(tmp_path))
    for argv in (["replay", str(played), "--moves", target], ["export", str(played), "--glb", target]):
        capsys.readouterr()
        assert main(argv) == 2
        assert says in _one_refusal(capsys)


def _disk_full(*args):
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def test_a_full_disk_is_one_sentence_and_leaves_nothing(played, tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(babelworks.core.files.os, "fsync", _disk_full)
    for argv in (
        ["replay", str(played), "--moves", str(tmp_path / "moves.txt")],
        ["export", str(played), "--glb", str(tmp_path / "city.glb")],
    ):
        capsys.readouterr()
        assert main(argv) == 2
        assert _one_refusal(capsys).endswith("the disk is full")
    assert list(tmp_path.iterdir()) == []


def test_simulate_refuses_a_save_dir_on_a_full_disk_before_the_first_game(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(babelworks.simulate.os, "fsync", _disk_full)
    monkeypatch.setattr(babelworks.simulate, "play_game", pytest.fail)
    argv = ["simulate", "--game", "skyscrapers", "--players", "2", "--save-dir", str(tmp_path / "saves")]
    capsys.readouterr()
    assert main(argv) == 2
    assert "cannot be written" in _one_refusal(capsys)
