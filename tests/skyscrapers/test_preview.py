"""The engine answers the table's rules questions: a build's points, a card's places, refusals."""

import pytest

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.games.skyscrapers import GAME


def _mid_game(seed: int, steps: int = 30):
    state = GAME.new_game(2, seed)
    rng = Rng.from_seed(seed, "preview")
    for _ in range(steps):
        if state.current_player == CHANCE:
            state.apply(GAME.sample_outcome(state, rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
    while state.current_player == CHANCE:
        state.apply(GAME.sample_outcome(state, rng))
    return state


@pytest.mark.parametrize("seed", [3, 8])
def test_a_build_s_preview_is_what_applying_it_scores(seed):
    state = _mid_game(seed)
    builds = [a for a in state.legal_actions() if a["type"] == "build"][:25]
    assert builds
    for action in builds:
        preview = state.preview(action)
        trial = state.copy()
        before = trial.scores()[trial.current_player]
        trial.apply(action)
        assert trial.scores()[state.current_player] - before == preview["points"]
        assert preview["words"].startswith(f"+{preview['points']} points")


def test_the_options_of_a_card_are_its_legal_builds_with_their_preview():
    state = _mid_game(3)
    card = next(a["card"] for a in state.legal_actions() if a["type"] == "build")
    options = state.build_options(card)
    assert [o["action"] for o in options] == [
        a for a in state.legal_actions() if a["type"] == "build" and a["card"] == card
    ]
    for option in options[:10]:
        assert state.preview(option["action"])["points"] == option["points"]


def test_preview_refuses_an_illegal_build_and_is_empty_for_other_actions():
    state = GAME.new_game(2, 1)
    with pytest.raises(IllegalAction, match="not in your hand"):
        state.preview(
            {
                "type": "build",
                "worker": "red-1",
                "card": state.data["hands"][1][0],
                "anchor": "F1",
                "at": [0, 0, 1],
                "u": "+x",
                "v": "+y",
            }
        )
    assert state.preview({"type": "send", "to": "F1"}) == {}


def test_why_a_card_has_no_place_and_why_not_there():
    state = GAME.new_game(2, 1)
    assert "Send a worker" in state.why_no_place(state.data["hands"][0][0])
    assert "not in your hand" in state.why_no_place(state.data["hands"][1][0])
    assert state.why_not_there("B07").startswith("Not there: a 5-girder block with a worker drawn from above")


def test_while_the_building_is_checked_a_preview_says_wait():
    state = GAME.new_game(2, 1)
    state.apply({"type": "send", "to": "F1"})
    state.apply(next(a for a in state.legal_actions() if a["type"] == "move"))
    with pytest.raises(IllegalAction, match="being checked"):
        state.preview({"type": "send", "to": "F1"})
