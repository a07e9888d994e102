"""Every action open to the seat to act: sends, builds and moves, in a fixed order.

Rulebook, "Turn Order": send a worker onto the construction site, build a new
block, move a worker. Builds are enumerated exactly (see
:mod:`~babelworks.games.skyscrapers.building`): for each builder and each card
it can reach, every open site around that card, then every card in hand that
may lie there. The open sites and the builds per anchor are kept on the
structure they were found on (it never changes), so copies of a state share
them and a later structure narrows them down instead of searching again.
"""

from __future__ import annotations

from babelworks.core.protocol import Action
from babelworks.games.skyscrapers import building, workers
from babelworks.games.skyscrapers.geometry import CardPose, crossing
from babelworks.games.skyscrapers.setup import worker_ids


def legal_actions(state) -> list[Action]:
    """Sends, builds and moves open to the seat to act, in that order (empty: only pass)."""
    return sends(state) + builds(state) + moves(state)


def crew(state, seat: int) -> list[str]:
    """The seat's workers still in its crew (not yet sent), in order."""
    places = state.data["workers"]
    return [w for w in worker_ids(seat) if places[w]["where"] == "crew"]


def on_site(state, seat: int) -> list[str]:
    """The seat's workers on the construction site (not lost), in order."""
    places = state.data["workers"]
    return [w for w in worker_ids(seat) if places[w]["where"] == "site"]


def sends(state) -> list[Action]:
    """Sending the next crew worker next to a card of the foundation.

    Rulebook, "Sending a Worker": "The foundation of the skyscraper consists of
    those cards that are located directly on the construction site drawn on the
    game board": the three "H" cards and every support standing on the board.
    """
    if not crew(state, state.data["seat"]):
        return []
    return [{"type": "send", "to": card} for card in state.structure.ground_cards]


def builds(state) -> list[Action]:
    """Every build the seat to act may make (none once the connectors run out)."""
    seat = state.data["seat"]
    if state.data["connectors"] <= 0:
        return []
    found = []
    for worker in on_site(state, seat):
        for anchor in workers.reach(state.structure, state.data["workers"][worker]):
            found += [
                build_action(worker, card, anchor, pose) for pose, card in anchor_builds(state, seat, anchor)
            ]
    return found


def anchor_builds(state, seat: int, anchor: str) -> list[tuple[CardPose, str]]:
    """(pose, card) pairs ``seat`` may build onto ``anchor`` with the cards it holds."""
    cards = tuple(state.data["hands"][seat] + state.data["supports"][seat])
    memo = state.structure.memo
    key = ("builds", anchor, cards)
    if key not in memo:
        held = [state.content.cards[c] for c in cards]
        chosen = [(card.id, building.card_shape(card), card.girder_lines) for card in held]
        found = []
        for pose in open_sites(state.structure, anchor):
            girders = building.built_girders(state.content, state.structure, pose)
            if girders:  # a site meeting no built girder takes no card
                shapes = building.pose_shapes(pose)
                found += [
                    (pose, card)
                    for card, shape, lines in chosen
                    if shape in shapes and not lines.isdisjoint(girders)
                ]
        memo[key] = found
    return memo[key]


def open_sites(structure, anchor: str) -> list[CardPose]:
    """Open sites around ``anchor``: narrowed from an earlier structure's answer when known
    (a structure only grows, so a later card can only close sites, by crossing them)."""
    sites = structure.memo.setdefault("sites", {})
    if anchor not in sites:
        known, newer = structure.earlier_answer("sites", anchor)
        if known is None:
            sites[anchor] = building.open_sites(structure, anchor)
        else:
            sites[anchor] = [site for site in known if not any(crossing(site, card) for card in newer)]
    return sites[anchor]


def build_action(worker: str, card: str, anchor: str, pose: CardPose) -> Action:
    """The build action of ``card`` by ``worker`` onto ``anchor`` at ``pose``."""
    return {"type": "build", "worker": worker, "card": card, "anchor": anchor, **pose.to_dict()}


def moves(state) -> list[Action]:
    """Every one-step move of the seat's workers on the site to a card with room."""
    found = []
    for worker in on_site(state, state.data["seat"]):
        place = state.data["workers"][worker]
        for card in workers.destinations(state.structure, place):
            if workers.place_on(state.structure, state.data["workers"], card) is not None:
                found.append({"type": "move", "worker": worker, "to": card})
    return found
