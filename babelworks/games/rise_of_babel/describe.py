"""Actions, pending choices and phases in words, for the game log, prompts and the status bar.

Everything is said in the rulebook's terms: a card by its name, a banner by what
it does (its gold and actions, as printed on the card), a tower by its name, a
market card by its name rather than its place. No internal id reaches a player.
"""

from __future__ import annotations

from typing import Any

from babelworks.games.rise_of_babel.cards import CARDS
from babelworks.games.rise_of_babel.content import RESOURCES, content

ROMAN = {1: "I", 2: "II", 3: "III"}
PENDING_WORDS = {
    "stalls_to_camp": "take your free stalls-to-camp action (or decline it)",
    "cart_or_spec": "choose a cart or a specialization token",
    "free_card": "choose your free card",
    "free_trash": "choose a card to trash (or decline)",
    "empty_bag": "your bag is empty: return your camp to the bag or sell warehouse tiles",
}
#: Each card action in the rulebook's words (the icons' names, "Starting Card Icons").
STEP_PHRASES = {
    "stalls_to_tower": "stalls to tower",
    "stalls_to_warehouse": "stalls to warehouse",
    "stalls_to_camp": "stalls to camp",
    "warehouse_to_tower": "warehouse to tower",
    "place_wild": "place a wild",
    "advance_elephant": "advance the elephant",
    "board_upgrade": "player board upgrade",
    "draw": "draw a card",
    "trash": "trash a card",
    "refresh_market": "refresh the market",
    "gain_to_hand": "take a card into your hand",
    "search_discard": "take a card back from your discard pile",
    "gain_cart": "add a cart",
    "gain_specialization": "take a specialization token",
    "gain_cheap_card": "gain a card costing 3 or less",
    "stall_from_bag": "fill a stall from the bag",
}
#: The market's card piles beside the row, in words.
PILES = {"jobs": "the Job pile", "teamsters": "the Teamster pile"}
#: Every tile kind a player can name (resources, dual, multi, wild, confusion).
TILE_KINDS = frozenset(RESOURCES) | {tile.kind for tile in content().tiles.values()}


def step_phrase(step: Any) -> str:
    """One card action in words; a pull names its rewards ("pull a tile: wood 3 gold; ...")."""
    if isinstance(step, str):
        return STEP_PHRASES[step]
    rewards = "; ".join(f"{tile}: {reward_words(banner)}" for tile, banner in step["pull"].items())
    return f"pull a tile ({rewards})"


def reward_words(banner: dict) -> str:
    """What a banner (or a pull's reward) gives: "2 gold", "draw a card, trash a card"."""
    parts = [f"{banner['gold']} gold"] if banner.get("gold") else []
    parts += _counted([step_phrase(step) for step in banner.get("steps", [])])
    return ", ".join(parts) or "nothing"


def _counted(phrases: list[str]) -> list[str]:
    """Repeated actions said once with a count ("stalls to tower twice")."""
    runs: list[list] = []
    for phrase in phrases:
        if runs and runs[-1][0] == phrase:
            runs[-1][1] += 1
        else:
            runs.append([phrase, 1])
    return [phrase + TIMES.get(count, f" {count} times") for phrase, count in runs]


TIMES = {1: "", 2: " twice"}


def banner_sentence(banner: dict) -> str:
    """How playing a banner reads after the card's name ("for 2 gold", ": pay 1 gold, draw a card")."""
    costs = [f"pay {banner['pay']} gold"] if banner.get("pay") else []
    costs += ["trash this card"] if banner.get("trash_self") else []
    if not costs and not banner.get("steps"):
        return f" for {banner['gold']} gold" if banner.get("gold") else " for nothing"
    return ": " + ", ".join(costs + [reward_words(banner)])


def _card(value: Any) -> str:
    """A card id's name (KeyError for anything else: the sentence is then "malformed")."""
    return CARDS[value].name


def _tile(value: Any) -> str:
    if not isinstance(value, str) or value not in TILE_KINDS:
        raise KeyError(value)
    return value


def _number(value: Any) -> int:
    if type(value) is not int or value < 0:
        raise ValueError(value)
    return value + 1


def tower_words(g: dict, tower: Any) -> str:
    """A tower by its name: "the major tower" or a minor tower level's printed name."""
    found = next(t for t in g["towers"] if t["id"] == tower)
    return "the major tower" if tower == "major" else found["level"]


def _where(g: dict, action: dict) -> str:
    if "tower" not in action:
        return " (the towers are full: 1 influence instead)"
    row, col = action["space"]
    return f" onto {tower_words(g, action['tower'])}, row {_number(row)} column {_number(col)}"


def _source(g: dict, action: dict) -> str:
    """The card a gain or purchase takes, by name, and where it lies ("Drover from the market")."""
    market, origin = g["market"], action.get("from")
    if origin == "market":
        card = market["row"][_number(action["slot"]) - 1]
        return f"{_card(card)} from the market" if card else "an empty market space"
    where = PILES[str(origin)]
    pile = market[origin]
    return f"{_card(pile[-1])} from {where}" if pile else f"nothing from {where}"


def _activate(g: dict, action: dict) -> str:
    card = CARDS[action["card"]]
    return f"plays {card.name}{banner_sentence(card.banners[action['banner']])}"


def _sold(tiles: Any) -> str:
    return ", ".join(_tile(tile) for tile in tiles)


WORDS = {
    "activate": _activate,
    "finish_card": lambda g, a: "finishes the card",
    "stalls_to_tower": lambda g, a: f"moves stall {_number(a['stall'])}'s tile{_where(g, a)}",
    "stalls_to_warehouse": lambda g, a: f"moves stall {_number(a['stall'])}'s tile to the warehouse",
    "stalls_to_camp": lambda g, a: f"moves stall {_number(a['stall'])}'s tile to the camp",
    "warehouse_to_tower": lambda g, a: f"moves a {_tile(a['tile'])} tile from the warehouse{_where(g, a)}",
    "place_wild": lambda g, a: f"places a wild tile{_where(g, a)}",
    "place_confusion": lambda g, a: f"places a confusion tile{_where(g, a)}",
    "unload": lambda g, a: f"unloads a {_tile(a['tile'])} tile{_where(g, a)}",
    "advance_elephant": lambda g, a: "advances the elephant",
    "board_upgrade": lambda g, a: (
        f"upgrades the {_tile(a['track'])} track with stall {_number(a['stall'])}'s tile"
    ),
    "draw": lambda g, a: "draws a card",
    "trash": lambda g, a: f"trashes {_card(a['card'])}",
    "refresh_market": lambda g, a: "refreshes the market",
    "pay_refresh_market": lambda g, a: "pays 1 gold to refresh the market",
    "gain_to_hand": lambda g, a: f"takes {_source(g, a)} into hand",
    "gain_cheap_card": lambda g, a: f"gains {_source(g, a)}",
    "gain_free": lambda g, a: f"gains {_source(g, a)} for free",
    "buy_card": lambda g, a: f"buys {_source(g, a)}",
    "search_discard": lambda g, a: f"takes {_card(a['card'])} back from the discard pile",
    "gain_cart": lambda g, a: "adds a cart to the elephant",
    "gain_specialization": lambda g, a: f"takes the {_tile(a['resource'])} specialization token",
    "stall_from_bag": lambda g, a: (
        f"puts a {_tile(a['tile'])} tile from the bag into stall {_number(a['stall'])}"
    ),
    "pull": lambda g, a: "pulls a tile from the bag for the card's reward",
    "refresh_stalls": lambda g, a: (
        "pays 1 gold to refresh stalls " + ", ".join(str(_number(s)) for s in a["stalls"])
    ),
    "sell_warehouse": lambda g, a: f"sells {_sold(a['tiles'])} from the warehouse for 1 gold",
    "load_elephant": lambda g, a: f"loads a {_tile(a['tile'])} tile onto the elephant",
    "swap_elephant": lambda g, a: (
        f"swaps a loaded {_tile(a['cargo'])} tile for a {_tile(a['camp'])} tile from the camp"
    ),
    "return_camp": lambda g, a: "returns the camp's tiles to the bag",
    "decline": lambda g, a: "declines",
    "end_turn": lambda g, a: "ends the turn",
}


def action_words(g: dict, action: dict) -> str:
    """What ``action`` does, without who does it ("buys Drover from the market").

    Raises:
        KeyError, TypeError, IndexError, ValueError, AttributeError, StopIteration:
            a field names nothing in the game (the caller says "malformed").
    """
    return WORDS[action["type"]](g, action)


def describe_action(g: dict, action, names: list[str] | None = None) -> str:
    """The action in words ("Player 2 plays Drover for 2 gold", or "Anna plays ..."
    when the seats' ``names`` are given); anything else is named as unknown or malformed."""
    kind = action.get("type") if isinstance(action, dict) else None
    seat = g["current"]
    who = "Nobody" if g["over"] else (names[seat] if names and seat < len(names) else f"Player {seat + 1}")
    if not isinstance(kind, str) or kind not in WORDS:
        return f"{who} tries a move Rise of Babel does not have"
    try:
        return f"{who} {action_words(g, action)}"
    except (KeyError, TypeError, IndexError, ValueError, AttributeError, StopIteration):
        return f"{who} tries a malformed move"


def phase_words(g: dict) -> str:
    """The phase for the status bar ("Round II", "Round III: final turns", "Game over")."""
    if g["over"]:
        return "Game over"
    words = f"Round {ROMAN[g['round']]}"
    return words + ": final turns" if g["final_turns"] else words
