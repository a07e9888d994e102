"""Gestures at the Skyscrapers table: a worker's drop sends or moves it, or says why not."""

from __future__ import annotations

import pytest

from babelworks.core.errors import IllegalAction
from babelworks.games.skyscrapers import GAME


def test_a_crew_worker_dropped_on_a_foundation_card_is_sent_there():
    state = GAME.new_game(2, 1)
    assert state.action_for({"worker": "red-1", "to": "F2"}) == {"type": "send", "to": "F2"}


def test_a_worker_dropped_nowhere_or_on_a_wrong_card_is_refused_with_the_reason():
    state = GAME.new_game(2, 1)
    before = state.state_hash()
    with pytest.raises(IllegalAction, match="beside a foundation card"):
        state.action_for({"worker": "red-1", "to": None})
    with pytest.raises(IllegalAction) as refused:
        state.action_for({"worker": "red-1", "to": "B07"})
    assert str(refused.value) == state.why_illegal({"type": "send", "to": "B07"})
    with pytest.raises(IllegalAction, match="not a worker"):
        state.action_for({"worker": "purple-9", "to": "F1"})
    assert state.state_hash() == before


def test_a_worker_on_the_site_moves_one_step():
    state = GAME.new_game(2, 1)
    state.apply({"type": "send", "to": "F1"})
    worker = next(w for w, p in state.data["workers"].items() if p["where"] == "site")
    moves = [a for a in state.legal_actions() if a["type"] == "move" and a["worker"] == worker]
    assert state.action_for({"worker": worker, "to": moves[0]["to"]}) == moves[0]
    with pytest.raises(IllegalAction, match="on a card of the building"):
        state.action_for({"worker": worker, "to": None})


def test_a_bump_is_a_complete_action_the_kernel_accepts_unlisted():
    state = GAME.new_game(2, 1)
    bump = {"type": "bump", "strength": 30.0}
    assert state.action_for({"action": bump}) == bump
