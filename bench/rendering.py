"""Frames per second for a city of cubes: one instanced item vs one GLMeshItem each.

Both ways draw the same cubes (same mesh, poses and colours) in the same window
of one process, taking turns, so the ratio compares like with like.
"""

from __future__ import annotations

import statistics
import time
from contextlib import contextmanager

import numpy as np
import pyqtgraph.opengl as gl
from OpenGL import GL

from babelworks.render.instanced import CONTACT
from babelworks.render.offscreen import render_image
from babelworks.render.viewport import TableView
from babelworks.scene.meshes import CUBE_EDGE_CM, mesh
from babelworks.scene.pieces import Piece

CUBE_COLOURS = (
    (0.55, 0.33, 0.12, 1.0),
    (0.45, 0.45, 0.47, 1.0),
    (0.25, 0.6, 0.85, 1.0),
    (0.12, 0.12, 0.16, 1.0),
    (0.8, 0.7, 0.2, 1.0),
)
WARM_UP_FRAMES = 3


def city_of_cubes(count: int) -> list[Piece]:
    """Stacks of cubes on a grid in the middle of the table, up to 10 high.

    Args:
        count: number of cubes.

    Returns:
        ``count`` cube pieces, stacks 3 cm apart.
    """
    pieces = []
    for index in range(count):
        stack, level = divmod(index, 10)
        row, column = divmod(stack, 15)
        position = (-21.0 + 3.0 * column, -15.0 + 3.0 * row, CUBE_EDGE_CM * (level + 0.5))
        colour = CUBE_COLOURS[stack % len(CUBE_COLOURS)]
        pieces.append(Piece(f"cube/{index}", "cube", position, colour=colour))
    return pieces


def separate_items(pieces: list[Piece]) -> list[gl.GLMeshItem]:
    """One shaded pyqtgraph GLMeshItem per piece (posed, scaled, coloured): no instancing."""
    from PySide6.QtGui import QMatrix4x4, QQuaternion

    data: dict[str, gl.MeshData] = {}
    items = []
    for piece in pieces:
        if piece.mesh not in data:
            unit = mesh(piece.mesh)
            data[piece.mesh] = gl.MeshData(vertexes=unit.vertices, faces=unit.faces)
        item = gl.GLMeshItem(meshdata=data[piece.mesh], color=piece.colour, shader="shaded", smooth=False)
        matrix = QMatrix4x4()
        matrix.translate(*piece.position)
        x, y, z, w = piece.rotation
        matrix.rotate(QQuaternion(w, x, y, z))
        matrix.scale(*piece.scale)
        item.setTransform(matrix)
        items.append(item)
    return items


def frames_per_second(view: TableView, app, seconds: float) -> float:
    """Keep asking the view to repaint for about ``seconds``; return the frame rate.

    Only frames that reached the screen count: the view's ``frameSwapped``
    signal fires once a frame is painted, composed and swapped.
    """
    swapped = []

    def count_frame():
        swapped.append(time.perf_counter())

    view.frameSwapped.connect(count_frame)
    start = time.perf_counter()
    while len(swapped) < WARM_UP_FRAMES + 3 or swapped[-1] - start < seconds:
        view.update()
        app.processEvents()
        if len(swapped) == WARM_UP_FRAMES and start < swapped[-1]:
            start = swapped[-1]
    view.frameSwapped.disconnect(count_frame)
    counted = swapped[WARM_UP_FRAMES:]
    return len(counted) / (counted[-1] - start)


def compare(view: TableView, app, cubes: int, seconds: float, rounds: int) -> dict:
    """Measure both ways in alternating rounds; report the median fps of each.

    Args:
        view: a shown TableView (its table is drawn in both ways).
        app: the QApplication.
        cubes: number of cubes.
        seconds: measuring time per way per round.
        rounds: how many times each way is measured.

    Returns:
        {"cubes", "instanced_fps", "separate_fps", "ratio", "rounds"}.
    """
    return {"cubes": cubes, **compare_pieces(view, app, city_of_cubes(cubes), seconds, rounds)}


def compare_pieces(view: TableView, app, pieces: list[Piece], seconds: float, rounds: int) -> dict:
    """Median fps of ``pieces`` drawn instanced and as separate items, in alternating rounds.

    Returns:
        {"instanced_fps", "separate_fps", "ratio", "rounds"}.
    """
    items = separate_items(pieces)
    instanced, separate = [], []
    for _ in range(rounds):
        view.set_pieces(pieces)
        instanced.append(frames_per_second(view, app, seconds))
        view.set_pieces([])
        with _shown(view, items):
            separate.append(frames_per_second(view, app, seconds))
    fast, slow = statistics.median(instanced), statistics.median(separate)
    return {
        "instanced_fps": round(fast, 1),
        "separate_fps": round(slow, 1),
        "ratio": round(fast / slow, 2),
        "rounds": rounds,
    }


@contextmanager
def _shown(view: TableView, items: list[gl.GLMeshItem]):
    """Add the separate items to the view for the duration of a block."""
    for item in items:
        view.addItem(item)
    try:
        yield
    finally:
        for item in items:
            view.removeItem(item)


def gl_renderer(view: TableView) -> str:
    """The GL renderer and version strings of the view's context."""
    view.makeCurrent()
    try:
        names = (GL.glGetString(GL.GL_RENDERER), GL.glGetString(GL.GL_VERSION))
        return " / ".join(n.decode(errors="replace") for n in names if n)
    finally:
        view.doneCurrent()


def coverage_agreement(view: TableView, cubes: int) -> float:
    """How alike the two ways cover the table (intersection over union, 0-1).

    pyqtgraph swallows draw errors, so a "fast" way that draws nothing would
    pass unnoticed; both must cover the same pixels. Shading differs (pyqtgraph's
    shader lights from the camera), so only coverage is compared.
    """
    size = (320, 200)
    view.set_pieces([])
    empty = render_image(view, *size).astype(int)
    view.set_pieces(city_of_cubes(cubes))
    items = view.mesh_items().values()
    for item in items:  # pyqtgraph's items have no contact shading: darker feet are not less cover
        item.contact = 0.0
    fast = np.abs(render_image(view, *size).astype(int) - empty).max(axis=2) > 12
    for item in items:
        item.contact = CONTACT
    view.set_pieces([])
    with _shown(view, separate_items(city_of_cubes(cubes))):
        slow = np.abs(render_image(view, *size).astype(int) - empty).max(axis=2) > 12
    union = np.logical_or(fast, slow).sum()
    return float(np.logical_and(fast, slow).sum() / union) if union else 0.0
