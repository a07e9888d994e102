"""Rolling Heights piece ids name physical pieces: unique at every step, kept across a move."""

from __future__ import annotations

import random

import pytest

from babelworks.core.rng import Rng
from babelworks.games.rolling_heights import GAME
from babelworks.games.rolling_heights.chance import sample_roll
from babelworks.scene.rolling_heights import table_pieces


def steps(players: int, seed: int, actions: int):
    """(action, state before, state after) for each move of a seeded random game."""
    state = GAME.new_game(players, seed)
    chooser, rng = random.Random(seed), Rng.from_seed(seed, "piece-ids")
    for _ in range(actions):
        if state.is_over():
            return
        action = sample_roll(state, rng) if state.step == "roll" else chooser.choice(state.legal_actions())
        before = state.copy()
        state.apply(action)
        yield action, before, state


@pytest.mark.parametrize("players, seed", [(2, 11), (3, 12), (4, 13)])
def test_ids_are_unique_at_every_step(players, seed):
    for _, _, state in steps(players, seed, 700):
        ids = [p.id for p in table_pieces(state)]
        assert len(set(ids)) == len(ids), [i for i in ids if ids.count(i) > 1][:3]


def test_a_plan_keeps_its_id_from_the_market_through_the_hand_to_the_map():
    seen = 0
    for action, before, after in steps(2, 7, 600):
        if action.get("type") not in ("buy_plan", "take_start_plan"):
            continue
        plan = before.markets[action.get("market", 0)][action["slot"]]["plan"]
        was, now = ({p.id: p for p in table_pieces(s)} for s in (before, after))
        tile = f"rh/plan/{plan}"
        assert was[tile].extras["slot"] == action["slot"] and now[tile].extras["held"]
        assert was[tile].position != now[tile].position
        seen += 1
    assert seen, "the seeded game buys plans"


def test_a_placed_plan_lands_on_its_space_under_the_same_id():
    placed = 0
    for action, before, after in steps(2, 8, 400):
        if action.get("type") != "place_plan":
            continue
        plan = before.pending["entry"]["plan"]
        was, now = ({p.id: p for p in table_pieces(s)} for s in (before, after))
        assert was[f"rh/plan/{plan}"].extras["held"]
        assert now[f"rh/plan/{plan}"].extras["city"]
        placed += 1
    assert placed, "the seeded game places plans"


def test_a_plan_held_twice_still_gets_unique_ids():
    state = GAME.new_game(2, 3)
    state.markets[1][0] = dict(state.markets[0][0])  # a hand-made state: one plan in two slots
    plan = state.markets[0][0]["plan"]
    ids = [p.id for p in table_pieces(state)]
    assert len(set(ids)) == len(ids)
    assert f"rh/plan/{plan}" in ids and f"rh/plan/{plan}#2" in ids
