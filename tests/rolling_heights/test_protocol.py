"""The Game protocol: exact legal actions both ways, refusals that change nothing,
round-trips, replay, words for people."""

import pytest

from babelworks.core.errors import IllegalAction
from babelworks.core.hashing import state_hash
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.games.rolling_heights import GAME
from tests.rolling_heights.helpers import play_random


def _sampled_states(players, seed, every=10, per_step=20):
    """Copies of states spread over a random game: each kept with chance 1/``every``,
    at most ``per_step`` of each step."""
    found, seen, pick = [], {}, Rng.from_seed(seed, "sample")

    def keep(state):
        if pick.below(every) == 0 and seen.get(state.step, 0) < per_step:
            seen[state.step] = seen.get(state.step, 0) + 1
            found.append(GAME.from_dict(state.to_dict()))

    play_random(players, seed, on_step=keep)
    return found


@pytest.mark.parametrize("players, seed", [(2, 101), (3, 102), (4, 103)])
def test_every_listed_action_is_accepted(players, seed):
    states = _sampled_states(players, seed)
    assert {"main", "place", "pay", "risk", "roll"} <= {state.step for state in states}
    for state in states:
        data = state.to_dict()
        for action in state.legal_actions():
            copy = GAME.from_dict(data)
            copy.apply(action)
            assert copy.check_invariants() == []


def _mutations(action, rng):
    """Near misses of a legal action: a wrong number, a missing or extra key, a wrong type."""
    keys = [k for k in action if k != "type"]
    yield {**action, "extra": 1}
    yield {"type": action["type"] + "x"}
    if keys:
        key = rng.choice(keys)
        yield {k: v for k, v in action.items() if k != key}
        value = action[key]
        if isinstance(value, int):
            yield {**action, key: value + rng.randint(1, 30)}
            yield {**action, key: float(value) + 0.5}
        yield {**action, key: "nonsense"}
        yield {**action, key: [value, value]}


def test_actions_not_listed_are_refused_and_change_nothing():
    rng = Rng.from_seed(5)
    refused = 0
    for state in _sampled_states(3, 104, every=7):
        if state.current_player == CHANCE or state.is_over():
            continue
        legal = state.legal_actions()
        before = state_hash(state)
        for action in legal[:6]:
            for wrong in _mutations(action, rng):
                if wrong in legal:
                    continue
                with pytest.raises(IllegalAction) as error:
                    state.apply(wrong)
                assert str(error.value)
                refused += 1
        for junk in ("end_turn", None, {}, {"type": ["x"]}, {"type": "roll", "meeples": [], "poses": []}):
            with pytest.raises(IllegalAction):
                state.apply(junk)
        assert state_hash(state) == before
    assert refused > 200


def test_roll_awaited_lists_nothing_and_takes_only_a_roll():
    state = GAME.new_game(2, 3)
    while state.current_player != CHANCE:
        state.apply(state.legal_actions()[0])
    assert state.legal_actions() == []
    with pytest.raises(IllegalAction, match="roll is awaited"):
        state.apply({"type": "end_turn"})


def test_round_trip_and_replay_give_the_same_hash():
    state, log = play_random(2, 7)
    copy = GAME.from_dict(state.to_dict())
    assert state_hash(copy) == state_hash(state) and copy.to_dict() == state.to_dict()
    again = GAME.new_game(2, 7)
    for action in log:
        again.apply(action)
    assert state_hash(again) == state_hash(state)


def test_from_dict_refuses_a_state_without_fields():
    with pytest.raises(ValueError, match="missing"):
        GAME.from_dict({"players": 2})


def test_reveals_describe_and_phase_words():
    state = GAME.new_game(2, 4)
    assert not state.reveals({"type": "take_start_plan", "slot": 0})
    assert state.reveals({"type": "end_turn"}) and state.reveals({"type": "roll"})
    action = state.legal_actions()[0]
    assert state.describe(action).startswith(f"Player {state.current + 1} takes ")
    assert state.phase().startswith("Starting placement")
    assert "not allowed now" in state.describe({"type": "nope"})


def test_finished_game_has_winners_and_a_reason():
    state, _ = play_random(2, 8)
    assert state.is_over() and state.current_player is None
    assert state.end_reason().startswith("all ") and state.turns() > 0
    assert GAME.winners(state) and max(state.scores()) == state.scores()[GAME.winners(state)[0]]
    assert sorted(state.final) == ["ads", "targets", "wild"]


def test_the_phase_says_the_game_is_ending_and_how_many_turns_are_left():
    """A newcomer met the final scoring with no warning: once a colour is built out, the
    phase counts the turns left (this one included)."""
    from babelworks import registry
    from babelworks.core.match import Match, Setup, seat_defaults
    from babelworks.simulate import play_game

    game = registry.get_game("rolling-heights")
    log = play_game(game, 2, 1, registry.outcome_resolver("rolling-heights")).log
    match = Match(game, Setup("rolling-heights", 2, 1, {}, seat_defaults(2)))
    said = []
    for action in log:
        if match.state.end["triggered"] and match.state.step != "targets":
            said.append(match.state.phase())
        match.apply(action)
    assert said and all("the game is ending" in words for words in said)
    assert said[0].endswith("3 turns left, this one included)") and said[-1].endswith(
        "1 turn left, this one included)"
    )
