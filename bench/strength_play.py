"""Playing one chunk of a strength matchup (shared by ``strength run`` and ``strength check``)."""

from __future__ import annotations

import resource

from babelworks.simulate import run_games
from bench import strength_results as results


def _cpu_seconds() -> float:
    """CPU seconds of this process and its finished workers, user and system."""
    mine, workers = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return mine.ru_utime + mine.ru_stime + workers.ru_utime + workers.ru_stime


def play_chunk(
    game_id: str, seats: tuple[str, ...], first: int, games: int, jobs: int, mark: str
) -> results.Chunk:
    """Play one chunk of seeded games (seats turned by one per game) and return it, marked ``mark``."""
    before = _cpu_seconds()
    report = run_games(game_id, len(seats), games, seed=first, seats=list(seats), rotate=True, jobs=jobs)
    if report["interrupted"]:
        raise KeyboardInterrupt  # the finished chunks are on disk; this one is not kept
    if report["violations"]:
        raise RuntimeError(f"chunk from seed {first} was not kept: {report['violations'][0]}")
    keep = ("seed", "seats", "scores", "winners", "actions", "end_reason")
    entries = tuple({name: entry[name] for name in keep} for entry in report["games"])
    cpu = round(_cpu_seconds() - before, 1)
    return results.Chunk(game_id, len(seats), seats, first, entries, mark, cpu, results.this_interpreter())
