"""What a computer player knows of each game, one module per game.

A game's knowledge (its budgets per level, its progress measure and the scale
a lead counts on, its prior, the moves it sets aside, the moves a random player
skips) lives in the game's own module of :mod:`babelworks.bots.games`, as that
module's ``TUNING``. The registry names that module in the game's entry and
hands the tuning in (:func:`declare`, at its import); nothing here derives a
module or a rule from a game id. Kept apart so that re-tuning one game's players leaves the
strength results of the other games standing: a result's fingerprint covers
the shared search and only its own game's module (docs/bots.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from babelworks.bots.evaluation import Progress, Remaining
from babelworks.bots.ismcts import Budget, Chance, Undominated
from babelworks.bots.priors import Prior
from babelworks.bots.progress import points_on_the_board
from babelworks.bots.random_bot import Sensible, declare_sensible


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
        sensible: the random player's filter of self-defeating moves (None: every move).
        level_progress: level -> a progress measure that knows more of the game than
            ``progress``, for that level alone (Greedy, the yardstick, keeps the plain one).
        level_chance: level -> a model of chance closer to the table's than the game's
            stand-in (``GAME.sample_outcome``), for that level alone.
        level_closing: level -> how far the game's end is (0 once settled): far ahead (a lead
            decided, ``evaluation.decided``) that level searches its own turn alone for the move
            that ends the game, reading an unsettled lead as nearly won at most
            (``evaluation.closing_evaluator``, ``ismcts.Closing``).
        level_undominated: level -> the game's rule for the moves worth weighing, the legal
            moves less those another legal move does at least as well as (that level alone).
    """

    budgets: dict[str, Budget]
    scale: float
    progress: Progress = points_on_the_board
    prior: Prior | None = None
    set_aside: frozenset[str] = field(default_factory=frozenset)
    playout_last: frozenset[str] = field(default_factory=frozenset)
    sensible: Sensible | None = None
    level_progress: dict[str, Progress] = field(default_factory=dict)
    level_chance: dict[str, Chance] = field(default_factory=dict)
    level_closing: dict[str, Remaining] = field(default_factory=dict)
    level_undominated: dict[str, Undominated] = field(default_factory=dict)


#: For a game without a module of its own (a new game, or a test's small game).
DEFAULT_TUNING = Tuning(
    budgets={
        "easy": Budget(iterations=24, rollout_depth=8, temperature=1.0),
        "normal": Budget(iterations=400, rollout_depth=12),
        "hard": Budget(iterations=2000, rollout_depth=12),
    },
    scale=1.0,
)


#: game id -> its declared tuning (filled by the registry, which names each game's module).
_DECLARED: dict[str, Tuning] = {}


def declare(game_id: str, tuning: Tuning) -> None:
    """Record ``tuning`` as the knowledge of ``game_id`` (the registry calls this per entry)."""
    _DECLARED[game_id] = tuning
    declare_sensible(game_id, tuning.sensible)


def tuning_for(game_id: str) -> Tuning:
    """The declared knowledge of ``game_id`` (the defaults for a game that declares none)."""
    return _DECLARED.get(game_id, DEFAULT_TUNING)
