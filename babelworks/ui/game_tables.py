"""Per-game tables in the main window, and the hot-seat hand-off curtain.

Each game adds its own panels, 3D gestures and animations through a *table*
module ``babelworks.ui.<game package>`` (named by the game's registry entry)
exposing::

    def install(context: TableContext) -> BaseTable

(:mod:`babelworks.ui.table_api`). The :class:`TableHost` installs the table of the
match's game, with a fresh context, when a match starts and removes the previous
one: ``table.remove()`` releases everything the table added through its context
(connections, docks, overlays, the view's event filters), so a panel of a removed
game is never called again. Until a game has a table module, the shell's generic
panels (players, log, moves) play it.

Hot seat: when the seat whose turn it is changes to another person (never for a
computer player's turn, :mod:`babelworks.ui.seating`), a curtain covers the
window below the menu bar ("Pass the computer to Anna") until that
player confirms. While it is up, nothing private of any seat is visible anywhere:
:attr:`TableHost.viewing_seat` is None (panels show private information only for
``context.viewing_seat`` and refresh on ``context.viewing_seat_changed``,
which carries -1 for "nobody"), every dock's contents are hidden (and their
keyboard shortcuts with them; emptied docks shrink, so each docked panel gets its
width back when the curtain lifts), floating docks are hidden whole, and the status
bar's message is cleared. The 3D scene holds only what the whole table sees. The
curtain stays in front of every dock and dock tab whatever comes up after it
(:mod:`babelworks.ui.curtain`); the status bar shows again when it lifts.

The seat whose turn it is is ``state.current_player``, except where the table
says otherwise through its ``turn_seat()`` (Rolling Heights: while the
next player's roll is awaited, the turn is already theirs, so the hand-off comes
before the roll, not after it).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDockWidget, QWidget
from shiboken6 import isValid

from babelworks import registry
from babelworks.core.protocol import CHANCE
from babelworks.ui.curtain import HandOffCurtain
from babelworks.ui.seating import COVER, seat_to_view
from babelworks.ui.table_api import BaseTable, TableContext

NOBODY = -1  # viewing_seat_changed's value while the curtain is up


def load_table_module(game_id: str):
    """The registered game's table module; None for a game outside the registry (test games)."""
    if game_id not in registry.ENTRIES:
        return None
    return registry.table_module(game_id)


class TableHost(QObject):
    """Installs each match's game table and runs the hot-seat hand-off."""

    viewing_seat_changed = Signal(int)
    read_only = False  # the live table: its controls play

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.table: BaseTable | None = None
        self.viewing_seat: int | None = None
        self.hot_seat = True
        self._hidden: list[QWidget] = []  # dock contents hidden under the curtain
        self._dock_sizes: list[tuple[QDockWidget, int, Qt.Orientation]] = []
        self._covering_for: int | None = None
        self.curtain = HandOffCurtain(window)
        self.curtain.confirmed.connect(self._reveal)
        window.session.match_started.connect(self._install)
        window.session.closed.connect(self._install)  # no match: the table goes
        window.session.state_changed.connect(self._check_hand_off)

    def _uninstall(self) -> None:
        if self.table is not None:
            self.table.remove()
            self.table = None

    def _install(self) -> None:
        self._lift_curtain()
        self._uninstall()
        self.viewing_seat = None
        match = self.window.session.match
        module = None if match is None else load_table_module(match.setup.game)
        if module is not None:
            self.table = module.install(TableContext(self.window, self))
        self._check_hand_off()

    def seat_to_play(self) -> int | None:
        """The person whose turn it is (None while the table decides with no turn
        begun, or once the game is over)."""
        match = self.window.session.match
        if match is None or match.state.is_over():
            return None
        seat = match.state.current_player if self.table is None else self.table.turn_seat()
        return None if seat is None or seat == CHANCE else seat

    def open_hands(self, shown: bool) -> None:
        """All hands open (no curtain; the panels follow the seat to play), or hot seat again."""
        self.hot_seat = not shown
        self._check_hand_off()

    def chance_seat(self) -> int | None:
        """Whose turn an awaited outcome belongs to, where the table knows it (else None)."""
        return None if self.table is None else self.table.turn_seat()

    def _check_hand_off(self) -> None:
        seat = self.seat_to_play()
        if seat is None:
            return
        seats = self.window.session.match.setup.seats
        if self.curtain.isVisible():
            if seat != self._covering_for and seats[seat].is_person:  # an undo gave the turn back
                self._cover(seat)
            return
        view = seat_to_view(seats, seat, self.viewing_seat, hands_open=not self.hot_seat)
        if view == COVER:
            self._cover(seat)
        elif view is None and self.viewing_seat is not None:  # hands closed again: a watcher
            self.viewing_seat = None
            self.viewing_seat_changed.emit(NOBODY)
        elif view is not None and view != self.viewing_seat:
            assert isinstance(view, int)  # a seat: COVER was handled above
            self._show_seat(view)

    def _cover(self, seat: int) -> None:
        """Nobody's private information from now until ``seat``'s player confirms."""
        if not self.curtain.isVisible():
            self._dock_sizes = self._docked_sizes()
            self._hidden = [
                dock.widget()
                for dock in self.window.findChildren(QDockWidget)
                if dock.widget() is not None and not dock.widget().isHidden()
            ]
            for contents in self._hidden:
                contents.hide()
        self._covering_for = seat
        self.viewing_seat = None
        self.viewing_seat_changed.emit(NOBODY)
        self.window.statusBar().clearMessage()
        self.curtain.cover(self.window.session.match.setup.seats[seat].name)

    def _lift_curtain(self) -> None:
        self.curtain.lift()
        for contents in self._hidden:
            if isValid(contents):  # a removed table's docks are gone
                contents.show()
        self._hidden = []
        self._covering_for = None
        self._restore_dock_sizes()

    def _docked_sizes(self) -> list[tuple[QDockWidget, int, Qt.Orientation]]:
        """Each docked panel's width (side areas) or height (top and bottom), to give back."""
        sizes = []
        for dock in self.window.findChildren(QDockWidget):
            if dock.isFloating() or not dock.isVisible() or dock.visibleRegion().isEmpty():
                continue  # floating, closed, or a tab behind another (Qt calls those visible)
            area = self.window.dockWidgetArea(dock)
            across = area in (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea)
            orientation = Qt.Orientation.Horizontal if across else Qt.Orientation.Vertical
            sizes.append((dock, dock.width() if across else dock.height(), orientation))
        return sizes

    def give_back_widths(self, docks: list[QDockWidget], width: int) -> None:
        """When the curtain lifts, give these docks ``width`` (a new game's side bar set
        while the curtain was already up: not the width they had under the last game)."""
        if self.curtain.isVisible():
            kept = [entry for entry in self._dock_sizes if entry[0] not in docks]
            self._dock_sizes = kept + [(dock, width, Qt.Orientation.Horizontal) for dock in docks]

    def _restore_dock_sizes(self) -> None:
        """Emptied under the curtain, the docks shrank; the side bar comes back as wide as it was."""
        sizes, self._dock_sizes = self._dock_sizes, []
        for dock, size, orientation in sizes:
            if isValid(dock) and dock.isVisible() and not dock.isFloating():
                self.window.resizeDocks([dock], [size], orientation)

    def _reveal(self) -> None:
        self._lift_curtain()
        if not self.window.isFullScreen():  # the status bar steps aside for the full-screen table only
            self.window.statusBar().show()
        seat = self.seat_to_play()
        if seat is not None:
            self._show_seat(seat)

    def _show_seat(self, seat: int) -> None:
        self.viewing_seat = seat
        self.viewing_seat_changed.emit(seat)
