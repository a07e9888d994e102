"""Computer players by kind and level: ``random``, ``easy``, ``normal``, ``hard``.

Levels are search budgets (iterations, playout depth) and, for Easy, a
temperature that makes it pick a good-looking but not the best move now and
then. Budgets are per game, because a decision costs very different work in
each (a Skyscrapers move enumerates every legal card placement); they are set
so that a decision fits the level's time on a 2-core machine (figures in
docs/bots.md, ``python -m babelworks.bench.bots``).
"""

from __future__ import annotations

from babelworks.bots.evaluation import evaluator, scores_progress
from babelworks.bots.ismcts import Budget, SearchPlayer
from babelworks.bots.random_bot import RandomBot
from babelworks.core.protocol import Game
from babelworks.core.rng import Rng

KINDS = ("random", "easy", "normal", "hard")

#: Per game: level -> budget; and the scale (in points) on which a lead counts.
BUDGETS: dict[str, dict[str, Budget]] = {
    "rolling-heights": {
        "easy": Budget(iterations=24, rollout_depth=8, temperature=1.0),
        "normal": Budget(iterations=120, rollout_depth=12),
        "hard": Budget(iterations=400, rollout_depth=12),
    },
    "rise-of-babel": {
        "easy": Budget(iterations=24, rollout_depth=8, temperature=1.0),
        "normal": Budget(iterations=120, rollout_depth=12),
        "hard": Budget(iterations=400, rollout_depth=12),
    },
    "skyscrapers": {
        "easy": Budget(iterations=8, rollout_depth=3, temperature=1.0),
        "normal": Budget(iterations=40, rollout_depth=4),
        "hard": Budget(iterations=120, rollout_depth=4),
    },
}
SCALES = {"rolling-heights": 6.0, "rise-of-babel": 8.0, "skyscrapers": 4.0}


def make_player(kind: str, game: Game, seat: int, seed: int):
    """A computer player of ``kind`` for ``seat``, deterministic given ``seed``.

    Raises:
        ValueError: an unknown kind (the sentence lists the known ones).
    """
    rng = Rng.from_seed(seed, f"bot-{seat}-{kind}")
    if kind == "random":
        return RandomBot(rng)
    if kind not in KINDS:
        raise ValueError(f"Unknown player '{str(kind)[:20]}': choose one of {', '.join(KINDS)}.")
    budget = BUDGETS[game.id][kind]
    evaluate = evaluator(game, scores_progress, SCALES[game.id])
    return SearchPlayer(seat, budget, evaluate, game.sample_outcome, rng)
