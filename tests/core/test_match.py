"""Match: apply, undo/redo that never crosses revealed information, replay, hashing."""

import pytest

from babelworks.core.errors import IllegalAction
from babelworks.core.match import Match, Setup, replay, seat_defaults
from tests.core.example_game import GAME


def _match(seed=9):
    return Match(GAME, Setup(GAME.id, 2, seed, {}, seat_defaults(2)))


def test_illegal_action_changes_nothing():
    match = _match()
    before = match.state_hash()
    with pytest.raises(IllegalAction, match="cannot do that"):
        match.apply({"type": "die", "value": 3})
    assert match.state_hash() == before and match.log == []


def test_undo_and_redo_of_actions_that_reveal_nothing():
    match = _match()
    match.apply({"type": "roll"})
    match.apply({"type": "die", "value": 6})
    hash_after_roll = match.state_hash()
    match.apply({"type": "hold"})
    assert match.can_undo()
    assert match.undo() == {"type": "hold"}
    assert match.state_hash() == hash_after_roll
    assert match.can_redo()
    match.redo()
    assert match.state.banked[0] == 6 and not match.can_redo()


def test_undo_never_crosses_a_revealing_action():
    match = _match()
    match.apply({"type": "roll"})
    assert match.can_undo()  # asking to roll reveals nothing yet
    match.apply({"type": "die", "value": 4})
    assert not match.can_undo()
    with pytest.raises(ValueError, match="revealed information"):
        match.undo()
    match.apply({"type": "draw"})  # draws a card: reveals
    assert not match.can_undo()


def test_new_action_clears_redo():
    match = _match()
    match.apply({"type": "roll"})
    match.undo()
    match.apply({"type": "hold"})
    assert not match.can_redo()


def test_state_at_and_replay_are_identical():
    match = _match(seed=21)
    for action in ({"type": "roll"}, {"type": "die", "value": 3}, {"type": "draw"}, {"type": "hold"}):
        match.apply(action)
    assert match.state_at(0).to_dict() == GAME.new_game(2, 21).to_dict()
    assert match.state_at(4).to_dict() == match.state.to_dict()
    assert replay(GAME, match.setup, match.log).to_dict() == match.state.to_dict()
    with pytest.raises(ValueError):
        match.state_at(5)


def test_state_hash_is_stable_and_sensitive():
    a, b = _match(seed=1), _match(seed=1)
    assert a.state_hash() == b.state_hash() and len(a.state_hash()) == 64
    a.apply({"type": "roll"})
    assert a.state_hash() != b.state_hash()


def test_from_log_finds_the_last_barrier():
    match = _match()
    log = [{"type": "roll"}, {"type": "die", "value": 2}, {"type": "roll"}]
    for action in log:
        match.apply(action)
    rebuilt = Match.from_log(GAME, match.setup, log)
    assert rebuilt.undo_barrier == 2 == match.undo_barrier
    assert rebuilt.state_hash() == match.state_hash()
