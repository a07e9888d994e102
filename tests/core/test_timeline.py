"""The replay timeline: any position equals a replay from the setup."""

import pytest

from babelworks.core.hashing import state_hash
from babelworks.core.match import Setup, replay
from babelworks.core.timeline import Timeline
from tests.bots.race import RACE

LOG = [{"type": "add", "n": n} for n in (1, 3, 2, 1, 1, 2)]
SETUP = Setup("race", 2, 3, {"goal": 10})


@pytest.mark.parametrize("every", [1, 2, 4, 100])
def test_every_position_equals_a_replay(every):
    timeline = Timeline(RACE, SETUP, LOG, every=every)
    for step in range(len(LOG) + 1):
        assert state_hash(timeline.state_at(step)) == state_hash(replay(RACE, SETUP, LOG[:step]))


def test_positions_are_fresh_states():
    timeline = Timeline(RACE, SETUP, LOG, every=2)
    timeline.state_at(2).apply({"type": "add", "n": 1})
    assert timeline.state_at(2).data["total"] == 4


def test_turns_and_moves_in_words():
    timeline = Timeline(RACE, SETUP, LOG)
    assert [mark.step for mark in timeline.turn_starts] == list(range(len(LOG)))
    assert timeline.turn_start_before(3) == 3 and timeline.next_turn_start(3) == 4
    assert timeline.next_turn_start(len(LOG)) == len(LOG)
    assert len(timeline.move_list()) == len(LOG) and timeline.move_list()[0].startswith("1. ")


@pytest.mark.parametrize("step", [-1, 7, "2", 1.0])
def test_a_step_outside_the_game_is_refused(step):
    with pytest.raises(ValueError, match="outside the game"):
        Timeline(RACE, SETUP, LOG).state_at(step)


def test_rounds_begin_when_the_opening_seat_plays_again():
    timeline = Timeline(RACE, SETUP, LOG)
    openers = [mark.step for mark in timeline.turn_starts if mark.seat == timeline.turn_starts[0].seat]
    assert timeline.round_starts == openers and timeline.round_starts[0] == 0
    assert timeline.round_start_before(len(LOG)) == openers[-1]
    assert timeline.next_round_start(0) == openers[1]
    assert timeline.round_number(0) == 1 and timeline.round_number(len(LOG)) == len(openers)
