"""Computer players by kind and level: ``random``, ``easy``, ``normal``, ``hard``.

Levels are search budgets (iterations, playout depth) and, for Easy, a
temperature that makes it pick a good-looking but not the best move now and
then. Budgets are iterations, never seconds, so a game with computer players
replays exactly. They are per game, because a decision costs very different
work in each (a Skyscrapers move enumerates every legal card placement), and
they are set from ``python -m babelworks.bench.bots`` so that a decision fits
its level's time on a 2-core machine: Easy 0.3 s, Normal 1 s, Hard 3 s (CPU
time; figures in docs/bots.md).
"""

from __future__ import annotations

from babelworks.bots.evaluation import evaluator
from babelworks.bots.ismcts import Budget, SearchPlayer
from babelworks.bots.priors import PRIORS
from babelworks.bots.progress import progress_for
from babelworks.bots.random_bot import random_player
from babelworks.core.protocol import Game
from babelworks.core.rng import Rng

KINDS = ("random", "easy", "normal", "hard")

#: Per game: level -> budget; and the scale (in points) on which a lead counts.
BUDGETS: dict[str, dict[str, Budget]] = {
    "rolling-heights": {
        "easy": Budget(iterations=24, rollout_depth=8, temperature=1.0),
        "normal": Budget(iterations=400, rollout_depth=12),
        "hard": Budget(iterations=2000, rollout_depth=12),
    },
    "rise-of-babel": {
        "easy": Budget(iterations=24, rollout_depth=8, temperature=1.0),
        "normal": Budget(iterations=400, rollout_depth=12),
        "hard": Budget(iterations=2000, rollout_depth=12),
    },
    # Skyscrapers: a decision's time follows the builds it lists (about 10 us each here), which
    # vary tenfold between positions, so each level also caps the moves listed (docs/bots.md).
    "skyscrapers": {
        "easy": Budget(iterations=8, rollout_depth=3, temperature=1.0, candidates=6, work=20_000),
        "normal": Budget(iterations=60, rollout_depth=2, candidates=8, work=70_000),
        "hard": Budget(iterations=200, rollout_depth=2, candidates=8, work=180_000),
    },
}
SCALES = {"rolling-heights": 6.0, "rise-of-babel": 8.0, "skyscrapers": 4.0}
#: Per game: kinds of free, repeatable moves the search sets aside while others are legal
#: (Rise of Babel: swapping a loaded tile; the elephant is loaded with the tiles wanted).
SET_ASIDE: dict[str, frozenset[str]] = {"rise-of-babel": frozenset({"swap_elephant"})}
#: Per game: kinds of move a playout plays only when nothing else is legal (Rolling Heights:
#: ending the turn, so a playout builds with the cubes an activation gains; docs/bots.md).
PLAYOUT_LAST: dict[str, frozenset[str]] = {"rolling-heights": frozenset({"end_turn"})}
#: For a game without budgets of its own (a new game, or a test's small game).
DEFAULT_BUDGETS = BUDGETS["rolling-heights"]
DEFAULT_SCALE = 1.0


def make_player(kind: str, game: Game, seat: int, seed: int):
    """A computer player of ``kind`` for ``seat``, deterministic given ``seed``.

    Raises:
        ValueError: an unknown kind (the sentence lists the known ones).
    """
    rng = Rng.from_seed(seed, f"bot-{seat}-{kind}")
    if kind == "random":
        return random_player(game.id, rng)
    if kind not in KINDS:
        raise ValueError(f"Unknown player '{str(kind)[:20]}': choose one of {', '.join(KINDS)}.")
    budget = BUDGETS.get(game.id, DEFAULT_BUDGETS)[kind]
    evaluate = evaluator(game, progress_for(game.id), SCALES.get(game.id, DEFAULT_SCALE))
    prior, set_aside = PRIORS.get(game.id), SET_ASIDE.get(game.id, frozenset())
    last = PLAYOUT_LAST.get(game.id, frozenset())
    return SearchPlayer(seat, budget, evaluate, game.sample_outcome, rng, prior, set_aside, last)
