"""Closing a won game: a level that knows how far the end is, far ahead, searches its own turn
alone and reads an unsettled lead as nearly won at most (docs/bots.md, "Closing a won game")."""

import dataclasses
import json
from pathlib import Path

import pytest

from babelworks.bots.evaluation import (
    CLOSING_PULL,
    NEARLY_WON,
    closing_evaluator,
    decided,
    evaluator,
    lead_values,
)
from babelworks.bots.games import rolling_heights as heights_knowledge
from babelworks.bots.ismcts import action_key
from babelworks.bots.players import make_player
from babelworks.bots.tuning import Tuning
from babelworks.games.rolling_heights import GAME as HEIGHTS
from tests.bots.race import RACE

HEIGHTS_STALL = Path(__file__).with_name("rolling_heights_stall.json")


def _far_ahead(state):
    return [50.0, 0.0]


def _tuning(remaining) -> Tuning:
    """The race's players, seat 0 50 points ahead, Hard knowing how far the end is."""
    budgets = {"normal": heights_knowledge.BUDGETS["normal"], "hard": heights_knowledge.BUDGETS["hard"]}
    return Tuning(budgets, scale=6.0, progress=_far_ahead, level_closing={"hard": remaining})


@pytest.mark.parametrize("distance", [1.0, 0.5, 0.1])
def test_an_unsettled_lead_reads_as_nearly_won_at_most_and_the_seat_behind_as_before(distance):
    state = RACE.new_game(2, 1)
    plain = lead_values([50.0, 0.0], 6.0)
    ahead, behind = closing_evaluator(RACE, _far_ahead, 6.0, lambda s: distance)(state)
    assert ahead == pytest.approx(NEARLY_WON - CLOSING_PULL * distance)
    assert behind == plain[1]


def test_a_settled_lead_and_a_small_one_read_as_before():
    state = RACE.new_game(2, 1)
    assert closing_evaluator(RACE, _far_ahead, 6.0, lambda s: 0.0)(state) == lead_values([50.0, 0.0], 6.0)
    small = closing_evaluator(RACE, lambda s: [3.0, 0.0], 6.0, lambda s: 1.0)(state)
    assert small == lead_values([3.0, 0.0], 6.0)
    assert evaluator(RACE, _far_ahead, 6.0)(state) == lead_values([50.0, 0.0], 6.0)  # the plain one


def test_a_lead_is_decided_well_past_the_cap_and_only_while_the_end_is_unsettled():
    state = RACE.new_game(2, 1)
    assert decided(_far_ahead, 6.0, lambda s: 0.5, 0)(state)
    assert not decided(_far_ahead, 6.0, lambda s: 0.5, 1)(state)
    assert not decided(_far_ahead, 6.0, lambda s: 0.0, 0)(state)
    assert not decided(lambda s: [20.0, 0.0], 6.0, lambda s: 0.5, 0)(state)
    assert not decided(lambda s: [30.0, 0.0], 6.0, lambda s: 0.5, 0)(state)  # capped, not decided
    assert decided(lambda s: [33.0, 0.0], 6.0, lambda s: 0.5, 0)(state)


def _grandchildren(player) -> int:
    return sum(len(child.children) for child in player.root.children.values())


def test_far_ahead_hard_searches_its_own_turn_alone_and_normal_the_whole_game():
    state = RACE.new_game(2, 1)
    hard = make_player("hard", RACE, 0, 5, _tuning(lambda s: 0.5))
    normal = make_player("normal", RACE, 0, 5, _tuning(lambda s: 0.5))
    hard.choose(state)
    normal.choose(state)
    assert hard.own_turn and _grandchildren(hard) == 0  # the race's turn is one move
    assert normal.closing is None and not normal.own_turn and _grandchildren(normal) > 0


def test_hard_not_far_ahead_chooses_and_draws_as_a_hard_that_never_closes():
    state = HEIGHTS.new_game(2, 4)
    while state.current_player not in (0, 1):
        state.apply(state.legal_actions()[0])
    never = dataclasses.replace(heights_knowledge.TUNING, level_closing={})
    seat = state.current_player
    closing, plain = (
        make_player("hard", HEIGHTS, seat, 9, tuning) for tuning in (heights_knowledge.TUNING, never)
    )
    assert closing.choose(state) == plain.choose(state) and not closing.own_turn
    visits = [
        (child.visits, child.total)
        for player in (closing, plain)
        for child in [player.root.children[key] for key in sorted(player.root.children, key=str)]
    ]
    assert visits[: len(visits) // 2] == visits[len(visits) // 2 :]
    assert closing.rng.below(10**9) == plain.rng.below(10**9)


def test_in_the_stall_hard_is_decided_and_searches_with_the_cap_and_normal_without():
    state = HEIGHTS.from_dict(json.loads(HEIGHTS_STALL.read_text()))
    hard = make_player("hard", HEIGHTS, 1, 0, heights_knowledge.TUNING)
    normal = make_player("normal", HEIGHTS, 1, 0, heights_knowledge.TUNING)
    assert hard.closing.decided(state)
    assert not make_player("hard", HEIGHTS, 0, 0, heights_knowledge.TUNING).closing.decided(state)
    assert hard.closing.evaluate(state)[1] < NEARLY_WON < hard.evaluate(state)[1] == normal.evaluate(state)[1]
    assert normal.closing is None
    move = hard.choose(state)
    assert hard.own_turn and hard.judge is hard.closing.evaluate and action_key(move) in hard.root.children
