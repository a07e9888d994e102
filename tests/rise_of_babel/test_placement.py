"""Placement bonuses and confusion tiles (rulebook: Tile Placement, Confusion Tiles)."""

from __future__ import annotations

from babelworks.games.rise_of_babel.towers import printed

from .helpers import (
    cell_at,
    fill_towers,
    me,
    new,
    of_type,
    set_stall,
    with_steps,
)


def _space_printed(state, wanted, tower_id=None):
    for tower in state.data["towers"]:
        if tower_id and tower["id"] != tower_id:
            continue
        for cell in tower["cells"]:
            if cell[2] is None and printed(tower, cell) == wanted:
                return tower["id"], [cell[0], cell[1]]
    raise LookupError(wanted)


def _place_from_stall(state, kind, target):
    set_stall(state, 0, kind)
    with_steps(state, ["stalls_to_tower"])
    state.apply({"type": "stalls_to_tower", "stall": 0, "tower": target[0], "space": target[1]})


def test_matching_printed_resource_gives_one():
    state = new(2, seed=6)
    _place_from_stall(state, "stone", _space_printed(state, "stone", "major"))
    assert me(state)["influence"] == 1


def test_non_matching_gives_nothing():
    state = new(2, seed=6)
    _place_from_stall(state, "tar", _space_printed(state, "stone", "major"))
    assert me(state)["influence"] == 0


def test_dual_multi_and_wild_match_printed_resources():
    state = new(2, seed=6)
    player, seat = me(state), state.data["current"]
    dual = player["dual_slots"]["wood"]  # shows wood and one other resource
    for tile, wanted in ((dual, state_kind_first(dual)), (f"{seat}m", "tar")):
        player["board_tiles"].remove(tile)
        player["warehouse"].append(tile)
        with_steps(state, ["warehouse_to_tower"])
        target = _space_printed(state, wanted, "major")
        kind = "multi" if tile.endswith("m") else state_kind(tile)
        state.apply({"type": "warehouse_to_tower", "tile": kind, "tower": target[0], "space": target[1]})
    with_steps(state, ["place_wild"])
    target = _space_printed(state, "brick", "major")
    state.apply({"type": "place_wild", "tower": target[0], "space": target[1]})
    assert player["influence"] == 3


def state_kind(tile):
    from babelworks.games.rise_of_babel.tiles import kind

    return kind(tile)


def state_kind_first(tile):
    return state_kind(tile).split("/")[0]


def test_covering_camp_icon_gives_a_free_stalls_to_camp():
    state = new(2, seed=6)
    _place_from_stall(state, "wood", _space_printed(state, "camp", "major"))
    assert state.data["turn"]["stack"] == [{"kind": "stalls_to_camp"}]
    assert {"type": "decline"} in state.legal_actions()
    state.apply({"type": "stalls_to_camp", "stall": 1})
    assert len(me(state)["camp"]) == 1 and me(state)["influence"] == 0


def test_last_empty_space_of_a_tower_gives_one():
    state = new(2, seed=6)
    minor = state.data["towers"][1]
    for cell in minor["cells"][1:]:
        cell[2] = state.data["seats"][1 - state.data["current"]]["bag"].pop()
    last = minor["cells"][0]
    target = (minor["id"], [last[0], last[1]])
    kind = "wood" if printed(minor, last) != "wood" else "tar"
    _place_from_stall(state, kind, target)
    extra = 1 if printed(minor, last) in ("wood", "tar") and printed(minor, last) == kind else 0
    assert me(state)["influence"] == 1 + extra


def test_passing_five_makes_confusion_due_after_placement_bonuses():
    state = new(2, seed=6)
    me(state)["influence"] = 4
    target = _space_printed(state, "camp", "major")
    major = state.data["towers"][0]
    for cell in major["cells"]:
        if cell[2] is None and [cell[0], cell[1]] != target[1]:
            cell[2] = state.data["seats"][1 - state.data["current"]]["bag"].pop()
    _place_from_stall(state, "wood", target)  # covers the camp icon and the last space: 4 -> 5
    # the camp icon's free action comes first, then the confusion placement
    assert state.data["turn"]["stack"] == [{"kind": "stalls_to_camp"}]
    state.apply({"type": "decline"})
    confusion = of_type(state, "place_confusion")
    assert confusion and confusion == state.legal_actions()


def test_confusion_tile_bonuses():
    state = new(2, seed=6)
    me(state)["influence"] = 9
    _place_from_stall(state, "stone", _space_printed(state, "stone", "major"))
    assert me(state)["influence"] == 10 and state.data["turn"]["confusion_due"] == 1
    target = _space_printed(state, "wood", "major")
    state.apply({"type": "place_confusion", "tower": target[0], "space": target[1]})
    assert cell_at(state, *target)[2].startswith("c") and me(state)["influence"] == 11
    assert state.data["turn"]["confusion_due"] == 0 and len(state.data["confusion"]) == 11


def test_confusion_on_a_plain_space_gives_nothing_and_passing_ten_again_triggers():
    state = new(2, seed=6)
    me(state)["influence"] = 14
    _place_from_stall(state, "stone", _space_printed(state, "stone", "major"))
    target = _space_printed(state, "", "major")
    state.apply({"type": "place_confusion", "tower": target[0], "space": target[1]})
    assert me(state)["influence"] == 15 and state.data["turn"]["confusion_due"] == 0


def test_round_scoring_does_not_trigger_confusion():
    state = new(2, seed=6)
    me(state)["influence"] = 4
    fill_towers(state, leave=1)
    from babelworks.games.rise_of_babel import towers

    towers.gain_influence(state.data, state.data["current"], 3, immediate=False)
    assert state.data["turn"]["confusion_due"] == 0


def test_no_confusion_tiles_left_means_no_placement():
    state = new(2, seed=6)
    state.data["confusion"] = []
    fill_towers(state, leave=3)
    me(state)["influence"] = 4
    # (a hand-built state: the supply is simply emptied; invariants are not checked here)
    _place_from_stall(state, "stone", _space_printed_any(state))
    assert state.data["turn"]["confusion_due"] == 0


def _space_printed_any(state):
    for tower in state.data["towers"]:
        for cell in tower["cells"]:
            if cell[2] is None:
                return tower["id"], [cell[0], cell[1]]
    raise LookupError


def test_round_three_full_towers_give_influence_instead():
    state = new(2, seed=6)
    state.data["round"] = 3
    fill_towers(state, leave=0)
    with_steps(state, ["stalls_to_tower", "place_wild"])
    assert of_type(state, "stalls_to_tower") == [{"type": "stalls_to_tower", "stall": s} for s in range(3)]
    state.apply({"type": "stalls_to_tower", "stall": 0})
    state.apply({"type": "place_wild"})
    assert me(state)["influence"] == 2 and state.data["final_turns"]
