"""Engine speed: random 2-player games per second and the cost of ``copy()``.

Run ``python -m babelworks.bench.engines [--game ID] [--games N]``. Each game is
played by the random bot to its end (a game awaiting a physical result gets the
game's own statistical outcome); "per CPU second" is the fair figure on a shared
machine. The copy figure is the mean cost of copying the state found halfway
through a seeded game. Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import time

from babelworks.bots.random_bot import RandomBot
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.registry import ENTRIES


def play(game, players: int, seed: int) -> int:
    """Play seeded random game ``seed`` to its end; the number of actions it took."""
    state = game.new_game(players, seed, {})
    bot, outcomes = RandomBot(Rng.from_seed(seed, "bots")), Rng.from_seed(seed, "outcomes")
    actions = 0
    while not state.is_over():
        action = game.sample_outcome(state, outcomes) if state.current_player == CHANCE else bot.choose(state)
        state.apply(action)
        actions += 1
    return actions


def games_per_second(game, players: int, games: int) -> tuple[float, float]:
    """Random games per CPU second, and mean actions per game."""
    cpu, actions = time.process_time(), 0
    for seed in range(games):
        actions += play(game, players, seed)
    return games / (time.process_time() - cpu), actions / games


def mid_game(game, players: int, seed: int = 0):
    """The state halfway through seeded random game ``seed``."""
    total = play(game, players, seed)
    state = game.new_game(players, seed, {})
    bot, outcomes = RandomBot(Rng.from_seed(seed, "bots")), Rng.from_seed(seed, "outcomes")
    for _ in range(total // 2):
        action = game.sample_outcome(state, outcomes) if state.current_player == CHANCE else bot.choose(state)
        state.apply(action)
    return state


def copy_microseconds(game, state, repeats: int = 2000) -> float:
    """Mean µs per copy of ``state`` (``copy()``; a save round trip where there is none)."""
    copy = getattr(state, "copy", None) or (lambda: game.from_dict(state.to_dict()))
    cpu = time.process_time()
    for _ in range(repeats):
        copy()
    return (time.process_time() - cpu) / repeats * 1e6


def main(argv: list[str] | None = None) -> None:
    """Print the figures of every game (or of ``--game``)."""
    parser = argparse.ArgumentParser(prog="python -m babelworks.bench.engines",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--game", action="append", help="a game id (default: every game)")
    parser.add_argument("--games", type=int, default=30, help="games per measurement")
    args = parser.parse_args(argv)
    for game_id in args.game or list(ENTRIES):
        game = ENTRIES[game_id].game
        rate, actions = games_per_second(game, 2, args.games)
        copy = copy_microseconds(game, mid_game(game, 2))
        print(f"{game_id}: {rate:.1f} random 2-player games per CPU second "
              f"({actions:.0f} actions/game); copy() of a mid-game state {copy:.0f} µs")


if __name__ == "__main__":
    main()
