"""Tower levels in play: empty spaces, placing tiles, placement bonuses and influence."""

from __future__ import annotations

from babelworks.games.rise_of_babel import chance
from babelworks.games.rise_of_babel.content import RESOURCES, content

CONTENT = content()
TILES = CONTENT.tiles
CONFUSION_EVERY = CONTENT.board["confusion_every"]


def level_of(tower: dict):
    """The content :class:`Level` a tower in play shows."""
    levels = CONTENT.majors if tower["id"] == "major" else CONTENT.minors
    return levels[tower["level"]]


def printed(tower: dict, cell: list) -> str:
    """What is printed under a cell: a resource, "camp" (stalls-to-camp icon) or ""."""
    if cell[3] is not None:
        return CONTENT.bonus_tiles[cell[3]]
    return level_of(tower).spaces[(cell[0], cell[1])]


def new_tower(g: dict, tower_id: str, level_name: str) -> dict:
    """A fresh tower level; bonus tiles cover its printed resources when the option is on."""
    level = (CONTENT.majors if tower_id == "major" else CONTENT.minors)[level_name]
    cells = [[r, c, None, None] for (r, c) in sorted(level.spaces)]
    if tower_id == "major" and g["options"]["bonus_tiles"]:
        chance.shuffle(g, g["bonus_supply"])
        for cell in cells:
            if level.spaces[(cell[0], cell[1])] in RESOURCES:
                cell[3] = g["bonus_supply"].pop()
    return {"id": tower_id, "level": level_name, "cells": cells}


def empty_spaces(g: dict) -> list[tuple[str, list[int]]]:
    """Every empty space on every tower in play, as ``(tower id, [row, col])``."""
    return [
        (tower["id"], [cell[0], cell[1]])
        for tower in g["towers"]
        for cell in tower["cells"]
        if cell[2] is None
    ]


def towers_full(g: dict) -> bool:
    """True when no tower in play has an empty space."""
    return all(cell[2] is not None for tower in g["towers"] for cell in tower["cells"])


def find_cell(g: dict, tower_id: str, space: list[int]) -> tuple[dict, list]:
    """The tower and cell at ``space`` of ``tower_id``."""
    for tower in g["towers"]:
        if tower["id"] == tower_id:
            for cell in tower["cells"]:
                if cell[0] == space[0] and cell[1] == space[1]:
                    return tower, cell
    raise KeyError((tower_id, tuple(space)))


def gain_influence(g: dict, seat: int, points: int, immediate: bool = True) -> None:
    """Advance a player's influence; immediate gains passing a step 5 or 10 on the
    player's own turn make a confusion tile placement due.

    Args:
        g: The game data.
        seat: Who gains.
        points: How many points (negative only from round scoring; never below 0).
        immediate: False for end-of-round and final scoring (confusion icons ignored).
    """
    player = g["seats"][seat]
    before = player["influence"]
    player["influence"] = max(0, before + points)
    if immediate and seat == g["current"]:
        crossed = player["influence"] // CONFUSION_EVERY - before // CONFUSION_EVERY
        g["turn"]["confusion_due"] += max(0, crossed)


def place(g: dict, seat: int, tile: str, target: tuple[str, list[int]], by_elephant: bool) -> None:
    """Put ``tile`` on an empty tower space and award its placement bonuses.

    Args:
        g: The game data.
        seat: The player placing (who gains the bonuses).
        tile: The tile id (resource, dual, multi, wild or confusion).
        target: ``(tower id, [row, col])`` of an empty space.
        by_elephant: True when unloaded from the elephant (specialization bonus).
    """
    points, camp = placement_bonus(g, seat, tile, target, by_elephant)
    find_cell(g, *target)[1][2] = tile
    if camp:
        g["turn"]["stack"].append({"kind": "stalls_to_camp"})
    gain_influence(g, seat, points)


def placement_bonus(
    g: dict, seat: int, tile: str, target: tuple[str, list[int]], by_elephant: bool
) -> tuple[int, bool]:
    """What placing ``tile`` on the empty space ``target`` gives, without placing it.

    Returns:
        ``(influence, free stalls-to-camp)``: 1 for covering a matching printed
        resource (a confusion tile: any printed icon), 1 for a specialised elephant
        delivery, 1 for the level's last empty space; the camp icon gives a free
        stalls-to-camp action.
    """
    tower, cell = find_cell(g, *target)
    under, shown = printed(tower, cell), TILES[tile]
    last = all(other[2] is not None for other in tower["cells"] if other is not cell)
    if shown.kind == "confusion":
        return (1 if under else 0) + last, False
    points = 1 if under in shown.resources else 0
    if by_elephant and _specialised(g["seats"][seat], shown.resources):
        points += 1
    return points + last, under == "camp"


def _specialised(player: dict, resources: tuple) -> bool:
    return any(spec.split("-")[1] in resources for spec in player["specs"])


def placing_gives_influence(g: dict) -> bool:
    """Round III with full towers: a tile that would be placed gives 1 influence instead."""
    return g["round"] == 3 and towers_full(g)
