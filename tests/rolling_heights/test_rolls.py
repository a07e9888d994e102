"""Prep and Risk: active meeples, the roll table, re-rolls, rally, bust and strike."""

import pytest

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import CHANCE
from babelworks.games.rolling_heights import GAME
from babelworks.games.rolling_heights.content import content
from babelworks.games.rolling_heights.rolls import begin_turn
from tests.rolling_heights.helpers import main_state, roll, started


def _poses(state):
    return [pose for _, pose in state.seat["meeples"]]


def test_the_pose_table_maps_every_pose():
    meanings = {name: pose["means"] for name, pose in content().poses.items()}
    assert meanings == {
        "standing": "hard",
        "side": "steady",
        "arm_head": "steady",
        "flat": "exhausted",
        "head": "reroll",
        "cocked": "reroll",
        "out_of_box": "reroll",
    }
    assert abs(sum(pose["p"] for pose in content().poses.values()) - 1) < 1e-9


def test_first_roll_sets_poses_and_moves_to_risk():
    state = started()
    roll(state, "standing", "side", "arm_head", "flat")
    assert _poses(state) == ["hard", "steady", "steady", "exhausted"]
    assert state.step == "risk"


def test_more_than_half_exhausted_rolls_the_exhausted_again():
    state = started()
    roll(state, "flat", "flat", "standing", "flat")
    assert state.current_player == CHANCE and state.rolling["meeples"] == [0, 1, 3]
    roll(state, "side", "flat", "flat")
    assert state.step == "risk"


def test_unclear_meeples_are_rolled_again_alone():
    state = started()
    roll(state, "cocked", "standing", "out_of_box", "side")
    assert state.rolling["meeples"] == [0, 2]
    assert _poses(state)[1:4:2] == ["hard", "steady"]
    roll(state, "head", "flat")
    assert state.rolling["meeples"] == [0]
    roll(state, "side")
    assert _poses(state) == ["steady", "hard", "exhausted", "steady"]


def test_a_malformed_roll_is_refused_and_changes_nothing():
    state = started()
    before = state.to_dict()
    for bad in (
        {"type": "roll", "meeples": [0, 1], "poses": ["flat", "flat"]},
        {"type": "roll", "meeples": [0, 1, 2, 3], "poses": ["flat"] * 3},
        {"type": "roll", "meeples": [0, 1, 2, 3], "poses": ["upright"] * 4},
        {"type": "roll", "meeples": [0, 1, 2, 3], "poses": [["flat"]] * 4},
        {"type": "roll", "meeples": [0, 1, 2, 3], "poses": ["flat"] * 4, "throw": -1},
        {"type": "roll", "meeples": [0, 1, 2, 3], "poses": ["flat"] * 4, "throw": 2**31},
        {"type": "roll", "meeples": [0, 1, 2, 3], "poses": ["flat"] * 4, "throw": True},
        {"type": "roll", "meeples": [0, 1, 2, 3], "poses": ["flat"] * 4, "throw": 3.0},
        {"type": "roll", "meeples": [0, 1, 2, 3], "poses": ["flat"] * 4, "spin": 1},
        {"type": "rally"},
    ):
        with pytest.raises(IllegalAction):
            state.apply(bad)
    assert state.to_dict() == before


def test_more_than_ten_meeples_choose_ten_to_roll():
    state = main_state(meeples=[("clear", "exhausted")] * 9 + [("blue", "exhausted")] * 3)
    begin_turn(state)
    state.changed()
    assert state.step == "prep"
    assert state.legal_actions() == [
        {"type": "set_aside", "colour": "blue"},
        {"type": "set_aside", "colour": "clear"},
    ]
    state.apply({"type": "set_aside", "colour": "blue"})
    state.apply({"type": "set_aside", "colour": "blue"})
    assert state.current_player == CHANCE and len(state.rolling["meeples"]) == 10
    assert [m[0] for m in state.seat["meeples"] if m[1] == "aside"] == ["blue", "blue"]


def _in_risk(meeples, poses):
    state = main_state(meeples=[(c, "exhausted") for c in meeples])
    begin_turn(state)
    roll(state, *poses)
    return state


def test_rally_rerolls_the_exhausted_and_can_go_again():
    state = _in_risk(["brown"] * 4, ["standing", "side", "flat", "flat"])
    assert state.legal_actions() == [{"type": "rally"}, {"type": "stop"}]
    state.apply({"type": "rally"})
    assert state.rolling["meeples"] == [2, 3]
    roll(state, "flat", "side")
    assert state.step == "risk"
    state.apply({"type": "stop"})
    assert state.step == "main"


def test_a_rally_with_nothing_left_exhausted_goes_to_main():
    state = _in_risk(["brown"] * 4, ["standing", "side", "flat", "flat"])
    state.apply({"type": "rally"})
    roll(state, "standing", "side")
    assert state.step == "main"


def test_bust_strike_returns_half_rounded_down_and_gives_a_wild_token():
    # The rulebook's example: 1 Working Hard and 2 Working Steady -> return 1.
    state = _in_risk(["brown"] * 6, ["standing", "side", "side", "flat", "flat", "flat"])
    state.apply({"type": "rally"})
    roll(state, "flat", "cocked", "flat")
    roll(state, "flat")
    assert state.step == "strike" and state.pending == {"left": 1}
    assert {a["meeple"] for a in state.legal_actions()} == {0, 1, 2}
    state.apply({"type": "strike", "meeple": 0})
    assert state.step == "main" and state.seat["wild"] == 1 and state.wild_supply == 29
    assert _poses(state)[:3] == ["exhausted", "steady", "steady"]


def test_bust_with_one_worker_returns_nobody():
    state = _in_risk(["navy"] * 2, ["standing", "flat"])
    state.apply({"type": "rally"})
    roll(state, "flat")
    assert state.step == "main" and state.seat["wild"] == 1
    assert _poses(state) == ["hard", "exhausted"]


def test_sample_outcome_rolls_the_meeples_in_the_box():
    from babelworks.core.rng import Rng

    state = started()
    outcome = GAME.sample_outcome(state, Rng.from_seed(3))
    assert outcome["meeples"] == [0, 1, 2, 3] and len(outcome["poses"]) == 4
    state.apply(outcome)


def test_the_stand_in_draws_a_recorded_throw_and_records_its_seed():
    """Headless rolls are physics throws recorded ahead: the seed names the throw (a replay
    throws it again, tests/physics/test_throws.py), and every roll size has some."""
    from babelworks.core.rng import Rng
    from babelworks.games.rolling_heights.chance import recorded_throws

    throws = recorded_throws()
    assert set(throws) == set(range(1, content().components["active_limit"] + 1))
    state = started()
    outcome = GAME.sample_outcome(state, Rng.from_seed(5))
    assert outcome["poses"] == list(throws[4][outcome["throw"]])
    seeds = {GAME.sample_outcome(state, Rng.from_seed(seed))["throw"] for seed in range(40)}
    assert len(seeds) > 30  # draws spread over the recorded throws


def test_a_roll_with_its_throw_plays_as_one_without():
    with_seed, without = started(), started()
    with_seed.apply(
        {"type": "roll", "meeples": [0, 1, 2, 3], "poses": ["standing", "side", "flat", "flat"], "throw": 7}
    )
    roll(without, "standing", "side", "flat", "flat")
    assert _poses(with_seed) == _poses(without) and with_seed.step == without.step


def test_city_planner_reroll_cannot_bust():
    state = main_state(
        meeples=[("black", "steady"), ("brown", "exhausted"), ("navy", "exhausted"), ("clear", "hard")]
    )
    state.apply({"type": "activate", "meeple": 0, "as": "steady"})
    assert state.current_player == CHANCE and state.rolling["meeples"] == [1, 2]
    roll(state, "flat", "flat")
    assert state.step == "main" and state.seat["wild"] == 0
    assert _poses(state) == ["used", "exhausted", "exhausted", "hard"]


def test_city_planner_reroll_can_wake_meeples():
    state = main_state(meeples=[("black", "hard"), ("brown", "exhausted")])
    state.apply({"type": "activate", "meeple": 0, "as": "steady"})
    roll(state, "standing")
    assert state.step == "main" and _poses(state) == ["used", "hard"]
