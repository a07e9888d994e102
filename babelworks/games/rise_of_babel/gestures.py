"""What a gesture at the Rise of Babel table means, in actions (see ``State.action_for``).

A gesture is ``{"source": ..., "target": ...}``: a thing picked up and where it was
dropped (``{"click": {"tower": "major", "space": [r, c]}}`` is a click on a tower space,
``{"action": {...}}`` a complete action). The source is

- ``{"stall": 0}``, ``{"warehouse": "wood"}``, ``{"camp": "tar"}``, ``{"cargo": "brick"}``,
  ``{"bag": "stone"}``, ``{"supply": "wild"}`` / ``{"supply": "confusion"}``: tiles;
- ``{"card": "m12", "pile": "play" | "discard"}``: one of your cards (dropped on the
  table, ``{"zone": "table"}``, a card in play is played with its banner);
- ``{"offer": {"from": "market", "slot": 2}}`` / ``{"offer": {"from": "jobs"}}``: a market card.

A target is a tower space ``{"tower": "major", "space": [r, c]}``, a zone
``{"zone": "warehouse" | "camp" | "elephant" | "discard" | "hand" | "trash"}``,
an upgrade track ``{"track": "wood"}`` or a stall ``{"stall": 1}``.
:func:`meanings` lists what (source, target) could mean, most wanted first: the
engine plays the one legal meaning, or refuses with the plain meaning's reason, or
(a card in play whose two banners are both allowed) lists the choices.
"""

from __future__ import annotations

from typing import Any

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import Action
from babelworks.core.words import translate
from babelworks.games.rise_of_babel.cards import CARDS
from babelworks.games.rise_of_babel.describe import tile_words

# target zone -> (source key -> action types, the plain meaning first; the special
# ones after it win when legal: a free or cheap gain rather than a purchase)
_ZONE_ACTIONS: dict[str, dict[str, tuple[str, ...]]] = {
    "warehouse": {"stall": ("stalls_to_warehouse",)},
    "camp": {"stall": ("stalls_to_camp",)},
    "elephant": {"camp": ("load_elephant",)},
    "discard": {"offer": ("buy_card", "gain_cheap_card", "gain_free")},
    "hand": {"offer": ("gain_to_hand",), "card": ("search_discard",)},
    "trash": {"card": ("trash",)},
}
_TOWER_ACTIONS = {
    "stall": "stalls_to_tower",
    "warehouse": "warehouse_to_tower",
    "cargo": "unload",
    "wild": "place_wild",
    "confusion": "place_confusion",
}


def _source_key(source: dict) -> str:
    if "supply" in source:
        return source["supply"]
    return next(iter(source))


def click_meanings(target: Any, legal: list[Action]) -> list[list[Action]]:
    """A click on a tower space means whatever legal action places there (a confusion
    tile, the only wild placement ...): one tier, so two such actions are a choice.

    Raises:
        IllegalAction: nothing can be placed there now, or the click names no space.
    """
    if type(target) is not dict or "tower" not in target or "space" not in target:
        raise IllegalAction(translate("Rise of Babel refusals", "Click a space of a tower."))
    there = [a for a in legal if a.get("tower") == target["tower"] and a.get("space") == target["space"]]
    if not there:
        raise IllegalAction(translate("Rise of Babel refusals", "Nothing can be placed on that space now."))
    return [there]


def candidates(source: dict, target: dict) -> list[dict]:
    """Every action the drop could mean, its plain meaning first (legal or not)."""
    key = _source_key(source)
    if "tower" in target:
        return _tower_candidates(key, source, target)
    if "track" in target and key == "stall":
        return [{"type": "board_upgrade", "stall": source["stall"], "track": target["track"]}]
    if target.get("zone") == "table" and source.get("pile") == "play":
        banners = range(len(CARDS[source["card"]].banners))
        return [{"type": "activate", "card": source["card"], "banner": n} for n in banners]
    if "stall" in target and key == "bag":
        return [{"type": "stall_from_bag", "stall": target["stall"], "tile": source["bag"]}]
    zone_actions: dict[str, tuple[str, ...]] = _ZONE_ACTIONS.get(str(target.get("zone")), {})
    types = zone_actions.get(key, ())
    return [action for kind in types for action in _zone_action(kind, source)]


def _tower_candidates(key: str, source: dict, target: dict) -> list[dict]:
    kind = _TOWER_ACTIONS.get(key)
    if kind is None:
        return []
    base = {"type": kind}
    if key == "stall":
        base["stall"] = source["stall"]
    elif key in ("warehouse", "cargo"):
        base["tile"] = source[key]
    # Rulebook, Round III: with every tower full, the same action without a space gives
    # 1 influence instead, so a drop on a (full) tower space means that then.
    return [{**base, "tower": target["tower"], "space": list(target["space"])}, base]


def _zone_action(kind: str, source: dict) -> list[dict]:
    if "offer" in source:
        return [{"type": kind, **source["offer"]}]
    if "card" in source:
        return [{"type": kind, "card": source["card"]}]
    if "stall" in source:
        return [{"type": kind, "stall": source["stall"]}]
    return [{"type": kind, "tile": source["camp"]}]


def meanings(gesture: dict[str, Any]) -> list[list[Action]] | None:
    """What dropping the gesture's source on its target could mean, in tiers, most
    wanted first (the special meanings of :data:`_ZONE_ACTIONS` before the plain one;
    a card's banners in one tier: both legal is a choice). None: not a drop.

    Raises:
        IllegalAction: a drop that can mean nothing at all, with its sentence.
    """
    source, target = gesture.get("source"), gesture.get("target")
    if source is None and target is None:
        return None
    if type(source) is not dict or type(target) is not dict or not source:
        raise IllegalAction(
            translate("Rise of Babel refusals", "Drop a tile or a card on a place of the table.")
        )
    try:
        meant = candidates(source, target)
        sentence = "" if meant else refusal(source, target)
    except (KeyError, TypeError, ValueError, IndexError):  # a malformed drop: no move, no crash
        raise IllegalAction(
            translate("Rise of Babel refusals", "Drop a tile or a card on a place of the table.")
        ) from None
    if not meant:
        raise IllegalAction(sentence)
    if meant[0]["type"] == "activate":
        return [meant]
    return [[action] for action in reversed(meant)]


def refusal(source: dict, target: dict) -> str:
    """Why a drop does nothing, in words, when no action fits it at all."""
    return translate("Rise of Babel refusals", "{thing} cannot go {place} now.").format(
        thing=_source_words(source), place=_target_words(target)
    )


def _source_words(source: dict) -> str:
    key = _source_key(source)
    words = {
        "stall": lambda: translate("Rise of Babel refusals", "The tile in stall {stall}").format(
            stall=source["stall"] + 1
        ),
        "warehouse": lambda: translate("Rise of Babel refusals", "A {tile} tile from the warehouse").format(
            tile=tile_words(source["warehouse"])
        ),
        "camp": lambda: translate("Rise of Babel refusals", "A {tile} tile from the camp").format(
            tile=tile_words(source["camp"])
        ),
        "cargo": lambda: translate("Rise of Babel refusals", "The elephant's {tile} tile").format(
            tile=tile_words(source["cargo"])
        ),
        "bag": lambda: translate("Rise of Babel refusals", "A {tile} tile from the bag").format(
            tile=tile_words(source["bag"])
        ),
        "wild": lambda: translate("Rise of Babel refusals", "A wild tile"),
        "confusion": lambda: translate("Rise of Babel refusals", "A confusion tile"),
        "card": lambda: translate("Rise of Babel refusals", "That card"),
        "offer": lambda: translate("Rise of Babel refusals", "That market card"),
    }
    return words[key]()


def _target_words(target: dict) -> str:
    if "tower" in target:
        row, col = target["space"]
        return translate("Rise of Babel refusals", "onto {tower} row {row} column {column}").format(
            tower=target["tower"], row=row + 1, column=col + 1
        )
    if "track" in target:
        return translate("Rise of Babel refusals", "onto the {track} upgrade track").format(
            track=tile_words(target["track"])
        )
    if "stall" in target:
        return translate("Rise of Babel refusals", "into stall {stall}").format(stall=target["stall"] + 1)
    zones = {
        "discard": translate("Rise of Babel refusals", "to your discard pile"),
        "hand": translate("Rise of Babel refusals", "into your hand"),
        "trash": translate("Rise of Babel refusals", "to the trash"),
        "table": translate("Rise of Babel refusals", "onto the table"),
    }
    zone = target.get("zone")
    return zones.get(str(zone)) or translate("Rise of Babel refusals", "to the {zone}").format(zone=zone)
