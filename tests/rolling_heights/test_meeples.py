"""Main phase: activating each kind of meeple, once, and the Public Figure abilities."""

import pytest

from babelworks.core.errors import IllegalAction
from babelworks.games.rolling_heights.mapgrid import space_index
from tests.rolling_heights.helpers import give_cubes, main_state, plain_run, put_plan


def _activations(state, meeple=None):
    return [a for a in state.legal_actions() if a["type"] == "activate" and meeple in (None, a["meeple"])]


@pytest.mark.parametrize(
    "colour, cube", [("brown", "wood"), ("navy", "concrete"), ("clear", "glass"), ("blue", "steel")]
)
def test_cube_producers_give_one_steady_two_hard(colour, cube):
    state = main_state(meeples=[(colour, "steady"), (colour, "hard")])
    state.apply({"type": "activate", "meeple": 0, "as": "steady"})
    assert state.seat["cubes"][cube] == 1
    state.apply({"type": "activate", "meeple": 1, "as": "hard"})
    assert state.seat["cubes"][cube] == 3


def test_working_hard_may_use_the_steady_ability_and_each_meeple_acts_once():
    state = main_state(meeples=[("yellow", "hard"), ("yellow", "steady"), ("yellow", "exhausted")])
    assert [(a["meeple"], a["as"]) for a in _activations(state)] == [
        (0, "hard"),
        (0, "steady"),
        (1, "steady"),
    ]
    state.apply({"type": "activate", "meeple": 0, "as": "steady"})
    assert state.seat["vp"] == 1 and state.seat["meeples"][0][1] == "used"
    with pytest.raises(IllegalAction, match="activated once"):
        state.apply({"type": "activate", "meeple": 0, "as": "hard"})
    with pytest.raises(IllegalAction):
        state.apply({"type": "activate", "meeple": 1, "as": "hard"})


def test_politician_and_executive():
    state = main_state(meeples=[("yellow", "hard"), ("magenta", "hard"), ("magenta", "steady")])
    state.apply({"type": "activate", "meeple": 0, "as": "hard"})
    state.apply({"type": "activate", "meeple": 1, "as": "hard"})
    state.apply({"type": "activate", "meeple": 2, "as": "steady"})
    assert state.seat["vp"] == 2 and state.seat["sp"] == 6


def test_spending_power_cannot_construct_and_is_lost_at_cleanup():
    state = main_state(meeples=[("magenta", "hard")])
    space = space_index(*plain_run(state, 1)[0])
    put_plan(state, "viceroy-house", space // 12, space % 12)
    state.apply({"type": "activate", "meeple": 0, "as": "hard"})
    assert not [a for a in state.legal_actions() if a["type"] == "construct"]
    state.apply({"type": "end_turn"})
    assert state.seats[0]["sp"] == 0 and state.seats[1]["sp"] == 0


def test_public_servant_upgrades_and_its_limits():
    state = main_state(
        meeples=[
            ("green", "steady"),
            ("brown", "exhausted"),
            ("navy", "steady"),
            ("clear", "used"),
            ("blue", "aside"),
            ("green", "exhausted"),
        ]
    )
    upgrades = [a["upgrade"] for a in _activations(state, 0) if "upgrade" in a]
    assert upgrades == [[1], [2]]  # not the activated, not the set-aside, not another Public Servant
    state.apply({"type": "activate", "meeple": 0, "as": "steady", "upgrade": [1]})
    assert state.seat["meeples"][1][1] == "steady"


def test_hard_public_servant_upgrades_two_or_one_twice():
    state = main_state(meeples=[("green", "hard"), ("brown", "exhausted"), ("navy", "steady")])
    hard = [a["upgrade"] for a in _activations(state, 0) if a["as"] == "hard" and "upgrade" in a]
    assert hard == [[1], [2], [1, 2], [1, 1]]
    state.apply({"type": "activate", "meeple": 0, "as": "hard", "upgrade": [1, 1]})
    assert state.seat["meeples"][1][1] == "hard"
    with pytest.raises(IllegalAction):
        state.apply({"type": "activate", "meeple": 0, "as": "hard", "upgrade": [2, 2]})


def test_city_planner_hard_takes_a_tile_free_of_market_and_distance_cost():
    state = main_state(meeples=[("black", "hard")])
    ((row, column),) = plain_run(state, 1)
    put_plan(state, "viceroy-house", row, column)
    entry = state.markets[1][0]
    entry["wild"] = 2
    state.wild_supply -= 2
    state.apply({"type": "activate", "meeple": 0, "as": "hard", "market": 1, "slot": 0})
    far = [
        a
        for a in state.legal_actions()
        if abs(a["space"][0] - row) + abs(a["space"][1] - column) > 5
        and not state.city.cost[space_index(*a["space"])]
    ]
    assert far, "distance is ignored"
    assert all(not state.city.cost[space_index(*a["space"])] for a in state.legal_actions()), (
        "no cubes to pay icons"
    )
    state.apply(far[0])
    assert state.step == "main" and state.seat["wild"] == 2
    assert state.markets[1][0] is None and state.turn["bought"] is False


def test_public_figure_uses_only_a_completed_building_with_an_ability():
    state = main_state(meeples=[("purple", "hard")])
    run = plain_run(state, 2)
    put_plan(state, "mayors-house", *run[0])
    put_plan(state, "viceroy-house", *run[1], built=True)
    assert not [a for a in _activations(state) if "building" in a]


@pytest.mark.parametrize("colour", ["purple", "green", "black"])
def test_a_meeple_with_nothing_to_act_on_may_be_activated_for_no_effect(colour):
    state = main_state(meeples=[(colour, "hard")])
    before = state.to_dict()
    action = {"type": "activate", "meeple": 0, "as": "steady"}
    assert colour == "black" or state.describe(action).endswith("for no effect")
    state.apply(action)
    assert state.seat["meeples"] == [[colour, "used"]] and state.step == "main"
    before["seats"][state.current]["meeples"] = [[colour, "used"]]
    before["turn"]["hard_activated"] = 1
    assert state.to_dict() == before, "nothing else changed"


def _figure_state(plan_id, meeples=(("purple", "hard"),), built=True):
    state = main_state(meeples=list(meeples))
    run = plain_run(state, 3)
    put_plan(state, plan_id, *run[1], built=built)
    return state, space_index(*run[1])


def test_each_building_ability_once_per_turn_and_each_figure_a_different_building():
    state, _ = _figure_state("mayors-house", [("purple", "hard"), ("purple", "steady")])
    state.apply({"type": "activate", "meeple": 0, "as": "steady", "building": "mayors-house"})
    assert state.seat["wild"] == 1
    assert not [a for a in _activations(state) if "building" in a]


def test_mayors_house_working_hard_gains_an_architect_or_a_riveter():
    state, _ = _figure_state("mayors-house", [("purple", "hard")])
    hard = [a for a in _activations(state) if a["as"] == "hard"]
    assert [a["colour"] for a in hard] == ["clear", "blue"]
    state.apply(hard[1])
    assert state.seat["meeples"][-1] == ["blue", "aside"] and state.seat["wild"] == 0


def test_mayors_house_working_steady_gains_a_wild_token():
    state, _ = _figure_state("mayors-house", [("purple", "steady")])
    state.apply({"type": "activate", "meeple": 0, "as": "steady", "building": "mayors-house"})
    assert state.seat["wild"] == 1 and state.wild_supply == 29


def test_csilla_tower_gives_spending_power():
    state, _ = _figure_state("csilla-tower", [("purple", "hard")])
    state.apply({"type": "activate", "meeple": 0, "as": "hard", "building": "csilla-tower"})
    assert state.seat["sp"] == 3


def test_haunted_house_sacrifice_any_meeple_even_itself_and_build_anything_anywhere():
    state, _ = _figure_state("haunted-house", [("purple", "hard"), ("brown", "used"), ("clear", "aside")])
    targets = [a["target"] for a in _activations(state) if a["as"] == "hard"]
    assert targets == [0, 1, 2, 3]  # the new purple meeple from completing it is there too
    state.apply({"type": "activate", "meeple": 0, "as": "hard", "building": "haunted-house", "target": 0})
    assert [m[0] for m in state.seat["meeples"]] == ["brown", "clear", "purple"]
    assert state.meeple_supply["purple"] == 10
    ((row, column),) = plain_run(state, 1)
    put_plan(state, "viceroy-house", row, column)
    give_cubes(state, "steel", 1)
    state.apply({"type": "construct", "plan": "viceroy-house", "stack": 2, "cube": "steel"})
    assert state.tiles[space_index(row, column)]["stacks"][2] == ["steel"]


def test_haunted_house_steady_has_no_effect():
    state, _ = _figure_state("haunted-house", [("purple", "steady")])
    before = (state.seat["vp"], state.seat["wild"], state.seat["sp"])
    state.apply({"type": "activate", "meeple": 0, "as": "steady", "building": "haunted-house"})
    assert (state.seat["vp"], state.seat["wild"], state.seat["sp"]) == before


def test_tumble_park_counts_only_your_completed_buildings():
    state, _ = _figure_state("tumble-park", [("purple", "hard")])
    run = plain_run(state, 2)
    put_plan(state, "bakery", *run[0], built=True)
    put_plan(state, "diner", *run[1])
    put_plan(state, "clinic", *plain_run(state, 1)[0], seat=1, built=True)
    vp = state.seat["vp"]
    state.apply({"type": "activate", "meeple": 0, "as": "hard", "building": "tumble-park"})
    assert state.seat["vp"] - vp == 2


def test_botanical_gardens_counts_working_hard_architects_only():
    meeples = [
        ("purple", "hard"),
        ("clear", "hard"),
        ("clear", "steady"),
        ("brown", "hard"),
        ("clear", "used"),
    ]
    state, _ = _figure_state("botanical-gardens", meeples)
    vp = state.seat["vp"]
    state.apply({"type": "activate", "meeple": 0, "as": "steady", "building": "botanical-gardens"})
    assert state.seat["vp"] - vp == 1
    state, _ = _figure_state("botanical-gardens", meeples)
    vp = state.seat["vp"]
    state.apply({"type": "activate", "meeple": 0, "as": "hard", "building": "botanical-gardens"})
    assert state.seat["vp"] - vp == 2  # "score 1 or 2 for each of your Working Hard Architect meeples"


@pytest.mark.parametrize(
    "plan, before, after", [("pritzker-zoo", "navy", "magenta"), ("biggies-ballpark", "brown", "magenta")]
)
def test_conversions_keep_the_meeples_state(plan, before, after):
    state, _ = _figure_state(plan, [("purple", "hard"), (before, "steady"), (before, "aside")])
    options = [a["target"] for a in _activations(state) if a["as"] == "hard"]
    assert options == [1, 2]
    state.apply({"type": "activate", "meeple": 0, "as": "hard", "building": plan, "target": 1})
    assert state.seat["meeples"][1] == [after, "steady"] and state.seat["meeples"][2] == [before, "aside"]
    state.apply({"type": "activate", "meeple": 1, "as": "steady"})
    assert state.seat["sp"] == 2


def test_gambrel_museum_scores_empty_orthogonal_spaces_but_not_the_edge():
    state = main_state(meeples=[("purple", "hard")])
    land = [s for s in range(96) if state.city.is_land(s) and s // 12 == 0 and s % 12 not in (0, 11)]
    space = land[0]
    put_plan(state, "gambrel-museum", space // 12, space % 12, built=True)
    neighbours = [space - 1, space + 1, space + 12]
    other = next(n for n in neighbours if state.city.is_land(n))
    put_plan(state, "bakery", other // 12, other % 12, seat=1)
    vp = state.seat["vp"]
    state.apply({"type": "activate", "meeple": 0, "as": "hard", "building": "gambrel-museum"})
    assert state.seat["vp"] - vp == 2


def _plan_with(effect):
    from babelworks.games.rolling_heights.content import content

    return next(
        p["id"] for p in content().plans.values() if p["ability"] and p["ability"]["hard"]["do"] == effect
    )


def test_any_cube_ability_lists_each_colour():
    plan = _plan_with("any_cube")
    state, _ = _figure_state(plan, [("purple", "hard")])
    cubes = [a["cube"] for a in _activations(state) if a["as"] == "hard"]
    assert cubes == ["wood", "concrete", "glass", "steel"]
    state.apply({"type": "activate", "meeple": 0, "as": "hard", "building": plan, "cube": "steel"})
    assert state.seat["cubes"]["steel"] == 2


def test_meeple_ability_gains_a_non_active_meeple_of_the_chosen_colour():
    plan = _plan_with("meeple")
    state, _ = _figure_state(plan, [("purple", "hard")])
    colours = [a["colour"] for a in _activations(state) if a["as"] == "hard"]
    state.apply({"type": "activate", "meeple": 0, "as": "hard", "building": plan, "colour": colours[-1]})
    assert state.seat["meeples"][-1] == [colours[-1], "aside"]


def test_city_planner_pays_the_cube_icon():
    state = main_state(meeples=[("black", "hard")])
    put_plan(state, "viceroy-house", *plain_run(state, 1)[0])
    give_cubes(state, "wood", 2)
    state.apply({"type": "activate", "meeple": 0, "as": "hard", "market": 0, "slot": 0})
    icons = {
        space_index(*a["space"]): state.city.cost[space_index(*a["space"])] for a in state.legal_actions()
    }
    assert max(icons.values()) == 2 and 3 not in icons.values()
    space = next(s for s, cost in icons.items() if cost == 2)
    state.apply({"type": "place_plan", "space": [space // 12, space % 12]})
    assert state.pending == {"owed": 2, "gain": None}


def _botanical_score(order):
    """Botanical Gardens' star VP when ``order`` ("first" or "last") says when it completes
    relative to activating the two Working Hard producers."""
    state = main_state(meeples=[("brown", "hard"), ("navy", "hard")])
    space = put_plan(state, "botanical-gardens", *plain_run(state, 1)[0])
    tile, stacks = state.tiles[space], [("glass", 2), ("glass", 3), ("wood", 3)]
    for cube, height in stacks:
        give_cubes(state, cube, height)
    if order == "last":
        for index in (0, 1):
            state.apply({"type": "activate", "meeple": index, "as": "steady"})
    for k, (cube, height) in enumerate(stacks):
        for _ in range(height):
            state.apply({"type": "construct", "plan": "botanical-gardens", "stack": k, "cube": cube})
    return tile["vp"]


def test_botanical_gardens_star_does_not_depend_on_when_the_meeples_were_used():
    assert _botanical_score("first") == _botanical_score("last") == 3 * 2


def test_a_public_servants_upgrades_say_which_meeples():
    """The menu showed two identical lines, each upgrading another meeple (newcomer trial)."""
    state = main_state(
        meeples=[("green", "hard"), ("brown", "exhausted"), ("navy", "steady"), ("brown", "steady")]
    )
    words = {
        tuple(a["upgrade"]): state.describe(a)
        for a in _activations(state, 0)
        if "upgrade" in a and a["as"] == "hard"
    }
    assert words[(1,)].endswith("to upgrade an Exhausted Carpenter")
    assert words[(1, 1)].endswith("to upgrade an Exhausted Carpenter twice")
    assert words[(2, 3)].endswith(
        "to upgrade a Working Steady Construction Worker and a Working Steady Carpenter"
    )
    assert len(set(words.values())) == len(words)
