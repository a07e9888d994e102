"""Skyscrapers: a dexterity game of cards joined by connectors into a tower.

The rules engine is pure (no physics): after every build and worker move the
game waits (CHANCE) for a verdict outcome action. ``GAME.sample_outcome`` is
the cheap analytic stand-in; the real verdict comes from
``babelworks.physics.skyscrapers_verdict.resolve_outcome``.
"""

from __future__ import annotations

import copy

from babelworks.games.skyscrapers.analytic import analytic_verdict
from babelworks.games.skyscrapers.state import SkyscrapersState, new_state


class SkyscrapersGame:
    """The Game protocol entry point for Skyscrapers."""

    id = "skyscrapers"
    name = "Skyscrapers"
    min_players = 2
    max_players = 4

    def new_game(self, players: int, seed: int, options: dict | None = None) -> SkyscrapersState:
        """Deal the cards and build the foundation; raises ValueError for 0-1 or 5+ players."""
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Skyscrapers is for 2 to 4 players, not {players}.")
        return new_state(players, seed, options)

    def from_dict(self, data: dict) -> SkyscrapersState:
        """Rebuild a state from ``to_dict`` output (ValueError when it is not one)."""
        required = {"players", "rng", "hands", "supports", "box", "built", "joints", "workers", "scores"}
        if not isinstance(data, dict) or not required <= set(data):
            raise ValueError("not a Skyscrapers state")
        try:
            state = SkyscrapersState(copy.deepcopy(data))
            problems = state.check_invariants()
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
            raise ValueError(f"not a Skyscrapers state: {error!r}") from None
        if problems:
            raise ValueError("; ".join(problems))
        return state

    def sample_outcome(self, state: SkyscrapersState, rng) -> dict:
        """The analytic (no physics) verdict for a state awaiting one."""
        return analytic_verdict(state)

    def winners(self, state: SkyscrapersState) -> list[int]:
        """Seats with the best score among those not eliminated."""
        seats = state.active_seats()
        if not seats:
            return []
        best = max(state.data["scores"][s] for s in seats)
        return [s for s in seats if state.data["scores"][s] == best]


GAME = SkyscrapersGame()
