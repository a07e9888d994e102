"""Any input at all: actions of arbitrary JSON and malformed states are refused with a sentence.

Hypothesis feeds arbitrary JSON values as actions at many reachable states of
seeded games, and arbitrary JSON in place of any part of a saved state. Every
``reveals``, ``describe``, ``preview`` and ``apply`` either works or raises
IllegalAction with a sentence, a refused action leaves the state hash
unchanged, and ``from_dict`` either refuses with a ValueError or gives a state
that plays on.
"""

from __future__ import annotations

import re
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.games.rolling_heights import GAME

SCALARS = st.none() | st.booleans() | st.integers(-3, 100) | st.floats(allow_nan=False) | st.text(max_size=8)
NAMES = st.sampled_from(
    [
        "type",
        "market",
        "slot",
        "space",
        "meeple",
        "as",
        "upgrade",
        "building",
        "cube",
        "colour",
        "target",
        "plan",
        "stack",
        "with",
        "gain",
        "meeples",
        "poses",
    ]
)
JSON = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(NAMES | st.text(max_size=4), inner, max_size=4)
    ),
    max_leaves=12,
)
TYPES = st.sampled_from(
    [
        "take_start_plan",
        "place_plan",
        "pay",
        "set_aside",
        "rally",
        "stop",
        "strike",
        "activate",
        "buy_plan",
        "use_wild",
        "trade",
        "construct",
        "end_turn",
        "choose_meeple",
        "choose_target",
        "roll",
    ]
)
ACTIONS = JSON | st.builds(
    lambda kind, rest: {**rest, "type": kind}, TYPES, st.dictionaries(NAMES, JSON, max_size=4)
)


@lru_cache(maxsize=1)
def _reachable() -> tuple[dict, ...]:
    """States of seeded random games, every 7th action (every step of the game is among them)."""
    found = []
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        state, rng = GAME.new_game(players, seed), Rng.from_seed(seed, "reach")
        for count in range(100_000):
            if state.is_over():
                break
            if count % 7 == 0:
                found.append(state.to_dict())
            outcome = state.current_player == CHANCE
            state.apply(GAME.sample_outcome(state, rng) if outcome else rng.choice(state.legal_actions()))
        found.append(state.to_dict())
    return tuple(found)


def _a_state(index: int):
    states = _reachable()
    return GAME.from_dict(states[index % len(states)])


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), ACTIONS)
def test_any_action_is_played_or_refused_with_a_sentence(index, action):
    state = _a_state(index)
    before = state.state_hash()
    for ask in (state.reveals, state.describe, state.preview):
        try:
            ask(action)
        except IllegalAction as refusal:
            assert str(refusal)
    try:
        state.apply(action)
    except IllegalAction as refusal:
        assert str(refusal) and state.state_hash() == before
    else:
        assert state.check_invariants() == []


def test_listed_actions_with_one_value_swapped_are_refused_or_played():
    for data in _reachable()[::5]:
        state = GAME.from_dict(data)
        for action in state.legal_actions()[:5]:
            for key in action:
                for wrong in (None, True, 1.0, -1, 99, "x", [], {}, [0, 0, 0]):
                    trial = GAME.from_dict(data)
                    try:
                        trial.apply({**action, key: wrong})
                    except IllegalAction as refusal:
                        assert str(refusal) and trial.state_hash() == state.state_hash()


def _paths(value, prefix=()):
    """Every path into ``value`` (dict keys and list indices)."""
    yield prefix
    if type(value) is dict:
        for key, item in value.items():
            yield from _paths(item, (*prefix, key))
    elif type(value) is list:
        for k, item in enumerate(value):
            yield from _paths(item, (*prefix, k))


def _replaced(data, path, value):
    import copy

    data = copy.deepcopy(data)
    if not path:
        return value
    holder = data
    for step in path[:-1]:
        holder = holder[step]
    holder[path[-1]] = value
    return data


def _plays_on(state) -> None:
    """A state ``from_dict`` accepted works: it lists, describes and plays its actions."""
    state.check_invariants()
    state.phase()
    for action in state.legal_actions()[:3]:
        state.describe(action)
        state.copy().apply(action)
    if state.current_player == CHANCE:
        state.copy().apply(GAME.sample_outcome(state, Rng.from_seed(1)))


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(0, 10**9), JSON)
def test_a_malformed_state_is_refused_with_a_sentence_or_plays_on(index, where, value):
    data = _reachable()[index % len(_reachable())]
    paths = list(_paths(data))
    bad = _replaced(data, paths[where % len(paths)], value)
    try:
        state = GAME.from_dict(bad)
    except ValueError as refusal:
        assert str(refusal).startswith("Not a")
        return
    _plays_on(state)


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda d: d.update(players=5), "players"),
        (lambda d: d["seats"][0].update(plans=[95]), "does not own"),
        (lambda d: d.update(current=7), "current is not a seat"),
        (lambda d: d["supply"].update(wood=d["supply"]["wood"] + 1), "wood cubes"),
        (lambda d: d["seats"][1]["meeples"].append(["gold", "hard"]), "bad meeple"),
        (lambda d: d["markets"][0].__setitem__(0, {"plan": "nowhere", "wild": 0}), "markets[0][0]"),
        (lambda d: d.pop("tiles"), "missing tiles"),
        (lambda d: d.update(surprise=1), "unknown fields"),
    ],
)
def test_from_dict_names_what_is_wrong(change, words):
    data = GAME.new_game(2, 1).to_dict()
    change(data)
    with pytest.raises(ValueError, match=re.escape(words)):
        GAME.from_dict(data)


def test_every_reachable_state_is_accepted():
    for data in _reachable():
        assert GAME.from_dict(data).to_dict() == data
