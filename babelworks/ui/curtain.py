"""The hot-seat hand-off curtain: above everything in the window but its menu bar, always.

The curtain is a child of the main window, a sibling of the docks, their tab bars
and the status bar. Any of those can come to the front after the curtain went up
(a restored layout makes new tab bars, a tabbed dock raises itself to show its tab,
a floating dock is a window of its own), and a dock above the curtain hid its
button and let a click reach the table beneath. So while the curtain is up it
watches the window: whenever a child is added, raised or shown, it comes to the
front again, and every floating dock is hidden until the curtain lifts (then it
comes back as it was).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QDockWidget, QLabel, QPushButton, QVBoxLayout, QWidget
from shiboken6 import isValid

from babelworks.i18n import translate

# what a sibling does when it may come to the front of the curtain
WATCHED = (QEvent.Type.ChildAdded, QEvent.Type.ZOrderChange, QEvent.Type.Show, QEvent.Type.LayoutRequest)


class HandOffCurtain(QWidget):
    """Covers the whole window between two people's turns in hot-seat play."""

    confirmed = Signal()

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("handOffCurtain")
        # a plain QWidget paints a style sheet's background only with this attribute:
        # without it the 3D table showed through the words
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#handOffCurtain { background: #20242b; } QLabel { color: white; }")
        self.message = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.message.setStyleSheet("font-size: 22px;")
        self.message.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("handOffButton")
        self.button.clicked.connect(self.confirmed)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.message)
        layout.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        self._floating: list[QDockWidget] = []  # floating docks hidden while the curtain is up
        self._guard_due = False
        self._watched: set[int] = set()
        window.installEventFilter(self)
        self.hide()

    def cover(self, name: str) -> None:
        """Hide the table and ask for ``name``."""
        self.message.setText(
            translate(
                "Hot-seat curtain",
                "Pass the computer to {name}.\nEveryone else: please look away from private information.",
            ).format(name=name)
        )
        self.button.setText(translate("Hot-seat curtain", "I am {name}: show my table").format(name=name))
        self._fit()
        self.show()
        self._watch_siblings()
        self.guard()
        self.button.setFocus()

    def lift(self) -> None:
        """Show the window again: the floating docks hidden under the curtain come back."""
        self.hide()
        floating, self._floating = self._floating, []
        for dock in floating:
            if isValid(dock) and dock.isFloating():
                dock.show()

    def guard(self) -> None:
        """While up: every floating dock hidden, and the curtain in front of every sibling."""
        self._guard_due = False
        if not self.isVisible():
            return
        window = self.parentWidget()
        assert window is not None  # the curtain is made on the window
        for dock in window.findChildren(QDockWidget):
            if dock.isFloating() and not dock.isHidden():
                dock.hide()
                self._floating.append(dock)
        self._fit()
        self.raise_()

    def _fit(self) -> None:
        """Cover the whole window but its menu bar (File and Help stay usable)."""
        window = self.parentWidget()
        assert window is not None  # the curtain is made on the window
        top = window.menuBar().height() if hasattr(window, "menuBar") else 0
        self.setGeometry(window.rect().adjusted(0, top, 0, 0))

    def _watch_siblings(self) -> None:
        """Hear of every sibling that is raised or shown (the docks, their tab bars)."""
        window = self.parentWidget()
        assert window is not None  # the curtain is made on the window
        for child in window.children():
            if isinstance(child, QWidget) and child is not self and id(child) not in self._watched:
                self._watched.add(id(child))
                child.installEventFilter(self)
                child.destroyed.connect(lambda _=None, key=id(child): self._watched.discard(key))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        """Keep covering the whole window when it is resized, and in front of what comes up."""
        if not self.isVisible():
            return False
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._fit()
        elif event.type() in WATCHED and not self._guard_due:
            self._guard_due = True  # once, after whatever is rearranging the window is done
            QTimer.singleShot(0, self, self.guard)
            if event.type() == QEvent.Type.ChildAdded:
                QTimer.singleShot(0, self, self._watch_siblings)
        return False
