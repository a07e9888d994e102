"""The one drag helper of the table tests: the events a real drag and drop sends.

``QDrag.exec()`` would block the test, so a drag is played as the events Qt
delivers to the widget under the cursor: enter, moves, drop. The MIME data is
always what the source model itself makes (``model.mimeData([index])``), so a
test drags exactly what a person would.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

ACTIONS = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction
LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier


def _point(pos) -> QPoint:
    """A widget point from a QPoint, a QPointF or an (x, y) pair."""
    if isinstance(pos, QPoint):
        return pos
    if isinstance(pos, QPointF):
        return pos.toPoint()
    return QPoint(round(pos[0]), round(pos[1]))


def send_drag(widget, kind: str, pos, mime: QMimeData, keys=NO_KEYS) -> QDropEvent:
    """Send one drag event (``kind``: "enter", "move" or "drop") to ``widget`` at ``pos``."""
    point = _point(pos)
    if kind == "drop":
        event = QDropEvent(QPointF(point), ACTIONS, mime, LEFT, keys, QEvent.Type.Drop)
    else:
        event = {"enter": QDragEnterEvent, "move": QDragMoveEvent}[kind](point, ACTIONS, mime, LEFT, keys)
    QApplication.sendEvent(widget, event)
    return event


def drag_over(widget, pos, mime: QMimeData, keys=NO_KEYS) -> QDropEvent:
    """Bring a drag onto ``widget`` and hold it at ``pos`` (enter, then move); the move event."""
    send_drag(widget, "enter", pos, mime, keys)
    return send_drag(widget, "move", pos, mime, keys)


def drag_drop(widget, pos, mime: QMimeData, keys=NO_KEYS) -> QDropEvent:
    """Drag ``mime`` onto ``widget`` and drop it at ``pos``; the drop event."""
    drag_over(widget, pos, mime, keys)
    return send_drag(widget, "drop", pos, mime, keys)
