"""The glossary's market cards and other card steps (rulebook: Market Cards Explained)."""

from __future__ import annotations

from babelworks.games.rise_of_babel.cards import CARDS
from babelworks.games.rise_of_babel.tiles import kind

from .helpers import fill_towers, me, new, of_type, take_from_bag, with_steps


def _pull_step(key):
    card = next(c for c in CARDS.values() if c.key == key)
    return card.banners[0]["steps"][0]


def _bag_of_only(state, tiles):
    player = me(state)
    player["set_aside"] += player["bag"]
    player["bag"] = list(tiles)
    state.changed()


def test_gambler_rewards_the_pulled_resource_and_puts_it_back():
    state = new(2, seed=5)
    wood = take_from_bag(state, "wood")
    _bag_of_only(state, [wood])
    with_steps(state, [_pull_step("gambler")])
    state.apply({"type": "pull"})
    assert state.data["turn"]["gold"] == 3 and me(state)["bag"] == [wood]


def test_pulling_a_dual_tile_triggers_both_rewards():
    state = new(2, seed=5)
    player = me(state)
    dual = player["dual_slots"]["brick"]  # brick/tar on our board
    player["board_tiles"].remove(dual)
    _bag_of_only(state, [dual])
    with_steps(state, [_pull_step("supervisor")])
    state.apply({"type": "pull"})
    rewards = {
        "brick": "warehouse_to_tower",
        "tar": "board_upgrade",
        "wood": "advance_elephant",
        "stone": "stalls_to_tower",
    }
    assert sorted(state.data["turn"]["active"]["left"]) == sorted(rewards[r] for r in kind(dual).split("/"))


def test_trades_craft_reward_steps_are_then_offered():
    state = new(2, seed=5)
    _bag_of_only(state, [take_from_bag(state, "stone")])
    with_steps(state, [_pull_step("trades_craft")])
    state.apply({"type": "pull"})
    assert state.data["turn"]["active"]["left"] == ["stalls_to_camp", "stalls_to_camp"]
    assert of_type(state, "stalls_to_camp")


def test_refresh_chooses_tiles_from_the_bag_for_the_stalls():
    state = new(2, seed=5)
    player = me(state)
    with_steps(state, ["stall_from_bag"] * 3)
    old = player["stalls"][0]
    wanted = next(k for k in ("wood", "stone", "brick", "tar") if k != kind(old))
    state.apply({"type": "stall_from_bag", "stall": 0, "tile": wanted})
    assert kind(player["stalls"][0]) == wanted and old in player["bag"]
    assert len(state.data["turn"]["active"]["left"]) == 2


def test_treasurer_trashed_for_five_gold():
    state = new(2, seed=5)
    treasurer = next(c for c in state.data["market"]["deck"] if CARDS[c].key == "treasurer")
    state.data["market"]["deck"].remove(treasurer)
    state.data["turn"]["play"].append(treasurer)
    state.changed()
    state.apply({"type": "activate", "card": treasurer, "banner": 1})
    assert state.data["turn"]["gold"] == 5 and treasurer in state.data["market"]["discard"]


def test_envoy_takes_a_market_card_into_hand_and_the_slot_refills():
    state = new(2, seed=5)
    with_steps(state, ["gain_to_hand"])
    card = state.data["market"]["row"][3]
    state.apply({"type": "gain_to_hand", "from": "market", "slot": 3})
    assert card in state.data["turn"]["play"] and state.data["market"]["row"][3] not in (None, card)


def test_purchase_influence_can_trigger_confusion():
    state = new(2, seed=5)
    g = state.data
    sultan = next(c for c in g["market"]["deck"] if CARDS[c].key == "sultans_favour")
    g["market"]["deck"].remove(sultan)
    g["market"]["deck"].append(g["market"]["row"][0])
    g["market"]["row"][0] = sultan
    g["turn"]["gold"], me(state)["influence"] = 7, 4
    state.changed()
    state.apply({"type": "buy_card", "from": "market", "slot": 0})
    assert me(state)["influence"] == 5 and of_type(state, "place_confusion") == state.legal_actions()


def test_round_three_unload_scores_one_and_returns_to_camp():
    state = new(2, seed=5)
    g = state.data
    g["round"] = 3
    fill_towers(state)
    player = me(state)
    player["cargo"] = [take_from_bag(state, "wood")]
    player["elephant"] = 2
    with_steps(state, ["advance_elephant"])
    state.apply({"type": "advance_elephant"})
    assert state.legal_actions() == [{"type": "unload", "tile": "wood"}]
    state.apply({"type": "unload", "tile": "wood"})
    assert player["influence"] == 1 and kind(player["camp"][0]) == "wood"
    assert player["elephant"] == 0
