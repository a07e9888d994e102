"""The game's own table (panels, 3D scene) installed in the replay window.

The per-game table modules reach the window only through a
:class:`~babelworks.ui.table_api.TableContext`. In the replay, its ``session`` is
the read-only :class:`ReplayPosition` and its host is this object: it installs the
recorded game's table once (removed, with all it added, on :meth:`remove`), and
shows private information as the viewer chooses ("watch as" a seat, or follow
the seat to act) instead of running the hot-seat hand-off, but only of the seats
:func:`~babelworks.ui.replay.secrecy.open_seats` allows (none of a game between
people until it is over).
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
    read_only = True  # the tables hide every control that plays

    def __init__(self, window, open_seats: list[int]) -> None:
        super().__init__(window)
        self.window = window
        self.table = None
        self.watching = FOLLOW
        self.open_seats = open_seats
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
        self._follow(force=True)

    def _follow(self, force: bool = False) -> None:
        seat = self.watching if self.watching != FOLLOW else self._seat_to_act()
        if seat not in self.open_seats:  # a secret of an unfinished game stays with its seat
            seat = self.open_seats[0] if len(self.open_seats) == 1 else None
        if seat != self.viewing_seat or force:
            self.viewing_seat = seat
            self.viewing_seat_changed.emit(-1 if seat is None else seat)

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
