"""One gesture, one move: a trade takes its cubes at once, forced choices are taken without
asking, a cube dropped between stacks goes on the one that fits, and every strike line names
its own meeple."""

from __future__ import annotations

import pytest

from babelworks.core.errors import IllegalAction
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.rng import Rng
from babelworks.games.rolling_heights import GAME
from babelworks.games.rolling_heights.build import own_space
from babelworks.games.rolling_heights.content import content
from babelworks.games.rolling_heights.follow_ups import completions


def _played_until(found, seed: int = 0, moves: int = 900):
    """A seeded 2-seat match played at random until ``found(state)`` answers, and the answer."""
    match = Match(GAME, Setup("rolling-heights", 2, seed, {}, seat_defaults(2)))
    rng = Rng.from_seed(seed, "follow-ups")
    for _ in range(moves):
        state = match.state
        if state.is_over():
            break
        if state.current_player == -1:
            match.apply(GAME.sample_outcome(state, rng))
            continue
        answer = found(state)
        if answer:
            return match, answer
        match.apply(rng.choice(state.legal_actions()))
    raise AssertionError("the position never came")


def _trade_with_choices(state):
    for trade in (a for a in state.legal_actions() if a["type"] == "trade"):
        ways = completions(state, trade)
        if ways and len(ways) > 1:
            return trade, ways
    return None


def test_a_trade_with_its_cubes_is_one_move_equal_to_its_steps():
    match, (trade, ways) = _played_until(_trade_with_choices)
    state = match.state
    steps = state.copy()
    steps.apply(trade)
    for pay in ways[0]["then"]:
        steps.apply(pay)
    assert state.accepts(ways[0]) and not state.reveals(ways[0])
    words = [state.describe(way) for way in ways]
    assert len(set(words)) == len(words) and all("paying" in w for w in words)
    state.apply(ways[0])
    assert state.state_hash() == steps.state_hash() and state.step == "main"


def test_a_trade_paid_short_or_with_what_is_not_held_is_refused_and_changes_nothing():
    match, (trade, ways) = _played_until(_trade_with_choices)
    state, before = match.state, match.state.state_hash()
    with pytest.raises(IllegalAction, match="more to pay"):
        state.apply({**trade, "then": ways[0]["then"][:-1]})
    with pytest.raises(IllegalAction, match="cannot pay with that"):
        state.apply({**trade, "then": [{"type": "pay", "with": "gold"}] * len(ways[0]["then"])})
    with pytest.raises(IllegalAction, match="no more choices"):
        state.apply({**trade, "then": [*ways[0]["then"], ways[0]["then"][0]]})
    with pytest.raises(IllegalAction, match="payments or meeples"):
        state.apply({**trade, "then": "all of it"})
    assert state.state_hash() == before


def _forced_payment(state):
    for trade in (a for a in state.legal_actions() if a["type"] == "trade"):
        ways = completions(state, trade)
        if ways is not None and len(ways) == 1 and len(ways[0]["then"]) > 0:
            return trade, ways[0]
    return None


def test_a_choice_with_one_option_is_made_with_the_move():
    match, (trade, way) = _played_until(_forced_payment)
    state = match.state
    steps = state.copy()
    steps.apply(trade)
    while steps.step == "pay":  # any order of the only cubes that can pay comes to the same
        steps.apply(steps.legal_actions()[-1])
    state.apply(way)
    assert state.step == "main" and state.state_hash() == steps.state_hash()
    assert completions(state, {"type": "end_turn"}) == [{"type": "end_turn"}]


def _cube_for_one_stack(state):
    """A cube held that goes on exactly one stack of a plan with several stacks."""
    builds = [a for a in state.legal_actions() if a["type"] == "construct" and "misc" not in a["cube"]]
    for build in builds:
        stacks = content().plans[build["plan"]]["stacks"]
        fits = {a["stack"] for a in builds if a["plan"] == build["plan"] and a["cube"] == build["cube"]}
        if len(stacks) > 1 and len(fits) == 1:
            return build, len(stacks)
    return None


def test_a_cube_dropped_between_stacks_goes_on_the_nearest_stack_that_fits():
    match, (build, count) = _played_until(_cube_for_one_stack, seed=1)
    state = match.state
    space = own_space(state, build["plan"])
    others = [k for k in range(count) if k != build["stack"]]
    gesture = {"cube": build["cube"], "space": space, "stacks": [*others, build["stack"]]}
    assert state.action_for(gesture) == build
    with pytest.raises(IllegalAction):  # dropped right on a stack that does not fit: refused
        state.action_for({"cube": build["cube"], "space": space, "stack": others[0]})
    with pytest.raises(IllegalAction, match="stack of one of your building plans"):
        state.action_for({"cube": build["cube"], "space": space, "stacks": []})


def test_every_strike_line_names_its_own_meeple():
    seen = 0
    for seed in range(6):
        try:
            match, strikes = _played_until(
                lambda s: s.step == "strike" and len(s.legal_actions()) > 2 and s.legal_actions(), seed
            )
        except AssertionError:
            continue
        words = [match.state.describe(a) for a in strikes]
        assert len(set(words)) == len(words), words
        assert not any("meeple" in w for w in words), words
        seen += 1
    assert seen
