"""``python -m babelworks.games.rolling_heights.bench``: full random games per second.

Plays seeded full games with a random-legal choice for every seat and the
statistical roller for every roll (no invariant checks: ``babelworks simulate``
measures the checked figure) and prints games per second for 2 and 4 players.
"""

from __future__ import annotations

import argparse
import time

from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.games.rolling_heights.game import GAME


def play(players: int, seed: int) -> int:
    """Play one full random game; return the number of actions."""
    state = GAME.new_game(players, seed)
    choices, rolls = Rng.from_seed(seed, "bots"), Rng.from_seed(seed, "outcomes")
    actions = 0
    while not state.is_over():
        if state.current_player == CHANCE:
            state.apply(GAME.sample_outcome(state, rolls))
        else:
            state.apply(choices.choice(state.legal_actions()))
        actions += 1
    return actions


def measure(players: int, games: int, seed: int = 0) -> dict:
    """Games per second and mean actions per game over ``games`` seeded games."""
    started, cpu = time.perf_counter(), time.process_time()
    actions = sum(play(players, seed + k) for k in range(games))
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    # CPU time too: on a shared machine the wall-clock figure also counts others' load.
    return {"players": players, "games": games, "games_per_second": round(games / elapsed, 1),
            "games_per_cpu_second": round(games / cpu, 1), "actions_per_game": round(actions / games)}


def main(argv: list[str] | None = None) -> None:
    """Print one line of figures per player count."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    args = parser.parse_args(argv)
    for players in args.players:
        figures = measure(players, args.games)
        print(f"{players} players: {figures['games_per_second']} games/s wall clock, "
              f"{figures['games_per_cpu_second']} per CPU second "
              f"({figures['actions_per_game']} actions a game, {figures['games']} games)")


if __name__ == "__main__":
    main()
