"""Render the table to a picture off-screen: any size up to 3840x2160, antialiased.

The picture does not depend on the window: the table view paints into a
framebuffer at the asked size times :data:`SUPERSAMPLE` on each axis, and the
result is averaged down, which smooths the cubes' edges the way a camera would.
Without a window (the command line), :func:`offscreen_table` makes a small
table view of its own; it still needs an X server (Xvfb headless), because Qt
has no OpenGL on its "offscreen" platform.
"""

from __future__ import annotations

import contextlib
import os
import sys
from typing import Iterator

import numpy as np
import pyqtgraph as pg
from OpenGL import GL
from PySide6 import QtCore, QtOpenGL, QtWidgets

from babelworks.core.savefile import quoted
from babelworks.export.framing import hero_pose
from babelworks.export.png import encode_png
from babelworks.export.progress import Progress, report
from babelworks.scene import camera
from babelworks.render.viewport import TableView
from babelworks.scene.pieces import Piece

MAX_SIZE = (3840, 2160)
MIN_SIDE = 16
SUPERSAMPLE = 2  # 2x2 samples per pixel
# Painting in tiles keeps the framebuffers small: allocating one 7680x4320
# framebuffer cost 0.45-0.6 s on llvmpipe, more than painting into it.
TILE = 2048
Framebuffer = QtOpenGL.QOpenGLFramebufferObject
_WAIT_STEPS = 200  # event-loop turns to wait for a new window to be exposed


def parse_size(text: str) -> tuple[int, int]:
    """Read a picture size written as ``WIDTHxHEIGHT``.

    Args:
        text: e.g. "1920x1080"; portrait sizes such as "2160x3840" are fine.

    Returns:
        (width, height) in pixels.

    Raises:
        ValueError: with a message for a person, for anything else or too big.
    """
    width, sep, height = text.lower().partition("x")
    # ASCII digits only: isdigit() also accepts "²" and other digits int() refuses.
    if not (sep and _plain_number(width) and _plain_number(height)):
        raise ValueError(f"picture size '{quoted(text)}' should look like 1920x1080")
    size = (int(width), int(height))
    largest = MAX_SIZE[0] * MAX_SIZE[1]
    if min(size) < MIN_SIDE or max(size) > MAX_SIZE[0] or size[0] * size[1] > largest:
        raise ValueError(f"picture size {text} is outside {MIN_SIDE}x{MIN_SIDE}"
                         f" to {MAX_SIZE[0]}x{MAX_SIZE[1]}")
    return size


def _plain_number(text: str) -> bool:
    return text.isascii() and text.isdigit() and len(text) <= 6


def snapshot_image(view: TableView, width: int, height: int,
                   supersample: int = SUPERSAMPLE) -> np.ndarray:
    """Render what the view's camera sees now, antialiased.

    The view paints, tile by tile, at ``supersample`` times the size on each
    axis; each tile is halved on the GPU with linear filtering, which at
    exactly 2:1 averages each 2x2 block (a box filter). Reading back only the
    final pixels is several times faster here than reading the large image
    and averaging it in numpy.

    Args:
        view: a table view that has been shown once (it owns the GL context).
        width: picture width in pixels.
        height: picture height in pixels.
        supersample: 2 (antialiased) or 1 (plain).

    Returns:
        (height, width, 3) RGB uint8 array, top row first.

    Raises:
        ValueError: for another supersample factor.
        RuntimeError: the GL driver cannot hold a framebuffer of the picture's size.
    """
    if supersample not in (1, 2):
        raise ValueError(f"supersample must be 1 or 2, not {supersample}")
    view.makeCurrent()
    try:
        if max(width, height) > _largest_framebuffer():
            raise RuntimeError(f"the GL driver cannot hold a {width}x{height} picture")
        pixels = _paint_and_read(view, width, height, supersample)
    finally:
        view.doneCurrent()
    return np.frombuffer(pixels, dtype=np.uint8).reshape(height, width, 3)[::-1]


def _paint_and_read(view: TableView, width: int, height: int, factor: int) -> bytes:
    """Paint at factor x the size tile by tile, shrinking each tile into the picture."""
    big_w, big_h = width * factor, height * factor
    picture = _framebuffer(width, height, with_depth=False)
    tile = _framebuffer(min(TILE, big_w), min(TILE, big_h), with_depth=True)
    smoothing = GL.GL_LINEAR if factor > 1 else GL.GL_NEAREST
    for x, y, w, h in _tiles(big_w, big_h):  # GL coordinates: y counts up from the bottom
        tile.bind()
        GL.glViewport(0, 0, w, h)
        view.paint(region=(x, y, w, h), viewport=(0, 0, big_w, big_h))
        Framebuffer.blitFramebuffer(
            picture, QtCore.QRect(x // factor, y // factor, w // factor, h // factor),
            tile, QtCore.QRect(0, 0, w, h), GL.GL_COLOR_BUFFER_BIT, smoothing)
    picture.bind()
    GL.glPixelStorei(GL.GL_PACK_ALIGNMENT, 1)  # RGB rows are not 4-byte multiples
    pixels = GL.glReadPixels(0, 0, width, height, GL.GL_RGB, GL.GL_UNSIGNED_BYTE)
    picture.release()
    return pixels


def _tiles(width: int, height: int):
    """(x, y, w, h) tiles covering the area; TILE is even, so no 2x2 block is split."""
    for y in range(0, height, TILE):
        for x in range(0, width, TILE):
            yield x, y, min(TILE, width - x), min(TILE, height - y)


def _largest_framebuffer() -> int:
    """The side of the largest framebuffer the driver allows (a texture colour buffer)."""
    return min(int(GL.glGetIntegerv(GL.GL_MAX_TEXTURE_SIZE)),
               int(GL.glGetIntegerv(GL.GL_MAX_RENDERBUFFER_SIZE)))


def _framebuffer(width: int, height: int, with_depth: bool) -> Framebuffer:
    layout = QtOpenGL.QOpenGLFramebufferObjectFormat()
    if with_depth:
        layout.setAttachment(Framebuffer.Attachment.CombinedDepthStencil)
    framebuffer = Framebuffer(width, height, layout)
    if not framebuffer.isValid():
        raise RuntimeError(f"the GL driver refused a {width}x{height} framebuffer")
    return framebuffer


def png_bytes(view: TableView, size: tuple[int, int], pose: camera.CameraPose | None = None,
              progress: Progress = None) -> bytes:
    """Render the view (from its own camera, or from ``pose``) and encode a PNG.

    The view's camera is put back afterwards.

    Args:
        view: a table view that has been shown once.
        size: (width, height) in pixels.
        pose: a camera to render from instead of the view's current one.
        progress: optional ``(done, total) -> bool`` callback; False cancels.

    Returns:
        The PNG file's bytes.

    Raises:
        ExportCancelled: the progress callback asked to stop.
    """
    report(progress, 0, 2)
    with camera_at(view, pose):
        image = snapshot_image(view, *size)
    report(progress, 1, 2)
    payload = encode_png(image)
    report(progress, 2, 2)
    return payload


@contextlib.contextmanager
def camera_at(view: TableView, pose: camera.CameraPose | None) -> Iterator[None]:
    """Point the view's camera at ``pose`` (None: leave it) and put it back afterwards."""
    if pose is None:
        yield
        return
    before = view.camera_pose()
    _aim(view, pose)
    try:
        yield
    finally:
        _aim(view, before)


def _aim(view: TableView, pose: camera.CameraPose) -> None:
    view.setCameraPosition(pos=pg.Vector(*pose.centre), distance=pose.distance,
                           elevation=pose.elevation, azimuth=pose.azimuth)


def hero_camera(view: TableView, size: tuple[int, int]) -> camera.CameraPose:
    """The hero camera for the view's pieces at this picture size."""
    return hero_pose(view.pieces(), size[0] / size[1], view.opts["fov"])


def display_problem() -> str:
    """Why this process cannot render with OpenGL, or "" when it can (as far as we can tell)."""
    if os.environ.get("QT_QPA_PLATFORM", "").startswith(("offscreen", "minimal")):
        return ("pictures need OpenGL, which Qt's offscreen platform lacks; "
                "unset QT_QPA_PLATFORM and run under xvfb-run")
    on_linux = sys.platform.startswith("linux")
    if on_linux and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return "pictures need a display; run under xvfb-run headless"
    return ""


@contextlib.contextmanager
def offscreen_table(pieces: list[Piece]) -> Iterator[TableView]:
    """A small, hidden-away table view showing the pieces, for rendering without a window.

    Creates the QApplication (with the project's GL set-up) if there is none.

    Args:
        pieces: what the table should show.

    Yields:
        A shown TableView with its GL context ready.
    """
    app = _application()
    view = TableView()
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
    raise RuntimeError("could not get an OpenGL context for the picture")


def _application() -> QtWidgets.QApplication:
    app = QtWidgets.QApplication.instance()
    if app is None:
        from babelworks.render.glsetup import configure_gl

        configure_gl()
        app = QtWidgets.QApplication(["babelworks"])
    return app
