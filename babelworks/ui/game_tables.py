"""Per-game tables in the main window, and the hot-seat hand-off curtain.

Each game adds its own panels, 3D gestures and animations through a *table*
module ``babelworks.ui.<game package>`` (``babelworks/ui/rolling_heights/``,
``babelworks/ui/rise_of_babel/``, ``babelworks/ui/skyscrapers/``) exposing::

    def install(window: MainWindow) -> GameTable

The :class:`TableHost` installs the table of the match's game when a match
starts and removes the previous one. A table adds its docks with
``window.add_panel`` and connects to the window's lasting objects (``window.session``,
``window.view``, ``window.tables``) only through ``window.tables.connect(signal, slot)``:
the host disconnects every such connection right after the table's ``remove()``, so a
panel of a removed game is never called again (its widgets are deleted by then). Until a game has a table module, the
shell's generic panels (players, log, moves) play it.

Hot seat: when the seat to play changes to another person (never for a computer
player's turn, :mod:`babelworks.ui.seating`), a curtain covers the
window ("Pass the computer to Anna") until that player confirms. Panels that
show private information (hands, secret targets) show only
``window.viewing_seat``'s, and refresh on :attr:`TableHost.viewing_seat_changed`.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from babelworks.core.protocol import CHANCE
from babelworks import registry
from babelworks.ui.seating import COVER, seat_to_view


class GameTable(Protocol):
    """What a game's table module hands back from ``install(window)``.

    A table whose own redraw on every state change replaces the whole scene (with
    overlays of its own) sets ``draws_scene = True``; the window then leaves the
    scene to it instead of drawing it twice per change.
    """

    def remove(self) -> None:
        """Take the table's docks, connections and 3D overlays away."""


def load_table_module(game_id: str):
    """The registered game's table module; None for a game outside the registry (test games)."""
    if game_id not in registry.ENTRIES:
        return None
    return registry.table_module(game_id)


class HandOffCurtain(QWidget):
    """Covers the whole window between two people's turns in hot-seat play."""

    confirmed = Signal()

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("handOffCurtain")
        self.setAutoFillBackground(True)
        self.setStyleSheet("#handOffCurtain { background: #20242b; } QLabel { color: white; }")
        self.message = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.message.setStyleSheet("font-size: 22px;")
        self.button = QPushButton()
        self.button.setObjectName("handOffButton")
        self.button.clicked.connect(self.confirmed)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.message)
        layout.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        window.installEventFilter(self)
        self.hide()

    def cover(self, name: str) -> None:
        """Hide the table and ask for ``name``."""
        self.message.setText(f"Pass the computer to {name}.\n"
                             "Everyone else: please look away from private information.")
        self.button.setText(f"I am {name}: show my table")
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        """Keep covering the whole window when it is resized."""
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.setGeometry(self.parentWidget().rect())
        return False


class TableHost(QObject):
    """Installs each match's game table and runs the hot-seat hand-off."""

    viewing_seat_changed = Signal(int)

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.table: GameTable | None = None
        self._connections: list = []  # the installed table's, undone when it is removed
        self.viewing_seat: int | None = None
        self.hot_seat = True
        self.curtain = HandOffCurtain(window)
        self.curtain.confirmed.connect(self._reveal)
        window.session.match_started.connect(self._install)
        window.session.state_changed.connect(self._check_hand_off)

    def connect(self, signal, slot) -> None:
        """Connect ``signal`` to ``slot`` for as long as the installed table stays."""
        self._connections.append(signal.connect(slot))

    def _uninstall(self) -> None:
        if self.table is not None:
            self.table.remove()
            self.table = None
        for connection in self._connections:
            QObject.disconnect(connection)
        self._connections = []

    def _install(self) -> None:
        self._uninstall()
        self.viewing_seat = None
        match = self.window.session.match
        module = None if match is None else load_table_module(match.setup.game)
        if module is not None:
            self.table = module.install(self.window)
        self._check_hand_off()

    def seat_to_play(self) -> int | None:
        """The person whose turn it is (None while the table rolls or the game is over)."""
        match = self.window.session.match
        if match is None or match.state.is_over():
            return None
        seat = match.state.current_player
        return None if seat is None or seat == CHANCE else seat

    def _check_hand_off(self) -> None:
        seat = self.seat_to_play()
        if seat is None or self.curtain.isVisible():
            return
        seats = self.window.session.match.setup.seats
        view = seat_to_view(seats, seat, self.viewing_seat, hands_open=not self.hot_seat)
        if view == COVER:
            self.curtain.cover(seats[seat].name)
        elif view is None and self.viewing_seat is not None:  # hands closed again: a watcher
            self.viewing_seat = None
            self.viewing_seat_changed.emit(-1)
        elif view is not None and view != self.viewing_seat:
            self._show_seat(view)

    def _reveal(self) -> None:
        self.curtain.hide()
        seat = self.seat_to_play()
        if seat is not None:
            self._show_seat(seat)

    def _show_seat(self, seat: int) -> None:
        self.viewing_seat = seat
        self.viewing_seat_changed.emit(seat)
