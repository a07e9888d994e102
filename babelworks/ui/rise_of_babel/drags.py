"""What a drag means: a dragged thing dropped on a target becomes one game action.

A drag carries a :class:`~babelworks.ui.table_api.DragPayload` whose piece is
the source, what is picked up:

- ``{"stall": 0}``, ``{"warehouse": "wood"}``, ``{"camp": "tar"}``, ``{"cargo": "brick"}``,
  ``{"bag": "stone"}``, ``{"supply": "wild"}`` / ``{"supply": "confusion"}``: tiles;
- ``{"card": "m12", "pile": "play" | "discard"}``: one of your cards (dropped on the
  table, ``{"zone": "table"}``, a card in play is played with its banner);
- ``{"offer": {"from": "market", "slot": 2}}`` / ``{"offer": {"from": "jobs"}}``: a market card.

A target is a tower space ``{"tower": "major", "space": [r, c]}``, a zone
``{"zone": "warehouse" | "camp" | "elephant" | "discard" | "hand" | "trash"}``,
an upgrade track ``{"track": "wood"}`` or a stall ``{"stall": 1}``.
:func:`compose` turns (source, target) into the legal action it means, or
explains why there is none. No Qt here.
"""

from __future__ import annotations

from babelworks.games.rise_of_babel.cards import CARDS

# target zone -> (source key -> action types, the plain meaning first; the special
# ones after it win when legal: a free or cheap gain rather than a purchase)
_ZONE_ACTIONS = {
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
    types = _ZONE_ACTIONS.get(target.get("zone"), {}).get(key, ())
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
    # Round III with full towers: the same action without a space gives 1 influence.
    return [{**base, "tower": target["tower"], "space": list(target["space"])}, base]


def _zone_action(kind: str, source: dict) -> list[dict]:
    if "offer" in source:
        return [{"type": kind, **source["offer"]}]
    if "card" in source:
        return [{"type": kind, "card": source["card"]}]
    if "stall" in source:
        return [{"type": kind, "stall": source["stall"]}]
    return [{"type": kind, "tile": source["camp"]}]


def compose(source: dict, target: dict, legal: list[dict]) -> dict | None:
    """The legal action meant by dropping ``source`` on ``target``, or None
    (the most special legal meaning, see :data:`_ZONE_ACTIONS`)."""
    for action in reversed(candidates(source, target)):
        if action in legal:
            return action
    return None


def refusal(source: dict, target: dict) -> str:
    """Why a drop does nothing, in words, when no action fits it at all."""
    return f"{_source_words(source)} cannot go {_target_words(target)} now."


def _source_words(source: dict) -> str:
    key = _source_key(source)
    words = {
        "stall": lambda: f"The tile in stall {source['stall'] + 1}",
        "warehouse": lambda: f"A {source['warehouse']} tile from the warehouse",
        "camp": lambda: f"A {source['camp']} tile from the camp",
        "cargo": lambda: f"The elephant's {source['cargo']} tile",
        "bag": lambda: f"A {source['bag']} tile from the bag",
        "wild": lambda: "A wild tile",
        "confusion": lambda: "A confusion tile",
        "card": lambda: "That card",
        "offer": lambda: "That market card",
    }
    return words[key]()


def _target_words(target: dict) -> str:
    if "tower" in target:
        row, col = target["space"]
        return f"onto {target['tower']} row {row + 1} column {col + 1}"
    if "track" in target:
        return f"onto the {target['track']} upgrade track"
    if "stall" in target:
        return f"into stall {target['stall'] + 1}"
    zones = {
        "discard": "to your discard pile",
        "hand": "into your hand",
        "trash": "to the trash",
        "table": "onto the table",
    }
    return zones.get(target.get("zone"), f"to the {target.get('zone')}")
