"""Verdicts, the end of the game, final scoring and elimination."""

import pytest

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import CHANCE
from babelworks.games.skyscrapers import GAME
from babelworks.games.skyscrapers.scoring import bonus_seat

from .helpers import build, floor_on_h, fresh, give, stand

STABLE = {"type": "verdict", "result": "stable"}
FLOOR_ON_H = ((0, 0, 1), "+x", "+y")


def _built(players=2, hand=None):
    """Red has just built B25 on the "H" (a verdict is awaited)."""
    state = fresh(players)
    give(state, 0, "B25")
    if hand is not None:
        state.data["hands"] = [
            list(hand.get(seat, [])) + (["B25"] if seat == 0 else []) for seat in range(players)
        ]
        dealt = {c for h in state.data["hands"] for c in h}
        state.data["box"] = sorted(set(state.content.blocks()) - dealt) + [
            c for c in state.data["box"] if c.startswith("S-")
        ]
    stand(state, "red-1", "F1", -1)
    stand(state, "green-1", "F2", -1)
    state.changed()
    state.apply(build("red-1", "B25", "F1", *FLOOR_ON_H))
    return state


def test_a_stable_verdict_counts_the_action_and_play_goes_on():
    state = _built()
    assert state.current_player == CHANCE and state.legal_actions() == []
    state.apply(STABLE)
    assert state.current_player == 0 and state.data["actions_left"] == 2


def test_the_third_action_passes_the_turn():
    state = _built()
    state.data["actions_left"] = 1
    state.apply(STABLE)
    assert state.current_player == 1 and state.data["actions_left"] == 3


def test_only_a_well_formed_verdict_is_accepted_while_checking():
    state = _built()
    before = state.to_dict()
    for bad in (
        {"type": "send", "to": "F1"},
        {"type": "verdict", "result": "wobbly"},
        {"type": "verdict", "result": "workers_fell"},
        {"type": "verdict", "result": "stable", "fallen": ["red-1"]},
        {"type": "verdict", "result": "workers_fell", "fallen": ["red-4"]},
        {"type": "verdict", "result": "workers_fell", "fallen": [["red-1"]]},
        {"type": "verdict", "result": "stable", "tremor": [1, 2]},
        {"type": "verdict", "result": "stable", "extra": 1},
    ):
        with pytest.raises(IllegalAction):
            state.apply(bad)
        assert state.to_dict() == before


def test_falling_workers_cost_the_culprit_five_each_and_go_back():
    state = fresh()
    floor_on_h(state, "B25")
    stand(state, "red-1", "B25", 0)
    stand(state, "green-1", "B25", 1)
    state.changed()
    state.apply({"type": "move", "worker": "red-1", "to": "F1"})
    state.apply({"type": "verdict", "result": "workers_fell", "fallen": ["green-1", "red-1"]})
    assert state.scores() == [-10, 0]
    assert state.data["workers"]["red-1"] == {"where": "site", "card": "B25", "spot": 0}  # its previous spot
    assert state.data["workers"]["green-1"] == {"where": "site", "card": "F1", "spot": -1}
    assert state.reveals({"type": "verdict", "result": "stable"})


def test_a_collapse_ends_the_game_eliminates_the_builder_and_charges_cards_left():
    state = _built(3)
    left = [len(h) for h in state.data["hands"]]
    state.apply({"type": "verdict", "result": "collapse"})
    assert state.is_over() and state.end_reason() == "collapse"
    assert state.data["eliminated"] == [True, False, False]
    assert state.scores()[1:] == [-left[1], -left[2]]
    assert 0 not in GAME.winners(state)
    assert not any("highest floor" in reason for _, _, reason in state.data["score_log"])


def test_the_last_card_ends_the_game_with_plus_five_and_final_scoring():
    state = _built(2, hand={0: [], 1: ["B01", "B02"]})
    stand(state, "green-1", "B25", 0)
    state.apply(STABLE)
    assert state.is_over() and state.end_reason() == "last_card"
    # red: 4 for the floor + 5 last card; green: -2 cards left + 5 (a worker on floor 1).
    assert state.scores() == [9, 3]
    assert GAME.winners(state) == [0]


def test_minus_forty_eliminates_and_a_lone_survivor_ends_the_game():
    state = _built()
    state.add_points(0, -39, "earlier falls")  # 4 for the floor - 39 - 5 = -40
    state.data["workers"]["green-1"] = {"where": "site", "card": "B25", "spot": 0}
    state.apply({"type": "verdict", "result": "workers_fell", "fallen": ["green-1"]})
    assert state.data["eliminated"][0]
    assert state.is_over() and state.end_reason() == "elimination"


def test_a_player_with_every_worker_lost_is_eliminated():
    state = _built(3)
    for k in range(1, 6):
        state.data["workers"][f"blue-{k}"] = {"where": "lost", "card": "B25", "spot": k}
    state.apply(STABLE)
    assert state.data["eliminated"] == [False, False, True]
    assert not state.is_over()


def test_eliminated_players_are_skipped():
    state = _built(3)
    state.data["eliminated"][1] = True
    state.data["actions_left"] = 1
    state.apply(STABLE)
    assert state.current_player == 2


def test_final_scoring_compares_from_the_top_floor_down():
    # The rulebook's table, seats Maria, Fedor, Artem, Anna; floors 0 (ground) to 4.
    table = {0: [1, 1, 0, 0, 1], 1: [1, 0, 0, 1, 1], 2: [1, 0, 2, 0, 2], 3: [0, 1, 0, 1, 2]}
    # Its text: Fedor beats Maria, equal on floors 5 and 4, because Maria has nobody on 3.
    assert bonus_seat({0: table[0], 1: table[1]}) == 1
    # Read strictly, Artem and Anna have more on floor 4 (2 each); Anna wins on floor 3.
    assert bonus_seat(table) == 3
    assert bonus_seat({0: [1, 1], 1: [1, 1]}) is None
