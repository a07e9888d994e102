"""sample_for: a state consistent with one seat's knowledge, the rest re-dealt."""

from babelworks.core.hashing import canonical_json
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.games.skyscrapers import GAME


def _played(players: int, seed: int, steps: int = 40):
    state = GAME.new_game(players, seed)
    rng = Rng.from_seed(seed, "sample")
    for _ in range(steps):
        if state.is_over():
            break
        state.apply(
            GAME.sample_outcome(state, rng)
            if state.current_player == CHANCE
            else rng.choice(state.legal_actions())
        )
    return state


def test_a_sample_keeps_what_the_seat_knows_and_re_deals_the_rest():
    state = _played(3, 4)
    sample = state.sample_for(0, Rng(7))
    assert sample.data["hands"][0] == state.data["hands"][0]
    assert [len(h) for h in sample.data["hands"]] == [len(h) for h in state.data["hands"]]
    for key in ("built", "supports", "workers", "scores", "pending", "seat", "actions_left"):
        assert sample.data[key] == state.data[key], key
    assert sample.check_invariants() == []
    assert sample.data["hands"][1:] != state.data["hands"][1:]
    assert sample.legal_actions() or sample.current_player == CHANCE or sample.is_over()


def test_states_differing_only_in_hidden_cards_give_the_same_sample():
    state = _played(2, 9)
    other = state.copy()
    hand, box = other.data["hands"][1], other.data["box"]
    hand[0], box[0] = box[0], hand[0]  # a card of seat 1 swapped with one nobody has seen
    other.data["hands"][1] = sorted(hand)
    other.data["box"] = sorted(c for c in box if not c.startswith("S-")) + [
        c for c in box if c.startswith("S-")
    ]
    other.changed()
    assert other.to_dict() != state.to_dict() and other.check_invariants() == []
    first, second = state.sample_for(0, Rng(11)), other.sample_for(0, Rng(11))
    assert canonical_json(first.to_dict()) == canonical_json(second.to_dict())


def test_playing_on_a_sample_leaves_the_state_itself_alone():
    state = _played(2, 2)
    while state.current_player == CHANCE:
        state.apply(GAME.sample_outcome(state, Rng(1)))
    before = state.to_dict()
    sample = state.sample_for(1, Rng(3))
    sample.apply(sample.legal_actions()[-1])
    assert state.to_dict() == before
