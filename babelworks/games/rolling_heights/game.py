"""The Rolling Heights entry point: the module-level ``GAME`` of this package."""

from __future__ import annotations

import json

from babelworks.core.rng import Rng
from babelworks.games.rolling_heights.rolls import sample_roll
from babelworks.games.rolling_heights.scoring import winners
from babelworks.games.rolling_heights.setup import new_game
from babelworks.games.rolling_heights.state import FIELDS, RollingHeightsState


class RollingHeights:
    """Rolling Heights for 2-4 players."""

    id = "rolling-heights"
    name = "Rolling Heights"
    min_players = 2
    max_players = 4

    def new_game(self, players: int, seed: int, options: dict | None = None) -> RollingHeightsState:
        """Set up a game (options: ``first_game_ads``)."""
        return new_game(players, seed, options)

    def from_dict(self, data: dict) -> RollingHeightsState:
        """Rebuild a state from ``to_dict`` output.

        Raises:
            ValueError: the data lacks a field.
        """
        missing = [name for name in (*FIELDS, "rng") if name not in data]
        if missing:
            raise ValueError(f"Not a Rolling Heights state: missing {', '.join(missing)}")
        return RollingHeightsState(json.loads(json.dumps(data)))

    def sample_outcome(self, state: RollingHeightsState, rng: Rng) -> dict:
        """A roll outcome drawn from the per-pose table in ``rolls.json``."""
        return sample_roll(state, rng)

    def winners(self, state: RollingHeightsState) -> list[int]:
        """Most VP; ties to most meeples; still tied, shared."""
        return winners(state)


GAME = RollingHeights()
