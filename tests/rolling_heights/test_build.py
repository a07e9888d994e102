"""Buying and placing plans, paying, trades, Wild Tokens, constructing and completing."""

import pytest

from babelworks.core.errors import IllegalAction
from babelworks.games.rolling_heights.content import content
from babelworks.games.rolling_heights.mapgrid import space_index
from tests.rolling_heights.helpers import give_cubes, main_state, plain_run, put_plan


def _types(state):
    return {a["type"] for a in state.legal_actions()}


def _owned_at(state, row, column):
    """The current player owns Viceroy House at ``[row, column]``; return its space."""
    return put_plan(state, "viceroy-house", row, column)


def _construct(state, plan_id, *stacks_and_cubes):
    for stack, cube in stacks_and_cubes:
        state.apply({"type": "construct", "plan": plan_id, "stack": stack, "cube": cube})


def _pay_all(state):
    while state.step == "pay":
        state.apply(state.legal_actions()[0])


def test_buy_costs_market_slot_plus_icon_plus_distance():
    state = main_state()
    ((row, column),) = plain_run(state, 1)
    home = _owned_at(state, row, column)
    give_cubes(state, "wood", 9)
    state.apply({"type": "buy_plan", "market": 0, "slot": 8})
    assert state.markets[0][8] is None and state.step == "place"
    by_space = {space_index(*a["space"]) for a in state.legal_actions()}
    for space in by_space:
        gap = max(0, abs(space // 12 - home // 12) + abs(space % 12 - home % 12) - 1)
        assert 1 + state.city.cost[space] + gap <= 9
    target = next(
        s
        for s in by_space
        if not state.city.cost[s] and abs(s // 12 - home // 12) + abs(s % 12 - home % 12) == 4
    )
    state.apply({"type": "place_plan", "space": [target // 12, target % 12]})
    assert state.pending["owed"] == 1 + 3
    _pay_all(state)
    assert state.seat["cubes"]["wood"] == 5 and state.step == "main"


def test_only_one_buy_per_turn_and_unaffordable_plans_are_not_listed():
    state = main_state()
    _owned_at(state, *plain_run(state, 1)[0])
    assert "buy_plan" not in _types(state)
    give_cubes(state, "wood", 1)
    cheap = [s for s, e in enumerate(state.markets[0]) if e and s >= 5]  # slots 5-8 cost 1
    assert [a["slot"] for a in state.legal_actions() if a["type"] == "buy_plan"] == cheap
    state.apply({"type": "buy_plan", "market": 0, "slot": cheap[0]})
    state.apply(next(a for a in state.legal_actions() if state.city.cost[space_index(*a["space"])] == 0))
    _pay_all(state)
    give_cubes(state, "wood", 5)
    assert "buy_plan" not in _types(state)
    with pytest.raises(IllegalAction, match="one plan a turn"):
        state.apply({"type": "buy_plan", "market": 0, "slot": 0})


def _buy_cheapest(state, market, slot):
    state.apply({"type": "buy_plan", "market": market, "slot": slot})
    state.apply(min(state.legal_actions(), key=lambda a: state.city.cost[space_index(*a["space"])]))
    _pay_all(state)


def test_buying_a_near_tile_puts_wild_tokens_on_the_far_two_at_end_of_turn():
    state = main_state()
    _owned_at(state, *plain_run(state, 1)[0])
    give_cubes(state, "glass", 8)
    far = [state.markets[1][7]["plan"], state.markets[1][8]["plan"]]
    _buy_cheapest(state, 1, 2)
    assert state.markets[1][7]["wild"] == 0
    state.apply({"type": "end_turn"})
    strip = {e["plan"]: e["wild"] for e in state.markets[1]}
    assert strip[far[0]] == strip[far[1]] == 1 and state.wild_supply == 28


def test_buying_a_far_tile_adds_no_tokens_and_tokens_on_a_tile_go_to_the_buyer():
    state = main_state()
    _owned_at(state, *plain_run(state, 1)[0])
    give_cubes(state, "glass", 8)
    state.markets[1][8]["wild"] = 3
    state.wild_supply -= 3
    _buy_cheapest(state, 1, 8)
    assert state.seat["wild"] == 3
    state.apply({"type": "end_turn"})
    assert sum(e["wild"] for e in state.markets[1]) == 0 and state.wild_supply == 27


def test_misc_cubes_are_spent_first_and_spending_power_counts():
    state = main_state(meeples=[("magenta", "steady")])
    state.apply({"type": "activate", "meeple": 0, "as": "steady"})
    state.seat["misc"]["wood"] = 1
    state.supply["misc"] -= 1
    state.misc_aside, state.misc_in = 0, True
    state.supply["misc"] += 25
    give_cubes(state, "glass", 1)
    state.apply({"type": "trade", "gain": "steel"})
    assert state.legal_actions() == [
        {"type": "pay", "with": "misc:wood"},
        {"type": "pay", "with": "spending_power"},
    ]
    state.apply({"type": "pay", "with": "misc:wood"})
    assert state.legal_actions() == [
        {"type": "pay", "with": "glass"},
        {"type": "pay", "with": "spending_power"},
    ]
    state.apply({"type": "pay", "with": "spending_power"})
    state.apply({"type": "pay", "with": "spending_power"})
    assert state.step == "main" and state.seat["cubes"] == {"wood": 0, "concrete": 0, "glass": 1, "steel": 1}


def test_trades_cost_two_or_three():
    state = main_state()
    give_cubes(state, "wood", 2)
    assert [a["gain"] for a in state.legal_actions() if a["type"] == "trade"] == ["wood", "concrete", "glass"]
    state.apply({"type": "trade", "gain": "glass"})
    _pay_all(state)
    assert state.seat["cubes"]["glass"] == 1 and state.seat["cubes"]["wood"] == 0


def test_wild_token_for_any_cube():
    state = main_state()
    state.seat["wild"], state.wild_supply = 1, 29
    state.apply({"type": "use_wild", "cube": "steel"})
    assert state.seat["cubes"]["steel"] == 1 and state.seat["wild"] == 0 and state.wild_supply == 30


def test_construct_only_matching_cubes_on_your_own_unfinished_stacks():
    state = main_state()
    run = plain_run(state, 2)
    put_plan(state, "viceroy-house", *run[0])
    put_plan(state, "toy-center-co", *run[1], seat=1)
    give_cubes(state, "wood", 1)
    give_cubes(state, "glass", 1)
    builds = [(a["plan"], a["stack"], a["cube"]) for a in state.legal_actions() if a["type"] == "construct"]
    assert builds == [
        ("viceroy-house", 0, "wood"),
        ("viceroy-house", 1, "wood"),
        ("viceroy-house", 2, "wood"),
    ]
    with pytest.raises(IllegalAction, match="cannot go there"):
        state.apply({"type": "construct", "plan": "toy-center-co", "stack": 0, "cube": "wood"})


def test_completing_scores_gives_meeples_non_active_and_locks_the_plan():
    state = main_state()
    space = space_index(*plain_run(state, 1)[0])
    put_plan(state, "toy-center-co", space // 12, space % 12)
    give_cubes(state, "wood", 3)
    give_cubes(state, "glass", 2)
    _construct(state, "toy-center-co", (0, "wood"), (0, "wood"), (1, "glass"), (1, "glass"))
    tile = state.tiles[space]
    assert tile["complete"] and tile["vp"] == 3 and state.seat["vp"] == 3
    assert state.seat["meeples"] == [["yellow", "aside"]]
    assert not [a for a in state.legal_actions() if a["type"] == "construct"]


def test_a_two_colour_meeple_reward_is_a_choice():
    state = main_state()
    space = space_index(*plain_run(state, 1)[0])
    put_plan(state, "maple-townhouses", space // 12, space % 12)
    give_cubes(state, "wood", 2)
    _construct(state, "maple-townhouses", (0, "wood"), (1, "wood"))
    assert state.step == "reward"
    assert state.legal_actions() == [
        {"type": "choose_meeple", "colour": "clear"},
        {"type": "choose_meeple", "colour": "blue"},
    ]
    state.apply({"type": "choose_meeple", "colour": "blue"})
    assert [m[0] for m in state.seat["meeples"]] == ["blue"] and state.step == "main"


def test_mayors_house_completion_gives_only_what_completing_lists():
    state = main_state()
    space = space_index(*plain_run(state, 1)[0])
    put_plan(state, "mayors-house", space // 12, space % 12)
    give_cubes(state, "wood", 2)
    give_cubes(state, "concrete", 3)
    _construct(
        state, "mayors-house", (0, "wood"), (0, "wood"), (1, "concrete"), (1, "concrete"), (2, "concrete")
    )
    assert state.step == "main", "no meeple choice: 'Completing: 3 VP, purple meeple.'"
    assert [m[0] for m in state.seat["meeples"]] == ["purple"] and state.tiles[space]["vp"] == 3


def test_variable_vp_fairgrounds_counts_your_houses_within_three():
    state = main_state()
    run = plain_run(state, 5)
    put_plan(state, "viceroy-house", *run[0], built=True)
    put_plan(state, "brick-row-house", *run[4], built=True)
    put_plan(state, "corner-cottage", *run[3], seat=1, built=True)
    space = space_index(*run[1])
    put_plan(state, "fairgrounds", *run[1])
    give_cubes(state, "wood", 3)
    give_cubes(state, "concrete", 2)
    _construct(state, "fairgrounds", *((0, "wood"),) * 3, *((1, "concrete"),) * 2)
    assert state.tiles[space]["vp"] == 2 * 2


def test_variable_vp_pritzker_counts_adjacent_city_halls():
    from babelworks.games.rolling_heights.scoring import variable_vp

    state = main_state()
    run = plain_run(state, 3)
    put_plan(state, "city-hall", *run[0], seat=1)
    zoo = put_plan(state, "pritzker-zoo", *run[1])
    put_plan(state, "bakery", *run[2])
    assert variable_vp(state, zoo, content().plans["pritzker-zoo"]["vp"]) == 4


def test_biggies_ballpark_counts_adjacent_completed_buildings_of_anyone():
    from babelworks.games.rolling_heights.scoring import variable_vp

    state = main_state()
    run = plain_run(state, 4)
    put_plan(state, "city-hall", *run[0], seat=1)  # an opponent's plan with no cubes: not a building
    park = put_plan(state, "biggies-ballpark", *run[1])
    put_plan(state, "bakery", *run[2], seat=1, built=True)
    assert variable_vp(state, park, content().plans["biggies-ballpark"]["vp"]) == 2


def _park_spaces_neighbours(state):
    """Empty plain land spaces next to a park space, in two different neighbourhoods."""
    from babelworks.games.rolling_heights.mapgrid import NEIGHBOURHOOD, NEIGHBOURS

    found = {}
    for space in range(96):
        city = state.city
        if (
            city.is_land(space)
            and not city.cost[space]
            and not city.bonus[space]
            and state.tiles[space] is None
            and any(city.terrain[n] == "park" for n in NEIGHBOURS[space])
        ):
            found.setdefault(NEIGHBOURHOOD[space], []).append(space)
    return [spaces for spaces in found.values()]


def test_tumble_park_counts_completed_buildings_next_to_parks_in_every_neighbourhood():
    from babelworks.games.rolling_heights.scoring import variable_vp

    state = main_state()
    by_hood = _park_spaces_neighbours(state)
    park = put_plan(state, "tumble-park", *divmod(by_hood[0][0], 12))
    put_plan(state, "bakery", *divmod(by_hood[1][0], 12), seat=1, built=True)  # another neighbourhood
    put_plan(state, "diner", *divmod(by_hood[2][0], 12))  # a plan, not a building
    assert variable_vp(state, park, content().plans["tumble-park"]["vp"]) == 3 * 2  # itself and the bakery


def test_misc_cubes_enter_when_a_colour_runs_out_and_build_only_after_the_colour():
    state = main_state()
    state.supply["steel"], state.box["steel"] = 1, state.box["steel"] + state.supply["steel"] - 1
    state.changed()
    give_cubes(state, "steel", 2)
    assert state.misc_in and state.seat["cubes"]["steel"] == 1 and state.seat["misc"]["steel"] == 1
    assert state.supply["misc"] == 24
    space = space_index(*plain_run(state, 1)[0])
    put_plan(state, "power-station", space // 12, space % 12)
    steel = [a["cube"] for a in state.legal_actions() if a["type"] == "construct" and a["stack"] == 0]
    assert steel == ["steel"]
    state.apply({"type": "construct", "plan": "power-station", "stack": 0, "cube": "steel"})
    assert state.end["triggered"]  # the last steel in play is in a building
    steel = [a["cube"] for a in state.legal_actions() if a["type"] == "construct" and a["stack"] == 0]
    assert steel == ["misc:steel"]


def test_misc_stand_ins_beyond_25_are_counted_apart():
    state = main_state()
    state.box["wood"] += state.supply["wood"]
    state.supply["wood"] = 0
    state.changed()
    give_cubes(state, "wood", 27)
    assert state.supply["misc"] == 0 and state.misc_extra == 2 and state.seat["misc"]["wood"] == 27
    assert state.check_invariants() == []
    state.apply({"type": "end_turn"})
    assert state.supply["misc"] == 25 and state.misc_extra == 0


def test_end_is_triggered_by_building_the_last_cube_then_round_and_one_more():
    state = main_state(players=3)
    turns = []
    state.box["wood"] += state.supply["wood"] - 1
    state.supply["wood"] = 1
    give_cubes(state, "wood", 1)
    space = space_index(*plain_run(state, 1)[0])
    put_plan(state, "viceroy-house", space // 12, space % 12)
    state.apply({"type": "construct", "plan": "viceroy-house", "stack": 0, "cube": "wood"})
    position = (state.current - state.start_player) % 3
    assert state.end == {"triggered": True, "turns_left": 3 - 1 - position + 3, "colour": "wood"}
    from babelworks.core.rng import Rng
    from babelworks.games.rolling_heights import GAME

    rng = Rng.from_seed(1)
    counts = [0, 0, 0]
    while state.step != "targets":
        if state.step == "roll":
            state.apply(GAME.sample_outcome(state, rng))
        elif state.step == "main":
            counts[state.current] += 1
            turns.append(state.current)
            state.apply({"type": "end_turn"})
        else:
            state.apply(state.legal_actions()[0])
    assert counts == [2, 2, 2]


def test_cleanup_returns_cubes_slides_and_refills_from_the_other_pile():
    state = main_state()
    give_cubes(state, "glass", 4)
    state.piles[1] = []
    state.markets[1][3] = None
    state.piles[0].append(state.piles[0].pop(0))
    next_plan = state.piles[0][-1]
    before = [e["plan"] for e in state.markets[1] if e]
    state.changed()
    state.apply({"type": "end_turn"})
    assert all(c == 0 for c in state.seats[0]["cubes"].values())
    assert [e["plan"] for e in state.markets[1]] == [next_plan] + before
