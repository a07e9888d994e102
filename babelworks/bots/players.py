"""Computer players by kind and level: ``random``, ``greedy``, ``easy``, ``normal``, ``hard``.

Levels are search budgets (iterations, playout depth) and, for Easy, a
temperature that makes it pick a good-looking but not the best move now and
then. Greedy looks one move ahead (:mod:`babelworks.bots.greedy`): a beginner's
opponent, and the yardstick every level is measured against. Budgets are
iterations, never seconds, so a game with computer players replays exactly. They are per game, because a decision costs very different
work in each (a Skyscrapers move enumerates every legal card placement), and
they are set from ``python -m bench.bots`` so that a decision fits
its level's time on a 2-core machine: Easy 0.3 s, Normal 1 s, Hard 3 s (CPU
time; figures in docs/bots.md). Each game's budgets are in its module of
:mod:`babelworks.bots.games`.
"""

from __future__ import annotations

from babelworks.bots.evaluation import closing_evaluator, decided, evaluator
from babelworks.bots.greedy import GreedyPlayer
from babelworks.bots.ismcts import Budget, Closing, SearchPlayer
from babelworks.bots.random_bot import RandomBot
from babelworks.bots.tuning import Tuning, tuning_for
from babelworks.core.protocol import Game
from babelworks.core.rng import Rng
from babelworks.core.words import translate

KINDS = ("random", "greedy", "easy", "normal", "hard")
#: Greedy's worlds sampled per decision, for a game whose tuning names none.
GREEDY = Budget(iterations=3, rollout_depth=0)


def make_player(kind: str, game: Game, seat: int, seed: int, tuning: Tuning | None = None):
    """A computer player of ``kind`` for ``seat``, deterministic given ``seed``.

    ``tuning`` is the game's knowledge (``registry.bot_tuning``); None takes the
    tuning the registry declared for ``game``.

    Raises:
        ValueError: an unknown kind (the sentence lists the known ones).
    """
    rng = Rng.from_seed(seed, f"bot-{seat}-{kind}")
    tuning = tuning if tuning is not None else tuning_for(game.id)
    if kind == "random":
        return RandomBot(rng, tuning.sensible)
    if kind not in KINDS:
        raise ValueError(
            translate("Computer players", "Unknown player '{kind}': choose one of {kinds}.").format(
                kind=str(kind)[:20], kinds=", ".join(KINDS)
            )
        )
    if kind == "greedy":
        budget = tuning.budgets.get("greedy", GREEDY)
        return GreedyPlayer(
            seat, game, budget, tuning.progress, game.sample_outcome, rng, tuning.prior, tuning.set_aside
        )
    progress, remaining = tuning.level_progress.get(kind, tuning.progress), tuning.level_closing.get(kind)
    evaluate = evaluator(game, progress, tuning.scale)
    player = SearchPlayer(
        seat,
        tuning.budgets[kind],
        evaluate,
        tuning.level_chance.get(kind, game.sample_outcome),
        rng,
        tuning.prior,
        tuning.set_aside,
        tuning.playout_last,
    )
    if remaining is not None:
        closing = closing_evaluator(game, progress, tuning.scale, remaining)
        player.closing = Closing(decided(progress, tuning.scale, remaining, seat), closing)
    player.undominated = tuning.level_undominated.get(kind)
    return player
