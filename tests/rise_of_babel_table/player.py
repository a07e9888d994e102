"""A test-side player for Rise of Babel: picks a sensible legal action (quick games).

It only chooses; the gesture tests express each choice with the mouse. It
prefers putting tiles on the towers (filling them ends rounds), then moving
the elephant and stall tiles along, then buying cards that place tiles.
"""

from __future__ import annotations

from babelworks.core.rng import Rng
from babelworks.games.rise_of_babel.cards import CARDS
from babelworks.games.rise_of_babel.towers import find_cell, printed

PLACING = ("place_confusion", "unload", "stalls_to_tower", "warehouse_to_tower", "place_wild")
PENDING_FIRST = ("decline", "return_camp", "gain_cart", "gain_specialization", "gain_free")
STEP_ORDER = (
    "stalls_to_camp",
    "advance_elephant",
    "stalls_to_warehouse",
    "draw",
    "pull",
    "gain_cheap_card",
    "gain_to_hand",
    "search_discard",
    "board_upgrade",
    "stall_from_bag",
    "refresh_market",
)
GOOD_CARDS = ("master_mason", "foreman", "teamster", "caravan", "priestess", "job", "sultans_favour")
AVOID = ("trash", "refresh_stalls", "pay_refresh_market")


def _placing_score(g: dict, action: dict) -> int:
    if "tower" not in action:
        return 0
    tower, cell = find_cell(g, action["tower"], action["space"])
    return 1 if printed(tower, cell) else 0


def choose(state, rng: Rng) -> dict:
    """The action this player takes now."""
    g = state.data
    legal = [a for a in state.legal_actions() if a["type"] not in AVOID] or state.legal_actions()
    by_type: dict[str, list[dict]] = {}
    for action in legal:
        by_type.setdefault(action["type"], []).append(action)
    for kind in PLACING:
        if kind in by_type:
            return max(by_type[kind], key=lambda a: (_placing_score(g, a), -rng.below(100)))
    for kind in PENDING_FIRST + ("sell_warehouse",):
        if kind in by_type and len(legal) == len(by_type[kind]) + ("decline" in by_type):
            return by_type[kind][0]
    if g["turn"]["active"]:
        for kind in STEP_ORDER:
            if kind in by_type:
                return by_type[kind][rng.below(len(by_type[kind]))]
        if "finish_card" in by_type:
            return by_type["finish_card"][0]
    if "load_elephant" in by_type:
        return by_type["load_elephant"][0]
    activations = sorted(by_type.get("activate", []), key=lambda a: _banner_value(a))
    if activations and _banner_value(activations[-1]) > 0:
        return activations[-1]
    buys = [a for a in by_type.get("buy_card", []) if CARDS[_card(g, a)].key in GOOD_CARDS]
    if buys:
        return max(buys, key=lambda a: CARDS[_card(g, a)].cost)
    if activations:
        return activations[-1]
    return by_type.get("end_turn", legal)[0]


def _banner_value(action: dict) -> int:
    banner = CARDS[action["card"]].banners[action["banner"]]
    steps = [s for s in banner.get("steps", []) if isinstance(s, str)]
    return (
        3 * steps.count("stalls_to_tower")
        + 2 * steps.count("warehouse_to_tower")
        + 2 * steps.count("place_wild")
        + steps.count("advance_elephant")
        + steps.count("stalls_to_camp")
        + (1 if banner.get("gold") else 0)
    )


def _card(g: dict, action: dict) -> str:
    market = g["market"]
    if action["from"] == "market":
        return market["row"][action["slot"]]
    return market[action["from"]][-1]
