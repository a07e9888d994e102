"""End-of-round pattern scoring and final scoring (rulebook: Scoring Infographic)."""

from __future__ import annotations

import pytest

from babelworks.games.rise_of_babel.content import content
from babelworks.games.rise_of_babel.scoring import (
    final_points,
    level_points,
    run_points,
    track_positions,
)

from .helpers import me, new

DUAL_WOOD_STONE = "0d0"


def grid(rows: list[list]) -> dict:
    """``(row, col) -> tile`` from a list of rows (None = empty space)."""
    return {(r, c): tile for r, row in enumerate(rows) for c, tile in enumerate(row)}


def test_dual_tile_zero_shows_wood_and_stone():
    assert content().tiles[DUAL_WOOD_STONE].resources == ("wood", "stone")


@pytest.mark.parametrize("length,points", [(1, 0), (2, 3), (3, 6), (4, 10), (5, 14), (6, 18)])
def test_run_points(length, points):
    assert run_points(length) == points


def test_wood_scores_horizontal_runs_only():
    assert level_points(grid([["0w1", "0w2", "0w3"], [None, None, None]]), 0) == 6
    assert level_points(grid([["0w1", None], ["0w2", None]]), 0) == 0


def test_brick_scores_vertical_runs_only():
    assert level_points(grid([["0b1"], ["0b2"]]), 0) == 3
    assert level_points(grid([["0b1"], ["0b2"], ["0b3"], ["0b4"]]), 0) == 10
    assert level_points(grid([["0b1", "0b2"]]), 0) == 0


def test_stone_scores_diagonal_lines_both_ways():
    down_right = grid([["0s1", None, None], [None, "0s2", None], [None, None, "0s3"]])
    down_left = grid([[None, "0s1"], ["0s2", None]])
    assert level_points(down_right, 0) == 6
    assert level_points(down_left, 0) == 3
    assert level_points(grid([["0s1", "0s2"]]), 0) == 0


def test_tar_scores_two_per_orthogonal_adjacency():
    assert level_points(grid([["0t1", "0t2"], ["0t3", None]]), 0) == 4
    assert level_points(grid([["0t1", "0t2"], ["0t3", "0t4"]]), 0) == 8
    assert level_points(grid([["0t1", None], [None, "0t2"]]), 0) == 0


def test_other_players_tiles_break_runs():
    assert level_points(grid([["0w1", "1w1", "0w2"]]), 0) == 0
    assert level_points(grid([["0w1", "1w1", "0w2"]]), 1) == 0


def test_wilds_count_for_everyone_and_as_every_resource():
    row = grid([["0w1", "x1", "0w2"]])
    assert level_points(row, 0) == 6
    assert level_points(grid([["x1", "1w1"]]), 1) == 3
    assert level_points(grid([["x1"], ["0b1"]]), 0) == 3


def test_dual_and_multi_count_every_resource_they_show():
    wood_row = grid([[DUAL_WOOD_STONE, "0w1"], [None, "0s1"]])
    assert level_points(wood_row, 0) == 3 + 3  # wood pair + stone diagonal
    multi = grid([["0m", "0t1"], ["0b1", None]])
    assert level_points(multi, 0) == 2 + 3  # tar adjacency + vertical brick pair
    assert level_points(grid([["0m", "0w1"], ["0b1", None]]), 0) == 3 + 3  # wood + brick


def test_confusion_costs_one_per_adjacent_own_tile_once():
    g = grid([["c1", "0w1", "c2"], [None, "c3", None]])
    assert level_points(g, 0) == -1
    assert level_points(g, 0, negative_confusion=False) == 0
    assert level_points(grid([["c1", "x1"]]), 0) == 0  # wilds are not yours for confusion
    assert level_points(grid([["c1", None], [None, "0w1"]]), 0) == 0  # diagonal is not adjacent


def test_rulebook_example_round_one():
    # vertical brick pair (3) and a diagonal of three stone (6) = 9
    g = grid([["0s1", None, "0b1"], [None, "0s2", "0b2"], [None, None, "0s3"]])
    assert level_points(g, 0) == 9


def test_round_scoring_never_goes_below_zero():
    state = new(2, seed=1)
    from babelworks.games.rise_of_babel.towers import gain_influence

    gain_influence(state.data, 0, -3, immediate=False)
    assert state.data["seats"][0]["influence"] == 0


def test_final_points_cards_and_player_board():
    state = new(2, seed=1)
    seat = state.data["current"]
    player = me(state)
    start_influence = final_points(state.data, seat)
    assert start_influence == 0
    architect = next(c for c in state.data["market"]["deck"] if content().cards[c].key == "architect")
    state.data["market"]["deck"].remove(architect)
    player["discard"].append(architect)
    player["tablets"]["brick"] = 4  # full track (2) with its dual tile unlocked (1)
    player["tablets"]["wood"] = 1  # dual tile unlocked (1)
    assert final_points(state.data, seat) == 2 + 2 + 1 + 1


@pytest.mark.parametrize("influence,tokens", [(0, (0, 0)), (9, (0, 9)), (10, (1, 0)), (37, (3, 7))])
def test_lion_track_counts_tens(influence, tokens):
    assert track_positions(influence) == tokens
