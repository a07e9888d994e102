"""The ``babelworks`` command line: one surface for people, tests and CI.

::

    babelworks                               open the app
    babelworks FILE | babelworks open FILE   open the app on a saved game
    babelworks --self-test [--game G]        render a new game's table, check the frame
    babelworks --self-test --tutorial G      play game G's tutorial to its end by its gestures
    babelworks simulate --game G --players N --games K [--seed S] [--json] [--save-dir DIR]
               [--jobs N | --cluster ADDRESS]
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
import os
import sys
from pathlib import Path

from babelworks import __version__
from babelworks.commands import (
    DEFAULT_PICTURE_SIZE,
    display_problem,
    export_command,
    fail,
    replay_command,
)
from babelworks.core.errors import ContentError
from babelworks.core.files import write_problem
from babelworks.core.savefile import quoted

SUBCOMMANDS = ("open", "simulate", "replay", "export")
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
        except ContentError as error:  # a broken install, never blamed on a save
            return fail(broken_install(error))
    if argv and not argv[0].startswith("-") and not os.path.exists(argv[0]):
        return fail(
            f"'{quoted(argv[0])}' is neither a command ({', '.join(SUBCOMMANDS)}) nor a file; "
            "see babelworks --help"
        )
    args = _top_parser().parse_args(argv)
    problem = display_problem()
    if problem:
        return fail(problem)
    try:
        if args.self_test:
            return _self_test(args.game, args.tutorial)
        return _launch_gui(args.file)
    except ContentError as error:
        return fail(broken_install(error))


def broken_install(error: ContentError) -> str:
    """One sentence for a broken content file: which game, which file, what to do."""
    return f"{str(error).rstrip('.')}. Reinstall babelworks, or undo the change to that file."


def _top_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="babelworks",
        usage="babelworks [--version] [--self-test [--game ID | --tutorial ID]] [FILE]\n"
        "       babelworks COMMAND ... (COMMAND is open, simulate, replay or export)",
        description="Play Rolling Heights, Rise of Babel and Skyscrapers.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="commands (babelworks COMMAND --help tells more):\n"
        "  open SAVE       open the app on a saved game\n"
        "  simulate        play full games headless with computer seats\n"
        "  replay SAVE     verify a save; show any position, write its move list, watch it again\n"
        "  export SAVE     write the table as a 3D model (.glb) and/or a picture (.png)",
    )
    parser.add_argument("--version", action="version", version=f"babelworks {__version__}")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="open a window on a new game's table, render a frame, check it",
    )
    parser.add_argument("--game", metavar="ID", help="with --self-test: the game whose table is checked")
    parser.add_argument(
        "--tutorial", metavar="ID", help="with --self-test: play the game's tutorial to its last step"
    )
    parser.add_argument("file", nargs="?", metavar="FILE", help="a saved game (.babelworks) to open")
    return parser


def _self_test(game_id: str | None, tutorial: str | None = None) -> int:
    """``--self-test``: an unknown game id is a usage error, not a pass on the bare table;
    with ``--tutorial`` the game's tutorial is played to its end instead."""
    from babelworks.registry import ENTRIES, tutorial_games

    if tutorial is not None:
        if tutorial not in tutorial_games():
            return fail(
                f"No tutorial for '{quoted(tutorial)}'. Games with one: {', '.join(tutorial_games())}."
            )
        from babelworks.ui.tutorial_selftest import run_tutorial

        return run_tutorial(tutorial)
    if game_id is not None and game_id not in ENTRIES:
        return fail(f"Unknown game '{game_id}'. Known games: {', '.join(ENTRIES)}.")
    from babelworks.ui.selftest import run

    return run(game_id)


def _launch_gui(save: str | None) -> int:
    from babelworks.registry import content_problems

    for problem in content_problems():  # the window opens with the games that can start
        print(f"babelworks: {problem}", file=sys.stderr)
    from babelworks.ui.app import main as gui_main

    return gui_main(save)


def _run_subcommand(argv: list[str]) -> int:
    args = command_parser().parse_args(argv)
    return args.handler(args)


def command_parser() -> argparse.ArgumentParser:
    """The parser of ``babelworks COMMAND ...``: every command and argument with its help."""
    parser = argparse.ArgumentParser(prog="babelworks")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    _add_open(commands)
    _add_simulate(commands)
    _add_replay(commands)
    _add_export(commands)
    return parser


def _game_ids() -> list[str]:
    from babelworks.registry import available_games

    return available_games()


def _add_open(commands) -> None:
    sub = commands.add_parser(
        "open", help="open the app on a saved game", description="Open the app on a saved game."
    )
    sub.add_argument("save", metavar="SAVE", help="the saved game (.babelworks) to open")
    sub.set_defaults(handler=_open)


def _open(args: argparse.Namespace) -> int:
    problem = display_problem()
    return fail(problem) if problem else _launch_gui(args.save)


def _add_simulate(commands) -> None:
    sub = commands.add_parser(
        "simulate",
        help="play full games headless with computer seats",
        description="Play full games headless with computer seats, check every rule's "
        "invariants after each action and print a report.",
    )
    sub.add_argument(
        "--game", required=True, metavar="ID", help=f"the game to play: {', '.join(_game_ids())}"
    )
    sub.add_argument("--players", type=int, required=True, metavar="N", help="how many seats each game has")
    sub.add_argument("--games", type=int, default=1, metavar="K", help="how many games to play (default 1)")
    sub.add_argument(
        "--seed", type=int, default=0, metavar="S", help="the first game's seed; game k plays S+k (default 0)"
    )
    sub.add_argument("--json", action="store_true", help="print one JSON object")
    sub.add_argument("--save-dir", metavar="FOLDER", help="write each finished game as a save file here")
    sub.add_argument(
        "--seats",
        metavar="KIND,KIND,...",
        help="each seat's computer player: random, greedy, easy, normal or hard "
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
        "--cluster",
        metavar="ADDRESS",
        help="play the games as tasks on a Ray cluster (ray://HOST:10001, HOST:6379, or auto for "
        "this machine's); same results as --jobs 1; needs the cluster extra (docs/cluster.md)",
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
    sub.add_argument("save", metavar="SAVE", help="the saved game (.babelworks) to replay")
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


def simulate_command(args: argparse.Namespace) -> int:
    """``babelworks simulate``: exit 0 when every invariant held, 1 when any broke.

    Everything that can be wrong with the request (game, players, seeds, options,
    save folder) is checked before the first game; Ctrl-C keeps the finished
    games' saves and report and exits 130.
    """
    from babelworks.registry import GameUnavailable, get_game
    from babelworks.simulate import print_report, run_games

    try:
        game = get_game(args.game)
    except GameUnavailable as error:
        return fail(str(error))
    if not game.min_players <= args.players <= game.max_players:
        return fail(f"{game.name} is for {game.min_players}-{game.max_players} players.")
    if args.games < 1:
        return fail("--games must be at least 1.")
    if not 1 <= args.jobs <= 64:
        return fail("--jobs must be between 1 and 64.")
    if args.cluster is not None and args.jobs != 1:
        return fail("Give --jobs (this machine's processes) or --cluster (Ray tasks), not both.")
    seats = args.seats.split(",") if args.seats else None
    try:
        options = parse_options(game.info, args.option)
    except ValueError as error:
        return fail(f"Bad --option: {error}")
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
            cluster=args.cluster,
        )
    except ValueError as error:
        return fail(str(error))
    except OSError as error:  # the disk filled or went away after the folder's check
        return fail(write_problem(args.save_dir, error))
    print_report(report, args.json)
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
