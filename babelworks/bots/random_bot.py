"""A bot that plays a uniformly random legal action (for simulation and tests)."""

from __future__ import annotations

from babelworks.core.protocol import Action, State
from babelworks.core.rng import Rng


class RandomBot:
    """Chooses uniformly among ``state.legal_actions()`` with its own RNG."""

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def choose(self, state: State) -> Action | None:
        """A random legal action, or None when there is none."""
        actions = state.legal_actions()
        if not actions:
            return None
        return self.rng.choice(actions)
