"""The 3D table: a GLViewWidget that shows pieces, lets you look around, and picks.

Pieces arrive as plain :class:`Piece` data from ``scene``; they are grouped by
mesh kind into one :class:`InstancedMeshItem` each, so a whole city costs a
handful of draw calls. Clicking a piece emits ``piece_clicked(piece id)``.
"""

from __future__ import annotations

import gc
from collections import defaultdict

import numpy as np
import pyqtgraph as pg
import pyqtgraph.opengl as gl
from PySide6 import QtCore

from babelworks.i18n import translate
from babelworks.render import camera
from babelworks.render.instanced import (
    INSTANCE_FLOATS,
    InstancedMeshItem,
    instance_rows,
)
from babelworks.render.motion import Motion
from babelworks.render.picking import nearest_hit, ray_box_distances, ray_through
from babelworks.render.printed_faces import PrintedFaces
from babelworks.render.textures import FaceSource, wood_grain
from babelworks.scene import camera as poses
from babelworks.scene.meshes import TABLE_TOP_SIZE_CM, mesh
from babelworks.scene.pieces import Piece

BACKGROUND = (38, 42, 48)  # a dim room around the lit table
TABLE_COLOUR = (0.30, 0.16, 0.07, 1.0)  # linear RGB of oiled oak
PRINTED = " printed"  # the item key of a mesh kind's printed pieces
TABLE_LAST = 1  # the table's depth value: after every piece (theirs are 0)
WOOD_KEY = -1  # the table's grain among the textures keyed by QImage.cacheKey()
CLICK_SLOP_PX = 4.0  # a press that moves less than this is a click, not a drag


class TableView(gl.GLViewWidget):
    """The lit table with the game's pieces on it.

    Signals:
        piece_clicked(str): the id of the piece under a mouse click.
        motion_finished: a glide of moved pieces has ended (see :meth:`set_motion`).

    Attributes:
        table_item: the instanced item drawing the table top (top face at z = 0).
    """

    piece_clicked = QtCore.Signal(str)
    motion_finished = QtCore.Signal()

    def __init__(self, parent=None, faces: FaceSource | None = None):
        """Create the view with the table and the default camera; no pieces yet.

        Args:
            parent: the Qt parent.
            faces: where printed faces come from (the card painter's atlases); None
                draws every piece in its plain colour and the table without grain.
        """
        super().__init__(parent)
        self._prints = PrintedFaces(faces)
        self.setBackgroundColor(pg.mkColor(BACKGROUND))
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(translate("Table view", "The game table"))
        self.setAccessibleDescription(
            translate(
                "Table view",
                "The table in 3D: drag to turn the view, the wheel to zoom; the panels and the game log "
                "say in words what is on it.",
            )
        )
        self._items: dict[str, InstancedMeshItem] = {}
        self._pieces: list[Piece] = []  # as drawn now (part-way through a glide)
        self._shown: list[Piece] = []  # as last set: where a glide ends
        self._motion = Motion(self)
        self._motion.frame.connect(self._draw)
        self._motion.finished.connect(self.motion_finished)
        self._boxes = (np.empty((0, 3)), np.empty((0, 4)), np.empty((0, 3)))
        self._press_pos = None
        self._add_table()
        self.reset_camera()

    # --- pieces -----------------------------------------------------------

    def _add_table(self) -> None:
        table = InstancedMeshItem(mesh("table"))
        top_at_zero = (0.0, 0.0, -TABLE_TOP_SIZE_CM[2] / 2)
        grain = np.array([[0, 0, 1, 1, 0, 0, 0, 0]], np.float32) if self._prints.faces else None
        table.set_instances(instance_rows([Piece("table", "table", top_at_zero, colour=TABLE_COLOUR)], grain))
        table.contact = 0.0  # the floor of the scene: nothing under it to stand on
        # Drawn last: where boards, mats and pieces already cover it, the depth test drops
        # its pixels before the grain is read (pyqtgraph draws items by rising depth value).
        table.setDepthValue(TABLE_LAST)
        if self._prints.faces:
            table.set_texture(self._prints.texture(WOOD_KEY, wood_grain, mipmaps=False))
        self.table_item = table
        self.addItem(table)

    def set_pieces(self, pieces: list[Piece]) -> None:
        """Show exactly these pieces; buffers of unchanged mesh kinds stay as they are.

        Inside :meth:`gliding`, with a glide length set (:meth:`set_motion`), pieces
        that were drawn elsewhere glide to their new places (starting from where they
        are drawn now, even part-way through another glide); otherwise, and for pieces
        that appear or vanish, the new table is drawn at once, ending any glide.

        Args:
            pieces: what the table shows now (ids unique, mesh kinds from the library).

        Raises:
            KeyError: for a mesh kind the mesh library does not have.
        """
        for kind in {piece.mesh for piece in pieces}:
            mesh(kind)  # an unknown kind fails here, before anything shown changes
        self._shown = [p for group in self._by_kind(pieces).values() for p in group]
        first = self._motion.show(self._pieces, pieces, self._kind_of)
        self._draw(pieces if first is None else first)

    def _kind_of(self, piece: Piece) -> str:
        """The item a piece is drawn by: its mesh kind's, or the kind's printed pieces' own
        (only their pixels pay for the texture)."""
        printed = self._prints.faces is not None and piece.face is not None
        return piece.mesh + PRINTED if printed else piece.mesh

    def _by_kind(self, pieces: list[Piece]) -> dict[str, list[Piece]]:
        by_kind: dict[str, list[Piece]] = defaultdict(list)
        for piece in pieces:
            by_kind[self._kind_of(piece)].append(piece)
        return by_kind

    def _draw(self, pieces: list[Piece], kinds: set[str] | None = None) -> None:
        """Draw these pieces; only the items of ``kinds`` are refreshed when it is given
        (a glide's frame: the other kinds stand still)."""
        by_kind = self._by_kind(pieces)
        if kinds is None:
            for kind in set(self._items) - set(by_kind):
                self._items[kind].set_instances(np.zeros((0, INSTANCE_FLOATS), dtype=np.float32))
        for kind, group in by_kind.items():
            if kinds is None or kind in kinds:
                item = self._item_for(kind)
                texture, prints = self._prints.of(group)
                item.set_texture(texture)
                item.set_instances(instance_rows(group, prints))
        self._pieces = [p for group in by_kind.values() for p in group]
        self._boxes = _boxes_of(self._pieces)
        self.update()

    def paint(self, *args, **kwargs):
        """Draw the items with Python's cycle collector held off.

        A GL widget nobody refers to any more (pyqtgraph's items and view refer to
        each other, so only the collector frees them) makes its own context current
        when it is destroyed and leaves none: collected in the middle of this draw, it
        pulled the context from under the next GL call (a crash, seen when a printed
        view was first drawn just after another view was dropped).
        """
        collecting = gc.isenabled()
        gc.disable()
        try:
            super().paint(*args, **kwargs)
        finally:
            if collecting:
                gc.enable()

    def pieces(self) -> list[Piece]:
        """The pieces shown, grouped by mesh kind: as last set, where a glide ends."""
        return list(self._shown)

    def drawn_pieces(self) -> list[Piece]:
        """The pieces as this frame draws them (part-way, during a glide), grouped by kind."""
        return list(self._pieces)

    # --- motion -------------------------------------------------------------

    def set_motion(self, ms: int) -> None:
        """Glide moved pieces over ``ms`` milliseconds when set inside :meth:`gliding`
        (0, the default: never).

        Raises:
            ValueError: for a length below 0 or above 5 s.
        """
        self._motion.set_length(ms)

    def gliding(self):
        """A context: pieces set inside it glide to their new places (a computer's move)."""
        return self._motion.gliding()

    def moving(self) -> bool:
        """True while pieces are gliding; ``motion_finished`` is emitted when they stop."""
        return self._motion.moving()

    def step_motion(self, elapsed_ms: float) -> None:
        """Draw the glide under way as it stands ``elapsed_ms`` after it began (its timer
        calls this; tests call it with chosen times)."""
        self._motion.step(elapsed_ms)

    def mesh_items(self) -> dict[str, InstancedMeshItem]:
        """The instanced item of each mesh kind shown so far (the table excluded); a kind's
        printed pieces have their own item, under "<kind> printed"."""
        return dict(self._items)

    def _item_for(self, kind: str) -> InstancedMeshItem:
        if kind not in self._items:
            item = InstancedMeshItem(mesh(kind.removesuffix(PRINTED)))
            self._items[kind] = item
            self.addItem(item)
        return self._items[kind]

    # --- camera -----------------------------------------------------------

    def reset_camera(self) -> None:
        """Return to the default overview of the whole table."""
        self.set_camera_preset(poses.DEFAULT_PRESET)

    def set_camera_preset(self, name: str) -> None:
        """Jump to a named camera preset ("overview", "top", "seat", "close").

        Raises:
            KeyError: for an unknown preset name.
        """
        self.set_camera(poses.preset(name))

    def set_camera(self, pose: poses.CameraPose) -> None:
        """Point the camera as ``pose`` says, within the table's limits
        (:func:`babelworks.scene.camera.within_limits`): the one way anything places it."""
        pose = poses.within_limits(pose)
        self.setCameraPosition(
            pos=pg.Vector(*pose.centre),
            distance=pose.distance,
            elevation=pose.elevation,
            azimuth=pose.azimuth,
        )

    def camera_pose(self) -> poses.CameraPose:
        """Where the camera is now, as a CameraPose."""
        c = self.opts["center"]
        return poses.CameraPose(
            (c.x(), c.y(), c.z()), self.opts["distance"], self.opts["elevation"], self.opts["azimuth"]
        )

    def orbit(self, azim: float, elev: float) -> None:
        """Turn the camera around its centre by these degrees; it stays above the table.

        Overrides pyqtgraph's, which lets the camera pass under the table to -90 degrees.
        """
        self.opts["azimuth"] += azim
        self.opts["elevation"] += elev
        self.set_camera(self.camera_pose())

    def pan(self, dx: float, dy: float, dz: float, relative: str = "global") -> None:
        """Move the centre as pyqtgraph's ``pan`` does, then keep it over the table."""
        super().pan(dx, dy, dz, relative)
        self.set_camera(self.camera_pose())

    def zoom(self, factor: float) -> None:
        """Move the camera towards (factor < 1) or away from (> 1) its centre, within limits."""
        self.opts["distance"] *= factor
        self.set_camera(self.camera_pose())

    def wheelEvent(self, ev):
        """Zoom by the wheel, in proportion to how far it turned (a notch: one zoom step).

        Replaces pyqtgraph's, whose Ctrl+wheel widened the field of view without a limit.
        """
        steps = ev.angleDelta().y() / 120.0
        self.zoom(camera.ZOOM_STEP**-steps)
        ev.accept()

    def keyPressEvent(self, ev):
        """Arrows orbit, W/A/S/D pan, +/- and PageUp/PageDown zoom, Home or R reset."""
        key = ev.key()
        if key in camera.ORBIT_KEYS:
            self.orbit(*camera.ORBIT_KEYS[key])
        elif key in camera.PAN_KEYS:
            right, forward = camera.PAN_KEYS[key]
            self.pan(right, forward, 0, relative="view-upright")
        elif key in camera.ZOOM_KEYS:
            self.zoom(camera.ZOOM_KEYS[key])
        elif key in camera.RESET_KEYS:
            self.reset_camera()
        else:
            super().keyPressEvent(ev)
            return
        ev.accept()

    def keyReleaseEvent(self, ev):
        """Key releases need no action: every key press is one camera step."""
        ev.accept()

    # --- mouse: drag to look around, click to pick --------------------------

    def mousePressEvent(self, ev):
        """Remember where a possible click started, then let the camera drag begin."""
        self._press_pos = ev.position()
        super().mousePressEvent(ev)

    def mouseMoveEvent(self, ev):
        """Left drag orbits, right drag pans; Ctrl+left and middle drags pan as pyqtgraph's do."""
        buttons, ctrl = ev.buttons(), ev.modifiers() & QtCore.Qt.KeyboardModifier.ControlModifier
        right = buttons == QtCore.Qt.MouseButton.RightButton
        if not right and (buttons != QtCore.Qt.MouseButton.LeftButton or ctrl):
            super().mouseMoveEvent(ev)
            return
        if self._press_pos is None:  # the press went to a piece picked up, not to the camera
            return
        diff = ev.position() - self.mousePos
        self.mousePos = ev.position()
        if right:
            self.pan(diff.x(), diff.y(), 0, relative="view-upright")
        else:  # dragging down raises the camera, as in pyqtgraph
            self.orbit(-diff.x() * camera.ORBIT_DEG_PER_PX, diff.y() * camera.ORBIT_DEG_PER_PX)

    def mouseReleaseEvent(self, ev):
        """A left press and release in nearly one spot is a click: pick there."""
        start, self._press_pos = self._press_pos, None
        if ev.button() != QtCore.Qt.MouseButton.LeftButton or start is None:
            return
        moved = ev.position() - start
        if abs(moved.x()) + abs(moved.y()) <= CLICK_SLOP_PX:
            piece_id = self.pick(ev.position().x(), ev.position().y())
            if piece_id is not None:
                self.piece_clicked.emit(piece_id)

    # --- picking -------------------------------------------------

    def pick(self, x: float, y: float) -> str | None:
        """The id of the nearest piece under a widget position, or None.

        Args:
            x: pixels from the widget's left edge (logical pixels, as in mouse events).
            y: pixels from the widget's top edge.
        """
        origin, direction = self.ray_at(x, y)
        index = nearest_hit(ray_box_distances(origin, direction, *self._boxes))
        return None if index is None else self._pieces[index].id

    def ray_at(self, x: float, y: float) -> tuple[np.ndarray, np.ndarray]:
        """The world ray (origin, unit direction) through a widget position."""
        ndc_x = 2.0 * x / self.width() - 1.0
        ndc_y = 1.0 - 2.0 * y / self.height()
        return ray_through(np.linalg.inv(self._mvp_matrix()), ndc_x, ndc_y)

    def project(self, point) -> tuple[float, float]:
        """Widget position (x, y) of a world point: the inverse of :meth:`ray_at`."""
        clip = self._mvp_matrix() @ np.append(np.asarray(point, dtype=np.float64), 1.0)
        ndc = clip[:3] / clip[3]
        return (ndc[0] + 1) / 2 * self.width(), (1 - ndc[1]) / 2 * self.height()

    def _mvp_matrix(self) -> np.ndarray:
        """Projection @ view of the widget as shown, acting on column vectors."""
        viewport = (0, 0, self.width(), self.height())
        mvp = self.projectionMatrix(viewport, viewport) * self.viewMatrix()
        return np.array(mvp.data(), dtype=np.float64).reshape(4, 4).T  # Qt stores columns


def _boxes_of(pieces: list[Piece]):
    """Centres, rotations and half extents of the pieces' oriented boxes."""
    if not pieces:
        return np.empty((0, 3)), np.empty((0, 4)), np.empty((0, 3))
    rows = np.array([(*p.position, *p.rotation, *p.scale) for p in pieces], dtype=np.float64)
    halves = {kind: mesh(kind).half_extents for kind in {p.mesh for p in pieces}}
    mesh_halves = np.array([halves[p.mesh] for p in pieces], dtype=np.float64)
    return rows[:, :3], rows[:, 3:7], mesh_halves * rows[:, 7:10]
