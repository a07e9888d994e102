"""``python -m bench.strength``: how strong the computer players are, game by game.

``run`` plays a matchup (``--seats normal,random``: each seat's player in game 0;
the seats turn by one each game) over seeds ``--seed`` .. ``--seed + --games - 1``
in chunks of ``--chunk`` games, and writes each chunk to ``--dir`` as it ends
(see :mod:`bench.strength_results`). Chunks already there with
today's fingerprint are not played again, so a comparison too long for one
sitting grows run by run; Ctrl-C keeps every finished chunk. ``report`` merges
the folder: per game, player count and matchup, the wins of each kind and of
each seat with Wilson 95% intervals, against the computer players' issue's
thresholds (Normal beats Random in 95% of 200 games, Hard beats Normal in 60%,
Normal beats Easy in 70%; against the one-ply Greedy yardstick: Greedy beats Random
in 90%, Normal beats Greedy in 75%, Hard in 90%). ``check`` replays one game of each file of a
matchup with today's players and, with ``--restamp``, gives stale files today's
fingerprint when every replay matches (see
:mod:`bench.strength_check`). Games are those of ``babelworks simulate`` (the
physics verdict in Skyscrapers; every invariant checked, every game replayed).
``--option NAME=VALUE`` (as ``simulate`` takes it) plays a variant, e.g. Skyscrapers'
``equal_turns=yes``: its files carry the options and its games are a matchup of
their own, with no threshold (the issue's are the rulebook game's). ``import``
keeps a ``simulate --rotate-seats --json`` report as chunks, once its first game
replays the same (see :mod:`bench.strength_import`).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from babelworks.bots.standings import check_seats, win_table
from babelworks.sweep import connected
from bench import strength_results as results
from bench.strength_check import check
from bench.strength_import import import_report
from bench.strength_play import play_chunk

DEFAULT_DIR = Path(__file__).resolve().parents[1] / "docs" / "strength"


def _covered(folder: Path, key: tuple, mark: str) -> set[int]:
    """The seeds of ``key`` already played with fingerprint ``mark`` in ``folder``."""
    chunks, _ = results.read_folder(folder)
    return {
        seed
        for chunk in chunks
        if results.matchup(chunk) == key and chunk.fingerprint == mark
        for seed in chunk.seeds
    }


def run(
    game_id: str,
    seats: tuple[str, ...],
    first: int,
    games: int,
    chunk: int,
    folder: Path,
    jobs: int,
    cluster: str | None = None,
    options: tuple[tuple[str, object], ...] = (),
) -> int:
    """Play the chunks of the matchup that ``folder`` lacks; returns how many were played.

    ``cluster`` (a Ray address or ``auto``) plays every game as a Ray task, joined
    once for the whole run; the chunks are those ``jobs`` would write. ``options``
    plays a variant (the options that differ from the game's defaults, as
    :func:`variant_options` gives them): its results are a matchup of their own.
    """
    if chunk % len(seats):
        raise ValueError(
            f"--chunk must be a multiple of the {len(seats)} players, so every chunk turns the seats fully."
        )
    folder.mkdir(parents=True, exist_ok=True)
    mark = results.fingerprint(game_id, list(seats))
    # Read once: the chunks this run writes are the ones it was missing.
    covered = _covered(folder, (game_id, len(seats), seats, options), mark)
    missing = [
        (start, min(chunk, first + games - start))
        for start in range(first, first + games, chunk)
        if not set(range(start, min(start + chunk, first + games))) <= covered
    ]
    with connected(cluster if missing else None):
        for start, size in missing:
            found = play_chunk(game_id, seats, start, size, jobs, mark, cluster, options)
            print(f"{results.write_chunk(folder, found)}: {found.cpu_seconds} s CPU", flush=True)
    return len(missing)


def report_rows(folder: Path) -> tuple[list[dict], list[str]]:
    """One row per matchup of today's fingerprint, and sentences on stale or unreadable files."""
    chunks, problems = results.read_folder(folder)
    groups: dict[tuple, list[results.Chunk]] = {}
    today: dict[tuple, str] = {}  # a fingerprint reads every source: once per matchup
    for chunk in chunks:
        key = results.matchup(chunk)
        if key not in today:
            today[key] = results.fingerprint(chunk.game, list(chunk.seats))
        if chunk.fingerprint != today[key]:
            problems.append(
                f"{results.chunk_name(chunk)}: stale (played by other players or rules than today's)"
            )
            continue
        groups.setdefault(key, []).append(chunk)
    return [_row(key, found) for key, found in sorted(groups.items())], problems


def _row(key: tuple, chunks: list[results.Chunk]) -> dict:
    game_id, players, seats, options = key
    entries = results.merged_entries(chunks)
    table = win_table(entries, players)
    return {
        "game": game_id,
        "players": players,
        "seats": list(seats),
        "options": dict(options),
        "games": len(entries),
        "seeds": f"{entries[0]['seed']}-{entries[-1]['seed']}",
        "by_kind": table["by_kind"],
        "by_seat": [results.seat_rate_line(entries, seat) for seat in range(players)],
        "verdict": _verdict(seats, options, table["by_kind"], len(entries)),
        "cpu_seconds_per_game": _cpu_per_game(chunks),
    }


def _verdict(seats: tuple[str, ...], options: tuple, by_kind: dict, games: int) -> str:
    """The issue's threshold, which is the rulebook game's: a variant's figures stand beside it."""
    return "no threshold (a variant)" if options else results.verdict(seats, by_kind, games)


def _cpu_per_game(chunks: list[results.Chunk]) -> dict[str, float]:
    """CPU seconds per game over the chunks that timed themselves, per Python that played them
    ("CPython", "PyPy"): the same games cost each a different time."""
    seconds: dict[str, float] = {}
    games: dict[str, int] = {}
    for chunk in chunks:
        if chunk.cpu_seconds is not None:
            seconds[chunk.implementation] = seconds.get(chunk.implementation, 0.0) + chunk.cpu_seconds
            games[chunk.implementation] = games.get(chunk.implementation, 0) + len(chunk.entries)
    return {name: round(seconds[name] / games[name], 1) for name in sorted(seconds)}


def cpu_words(per_game: dict[str, float]) -> str:
    """A row's CPU per game in words: "57.9 s", or "57.9 s; 31.0 s (PyPy)" (CPython's unnamed)."""
    return (
        "; ".join(
            f"{seconds} s" if name == "CPython" else f"{seconds} s ({name})"
            for name, seconds in per_game.items()
        )
        or "not timed"
    )


def _variant(row: dict) -> str:
    """A row's variant after its game's name: " (equal_turns)"; "" for the rulebook's game."""
    words = results.variant_words(tuple(sorted(row["options"].items())))
    return f" ({words})" if words else ""


def markdown_row(row: dict) -> str:
    """One matchup as a row of docs/bots.md's results table (the stronger is game 0's first seat)."""
    from babelworks.registry import get_game

    first, *others = [kind.capitalize() for kind in row["seats"]]
    best = row["by_kind"][row["seats"][0]]
    low, high = best["ci95"]
    cells = (
        get_game(row["game"]).name + _variant(row),
        str(row["players"]),
        f"{first} vs {', '.join(others)}",
        f"{row['games']} (seeds {row['seeds']})",
        f"{first} {best['wins']:g} ({best['rate']:.1%})",
        f"{low:.1%}-{high:.1%}",
        "; ".join(row["by_seat"]),
        row["verdict"].replace(": met (", ": **met** ("),
        cpu_words(row["cpu_seconds_per_game"]),
    )
    return "| " + " | ".join(cells) + " |"


def _print_rows(rows: list[dict], problems: list[str]) -> None:
    if not rows:
        print("No strength results of today's players here yet.")
    for row in rows:
        print(
            f"{row['game']}{_variant(row)}, {row['players']} players, "
            f"{' v '.join(row['seats'])}: {row['games']} games (seeds {row['seeds']})"
        )
        for kind, line in row["by_kind"].items():
            low, high = line["ci95"]
            print(
                f"  {kind}: {line['wins']:g} wins in {line['games']} seats ({line['rate']:.1%}, 95% {low:.1%}-{high:.1%})"
            )
        print(f"  {'; '.join(row['by_seat'])}")
        print(f"  {row['verdict']}; CPU per game {cpu_words(row['cpu_seconds_per_game'])}")
    for problem in problems:
        print(f"left out: {problem}")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bench.strength", description=__doc__.split("\n")[0])
    parser.add_argument(
        "--dir", type=Path, default=DEFAULT_DIR, help="the results folder (default docs/strength)"
    )
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("run", help="play the missing chunks of a matchup")
    play.add_argument("--game", required=True)
    play.add_argument("--seats", required=True, help="each seat's player in game 0, e.g. normal,random")
    play.add_argument("--games", type=int, help="games to play (default: the issue's 200, or 100 with Hard)")
    play.add_argument("--seed", type=int, default=0)
    play.add_argument("--chunk", type=int, default=20, help="games per file (a multiple of the players)")
    play.add_argument("--jobs", type=int, default=1, help="worker processes (same results as 1)")
    play.add_argument(
        "--cluster",
        metavar="ADDRESS",
        help="play the games as Ray tasks on this cluster (auto: this machine's); docs/cluster.md",
    )
    verify = commands.add_parser("check", help="replay one game of each file of a matchup")
    verify.add_argument("--game", required=True)
    verify.add_argument("--seats", required=True, help="the matchup's seats in its files' names")
    keep = commands.add_parser("import", help="keep a simulate --rotate-seats --json report as chunks")
    keep.add_argument("--report", type=Path, required=True, help="the JSON simulate printed")
    keep.add_argument("--chunk", type=int, default=10, help="games per file (a multiple of the players)")
    for command in (play, verify, keep):
        command.add_argument(
            "--option",
            action="append",
            default=[],
            metavar="NAME=VALUE",
            help="a game option, as simulate takes it: the variant's games are a matchup of their own",
        )
    verify.add_argument(
        "--restamp", action="store_true", help="stale files take today's fingerprint if all match"
    )
    report = commands.add_parser("report", help="merge the folder and print each matchup's standing")
    report.add_argument("--json", action="store_true", help="print one JSON object")
    report.add_argument("--markdown", action="store_true", help="print docs/bots.md's table rows")
    return parser


def variant_options(game_id: str, pairs: list[str]) -> tuple[tuple[str, object], ...]:
    """``--option NAME=VALUE`` pairs checked against the game's options, keeping those that
    differ from the defaults (``equal_turns=no`` is the rulebook's game, not a variant).

    Raises:
        ValueError: an unknown game or option, or a value of the wrong type (a sentence).
    """
    if not pairs:  # the command line's module needs Python 3.11; PyPy plays the rulebook's games
        return ()
    from babelworks.cli import parse_options
    from babelworks.registry import get_game

    info = get_game(game_id).info
    defaults = info.check_options({})
    chosen = parse_options(info, pairs)
    return results.variant({name: value for name, value in chosen.items() if value != defaults[name]})


def _read_report(path: Path) -> dict:
    """The JSON object ``simulate --json`` printed to ``path``.

    Raises:
        ValueError: a file that cannot be read as one (a sentence naming it).
    """
    try:
        found = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as error:
        raise ValueError(f"{path.name} is not a readable simulate report ({type(error).__name__}).") from None
    if not isinstance(found, dict):
        raise ValueError(f"{path.name} is not a simulate report.")
    return found


def _seats(text: str) -> tuple[str, ...]:
    """``--seats normal,random`` as checked kinds, one per seat."""
    named = text.split(",")
    checked = check_seats(named, len(named))
    assert checked is not None  # seats given, so seats checked
    return checked


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit code (2 with a sentence for bad input)."""
    args = _parser().parse_args(argv)
    try:
        if args.command == "run":
            seats, options = _seats(args.seats), variant_options(args.game, args.option)
            games = args.games if args.games is not None else results.games_needed(seats)
            played = (args.seed, games, args.chunk, args.dir, args.jobs, args.cluster)
            run(args.game, seats, *played, options=options)
            return 0
        if args.command == "import":
            found = _read_report(args.report)
            import_report(found, args.dir, args.chunk, variant_options(str(found.get("game")), args.option))
            return 0
        if args.command == "check":
            seats, options = _seats(args.seats), variant_options(args.game, args.option)
            return 0 if check(args.dir, args.game, seats, args.restamp, options=options) else 1
        rows, problems = report_rows(args.dir)
    except (ValueError, RuntimeError, LookupError) as error:
        print(f"strength: {error}", file=sys.stderr)
        return 2
    except ImportError as missing:  # a Python without the physics (PyPy has no pybullet)
        print(
            f"strength: {getattr(args, 'game', 'the report')} needs {missing.name}, "
            f"which {results.this_interpreter()} does not have; play it with the project's Python.",
            file=sys.stderr,
        )
        return 2
    except KeyboardInterrupt:
        return 130
    if args.json:
        print(json.dumps({"matchups": rows, "left_out": problems}, indent=1))
    elif args.markdown:
        print("\n".join(markdown_row(row) for row in rows))
    else:
        _print_rows(rows, problems)
    return 0


if __name__ == "__main__":
    sys.exit(main())
