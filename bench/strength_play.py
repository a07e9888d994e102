"""Playing one chunk of a strength matchup (shared by ``strength run`` and ``strength check``)."""

from __future__ import annotations

from babelworks.simulate import run_games
from bench import strength_results as results

#: What a chunk keeps of each game of simulate's report.
KEPT = ("seed", "seats", "scores", "winners", "actions", "end_reason")


def play_chunk(
    game_id: str,
    seats: tuple[str, ...],
    first: int,
    games: int,
    jobs: int,
    mark: str,
    cluster: str | None = None,
    options: tuple[tuple[str, object], ...] = (),
) -> results.Chunk:
    """Play one chunk of seeded games (seats turned by one per game) and return it, marked ``mark``.

    ``options`` are the variant's (the game's options that differ from their defaults).

    Its CPU seconds are those the games took wherever they were played (this
    process, its workers or a cluster's), as ``simulate`` reports them.
    """
    report = run_games(
        game_id,
        len(seats),
        games,
        seed=first,
        options=dict(options),
        seats=list(seats),
        rotate=True,
        jobs=jobs,
        cluster=cluster,
    )
    if report["interrupted"]:
        raise KeyboardInterrupt  # the finished chunks are on disk; this one is not kept
    if report["violations"]:
        raise RuntimeError(f"chunk from seed {first} was not kept: {report['violations'][0]}")
    entries = tuple({name: entry[name] for name in KEPT} for entry in report["games"])
    cpu = report["cpu_seconds"]
    played_by = results.this_interpreter()
    return results.Chunk(game_id, len(seats), seats, first, entries, mark, cpu, played_by, options)
