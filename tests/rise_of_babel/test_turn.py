"""A player's turn: playing cards, banners, gold, the market, buying, trashing, cleanup."""

from __future__ import annotations

import pytest

from babelworks.core.errors import IllegalAction
from babelworks.core.hashing import state_hash
from babelworks.games.rise_of_babel.cards import CARDS

from .helpers import me, new, of_type, with_steps


def _card(state, key):
    return next(c for c in state.data["turn"]["play"] if CARDS[c].key == key)


def _hand_of(state, keys):
    """Replace the play area with starting cards of the given keys (from the deck)."""
    player, turn = me(state), state.data["turn"]
    pool = player["deck"] + turn["play"]
    chosen: list[str] = []
    for key in keys:
        chosen.append(next(c for c in pool if CARDS[c].key == key and c not in chosen))
    rest = [c for c in pool if c not in chosen]
    player["deck"], turn["play"] = rest, chosen
    state.changed()


def test_hand_is_played_into_the_play_area_and_each_card_once():
    state = new(2, seed=2)
    assert len(state.data["turn"]["play"]) == 5 and me(state)["hand"] == []
    card = state.data["turn"]["play"][0]
    state.apply(next(a for a in of_type(state, "activate") if a["card"] == card))
    if state.data["turn"]["active"]:
        state.apply({"type": "finish_card"})
    assert all(a["card"] != card for a in of_type(state, "activate"))


def test_one_banner_gold_and_gold_lost_at_end_of_turn():
    state = new(2, seed=2)
    _hand_of(state, ["drover", "drover", "bricklayer", "scribe", "storekeeper"])
    drover = _card(state, "drover")
    state.apply({"type": "activate", "card": drover, "banner": 1})
    assert state.data["turn"]["gold"] == 1 and state.data["turn"]["active"] is None
    state.apply({"type": "end_turn"})
    assert state.data["turn"]["gold"] == 0


def test_pay_banner_needs_three_gold_and_spends_it():
    state = new(2, seed=2)
    _hand_of(state, ["overseer", "drover", "drover", "bricklayer", "bricklayer"])
    overseer = _card(state, "overseer")
    assert {"type": "activate", "card": overseer, "banner": 0} not in state.legal_actions()
    for key in ("drover", "bricklayer", "bricklayer"):
        card = next(
            c
            for c in state.data["turn"]["play"]
            if CARDS[c].key == key and c not in state.data["turn"]["used"]
        )
        state.apply({"type": "activate", "card": card, "banner": 1})
    state.apply({"type": "activate", "card": overseer, "banner": 0})
    assert state.data["turn"]["gold"] == 0
    assert sorted(state.data["turn"]["active"]["left"]) == ["advance_elephant", "place_wild"]


def test_trash_this_card_sets_a_starting_card_aside():
    state = new(2, seed=2)
    _hand_of(state, ["moneylender", "drover", "drover", "bricklayer", "scribe"])
    lender = _card(state, "moneylender")
    state.apply({"type": "activate", "card": lender, "banner": 1})
    assert lender in me(state)["trashed"] and lender not in state.data["turn"]["play"]
    assert state.data["turn"]["active"]["left"] == ["place_wild"]


def test_trash_destinations():
    state = new(2, seed=2)
    market_card = state.data["market"]["row"][0]
    job = state.data["market"]["jobs"].pop()
    me(state)["discard"] += [market_card, job]
    state.data["market"]["row"][0] = state.data["market"]["deck"].pop()
    with_steps(state, ["trash", "trash", "trash"])
    start_card = state.data["turn"]["play"][1]
    for card in (market_card, job, start_card):
        state.apply({"type": "trash", "card": card})
    assert market_card in state.data["market"]["discard"]
    assert state.data["market"]["jobs"][-1] == job and start_card in me(state)["trashed"]


def test_refresh_market_once_per_turn_for_one_gold():
    state = new(2, seed=2)
    state.data["turn"]["gold"] = 3
    state.changed()
    before = list(state.data["market"]["row"])
    state.apply({"type": "pay_refresh_market"})
    assert state.data["turn"]["gold"] == 2 and state.data["market"]["row"] != before
    assert set(before) <= set(state.data["market"]["discard"])
    assert not of_type(state, "pay_refresh_market")


def test_buy_from_market_refills_slot_and_pays_bonus():
    state = new(2, seed=2)
    g = state.data
    architect = next(c for c in g["market"]["deck"] if CARDS[c].key == "architect")
    g["market"]["deck"].remove(architect)
    g["market"]["deck"].append(g["market"]["row"][2])
    g["market"]["row"][2] = architect
    g["turn"]["gold"] = 6
    state.changed()
    deck_top = g["market"]["deck"][-1]
    state.apply({"type": "buy_card", "from": "market", "slot": 2})
    assert architect in me(state)["discard"] and g["market"]["row"][2] == deck_top
    assert g["turn"]["gold"] == 0 and me(state)["influence"] == 1


def test_buy_jobs_and_teamsters_from_their_piles():
    state = new(2, seed=2)
    state.data["turn"]["gold"] = 7
    state.changed()
    state.apply({"type": "buy_card", "from": "teamsters"})
    assert me(state)["elephant"] == 1  # Teamster's purchase bonus advances the elephant
    state.apply({"type": "buy_card", "from": "jobs"})
    assert len(state.data["market"]["jobs"]) == 7 and state.data["turn"]["gold"] == 0
    assert not of_type(state, "buy_card")


def test_cannot_afford_is_refused_and_state_unchanged():
    state = new(2, seed=2)
    before = state_hash(state)
    with pytest.raises(IllegalAction, match="gold"):
        state.apply({"type": "buy_card", "from": "teamsters"})
    assert state_hash(state) == before


def test_end_of_turn_discards_draws_five_and_reshuffles():
    state = new(1, seed=4)
    player = me(state)
    player["discard"], player["deck"] = player["deck"][:3], player["deck"][3:]
    state.apply({"type": "end_turn"})
    assert len(state.data["turn"]["play"]) == 5  # 2 from the deck, then the reshuffled discard
    assert player["deck"] == [] or len(player["deck"]) + len(player["discard"]) == 5


def test_drawn_and_gained_cards_can_be_played_this_turn():
    state = new(2, seed=2)
    with_steps(state, ["draw", "gain_to_hand"])
    state.apply({"type": "draw"})
    drawn = state.data["turn"]["play"][-1]
    state.apply({"type": "gain_to_hand", "from": "jobs"})
    job = state.data["turn"]["play"][-1]
    assert CARDS[job].key == "job"
    ids = {a["card"] for a in of_type(state, "activate")}
    assert {drawn, job} <= ids


def test_motivation_top_banner_needs_a_discard_pile():
    state = new(2, seed=2)
    motivation = next(c for c in state.data["market"]["deck"] if CARDS[c].key == "motivation")
    state.data["market"]["deck"].remove(motivation)
    state.data["turn"]["play"].append(motivation)
    state.changed()
    assert {"type": "activate", "card": motivation, "banner": 0} not in state.legal_actions()
    me(state)["discard"].append(me(state)["deck"].pop())
    state.changed()
    state.apply({"type": "activate", "card": motivation, "banner": 0})
    card = me(state)["discard"][0]
    state.apply({"type": "search_discard", "card": card})
    assert card in state.data["turn"]["play"]


def test_an_advance_gains_only_cards_up_to_three_gold():
    state = new(2, seed=2)
    with_steps(state, ["gain_cheap_card"])
    for action in of_type(state, "gain_cheap_card"):
        source = action.get("slot")
        card = (
            state.data["market"]["row"][source]
            if source is not None
            else state.data["market"][action["from"]][-1]
        )
        assert CARDS[card].cost <= 3
    state.apply({"type": "gain_cheap_card", "from": "jobs"})
    assert CARDS[me(state)["discard"][-1]].key == "job"


def test_a_player_may_trash_down_to_no_cards_at_all():
    """The rulebook sets no floor on a deck: trashing is allowed with five cards or fewer."""
    state = new(1, seed=2)
    me(state)["trashed"] += me(state)["deck"]
    me(state)["deck"] = []
    with_steps(state, ["trash"] * 5)
    for _ in range(5):
        state.apply(of_type(state, "trash")[0])
    assert state.data["turn"]["play"] == [] and not me(state)["deck"] and not me(state)["discard"]
    state.apply({"type": "end_turn"})
    assert state.data["turn"]["play"] == [] and state.check_invariants() == []
