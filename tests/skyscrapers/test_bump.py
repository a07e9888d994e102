"""Bumping the table: an explicit gesture of the seat to act, judged like a build."""

import pytest

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import CHANCE
from babelworks.games.skyscrapers.state import SkyscrapersState

from .helpers import fresh, stand

HARD = {"type": "bump", "strength": 40}


def _with_workers():
    """Red to act with two workers on the site, Green with one."""
    state = fresh()
    for worker, card in (("red-1", "F1"), ("red-2", "F2"), ("green-1", "F3")):
        stand(state, worker, card, -1)
    state.changed()
    return state


def test_a_bump_is_never_listed_so_bots_never_bump():
    state = _with_workers()
    assert all(action["type"] != "bump" for action in state.legal_actions())


def test_a_bump_awaits_the_verdict_with_the_bumper_as_actor():
    state = _with_workers()
    state.apply(HARD)
    assert state.current_player == CHANCE and state.legal_actions() == []
    assert state.data["pending"]["actor"] == 0
    assert state.data["pending"]["action"] == {"type": "bump", "strength": 40.0}
    state.apply({"type": "verdict", "result": "stable", "tremor": [-40.0, 0.0, 0.0]})
    assert state.current_player == 0 and state.data["actions_left"] == 2


def test_fallen_workers_cost_the_bumper_even_for_another_players_worker():
    state = _with_workers()
    state.data["seat"] = 1
    state.changed()
    state.apply({"type": "bump", "strength": 25.5})
    state.apply({"type": "verdict", "result": "workers_fell", "fallen": ["red-1"]})
    assert state.scores() == [0, -5]
    assert state.data["workers"]["red-1"] == {"where": "site", "card": "F1", "spot": -1}


def test_a_collapse_eliminates_the_bumper_and_ends_the_game():
    state = _with_workers()
    state.apply(HARD)
    state.apply({"type": "verdict", "result": "collapse"})
    assert state.is_over() and state.end_reason() == "collapse"
    assert state.data["eliminated"] == [True, False]


@pytest.mark.parametrize(
    "action, words",
    [
        ({"type": "bump", "strength": 0}, "above 0 and at most 90"),
        ({"type": "bump", "strength": 90.5}, "above 0 and at most 90"),
        ({"type": "bump", "strength": "hard"}, "above 0 and at most 90"),
        ({"type": "bump", "strength": True}, "above 0 and at most 90"),
        ({"type": "bump"}, "names only how hard"),
        ({"type": "bump", "strength": 10, "at": "F1"}, "names only how hard"),
    ],
)
def test_a_malformed_bump_is_refused_and_changes_nothing(action, words):
    state = _with_workers()
    before = state.to_dict()
    with pytest.raises(IllegalAction, match=words):
        state.apply(action)
    assert state.to_dict() == before


def test_no_bump_while_the_building_is_checked_or_after_the_game():
    state = _with_workers()
    state.apply(HARD)
    with pytest.raises(IllegalAction, match="building is being checked"):
        state.apply(HARD)
    state.apply({"type": "verdict", "result": "collapse"})
    with pytest.raises(IllegalAction, match="game is over"):
        state.apply(HARD)


def test_a_bump_is_described_by_the_seat_name_and_how_hard():
    state = _with_workers()
    assert state.describe(HARD, ["Ann", "Ben"]) == "Ann bumps the table hard (40 cm/s)"
    assert (
        state.describe({"type": "bump", "strength": 5}, ["Ann", "Ben"])
        == "Ann bumps the table gently (5 cm/s)"
    )


def test_a_game_saved_while_a_bump_is_checked_loads_and_keeps_every_invariant():
    state = _with_workers()
    state.apply(HARD)
    loaded = SkyscrapersState.from_dict(state.to_dict())
    assert loaded.data["pending"]["action"]["type"] == "bump"
    assert loaded.check_invariants() == []
