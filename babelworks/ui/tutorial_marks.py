"""Lighting a tutorial step's targets: a pulsing ring on the 3D table, a frame around a panel.

A tutorial names its targets ``kind:name`` (:mod:`babelworks.core.tutorial`):
``piece:<id>`` (or ``piece:<prefix>*``) is a piece the table shows, ringed where
it stands on screen (the ring follows the camera); ``panel:<title>`` is a dock,
brought to the front and framed; ``control:<name>`` is any widget of the window
by its object name (a button, an overlay), framed. :class:`TableMarks` does it
for any table; a game's table lights its own words through it
(:meth:`~babelworks.ui.table_api.BaseTable.light_targets`). The marks let every
click through: they only show.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QDockWidget, QWidget
from shiboken6 import isValid

LIGHT = QColor(255, 196, 0)  # the tutorial's gold, bright on the green table and the panels
RING_PX = 26
PULSE_MS = 60


class _Frame(QWidget):
    """A gold frame drawn over a widget (its child), letting every click through."""

    def __init__(self, target: QWidget) -> None:
        super().__init__(target)
        self.setObjectName("tutorialFrame")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setGeometry(target.rect())
        target.installEventFilter(self)
        self.show()
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        """Follow the framed widget's size."""
        if event.type() == QEvent.Type.Resize and isinstance(watched, QWidget):
            self.setGeometry(watched.rect())
        return False

    def paintEvent(self, _event) -> None:  # noqa: N802 (Qt API)
        """The frame: a thick gold line inside the widget's edge."""
        painter = QPainter(self)
        painter.setPen(QPen(LIGHT, 4))
        painter.drawRect(self.rect().adjusted(2, 2, -2, -2))


class TableMarks(QWidget):
    """Rings over lit pieces of the 3D view and frames around lit panels and controls.

    Args:
        context: the table's :class:`~babelworks.ui.table_api.TableContext`; the marks
            lie over its view as an overlay and go with the table.
    """

    def __init__(self, context) -> None:
        super().__init__()
        self.setObjectName("tutorialMarks")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.context = context
        self.pieces: list[str] = []  # the piece targets ringed now
        self.frames: list[_Frame] = []
        self.phase = 0.0
        self.timer = QTimer(self)
        self.timer.setInterval(PULSE_MS)
        self.timer.timeout.connect(self._pulse)
        context.add_overlay(self)
        self.setGeometry(context.view.rect())
        context.view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        """Cover the whole view when it is resized."""
        if event.type() == QEvent.Type.Resize:
            self.setGeometry(self.context.view.rect())
        return False

    def light(self, targets: list[str]) -> list[str]:
        """Light ``targets`` (and nothing else); return the ones not found."""
        self.clear()
        missing = []
        for target in targets:
            kind, _, name = target.partition(":")
            found = self._piece(name) if kind == "piece" else self._widget(kind, name)
            if not found:
                missing.append(target)
        if self.pieces:
            self.timer.start()
            self.raise_()
        self.update()
        return missing

    def clear(self) -> None:
        """Nothing lit."""
        self.pieces = []
        self.timer.stop()
        for frame in self.frames:
            if isValid(frame):
                frame.deleteLater()
        self.frames = []
        self.update()

    def _piece(self, name: str) -> bool:
        if not self._matching(name):
            return False
        self.pieces.append(name)
        return True

    def _matching(self, name: str) -> list:
        """The view's pieces a piece target names (a trailing ``*``: every id it begins)."""
        shown = self.context.view.pieces()
        if name.endswith("*"):
            return [piece for piece in shown if piece.id.startswith(name[:-1])]
        return [piece for piece in shown if piece.id == name]

    def _widget(self, kind: str, name: str) -> bool:
        window = self.context.parent_widget
        if kind == "panel":
            dock = window.findChild(QDockWidget, f"dock:{name}")
            if dock is None:
                return False
            dock.show()
            dock.raise_()  # a tab behind another comes to the front
            target = dock.widget()
        else:
            target = window.findChild(QWidget, name)
        if target is None:  # (a hidden one is framed all the same: the frame shows with it)
            return False
        self.frames.append(_Frame(target))
        return True

    def lit_positions(self) -> list[tuple[float, float, float]]:
        """Where the lit pieces stand on the table (cm)."""
        return [tuple(piece.position) for name in self.pieces for piece in self._matching(name)]

    def rings(self) -> list[tuple[float, float]]:
        """Where the lit pieces stand on the view now, in widget pixels."""
        points = []
        for name in self.pieces:
            for piece in self._matching(name):
                points.append(self.context.view.project(piece.position))
        return points

    def _pulse(self) -> None:
        self.phase = (self.phase + 0.25) % (2 * math.pi)
        self.update()

    def paintEvent(self, _event) -> None:  # noqa: N802 (Qt API)
        """A pulsing gold ring around each lit piece."""
        if not self.pieces:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = RING_PX + 4 * math.sin(self.phase)
        for x, y in self.rings():
            painter.setPen(QPen(QColor(0, 0, 0, 140), 7))
            painter.drawEllipse(QPointF(x, y), radius, radius)
            painter.setPen(QPen(LIGHT, 4))
            painter.drawEllipse(QPointF(x, y), radius, radius)
