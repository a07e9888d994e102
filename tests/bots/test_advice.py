"""The advice behind Help > Suggest a move: Hard's own choice, seen from the seat's chair only."""

from dataclasses import replace

import pytest

from babelworks.bots.advice import SHOWN, advise, outlook_words, seat_to_advise
from babelworks.bots.players import make_player
from babelworks.bots.turns import decision_seed
from babelworks.core.hashing import state_hash
from babelworks.core.match import Setup, seat_defaults
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.registry import ENTRIES, bot_tuning
from tests.bots.test_hidden_information import _mid_game


def _small(game_id: str):
    tuning = bot_tuning(game_id)
    return replace(tuning, budgets={**tuning.budgets, "hard": replace(tuning.budgets["hard"], iterations=8)})


@pytest.mark.parametrize("game_id", list(ENTRIES))
def test_advice_is_hards_choice_and_twins_get_the_same(game_id):
    game, tuning = ENTRIES[game_id].game, _small(game_id)
    setup = Setup(game_id, 3, 4, {}, seat_defaults(3))
    state = _mid_game(game, 3, 4, 40)
    advice = advise(game, setup, state, 40, tuning=tuning)
    seat = state.current_player
    assert advice is not None and advice.seat == seat and advice.step == 40
    assert advice.choice == make_player("hard", game, seat, decision_seed(setup, 40), tuning).choose(state)
    assert advice.weighed[0].action == advice.choice and 1 <= len(advice.weighed) <= SHOWN
    assert len({str(weighed.action) for weighed in advice.weighed}) == len(advice.weighed)
    assert all(w.value is None or 0.0 <= w.value <= 1.0 for w in advice.weighed)
    twin = state.sample_for(seat, Rng.from_seed(9))
    assert state_hash(twin) != state_hash(state)
    assert advise(game, setup, twin, 40, tuning=tuning) == advice


def test_no_advice_while_an_outcome_is_awaited():
    game = ENTRIES["rolling-heights"].game
    state = game.new_game(2, 1, {})
    while state.current_player != CHANCE:
        state.apply(state.legal_actions()[0])
    assert seat_to_advise(state) is None
    assert advise(game, Setup(game.id, 2, 1, {}, seat_defaults(2)), state, 0) is None


def test_outlooks_read_as_words():
    assert outlook_words(None) == "the only move allowed"
    assert outlook_words(0.8).startswith("looks strong (80")
    assert outlook_words(0.5).startswith("looks even") and outlook_words(0.1).startswith("looks weak")
