"""Actions, pending choices and phases in words, for the game log, prompts and the status bar."""

from __future__ import annotations

from babelworks.games.rise_of_babel.cards import CARDS

ROMAN = {1: "I", 2: "II", 3: "III"}
PENDING_WORDS = {
    "stalls_to_camp": "take your free stalls-to-camp action (or decline it)",
    "cart_or_spec": "choose a cart or a specialization token",
    "free_card": "choose your free card",
    "free_trash": "choose a card to trash (or decline)",
    "empty_bag": "your bag is empty: return your camp to the bag or sell warehouse tiles",
}


def _where(action: dict) -> str:
    if "tower" not in action:
        return " (towers full: 1 influence instead)"
    row, col = action["space"]
    return f" onto {action['tower']} row {row + 1} column {col + 1}"


def _source(action: dict) -> str:
    if action.get("from") == "market":
        return f"market slot {action['slot'] + 1}"
    return f"the {action.get('from')} pile"


WORDS = {
    "activate": lambda a: f"plays {CARDS[a['card']].name} (banner {a['banner'] + 1})",
    "finish_card": lambda a: "finishes the card",
    "stalls_to_tower": lambda a: f"moves stall {a['stall'] + 1} to the tower{_where(a)}",
    "stalls_to_warehouse": lambda a: f"moves stall {a['stall'] + 1} to the warehouse",
    "stalls_to_camp": lambda a: f"moves stall {a['stall'] + 1} to the camp",
    "warehouse_to_tower": lambda a: f"moves a {a['tile']} tile from the warehouse{_where(a)}",
    "place_wild": lambda a: f"places a wild tile{_where(a)}",
    "place_confusion": lambda a: f"places a confusion tile{_where(a)}",
    "unload": lambda a: f"unloads a {a['tile']} tile{_where(a)}",
    "advance_elephant": lambda a: "advances the elephant",
    "board_upgrade": lambda a: f"upgrades the {a['track']} track with stall {a['stall'] + 1}",
    "draw": lambda a: "draws a card",
    "trash": lambda a: f"trashes {CARDS[a['card']].name}",
    "refresh_market": lambda a: "refreshes the market",
    "pay_refresh_market": lambda a: "pays 1 gold to refresh the market",
    "gain_to_hand": lambda a: f"takes the card from {_source(a)} into hand",
    "gain_cheap_card": lambda a: f"gains the card from {_source(a)}",
    "gain_free": lambda a: f"gains the card from {_source(a)} for free",
    "buy_card": lambda a: f"buys the card from {_source(a)}",
    "search_discard": lambda a: f"takes {CARDS[a['card']].name} back from the discard pile",
    "gain_cart": lambda a: "adds a cart to the elephant",
    "gain_specialization": lambda a: f"takes the {a['resource']} specialization token",
    "stall_from_bag": lambda a: f"puts a {a['tile']} tile from the bag into stall {a['stall'] + 1}",
    "pull": lambda a: "pulls a tile from the bag for the card's reward",
    "refresh_stalls": lambda a: f"pays 1 gold to refresh stalls {[s + 1 for s in a['stalls']]}",
    "sell_warehouse": lambda a: f"sells {', '.join(a['tiles'])} from the warehouse for 1 gold",
    "load_elephant": lambda a: f"loads a {a['tile']} tile onto the elephant",
    "return_camp": lambda a: "returns the camp's tiles to the bag",
    "decline": lambda a: "declines",
    "end_turn": lambda a: "ends the turn",
}


def describe_action(g: dict, action, names: list[str] | None = None) -> str:
    """The action in words ("Player 2 plays Drover (banner 1)", or "Anna plays ..."
    when the seats' ``names`` are given); anything else is named as unknown or malformed."""
    kind = action.get("type") if isinstance(action, dict) else None
    words = WORDS.get(kind) if isinstance(kind, str) else None
    seat = g["current"]
    who = "Nobody" if g["over"] else (names[seat] if names and seat < len(names) else f"Player {seat + 1}")
    if words is None:
        return f"{who} does something unknown: {short(action)}"
    try:
        return f"{who} {words(action)}"
    except (KeyError, TypeError, IndexError, ValueError, AttributeError):
        return f"{who} tries a malformed {kind} action"


def short(value) -> str:
    """``value`` as text, cut short (a refusal quotes what was sent, not all of it)."""
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def phase_words(g: dict) -> str:
    """The phase for the status bar ("Round II", "Round III: final turns", "Game over")."""
    if g["over"]:
        return "Game over"
    words = f"Round {ROMAN[g['round']]}"
    return words + ": final turns" if g["final_turns"] else words
