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
