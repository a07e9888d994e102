"""Seeded random full games (a small sample; the 1,000-game sweeps run from the command line).

Every game must reach the end of Round III with all invariants holding after every
action, replay from seed and log to the same hash, and round-trip through to_dict.
"""

from __future__ import annotations

import pytest

from babelworks.games.rise_of_babel import GAME
from babelworks.simulate import run_games


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_reach_the_end_of_round_three(players):
    report = run_games("rise-of-babel", players, games=2, seed=100 * players, game=GAME)
    assert report["violations"] == []
    for record in report["games"]:
        assert record["end_reason"] == "round III scored"
        assert len(record["scores"]) == players and record["winners"]


@pytest.mark.parametrize("options", [{"bonus_tiles": True}, {"no_negative_confusion": True}])
def test_options_play_through(options):
    report = run_games("rise-of-babel", 3, games=1, seed=7, game=GAME, options=options)
    assert report["violations"] == []
    assert report["games"][0]["end_reason"] == "round III scored"


def test_winners_are_the_highest_scores():
    state = GAME.new_game(3, 1)
    for seat, points in enumerate([12, 30, 30]):
        state.data["seats"][seat]["influence"] = points
    assert GAME.winners(state) == [1, 2]


def test_from_dict_copies_and_refuses_junk():
    state = GAME.new_game(2, 4)
    data = state.to_dict()
    clone = GAME.from_dict(data)
    clone.apply(clone.legal_actions()[0])
    assert data == state.to_dict()
    with pytest.raises(ValueError):
        GAME.from_dict({"players": 2})
    data["seats"][0]["bag"].append("x1")  # a wild in a bag and in the supply
    with pytest.raises(ValueError, match="is in 2 places"):
        GAME.from_dict(data)
    data["seats"] = "nobody"
    with pytest.raises(ValueError, match="Broken Rise of Babel game state"):
        GAME.from_dict(data)


def test_no_physical_outcomes():
    state = GAME.new_game(2, 4)
    assert state.current_player in (0, 1)
    with pytest.raises(ValueError, match="never waits for a physical result"):
        GAME.sample_outcome(state, None)
