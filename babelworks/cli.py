"""The ``babelworks`` command line: one surface for people, tests and CI.

::

    babelworks                               open the app
    babelworks FILE | babelworks open FILE   open the app on a saved game
    babelworks --self-test [--game G]        render a new game's table, check the frame
    babelworks simulate --game G --players N --games K [--seed S] [--json] [--save-dir DIR]
    babelworks replay SAVE                   verify a save by replaying its log
    babelworks replay SAVE --show            watch it again in the replay viewer
    babelworks replay SAVE --at N [--png OUT [--size WxH] [--camera NAME]]
                                             the position after action N (and its picture)
    babelworks replay SAVE --moves OUT.txt   the move list in words, with the bookmarks
    babelworks export SAVE [--glb OUT.glb] [--png OUT.png] [--size WxH] [--city-only] [--camera NAME]
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
from babelworks.core.savefile import quoted

SUBCOMMANDS = ("open", "simulate", "replay", "export")
EXIT_BAD_INPUT = 2
DEFAULT_PICTURE_SIZE = "1920x1080"
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
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="open a window on a new game's table, render a frame, check it",
    )
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
    sub.add_argument(
        "--seats",
        metavar="KIND,KIND,...",
        help="each seat's computer player: random, easy, normal or hard "
        "(default: random everywhere); e.g. --seats hard,random",
    )
    sub.add_argument(
        "--rotate-seats",
        action="store_true",
        help="turn the seats by one for each game, so every player sits everywhere",
    )
    sub.add_argument(
        "--jobs",
        type=int,
        default=1,
        metavar="N",
        help="play the games in N worker processes (same results as 1)",
    )
    sub.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a game option the game declares (true/false, yes/no, on/off, a number)",
    )
    sub.set_defaults(handler=simulate_command)


def _add_replay(commands) -> None:
    from babelworks.export.framing import view_names

    views = view_names()
    sub = commands.add_parser(
        "replay",
        help="verify a save by replaying its log; watch it again",
        description="Replay a save: verify it, show any position, or watch it again in the viewer.",
    )
    sub.add_argument("save")
    sub.add_argument("--show", action="store_true", help="open the replay viewer on the save")
    sub.add_argument(
        "--at", type=int, metavar="N", help="the position after the first N actions (0 = the set-up)"
    )
    sub.add_argument(
        "--png",
        metavar="OUT",
        help="with --at: write a picture of the table then "
        "(needs OpenGL and a display: run under xvfb-run headless)",
    )
    sub.add_argument(
        "--size",
        metavar="WxH",
        default=DEFAULT_PICTURE_SIZE,
        help=f"the picture's width x height (default {DEFAULT_PICTURE_SIZE})",
    )
    sub.add_argument(
        "--camera",
        metavar="NAME",
        choices=views,
        default=views[0],
        help=f"where the picture is taken from: {', '.join(views)}",
    )
    sub.add_argument("--moves", metavar="OUT", help="write the move list in words to OUT")
    sub.set_defaults(handler=replay_command)


def _add_export(commands) -> None:
    from babelworks.export.framing import view_names

    views = view_names()
    sub = commands.add_parser(
        "export",
        help="export a saved game's table as a 3D model (.glb) and/or a picture (.png)",
        description="Export a saved game's table as a 3D model, a picture, or both. "
        "Give at least one of --glb and --png.",
    )
    sub.add_argument("save", metavar="SAVE", help="the saved game (.babelworks) to export")
    sub.add_argument("--glb", metavar="OUT", help="write the 3D model (binary glTF 2.0) to OUT")
    sub.add_argument(
        "--png",
        metavar="OUT",
        help="write a picture of the city to OUT (needs OpenGL and a display: run under xvfb-run headless)",
    )
    sub.add_argument(
        "--size",
        metavar="WxH",
        default=DEFAULT_PICTURE_SIZE,
        help=f"the picture's width x height in pixels, at most 3840x2160 (default {DEFAULT_PICTURE_SIZE})",
    )
    sub.add_argument(
        "--city-only",
        action="store_true",
        help="the model holds only the city (the buildings and the boards they "
        "stand on), centred on its origin; without it, the whole table",
    )
    sub.add_argument(
        "--camera",
        metavar="NAME",
        choices=views,
        default=views[0],
        help=f"where the picture is taken from: {', '.join(views)} "
        f"(default {views[0]}); every view is fitted to the city",
    )
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
    if not 1 <= args.jobs <= 64:
        return _fail("--jobs must be between 1 and 64.")
    seats = args.seats.split(",") if args.seats else None
    try:
        options = parse_options(game.info, args.option)
    except ValueError as error:
        return _fail(f"Bad --option: {error}")
    try:
        report = run_games(
            args.game,
            args.players,
            args.games,
            args.seed,
            options=options,
            save_dir=Path(args.save_dir) if args.save_dir else None,
            seats=seats,
            rotate=args.rotate_seats,
            jobs=args.jobs,
        )
    except ValueError as error:
        return _fail(str(error))
    _print_report(report, args.json)
    if report["interrupted"]:
        print(
            f"babelworks: interrupted after {len(report['games'])} of {args.games} games"
            + (f"; their saves are in {args.save_dir}" if args.save_dir else ""),
            file=sys.stderr,
        )
        return EXIT_INTERRUPTED
    return 1 if report["violations"] else 0


def parse_options(info, pairs: list[str]) -> dict:
    """``--option NAME=VALUE`` pairs checked against the game's declared options.

    Every declared option comes back with its typed value (given or default):
    ``["steady_hands=no"]`` -> ``{"steady_hands": False}``. The setup stores these.

    Raises:
        ValueError: not NAME=VALUE, a name given twice, an option the game does not
            declare, or a value of the wrong type (a sentence saying which).
    """
    given: dict[str, str] = {}
    for pair in pairs:
        name, equals, text = pair.partition("=")
        if not equals or not name:
            raise ValueError(f"'{quoted(pair)}' is not NAME=VALUE.")
        if name in given:
            raise ValueError(f"'{quoted(name)}' is given twice.")
        given[name] = text
    return info.check_options(given)


def _print_report(report: dict, as_json: bool) -> None:
    if as_json:
        print(json.dumps(report))
        return
    for entry in report["games"]:
        print(
            f"seed {entry['seed']}: {entry['end_reason']}, turns {entry['turns']}, "
            f"scores {entry['scores']}, winners {entry['winners']}"
        )
    print(
        f"{len(report['games'])} games, {report['games_per_second']} games/s, "
        f"{len(report['violations'])} invariant violations"
    )
    for violation in report["violations"][:20]:
        print(f"  {violation}")
    for kind, line in report.get("wins", {}).get("by_kind", {}).items():
        low, high = line["ci95"]
        print(
            f"{kind}: won {line['wins']} of {line['games']} seats played "
            f"({line['rate']:.1%}, 95% CI {low:.1%}-{high:.1%})"
        )


def replay_command(args: argparse.Namespace) -> int:
    """``babelworks replay SAVE [--at N] [--png OUT] [--moves OUT] [--show]``.

    Prints scores, turn and state hash of the position (the end, or after N
    actions), writes what was asked, opens the viewer with ``--show``; exits 2
    with one sentence for a bad save, position or path.
    """
    from babelworks.core.savefile import quoted, read_save
    from babelworks.registry import get_game

    problem = _replay_request_problem(args)
    if problem:
        return _fail(problem)
    try:
        match = read_save(args.save, get_game)
    except SaveError as error:
        return _fail(f"{quoted(args.save, 200)}: {error}")
    if args.show:
        return _launch_replay(args.save)
    if args.at is not None and not 0 <= args.at <= len(match.log):
        return _fail(
            f"--at {args.at} is outside this game: it has {len(match.log)} actions (0 is the set-up)."
        )
    return _replay_outputs(args, match)


def _replay_request_problem(args: argparse.Namespace) -> str:
    """What is wrong with a replay request before the save is read, or ""."""
    if args.png and args.at is None:
        return "say which position to picture: --at N (the table after N actions)"
    if args.show and (args.at is not None or args.png or args.moves):
        return "--show opens the viewer; give --at, --png and --moves without it"
    for path in (args.png, args.moves):
        problem = _unwritable(path) if path else ""
        if problem:
            return problem
    if args.png:
        try:
            parse_picture_size(args.size)
        except ValueError as error:
            return str(error)
    return ""


def _launch_replay(save: str) -> int:
    from babelworks.ui.replay.app import main as replay_main

    return replay_main(save)


def _replay_outputs(args: argparse.Namespace, match) -> int:
    """Print the position, write the move list and the picture asked for."""
    from babelworks.ui.replay.export import position_match, write_move_list, write_picture

    if args.moves:
        write_move_list(match, args.moves)
        print(f"wrote {args.moves}: {len(match.log)} moves")
    if args.at is not None:
        match = position_match(match, args.at)
    _print_position(match)
    if args.png:
        problem = write_picture(match, args.png, parse_picture_size(args.size), args.camera)
        if problem:
            return _fail(problem)
        print(f"wrote {args.png}: the table after action {args.at}")
    return 0


def _print_position(match) -> None:
    """The position's summary: game, actions, turns, end, scores, state hash."""
    state = match.state
    turns = state.turns() if hasattr(state, "turns") else None
    print(f"game: {match.setup.game}")
    print(f"actions: {len(match.log)}")
    print(f"turns: {turns}")
    print(f"over: {'yes' if state.is_over() else 'no'}")
    print(f"scores: {state.scores()}")
    print(f"state hash: {match.state_hash()}")


def export_command(args: argparse.Namespace) -> int:
    """``babelworks export SAVE [--glb OUT] [--png OUT] ...``: 0 when every file was written.

    Exits 2, after one sentence on stderr and with nothing written, for: neither
    --glb nor --png, a path that cannot be written, a bad size, a bad save, a
    game without a 3D table, no display or no usable OpenGL for the picture.
    """
    from babelworks.export.snapshot import SnapshotUnavailable

    problem = _export_request_problem(args)
    if problem:
        return _fail(problem)
    try:
        size = parse_picture_size(args.size) if args.png else (0, 0)
        pieces = _export_save(args, size)
    except SaveError as error:
        return _fail(f"{args.save}: {error}")
    except (SnapshotUnavailable, ValueError) as error:
        return _fail(str(error))
    except OSError as error:
        return _fail(f"cannot write the snapshot: {error.strerror or error}")
    except RuntimeError as error:  # the GL driver refused (see render/offscreen.py)
        return _fail(f"cannot render the picture: {error}")
    _tell_written(args, pieces, size)
    return 0


def _export_save(args: argparse.Namespace, size: tuple[int, int]) -> list:
    """Load the save and write what was asked; returns the table's pieces."""
    from babelworks.core.savefile import read_save
    from babelworks.export.snapshot import export_snapshot, match_about, table_pieces
    from babelworks.registry import get_game

    match = read_save(args.save, get_game)
    pieces = table_pieces(match)
    export_snapshot(
        pieces,
        glb=args.glb,
        png=args.png,
        size=size,
        city_only=args.city_only,
        camera=args.camera,
        about=match_about(match),
    )
    return pieces


def parse_picture_size(text: str) -> tuple[int, int]:
    """Read a picture size written as ``WIDTHxHEIGHT`` ("1920x1080"; portrait is fine).

    Raises:
        ValueError: with a sentence for a person, for anything else.
    """
    width, sep, height = text.lower().partition("x")
    if not (sep and _plain_number(width) and _plain_number(height)):
        raise ValueError(f"picture size {text[:40]!r} should look like {DEFAULT_PICTURE_SIZE}")
    return int(width), int(height)


def _plain_number(text: str) -> bool:
    """ASCII digits only: ``isdigit()`` alone also accepts "²" and others ``int()`` refuses."""
    return text.isascii() and text.isdigit() and len(text) <= 6


def _export_request_problem(args: argparse.Namespace) -> str:
    """What is wrong with the request before any work, or ""."""
    if not (args.glb or args.png):
        return "say what to export: --glb OUT.glb for the model, --png OUT.png for a picture"
    for path in (args.glb, args.png):
        problem = _unwritable(path) if path else ""
        if problem:
            return problem
    return ""


def _unwritable(path: str) -> str:
    """Why a new file cannot be written at ``path`` ("" if it can)."""
    target = Path(path)
    folder = target.parent
    if not folder.is_dir():
        return f"cannot write {path}: the folder {folder} does not exist"
    if target.is_dir():
        return f"cannot write {path}: it is a folder"
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"cannot write {path}: the folder {folder} is not writable"
    return ""


def _tell_written(args: argparse.Namespace, pieces: list, size: tuple[int, int]) -> None:
    from babelworks.export.gltf import city_pieces

    if args.glb:
        kept = len(city_pieces(pieces)) if args.city_only else len(pieces)
        print(
            f"wrote {args.glb}: {kept} pieces{' (the city only)' if args.city_only else ''}, "
            f"{os.path.getsize(args.glb) / 1024:.0f} KB"
        )
    if args.png:
        print(f"wrote {args.png}: {size[0]}x{size[1]} pixels, {args.camera} view")
