"""The Rolling Heights table scene: every component where the state says it is."""

from __future__ import annotations

from collections import Counter

import pytest

from babelworks.games.rolling_heights import GAME
from babelworks.scene.meshes import MESH_BUILDERS
from babelworks.scene.rolling_heights import table_pieces
from babelworks.scene.rolling_heights_layout import space_centre, space_under
from tests.rolling_heights_table.helpers import played


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ids_unique_and_meshes_known(players):
    pieces = table_pieces(played(players, seed=players, actions=300))
    assert len({p.id for p in pieces}) == len(pieces)
    assert {p.mesh for p in pieces} <= set(MESH_BUILDERS)


def test_every_built_cube_stands_on_its_stack():
    state = played(2, seed=5, actions=500)
    pieces = table_pieces(state)
    cubes = [p for p in pieces if p.extras.get("city") and "cube" in p.extras]
    built = sum(len(stack) for tile in state.tiles if tile for stack in tile["stacks"])
    assert built > 0 and len(cubes) == built
    for cube in cubes:
        space = int(cube.id.split("/")[2])
        assert space_under(cube.position[0], cube.position[1]) == space
    heights = Counter(round(c.position[2], 3) for c in cubes)
    assert len(heights) > 1, "stacks rise: some cube sits on another"


def test_every_stack_of_every_plan_has_its_own_spot():
    from babelworks.games.rolling_heights.content import content
    from babelworks.scene.rolling_heights_layout import stack_spots

    for plan in content().plans.values():
        spots = stack_spots(len(plan["stacks"]))
        assert len(set(spots)) == len(plan["stacks"]), plan["id"]  # a fifth stack is built and shown too


def test_supply_and_hand_counts_match_state():
    state = played(3, seed=2, actions=350)
    pieces = table_pieces(state)
    for colour, count in state.supply.items():
        assert sum(p.extras.get("supply") == colour and p.mesh == "block" for p in pieces) == count
    meeples = [p for p in pieces if p.id.startswith("rh/meeple/") and "supply" not in p.id]
    assert len(meeples) == sum(len(seat["meeples"]) for seat in state.seats)


def test_meeples_show_their_state_by_pose():
    state = GAME.new_game(2, 1)
    seat = state.seats[0]
    seat["meeples"] = [["brown", "hard"], ["navy", "steady"], ["brown", "exhausted"], ["navy", "used"]]
    by_index = {p.extras["meeple"]: p for p in table_pieces(state) if p.id.startswith("rh/meeple/0/")}
    assert by_index[0].rotation == (0.0, 0.0, 0.0, 1.0)  # standing
    assert by_index[1].rotation[1] > 0.7  # on its side: turned about y
    assert by_index[2].rotation[0] < -0.7 and by_index[3].rotation[0] < -0.7  # on the back
    assert by_index[0].position[2] == by_index[1].position[2] > by_index[3].position[2]


def test_city_pieces_are_flagged_and_markers_rise_on_completion():
    state = played(2, seed=5, actions=500)
    pieces = table_pieces(state)
    city = [p for p in pieces if p.extras.get("city")]
    assert all(
        p.id.startswith(("rh/board", "rh/space", "rh/plan", "rh/tile", "rh/cube", "rh/marker")) for p in city
    )
    markers = {p.id: p for p in pieces if p.id.startswith("rh/marker/")}
    complete = [i for i, t in enumerate(state.tiles) if t and t["complete"]]
    assert complete, "the seeded game completes a building"
    for space in complete:
        assert markers[f"rh/marker/{space}"].position[2] > 1.0


def test_space_under_inverts_space_centre():
    for space in range(96):
        assert space_under(*space_centre(space)) == space
    assert space_under(100.0, 0.0) is None
