"""Export a snapshot of a game's table: a .glb model and, if asked, a PNG picture.

Two ways in, one way through:

- the app's File > Export snapshot... calls :func:`export_snapshot` with the
  table view's pieces and the view itself (the picture then uses the view's GL
  context and, if asked, its current camera), and a progress callback;
- ``babelworks export SAVE --glb OUT.glb [--png OUT.png --size WxH]`` calls
  :func:`export_save`, which loads the save, asks the game's table scene for its
  pieces and renders the picture from the hero camera in a view of its own.

Everything is built in memory first and written atomically at the end, so a
failed or cancelled export leaves no file behind.

A game's table scene is the module ``babelworks.scene.<game package>`` (for
example ``babelworks.scene.rolling_heights``) with a function
``table_pieces(state, seats) -> list[Piece]``.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from babelworks.core.errors import SaveError
from babelworks.core.match import Match
from babelworks.core.savefile import read_save, write_atomic
from babelworks.export.gltf import city_pieces, glb_bytes
from babelworks.export.progress import Progress
from babelworks import registry
from babelworks.scene.pieces import Piece

EXIT_OK = 0
EXIT_BAD_INPUT = 2
HERO = "hero"
CURRENT = "current"
_GLB_SHARE = 0.4  # of the progress bar, when a picture follows the model


class SnapshotUnavailable(LookupError):
    """This game has no 3D table yet, or this process cannot render a picture."""


def export_save(args: argparse.Namespace) -> int:
    """``babelworks export SAVE --glb OUT.glb [--png OUT.png --size WxH]``.

    Args:
        args: ``.save``, ``.glb``, ``.png`` (or None) and ``.size`` ("1920x1080").

    Returns:
        0 when every file was written; 2, after a message on stderr, for a bad
        save, a game without a 3D table, a bad size, no display or no usable
        OpenGL for the picture, or a path that cannot be written (then nothing
        is written).
    """
    problems = [_unwritable(path) for path in (args.glb, args.png) if path]
    if any(problems):
        return _fail(next(p for p in problems if p))
    try:
        size = _picture_size(args)
        match = read_save(args.save, registry.get_game)
        pieces = table_pieces(match)
        export_snapshot(pieces, glb=args.glb, png=args.png, size=size)
    except SaveError as error:
        return _fail(f"{args.save}: {error}")
    except (SnapshotUnavailable, ValueError) as error:
        return _fail(str(error))
    except OSError as error:
        return _fail(f"cannot write the snapshot: {error.strerror or error}")
    except RuntimeError as error:  # the GL driver refused (see picture.py)
        return _fail(f"cannot render the picture: {error}")
    _tell_written(args, pieces, size)
    return EXIT_OK


def export_snapshot(pieces: list[Piece], glb: str | os.PathLike | None = None,
                    png: str | os.PathLike | None = None, size: tuple[int, int] = (1920, 1080),
                    city_only: bool = False, view=None, camera: str = HERO,
                    progress: Progress = None) -> None:
    """Write a snapshot of the table: the model, the picture, or both.

    Args:
        pieces: what the table shows (``TableView.pieces()`` in the app).
        glb: where to write the .glb model, or None.
        png: where to write the PNG picture, or None.
        size: the picture's (width, height), up to 3840x2160.
        city_only: the model holds only the city (``extras["city"]``); the
            picture always shows the table, and the hero camera frames the city.
        view: the app's shown TableView, or None to render in a view of our own.
        camera: "hero" (the city from a low corner) or "current" (the view's
            camera; needs ``view``).
        progress: optional ``(done, total) -> bool`` callback, in percent;
            returning False cancels.

    Raises:
        ExportCancelled: cancelled; nothing was written.
        ValueError: an unknown camera.
        SnapshotUnavailable: a picture was asked for where OpenGL cannot run.
        OSError: a path cannot be written; nothing was written there.
    """
    if camera not in (HERO, CURRENT):
        raise ValueError(f"camera should be {HERO!r} or {CURRENT!r}, not {camera!r}")
    glb_share = _GLB_SHARE if png else 1.0
    payloads = []
    if glb:
        payloads.append((glb, glb_bytes(pieces, city_only,
                                        _part_of(progress, 0.0, glb_share))))
    if png:
        payloads.append((png, _picture(pieces, size, view, camera,
                                       _part_of(progress, glb_share if glb else 0.0, 1.0))))
    for path, payload in payloads:
        write_atomic(path, payload)


def table_pieces(match: Match) -> list[Piece]:
    """The pieces of a match's table, from its game's table scene.

    Raises:
        SnapshotUnavailable: the game has no table scene in this build yet.
    """
    try:
        module = registry.scene_module(match.setup.game)
    except registry.GameUnavailable as error:
        raise SnapshotUnavailable(str(error)) from None
    return module.table_pieces(match.state, match.setup.seats)


def _picture(pieces, size, view, camera, progress) -> bytes:
    from babelworks.export import picture

    if view is not None:
        pose = picture.hero_camera(view, size) if camera == HERO else None
        return picture.png_bytes(view, size, pose, progress)
    problem = picture.display_problem()
    if problem:
        raise SnapshotUnavailable(f"Cannot render the picture: {problem}.")
    with picture.offscreen_table(pieces) as own_view:
        return picture.png_bytes(own_view, size, picture.hero_camera(own_view, size), progress)


def _part_of(progress: Progress, start: float, end: float) -> Progress:
    """A callback for one stage that reports to ``progress`` in percent of the whole."""
    if progress is None:
        return None

    def stage(done: int, total: int) -> bool:
        share = done / total if total else 1.0
        return progress(round(100 * (start + (end - start) * share)), 100)

    return stage


def _picture_size(args: argparse.Namespace) -> tuple[int, int]:
    if not args.png:
        return (0, 0)
    from babelworks.export.picture import parse_size

    return parse_size(args.size)


def _unwritable(path: str) -> str:
    """Why a new file cannot be written at ``path`` ("" if it can): checked before any work."""
    target = Path(path)
    folder = target.parent
    if not folder.is_dir():
        return f"cannot write {path}: the folder {folder} does not exist"
    if target.is_dir():
        return f"cannot write {path}: it is a folder"
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"cannot write {path}: the folder {folder} is not writable"
    return ""


def _tell_written(args: argparse.Namespace, pieces: list[Piece], size: tuple[int, int]) -> None:
    city = len(city_pieces(pieces))
    print(f"wrote {args.glb}: {len(pieces)} pieces ({city} in the city), "
          f"{os.path.getsize(args.glb) / 1024:.0f} KB")
    if args.png:
        print(f"wrote {args.png}: {size[0]}x{size[1]} pixels")


def _fail(message: str) -> int:
    print(f"babelworks: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT
