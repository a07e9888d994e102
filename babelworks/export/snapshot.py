"""Export a snapshot of a game's table: a .glb model, a PNG picture, or both.

Two ways in, one way through :func:`export_snapshot`:

- the app's File > Export snapshot... passes the table view's pieces, the view
  itself (the picture then uses the view's GL context and, if asked, its
  current camera) and a progress callback;
- ``babelworks export SAVE ...`` (its arguments, messages and exit codes live in
  ``babelworks.cli``) loads the save, asks the game's table scene for its pieces
  (:func:`table_pieces`) and renders in an off-screen view of its own.

Everything is built in memory first and written atomically at the end, so a
failed or cancelled export leaves no file behind. Both files say what they are
a picture of: :func:`match_about` goes into the model's ``asset.extras`` and, as
text, into the PNG's metadata.
"""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime

from babelworks import __version__, registry
from babelworks.core.files import write_atomic
from babelworks.core.match import Match
from babelworks.export.framing import CURRENT, THREE_QUARTER, view_names
from babelworks.export.gltf import glb_bytes
from babelworks.export.progress import Progress
from babelworks.i18n import translate
from babelworks.scene.pieces import Piece

_GLB_SHARE = 0.4  # of the progress bar, when a picture follows the model


class SnapshotUnavailable(LookupError):
    """This game has no 3D table yet, or this process cannot render a picture."""


def export_snapshot(
    pieces: list[Piece],
    glb: str | os.PathLike | None = None,
    png: str | os.PathLike | None = None,
    size: tuple[int, int] = (1920, 1080),
    city_only: bool = False,
    view=None,
    camera: str = THREE_QUARTER,
    about: dict | None = None,
    progress: Progress = None,
) -> None:
    """Write a snapshot of the table: the model, the picture, or both.

    Args:
        pieces: what the table shows (``TableView.pieces()`` in the app).
        glb: where to write the .glb model, or None.
        png: where to write the PNG picture, or None.
        size: the picture's (width, height), up to 3840x2160.
        city_only: the model holds only the city (``extras["city"]``), centred
            on its origin. The picture shows the city whatever this says,
            unless the camera is "current".
        view: the app's shown TableView, or None to render in a view of our own.
        camera: a view from ``framing.view_names()`` (the three-quarter view by
            default, or one of the table's named views), fitted to the city; or
            "current", the app view's camera as it is (needs ``view``).
        about: what the snapshot is of (:func:`match_about`), or None.
        progress: optional ``(done, total) -> bool`` callback, in percent;
            returning False cancels.

    Raises:
        ExportCancelled: cancelled; nothing was written.
        ValueError: an unknown camera, or a picture size out of range.
        SnapshotUnavailable: a picture was asked for where OpenGL cannot run.
        OSError: a path cannot be written; nothing was written there.
    """
    _check_picture(png, size, camera, view)
    glb_share = _GLB_SHARE if png else 1.0
    payloads = []
    if glb:
        payloads.append(
            (
                glb,
                glb_bytes(
                    pieces, city_only, about, _part_of(progress, 0.0, glb_share), faces=printed_faces()
                ),
            )
        )
    if png:
        payloads.append(
            (
                png,
                _picture(
                    pieces,
                    size,
                    view,
                    camera,
                    _png_text(about),
                    _part_of(progress, glb_share if glb else 0.0, 1.0),
                ),
            )
        )
    for path, payload in payloads:
        write_atomic(path, payload)


def table_pieces(match: Match) -> list[Piece]:
    """The pieces of a match's table, through :func:`babelworks.registry.table_pieces`.

    Raises:
        SnapshotUnavailable: the game has no table scene in this build.
    """
    try:
        return registry.table_pieces(match)
    except registry.GameUnavailable as error:
        raise SnapshotUnavailable(str(error)) from None


def match_about(match: Match, when: datetime | None = None) -> dict:
    """What a snapshot is of, as plain JSON data for the model and the picture.

    Args:
        match: the match on the table.
        when: the moment the snapshot shows (a save's own time, so two exports of one save
            are the same file); ``SOURCE_DATE_EPOCH`` overrides it, as reproducible builds
            expect; now (UTC) when neither is given.

    Returns:
        ``{"game", "game_name", "seed", "players": [{"name", "plays", "score", "winner"}],
        "over", "date", "generator"}``; a score is None where the game gives none.
    """
    scores = list(match.state.scores())
    over = bool(match.state.is_over())
    winners = set(match.game.winners(match.state)) if over else set()
    seats = [
        {
            "name": seat.name,
            "plays": seat.player,  # "person", or the computer's level
            "score": scores[i] if i < len(scores) else None,
            "winner": i in winners,
        }
        for i, seat in enumerate(match.setup.seats)
    ]
    return {
        "game": match.setup.game,
        "game_name": match.game.name,
        "seed": match.setup.seed,
        "players": seats,
        "over": over,
        "date": snapshot_moment(when).isoformat(timespec="seconds"),
        "generator": f"babelworks {__version__}",  # not shown: the file's data
    }


def snapshot_moment(when: datetime | None = None) -> datetime:
    """``SOURCE_DATE_EPOCH`` when set (reproducible output), else ``when``, else now (UTC)."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if epoch.isdigit():
        return datetime.fromtimestamp(int(epoch), UTC)
    return when or datetime.now(UTC)


def _check_picture(png, size: tuple[int, int], camera: str, view) -> None:
    """Refuse a bad picture request before any work (ValueError / SnapshotUnavailable)."""
    if not png:
        return
    if camera == CURRENT and view is None:
        raise ValueError(
            "the current camera needs the app's table view"  # not shown: only the app asks for it
        )
    if camera != CURRENT and camera not in view_names():
        raise ValueError(
            translate("Picture export", "there is no camera view {view}; choose one of {views}").format(
                view=repr(camera), views=", ".join(view_names())
            )
        )
    from babelworks.render.offscreen import check_size, display_problem

    check_size(size)
    problem = display_problem() if view is None else ""
    if problem:
        raise SnapshotUnavailable(
            translate("Picture export", "Cannot render the picture: {problem}.").format(problem=problem)
        )


_APPLICATION: list[object] = []  # the application made here for painting faces, kept alive


def printed_faces():
    """The card painter's faces (``cards.face_texture``), with a Qt application to paint
    them in: the window's, else one made here (a GL one where a display allows, so
    a picture can follow; else Qt's offscreen platform, enough to paint)."""
    from PySide6.QtGui import QGuiApplication

    from babelworks.cards import face_texture
    from babelworks.render.offscreen import application, display_problem

    if QGuiApplication.instance() is None:
        made = (
            QGuiApplication(["babelworks", "-platform", "offscreen"]) if display_problem() else application()
        )
        _APPLICATION.append(made)
    return face_texture


def _picture(pieces, size, view, camera, text, progress) -> bytes:
    from babelworks.export import picture
    from babelworks.render.offscreen import offscreen_table

    if view is not None:
        return picture.png_bytes(view, size, camera, text, progress)
    with offscreen_table(pieces, faces=printed_faces()) as own_view:
        return picture.png_bytes(own_view, size, camera, text, progress)


def _png_text(about: dict | None) -> dict[str, str]:
    """PNG metadata: a title people read and the whole description as JSON (the file's data,
    in the save's own words like the model's: English, whatever the window's language)."""
    if not about:
        return {"Software": f"babelworks {__version__}"}  # not shown: PNG data
    players = ", ".join(f"{p['name']} {p['score']}" for p in about["players"])
    return {
        "Title": f"{about['game_name']}, seed {about['seed']}: {players}",  # not shown: PNG data
        "Creation Time": about["date"],  # not shown: a PNG keyword
        "Software": about["generator"],  # not shown: a PNG keyword
        "Comment": json.dumps(about, ensure_ascii=False),  # not shown: a PNG keyword
    }


def _part_of(progress: Progress, start: float, end: float) -> Progress:
    """A callback for one stage that reports to ``progress`` in percent of the whole."""
    if progress is None:
        return None

    def stage(done: int, total: int) -> bool:
        share = done / total if total else 1.0
        return progress(round(100 * (start + (end - start) * share)), 100)

    return stage
