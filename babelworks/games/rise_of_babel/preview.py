"""What an action would give, answered without playing it (the table asks before a drop).

:func:`preview` says which tile a placement puts down and what it gains at once
(influence, a free stalls-to-camp, confusion tiles due, the round's end);
:func:`round_scoring` shows the towers as the round will score them once the
action is played, with every seat's patterns and points. Both read the state and
change nothing.
"""

from __future__ import annotations

from babelworks.core.kernel import copy_data
from babelworks.games.rise_of_babel import scoring
from babelworks.games.rise_of_babel.cards import CARDS
from babelworks.games.rise_of_babel.content import content
from babelworks.games.rise_of_babel.towers import placement_bonus

TILES = content().tiles
CONFUSION_EVERY = content().board["confusion_every"]
PLACEMENTS = frozenset({"stalls_to_tower", "warehouse_to_tower", "place_wild", "place_confusion", "unload"})
FROM_KIND = {"warehouse_to_tower": "warehouse", "unload": "cargo"}
FROM_SUPPLY = {"place_wild": "wilds", "place_confusion": "confusion"}


def placed_tile(g: dict, action: dict) -> str | None:
    """The tile a legal placement ``action`` puts down (None for other actions)."""
    kind = action["type"]
    player = g["seats"][g["current"]]
    if kind == "stalls_to_tower":
        return player["stalls"][action["stall"]]
    if kind in FROM_KIND:
        return next(t for t in player[FROM_KIND[kind]] if TILES[t].kind == action["tile"])
    return g[FROM_SUPPLY[kind]][-1] if kind in FROM_SUPPLY else None


def preview(g: dict, action: dict) -> dict:
    """What the legal ``action`` gives at once, without playing it.

    Returns:
        ``{"tile": placed tile or None, "influence": immediate points,
        "stalls_to_camp": a free stalls-to-camp follows, "confusion": confusion
        tiles it makes due, "ends_round": it fills the last space of Round I or II
        (the round ends at once, or once a choice it leaves pending is made)}``.
    """
    tile, points, camp = placed_tile(g, action), 0, False
    if tile is not None and "tower" in action:
        target = (action["tower"], action["space"])
        points, camp = placement_bonus(g, g["current"], tile, target, action["type"] == "unload")
    elif action["type"] in PLACEMENTS:
        points = 1  # Round III with full towers: 1 influence instead of placing
    elif action["type"] == "buy_card":
        points = CARDS[_offered_card(g, action)].bonus.get("influence", 0)
    influence = g["seats"][g["current"]]["influence"]
    due = (influence + points) // CONFUSION_EVERY - influence // CONFUSION_EVERY
    return {
        "tile": tile,
        "influence": points,
        "stalls_to_camp": camp,
        "confusion": due,
        "ends_round": g["round"] < 3 and "tower" in action and _empty_spaces(g) == 1,
    }


def _offered_card(g: dict, action: dict) -> str:
    market = g["market"]
    return market["row"][action["slot"]] if action["from"] == "market" else market[action["from"]][-1]


def _empty_spaces(g: dict) -> int:
    return sum(cell[2] is None for tower in g["towers"] for cell in tower["cells"])


def round_scoring(g: dict, action: dict) -> tuple[list[dict], list[list[tuple[str, scoring.Pattern]]]]:
    """The towers as the round scores them once the legal ``action`` is played, and
    every seat's ``(tower id, pattern)`` list on them (the end-of-round show)."""
    towers = copy_data(g["towers"])
    tile = placed_tile(g, action) if "tower" in action else None
    for tower in towers:
        for cell in tower["cells"]:
            if tile is not None and tower["id"] == action["tower"] and cell[:2] == action["space"]:
                cell[2] = tile
    negative = not g["options"]["no_negative_confusion"]
    patterns = [
        [
            (tower["id"], pattern)
            for tower in towers
            for pattern in scoring.level_patterns(scoring.grid_of(tower), seat, negative)
        ]
        for seat in range(g["players"])
    ]
    return towers, patterns
