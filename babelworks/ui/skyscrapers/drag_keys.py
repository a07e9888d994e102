"""Turning a dragged card's ghost with the wheel, O (or Tab) and Shift, during a real drag.

A real drag (``QDrag.exec``) runs Qt's own drag loop, whose application-wide
event filter eats every key and wheel event (only Esc, which cancels the drag,
does anything). :class:`DragKeys` is installed on the application when a card
enters the 3D view, so after the drag loop's filter; filters installed last see
events first, so it takes the turning keys and the wheel before the drag loop
does, and leaves Esc to it. It is removed when the card leaves the view or drops.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication

#: Each press turns the ghost to its next orientation at its place.
ORIENTATION_KEYS = (Qt.Key.Key_O, Qt.Key.Key_Tab, Qt.Key.Key_Shift)


class DragKeys(QObject):
    """While a card is dragged over the view, the wheel, O (Tab) and Shift turn its ghost
    (``gestures.cycle(steps)``)."""

    def __init__(self, gestures) -> None:
        super().__init__(gestures)
        self.gestures = gestures
        self.active = False

    def start(self) -> None:
        """Take the turning keys and the wheel until :meth:`stop`."""
        if not self.active:
            app = QApplication.instance()
            assert app is not None  # keys are taken in the running app only
            app.installEventFilter(self)
            self.active = True

    def stop(self) -> None:
        """Leave keys and the wheel alone again."""
        if self.active:
            app = QApplication.instance()
            assert app is not None  # keys are taken in the running app only
            app.removeEventFilter(self)
            self.active = False

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt API)
        """O, Tab or Shift pressed: the next orientation; the wheel: the next or previous."""
        kind = event.type()
        if kind == QEvent.Type.KeyPress and event.key() in ORIENTATION_KEYS and not event.isAutoRepeat():
            self.gestures.cycle(1)
            return True
        if kind == QEvent.Type.Wheel and event.angleDelta().y():
            self.gestures.cycle(1 if event.angleDelta().y() < 0 else -1)
            return True
        return False
