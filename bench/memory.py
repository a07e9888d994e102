"""``python -m bench.memory``: memory growth over a long evening of each game, in one process.

For each game (or the ones named with ``--game``) plays ``--games`` seeded games one
after another in this process, exactly as ``babelworks simulate`` does (random seats,
the registry's outcome resolver, so Skyscrapers' physics verdicts run), and prints the
resident set size after the first game and after the last, the growth per game over
the games after the first (the first game fills caches that are meant to stay), and
the largest single step with the growth per game besides it: a one-time allocation
(Skyscrapers' first collapse creates the pooled pybullet client, about 31 MB, reused
ever after) is a step, a leak grows in game after game. That client is made before the first
game (:func:`warm_physics`), as the app has it after its first physics question. Figures are
printed, never asserted.
"""

from __future__ import annotations

import argparse
import gc
import resource
import sys
import time
from pathlib import Path

from babelworks.registry import ENTRIES, get_game, outcome_resolver
from babelworks.simulate import play_game


def resident_mb() -> float:
    """This process's resident set size now, in MB (Linux: /proc; elsewhere the peak)."""
    status = Path("/proc/self/status")
    if status.exists():
        for line in status.read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def warm_physics() -> None:
    """Make the pooled pybullet client now (about 31 MB, made once and reused ever after, as in
    the app), so that a one-time allocation is not counted as growth per game."""
    from babelworks.physics.world import World

    with World(pooled=True):
        pass


def evening(game_id: str, players: int, games: int, seed: int = 0) -> dict:
    """Play ``games`` games of ``game_id`` in this process; the memory after each one."""
    game, resolver = get_game(game_id), outcome_resolver(game_id)
    warm_physics()
    after: list[float] = []
    started = time.perf_counter()
    for index in range(games):
        play_game(game, players, seed + index, resolver, check_every=0)
        gc.collect()
        after.append(resident_mb())
    steps = [later - earlier for earlier, later in zip(after, after[1:])]
    largest = max(range(len(steps)), key=steps.__getitem__) if steps else 0
    return {
        "game": game_id,
        "games": games,
        "first_mb": round(after[0], 1),
        "last_mb": round(after[-1], 1),
        "mb_per_game": round(sum(steps) / len(steps), 3) if steps else 0.0,
        "largest_step_mb": round(steps[largest], 1) if steps else 0.0,
        "largest_step_game": largest + 2,
        "mb_per_game_besides": round((sum(steps) - steps[largest]) / max(1, len(steps) - 1), 3)
        if steps
        else 0.0,
        "seconds": round(time.perf_counter() - started, 1),
    }


def main(argv: list[str] | None = None) -> int:
    """Print each game's memory growth per game; exit 0."""
    parser = argparse.ArgumentParser(prog="python -m bench.memory", description=__doc__.split("\n")[0])
    parser.add_argument("--game", action="append", choices=list(ENTRIES), help="only this game")
    parser.add_argument("--games", type=int, default=50, help="games per title (default 50)")
    parser.add_argument("--players", type=int, default=2, help="players per game (default 2)")
    args = parser.parse_args(argv)
    for game_id in args.game or list(ENTRIES):
        line = evening(game_id, args.players, max(2, args.games))
        print(
            f"{line['game']}: {line['games']} games, {line['first_mb']} MB after the first, "
            f"{line['last_mb']} MB after the last: {line['mb_per_game']:+.3f} MB per game; "
            f"the largest step {line['largest_step_mb']:+.1f} MB in game {line['largest_step_game']}, "
            f"{line['mb_per_game_besides']:+.3f} MB per game besides ({line['seconds']} s)",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
