"""Saved games for the replay tests: seeded ``simulate --save-dir`` games, one per game."""

from __future__ import annotations

from pathlib import Path

import pytest

from babelworks.simulate import run_games

#: game id -> (players, seed) of the saved game each test replays
GAMES = {"skyscrapers": (2, 3), "rolling-heights": (2, 3), "rise-of-babel": (2, 3)}


@pytest.fixture(scope="session")
def saves(tmp_path_factory) -> dict[str, Path]:
    """game id -> the save of one full seeded game, written by the simulator."""
    found = {}
    for game_id, (players, seed) in GAMES.items():
        folder = tmp_path_factory.mktemp(game_id)
        run_games(game_id, players, 1, seed, save_dir=folder)
        found[game_id] = next(folder.glob("*.babelworks"))
    return found
