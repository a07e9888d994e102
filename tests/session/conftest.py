"""Fixtures for session tests: the Tally example game and an isolated autosave folder."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.session import Autosave, Session
from tests.session.tally_game import TALLY


def tally_lookup(game_id: str):
    """Game lookup for save files written by these tests."""
    if game_id != "tally":
        raise LookupError(game_id)
    return TALLY


def tally_match(players: int = 2, seed: int = 7, target: int = 12, table: bool = False) -> Match:
    """A fresh Tally match (``table``: draws wait for the table's outcome)."""
    setup = Setup("tally", players, seed, {"target": target, "table": table}, seat_defaults(players))
    return Match(TALLY, setup)


ROOT = Path(__file__).resolve().parents[2]


def crash_with_a_game_in_progress(folder: Path, actions: list[dict]) -> None:
    """Another process autosaves a Tally game to ``folder``, plays ``actions`` and dies
    without a clean exit (``os._exit``: no destructors, so its running lock stays behind)."""
    script = textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {str(ROOT)!r})
        from babelworks.session import Autosave, Session
        from tests.session.conftest import tally_lookup, tally_match
        keeper = Autosave({str(folder)!r}, lookup=tally_lookup)
        keeper.start()
        session = Session(keeper)
        session.start(tally_match())
        for action in {actions!r}:
            session.dispatch(action)
        os._exit(3)
    """)
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, timeout=60)
    assert done.returncode == 3


@pytest.fixture
def autosave(tmp_path):
    """An autosave in a temp folder, finished at the end of the test."""
    keeper = Autosave(tmp_path / "appdata", lookup=tally_lookup)
    yield keeper
    keeper.finish()


@pytest.fixture
def session(qtbot, autosave):
    """A session on a fresh 2-seat Tally match, autosaving to a temp folder."""
    autosave.start()
    held = Session(autosave)
    held.start(tally_match())
    return held
