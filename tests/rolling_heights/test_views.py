"""What each seat may see of Rolling Heights, and the typed readers."""

from babelworks.games.rolling_heights import GAME, views


def test_targets_and_pile_order_are_hidden_from_the_table():
    state = GAME.new_game(3, 5)
    public = state.public()
    assert "rng" not in public
    assert public["piles"] == [sorted(pile) for pile in state.data["piles"]]
    for seat, held in zip(state.data["seats"], public["seats"]):
        assert "targets" not in held and held["targets_held"] == len(seat["targets"]) == 2


def test_a_seat_sees_its_own_targets_only():
    state = GAME.new_game(3, 5)
    mine = state.private(2)
    assert mine["seats"][2]["targets"] == state.data["seats"][2]["targets"]
    assert all("targets" not in held for held in mine["seats"][:2])


def test_readers():
    state = GAME.new_game(2, 5)
    assert views.targets(state, 0) == tuple(state.data["seats"][0]["targets"])
    assert views.placed_plans(state) == []
    assert [h.vp for h in views.holdings(state)] == [0, 0]
