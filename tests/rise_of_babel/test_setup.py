"""Setup (rulebook: Main Play Area Setup, Player Area Setup)."""

from __future__ import annotations

import pytest

from babelworks.games.rise_of_babel.content import RESOURCES
from babelworks.games.rise_of_babel.tiles import kind

from .helpers import new


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_towers_market_and_supplies(players):
    g = new(players, seed=5).data
    assert [t["id"] for t in g["towers"]] == ["major"] + [f"minor{n + 1}" for n in range(players)]
    assert g["towers"][0]["level"] == "I"
    assert len(g["minor_supply"]) == 12 - players
    assert all(card is not None for card in g["market"]["row"]) and len(g["market"]["row"]) == 5
    assert len(g["market"]["deck"]) == 48
    assert len(g["market"]["jobs"]) == 8 and len(g["market"]["teamsters"]) == 8
    assert len(g["wilds"]) == 8 and len(g["confusion"]) == 12 and len(g["specs"]) == 8


@pytest.mark.parametrize("players", [1, 4])
def test_player_components(players):
    state = new(players, seed=9)
    for seat, player in enumerate(state.data["seats"]):
        in_hand = player["hand"] if seat != state.data["current"] else state.data["turn"]["play"]
        assert len(in_hand) == 5 and len(player["deck"]) == 5
        assert len(player["bag"]) == 25 and all(player["stalls"])
        assert sorted(kind(t) for t in player["bag"] + player["stalls"]) == sorted(
            r for r in RESOURCES for _ in range(7)
        )
        assert len(player["board_tiles"]) == 5 and player["gold_token"] == 0
        assert player["skip_token"] == "" and player["free_token"] and player["carts_on_board"] == 2
        assert player["elephant"] == 0 and player["tablets"] == {r: 0 for r in RESOURCES}


def test_dual_tiles_are_placed_randomly():
    layouts = {tuple(new(2, seed).data["seats"][0]["dual_slots"].values()) for seed in range(12)}
    assert len(layouts) > 1


def test_first_player_is_random_and_same_seed_same_game():
    assert {new(4, seed).data["first"] for seed in range(20)} == {0, 1, 2, 3}
    assert new(3, 7).to_dict() == new(3, 7).to_dict()


def test_bonus_tiles_option_covers_only_printed_resources():
    g = new(2, seed=3, bonus_tiles=True).data
    major = g["towers"][0]
    covered = [cell for cell in major["cells"] if cell[3] is not None]
    assert len(covered) == 8 and len(g["bonus_supply"]) == 16
    from babelworks.games.rise_of_babel.towers import level_of

    level = level_of(major)
    assert all(level.spaces[(c[0], c[1])] in RESOURCES for c in covered)


def test_bad_setup_is_refused():
    with pytest.raises(ValueError):
        new(5)
    with pytest.raises(ValueError, match="Rise of Babel has no option 'turbo'"):
        new(2, seed=1, turbo=True)
    with pytest.raises(ValueError, match="Option 'bonus_tiles' takes true or false"):
        new(2, seed=1, bonus_tiles=1)
