"""What each seat may see of Rise of Babel, and the typed readers."""

import json

from babelworks.games.rise_of_babel import GAME, views


def _drawn(seed=3):
    state = GAME.new_game(3, seed)
    state.apply({"type": "end_turn"}) if {"type": "end_turn"} in state.legal_actions() else None
    return state


def test_hands_and_the_order_of_decks_bags_and_market_are_hidden():
    state = _drawn()
    public = state.public()
    assert "rng" not in public
    for seat, player in zip(state.data["seats"], public["seats"]):
        assert "hand" not in player and "deck" not in player
        assert player["hand_size"] == len(seat["hand"]) and player["deck_size"] == len(seat["deck"])
        assert player["unseen"] == sorted(seat["hand"] + seat["deck"])
        assert player["bag"] == sorted(seat["bag"])
    assert public["market"]["deck"] == sorted(state.data["market"]["deck"])
    assert public["market"]["row"] == state.data["market"]["row"]


def test_a_seat_sees_its_own_hand_in_order_but_not_its_deck_s_order():
    state = _drawn()
    seat = state.current_player
    mine = state.private(seat)
    assert mine["seats"][seat]["hand"] == state.data["seats"][seat]["hand"]
    assert mine["seats"][seat]["deck"] == sorted(state.data["seats"][seat]["deck"])
    others = [p for i, p in enumerate(mine["seats"]) if i != seat]
    assert all("hand" not in p and "deck" not in p for p in others)


def test_the_views_are_the_same_whatever_the_hidden_order():
    state = _drawn()
    shuffled = state.copy()
    for player in shuffled.data["seats"]:
        player["deck"].reverse()
        player["bag"].reverse()
    shuffled.data["market"]["deck"].reverse()
    shuffled.data["rng"] += 1
    assert json.dumps(shuffled.public()) == json.dumps(state.public())
    assert shuffled.private(0) == state.private(0)


def test_readers():
    state = _drawn()
    seat = state.current_player
    assert views.hand(state, seat) == tuple(state.data["seats"][seat]["hand"])
    assert views.round_number(state) == 1
    assert views.cards_owned(state, seat) == 10
    assert views.rules_data(state) is state.data


def test_the_scene_is_drawn_from_the_public_view_alone():
    from babelworks.core.match import seat_defaults
    from babelworks.scene.rise_of_babel import table_pieces

    state = _drawn()
    shuffled = state.copy()
    for player in shuffled.data["seats"]:  # hands swapped with deck cards, every order changed
        pool = player["hand"] + player["deck"]
        pool.reverse()
        player["hand"], player["deck"] = pool[: len(player["hand"])], pool[len(player["hand"]) :]
        player["bag"].reverse()
    shuffled.data["market"]["deck"].reverse()
    assert shuffled.data != state.data
    seats = seat_defaults(3)
    assert table_pieces(shuffled, seats) == table_pieces(state, seats)
