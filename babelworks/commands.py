"""The ``replay`` and ``export`` subcommands of the command line (see :mod:`babelworks.cli`).

Each reads one save through the one validator and answers a bad save, position,
size or path with one sentence and exit code 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from datetime import UTC, datetime

from babelworks.core.errors import SaveError
from babelworks.core.files import target_problem, write_problem
from babelworks.core.savefile import quoted

EXIT_BAD_INPUT = 2
DEFAULT_PICTURE_SIZE = "1920x1080"


def fail(message: str) -> int:
    """Say what is wrong on stderr, as babelworks, and return the bad-input exit code."""
    print(f"babelworks: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


def display_problem() -> str:
    """Why no window can open here ("" when one can), asked before Qt is loaded.

    Without a display Qt aborts the process (exit 134) blaming a missing
    ``xcb-cursor`` library and advising a reinstall, neither of which helps. On
    Linux and the BSDs a window needs ``DISPLAY`` (X11) or ``WAYLAND_DISPLAY``,
    unless ``QT_QPA_PLATFORM`` chooses a platform itself.
    """
    if sys.platform in ("win32", "darwin") or os.environ.get("QT_QPA_PLATFORM"):
        return ""
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return (
            "there is no display to open a window on (DISPLAY and WAYLAND_DISPLAY are unset); "  # not shown: the command line's
            "start babelworks from a desktop session, or use simulate, replay or export, which need none"
        )
    return ""


def replay_command(args: argparse.Namespace) -> int:
    """``babelworks replay SAVE [--at N] [--png OUT] [--moves OUT] [--show]``.

    Prints scores, turn and state hash of the position (the end, or after N
    actions), writes what was asked, opens the viewer with ``--show``; exits 2
    with one sentence for a bad save, position or path.
    """
    from babelworks.core.savefile import read_save
    from babelworks.registry import get_game

    problem = _replay_request_problem(args)
    if problem:
        return fail(problem)
    try:
        match = read_save(args.save, get_game)
    except SaveError as error:
        return fail(f"{quoted(args.save, 200)}: {error}")
    if args.show:
        return _launch_replay(args.save)
    if args.at is not None and not 0 <= args.at <= len(match.log):
        return fail(
            f"--at {args.at} is outside this game: it has {len(match.log)} actions (0 is the set-up)."  # not shown: the command line's
        )
    return _replay_outputs(args, match)


def _replay_request_problem(args: argparse.Namespace) -> str:
    """What is wrong with a replay request before the save is read, or ""."""
    if args.png and args.at is None:
        return "say which position to picture: --at N (the table after N actions)"  # not shown: the command line's
    if args.show and (args.at is not None or args.png or args.moves):
        return "--show opens the viewer; give --at, --png and --moves without it"  # not shown: the command line's
    problem = _outputs_problem(args.save, (args.moves, args.png))
    if problem:
        return problem
    if args.png:
        try:
            parse_picture_size(args.size)
        except ValueError as error:
            return str(error)
    return ""


def _launch_replay(save: str) -> int:
    problem = display_problem()
    if problem:
        return fail(problem)
    from babelworks.ui.replay.app import main as replay_main

    return replay_main(save)


def _replay_outputs(args: argparse.Namespace, match) -> int:
    """Print the position, write the move list and the picture asked for."""
    from babelworks.ui.replay.export import position_match, write_move_list, write_picture

    if args.moves:
        try:
            write_move_list(match, args.moves)
        except OSError as error:
            return fail(write_problem(args.moves, error))
        print(f"wrote {args.moves}: {len(match.log)} moves")  # not shown
    if args.at is not None:
        match = position_match(match, args.at)
    _print_position(match)
    if args.png:
        problem = write_picture(match, args.png, parse_picture_size(args.size), args.camera)
        if problem:
            return fail(problem)
        print(f"wrote {args.png}: the table after action {args.at}")  # not shown: the command line's
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
    print(f"state hash: {match.state_hash()}")  # not shown: the command line's


def export_command(args: argparse.Namespace) -> int:
    """``babelworks export SAVE [--glb OUT] [--png OUT] ...``: 0 when every file was written.

    Exits 2, after one sentence on stderr and with nothing written, for: neither
    --glb nor --png, a path that cannot be written, a bad size, a bad save, a
    game without a 3D table, no display or no usable OpenGL for the picture.
    """
    from babelworks.export.snapshot import SnapshotUnavailable

    problem = _export_request_problem(args)
    if problem:
        return fail(problem)
    try:
        size = parse_picture_size(args.size) if args.png else (0, 0)
        pieces = _export_save(args, size)
    except SaveError as error:
        return fail(f"{args.save}: {error}")
    except (SnapshotUnavailable, ValueError) as error:
        return fail(str(error))
    except OSError as error:
        target = args.glb if args.glb and not args.png else "the snapshot"  # not shown: the command line's
        return fail(write_problem(target, error))
    except RuntimeError as error:  # the GL driver refused (see render/offscreen.py)
        return fail(f"cannot render the picture: {error}")  # not shown: the command line's
    _tell_written(args, pieces, size)
    return 0


def _export_save(args: argparse.Namespace, size: tuple[int, int]) -> list:
    """Load the save and write what was asked; returns the table's pieces."""
    from babelworks.core.savefile import read_save
    from babelworks.export.snapshot import export_snapshot, match_about, table_pieces
    from babelworks.registry import get_game

    match = read_save(args.save, get_game)
    pieces = table_pieces(match)
    # The save's own time: two exports of one save are the same file.
    saved_at = datetime.fromtimestamp(os.stat(args.save).st_mtime, UTC).replace(microsecond=0)
    export_snapshot(
        pieces,
        glb=args.glb,
        png=args.png,
        size=size,
        city_only=args.city_only,
        camera=args.camera,
        about=match_about(match, saved_at),
    )
    return pieces


def parse_picture_size(text: str) -> tuple[int, int]:
    """Read a picture size written as ``WIDTHxHEIGHT`` ("1920x1080"; portrait is fine).

    Raises:
        ValueError: with a sentence for a person, for anything else.
    """
    width, sep, height = text.lower().partition("x")
    if not (sep and _plain_number(width) and _plain_number(height)):
        raise ValueError(f"picture size {text[:40]!r} should look like {DEFAULT_PICTURE_SIZE}")  # not shown
    return int(width), int(height)


def _plain_number(text: str) -> bool:
    """ASCII digits only: ``isdigit()`` alone also accepts "²" and others ``int()`` refuses."""
    return text.isascii() and text.isdigit() and len(text) <= 6


def _export_request_problem(args: argparse.Namespace) -> str:
    """What is wrong with the request before any work, or ""."""
    if not (args.glb or args.png):
        return "say what to export: --glb OUT.glb for the model, --png OUT.png for a picture"  # not shown: the command line's
    return _outputs_problem(args.save, (args.glb, args.png))


def _outputs_problem(save: str, outputs: tuple) -> str:
    """Why one of a command's outputs cannot be written ("" if all can).

    No output may be the save being read (however the path is spelled: a
    symlink, a hard link) or share its file with another output.
    """
    given = [path for path in outputs if path]
    for index, path in enumerate(given):
        problem = target_problem(path, inputs=(save,), others=tuple(given[:index]))
        if problem:
            return problem
    return ""


def _tell_written(args: argparse.Namespace, pieces: list, size: tuple[int, int]) -> None:
    from babelworks.export.gltf import city_pieces

    if args.glb:
        kept = len(city_pieces(pieces)) if args.city_only else len(pieces)
        city = " (the city only)" if args.city_only else ""  # not shown: the terminal's
        size_kb = os.path.getsize(args.glb) / 1024
        print(f"wrote {args.glb}: {kept} pieces{city}, {size_kb:.0f} KB")  # not shown
    if args.png:
        print(f"wrote {args.png}: {size[0]}x{size[1]} pixels, {args.camera} view")  # not shown
