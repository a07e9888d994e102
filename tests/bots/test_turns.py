"""The headless turn driver: who moves next, asking the bot, cancellation as an argument."""

from __future__ import annotations

import pytest

from babelworks.bots.turns import CHANCE_TURN, OVER, PERSON, SearchCancelled, TurnDriver
from babelworks.core.match import Setup, seat_defaults
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import table_rng
from babelworks.registry import get_game, outcome_resolver


def setup(game_id: str, seed: int, *players: str) -> Setup:
    seats = seat_defaults(len(players))
    for seat, player in zip(seats, players):
        seat.player = player
    return Setup(game_id, len(players), seed, {}, seats)


def test_next_turn_names_a_person_a_computer_and_an_awaited_outcome():
    game = get_game("rolling-heights")
    driver = TurnDriver.at_table(game, setup(game.id, 3, "person", "normal"))
    state = game.new_game(2, 3, {})
    seat = state.current_player
    turn = driver.next_turn(state)
    assert (turn.seat, turn.kind, turn.computer) == (seat, ["person", "normal"][seat], seat == 1)
    walker = TurnDriver.for_run(game, 2, 3, None)
    while state.current_player != CHANCE:  # on to the first roll
        state.apply(walker.decide(state, 0))
    turn = driver.next_turn(state)
    assert (turn.seat, turn.kind, turn.computer) == (None, CHANCE_TURN, False)
    assert driver.next_turn(state, chance_seat=1).computer, "the table says whose roll it is"
    assert not driver.next_turn(state, chance_seat=0).computer


def test_a_person_is_never_asked():
    game = get_game("skyscrapers")
    state = game.new_game(2, 1, {})
    driver = TurnDriver.at_table(game, setup(game.id, 1, PERSON, PERSON))
    assert driver.next_turn(state).kind == PERSON
    with pytest.raises(ValueError, match="No computer player"):
        driver.decide(state, 0)


def test_a_decision_is_the_same_for_the_same_seed_and_step():
    game = get_game("rise-of-babel")
    state = game.new_game(2, 1, {})
    driver = TurnDriver.at_table(game, setup(game.id, 5, "easy", "easy"))
    assert driver.decide(state.copy(), 4) == driver.decide(state.copy(), 4)


def test_a_cancelled_search_stops_at_its_next_iteration_and_gives_no_answer():
    game = get_game("rise-of-babel")
    state = game.new_game(2, 1, {})
    driver = TurnDriver.at_table(game, setup(game.id, 1, "hard", PERSON))
    asked = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 3

    with pytest.raises(SearchCancelled):
        driver.decide(state, 0, cancelled)
    assert len(asked) == 4, "asked before every iteration, stopped at the first True"
    uncancelled = driver.decide(state.copy(), 0, lambda: False)
    assert uncancelled == driver.decide(state.copy(), 0), "asking draws nothing from the player"


def test_play_drives_a_whole_game_as_simulate_does():
    game = get_game("skyscrapers")
    state = game.new_game(2, 2, {})
    resolve, at = outcome_resolver(game.id), setup(game.id, 2, "random", "random")
    driver = TurnDriver.for_run(game, 2, 2, None)
    log = list(driver.play(state, lambda now, step: resolve(now, table_rng(at, step, "outcome")), 10_000))
    assert state.is_over() and log
    assert TurnDriver.for_run(game, 2, 2, None).next_turn(state).kind == OVER
