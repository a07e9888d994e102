"""Each engine's final score breakdown adds up to its final scores, by the rulebook's categories."""

from __future__ import annotations

import pytest

from babelworks import registry
from babelworks.games.rise_of_babel.scoring import score_breakdown as rise_breakdown
from babelworks.games.rolling_heights.content import content
from babelworks.games.rolling_heights.scoring import score_breakdown as rolling_breakdown
from babelworks.games.skyscrapers.scoring import score_breakdown as sky_breakdown
from babelworks.simulate import play_game

BREAKDOWNS = {
    "rolling-heights": (rolling_breakdown, {"During play", "Target", "Wild Tokens"}),
    "rise-of-babel": (rise_breakdown, {"Rounds I-II and bonuses", "Round III", "Cards", "Player board"}),
    "skyscrapers": (sky_breakdown, {"Building", "Falls", "Last card", "Cards left", "Highest floor"}),
}


def finished(game_id: str, seed: int):
    """The final state of a seeded game played by random computer players."""
    game = registry.get_game(game_id)
    record = play_game(game, 2, seed, registry.outcome_resolver(game_id), check_every=0)
    state = game.new_game(2, seed, {})
    for action in record.log:
        state.apply(action)
    assert state.is_over()
    return state


@pytest.mark.parametrize("game_id", list(BREAKDOWNS))
@pytest.mark.parametrize("seed", [3, 4])
def test_breakdown_adds_up_to_the_final_scores(game_id, seed):
    state = finished(game_id, seed)
    breakdown, categories = BREAKDOWNS[game_id]
    points = breakdown(state)
    assert sorted(points) == [0, 1]
    for seat, by_category in points.items():
        ads = {content().ads[ad]["name"] for ad in state.ads} if game_id == "rolling-heights" else set()
        assert set(by_category) == categories | ads
        assert sum(by_category.values()) == state.scores()[seat]


@pytest.mark.parametrize("game_id", list(BREAKDOWNS))
def test_no_breakdown_before_the_end(game_id):
    state = registry.get_game(game_id).new_game(2, 1, {})
    assert BREAKDOWNS[game_id][0](state) == {}
