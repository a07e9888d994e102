"""Rise of Babel: deck-building, resource tiles carried to the towers, pattern scoring.

The package exposes :data:`GAME` (the kernel's :class:`Game` entry point). Content
comes from ``assets/rise_of_babel``; the rules are split by responsibility (see
``docs/rise-of-babel.md`` for the map from rulebook sections to modules).
"""

from __future__ import annotations

from babelworks.core.gameinfo import GameInfo, Option
from babelworks.core.kernel import Game
from babelworks.core.words import translate
from babelworks.games.rise_of_babel.setup import new_game_data
from babelworks.games.rise_of_babel.state import RiseState

INFO = GameInfo(
    id="rise-of-babel",
    name=translate("Games", "Rise of Babel"),
    min_players=1,
    max_players=4,
    options=(
        Option(
            "bonus_tiles",
            bool,
            False,
            translate("Rise of Babel options", "Alternative bonus tiles"),
            translate(
                "Rise of Babel options",
                "Random Alternative Bonus Tiles cover the major level's printed resources "
                "(the rulebook's variant for later games).",
            ),
        ),
        Option(
            "no_negative_confusion",
            bool,
            False,
            translate("Rise of Babel options", "No negative confusion"),
            translate(
                "Rise of Babel options",
                "Tiles next to a confusion tile lose no influence at the end of a round "
                "(the rulebook's alternative mode).",
            ),
        ),
    ),
)
RiseState.info = INFO


def winners(state: RiseState) -> list[int]:
    """Seats with the most influence (ties share the win)."""
    scores = state.scores()
    best = max(scores)
    return [seat for seat, score in enumerate(scores) if score == best]


GAME = Game(INFO, RiseState, new_game_data, winners)
