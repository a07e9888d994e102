"""Hand-built Skyscrapers states for scenario tests."""

from __future__ import annotations

from babelworks.games.skyscrapers import GAME
from babelworks.games.skyscrapers.reference import place, stand
from babelworks.games.skyscrapers.state import SkyscrapersState

__all__ = ["build", "floor_on_h", "fresh", "give", "moved_onto_a_floor", "place", "stand"]


def fresh(players: int = 2, seed: int = 1) -> SkyscrapersState:
    """A new game at its start (seat 0 to act, foundation built)."""
    return GAME.new_game(players, seed)


def give(state: SkyscrapersState, seat: int, card: str) -> None:
    """Move ``card`` into ``seat``'s hand from wherever it is."""
    for hand in state.data["hands"] + [state.data["box"]]:
        if card in hand:
            hand.remove(card)
    state.data["hands"][seat].append(card)
    state.changed()


def build(worker: str, card: str, anchor: str, at, u: str, v: str) -> dict:
    """A build action."""
    return {"type": "build", "worker": worker, "card": card, "anchor": anchor, "at": list(at), "u": u, "v": v}


def floor_on_h(state: SkyscrapersState, card: str = "B01") -> None:
    """Lay ``card`` flat on the foundation "H" (x 0..2, y 0..1, height 1), joined to F1."""
    place(state, card, "F1", (0, 0, 1), "+x", "+y")


def moved_onto_a_floor(spot_taken_by: str | None = None):
    """Red's first worker steps from the foundation onto the floor on the "H", the move awaiting
    its verdict: to spot 0 (x 0.25, y 0.25 card units: a corner), or 1 when ``spot_taken_by``
    stands on 0."""
    state = fresh()
    floor_on_h(state, "B25")
    stand(state, "red-1", "F1", -1)
    if spot_taken_by:
        stand(state, spot_taken_by, "B25", 0)
    state.changed()
    state.apply({"type": "move", "worker": "red-1", "to": "B25"})
    return state
