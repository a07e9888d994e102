"""Golden playthroughs: two recorded random-bot games must replay to the same end.

A rules change that alters play shows up here. When the change is intended,
regenerate ``golden.json`` and say why in the commit message::

    python -c "import json; from tests.rise_of_babel.test_golden import record, GOLDEN_PATH; \
    GOLDEN_PATH.write_text(json.dumps([record(2, 2025), record(4, 2026)], indent=1))"
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from babelworks.bots.random_bot import RandomBot
from babelworks.core.hashing import state_hash
from babelworks.core.rng import Rng
from babelworks.games.rise_of_babel import GAME

GOLDEN_PATH = Path(__file__).parent / "golden.json"
GOLDEN = json.loads(GOLDEN_PATH.read_text())


def record(players: int, seed: int) -> dict:
    """Play a random-bot game and summarise it as a golden.json entry."""
    state = GAME.new_game(players, seed)
    bot = RandomBot(Rng.from_seed(seed, "bots"))
    log = []
    while not state.is_over():
        log.append(bot.choose(state))
        state.apply(log[-1])
    return {
        "players": players,
        "seed": seed,
        "actions": len(log),
        "turns": state.turns(),
        "scores": state.scores(),
        "state_hash": state_hash(state),
        "first_actions": log[:12],
    }


@pytest.mark.parametrize("golden", GOLDEN, ids=lambda g: f"{g['players']}p-{g['seed']}")
def test_recorded_game_replays_identically(golden):
    assert record(golden["players"], golden["seed"]) == golden
