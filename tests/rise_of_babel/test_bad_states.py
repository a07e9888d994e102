"""from_dict refuses any malformed state with a sentence; what it accepts can be played."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from babelworks.core.errors import IllegalAction
from babelworks.games.rise_of_babel import GAME

from .test_any_action import json_values, reachable_states


def _paths(value, path=()):
    """Every path into nested JSON data, containers included."""
    yield path
    if type(value) is dict:
        for key, item in value.items():
            yield from _paths(item, (*path, key))
    elif type(value) is list:
        for index, item in enumerate(value):
            yield from _paths(item, (*path, index))


def _replaced(data, path, value):
    if not path:
        return value
    holder = data
    for step in path[:-1]:
        holder = holder[step]
    holder[path[-1]] = value
    return data


@st.composite
def damaged_states(draw):
    """A reachable state's data with one value anywhere replaced by arbitrary JSON."""
    data = draw(st.sampled_from(reachable_states())).to_dict()
    path = draw(st.sampled_from(list(_paths(data))))
    return _replaced(data, path, draw(json_values))


@settings(max_examples=800, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(damaged_states())
def test_a_damaged_state_is_refused_with_a_sentence_or_plays_on(data):
    try:
        state = GAME.from_dict(data)
    except ValueError as refusal:
        assert str(refusal).startswith(("Broken Rise of Babel game state: ", "Not a Rise of Babel"))
        return
    assert state.check_invariants() == []
    for action in state.legal_actions()[:8]:
        state.describe(action)
        state.reveals(action)
        trial = state.copy()
        try:
            trial.apply(action)
        except IllegalAction:
            pytest.fail(f"a listed action was refused: {action}")


@pytest.mark.parametrize(
    "where,value,words",
    [
        (("current",), 7, "'current' or 'first' is not a seat"),
        (("seats", 0, "stalls"), [None], "needs 3 stalls"),
        (("seats", 1, "elephant"), 9, "'elephant' must be 0 to 3"),
        (("market", "row", 0), "nope", "the market row needs 5 slots"),
        (("towers", 0, "cells", 0), [0, 0], "spaces do not match its level"),
        (("turn", "stack"), [{"kind": ["x"]}], "a pending choice is not one the game knows"),
        (("options",), {"turbo": True}, "'options' must give each of"),
    ],
)
def test_named_malformations_are_refused_in_words(where, value, words):
    data = _replaced(GAME.new_game(2, 3).to_dict(), where, value)
    with pytest.raises(ValueError, match=words):
        GAME.from_dict(data)
