"""Seeded random games still play exactly as recorded (rules unchanged by refactors).

The stored files hold seeds 0-99 (``python -m tests.golden.fingerprints`` compares all
of them); CI compares the first few seeds of every game and player count.
"""

import pytest

from babelworks.registry import ENTRIES
from tests.golden.fingerprints import fingerprint, stored

CASES = [
    (game_id, players)
    for game_id, entry in ENTRIES.items()
    for players in range(entry.game.min_players, entry.game.max_players + 1)
]


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_seeded_games_play_as_recorded(game_id, players):
    expected = stored()[f"{game_id}/{players}"]
    game = ENTRIES[game_id].game
    for seed in range(3):
        assert fingerprint(game, players, seed) == expected[str(seed)], f"seed {seed}"
