"""Any JSON value sent as an action is played or refused with a sentence, never a crash.

Hypothesis feeds arbitrary JSON values, action-shaped dicts and listed actions (or
verdicts) with one field replaced, at many reachable states of seeded games (a seat
to act, a verdict awaited, the game over): ``describe``, ``reveals``, ``preview``
and ``apply`` either succeed or raise IllegalAction with a sentence, and a refused
action leaves the state exactly as it was.
"""

from __future__ import annotations

from functools import lru_cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.games.skyscrapers import GAME

FIELDS = ("type", "to", "worker", "card", "anchor", "at", "u", "v", "result", "fallen", "tremor")
KINDS = ("send", "build", "move", "pass", "verdict")

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 8)
    | st.floats()
    | st.sampled_from(
        [
            "F1",
            "B07",
            "S-red-V",
            "red-1",
            "green-2",
            "red",
            "+x",
            "-z",
            "stable",
            "workers_fell",
            "collapse",
            "",
            "x",
        ]
    ),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(FIELDS), inner, max_size=4),
    max_leaves=12,
)


@lru_cache(maxsize=1)
def reachable_states() -> tuple:
    """States along seeded random games of 2-4 players, one every 13 actions, and the end."""
    found = []
    for players in (2, 3, 4):
        state, rng, n = GAME.new_game(players, players * 5), Rng.from_seed(players, "any-action"), 0
        while not state.is_over():
            if n % 13 == 0:
                found.append(state.copy())
            if state.current_player == CHANCE:
                state.apply(GAME.sample_outcome(state, rng))
            else:
                state.apply(rng.choice(state.legal_actions()))
            n += 1
        found.append(state)
    return tuple(found)


def _listed(state) -> list:
    if state.current_player == CHANCE:
        return [
            {"type": "verdict", "result": "stable"},
            {"type": "verdict", "result": "workers_fell", "fallen": ["red-1"]},
        ]
    return state.legal_actions() or [{"type": "pass"}]


@st.composite
def actions(draw) -> object:
    """An arbitrary JSON value, an action-shaped dict, or a listed action with one field changed."""
    state = draw(st.sampled_from(reachable_states()))
    kind = draw(st.integers(0, 2))
    if kind == 0:
        return state, draw(json_values)
    if kind == 1:
        fields = draw(st.dictionaries(st.sampled_from(FIELDS[1:]), json_values, max_size=5))
        return state, {"type": draw(st.sampled_from(KINDS)), **fields}
    action = dict(draw(st.sampled_from(_listed(state))))
    action[draw(st.sampled_from(FIELDS))] = draw(json_values)
    return state, action


def _answers_or_refuses(call, *args) -> None:
    try:
        call(*args)
    except IllegalAction as refusal:
        assert str(refusal).strip(), "a refusal needs a sentence"


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(actions())
def test_any_json_action_is_played_or_refused_with_a_sentence(case):
    state, action = case
    before = state.state_hash()
    _answers_or_refuses(state.describe, action)
    _answers_or_refuses(state.describe, action, ["Ann", "Bo", "Cy", "Di"])
    assert isinstance(state.reveals(action), bool)
    _answers_or_refuses(state.preview, action)
    assert state.state_hash() == before
    trial = state.copy()
    try:
        trial.apply(action)
    except IllegalAction as refusal:
        assert str(refusal).strip()
        assert trial.state_hash() == before


def _paths(value, path=()):
    """Every path into a JSON value (dict keys and list indices)."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*path, index))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_from_dict_refuses_damaged_data_with_a_sentence_or_gives_a_playable_state(data):
    state = data.draw(st.sampled_from(reachable_states()))
    damaged = state.to_dict()
    path = data.draw(st.sampled_from(list(_paths(damaged))[1:]))
    holder = damaged
    for step in path[:-1]:
        holder = holder[step]
    holder[path[-1]] = data.draw(json_values)
    try:
        loaded = GAME.from_dict(damaged)
    except ValueError as refusal:
        assert str(refusal).strip()
        return
    assert loaded.check_invariants() == []
    for action in loaded.legal_actions()[:5]:
        loaded.copy().apply(action)
    loaded.phase()
