"""End-of-game scoring: every ad and target rule on hand-made boards, Wild Tokens, winners."""

import pytest

from babelworks.games.rolling_heights import GAME
from babelworks.games.rolling_heights.content import content
from babelworks.games.rolling_heights.mapgrid import (
    NEIGHBOURHOOD,
    NEIGHBOURS,
    space_index,
)
from babelworks.games.rolling_heights.scoring import final_scoring, score_rule
from tests.rolling_heights.helpers import give_meeple, main_state, plain_run, put_plan


def ad(state, seat, ad_id):
    return score_rule(state, seat, content().ads[ad_id])


def target(state, seat, target_id):
    return score_rule(state, seat, content().targets[target_id])


@pytest.fixture
def row_of_four():
    """Seat 0: Bakery (Commercial), Viceroy House (Residential), Lumber Yard (Industry) built,
    Diner unbuilt; seat 1: Clinic (Civic) built at the end of the row."""
    state = main_state()
    run = plain_run(state, 5)
    for plan, (r, c), seat, built in zip(
        ["bakery", "viceroy-house", "lumber-yard", "diner", "clinic"],
        run,
        [0, 0, 0, 0, 1],
        [True, True, True, False, True],
    ):
        put_plan(state, plan, r, c, seat=seat, built=built)
    state.current = 0
    return state, [space_index(*rc) for rc in run]


def test_columns_and_largest_group(row_of_four):
    state, _ = row_of_four
    assert ad(state, 0, "columns") == 2 * 3
    assert ad(state, 0, "largest-group") == 4 * 3
    assert ad(state, 1, "largest-group") == 4


def test_adjacency_ads(row_of_four):
    state, _ = row_of_four
    # Lumber Yard: Viceroy House on one side, the unbuilt Diner on the other.
    assert ad(state, 0, "industry-nuisance") == 3 - 1
    assert ad(state, 0, "industrial-park") == 2 * 1
    # Viceroy House has no Park or Residential neighbour: only water next to it scores.
    water = sum(
        1 for n in (state.city.terrain[s] for s in _neighbours(state, "viceroy-house")) if n == "water"
    )
    assert ad(state, 0, "waterfront-living") == water


def _neighbours(state, plan_id):
    space = next(s for s, t in enumerate(state.tiles) if t and t["plan"] == plan_id)
    return NEIGHBOURS[space]


def _plain_in(state, hood):
    return next(
        divmod(s, 12)
        for s in range(96)
        if NEIGHBOURHOOD[s] == hood
        and state.city.is_land(s)
        and not state.city.cost[s]
        and not state.city.bonus[s]
        and state.tiles[s] is None
    )


def test_neighbourhood_ads():
    state = main_state()
    put_plan(state, "viceroy-house", *_plain_in(state, 0), seat=0, built=True)  # height 4
    put_plan(state, "clinic", *_plain_in(state, 0), seat=1, built=True)  # height 2
    put_plan(state, "bakery", *_plain_in(state, 5), seat=1, built=True)  # height 2
    put_plan(state, "brick-row-house", *_plain_in(state, 5), seat=0, built=True)  # height 1
    assert ad(state, 0, "tallest") == 4 and ad(state, 1, "tallest") == 4
    assert ad(state, 0, "urban-sprawl") == 10 and ad(state, 1, "urban-sprawl") == 10
    assert ad(state, 0, "smog") == 0
    put_plan(state, "lumber-yard", *_plain_in(state, 5), seat=1, built=True)
    assert ad(state, 0, "urban-sprawl") == 5 and ad(state, 1, "urban-sprawl") == 10
    assert ad(state, 0, "smog") == -1 and ad(state, 1, "smog") == -2


def test_civic_within_counts_any_tile(row_of_four):
    state, _ = row_of_four
    assert ad(state, 1, "civic-pride") == 2  # Diner (unbuilt) and Lumber Yard are within 2
    assert ad(state, 0, "civic-pride") == 0


def test_park_ads():
    state = main_state()
    run = plain_run(state, 4)
    put_plan(state, "community-orchard", *run[0], built=True)
    put_plan(state, "pocket-park", *run[1], built=True)
    put_plan(state, "dog-run", *run[3], built=True)
    vps = [state.tiles[space_index(*rc)]["vp"] for rc in (run[0], run[1], run[3])]
    assert ad(state, 0, "green-belt") == 3 * 2
    assert ad(state, 0, "park-rescore") == sum(vps) // 2
    hoods = [NEIGHBOURHOOD[space_index(*rc)] for rc in (run[0], run[1], run[3])]
    best = max(hoods.count(h) for h in hoods)
    tied = {h for h in hoods if hoods.count(h) == best}
    expected = sum(max(v for v, h in zip(vps, hoods) if h == hood) for hood in tied)
    assert ad(state, 0, "green-district") == expected


def test_opponent_adjacency_targets(row_of_four):
    state, _ = row_of_four
    # Seat 1's Clinic touches only the unbuilt Diner: nothing scores.
    assert target(state, 0, "good-neighbours") == 0 and target(state, 1, "overshadow") == 0
    run = plain_run(state, 2)
    put_plan(state, "schoolhouse", *run[0], seat=0, built=True)
    put_plan(state, "post-office", *run[1], seat=1, built=True)
    assert target(state, 0, "good-neighbours") == 2 and target(state, 1, "overshadow") == 1


def test_meeple_and_token_targets():
    state = main_state(
        meeples=[
            ("purple", "used"),
            ("purple", "aside"),
            ("clear", "hard"),
            ("brown", "exhausted"),
            ("clear", "steady"),
        ]
    )
    state.seat["wild"], state.wild_supply = 3, 27
    assert target(state, 0, "nest-egg") == 3
    assert target(state, 0, "big-payroll") == 2
    assert target(state, 0, "celebrities") == 4
    assert target(state, 0, "diverse-staff") == 6


def test_building_targets(row_of_four):
    state, spaces = row_of_four
    assert target(state, 0, "public-works") == 0 and target(state, 1, "public-works") == 3
    assert target(state, 0, "mixed-use") == 3 * 3
    assert target(state, 0, "everywhere") == 2 * len({NEIGHBOURHOOD[s] for s in spaces[:3]})
    assert target(state, 0, "high-rise") == 0
    assert target(state, 0, "shopping-district") == 1  # Bakery next to Viceroy House
    wet = sum(1 for s in spaces[:3] if any(state.city.terrain[n] == "water" for n in NEIGHBOURS[s]))
    assert target(state, 0, "waterfront") == wet


def test_steel_and_height_targets():
    state = main_state()
    ((r, c),) = plain_run(state, 1)
    put_plan(state, "csilla-tower", r, c, built=True)
    assert target(state, 0, "steel-baron") == 13 // 2
    assert target(state, 0, "high-rise") == 3


def test_final_scoring_adds_ads_target_and_wild_tokens():
    state = main_state(meeples=[("clear", "hard")])
    state.ads = ["columns", "largest-group", "tallest"]
    ((r, c),) = plain_run(state, 1)
    put_plan(state, "viceroy-house", r, c, built=True)
    state.seats[0]["target"], state.seats[1]["target"] = "nest-egg", "mixed-use"
    state.seats[0]["wild"], state.wild_supply = 2, 28
    before = state.seats[0]["vp"]
    final_scoring(state)
    assert state.seats[0]["vp"] - before == 2 + 4 + 4 + 2 + 2
    assert state.final == {"ads": [[2, 4, 4], [0, 0, 0]], "targets": [2, 0], "wild": [2, 0]}


def test_winner_ties_go_to_most_meeples_then_are_shared():
    state = main_state(meeples=[("clear", "hard")])
    state.seats[0]["vp"] = state.seats[1]["vp"] = 30
    assert len(state.seats[1]["meeples"]) == 4 > len(state.seats[0]["meeples"])
    assert GAME.winners(state) == [1]
    for _ in range(3):
        give_meeple(state, "blue", "aside", seat=0)
    assert GAME.winners(state) == [0, 1]
    state.seats[0]["vp"] += 1
    assert GAME.winners(state) == [0]


def _industry_sandwich():
    """Two Industry buildings of seat 0 on either side of one Residential building."""
    state = main_state()
    run = plain_run(state, 3)
    put_plan(state, "lumber-yard", *run[0], built=True)
    put_plan(state, "viceroy-house", *run[1], seat=1, built=True)
    put_plan(state, "ice-house", *run[2], built=True)
    return state


def test_each_industry_is_scored_on_its_own():
    state = _industry_sandwich()
    assert ad(state, 0, "industry-nuisance") == (3 - 1) * 2
    assert ad(state, 0, "industrial-park") == 2 * 2


def test_adjacent_to_several_still_scores_once():
    state = _industry_sandwich()
    # Seat 1's house touches two of seat 0's buildings: 2 VP once for seat 1 ...
    assert target(state, 1, "good-neighbours") == 2
    # ... and seat 0 scores it once under Overshadow.
    assert target(state, 0, "overshadow") == 1
