"""Player board: stalls, the empty bag, the warehouse, upgrade tracks and their icons."""

from __future__ import annotations

from babelworks.games.rise_of_babel.tiles import kind

from .helpers import me, new, of_type, set_stall, take_from_bag, with_steps


def test_stalls_refill_immediately():
    state = with_steps(new(2, seed=3), ["stalls_to_camp"])
    bag = len(me(state)["bag"])
    state.apply({"type": "stalls_to_camp", "stall": 1})
    assert all(me(state)["stalls"]) and len(me(state)["bag"]) == bag - 1
    assert len(me(state)["camp"]) == 1


def test_refresh_stalls_sets_aside_and_pulls_any_number_of_times():
    state = new(2, seed=3)
    state.data["turn"]["gold"] = 2
    state.changed()
    old = list(me(state)["stalls"])
    state.apply({"type": "refresh_stalls", "stalls": [0, 2]})
    assert me(state)["set_aside"] == [old[0], old[2]] and me(state)["stalls"][1] == old[1]
    state.apply({"type": "refresh_stalls", "stalls": [1]})
    assert state.data["turn"]["gold"] == 0 and not of_type(state, "refresh_stalls")


def test_empty_bag_takes_set_aside_tiles_first():
    state = new(2, seed=3)
    player = me(state)
    player["set_aside"], player["bag"] = player["bag"], []
    state = with_steps(state, ["stalls_to_camp"])
    state.apply({"type": "stalls_to_camp", "stall": 0})
    assert player["set_aside"] == [] and all(player["stalls"])


def test_empty_bag_forces_a_choice_return_camp():
    state = new(2, seed=3)
    player = me(state)
    player["camp"], player["bag"] = player["bag"], []
    with_steps(state, ["stalls_to_warehouse"])
    state.apply({"type": "stalls_to_warehouse", "stall": 0})
    assert state.data["turn"]["stack"] == [{"kind": "empty_bag"}]
    assert state.legal_actions() == [{"type": "return_camp"}]
    state.apply({"type": "return_camp"})
    assert player["camp"] == [] and all(player["stalls"])


def test_empty_bag_sell_choice_and_no_choice_leaves_stall_empty():
    state = new(2, seed=3)
    player = me(state)
    player["warehouse"], player["bag"] = player["bag"][:3], []
    with_steps(state, ["stalls_to_tower", "stalls_to_tower"])
    state.apply(of_type(state, "stalls_to_tower")[0])
    sale = of_type(state, "sell_warehouse")
    assert len(sale) == 1 and sale == state.legal_actions()
    state.apply(sale[0])
    assert state.data["turn"]["gold"] == 1 and all(player["stalls"]) and len(player["bag"]) == 2
    player["bag"] = []
    stall = player["stalls"].index(next(t for t in player["stalls"]))
    state.apply(next(a for a in of_type(state, "stalls_to_tower") if a["stall"] == stall))
    assert player["stalls"][stall] is None and not state.data["turn"]["stack"]


def test_warehouse_sale_three_tiles_for_one_gold_never_the_multi():
    state = new(2, seed=3)
    player = me(state)
    player["board_tiles"].remove("0m" if state.data["current"] == 0 else f"{state.data['current']}m")
    player["warehouse"] = [
        f"{state.data['current']}m",
        take_from_bag(state, "wood"),
        take_from_bag(state, "tar"),
    ]
    state.changed()
    assert not of_type(state, "sell_warehouse")
    player["warehouse"].append(take_from_bag(state, "wood"))
    state.changed()
    assert of_type(state, "sell_warehouse") == [{"type": "sell_warehouse", "tiles": ["tar", "wood", "wood"]}]


def _upgrade(state, track, stall=0):
    set_stall(state, stall, track)
    with_steps(state, ["board_upgrade"])
    state.apply({"type": "board_upgrade", "stall": stall, "track": track})


def test_upgrade_moves_tile_to_warehouse_and_unlocks_dual():
    state = new(2, seed=3)
    player = me(state)
    dual = player["dual_slots"]["wood"]
    _upgrade(state, "wood")
    assert player["tablets"]["wood"] == 1
    assert dual in player["warehouse"] and dual not in player["board_tiles"]
    assert sum(kind(t) == "wood" for t in player["warehouse"]) == 1


def test_dual_tile_in_a_stall_may_upgrade_either_track():
    state = new(2, seed=3)
    player = me(state)
    dual = player["dual_slots"]["stone"]
    player["board_tiles"].remove(dual)
    player["bag"].append(player["stalls"][0])
    player["stalls"][0] = dual
    with_steps(state, ["board_upgrade"])
    tracks = {a["track"] for a in of_type(state, "board_upgrade") if a["stall"] == 0}
    assert tracks == set(kind(dual).split("/"))


def test_cart_icon_offers_cart_or_specialization():
    state = new(2, seed=3)
    player = me(state)
    player["tablets"]["wood"] = 1
    _upgrade(state, "wood")
    actions = state.legal_actions()
    assert {"type": "gain_cart"} in actions and len(of_type(state, "gain_specialization")) == 4
    state.apply({"type": "gain_specialization", "resource": "tar"})
    assert player["specs"] == ["spec-tar-1"]


def test_draw_and_advance_icon():
    state = new(2, seed=3)
    player = me(state)
    player["tablets"]["stone"] = 1
    play = len(state.data["turn"]["play"])
    _upgrade(state, "stone")
    assert len(state.data["turn"]["play"]) == play + 1 and player["elephant"] == 2


def test_skip_space_token_alternates_sides():
    state = new(2, seed=3)
    player = me(state)
    player["tablets"]["wood"] = 3
    _upgrade(state, "wood")
    assert player["skip_token"] == "elephant"
    with_steps(state, ["advance_elephant"])
    state.apply({"type": "advance_elephant"})
    assert player["elephant"] == 2 and player["skip_token"] == "stalls"
    player["elephant"] = 0
    with_steps(state, ["advance_elephant"])
    state.apply({"type": "advance_elephant"})
    assert player["elephant"] == 1 and player["skip_token"] == "elephant"
    assert state.data["turn"]["stack"] == [{"kind": "stalls_to_camp"}]
    state.apply({"type": "stalls_to_camp", "stall": 2})
    assert len(player["camp"]) == 1


def test_gold_token_gives_two_then_one_alternating():
    state = new(2, seed=3)
    player = me(state)
    player["tablets"]["stone"] = 3
    _upgrade(state, "stone")
    assert player["gold_token"] == 2
    state.apply({"type": "refresh_stalls", "stalls": [0]})  # spends token gold: flips to 1
    assert player["gold_token"] == 1 and state.data["turn"]["gold"] == 1
    assert state.data["turn"]["token_used"]


def test_free_card_and_optional_trash():
    state = new(2, seed=3)
    player = me(state)
    player["tablets"]["brick"] = 3
    _upgrade(state, "brick")
    assert not player["free_token"]
    state.apply({"type": "gain_free", "from": "teamsters"})
    assert player["discard"][-1].startswith("t")
    assert {"type": "decline"} in state.legal_actions()
    state.apply({"type": "trash", "card": player["discard"][-1]})
    assert len(state.data["market"]["teamsters"]) == 8


def test_multi_tile_unlocks_into_warehouse():
    state = new(2, seed=3)
    player = me(state)
    player["tablets"]["tar"] = 3
    _upgrade(state, "tar")
    assert f"{state.data['current']}m" in player["warehouse"]


def test_off_the_track_gives_influence():
    state = new(2, seed=3)
    player = me(state)
    player["tablets"]["wood"] = 4
    _upgrade(state, "wood")
    assert player["tablets"]["wood"] == 4 and player["influence"] == 1
