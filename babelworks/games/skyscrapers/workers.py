"""Workers on the construction site: where they stand and where they may step.

A worker on the site stands either at the foundation level, next to a card
standing on the board (``spot`` -1), or on a floor card at one of its 8 spots
(a 4 x 2 grid). Where on a card a worker stands is free in the rulebook and
costs no action, so the engine always uses the lowest free spot whose room is
open; only the card is the player's choice.

One move (one action) takes a worker to (rulebook, "Moving a Worker"):

* another card of the foundation level;
* from the foundation level, a first floor: the lowest floor touching a card
  that stands on the board;
* down from such a floor to the foundation level, beside any board card;
* a floor linked to its own (one floor up or down, never skipping one; see
  :mod:`~babelworks.games.skyscrapers.structure`);
* any card of the floor it stands on (same height, linked through that height).
"""

from __future__ import annotations

from babelworks.games.skyscrapers.geometry import spot_cell
from babelworks.games.skyscrapers.structure import Structure

GROUND = -1
SPOTS = 8


def free_spot(structure: Structure, workers: dict, floor: str) -> int | None:
    """The lowest free spot on ``floor`` in an open (not enclosed) cell, or None."""
    taken = {p["spot"] for p in workers.values() if p.get("card") == floor and p["where"] in ("site", "lost")}
    pose = structure.poses[floor]
    for spot in range(SPOTS):
        if spot not in taken and spot_cell(pose, spot) not in structure.enclosed_cells:
            return spot
    return None


def destinations(structure: Structure, place: dict) -> list[str]:
    """Cards a worker at ``place`` (a site place) can step to with one move."""
    here = place["card"]
    if place["spot"] == GROUND:
        floors = [f for f in structure.floors if f in structure.ground_floors]
        return [g for g in structure.ground_cards if g != here] + floors
    found = set(structure.links[here]) | structure.same_floor(here)
    if here in structure.ground_floors:
        found |= set(structure.ground_cards)
    found.discard(here)
    order = list(structure.poses)
    return sorted(found, key=order.index)


def place_on(structure: Structure, workers: dict, card: str) -> dict | None:
    """The site place a worker arriving at ``card`` takes, or None when no room."""
    if card in structure.ground_cards and not structure.poses[card].is_floor:
        return {"where": "site", "card": card, "spot": GROUND}
    spot = free_spot(structure, workers, card)
    return None if spot is None else {"where": "site", "card": card, "spot": spot}


def trapped(structure: Structure, workers: dict) -> list[str]:
    """Workers on floors whose room has just been walled in."""
    on_floors = {w: p for w, p in workers.items() if p["where"] == "site" and p["spot"] != GROUND}
    if not on_floors:
        return []  # nobody to trap: spare the flood fill
    enclosed = structure.enclosed_cells
    return [w for w, p in on_floors.items() if spot_cell(structure.poses[p["card"]], p["spot"]) in enclosed]


def reach(structure: Structure, place: dict) -> list[str]:
    """Cards a builder at ``place`` can attach a new card to.

    At the foundation level: the board card it stands next to. On a floor:
    that floor and the standing cards touching it (the walls around it).
    """
    here = place["card"]
    if place["spot"] == GROUND:
        return [here]
    walls = [c for c in structure.contacts[here] if not structure.poses[c].is_floor]
    order = list(structure.poses)
    return [here] + sorted(walls, key=order.index)
