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
    from babelworks.games.rolling_heights.bench import measure, play

    assert play(2, 3) == play(2, 3) > 100, "seeded games replay the same"
    figures = measure(4, 1, seed=2)
    assert figures["games"] == 1 and figures["actions_per_game"] > 100
