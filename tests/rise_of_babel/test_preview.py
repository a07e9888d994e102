"""The engine's preview: what an action gives, answered without playing it."""

from __future__ import annotations

import pytest

from babelworks.core.errors import IllegalAction
from babelworks.core.rng import Rng
from babelworks.games.rise_of_babel import GAME
from babelworks.games.rise_of_babel.preview import PLACEMENTS
from babelworks.games.rise_of_babel.scoring import Pattern, level_patterns

from .helpers import new


def _played(state, action):
    """A copy of ``state`` after ``action`` (the test's own check, not the engine's)."""
    after = state.copy()
    after.apply(action)
    return after


def _check_preview(state, action) -> None:
    seat, g = state.current_player, state.data
    shown = state.preview(action)
    after = _played(state, action)
    if shown["ends_round"]:  # at once, or once the choice it leaves pending is made
        assert after.data["round"] == g["round"] + 1 or after.data["turn"]["stack"]
        return
    assert after.data["round"] == g["round"]
    gained = after.data["seats"][seat]["influence"] - g["seats"][seat]["influence"]
    # Round III, towers full: a confusion tile due gives 1 influence instead
    assert gained in (shown["influence"], shown["influence"] + shown["confusion"])
    assert not g["turn"]["stack"]  # placements and buys never answer a pending choice
    assert ({"kind": "stalls_to_camp"} in after.data["turn"]["stack"]) == shown["stalls_to_camp"]


def test_every_placement_preview_matches_what_playing_it_does():
    checked = 0
    for players, seed in ((1, 2), (2, 3), (3, 4), (4, 5)):
        state, bot = GAME.new_game(players, seed), Rng.from_seed(seed, "preview-test")
        while not state.is_over():
            legal = state.legal_actions()
            for action in legal:
                if action["type"] in PLACEMENTS or action["type"] == "buy_card":
                    _check_preview(state, action)
                    checked += 1
            state.apply(bot.choice(legal))
    assert checked > 1000


def test_preview_refuses_an_illegal_action_and_changes_nothing():
    state = new(2, seed=3)
    before = state.state_hash()
    with pytest.raises(IllegalAction):
        state.preview({"type": "place_wild", "tower": "major", "space": [0, 0]})
    assert state.state_hash() == before


def test_round_scoring_shows_the_points_the_round_end_gives():
    for seed in range(4):
        state, bot = GAME.new_game(2, seed), Rng.from_seed(seed, "round-show")
        while state.data["round"] == 1:
            action = bot.choice(state.legal_actions())
            before = state.copy()
            state.apply(action)
        towers, patterns = before.round_scoring(action)
        assert all(cell[2] is not None for tower in towers for cell in tower["cells"])
        gained = before.preview(action)["influence"] if "tower" in action else 0
        for seat, found in enumerate(patterns):
            now = before.data["seats"][seat]["influence"] + (gained if seat == before.current_player else 0)
            total = sum(pattern.points for _, pattern in found)
            assert state.data["seats"][seat]["influence"] == max(0, now + total)


def test_patterns_name_the_runs_and_their_points():
    grid = {(0, 0): "0w1", (0, 1): "0w2", (0, 2): "0w3", (1, 0): "0b1", (1, 1): None, (1, 2): None}
    assert level_patterns(grid, 0) == [Pattern("wood run", ((0, 0), (0, 1), (0, 2)), 6)]
    assert level_patterns(grid, 1) == []
