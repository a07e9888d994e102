"""Setup by player count and the starting placement."""

import pytest

from babelworks.core.protocol import CHANCE
from babelworks.games.rolling_heights import GAME
from babelworks.games.rolling_heights.content import content
from babelworks.games.rolling_heights.mapgrid import distance, space_index


@pytest.mark.parametrize("players, b_sides, cubes_each", [(2, 0, 35), (3, 2, 47), (4, 3, 60)])
def test_sides_and_cubes_by_player_count(players, b_sides, cubes_each):
    state = GAME.new_game(players, 7)
    assert sum(side == "B" for _, side, _ in state.arrangement) == b_sides
    assert sorted(board for board, _, _ in state.arrangement) == list(range(6))
    assert all(turns in range(4) for _, _, turns in state.arrangement)
    for cube in ("wood", "concrete", "steel"):
        assert state.supply[cube] == cubes_each
    assert state.supply["glass"] == 80 - (60 - cubes_each)
    assert state.supply["misc"] == 0 and state.misc_aside == 25


def test_arrangements_and_start_player_vary_with_the_seed():
    games = [GAME.new_game(3, seed) for seed in range(8)]
    assert len({str(game.arrangement) for game in games}) > 1
    assert {game.start_player for game in games} == {0, 1, 2}


def test_markets_targets_ads_and_meeples():
    state = GAME.new_game(4, 3)
    plans = content().plans
    assert [plans[e["plan"]]["level"] for e in state.markets[0]] == [1] * 9
    assert [plans[e["plan"]]["level"] for e in state.markets[1]] == [2] * 9
    dealt = [t for seat in state.seats for t in seat["targets"]]
    assert len(dealt) == 8 == len(set(dealt))
    assert len(set(state.ads)) == 3
    for seat in state.seats:
        assert sorted(c for c, _ in seat["meeples"]) == ["brown", "brown", "navy", "navy"]
    assert state.meeple_supply["brown"] == 0 and state.meeple_supply["navy"] == 8


def test_first_game_ads_option():
    state = GAME.new_game(2, 3, {"first_game_ads": True})
    assert state.ads == ["columns", "largest-group", "tallest"]


@pytest.mark.parametrize("players", [1, 5, True, "2"])
def test_player_count_is_checked(players):
    with pytest.raises(ValueError, match="2-4 players"):
        GAME.new_game(players, 1)


@pytest.mark.parametrize(
    "options, words",
    [
        ({"first_game_ad": True}, "no option 'first_game_ad'"),
        ({"first_game_ads": 1}, "true or false"),
        ([("first_game_ads", True)], "mapping"),
    ],
)
def test_options_are_checked_strictly(options, words):
    with pytest.raises(ValueError, match=words):
        GAME.new_game(2, 1, options)


def test_options_are_declared_once_with_their_words():
    option = GAME.info.option("first_game_ads")
    assert option.kind is bool and option.default is False and option.label and option.help
    assert GAME.new_game(2, 1, {"first_game_ads": "yes"}).options == {"first_game_ads": True}


def test_starting_order_is_counter_clockwise_from_the_last_player():
    state = GAME.new_game(4, 11)
    start = state.start_player
    assert state.start_queue == [(start - 1) % 4, (start - 2) % 4, (start - 3) % 4, start]
    assert state.current_player == (start - 1) % 4


def _place_first(state):
    state.apply(state.legal_actions()[0])
    spaces = [space_index(*a["space"]) for a in state.legal_actions()]
    return spaces


def test_start_spaces_are_free_land_and_keep_their_distance():
    state = GAME.new_game(3, 5)
    spaces = _place_first(state)
    assert spaces and all(state.city.is_land(s) and state.city.cost[s] == 0 for s in spaces)
    state.apply({"type": "place_plan", "space": [spaces[0] // 12, spaces[0] % 12]})
    later = _place_first(state)
    assert all(distance(s, spaces[0]) > 2 for s in later)
    assert any(distance(s, spaces[0]) == 3 for s in later)


def test_matching_bonus_scores_at_start():
    state = GAME.new_game(2, 2)
    plans = content().plans
    for slot, entry in enumerate(state.markets[0]):  # noqa: B007 (the slot found is used below)
        kind = plans[entry["plan"]]["type"]
        bonus = [
            s
            for s in range(96)
            if state.city.bonus[s]
            and kind in state.city.bonus[s][0]
            and state.city.cost[s] == 0
            and state.city.is_land(s)
        ]
        if bonus:
            break
    state.apply({"type": "take_start_plan", "slot": slot})
    state.apply({"type": "place_plan", "space": [bonus[0] // 12, bonus[0] % 12]})
    placed = next(seat for seat in state.seats if seat["plans"])
    assert placed["vp"] == state.city.bonus[bonus[0]][1]
    assert placed["plans"] == [bonus[0]]


def test_after_all_start_placements_the_market_slides_refills_and_play_begins():
    state = GAME.new_game(2, 9)
    first = [e["plan"] for e in state.markets[0]]
    state.apply({"type": "take_start_plan", "slot": 2})
    state.apply(state.legal_actions()[0])
    state.apply({"type": "take_start_plan", "slot": 5})
    assert state.reveals(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    strip = [e["plan"] for e in state.markets[0]]
    kept = [p for i, p in enumerate(first) if i not in (2, 5)]
    assert strip[2:] == kept and None not in strip
    assert state.current_player == CHANCE and state.current == state.start_player
    assert state.rolling["meeples"] == [0, 1, 2, 3]
