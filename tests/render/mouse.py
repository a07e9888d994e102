"""Mouse gestures on a table view as the events Qt delivers, buttons held.

QTest's ``mouseMove`` cannot hold a button, so the press, moves and release are
sent as QMouseEvents straight to the widget.
"""

from __future__ import annotations

from PySide6 import QtCore, QtGui, QtWidgets

Button = QtCore.Qt.MouseButton
Event = QtCore.QEvent.Type
NO_KEYS = QtCore.Qt.KeyboardModifier.NoModifier


def mouse(view, kind, x, y, button, held, keys=NO_KEYS) -> None:
    """Send one mouse event of ``kind`` at (x, y) with the buttons ``held``."""
    point = QtCore.QPointF(x, y)
    event = QtGui.QMouseEvent(kind, point, view.mapToGlobal(point), button, held, keys)
    QtWidgets.QApplication.sendEvent(view, event)


def drag(view, button, start, end, steps: int = 4, keys=NO_KEYS, each=None) -> None:
    """Press at ``start``, move in ``steps`` equal moves to ``end``, release there.

    Args:
        each: called with no argument after every move (to watch the camera on the way).
    """
    mouse(view, Event.MouseButtonPress, *start, button, button, keys)
    for step in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * step / steps
        y = start[1] + (end[1] - start[1]) * step / steps
        mouse(view, Event.MouseMove, x, y, Button.NoButton, button, keys)
        if each is not None:
            each()
    mouse(view, Event.MouseButtonRelease, *end, button, Button.NoButton, keys)


def wheel(view, eighths: int, keys=NO_KEYS, at=(100, 100)) -> None:
    """Turn the wheel by ``eighths`` of a degree over the view (120: one notch away from you)."""
    point = QtCore.QPointF(*at)
    event = QtGui.QWheelEvent(
        point,
        view.mapToGlobal(point),
        QtCore.QPoint(0, 0),
        QtCore.QPoint(0, eighths),
        Button.NoButton,
        keys,
        QtCore.Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QtWidgets.QApplication.sendEvent(view, event)
