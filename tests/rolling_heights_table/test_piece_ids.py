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


def _region(piece) -> str:
    extras = piece.extras
    return "map" if extras.get("city") else "supply" if "supply" in extras else "hand"


def cube_steps(players: int, seed: int, actions: int):
    """(action, cubes before, cubes after) by id for each move of a seeded random game.

    Each table is built once: the table after one move is the table before the next.
    """
    was = None
    for action, before, after in steps(players, seed, actions):
        if was is None:
            was = {p.id: p for p in table_pieces(before) if p.id.startswith("rh/cube/")}
        now = {p.id: p for p in table_pieces(after) if p.id.startswith("rh/cube/")}
        yield action, was, now
        was = now


def _cube_moves(was, now) -> list[tuple[str, str]]:
    """(from, to) regions of each cube id on both tables at another place."""
    return [
        (_region(was[i]), _region(now[i]))
        for i in was.keys() & now.keys()
        if was[i].position != now[i].position
    ]


@pytest.mark.parametrize("players, seed", [(2, 21), (3, 22)])
def test_cubes_travel_only_the_way_the_move_takes_them(players, seed):
    built_from_hand = 0
    for action, was, now in cube_steps(players, seed, 900):
        moves = _cube_moves(was, now)
        assert all(to != "map" or start == "hand" for start, to in moves), (action, moves)
        assert all(start != "map" for start, _ in moves), (action, moves)
        if action.get("type") == "construct":
            assert ("hand", "supply") not in moves and moves.count(("hand", "map")) <= 1, moves
            built_from_hand += ("hand", "map") in moves
    assert built_from_hand, "some seeded build shows its cube carried from the hand"


def test_a_held_cube_named_for_a_stack_lands_on_it():
    landed = 0
    for action, before, after in steps(2, 4, 900):
        if action.get("type") != "construct" or action["cube"].startswith("misc"):
            continue
        space = next(
            s for s in before.seats[before.current]["plans"] if before.tiles[s]["plan"] == action["plan"]
        )
        spot = f"rh/cube/{space}/{action['stack']}/{len(before.tiles[space]['stacks'][action['stack']])}"
        was = {p.id: p for p in table_pieces(before)}
        if spot in was:
            assert was[spot].extras["hand"] == action["cube"]
            assert {p.id: p for p in table_pieces(after)}[spot].extras["city"]
            landed += 1
    assert landed, "a seeded build used a cube named for its stack"
