"""Why an action is refused, in a sentence a player understands (``why_illegal``).

Asked only for an action that is not among the legal ones; it names what is
pending first, then what is wrong with the action itself.
"""

from __future__ import annotations

from babelworks.core.words import content_words, translate
from babelworks.games.rise_of_babel.board import available_gold
from babelworks.games.rise_of_babel.cards import CARDS
from babelworks.games.rise_of_babel.describe import (
    PENDING_WORDS,
    STEP_PHRASES,
    TILE_KINDS,
    WORDS,
    describe_action,
    tile_words,
)


def why_illegal(g: dict, action: dict) -> str:
    """A message a player understands saying why ``action`` is refused."""
    if g["over"]:
        return translate("Rise of Babel refusals", "The game is over.")
    if not isinstance(action, dict) or not isinstance(action.get("type"), str) or action["type"] not in WORDS:
        return translate("Rise of Babel refusals", "Rise of Babel has no such move.")
    malformed = _malformed(action)
    if malformed:
        return malformed
    turn = g["turn"]
    if turn["stack"]:
        return translate("Rise of Babel refusals", "First {pending}.").format(
            pending=PENDING_WORDS[turn["stack"][-1]["kind"]]
        )
    if turn["confusion_due"]:
        return translate("Rise of Babel refusals", "First place a confusion tile on an empty tower space.")
    if g["seats"][g["current"]]["cargo"] and g["seats"][g["current"]]["elephant"] == 3:
        return translate("Rise of Babel refusals", "Your elephant has reached the towers: unload it first.")
    if set(action) == {"type"}:  # a kind alone (a button's tooltip): why not, naming nobody
        return translate("Rise of Babel refusals", "Not allowed now: {reason}.").format(
            reason=_hint(g, action)
        )
    return translate("Rise of Babel refusals", "Not allowed now: {action} ({reason}).").format(
        action=describe_action(g, action), reason=_hint(g, action)
    )


#: Fields holding a whole number, in words (a stall, a card's banner, a place in the market row).
WHOLE_NUMBERS = {
    "stall": translate("Rise of Babel refusals", "A stall"),
    "banner": translate("Rise of Babel refusals", "A card's banner"),
    "slot": translate("Rise of Babel refusals", "A place in the market row"),
}


#: Fields naming a tile, a card, a tower, a track or a place by its name (a string).
NAMED = ("card", "tile", "tower", "track", "cargo", "camp", "from", "resource")


def _malformed(action: dict) -> str:
    """The sentence for a field of the wrong shape, or "" when every field is well formed."""
    space = action.get("space", [0, 0])
    if type(space) is not list or len(space) != 2 or any(type(n) is not int for n in space):
        return translate(
            "Rise of Babel refusals", "A tower space is a row and a column, each a whole number."
        )
    for field, words in WHOLE_NUMBERS.items():
        if field in action and type(action[field]) is not int:
            return translate("Rise of Babel refusals", "{field} is given by its number.").format(field=words)
    if any(field in action and type(action[field]) is not str for field in NAMED):
        return translate("Rise of Babel refusals", "A tile, card, tower or track is given by its name.")
    return ""


def _hint(g: dict, action: dict) -> str:
    kind = action["type"]
    reason = REASONS.get(kind)
    if reason is not None:
        found = reason(g, action)
        if found:
            return found
    if kind in STEP_NAMES and not _active_offers(g, kind):
        offer = STEP_PHRASES.get(kind) or translate("Rise of Babel refusals", "that")
        return translate("Rise of Babel refusals", "no card you are resolving offers {step}").format(
            step=offer
        )
    return translate("Rise of Babel refusals", "that tile, card, space or choice is not available")


STEP_NAMES = frozenset(WORDS) - {
    "activate",
    "finish_card",
    "buy_card",
    "pay_refresh_market",
    "refresh_stalls",
    "sell_warehouse",
    "load_elephant",
    "swap_elephant",
    "end_turn",
    "decline",
    "return_camp",
    "gain_free",
    "place_confusion",
    "unload",
}


def _active_offers(g: dict, kind: str) -> bool:
    active = g["turn"]["active"]
    return bool(active) and any((s if isinstance(s, str) else "pull") == kind for s in active["left"])


def _gold(g: dict) -> int:
    return available_gold(g)


def _activate_reason(g: dict, action: dict) -> str:
    turn, card = g["turn"], action.get("card")
    if turn["active"]:
        return translate("Rise of Babel refusals", "finish the card you are resolving first")
    if card not in turn["play"]:
        return translate("Rise of Babel refusals", "that card is not in your play area")
    if card in turn["used"]:
        return translate("Rise of Babel refusals", "each card is activated once per turn")
    banners = CARDS[card].banners
    index = action.get("banner")
    if not isinstance(index, int) or not 0 <= index < len(banners):
        name = content_words(CARDS[card].name)
        if len(banners) == 1:
            return translate("Rise of Babel refusals", "{card} has 1 banner").format(card=name)
        return translate("Rise of Babel refusals", "{card} has {count} banners").format(
            card=name, count=len(banners)
        )
    if banners[index].get("pay", 0) > _gold(g):
        return translate("Rise of Babel refusals", "that banner costs {cost} gold; you have {gold}").format(
            cost=banners[index]["pay"], gold=_gold(g)
        )
    return ""


def _buy_reason(g: dict, action: dict) -> str:
    market = g["market"]
    if action.get("from") == "market":
        slot = action.get("slot")
        card = market["row"][slot] if isinstance(slot, int) and 0 <= slot < 5 else None
    else:
        pile = market.get(action.get("from"), []) if action.get("from") in ("jobs", "teamsters") else []
        card = pile[-1] if pile else None
    if card is None:
        return translate("Rise of Babel refusals", "there is no card there")
    if CARDS[card].cost > _gold(g):
        return translate("Rise of Babel refusals", "{card} costs {cost} gold; you have {gold}").format(
            card=content_words(CARDS[card].name), cost=CARDS[card].cost, gold=_gold(g)
        )
    return ""


def _load_reason(g: dict, action: dict) -> str:
    player = g["seats"][g["current"]]
    if player["elephant"] != 0:
        return translate("Rise of Babel refusals", "your elephant is not in camp")
    if len(player["cargo"]) >= 1 + player["carts"]:
        return translate("Rise of Babel refusals", "your elephant and carts are full")
    tile = action.get("tile")
    if tile in TILE_KINDS:
        return translate("Rise of Babel refusals", "there is no {tile} tile in your camp").format(
            tile=tile_words(tile)
        )
    return translate("Rise of Babel refusals", "there is no such tile in your camp")


def _swap_reason(g: dict, action: dict) -> str:
    player = g["seats"][g["current"]]
    if player["elephant"] != 0:
        return translate("Rise of Babel refusals", "tiles are swapped only while your elephant is in camp")
    return translate(
        "Rise of Babel refusals",
        "swap a tile of one kind on your elephant for one of another kind in your camp",
    )


REASONS = {
    "swap_elephant": _swap_reason,
    "activate": _activate_reason,
    "buy_card": _buy_reason,
    "load_elephant": _load_reason,
    "pay_refresh_market": lambda g, a: translate(
        "Rise of Babel refusals", "the market is refreshed once per turn, for 1 gold"
    ),
    "refresh_stalls": lambda g, a: translate(
        "Rise of Babel refusals", "refreshing stalls costs 1 gold and needs tiles in them"
    ),
    "sell_warehouse": lambda g, a: translate(
        "Rise of Babel refusals", "sell exactly three warehouse tiles you have (not the multi)"
    ),
    "finish_card": lambda g, a: (
        "" if g["turn"]["active"] else translate("Rise of Babel refusals", "no card is being resolved")
    ),
    "end_turn": lambda g, a: translate("Rise of Babel refusals", "ending the turn needs nothing more"),
}
