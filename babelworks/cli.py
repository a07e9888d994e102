"""The ``babelworks`` command line: one surface for people, tests and CI.

::

    babelworks                               open the app
    babelworks FILE | babelworks open FILE   open the app on a saved game
    babelworks --self-test [--game G]        render a new game's table, check the frame
    babelworks simulate --game G --players N --games K [--seed S] [--json] [--save-dir DIR]
    babelworks replay SAVE                   verify a save by replaying its log
    babelworks export SAVE --glb OUT.glb [--png OUT.png --size 1920x1080]
    babelworks --version
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from babelworks import __version__
from babelworks.core.errors import SaveError

SUBCOMMANDS = ("open", "simulate", "replay", "export")
EXIT_BAD_INPUT = 2
EXIT_PIPE_CLOSED = 141  # 128 + SIGPIPE, what a shell tool killed by the closed pipe returns
EXIT_INTERRUPTED = 130  # 128 + SIGINT


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the process exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in SUBCOMMANDS:
        try:
            code = _run_subcommand(argv)
            sys.stdout.flush()  # here, not at exit, where a closed pipe could not be caught
            return code
        except BrokenPipeError:
            return _reader_left()
        except KeyboardInterrupt:
            print("babelworks: interrupted", file=sys.stderr)
            return EXIT_INTERRUPTED
    args = _top_parser().parse_args(argv)
    if args.self_test:
        return _self_test(args.game)
    return _launch_gui(args.file)


def _top_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="babelworks",
        description="Play Rolling Heights, Rise of Babel and Skyscrapers.",
        epilog="Commands: open SAVE, simulate, replay SAVE, export SAVE (see COMMAND --help).",
    )
    parser.add_argument("--version", action="version", version=f"babelworks {__version__}")
    parser.add_argument("--self-test", action="store_true",
                        help="open a window on a new game's table, render a frame, check it")
    parser.add_argument("--game", help="game id for --self-test")
    parser.add_argument("file", nargs="?", help="a saved game to open")
    return parser


def _self_test(game_id: str | None) -> int:
    """``--self-test``: an unknown game id is a usage error, not a pass on the bare table."""
    from babelworks.registry import ENTRIES

    if game_id is not None and game_id not in ENTRIES:
        return _fail(f"Unknown game '{game_id}'. Known games: {', '.join(ENTRIES)}.")
    from babelworks.ui.selftest import run

    return run(game_id)


def _launch_gui(save: str | None) -> int:
    from babelworks.ui.app import main as gui_main

    return gui_main(save)


def _run_subcommand(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="babelworks")
    commands = parser.add_subparsers(dest="command", required=True)
    _add_open(commands)
    _add_simulate(commands)
    _add_replay(commands)
    _add_export(commands)
    args = parser.parse_args(argv)
    return args.handler(args)


def _add_open(commands) -> None:
    sub = commands.add_parser("open", help="open the app on a saved game")
    sub.add_argument("save")
    sub.set_defaults(handler=lambda args: _launch_gui(args.save))


def _add_simulate(commands) -> None:
    sub = commands.add_parser("simulate", help="play full games headless with computer seats")
    sub.add_argument("--game", required=True)
    sub.add_argument("--players", type=int, required=True)
    sub.add_argument("--games", type=int, default=1)
    sub.add_argument("--seed", type=int, default=0)
    sub.add_argument("--json", action="store_true", help="print one JSON object")
    sub.add_argument("--save-dir", help="write each finished game as a save file here")
    sub.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                     help="a game option (VALUE read as JSON when it parses, else as text)")
    sub.set_defaults(handler=simulate_command)


def _add_replay(commands) -> None:
    sub = commands.add_parser("replay", help="verify a save by replaying its log")
    sub.add_argument("save")
    sub.set_defaults(handler=replay_command)


def _add_export(commands) -> None:
    sub = commands.add_parser("export", help="export a 3D snapshot (.glb) and a picture")
    sub.add_argument("save")
    sub.add_argument("--glb", required=True)
    sub.add_argument("--png")
    sub.add_argument("--size", default="1920x1080")
    sub.set_defaults(handler=export_command)


def _reader_left() -> int:
    """The reader of our output went away (``babelworks replay X | head -1``): stop quietly.

    Python would report the pipe again while flushing stdout at exit, so stdout
    is pointed at the null device first.
    """
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)
    return EXIT_PIPE_CLOSED


def _fail(message: str) -> int:
    print(f"babelworks: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


def simulate_command(args: argparse.Namespace) -> int:
    """``babelworks simulate``: exit 0 when every invariant held, 1 when any broke.

    Everything that can be wrong with the request (game, players, seeds, options,
    save folder) is checked before the first game; Ctrl-C keeps the finished
    games' saves and report and exits 130.
    """
    from babelworks.registry import GameUnavailable, get_game
    from babelworks.simulate import run_games

    try:
        game = get_game(args.game)
    except GameUnavailable as error:
        return _fail(str(error))
    if not game.min_players <= args.players <= game.max_players:
        return _fail(f"{game.name} is for {game.min_players}-{game.max_players} players.")
    if args.games < 1:
        return _fail("--games must be at least 1.")
    try:
        options = _parse_options(args.option)
        game.new_game(args.players, 0, dict(options))
    except ValueError as error:
        return _fail(f"Bad --option: {error}")
    try:
        report = run_games(args.game, args.players, args.games, args.seed, options=options,
                           save_dir=Path(args.save_dir) if args.save_dir else None)
    except ValueError as error:
        return _fail(str(error))
    _print_report(report, args.json)
    if report["interrupted"]:
        print(f"babelworks: interrupted after {len(report['games'])} of {args.games} games"
              + (f"; their saves are in {args.save_dir}" if args.save_dir else ""), file=sys.stderr)
        return EXIT_INTERRUPTED
    return 1 if report["violations"] else 0


def _parse_options(pairs: list[str]) -> dict:
    """``["bonus_tiles=true", "mode=fast"]`` -> ``{"bonus_tiles": True, "mode": "fast"}``."""
    options = {}
    for pair in pairs:
        name, equals, text = pair.partition("=")
        if not equals or not name:
            raise ValueError(f"'{pair}' is not NAME=VALUE")
        try:
            options[name] = json.loads(text)
        except ValueError:
            options[name] = text
    return options


def _print_report(report: dict, as_json: bool) -> None:
    if as_json:
        print(json.dumps(report))
        return
    for entry in report["games"]:
        print(f"seed {entry['seed']}: {entry['end_reason']}, turns {entry['turns']}, "
              f"scores {entry['scores']}, winners {entry['winners']}")
    print(f"{len(report['games'])} games, {report['games_per_second']} games/s, "
          f"{len(report['violations'])} invariant violations")
    for violation in report["violations"][:20]:
        print(f"  {violation}")


def replay_command(args: argparse.Namespace) -> int:
    """``babelworks replay SAVE``: print scores, turn and state hash, or exit 2."""
    from babelworks.core.savefile import quoted, read_save
    from babelworks.registry import get_game

    try:
        match = read_save(args.save, get_game)
    except SaveError as error:
        return _fail(f"{quoted(args.save, 200)}: {error}")
    state = match.state
    turns = state.turns() if hasattr(state, "turns") else None
    print(f"game: {match.setup.game}")
    print(f"actions: {len(match.log)}")
    print(f"turns: {turns}")
    print(f"over: {'yes' if state.is_over() else 'no'}")
    print(f"scores: {state.scores()}")
    print(f"state hash: {match.state_hash()}")
    return 0


def export_command(args: argparse.Namespace) -> int:
    """``babelworks export SAVE --glb OUT``: needs the exporter package."""
    try:
        from babelworks.export.snapshot import export_save
    except ModuleNotFoundError:
        return _fail("Exporting snapshots is not available in this build yet.")
    return export_save(args)
