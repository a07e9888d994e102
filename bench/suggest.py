"""``python -m bench.suggest``: how long Help > Suggest a move thinks, per game.

A hint is the Hard player's decision (:func:`babelworks.bots.advice.advise`, the game's
real budget) from the seat to act. This plays one seeded random 2-player game per game
and asks for advice at every ``--every``-th position where a seat acts, up to
``--hints`` of them, timing each in wall-clock and CPU seconds (on a shared machine the
CPU figure is the fair one). Prints the median and the longest per game; the window
stays responsive meanwhile (the search runs on a worker thread), so these figures say
how long "Thinking…" shows.
"""

from __future__ import annotations

import argparse
import statistics
import time

from babelworks.bots.advice import advise
from babelworks.bots.random_bot import RandomBot
from babelworks.core.match import Setup, seat_defaults
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.registry import ENTRIES


def hint_times(game_id: str, seed: int, hints: int, every: int) -> list[tuple[float, float]]:
    """(wall, cpu) seconds of ``hints`` pieces of advice in a seeded random game of ``game_id``."""
    game = ENTRIES[game_id].game
    setup = Setup(game_id, 2, seed, {}, seat_defaults(2))
    state = game.new_game(2, seed, {})
    bot, outcomes, times, step = (
        RandomBot(Rng.from_seed(seed, "bots")),
        Rng.from_seed(seed, "outcomes"),
        [],
        0,
    )
    while len(times) < hints and not state.is_over():
        if state.current_player == CHANCE:
            state.apply(game.sample_outcome(state, outcomes))
        else:
            if step % every == 0 and len(state.legal_actions()) > 1:
                wall, cpu = time.perf_counter(), time.process_time()
                advise(game, setup, state, step)
                times.append((time.perf_counter() - wall, time.process_time() - cpu))
            state.apply(bot.choose(state))
        step += 1
    return times


def main(argv: list[str] | None = None) -> int:
    """Print each game's median and longest hint, wall and CPU."""
    parser = argparse.ArgumentParser(prog="python -m bench.suggest", description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=list(ENTRIES), action="append", help="only this game")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--hints", type=int, default=10, help="hints per game")
    parser.add_argument("--every", type=int, default=7, help="ask at every n-th action")
    args = parser.parse_args(argv)
    print("game | hints | median wall | longest wall | median CPU | longest CPU")
    for game_id in args.game or list(ENTRIES):
        times = hint_times(game_id, args.seed, args.hints, args.every)
        walls, cpus = [t[0] for t in times], [t[1] for t in times]
        print(
            f"{game_id} | {len(times)} | {statistics.median(walls):.3f} s | {max(walls):.3f} s"
            f" | {statistics.median(cpus):.3f} s | {max(cpus):.3f} s",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
