"""Gestures at the Rolling Heights table: a plan's drop is one move (take and place at once),
a cube's drop builds on the stack under it; old two-step saves keep replaying."""

from __future__ import annotations

import pytest

from babelworks.core.errors import IllegalAction
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.rng import Rng
from babelworks.core.savefile import read_save, write_save
from babelworks.games.rolling_heights import GAME
from babelworks.games.rolling_heights.mapgrid import space_at
from babelworks.registry import get_game


def _at_a_purchase(seed: int = 3):
    """A seeded 2-seat match played at random until a purchase is legal, and that purchase."""
    match = Match(GAME, Setup("rolling-heights", 2, seed, {}, seat_defaults(2)))
    rng = Rng.from_seed(seed, "test")
    for _ in range(400):
        state = match.state
        if state.current_player == -1:
            match.apply(GAME.sample_outcome(state, rng))
            continue
        buys = [a for a in state.legal_actions() if a["type"] == "buy_plan"]
        if buys:
            return match, buys[0]
        moves = [a for a in state.legal_actions() if a["type"] not in ("buy_plan",)]
        match.apply(rng.choice(moves))
    raise AssertionError("no purchase became legal")


def test_a_plan_dropped_on_a_space_is_one_move_equal_to_its_two_steps():
    match, buy = _at_a_purchase()
    state = match.state
    space = min(state.preview(buy)["spaces"])
    action = state.action_for({"plan": buy, "space": space})
    assert action == {**buy, "space": space_at(space)} and not state.reveals(action)
    assert "buys" in state.describe(action) and f"row {space // 12 + 1}" in state.describe(action)
    two = state.copy()
    two.apply(buy)
    two.apply({"type": "place_plan", "space": space_at(space)})
    state.apply(action)
    assert state.state_hash() == two.state_hash() and state.step == two.step


def test_a_plan_dropped_where_it_may_not_go_is_refused_with_the_space_s_reason():
    match, buy = _at_a_purchase()
    state, before = match.state, match.state.state_hash()
    answer = state.preview(buy)
    space = min(answer["refusals"])
    with pytest.raises(IllegalAction) as refused:
        state.action_for({"plan": buy, "space": space})
    assert str(refused.value) == answer["refusals"][space]
    with pytest.raises(IllegalAction, match="map space"):
        state.action_for({"plan": buy, "space": None})
    with pytest.raises(IllegalAction, match="map space"):
        state.apply({**buy, "space": [99, 0]})
    with pytest.raises(IllegalAction):
        state.apply({**buy, "space": [0, 0], "extra": 1})
    assert state.state_hash() == before


def test_a_take_that_is_not_allowed_is_refused_with_the_take_s_reason():
    state = GAME.new_game(2, 1)  # the starting placement: a purchase is not allowed yet
    buy = {"type": "buy_plan", "market": 1, "slot": 0}
    with pytest.raises(IllegalAction) as refused:
        state.action_for({"plan": buy, "space": 0})
    assert str(refused.value) == state.why_illegal(buy)


def test_the_start_placement_is_one_move_and_the_last_one_reveals():
    state = GAME.new_game(2, 1)
    for _ in range(2):
        take = state.legal_actions()[0]
        space = min(state.preview(take)["spaces"])
        action = state.action_for({"plan": take, "space": space})
        assert state.reveals(action) == (len(state.start_queue) == 1)
        assert state.apply(action) == (state.step != "start")
    assert state.step != "start" and state.check_invariants() == []


def test_a_cube_drop_builds_on_that_stack_and_a_drop_on_no_plan_is_refused():
    match, _ = _at_a_purchase()
    state = match.state
    with pytest.raises(IllegalAction, match="stack of one of your building plans"):
        state.action_for({"cube": "wood", "space": None, "stack": 0})
    build = next(a for a in state.legal_actions() if a["type"] == "construct")
    space = next(s for s in state.seat["plans"] if state.tiles[s]["plan"] == build["plan"])
    assert state.action_for({"cube": build["cube"], "space": space, "stack": build["stack"]}) == build
    assert not any(state.seat["misc"].values())  # no misc cube held: the engine says why not
    with pytest.raises(IllegalAction) as refused:
        state.action_for({"cube": "misc", "space": space, "stack": build["stack"]})
    assert str(refused.value) == state.why_illegal({**build, "cube": "misc"})


def test_the_compound_move_is_one_undo_step_in_the_session(qtbot, monkeypatch):
    from babelworks.session import Session

    match, buy = _at_a_purchase()
    session = Session()
    session.start(match)
    space = min(match.state.preview(buy)["spaces"])
    before, steps = match.state.state_hash(), session.undo_stack.count()
    assert session.dispatch(match.state.action_for({"plan": buy, "space": space}))
    assert session.undo_stack.count() == steps + 1 and match.state.tiles[space] is not None
    session.undo()
    assert session.match.state.state_hash() == before


def test_an_old_save_with_the_two_steps_still_loads_and_replays(tmp_path):
    match, buy = _at_a_purchase()
    space = min(match.state.preview(buy)["spaces"])
    match.apply(buy)
    match.apply({"type": "place_plan", "space": space_at(space)})
    write_save(tmp_path / "old.babelworks", match)
    loaded = read_save(tmp_path / "old.babelworks", get_game)
    assert loaded.log[-2:] == [buy, {"type": "place_plan", "space": space_at(space)}]
    assert loaded.state.state_hash() == match.state.state_hash()


def test_a_save_holding_the_compound_move_loads_and_replays(tmp_path):
    match, buy = _at_a_purchase()
    match.apply(match.state.action_for({"plan": buy, "space": min(match.state.preview(buy)["spaces"])}))
    write_save(tmp_path / "new.babelworks", match)
    loaded = read_save(tmp_path / "new.babelworks", get_game)
    assert "space" in loaded.log[-1] and loaded.state.state_hash() == match.state.state_hash()
