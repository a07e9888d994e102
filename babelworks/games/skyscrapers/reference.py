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
        # Reference structures are for tests and benchmarks, never a player.
        raise ValueError(f"{card} does not meet {anchor} there")  # not shown
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
    steps = [
        ((0, 1, storeys), "-x", "+y"),
        ((-2, 1, storeys), "+z", "+y"),
        ((-2, 1, storeys + 2), "-x", "+y"),
    ]
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


def leaning_tower(storeys: int = 6, offsets: int = 0) -> SkyscrapersState:
    """A tower like :func:`tower` whose first ``offsets`` storeys each step half a card sideways.

    A stepping storey's walls stand on the inner half of the floor below and carry
    the next floor on their outer half: the tower leans 5 cm (y) per stepped storey.
    """
    state = cast(SkyscrapersState, GAME.new_game(2, 0))
    cards = iter(state.content.blocks())
    floor, shift = next(cards), 0
    place(state, floor, "F1", (0, 0, 1), "+x", "+y")
    for level in range(2, storeys + 1):
        walls = (next(cards), next(cards))
        place(state, walls[0], floor, (0, shift, level - 1), "+y", "+z")
        place(state, walls[1], floor, (2, shift, level - 1), "+y", "+z")
        shift += 1 if level - 1 <= offsets else 0
        floor = next(cards)
        place(state, floor, walls[0], (0, shift, level), "+x", "+y")
    return state


def arm(storeys: int = 4, bays: int = 3) -> SkyscrapersState:
    """A :func:`tower` whose top storey holds out a two-deck arm of ``bays`` 10 cm bays.

    Each bay is an upper floor, a lower floor and the wall joining their outer edges
    (a closed frame): 3 bays are 9 cards reaching 30 cm out from the top wall at x = 0.
    """
    state = tower(storeys)
    top_wall = state.data["built"][-3][0]
    spare = iter(c for c in state.content.blocks() if c not in {card for card, _ in state.data["built"]})
    upper = lower = top_wall
    for bay in range(bays):
        x = -2 * bay
        upper_card, lower_card, wall = next(spare), next(spare), next(spare)
        place(state, upper_card, upper, (x, 1, storeys), "-x", "+y")
        place(state, lower_card, lower, (x, 1, storeys - 1), "-x", "+y")
        place(state, wall, lower_card, (x - 2, 1, storeys - 1), "+y", "+z")
        upper = lower = wall
    return state


def just_built(state: SkyscrapersState) -> SkyscrapersState:
    """Make the last placed card the build awaiting its verdict (so a hand's tremor touches it)."""
    card = state.data["built"][-1][0]
    state.data["pending"] = {"actor": 0, "action": {"type": "build", "card": card}, "before": {}}
    state.changed()
    return state
