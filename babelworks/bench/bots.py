"""``python -m babelworks.bench.bots``: how long computer players think, per game and level.

Plays seeded games in which every seat is a computer player of one level and
times each of its decisions (decisions with a single legal move are answered
at once and are left out: they cost nothing). Prints the median and the 95th
percentile per game and level, side by side in one run, in wall-clock and CPU
seconds (on a shared machine the CPU figure is the fair one).
"""

from __future__ import annotations

import argparse
import statistics
import time

from babelworks.bots.players import make_player
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.registry import ENTRIES

LEVELS = ("easy", "normal", "hard")


def decision_times(game_id: str, level: str, players: int, seed: int, decisions: int) -> list[tuple]:
    """(wall, cpu) seconds of up to ``decisions`` real decisions in one seeded game."""
    game = ENTRIES[game_id].game
    state = game.new_game(players, seed, {})
    bots = [make_player(level, game, seat, seed) for seat in range(players)]
    outcomes, times = Rng.from_seed(seed, "outcomes"), []
    while not state.is_over() and len(times) < decisions:
        if state.current_player == CHANCE:
            state.apply(game.sample_outcome(state, outcomes))
            continue
        several = len(state.legal_actions()) > 1
        wall, cpu = time.perf_counter(), time.process_time()
        action = bots[state.current_player].choose(state)
        if several:
            times.append((time.perf_counter() - wall, time.process_time() - cpu))
        state.apply(action)
    return times


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main(argv: list[str] | None = None) -> None:
    """Print median and 95th percentile decision times per game and level."""
    parser = argparse.ArgumentParser(
        prog="python -m babelworks.bench.bots", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--game", action="append", choices=sorted(ENTRIES))
    parser.add_argument("--level", action="append", choices=LEVELS)
    parser.add_argument("--decisions", type=int, default=60, help="decisions timed per game and level")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    for game_id in args.game or list(ENTRIES):
        for level in args.level or LEVELS:
            times = decision_times(game_id, level, 2, args.seed, args.decisions)
            wall, cpu = [t[0] for t in times], [t[1] for t in times]
            print(
                f"{game_id:16} {level:7} {len(times):4} decisions: median {statistics.median(wall):.3f} s "
                f"(CPU {statistics.median(cpu):.3f}), 95th percentile {_percentile(wall, 0.95):.3f} s "
                f"(CPU {_percentile(cpu, 0.95):.3f})"
            )


if __name__ == "__main__":
    main()
