"""``--self-test`` passes on a real frame and fails on a black or blank one (GL, Xvfb)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from babelworks.ui import selftest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.gl


def test_passes_on_the_bare_lit_table(qapp, capsys):
    assert selftest.run("no-such-game") == 0
    printed = capsys.readouterr().out
    assert "Unknown game 'no-such-game'" in printed
    assert "self-test passed: bare lit table" in printed


@pytest.mark.parametrize("fill", [0, 128], ids=["black", "uniform grey"])
def test_fails_on_a_blank_frame(qapp, capsys, monkeypatch, fill):
    def blank(view, width, height):
        return np.full((height, width, 3), fill, dtype=np.uint8)

    monkeypatch.setattr(selftest, "render_image", blank)
    assert selftest.run("no-such-game") == 1
    assert "self-test FAILED" in capsys.readouterr().out


def test_fails_when_rendering_breaks(qapp, capsys, monkeypatch):
    def broken(view, width, height):
        raise RuntimeError("no GL context")

    monkeypatch.setattr(selftest, "render_image", broken)
    assert selftest.run(None) == 1
    assert "no GL context" in capsys.readouterr().out


def test_command_line_self_test_on_a_game_table():
    """The real command, in its own process, on the default game's table (or the bare one)."""
    assert os.environ.get("DISPLAY"), "GL tests need an X server (pytest-xvfb sets DISPLAY)"
    done = subprocess.run(
        [sys.executable, "-m", "babelworks", "--self-test"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "self-test passed" in done.stdout
