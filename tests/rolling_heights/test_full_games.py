"""Seeded random full games: end by the rules' trigger, invariants after every action,
replay and round-trip (a small sample; the 1,000-game sweeps run from the command line)."""

import pytest

from babelworks.simulate import run_games


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_random_games_keep_every_invariant(players):
    report = run_games("rolling-heights", players, 10, seed=1000 * players)
    assert report["violations"] == []
    for game in report["games"]:
        assert game["end_reason"].startswith("all ") and game["end_reason"].endswith(" cubes built")
        assert game["turns"] % players == 0, "all players have had equal turns"
        assert game["winners"]


def test_benchmark_plays_full_games():
    from babelworks.games.rolling_heights import GAME
    from bench.engines import copy_microseconds, games_per_second, play

    first, again = play(GAME, 2, 3), play(GAME, 2, 3)
    assert first[1] == again[1] > 100 and first[0].state_hash() == again[0].state_hash()
    assert first[0].is_over(), "the benchmark plays whole games"
    assert games_per_second(GAME, 4, 1, seed=2)["actions_per_game"] > 100
    assert copy_microseconds(GAME, 2, copies=3)["copy_us"] > 0
