"""A game played in a fresh process (a Ray task's, or a spawned worker's) is the game played here.

A Ray worker gets the run by pickle and never meets the registry; its computer players
must still read their game's own tuning (budgets, progress), or they play other moves,
far slower (found by a 200-game Skyscrapers run on a local Ray instance).
"""

from __future__ import annotations

import multiprocessing

from babelworks import registry
from babelworks.simulate import Run, play_one

GAME_ID = "skyscrapers"  # the game the bug was found in, and its shortest game here (2 s)
SEED = 1


def _run() -> Run:
    return Run(registry.get_game(GAME_ID), registry.outcome_resolver(GAME_ID), 2, seats=("easy", "greedy"))


def test_a_fresh_process_plays_with_the_games_own_tuning():
    here = play_one(_run(), SEED, 0)
    with multiprocessing.get_context("spawn").Pool(1) as fresh:  # no registry met, as in a Ray task
        there = fresh.apply(play_one, (_run(), SEED, 0))
    assert (there.scores, there.winners, there.actions, there.violations) == (
        here.scores,
        here.winners,
        here.actions,
        here.violations,
    )
