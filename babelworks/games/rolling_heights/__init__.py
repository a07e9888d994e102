"""Rolling Heights: roll meeples, push your luck, stack cubes into a city (headless rules)."""

from babelworks.games.rolling_heights.game import GAME

__all__ = ["GAME"]
