"""The one off-screen renderer: what a table view's camera sees, at any size up to 3840x2160.

Every picture of the table goes through :func:`render_image`: the self-test's
frame, the tests' pixel checks, the benchmarks and the exported PNG. The view
paints into framebuffers of its own, so the picture does not depend on the
window's size; the table is painted tile by tile (one 7680x4320 framebuffer
cost 0.45-0.6 s to allocate on llvmpipe, more than painting into it) and each
tile is shrunk on the GPU into the picture.

Antialiasing is supersampling (multisampling is off on software GL, see
docs/architecture.md): pictures up to :data:`SUPERSAMPLE_MAX_SIDE` pixels wide
(on their longer side) are painted at twice the size and averaged down; larger
ones are painted once
per pixel, their pixels being as small as the samples of a supersampled 1080p
picture (and a 3840x2160 picture then stays within its 0.5 s budget).

Without a window (the command line), :func:`offscreen_table` makes a small table
view of its own; it still needs an X server (Xvfb headless), because Qt has no
OpenGL on its "offscreen" platform.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from typing import cast

import numpy as np
from OpenGL import GL
from PySide6 import QtCore, QtOpenGL, QtWidgets

from babelworks.i18n import translate
from babelworks.render.textures import FaceSource
from babelworks.render.viewport import TableView
from babelworks.scene.camera import CameraPose
from babelworks.scene.pieces import Piece

MAX_SIZE = (3840, 2160)
MIN_SIDE = 16
SUPERSAMPLE_MAX_SIDE = 1920  # wider pictures get one sample per pixel
TILE = 2048  # even, so no 2x2 block of samples is split between tiles
Framebuffer = QtOpenGL.QOpenGLFramebufferObject
_WAIT_STEPS = 200  # event-loop turns to wait for a new window to be exposed


def check_size(size: tuple[int, int]) -> None:
    """Refuse a picture size the renderer does not make.

    Args:
        size: (width, height) in pixels; portrait sizes such as 2160x3840 are fine.

    Raises:
        ValueError: with a sentence for a person, for a size out of range.
    """
    width, height = size
    if min(size) < MIN_SIDE or max(size) > MAX_SIZE[0] or width * height > MAX_SIZE[0] * MAX_SIZE[1]:
        raise ValueError(
            translate(
                "Picture export",
                "picture size {width}x{height} is outside {least}x{least} to {most_width}x{most_height}",
            ).format(
                width=width, height=height, least=MIN_SIDE, most_width=MAX_SIZE[0], most_height=MAX_SIZE[1]
            )
        )


def render_image(
    view: TableView, width: int, height: int, supersample: int | None = None, tile: int = TILE
) -> np.ndarray:
    """Render what the view's camera sees now, antialiased where the size allows.

    Args and errors as :func:`render_bands`.

    Returns:
        (height, width, 3) RGB uint8 array, top row first.
    """
    return np.concatenate(list(render_bands(view, width, height, supersample, tile)))


def render_bands(
    view: TableView, width: int, height: int, supersample: int | None = None, tile: int = TILE
) -> Iterator[np.ndarray]:
    """Render what the view's camera sees now as bands of rows, top band first.

    Each band is one row of tiles, read back as soon as it is painted, so a
    consumer (the PNG encoder) can work on it while the next is painted. Each
    tile is painted at ``supersample`` times the size on each axis and halved on
    the GPU with linear filtering, which at exactly 2:1 averages each 2x2 block
    (a box filter); reading back only the final pixels is several times faster
    than reading the large image and averaging it in numpy.

    Args:
        view: a table view that has been shown once (it owns the GL context).
        width: picture width in pixels.
        height: picture height in pixels.
        supersample: 2 (antialiased), 1 (plain) or None: 2 up to
            :data:`SUPERSAMPLE_MAX_SIDE` pixels wide, else 1.
        tile: the side of the framebuffer painted at once (even).

    Yields:
        (rows, width, 3) RGB uint8 arrays of the picture's rows, top to bottom.

    Raises:
        ValueError: another supersample factor, or an odd tile.
        RuntimeError: the view was never shown (no GL context yet), or the GL
            driver cannot hold a framebuffer of the picture's size.
    """
    factor = supersample or (2 if max(width, height) <= SUPERSAMPLE_MAX_SIDE else 1)
    if factor not in (1, 2) or tile % 2:
        raise ValueError(
            f"supersample must be 1 or 2 and the tile even, not {factor}, {tile}"  # not shown: a caller's mistake
        )
    if not view.isValid():
        raise RuntimeError(
            "the table view has no GL context yet: show it before rendering"  # not shown: a caller's mistake
        )
    view.makeCurrent()
    try:
        if max(width, height) > _largest_framebuffer():
            raise RuntimeError(
                translate("Picture export", "the GL driver cannot hold a {width}x{height} picture").format(
                    width=width, height=height
                )
            )
        yield from _paint_and_read(view, (width, height), factor, tile)
    finally:
        view.doneCurrent()


def _paint_and_read(view: TableView, size: tuple[int, int], factor: int, tile: int) -> Iterator[np.ndarray]:
    """Paint at factor x the size tile by tile, shrinking each tile into the picture, and read
    each row of tiles back as it is done (GL counts y up from the bottom: the top row is last)."""
    width, height = size
    big_w, big_h = width * factor, height * factor
    picture = _framebuffer(width, height, with_depth=False)
    painted = _framebuffer(min(tile, big_w), min(tile, big_h), with_depth=True)
    smoothing = GL.GL_LINEAR if factor > 1 else GL.GL_NEAREST
    for y in reversed(range(0, big_h, tile)):  # the same tiles as painting bottom-up, top row first
        rows = min(tile, big_h - y)
        for x in range(0, big_w, tile):
            columns = min(tile, big_w - x)
            painted.bind()
            GL.glViewport(0, 0, columns, rows)
            view.paint(region=(x, y, columns, rows), viewport=(0, 0, big_w, big_h))
            Framebuffer.blitFramebuffer(
                picture,
                QtCore.QRect(x // factor, y // factor, columns // factor, rows // factor),
                painted,
                QtCore.QRect(0, 0, columns, rows),
                GL.GL_COLOR_BUFFER_BIT,
                smoothing,
            )
        yield _read_rows(picture, y // factor, rows // factor, width)
    picture.release()


def _read_rows(picture: Framebuffer, bottom: int, rows: int, width: int) -> np.ndarray:
    """Rows ``bottom`` to ``bottom + rows`` (GL order) of the picture, top row first."""
    band = np.empty((rows, width, 3), dtype=np.uint8)
    picture.bind()
    GL.glPixelStorei(GL.GL_PACK_ALIGNMENT, 1)  # RGB rows are not 4-byte multiples
    GL.glReadPixels(0, bottom, width, rows, GL.GL_RGB, GL.GL_UNSIGNED_BYTE, band)
    return band[::-1]


def _largest_framebuffer() -> int:
    """The side of the largest framebuffer the driver allows (a texture colour buffer)."""
    return min(
        int(GL.glGetIntegerv(GL.GL_MAX_TEXTURE_SIZE)), int(GL.glGetIntegerv(GL.GL_MAX_RENDERBUFFER_SIZE))
    )


def _framebuffer(width: int, height: int, with_depth: bool) -> Framebuffer:
    layout = QtOpenGL.QOpenGLFramebufferObjectFormat()
    if with_depth:
        layout.setAttachment(Framebuffer.Attachment.CombinedDepthStencil)
    framebuffer = Framebuffer(width, height, layout)
    if not framebuffer.isValid():
        raise RuntimeError(
            translate("Picture export", "the GL driver refused a {width}x{height} framebuffer").format(
                width=width, height=height
            )
        )
    return framebuffer


@contextlib.contextmanager
def camera_at(view: TableView, pose: CameraPose | None) -> Iterator[None]:
    """Point the view's camera at ``pose`` (None: leave it) and put it back afterwards."""
    if pose is None:
        yield
        return
    before = view.camera_pose()
    view.set_camera(pose)
    try:
        yield
    finally:
        view.set_camera(before)


def display_problem() -> str:
    """Why this process cannot render with OpenGL, or "" when it can (as far as we can tell)."""
    if os.environ.get("QT_QPA_PLATFORM", "").startswith(("offscreen", "minimal")):
        return translate(
            "Picture export",
            "pictures need OpenGL, which Qt's offscreen platform lacks; unset QT_QPA_PLATFORM and run under xvfb-run",
        )
    on_linux = sys.platform.startswith("linux")
    if on_linux and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return translate("Picture export", "pictures need a display; run under xvfb-run headless")
    return ""


@contextlib.contextmanager
def offscreen_table(pieces: list[Piece], faces: FaceSource | None = None) -> Iterator[TableView]:
    """A small, hidden-away table view showing the pieces, for rendering without a window.

    Creates the QApplication (with the project's GL set-up) if there is none.

    Args:
        pieces: what the table should show.
        faces: where the pieces' printed faces come from (None: plain colours).

    Yields:
        A shown TableView with its GL context ready.
    """
    app = application()
    view = TableView(faces=faces)
    view.resize(64, 64)
    view.move(-10_000, -10_000)  # stays out of sight where a window manager allows
    view.show()
    try:
        _wait_for_context(app, view)
        view.set_pieces(pieces)
        yield view
    finally:
        view.close()
        view.deleteLater()
        app.processEvents()


def _wait_for_context(app: QtWidgets.QApplication, view: TableView) -> None:
    for _ in range(_WAIT_STEPS):
        app.processEvents()
        if view.isValid():  # the GL context exists once the widget was exposed
            return
    raise RuntimeError(translate("Picture export", "could not get an OpenGL context for the picture"))


def application() -> QtWidgets.QApplication:
    """The running QApplication, or a new one with the project's GL set-up."""
    app = QtWidgets.QApplication.instance()
    if app is None:
        from babelworks.render.glsetup import configure_gl

        configure_gl()
        app = QtWidgets.QApplication(["babelworks"])
    return cast(QtWidgets.QApplication, app)  # instance() is typed as its base class
