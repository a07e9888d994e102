"""Rolling Heights: roll meeples, push your luck, stack cubes into a city (headless rules).

``GAME`` is the entry point: :data:`.setup.INFO` (players, options), the state
class, setup, winners and the statistical roll.
"""

from babelworks.core.kernel import Game
from babelworks.games.rolling_heights.chance import recorded_throws, sample_roll
from babelworks.games.rolling_heights.scoring import winners
from babelworks.games.rolling_heights.setup import INFO, setup
from babelworks.games.rolling_heights.state import RollingHeightsState

GAME = Game(INFO, RollingHeightsState, setup, winners, sample_roll)

# The recorded throws are read and checked now, with the rest of the content: a
# broken throws.json then stops this game as it starts, in words, never at a roll.
recorded_throws()

__all__ = ["GAME"]
