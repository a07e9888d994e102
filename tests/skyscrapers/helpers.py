"""Hand-built Skyscrapers states for scenario tests."""

from __future__ import annotations

from babelworks.games.skyscrapers.reference import place, stand
from babelworks.games.skyscrapers.state import SkyscrapersState, new_state

__all__ = ["fresh", "give", "place", "stand", "build", "floor_on_h"]


def fresh(players: int = 2, seed: int = 1) -> SkyscrapersState:
    """A new game at its start (seat 0 to act, foundation built)."""
    return new_state(players, seed)


def give(state: SkyscrapersState, seat: int, card: str) -> None:
    """Move ``card`` into ``seat``'s hand from wherever it is."""
    for hand in state.data["hands"] + [state.data["box"]]:
        if card in hand:
            hand.remove(card)
    state.data["hands"][seat].append(card)
    state._changed()


def build(worker: str, card: str, anchor: str, at, u: str, v: str) -> dict:
    """A build action."""
    return {"type": "build", "worker": worker, "card": card, "anchor": anchor, "at": list(at), "u": u, "v": v}


def floor_on_h(state: SkyscrapersState, card: str = "B01") -> None:
    """Lay ``card`` flat on the foundation "H" (x 0..2, y 0..1, height 1), joined to F1."""
    place(state, card, "F1", (0, 0, 1), "+x", "+y")
