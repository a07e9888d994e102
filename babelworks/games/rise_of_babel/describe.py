"""Actions, pending choices and phases in words, for the game log, prompts and the status bar.

Everything is said in the rulebook's terms: a card by its name, a banner by what
it does (its gold and actions, as printed on the card), a tower by its name, a
market card by its name rather than its place. No internal id reaches a player.
"""

from __future__ import annotations

from typing import Any

from babelworks.core.words import Phrase, content_words, listed, translate
from babelworks.games.rise_of_babel.cards import CARDS
from babelworks.games.rise_of_babel.content import RESOURCES, content

ROMAN = {1: "I", 2: "II", 3: "III"}
PENDING_WORDS = {
    "stalls_to_camp": translate(
        "Rise of Babel prompts", "take your free stalls-to-camp action (or decline it)"
    ),
    "cart_or_spec": translate("Rise of Babel prompts", "choose a cart or a specialization token"),
    "free_card": translate("Rise of Babel prompts", "choose your free card"),
    "free_trash": translate("Rise of Babel prompts", "choose a card to trash (or decline)"),
    "empty_bag": translate(
        "Rise of Babel prompts", "your bag is empty: return your camp to the bag or sell warehouse tiles"
    ),
}
#: Each card action in the rulebook's words (the icons' names, "Starting Card Icons").
STEP_PHRASES = {
    "stalls_to_tower": translate("Rise of Babel cards", "stalls to tower"),
    "stalls_to_warehouse": translate("Rise of Babel cards", "stalls to warehouse"),
    "stalls_to_camp": translate("Rise of Babel cards", "stalls to camp"),
    "warehouse_to_tower": translate("Rise of Babel cards", "warehouse to tower"),
    "place_wild": translate("Rise of Babel cards", "place a wild"),
    "advance_elephant": translate("Rise of Babel cards", "advance the elephant"),
    "board_upgrade": translate("Rise of Babel cards", "player board upgrade"),
    "draw": translate("Rise of Babel cards", "draw a card"),
    "trash": translate("Rise of Babel cards", "trash a card"),
    "refresh_market": translate("Rise of Babel cards", "refresh the market"),
    "gain_to_hand": translate("Rise of Babel cards", "take a card into your hand"),
    "search_discard": translate("Rise of Babel cards", "take a card back from your discard pile"),
    "gain_cart": translate("Rise of Babel cards", "add a cart"),
    "gain_specialization": translate("Rise of Babel cards", "take a specialization token"),
    "gain_cheap_card": translate("Rise of Babel cards", "gain a card costing 3 or less"),
    "stall_from_bag": translate("Rise of Babel cards", "fill a stall from the bag"),
}
#: The market's card piles beside the row, in words.
PILES = {
    "jobs": translate("Rise of Babel log", "the Job pile"),
    "teamsters": translate("Rise of Babel log", "the Teamster pile"),
}
#: Every tile kind a player can name (resources, dual, multi, wild, confusion).
TILE_KINDS = frozenset(RESOURCES) | {tile.kind for tile in content().tiles.values()}
#: The tile kinds (and upgrade tracks) in words; a dual tile's kind joins two of them.
TILE_WORDS = {
    "wood": translate("Rise of Babel tiles", "wood"),
    "stone": translate("Rise of Babel tiles", "stone"),
    "brick": translate("Rise of Babel tiles", "brick"),
    "tar": translate("Rise of Babel tiles", "tar"),
    "multi": translate("Rise of Babel tiles", "multi"),
    "wild": translate("Rise of Babel tiles", "wild"),
    "confusion": translate("Rise of Babel tiles", "confusion"),
}
#: The end-of-round scoring patterns (``scoring.Pattern.kind``) in words.
PATTERN_WORDS = {
    "wood run": translate("Rise of Babel scoring", "wood run"),  # not shown (the key)
    "brick run": translate("Rise of Babel scoring", "brick run"),  # not shown (the key)
    "stone diagonal": translate("Rise of Babel scoring", "stone diagonal"),  # not shown (the key)
    "tar pair": translate("Rise of Babel scoring", "tar pair"),  # not shown (the key)
    "confusion": translate("Rise of Babel scoring", "confusion"),
}


def tile_words(kind: Any) -> str:
    """A tile kind (or an upgrade track) in words: "wood", "wood/stone"; anything the
    game does not know is said as it was given."""
    if not isinstance(kind, str):
        return str(kind)
    parts = kind.split("/")
    if all(part in TILE_WORDS for part in parts):
        return TILE_WORDS[kind] if len(parts) == 1 else listed([TILE_WORDS[part] for part in parts], "/")
    return kind


def pattern_words(kind: str) -> str:
    """A scoring pattern's kind in words ("stone diagonal")."""
    return PATTERN_WORDS.get(kind, kind)


def step_phrase(step: Any) -> str:
    """One card action in words; a pull names its rewards ("pull a tile: wood 3 gold; ...")."""
    if isinstance(step, str):
        return STEP_PHRASES[step]
    rewards = listed(
        [
            translate("Rise of Babel cards", "{tile}: {reward}").format(
                tile=tile_words(tile), reward=reward_words(banner)
            )
            for tile, banner in step["pull"].items()
        ],
        "; ",
    )
    return translate("Rise of Babel cards", "pull a tile ({rewards})").format(rewards=rewards)


def reward_words(banner: dict) -> str:
    """What a banner (or a pull's reward) gives: "2 gold", "draw a card, trash a card"."""
    parts: list[str] = (
        [translate("Rise of Babel cards", "{gold} gold").format(gold=banner["gold"])]
        if banner.get("gold")
        else []
    )
    parts += _counted([step_phrase(step) for step in banner.get("steps", [])])
    return listed(parts) if parts else translate("Rise of Babel cards", "nothing")


def _counted(phrases: list[str]) -> list[str]:
    """Repeated actions said once with a count ("stalls to tower twice")."""
    runs: list[list] = []
    for phrase in phrases:
        if runs and runs[-1][0] == phrase:
            runs[-1][1] += 1
        else:
            runs.append([phrase, 1])
    return [_times(phrase, count) for phrase, count in runs]


def _times(phrase: str, count: int) -> str:
    if count == 1:
        return phrase
    if count == 2:
        return translate("Rise of Babel cards", "{action} twice").format(action=phrase)
    return translate("Rise of Babel cards", "{action} {count} times").format(action=phrase, count=count)


def played_words(name: str, banner: dict) -> str:
    """Playing a card by one of its banners ("plays Drover for 2 gold",
    "plays Foreman: pay 1 gold, draw a card")."""
    costs = (
        [translate("Rise of Babel cards", "pay {gold} gold").format(gold=banner["pay"])]
        if banner.get("pay")
        else []
    )
    costs += [translate("Rise of Babel cards", "trash this card")] if banner.get("trash_self") else []
    if not costs and not banner.get("steps"):
        if banner.get("gold"):
            return translate("Rise of Babel log", "plays {card} for {gold} gold").format(
                card=name, gold=banner["gold"]
            )
        return translate("Rise of Babel log", "plays {card} for nothing").format(card=name)
    return translate("Rise of Babel log", "plays {card}: {effects}").format(
        card=name, effects=listed(costs + [reward_words(banner)])
    )


def _card(value: Any) -> str:
    """A card id's name (KeyError for anything else: the sentence is then "malformed")."""
    return content_words(CARDS[value].name)


def _tile(value: Any) -> str:
    if not isinstance(value, str) or value not in TILE_KINDS:
        raise KeyError(value)
    return tile_words(value)


def _number(value: Any) -> int:
    if type(value) is not int or value < 0:
        raise ValueError(value)
    return value + 1


def tower_words(g: dict, tower: Any) -> str:
    """A tower by its name: "the major tower" or a minor tower level's printed name."""
    found = next(t for t in g["towers"] if t["id"] == tower)
    return (
        translate("Rise of Babel log", "the major tower")
        if tower == "major"
        else content_words(found["level"])
    )


def _where(g: dict, action: dict) -> str:
    """Where a tile goes, after the tile's words ("onto the major tower, row 2 column 3")."""
    if "tower" not in action:
        return translate("Rise of Babel log", "(the towers are full: 1 influence instead)")
    row, col = action["space"]
    return translate("Rise of Babel log", "onto {tower}, row {row} column {column}").format(
        tower=tower_words(g, action["tower"]), row=_number(row), column=_number(col)
    )


def _source(g: dict, action: dict) -> str:
    """The card a gain or purchase takes, by name, and where it lies ("Drover from the market")."""
    market, origin = g["market"], action.get("from")
    if origin == "market":
        card = market["row"][_number(action["slot"]) - 1]
        if not card:
            return translate("Rise of Babel log", "an empty market space")
        return translate("Rise of Babel log", "{card} from the market").format(card=_card(card))
    where = PILES[str(origin)]
    pile = market[origin]
    if not pile:
        return translate("Rise of Babel log", "nothing from {pile}").format(pile=where)
    return translate("Rise of Babel log", "{card} from {pile}").format(card=_card(pile[-1]), pile=where)


def _activate(g: dict, action: dict) -> str:
    card = CARDS[action["card"]]
    return played_words(content_words(card.name), card.banners[action["banner"]])


def _stall_to_tower(g: dict, a: dict) -> str:
    return translate("Rise of Babel log", "moves stall {stall}'s tile {where}").format(
        stall=_number(a["stall"]), where=_where(g, a)
    )


# Where a stall's tile goes, by the action's type; its field: stall.
_STALL_TO = {
    "stalls_to_warehouse": translate("Rise of Babel log", "moves stall {stall}'s tile to the warehouse"),
    "stalls_to_camp": translate("Rise of Babel log", "moves stall {stall}'s tile to the camp"),
}


def _stall_to(g: dict, a: dict) -> str:
    return _STALL_TO[a["type"]].format(stall=_number(a["stall"]))


def _placed(g: dict, a: dict) -> str:
    kind, where = a["type"], _where(g, a)
    if kind == "warehouse_to_tower":
        return translate("Rise of Babel log", "moves a {tile} tile from the warehouse {where}").format(
            tile=_tile(a["tile"]), where=where
        )
    if kind == "unload":
        return translate("Rise of Babel log", "unloads a {tile} tile {where}").format(
            tile=_tile(a["tile"]), where=where
        )
    if kind == "place_wild":
        return translate("Rise of Babel log", "places a wild tile {where}").format(where=where)
    return translate("Rise of Babel log", "places a confusion tile {where}").format(where=where)


# How a card is taken, by the action's type; its field: card.
_GAINED = {
    "gain_to_hand": translate("Rise of Babel log", "takes {card} into hand"),
    "gain_cheap_card": translate("Rise of Babel log", "gains {card}"),
    "gain_free": translate("Rise of Babel log", "gains {card} for free"),
    "buy_card": translate("Rise of Babel log", "buys {card}"),
}


def _gained(g: dict, a: dict) -> str:
    return _GAINED[a["type"]].format(card=_source(g, a))


def _refresh_stalls(g: dict, a: dict) -> str:
    stalls = listed([str(_number(stall)) for stall in a["stalls"]])
    return translate("Rise of Babel log", "pays 1 gold to refresh stalls {stalls}").format(stalls=stalls)


def _sold(tiles: Any) -> str:
    return listed([_tile(tile) for tile in tiles])


WORDS = {
    "activate": _activate,
    "finish_card": lambda g, a: translate("Rise of Babel log", "finishes the card"),
    "stalls_to_tower": _stall_to_tower,
    "stalls_to_warehouse": _stall_to,
    "stalls_to_camp": _stall_to,
    "warehouse_to_tower": _placed,
    "place_wild": _placed,
    "place_confusion": _placed,
    "unload": _placed,
    "advance_elephant": lambda g, a: translate("Rise of Babel log", "advances the elephant"),
    "board_upgrade": lambda g, a: translate(
        "Rise of Babel log", "upgrades the {track} track with stall {stall}'s tile"
    ).format(track=_tile(a["track"]), stall=_number(a["stall"])),
    "draw": lambda g, a: translate("Rise of Babel log", "draws a card"),
    "trash": lambda g, a: translate("Rise of Babel log", "trashes {card}").format(card=_card(a["card"])),
    "refresh_market": lambda g, a: translate("Rise of Babel log", "refreshes the market"),
    "pay_refresh_market": lambda g, a: translate("Rise of Babel log", "pays 1 gold to refresh the market"),
    "gain_to_hand": _gained,
    "gain_cheap_card": _gained,
    "gain_free": _gained,
    "buy_card": _gained,
    "search_discard": lambda g, a: translate(
        "Rise of Babel log", "takes {card} back from the discard pile"
    ).format(card=_card(a["card"])),
    "gain_cart": lambda g, a: translate("Rise of Babel log", "adds a cart to the elephant"),
    "gain_specialization": lambda g, a: translate(
        "Rise of Babel log", "takes the {tile} specialization token"
    ).format(tile=_tile(a["resource"])),
    "stall_from_bag": lambda g, a: translate(
        "Rise of Babel log", "puts a {tile} tile from the bag into stall {stall}"
    ).format(tile=_tile(a["tile"]), stall=_number(a["stall"])),
    "pull": lambda g, a: translate("Rise of Babel log", "pulls a tile from the bag for the card's reward"),
    "refresh_stalls": _refresh_stalls,
    "sell_warehouse": lambda g, a: translate(
        "Rise of Babel log", "sells {tiles} from the warehouse for 1 gold"
    ).format(tiles=_sold(a["tiles"])),
    "load_elephant": lambda g, a: translate(
        "Rise of Babel log", "loads a {tile} tile onto the elephant"
    ).format(tile=_tile(a["tile"])),
    "swap_elephant": lambda g, a: translate(
        "Rise of Babel log", "swaps a loaded {cargo} tile for a {camp} tile from the camp"
    ).format(cargo=_tile(a["cargo"]), camp=_tile(a["camp"])),
    "return_camp": lambda g, a: translate("Rise of Babel log", "returns the camp's tiles to the bag"),
    "decline": lambda g, a: translate("Rise of Babel log", "declines"),
    "end_turn": lambda g, a: translate("Rise of Babel log", "ends the turn"),
}


def action_words(g: dict, action: dict) -> str:
    """What ``action`` does, without who does it ("buys Drover from the market").

    Raises:
        KeyError, TypeError, IndexError, ValueError, AttributeError, StopIteration:
            a field names nothing in the game (the caller says "malformed").
    """
    return WORDS[action["type"]](g, action)


def seat_words(seat: int) -> Phrase:
    """A seat by its number ("Player 2"), as the rulebook says it."""
    return translate("Rise of Babel log", "Player {number}").format(number=seat + 1)


def describe_action(g: dict, action, names: list[str] | None = None) -> str:
    """The action in words ("Player 2 plays Drover for 2 gold", or "Anna plays ..."
    when the seats' ``names`` are given); anything else is named as unknown or malformed."""
    kind = action.get("type") if isinstance(action, dict) else None
    seat = g["current"]
    if g["over"]:
        who: str = translate("Rise of Babel log", "Nobody")
    else:
        who = names[seat] if names and seat < len(names) else seat_words(seat)
    if not isinstance(kind, str) or kind not in WORDS:
        return translate("Rise of Babel log", "{player} tries a move Rise of Babel does not have").format(
            player=who
        )
    try:
        return translate("Rise of Babel log", "{player} {action}").format(
            player=who, action=action_words(g, action)
        )
    except (KeyError, TypeError, IndexError, ValueError, AttributeError, StopIteration):
        return translate("Rise of Babel log", "{player} tries a malformed move").format(player=who)


def phase_words(g: dict) -> str:
    """The phase for the status bar ("Round II", "Round III: final turns", "Game over")."""
    if g["over"]:
        return translate("Rise of Babel status", "Game over")
    if g["final_turns"]:
        return translate("Rise of Babel status", "Round {round}: final turns").format(round=ROMAN[g["round"]])
    return translate("Rise of Babel status", "Round {round}").format(round=ROMAN[g["round"]])
