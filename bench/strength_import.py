"""Keeping a ``simulate`` run as strength data: its report cut into the chunks ``strength run`` writes.

A long comparison is often played as one ``babelworks simulate --seats A,B --rotate-seats
--json`` run (on a cluster, say) rather than through ``strength run``; its games are the
same games (game k of the run is game k of a strength run from the same first seed), so
its report can become result files without playing anything again. A report does not say
which players played it, so before anything is written the run's first game is played
again with today's players and compared with the report's (as ``strength check`` does):
a report of other players, or of another variant than ``options``, is refused and
nothing is written. A report holds its run's CPU time, not each game's: every chunk gets
the run's CPU in proportion to its games, so the CPU per game the report gives is the run's;
and it does not say which Python played it: the chunks name the one importing them (import a
report with the Python that played it).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from babelworks import registry
from babelworks.simulate import Run
from bench import strength_results as results
from bench.strength_play import KEPT, play_chunk


def _games(report: dict) -> tuple[str, tuple[str, ...], list[dict]]:
    """The report's game, game 0's seats and its games, checked to be a whole, clean run with
    seats turned one seat a game over consecutive seeds.

    Raises:
        ValueError: a sentence saying what the report lacks.
    """
    games = report.get("games")
    if not isinstance(games, list) or not games or report.get("interrupted") or report.get("violations"):
        raise ValueError("the report has no games, was interrupted, or broke an invariant: nothing kept.")
    try:
        seats = tuple(str(kind) for kind in games[0]["seats"])
        first = int(games[0]["seed"])
        entries = [{name: entry[name] for name in KEPT} for entry in games]
    except (KeyError, TypeError, ValueError):
        raise ValueError("the report's games lack seats or seeds: play it with --seats and --json.") from None
    # simulate's own seat turning: game k of a --rotate-seats run
    game_id = str(report.get("game"))
    run = Run(
        registry.get_game(game_id), registry.outcome_resolver(game_id), len(seats), seats=seats, rotate=True
    )
    for index, entry in enumerate(entries):
        if entry["seed"] != first + index or entry["seats"] != run.kinds(index):
            raise ValueError(f"game {index} of the report is not seed {first + index} with the seats turned.")
    return game_id, seats, entries


def import_report(
    report: dict,
    folder: Path,
    chunk: int,
    options: tuple[tuple[str, object], ...] = (),
    say: Callable[[str], None] = print,
) -> int:
    """Write the games of a ``simulate --rotate-seats --json`` ``report`` to ``folder`` as chunks
    of ``chunk`` games, once its first game replays the same with today's players; returns
    how many files were written.

    Raises:
        ValueError: a report that is not such a run, a chunk that does not turn every seat,
            or a first game that today's players play differently (nothing is written).
    """
    game_id, seats, entries = _games(report)
    if chunk % len(seats):
        raise ValueError(f"--chunk must be a multiple of the {len(seats)} players.")
    mark = results.fingerprint(game_id, list(seats))
    replayed = play_chunk(game_id, seats, entries[0]["seed"], 1, 1, mark, options=options).entries[0]
    if replayed != entries[0]:
        raise ValueError(
            f"seed {entries[0]['seed']} plays differently today: the report is of other players, "
            "rules or options, so nothing was kept."
        )
    cpu = report.get("cpu_seconds")
    folder.mkdir(parents=True, exist_ok=True)
    for start in range(0, len(entries), chunk):
        part = tuple(entries[start : start + chunk])
        share = round(cpu * len(part) / len(entries), 1) if isinstance(cpu, (int, float)) else None
        found = results.Chunk(
            game_id,
            len(seats),
            seats,
            part[0]["seed"],
            part,
            mark,
            share,
            results.this_interpreter(),
            options,
        )
        say(f"{results.write_chunk(folder, found)}: {len(part)} games")
    return -(-len(entries) // chunk)
