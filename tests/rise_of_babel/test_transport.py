"""Transport: card actions moving tiles, the elephant and carts, specialization tokens."""

from __future__ import annotations

from babelworks.games.rise_of_babel.tiles import kind

from .helpers import (
    cell_at,
    empty_cells,
    me,
    new,
    of_type,
    set_stall,
    take_from_bag,
    with_steps,
)


def _first_plain_space(state):
    from babelworks.games.rise_of_babel.towers import printed

    for tower in state.data["towers"]:
        for cell in tower["cells"]:
            if cell[2] is None and printed(tower, cell) == "":
                return tower["id"], [cell[0], cell[1]]
    raise LookupError


def test_stalls_to_tower_and_warehouse_to_tower():
    state = with_steps(new(2, seed=4), ["stalls_to_warehouse", "warehouse_to_tower", "stalls_to_tower"])
    tile = me(state)["stalls"][0]
    state.apply({"type": "stalls_to_warehouse", "stall": 0})
    tower, space = _first_plain_space(state)
    state.apply({"type": "warehouse_to_tower", "tile": kind(tile), "tower": tower, "space": space})
    assert cell_at(state, tower, space)[2] == tile
    tower, space = _first_plain_space(state)
    stall_tile = me(state)["stalls"][2]
    state.apply({"type": "stalls_to_tower", "stall": 2, "tower": tower, "space": space})
    assert cell_at(state, tower, space)[2] == stall_tile


def test_place_a_wild():
    state = with_steps(new(2, seed=4), ["place_wild"])
    tower, space = _first_plain_space(state)
    state.apply({"type": "place_wild", "tower": tower, "space": space})
    assert cell_at(state, tower, space)[2].startswith("x") and len(state.data["wilds"]) == 7


def _camp(state, kinds):
    me(state)["camp"] += [take_from_bag(state, k) for k in kinds]
    state.changed()


def test_elephant_loads_one_plus_carts():
    state = new(2, seed=4)
    _camp(state, ["wood", "stone", "tar"])
    state.apply(of_type(state, "load_elephant")[0])
    assert not of_type(state, "load_elephant")
    me(state)["carts"], me(state)["carts_on_board"] = 2, 0
    state.changed()
    state.apply(of_type(state, "load_elephant")[0])
    state.apply(of_type(state, "load_elephant")[0])
    assert len(me(state)["cargo"]) == 3 and me(state)["camp"] == []


def test_elephant_travels_three_spaces_then_must_unload():
    state = new(2, seed=4)
    _camp(state, ["wood"])
    state.apply({"type": "load_elephant", "tile": "wood"})
    with_steps(state, ["advance_elephant", "advance_elephant", "advance_elephant"])
    state.apply({"type": "advance_elephant"})
    state.apply({"type": "advance_elephant"})
    assert me(state)["elephant"] == 2 and {"type": "end_turn"} in state.legal_actions()
    state.apply({"type": "advance_elephant"})
    actions = state.legal_actions()
    assert actions and all(a["type"] == "unload" for a in actions)
    assert len(actions) == len(empty_cells(state))
    state.apply(actions[0])
    assert me(state)["elephant"] == 0 and me(state)["cargo"] == []
    assert of_type(state, "load_elephant") == []  # camp is empty: nothing to reload


def test_empty_elephant_returns_at_once_and_may_reload():
    state = new(2, seed=4)
    me(state)["elephant"] = 2
    _camp(state, ["brick"])
    with_steps(state, ["advance_elephant"])
    state.apply({"type": "advance_elephant"})
    assert me(state)["elephant"] == 0
    assert of_type(state, "load_elephant") == [{"type": "load_elephant", "tile": "brick"}]


def test_specialization_bonus_only_from_the_elephant():
    state = new(2, seed=4)
    player = me(state)
    player["specs"].append(state.data["specs"].pop(0))  # spec-wood-1
    _camp(state, ["wood"])
    state.apply({"type": "load_elephant", "tile": "wood"})
    player["elephant"] = 2
    with_steps(state, ["advance_elephant", "stalls_to_tower"])
    state.apply({"type": "advance_elephant"})
    tower, space = _first_plain_space(state)
    state.apply({"type": "unload", "tile": "wood", "tower": tower, "space": space})
    assert player["influence"] == 1
    set_stall(state, 0, "wood")
    tower, space = _first_plain_space(state)
    state.apply({"type": "stalls_to_tower", "stall": 0, "tower": tower, "space": space})
    assert player["influence"] == 1


def test_one_specialization_per_type_per_player():
    state = new(2, seed=4)
    me(state)["specs"].append("spec-wood-1")
    state.data["specs"].remove("spec-wood-1")
    with_steps(state, ["gain_specialization"])
    offered = {a["resource"] for a in of_type(state, "gain_specialization")}
    assert offered == {"stone", "brick", "tar"}


def test_gain_cart_card_step_until_both_carts_attached():
    state = with_steps(new(2, seed=4), ["gain_cart", "gain_cart", "gain_cart"])
    state.apply({"type": "gain_cart"})
    state.apply({"type": "gain_cart"})
    assert me(state)["carts"] == 2 and not of_type(state, "gain_cart")


def test_a_loaded_tile_may_be_swapped_for_a_camp_tile_while_the_elephant_is_in_camp():
    """ "While the elephant remains in your camp, you may freely swap any loaded resource
    tiles with others in your camp.\""""
    state = new(2, seed=4)
    _camp(state, ["wood", "stone", "stone"])
    state.apply({"type": "load_elephant", "tile": "wood"})
    assert of_type(state, "swap_elephant") == [{"type": "swap_elephant", "cargo": "wood", "camp": "stone"}]
    before = state.state_hash()
    assert not state.reveals({"type": "swap_elephant", "cargo": "wood", "camp": "stone"})
    state.apply({"type": "swap_elephant", "cargo": "wood", "camp": "stone"})
    assert [kind(t) for t in me(state)["cargo"]] == ["stone"]
    assert sorted(kind(t) for t in me(state)["camp"]) == ["stone", "wood"]
    assert state.state_hash() != before and state.check_invariants() == []
    with_steps(state, ["advance_elephant"])
    state.apply({"type": "advance_elephant"})
    assert of_type(state, "swap_elephant") == []
