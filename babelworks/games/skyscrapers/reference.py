"""Reference structures, built card by card, for tests, the benchmark and the docs.

These states bypass the build rules on purpose (a cantilever of three cards
from one joint is what a careful player would never build): they exist to
show which structures the physics keeps standing and which it drops.
"""

from __future__ import annotations

from typing import cast

from babelworks.games.skyscrapers import GAME
from babelworks.games.skyscrapers.building import anchor_joint
from babelworks.games.skyscrapers.geometry import CardPose
from babelworks.games.skyscrapers.state import SkyscrapersState


def place(state: SkyscrapersState, card: str, anchor: str, at, u: str, v: str) -> None:
    """Put ``card`` into the structure at a pose, joined to ``anchor``, with no rule checks."""
    pose = CardPose(tuple(at), u, v)
    joint = anchor_joint(state.structure, anchor, pose)
    if joint is None:
        raise ValueError(f"{card} does not meet {anchor} there")
    for hand in state.data["hands"] + state.data["supports"] + [state.data["box"]]:
        if card in hand:
            hand.remove(card)
    state.data["built"].append([card, pose.to_dict()])
    state.data["joints"].append([card, joint[0], anchor, joint[1]])
    state.data["connectors"] -= 1
    state.changed()


def stand(state: SkyscrapersState, worker: str, card: str, spot: int) -> None:
    """Stand ``worker`` on a floor card's spot (-1: beside a board card)."""
    state.data["workers"][worker] = {"where": "site", "card": card, "spot": spot}


def tower(storeys: int = 10, seed: int = 0) -> SkyscrapersState:
    """A symmetric tower on the foundation: per storey two walls and a floor.

    Floors lie across the "H" at heights 1..storeys; between floors, walls at
    x = 0 and x = 2 carry the next floor. 10 storeys use 28 cards (31 with the
    foundation).
    """
    state = cast(SkyscrapersState, GAME.new_game(2, seed))
    cards = iter(state.content.blocks())
    below = ("F1", "F2")
    for level in range(1, storeys + 1):
        floor = next(cards)
        place(state, floor, below[0], (0, 0, level), "+x", "+y")
        if level < storeys:
            below = (next(cards), next(cards))
            place(state, below[0], floor, (0, 0, level), "+y", "+z")
            place(state, below[1], floor, (2, 0, level), "+y", "+z")
    return state


def tower_with_cantilever(storeys: int = 9, cards: int = 3) -> SkyscrapersState:
    """A symmetric tower whose top wall at x = 0 holds out a cantilever of ``cards`` cards."""
    state = tower(storeys)
    top = state.data["built"][-3][0]
    spare = iter(c for c in state.content.blocks() if c not in {card for card, _ in state.data["built"]})
    steps = [((0, 1, storeys), "-x", "+y"), ((-2, 1, storeys), "+z", "+y"), ((-2, 1, storeys + 2), "-x", "+y")]
    previous = top
    for at, u, v in steps[:cards]:
        card = next(spare)
        place(state, card, previous, at, u, v)
        previous = card
    return state


def cantilever(cards: int = 3, seed: int = 0) -> SkyscrapersState:
    """Cards held out from the foundation's top edge through one joint point.

    A floor juts out 10 cm from F1's top edge (one shared unit segment); then
    a wall stands on its far edge, then a floor on the wall juts further.
    """
    state = cast(SkyscrapersState, GAME.new_game(2, seed))
    ids = iter(state.content.blocks())
    steps = [("F1", (0, 0, 1), "-x", "+y"), (None, (-2, 0, 1), "+z", "+y"), (None, (-2, 0, 3), "-x", "+y")]
    previous = "F1"
    for anchor, at, u, v in steps[:cards]:
        card = next(ids)
        place(state, card, anchor or previous, at, u, v)
        previous = card
    return state
