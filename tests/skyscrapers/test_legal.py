"""legal_actions() is exact both ways, on states from seeded random play."""

import copy

import pytest

from babelworks.core.errors import IllegalAction
from babelworks.core.rng import Rng
from babelworks.games.skyscrapers import GAME


def _random_states(players: int, seed: int, every: int = 7):
    """States met along a seeded random game (analytic verdicts), every few actions."""
    state = GAME.new_game(players, seed)
    rng = Rng.from_seed(seed, "test")
    step = 0
    while not state.is_over():
        if state.current_player == -1:
            state.apply(GAME.sample_outcome(state, rng))
            continue
        if step % every == 0:
            yield state, rng
        state.apply(rng.choice(state.legal_actions()))
        step += 1


def _near_misses(state, action, rng):
    """Actions close to a legal one: another card, place, worker, target."""
    cards = list(state.content.cards)
    misses = [
        dict(action, card=rng.choice(cards)),
        dict(action, worker=f"{rng.choice(['red', 'green', 'blue'])}-{rng.randint(1, 5)}"),
    ]
    if action["type"] == "build":
        at = list(action["at"])
        at[rng.below(3)] += rng.choice([-1, 1])
        misses += [
            dict(action, at=at),
            dict(action, u=action["v"], v=action["u"]),
            dict(action, anchor=rng.choice(list(state.structure.poses))),
        ]
    misses.append(dict(action, to=rng.choice(list(state.structure.poses))))
    return misses


def _accepts(state, action) -> bool:
    trial = GAME.from_dict(state.to_dict())
    before = trial.to_dict()
    try:
        trial.apply(action)
    except IllegalAction:
        assert trial.to_dict() == before, "an illegal action changed the state"
        return False
    return True


@pytest.mark.slow  # every legal list of three random games, with builds
@pytest.mark.parametrize("players,seed", [(2, 11), (3, 12), (4, 13)])
def test_listed_actions_apply_and_unlisted_ones_are_refused(players, seed):
    checked = 0
    for state, rng in _random_states(players, seed):
        legal = state.legal_actions()
        sample = [legal[rng.below(len(legal))] for _ in range(6)]
        for action in sample:
            assert _accepts(state, action), action
            for miss in _near_misses(state, action, rng):
                assert _accepts(state, miss) == (miss in legal), miss
                checked += 1
    assert checked > 100


def test_pass_is_legal_only_when_nothing_else_is():
    state = GAME.new_game(2, 3)
    assert {"type": "pass"} not in state.legal_actions()
    with pytest.raises(IllegalAction, match="only when no action"):
        state.apply({"type": "pass"})


def test_garbage_actions_are_refused_with_a_message():
    state = GAME.new_game(2, 3)
    for bad in (
        {"type": "fly"},
        {"type": "build"},
        {"type": "build", "card": "B01", "worker": "red-1", "anchor": "F1", "at": "x", "u": "+x", "v": "+y"},
        {},
    ):
        with pytest.raises(IllegalAction):
            state.apply(copy.deepcopy(bad))


def test_a_build_at_a_point_with_two_coordinates_is_refused_with_a_sentence():
    state = GAME.new_game(2, 3)
    state.apply({"type": "send", "to": "F1"})
    card = state.data["hands"][0][0]
    before = state.to_dict()
    bad = {
        "type": "build",
        "worker": "red-1",
        "card": card,
        "anchor": "F1",
        "at": [0, 0],
        "u": "+x",
        "v": "+y",
    }
    with pytest.raises(IllegalAction, match="where its card goes"):
        state.apply(bad)
    with pytest.raises(IllegalAction, match="where its card goes"):
        state.describe(bad)
    assert state.to_dict() == before
