"""Benchmark: full random Rise of Babel games per second (prints figures, asserts nothing).

Run ``python -m tests.rise_of_babel.benchmark [games]``. "play" is the rules engine
alone with a random-legal bot; "simulate" is ``babelworks simulate`` (invariants
after every action, replay from seed and log, to_dict/from_dict round trip).
"""

from __future__ import annotations

import sys
import time

from babelworks.bots.random_bot import RandomBot
from babelworks.core.rng import Rng
from babelworks.games.rise_of_babel import GAME
from babelworks.simulate import run_games


def play_only(players: int, games: int, seed: int = 0) -> tuple[float, float, float]:
    """Games per wall-clock second, per CPU second (this process), and mean actions per
    game, rules engine and bot only. The CPU figure is the fair one on a shared machine."""
    started, cpu, actions = time.perf_counter(), time.process_time(), 0
    for index in range(games):
        state = GAME.new_game(players, seed + index)
        bot = RandomBot(Rng.from_seed(seed + index, "bots"))
        while not state.is_over():
            state.apply(bot.choose(state))
            actions += 1
    wall, cpu = time.perf_counter() - started, time.process_time() - cpu
    return games / wall, games / cpu, actions / games


def main(argv: list[str]) -> None:
    """Print games per second for 2 and 4 players."""
    games = int(argv[0]) if argv else 50
    for players in (2, 4):
        rate, cpu_rate, actions = play_only(players, games)
        checked = run_games("rise-of-babel", players, games, seed=0, game=GAME)
        print(f"{players} players: play {rate:.1f} games/s wall, {cpu_rate:.1f} per CPU second "
              f"({actions:.0f} actions/game); "
              f"simulate with checks {checked['games_per_second']:.1f} games/s; "
              f"violations {len(checked['violations'])}")


if __name__ == "__main__":
    main(sys.argv[1:])
