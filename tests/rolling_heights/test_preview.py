"""The engine's preview answers the table's rules questions without playing anything."""

import pytest

from babelworks.core.errors import IllegalAction
from babelworks.games.rolling_heights import GAME
from babelworks.games.rolling_heights.mapgrid import SPACES, space_index
from tests.rolling_heights.helpers import (
    give_cubes,
    give_meeple,
    main_state,
    plain_run,
    put_plan,
)


def _played(state, action):
    """A copy with ``action`` played (tests may trial-apply; the table may not)."""
    copy = state.copy()
    copy.apply(action)
    return copy


def _placed_cost(state, space):
    """What placing the pending plan on ``space`` costs in all, by playing it on a copy."""
    copy = _played(state, {"type": "place_plan", "space": [space // 12, space % 12]})
    return copy.pending["owed"] if copy.step == "pay" else 0


def _buying_state():
    state = main_state()
    put_plan(state, "viceroy-house", *plain_run(state, 1)[0])
    give_cubes(state, "wood", 7)
    return state


def test_a_purchase_previews_every_space_it_may_go_on_with_its_cost_and_bonus():
    state = _buying_state()
    before = state.state_hash()
    buy = next(a for a in state.legal_actions() if a["type"] == "buy_plan")
    answer = state.preview(buy)
    assert state.state_hash() == before, "a preview changes nothing"
    placing = _played(state, buy)
    listed = {space_index(*a["space"]) for a in placing.legal_actions()}
    assert answer["legal"] and set(answer["spaces"]) == listed
    assert answer["plan"] == placing.pending["entry"]["plan"]
    for space, info in answer["spaces"].items():
        assert info["cost"] == _placed_cost(placing, space)
        vp = _played(placing, {"type": "place_plan", "space": [space // 12, space % 12]}).seat["vp"]
        assert info["bonus"] == vp - state.seat["vp"]
    assert set(answer["refusals"]) == set(range(SPACES)) - listed


def test_placing_the_plan_already_taken_previews_what_taking_it_did():
    state = _buying_state()
    buy = next(a for a in state.legal_actions() if a["type"] == "buy_plan")
    placing = _played(state, buy)
    before = placing.state_hash()
    for place in placing.legal_actions():
        answer = placing.preview(place)
        assert answer == state.preview(buy), "the same spaces, costs, bonuses and refusals"
    assert placing.state_hash() == before, "a preview changes nothing"
    blocked = {"type": "place_plan", "space": [0, 0]}
    if blocked not in placing.legal_actions():
        assert placing.preview(blocked)["legal"] is False


def test_spaces_a_plan_may_not_go_on_say_why():
    state = _buying_state()
    buy = next(a for a in state.legal_actions() if a["type"] == "buy_plan")
    refusals = state.preview(buy)["refusals"]
    water = next(s for s in range(SPACES) if state.city.terrain[s] == "water")
    owned = state.seat["plans"][0]
    assert "only on land" in refusals[water] and "water" in refusals[water]
    assert "already holds Viceroy House" in refusals[owned]
    poor = [text for text in refusals.values() if text.startswith("You cannot pay")]
    assert poor and all("you have 7" in text for text in poor)


def test_a_starting_plan_previews_the_starting_spaces():
    state = GAME.new_game(3, 4)
    take = state.legal_actions()[0]
    answer = state.preview(take)
    placing = _played(state, take)
    assert set(answer["spaces"]) == {space_index(*a["space"]) for a in placing.legal_actions()}
    assert all(info["cost"] == 0 for info in answer["spaces"].values())
    icon = next(s for s in range(SPACES) if state.city.cost[s] and state.tiles[s] is None)
    assert "no cube icon" in answer["refusals"][icon]


def test_an_illegal_action_previews_the_refusal_apply_would_give():
    state = main_state()
    wrong = {"type": "buy_plan", "market": 0, "slot": 0}
    with pytest.raises(IllegalAction) as error:
        state.apply(wrong)
    assert state.preview(wrong) == {"legal": False, "refusal": str(error.value)}
    assert state.preview("nonsense")["legal"] is False


def test_the_cube_that_completes_a_building_previews_its_vp():
    state = main_state()
    space = put_plan(state, "viceroy-house", *plain_run(state, 1)[0])
    give_cubes(state, "wood", 6)
    give_cubes(state, "concrete", 6)
    give_cubes(state, "glass", 6)
    give_cubes(state, "steel", 6)
    while not state.tiles[space]["complete"]:
        build = next(a for a in state.legal_actions() if a["type"] == "construct")
        answer, vp = state.preview(build), state.seat["vp"]
        state.apply(build)
        assert answer["completes"] == state.tiles[space]["complete"]
        assert answer["vp"] == state.seat["vp"] - vp


def test_a_meeple_that_can_do_nothing_says_why():
    state = main_state(meeples=[("yellow", "used"), ("yellow", "exhausted"), ("yellow", "aside")])
    other = give_meeple(state, "brown", "steady", seat=1 - state.current)
    assert "already been activated" in state.meeple_refusal(state.current, 0)
    assert "Exhausted" in state.meeple_refusal(state.current, 1)
    assert "set aside" in state.meeple_refusal(state.current, 2)
    assert "another player" in state.meeple_refusal(1 - state.current, other)
