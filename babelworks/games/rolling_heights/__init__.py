"""Rolling Heights: roll meeples, push your luck, stack cubes into a city (headless rules).

``GAME`` is the entry point: :data:`.setup.INFO` (players, options), the state
class, setup, winners and the statistical roll.
"""

from babelworks.core.kernel import Game
from babelworks.games.rolling_heights.chance import sample_roll
from babelworks.games.rolling_heights.scoring import winners
from babelworks.games.rolling_heights.setup import INFO, setup
from babelworks.games.rolling_heights.state import RollingHeightsState

GAME = Game(INFO, RollingHeightsState, setup, winners, sample_roll)

__all__ = ["GAME"]
