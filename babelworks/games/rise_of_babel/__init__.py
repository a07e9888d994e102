"""Rise of Babel: deck-building, resource tiles carried to the towers, pattern scoring.

The package exposes :data:`GAME` (the Game protocol entry point). Content comes
from ``assets/rise_of_babel``; the rules are split by responsibility: setup,
cards, tiles, towers, board (upgrades, elephant, gold), legal, effects, rounds,
scoring, invariants, describe.
"""

from __future__ import annotations

import json

from babelworks.games.rise_of_babel.state import RiseState

REQUIRED_KEYS = ("players", "options", "rng", "reveals", "round", "current", "seats",
                 "towers", "market", "turn")


class RiseOfBabel:
    """The Rise of Babel game (1 to 4 players, no physical outcomes)."""

    id = "rise-of-babel"
    name = "Rise of Babel"
    min_players = 1
    max_players = 4

    def new_game(self, players: int, seed: int, options: dict | None = None) -> RiseState:
        """Set up a new game; every random choice follows from ``seed``."""
        return RiseState.new(players, seed, options)

    def from_dict(self, data: dict) -> RiseState:
        """Rebuild a state from ``to_dict`` output (ValueError when it is not one)."""
        if not isinstance(data, dict) or any(key not in data for key in REQUIRED_KEYS):
            raise ValueError("Not a Rise of Babel game state.")
        state = RiseState(json.loads(json.dumps(data)))
        try:
            problems = state.check_invariants()
        except (KeyError, TypeError, IndexError, AttributeError) as error:
            raise ValueError(f"Broken Rise of Babel game state: {error!r}") from None
        if problems:
            raise ValueError(f"Broken Rise of Babel game state: {problems[0]}")
        return state

    def sample_outcome(self, state: RiseState, rng) -> dict:
        """Never needed: Rise of Babel has no physical outcomes (no CHANCE seat)."""
        raise NotImplementedError("Rise of Babel has no physical outcomes to sample.")

    def winners(self, state: RiseState) -> list[int]:
        """Seats with the most influence (ties share the win)."""
        scores = state.scores()
        best = max(scores)
        return [seat for seat, score in enumerate(scores) if score == best]


GAME = RiseOfBabel()
