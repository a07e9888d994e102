"""``python -m bench.engines``: rules-engine speed, side by side in one run.

For each game (or the ones named with ``--game``): full random games per second
(the random bot for every seat, the game's own statistical outcome for every
roll or physical result; no invariant checks: ``babelworks simulate`` measures
the checked figure), and the cost of ``copy()`` of a mid-game state in
microseconds (search bots copy thousands of states per move). Figures are
printed, never asserted.
"""

from __future__ import annotations

import argparse
import time

from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.registry import ENTRIES, random_player

MAX_ACTIONS = 100_000


def play(game, players: int, seed: int, stop_at: int = MAX_ACTIONS):
    """Play one seeded random game (up to ``stop_at`` actions); return ``(state, actions)``."""
    state = game.new_game(players, seed)
    bot, outcomes = random_player(game.id, Rng.from_seed(seed, "bots")), Rng.from_seed(seed, "outcomes")
    actions = 0
    while not state.is_over() and actions < stop_at:
        if state.current_player == CHANCE:
            state.apply(game.sample_outcome(state, outcomes))
        else:
            state.apply(bot.choose(state))
        actions += 1
    return state, actions


def games_per_second(game, players: int, games: int, seed: int = 0) -> dict:
    """Games per second (wall clock and CPU) and mean actions over ``games`` seeded games."""
    started, cpu = time.perf_counter(), time.process_time()
    actions = sum(play(game, players, seed + k)[1] for k in range(games))
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    # CPU time too: on a shared machine the wall-clock figure also counts others' load.
    return {
        "games": games,
        "games_per_second": round(games / elapsed, 1),
        "games_per_cpu_second": round(games / cpu, 1),
        "actions_per_game": round(actions / games),
    }


def copy_microseconds(game, players: int, copies: int = 2000, seed: int = 0) -> dict:
    """Mean CPU microseconds of ``copy()`` of the state halfway through a seeded game."""
    _, length = play(game, players, seed)
    state, _ = play(game, players, seed, stop_at=length // 2)
    cpu = time.process_time()
    for _ in range(copies):
        state.copy()
    return {"copy_us": round((time.process_time() - cpu) / copies * 1e6, 1), "at_action": length // 2}


def main(argv: list[str] | None = None) -> None:
    """Print one line of figures per game."""
    parser = argparse.ArgumentParser(prog="python -m bench.engines", description=__doc__.split("\n")[0])
    parser.add_argument("--game", action="append", choices=sorted(ENTRIES), help="only this game")
    parser.add_argument("--games", type=int, default=30, help="games per figure")
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args(argv)
    for game_id in args.game or sorted(ENTRIES):
        game = ENTRIES[game_id].game
        speed = games_per_second(game, args.players, args.games)
        copying = copy_microseconds(game, args.players)
        print(
            f"{game_id}, {args.players} players: {speed['games_per_second']} games/s wall clock, "
            f"{speed['games_per_cpu_second']} per CPU second ({speed['actions_per_game']} actions a "
            f"game, {speed['games']} games); copy() {copying['copy_us']} us at action "
            f"{copying['at_action']}"
        )


if __name__ == "__main__":
    main()
