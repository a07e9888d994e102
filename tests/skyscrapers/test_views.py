"""What each seat may see of Skyscrapers, and the typed readers."""

import json

from babelworks.games.skyscrapers import GAME, views


def test_hands_and_the_box_s_blocks_are_hidden_from_the_table():
    state = GAME.new_game(2, 4)
    public = state.public()
    assert "hands" not in public and "rng" not in public and "hand" not in public
    assert public["hand_sizes"] == [len(h) for h in state.data["hands"]] == [15, 15]
    assert all(not card.startswith("B") for card in public["box"])
    blocks = [c for c in state.data["box"] if state.content.cards[c].kind == "block"]
    assert public["box_blocks"] == len(blocks) > 0
    text = json.dumps(public)
    assert not any(f'"{card}"' in text for hand in state.data["hands"] for card in hand)
    assert not any(f'"{card}"' in text for card in blocks)


def test_a_seat_sees_its_own_hand_and_no_other():
    state = GAME.new_game(2, 9)
    mine = state.private(1)
    assert mine["hand"] == state.data["hands"][1]
    text = json.dumps(mine)
    assert not any(f'"{card}"' in text for card in state.data["hands"][0])
    assert {k: v for k, v in mine.items() if k != "hand"} == state.public()


def test_readers_answer_in_types_and_change_nothing():
    state = GAME.new_game(2, 9)
    before = state.state_hash()
    assert views.hand(state, 0) == tuple(state.data["hands"][0])
    assert views.supports(state, 1) == ("S-green-V", "S-green-H")
    places = views.workers(state)
    assert places["red-0"] == {"where": "track"} and views.worker_place(state, "red-1") == {"where": "crew"}
    places["red-1"]["where"] = "site"
    assert views.worker_place(state, "nobody-1") is None
    joint = views.joints(state)[0]
    assert (joint.card, joint.anchor) == ("F3", "F1")
    assert views.awaited(state) is None and views.steady_hands(state) is False
    assert (views.seat_to_act(state), views.actions_left(state), views.eliminated(state, 1)) == (0, 3, False)
    assert state.state_hash() == before
