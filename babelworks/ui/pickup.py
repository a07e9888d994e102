"""Picking pieces up on the 3D table: a press on a piece you may move drags it.

:class:`PiecePickup` sits on the table view (through the table context). A left
press on a piece its table says may be moved now (``source(piece)`` gives a
:class:`~babelworks.ui.table_api.DragPayload`) is taken from the camera: moving
then drags the piece, with a small image of it held above the cursor, to
wherever the table takes drops (the 3D table itself, a panel, the hand). A press
and release on the spot is still a click on the piece. A press anywhere else
goes on to the camera, which orbits; so does a press held with Ctrl, Alt or Meta (Ctrl+drag
pans, or means what the table gives it).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from babelworks.scene.pieces import Piece
from babelworks.ui import hand
from babelworks.ui.table_api import DragPayload, TableContext

PIECE_PX = 30  # a picked-up piece's image on the cursor
# A press held with one of these stays the camera's or the table's (Ctrl+drag pans; a
# table may give Ctrl+drag its own meaning, as Skyscrapers' bump of the table).
CAMERA_KEYS = (
    Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier
)


def piece_image(piece: Piece) -> QPixmap:
    """A small token in the piece's colour, for pieces without a printed face."""
    pixmap = QPixmap(PIECE_PX, PIECE_PX)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    red, green, blue, alpha = (max(0.0, min(1.0, c)) for c in piece.colour)
    painter.setBrush(QColor.fromRgbF(red, green, blue, alpha))
    painter.setPen(QColor(20, 24, 30))
    painter.drawRoundedRect(QRectF(2, 2, PIECE_PX - 4, PIECE_PX - 4), 5, 5)
    painter.end()
    return pixmap


class PiecePickup(QObject):
    """Turns a press on a movable piece into a drag of it (the camera keeps the rest).

    Args:
        context: the table's context (its view gets this event filter until release).
        source: the payload a press on ``piece`` picks up now, or None (not yours, not now).
        image: the picture on the cursor while ``piece`` is dragged (default: a token in
            its colour).
    """

    def __init__(
        self,
        context: TableContext,
        source: Callable[[Piece], DragPayload | None],
        image: Callable[[Piece], QPixmap] = piece_image,
    ) -> None:
        super().__init__(context)
        self.context, self.view = context, context.view
        self.source, self.image = source, image
        self._press: tuple[QPointF, Piece, DragPayload] | None = None
        context.watch_view(self)

    def piece_at(self, pos: QPointF) -> Piece | None:
        """The piece drawn under the view position ``pos``, or None."""
        piece_id = self.view.pick(pos.x(), pos.y())
        return next((p for p in self.view.pieces() if p.id == piece_id), None)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt API)
        """Take presses on movable pieces from the camera; drag them once the mouse moves."""
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress:
            return self._pressed(event)
        if kind == QEvent.Type.MouseMove and self._press is not None:
            return self._moved(event)
        if kind == QEvent.Type.MouseButtonRelease and self._press is not None:
            _, piece, _ = self._press
            self._press = None
            self.view.piece_clicked.emit(piece.id)  # pressed and let go on the spot: a click
            return True
        return False

    def _pressed(self, event) -> bool:
        self._press = None
        if event.button() != Qt.MouseButton.LeftButton or event.modifiers() & CAMERA_KEYS:
            return False
        piece = self.piece_at(event.position())
        payload = None if piece is None else self.source(piece)
        if piece is None or payload is None:
            return False
        self._press = (event.position(), piece, payload)
        return True

    def _moved(self, event) -> bool:
        assert self._press is not None  # moves count only after a press
        start, piece, payload = self._press
        if (event.position() - start).manhattanLength() < QApplication.startDragDistance():
            return True
        self._press = None
        hand.start_drag(self.view, payload, self.image(piece))
        return True
