"""What a search player knows of each game, one module per game.

A game's knowledge (its budgets per level, its progress measure and the scale
a lead counts on, its prior, the moves it sets aside) lives in the module of
:mod:`babelworks.bots.games` named after the game's package
(``rolling_heights``, ``rise_of_babel``, ``skyscrapers``), as that module's
``TUNING``. Kept apart so that re-tuning one game's players leaves the
strength results of the other games standing: a result's fingerprint covers
the shared search and only its own game's module (docs/bots.md).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from types import ModuleType

from babelworks.bots.evaluation import Progress
from babelworks.bots.ismcts import Budget
from babelworks.bots.priors import Prior
from babelworks.bots.progress import points_on_the_board

GAMES_PACKAGE = "babelworks.bots.games"


@dataclass(frozen=True)
class Tuning:
    """One game's search players.

    Attributes:
        budgets: level (``easy``, ``normal``, ``hard``) -> its search budget.
        scale: the points on which a lead counts (see :func:`evaluation.lead_values`).
        progress: the game's progress measure (points on the board by default).
        prior: how promising each legal move looks before search (None: all alike).
        set_aside: kinds of free, repeatable move the search weighs only when nothing
            else is legal.
        playout_last: kinds of move a playout plays only when nothing else is legal.
    """

    budgets: dict[str, Budget]
    scale: float
    progress: Progress = points_on_the_board
    prior: Prior | None = None
    set_aside: frozenset[str] = field(default_factory=frozenset)
    playout_last: frozenset[str] = field(default_factory=frozenset)


#: For a game without a module of its own (a new game, or a test's small game).
DEFAULT_TUNING = Tuning(
    budgets={
        "easy": Budget(iterations=24, rollout_depth=8, temperature=1.0),
        "normal": Budget(iterations=400, rollout_depth=12),
        "hard": Budget(iterations=2000, rollout_depth=12),
    },
    scale=1.0,
)


def module_name(game_id: str) -> str:
    """The module of ``game_id``'s tuning ("rise-of-babel" -> "babelworks.bots.games.rise_of_babel")."""
    return f"{GAMES_PACKAGE}.{game_id.replace('-', '_')}"


def _tuning_module(game_id: str) -> ModuleType | None:
    name = module_name(game_id)
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as missing:
        if missing.name != name:  # the module exists but something it imports does not
            raise
        return None


def tuning_for(game_id: str) -> Tuning:
    """The search players' knowledge of ``game_id`` (the defaults for a game without any)."""
    module = _tuning_module(game_id)
    return module.TUNING if module is not None else DEFAULT_TUNING
