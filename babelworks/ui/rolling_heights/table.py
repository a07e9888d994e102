"""The installed Rolling Heights table: its docks, its animator and its 3D gestures."""

from __future__ import annotations

from PySide6.QtCore import Qt

from babelworks.ui.rolling_heights.controls import TurnControls
from babelworks.ui.rolling_heights.roll_animation import RollAnimator

Dock = Qt.DockWidgetArea


class RollingHeightsTable:
    """What ``install`` adds to the window; :meth:`remove` takes it all away."""

    def __init__(self, window) -> None:
        self.window = window
        self.animator = RollAnimator(window)
        self.controls = TurnControls(window, self.animator)
        self.docks = [window.add_panel("Turn", self.controls, Dock.LeftDockWidgetArea)]

    def remove(self) -> None:
        """Stop any roll being shown and take the docks away."""
        self.animator.timer.stop()
        for dock in self.docks:
            self.window.acts.panels_menu.removeAction(dock.toggleViewAction())
            self.window.removeDockWidget(dock)
            dock.deleteLater()
        self.controls.deleteLater()
        self.animator.deleteLater()
