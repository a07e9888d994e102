"""Where a card dragged from the hand would go: legal placements grouped by place.

Pure (no Qt): the table asks for the placements of one card by one builder,
grouped by where the card's middle would be (the places a ghost can snap
to); the orientations at one place are cycled with the wheel or a key. Each
placement says what it would score, in the rulebook's words.
"""

from __future__ import annotations

from dataclasses import dataclass

from babelworks.games.skyscrapers.building import girder_links
from babelworks.games.skyscrapers.geometry import CardPose, card_centre_cm


@dataclass(frozen=True)
class Placement:
    """One legal build of the dragged card: the action and its points in words."""

    action: dict
    pose: CardPose
    points: int
    why: str


def placements(state, card: str, builder: str | None) -> dict[tuple, list[Placement]]:
    """Legal builds of ``card`` (by ``builder``, or any of the seat's builders), by card middle.

    Returns:
        Card middle (lattice cm) -> the placements there, in the engine's order.
    """
    found: dict[tuple, list[Placement]] = {}
    for action in state.legal_actions():
        if action["type"] != "build" or action["card"] != card:
            continue
        if builder is not None and action["worker"] != builder:
            continue
        pose = CardPose.from_dict(action)
        found.setdefault(card_centre_cm(pose), []).append(score(state, action, pose))
    return found


def score(state, action: dict, pose: CardPose) -> Placement:
    """The placement with its points explained (girder links, drawn worker, doubling)."""
    card = state.content.cards[action["card"]]
    links = girder_links(state.content, state.structure, card, pose)
    worker = 1 if card.worker is not None else 0
    doubled = pose.bounds()[1][2] > state.structure.top()
    points = (links + worker) * (2 if doubled else 1)
    parts = [f"{links} girder link{'s' if links != 1 else ''}"]
    if worker:
        parts.append("drawn worker +1")
    if doubled:
        parts.append("new height: doubled")
    return Placement(action, pose, points, f"+{points} points ({', '.join(parts)})")


def why_no_place(state, card: str, builder: str | None) -> str:
    """Why the card cannot be built anywhere now, in a player's words."""
    if state.current_player is None or state.current_player < 0:
        return "Wait: the building is being checked." if not state.is_over() else "The game is over."
    seat = state.data["seat"]
    if card not in state.data["hands"][seat] + state.data["supports"][seat]:
        return f"Card {card} is not in your hand."
    on_site = [w for w, p in state.data["workers"].items() if p["where"] == "site" and state.seat_of(w) == seat]
    if not on_site:
        return "Send a worker to the site first: every build needs a builder next to the card it joins."
    who = builder or "any of your workers"
    return (f"{card} has no legal place next to {who}: it must meet a card at right angles, "
            "not touch the board, keep a drawn worker upright and join a girder to a girder.")
