"""sample_for: a full state consistent with one seat's knowledge."""

from __future__ import annotations

from babelworks.core.rng import Rng
from babelworks.games.rise_of_babel import GAME

VISIBLE = ("discard", "trashed", "stalls", "warehouse", "camp", "cargo", "influence", "tablets")


def _mid_game(players: int = 3, seed: int = 4, actions: int = 700):
    state, bot = GAME.new_game(players, seed), Rng.from_seed(seed, "sample-test")
    for _ in range(actions):
        state.apply(bot.choice(state.legal_actions()))
    return state


def test_a_sample_keeps_what_the_seat_knows_and_is_a_whole_state():
    state = _mid_game()
    seat = (state.current_player + 1) % 3
    sample = state.sample_for(seat, Rng.from_seed(1, "sample"))
    assert sample.check_invariants() == []
    assert sample.data["seats"][seat]["hand"] == state.data["seats"][seat]["hand"]
    assert sample.data["towers"] == state.data["towers"] and sample.data["turn"] == state.data["turn"]
    for before, after in zip(state.data["seats"], sample.data["seats"]):
        assert all(before[key] == after[key] for key in VISIBLE)
        assert len(before["hand"]) == len(after["hand"]) and len(before["deck"]) == len(after["deck"])
        assert sorted(before["bag"]) == sorted(after["bag"])
    assert sorted(sample.data["market"]["deck"]) == sorted(state.data["market"]["deck"])
    assert sample.legal_actions() and state.check_invariants() == []


def test_another_seats_hidden_cards_do_not_change_the_sample():
    state = _mid_game()
    seat = state.current_player
    other = state.copy()
    rival = other.data["seats"][(seat + 1) % 3]
    assert rival["hand"] and rival["deck"]
    rival["hand"][0], rival["deck"][-1] = rival["deck"][-1], rival["hand"][0]
    rival["bag"].reverse()
    other.data["market"]["deck"].reverse()
    other.data["rng"] ^= 12345
    other.changed()
    assert other.state_hash() != state.state_hash()
    first = state.sample_for(seat, Rng.from_seed(9, "sample"))
    second = other.sample_for(seat, Rng.from_seed(9, "sample"))
    assert first.to_dict() == second.to_dict()


def test_a_sample_differs_from_the_truth_where_the_seat_cannot_see():
    state = _mid_game()
    seat = state.current_player
    samples = {state.sample_for(seat, Rng.from_seed(n, "sample")).state_hash() for n in range(5)}
    assert len(samples) == 5 and state.state_hash() not in samples
