"""Ending rounds I and II mid-turn and resuming; Round III's final turns; game end."""

from __future__ import annotations

from babelworks.games.rise_of_babel.tiles import kind

from .helpers import (
    empty_cells,
    fill_towers,
    me,
    new,
    of_type,
    take_from_bag,
    with_steps,
)


def _loaded_elephant_one_step_from_towers(state, kinds):
    player = me(state)
    player["carts"], player["carts_on_board"] = 2, 0
    player["cargo"] = [take_from_bag(state, k) for k in kinds]
    player["elephant"] = 2
    state.changed()


def test_round_ends_mid_unload_and_resumes_after_scoring():
    state = new(2, seed=8)
    g = state.data
    _loaded_elephant_one_step_from_towers(state, ["wood", "stone", "brick"])
    fill_towers(state, leave=1)
    with_steps(state, ["advance_elephant", "stalls_to_camp", "stalls_to_warehouse"])
    market_before = list(g["market"]["row"])
    filler_seat = 1 - g["current"]
    state.apply({"type": "advance_elephant"})
    unload = of_type(state, "unload")
    assert unload == state.legal_actions() and len(unload) == 3
    unloaded = next(a for a in unload if a["tile"] == "wood")
    state.apply(unloaded)  # covers the last space: Round I ends now

    assert g["round"] == 2 and g["towers"][0]["level"] == "II"
    assert g["market"]["row"] != market_before
    assert all(cell[2] is None for t in g["towers"] for c in [t] for cell in c["cells"])
    assert len(me(state)["bag"]) + len(me(state)["stalls"]) >= 3
    assert sum(kind(t) == "wood" for t in me(state)["bag"]) >= 1  # the placed wood came home
    assert len(g["seats"][filler_seat]["bag"]) >= 20  # the filler tiles went back to their bag
    # the paused turn resumes exactly: the elephant still unloading, the card's steps left
    assert me(state)["elephant"] == 3 and sorted(kind(t) for t in me(state)["cargo"]) == ["brick", "stone"]
    assert sorted(g["turn"]["active"]["left"]) == ["stalls_to_camp", "stalls_to_warehouse"]
    actions = state.legal_actions()
    assert actions and all(a["type"] == "unload" for a in actions)
    state.apply(actions[0])
    state.apply(state.legal_actions()[0])
    assert me(state)["elephant"] == 0 and me(state)["cargo"] == []
    assert of_type(state, "stalls_to_camp") and of_type(state, "stalls_to_warehouse")
    assert state.check_invariants() == []


def test_round_end_returns_every_tile_to_its_place():
    state = new(2, seed=8)
    g, seat = state.data, state.data["current"]
    player = me(state)
    player["board_tiles"].remove(f"{seat}m")
    dual = player["dual_slots"]["tar"]
    player["board_tiles"].remove(dual)
    cells = [cell for _, cell in empty_cells(state)]
    cells[0][2], cells[1][2] = f"{seat}m", dual
    cells[2][2], cells[3][2] = g["wilds"].pop(), g["confusion"].pop()
    player["set_aside"].append(take_from_bag(state, "stone"))
    fill_towers(state, leave=1)
    _finish_round_by_placing(state)
    assert f"{seat}m" in player["warehouse"] and dual in player["bag"]
    assert len(g["wilds"]) == 8 and len(g["confusion"]) == 12 and player["set_aside"] == []
    assert state.check_invariants() == []


def _finish_round_by_placing(state):
    with_steps(state, ["place_wild"])
    state.apply(of_type(state, "place_wild")[0])


def test_new_minor_levels_are_drawn_from_those_aside():
    state = new(3, seed=8)
    before = {t["level"] for t in state.data["towers"][1:]}
    fill_towers(state, leave=1)
    _finish_round_by_placing(state)
    after = {t["level"] for t in state.data["towers"][1:]}
    assert len(after) == 3 and not after & before
    assert len(state.data["minor_supply"]) == 9 and before <= set(state.data["minor_supply"])


def test_confusion_due_when_towers_fill_is_placed_in_the_next_round():
    state = new(2, seed=8)
    me(state)["influence"] = 4
    fill_towers(state, leave=1)
    _finish_round_by_placing(state)  # last space: +1 -> 5, but the round ends first
    assert state.data["round"] == 2
    assert of_type(state, "place_confusion") == state.legal_actions()


def test_round_three_plays_on_until_turns_are_equal_then_game_ends():
    state = new(3, seed=8)
    g = state.data
    g["round"] = 3
    g["turns_taken"] = [4, 4, 4]
    fill_towers(state, leave=1)
    _finish_round_by_placing(state)
    assert g["final_turns"] and not g["over"]
    for _ in range(3):
        if g["over"]:
            break
        if g["turn"]["active"]:
            state.apply({"type": "finish_card"})
        state.apply({"type": "end_turn"})
    assert g["over"] and len(set(g["turns_taken"])) == 1
    assert state.current_player is None and state.legal_actions() == []
    assert state.phase() == "Game over"


def test_final_turn_order_stops_at_the_player_before_the_first():
    state = new(3, seed=8)
    g = state.data
    g["round"], g["final_turns"] = 3, True
    first = g["current"]
    g["turns_taken"] = [5, 5, 5]
    state.changed()
    state.apply({"type": "end_turn"})
    assert not g["over"] and g["current"] == (first + 1) % 3
    state.apply({"type": "end_turn"})
    state.apply({"type": "end_turn"})
    assert g["over"]


def test_unlocked_dual_tiles_in_the_warehouse_go_back_to_the_bag_after_scoring():
    """ "After end-of-round scoring, return your unlocked dual-resource tiles back to your bag.\""""
    state = new(2, seed=8)
    seat = state.data["current"]
    player = me(state)
    duals = [player["dual_slots"]["wood"], player["dual_slots"]["tar"]]
    for dual in duals:
        player["board_tiles"].remove(dual)
    player["warehouse"] += duals
    player["board_tiles"].remove(f"{seat}m")
    player["warehouse"].append(f"{seat}m")
    fill_towers(state, leave=1)
    _finish_round_by_placing(state)
    assert state.data["round"] == 2
    assert all(dual in player["bag"] or dual in player["stalls"] for dual in duals)
    assert player["warehouse"] == [f"{seat}m"]
    assert state.check_invariants() == []
