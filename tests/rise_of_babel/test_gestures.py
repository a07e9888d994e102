"""Gestures at the Rise of Babel table: a drop means one legal action, is refused with the
plain meaning's reason, or (a card whose two banners are both allowed) lists the choices."""

from __future__ import annotations

import pytest

from babelworks.core.errors import AmbiguousGesture, IllegalAction
from babelworks.games.rise_of_babel import GAME


def _game():
    return GAME.new_game(2, 3)  # seat 1 opens with s1-07 (one banner) and two-banner cards


def test_a_card_in_play_dropped_on_the_table_plays_its_one_allowed_banner():
    state = _game()
    drop = {"source": {"card": "s1-07", "pile": "play"}, "target": {"zone": "table"}}
    assert state.action_for(drop) == {"type": "activate", "card": "s1-07", "banner": 0}


def test_a_card_whose_two_banners_are_allowed_lists_both_as_the_choices():
    state = _game()
    drop = {"source": {"card": "s1-04", "pile": "play"}, "target": {"zone": "table"}}
    with pytest.raises(AmbiguousGesture) as ambiguous:
        state.action_for(drop)
    assert ambiguous.value.choices == [{"type": "activate", "card": "s1-04", "banner": n} for n in (0, 1)]


def test_a_stall_tile_dropped_on_the_warehouse_moves_once_the_card_allows_it():
    state = _game()
    drop = {"source": {"stall": 1}, "target": {"zone": "warehouse"}}
    with pytest.raises(IllegalAction) as refused:
        state.action_for(drop)  # no card played yet: the engine's own reason
    assert str(refused.value) == state.why_illegal({"type": "stalls_to_warehouse", "stall": 1})
    state.apply({"type": "activate", "card": "s1-07", "banner": 0})
    assert state.action_for(drop) == {"type": "stalls_to_warehouse", "stall": 1}


def test_a_market_card_on_the_discard_pile_is_refused_with_the_purchase_s_reason():
    state = _game()
    drop = {"source": {"offer": {"from": "market", "slot": 0}}, "target": {"zone": "discard"}}
    with pytest.raises(IllegalAction) as refused:
        state.action_for(drop)
    assert str(refused.value) == state.why_illegal({"type": "buy_card", "from": "market", "slot": 0})


@pytest.mark.parametrize(
    ("drop", "words"),
    [
        ({"source": {"camp": "tar"}, "target": {"zone": "trash"}}, "cannot go to the trash"),
        ({"source": {"stall": 0}, "target": {"zone": "hand"}}, "cannot go into your hand"),
        ({"source": {"nonsense": 1}, "target": {"zone": "hand"}}, "Drop a tile or a card"),
        ({"source": "stall", "target": {"zone": "hand"}}, "Drop a tile or a card"),
        ({"source": {"stall": 0}, "target": {"tower": "major"}}, "Drop a tile or a card"),
    ],
)
def test_a_drop_that_means_nothing_says_so_and_changes_nothing(drop, words):
    state = _game()
    before = state.state_hash()
    with pytest.raises(IllegalAction, match=words):
        state.action_for(drop)
    assert state.state_hash() == before


def test_a_click_on_a_tower_space_plays_the_one_action_that_places_there():
    from babelworks.games.rise_of_babel.cards import CARDS
    from babelworks.games.rise_of_babel.gestures import click_meanings

    space = {"tower": "major", "space": [2, 1]}
    confusion = {"type": "place_confusion", **space}
    assert click_meanings(space, [confusion, {"type": "end_turn"}]) == [[confusion]]
    state = _game()
    with pytest.raises(IllegalAction, match="Nothing can be placed"):
        state.action_for({"click": space})
    with pytest.raises(IllegalAction, match="Click a space"):
        state.action_for({"click": {"tower": "major"}})
    placing = next(
        a
        for a in state.legal_actions()
        if a["type"] == "activate"
        and "stalls_to_tower" in CARDS[a["card"]].banners[a["banner"]].get("steps", [])
    )
    state.apply(placing)
    there = [a for a in state.legal_actions() if a.get("tower") == "major" and a.get("space") == [2, 1]]
    assert len(there) > 1  # each stall's tile could go there: the player chooses by dragging
    with pytest.raises(AmbiguousGesture) as ambiguous:
        state.action_for({"click": space})
    assert ambiguous.value.choices == there
