"""The exported picture: the city from a named view, rendered by the one off-screen renderer.

The picture shows what it is about (``framing.picture_pieces``: the city, or the
whole table when none is marked) from a view fitted to it, or, in the app, the
table exactly as the window's camera sees it ("current"). Rendering and PNG
encoding are the project's one way to make a picture (``render.offscreen``,
``render.png``); this module only chooses the pieces and the camera and puts the
app's view back as it was.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from babelworks.export.framing import (
    CURRENT,
    THREE_QUARTER,
    fitted_pose,
    picture_pieces,
)
from babelworks.export.progress import Progress, report
from babelworks.render.offscreen import camera_at, render_bands
from babelworks.render.png import encode_png_bands
from babelworks.render.viewport import TableView
from babelworks.scene.camera import CameraPose
from babelworks.scene.pieces import Piece


def png_bytes(
    view: TableView,
    size: tuple[int, int],
    camera: str = THREE_QUARTER,
    text: dict[str, str] | None = None,
    progress: Progress = None,
) -> bytes:
    """Render the view's pieces from a camera and encode a PNG; the view is put back afterwards.

    Args:
        view: a table view that has been shown once (the app's, or an off-screen one).
        size: (width, height) in pixels.
        camera: a view name from ``framing.view_names()`` or "current".
        text: PNG metadata (keyword -> text).
        progress: optional ``(done, total) -> bool`` callback; False cancels.

    Returns:
        The PNG file's bytes.

    Raises:
        ExportCancelled: the progress callback asked to stop.
        ValueError: an unknown camera view.
    """
    report(progress, 0, 1)
    if camera == CURRENT:
        payload = encode_png_bands(render_bands(view, *size), text)
    else:
        shown = picture_pieces(view.pieces())
        pose = fitted_pose(shown, size[0] / size[1], camera, view.opts["fov"])
        with showing(view, shown), camera_at(view, pose):
            payload = encode_png_bands(render_bands(view, *size), text)  # encodes as the bands come
    report(progress, 1, 1)
    return payload


def picture_pose(view: TableView, size: tuple[int, int], camera: str = THREE_QUARTER) -> CameraPose:
    """The camera a picture of the view's pieces takes from a named view (for benchmarks, tests)."""
    return fitted_pose(picture_pieces(view.pieces()), size[0] / size[1], camera, view.opts["fov"])


@contextlib.contextmanager
def showing(view: TableView, pieces: list[Piece]) -> Iterator[None]:
    """Show only ``pieces`` while the picture renders, then what the view showed before.

    Both changes happen between two paints of the window (nothing runs the event
    loop in between), so the player never sees the city alone.
    """
    before = view.pieces()
    if len(pieces) == len(before):
        yield
        return
    view.set_pieces(pieces)
    try:
        yield
    finally:
        view.set_pieces(before)
