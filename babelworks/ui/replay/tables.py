"""The game's own table (panels, 3D scene) installed in the replay window.

The per-game table modules reach the window only through a
:class:`~babelworks.ui.table_api.TableContext`. In the replay, its ``session`` is
the read-only :class:`ReplayPosition` and its host is this object: it installs the
recorded game's table once (removed, with all it added, on :meth:`remove`), and
shows private information as the viewer chooses ("watch as" a seat, or follow
the seat to act) instead of running the hot-seat hand-off.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from babelworks.core.protocol import CHANCE
from babelworks.ui.game_tables import load_table_module
from babelworks.ui.table_api import TableContext

FOLLOW = -1  # the "watch as" choice that follows whoever is to act


class ReplayTables(QObject):
    """Installs the recorded game's table in the replay window; decides the viewing seat.

    Signals:
        viewing_seat_changed(int): private panels re-read ``window.viewing_seat``.
    """

    viewing_seat_changed = Signal(int)

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.table = None
        self.watching = FOLLOW
        self.viewing_seat: int | None = None
        window.session.match_started.connect(self._install)
        window.session.state_changed.connect(self._follow)

    def _install(self) -> None:
        module = load_table_module(self.window.session.match.setup.game)
        if module is not None:
            self.table = module.install(TableContext(self.window, self))
        self._follow()

    def watch(self, seat: int) -> None:
        """Show ``seat``'s private information, or :data:`FOLLOW` the seat to act."""
        self.watching = seat
        self.viewing_seat = None  # force the panels to re-read
        self._follow()

    def _follow(self) -> None:
        seat = self.watching if self.watching != FOLLOW else self._seat_to_act()
        if seat is not None and seat != self.viewing_seat:
            self.viewing_seat = seat
            self.viewing_seat_changed.emit(seat)

    def _seat_to_act(self) -> int | None:
        """The seat to act at the shown position; while the table decides, the one before."""
        state = self.window.session.match.state
        seat = state.current_player
        if state.is_over() or seat is None or seat == CHANCE:
            return self.viewing_seat if self.viewing_seat is not None else 0
        return seat

    def remove(self) -> None:
        """Take the table and its connections away (the window is closing)."""
        if self.table is not None:
            self.table.remove()
            self.table = None
