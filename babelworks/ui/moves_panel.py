"""The Moves panel: every move the game allows now, in words; double-click or Enter plays one.

A generic way to play any game before (and beside) its own panels and table
gestures. The list is the game's ``legal_actions()``; the panel decides nothing.
While the game awaits an outcome (a roll, a physics check) the one entry lets
the table decide.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QListView

from babelworks.core import words
from babelworks.core.protocol import CHANCE, Action
from babelworks.i18n import shown, translate
from babelworks.session import Session
from babelworks.ui.panels import wrapping_list

_DISPLAY = Qt.ItemDataRole.DisplayRole
_TIP = Qt.ItemDataRole.ToolTipRole
TABLE_DECIDES = words.translate("Moves panel", "Let the table decide (roll / physics check)")


class MovesModel(QAbstractListModel):
    """The moves allowed now; :meth:`play` dispatches one by row."""

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self._session = session
        self._rows: list[tuple[str, Action | None]] = []
        self._viewing: Callable[[], int | None] | None = None
        self._turn: Callable[[], int | None] = lambda: None
        session.state_changed.connect(self._refresh)

    def follow(
        self, viewing: Callable[[], int | None], changed, turn: Callable[[], int | None] | None = None
    ) -> None:
        """Show moves only to the seat whose table it is: a seat's moves name its hidden cards.

        ``viewing`` gives the viewing seat (None: nobody's); ``changed`` fires when it changes;
        ``turn`` gives the seat whose turn an awaited outcome belongs to (None: nobody's), so a
        person never throws another seat's roll (a computer's) from this list.
        """
        self._viewing = viewing
        self._turn = turn or (lambda: None)
        changed.connect(self._refresh)
        self._refresh()

    def _refresh(self) -> None:
        self.beginResetModel()
        self._rows = self._moves_now()
        self.endResetModel()

    def _moves_now(self) -> list[tuple[str, Action | None]]:
        match = self._session.match
        if match is None or match.state.is_over():
            return []
        if match.state.current_player == CHANCE:
            owner = self._turn()
            if self._viewing is not None and owner is not None and owner != self._viewing():
                return []  # another seat's roll: theirs to throw
            return [(TABLE_DECIDES, None)]  # None: ask the table, not the player
        if self._viewing is not None and self._viewing() != match.state.current_player:
            return []  # another seat's moves would show its hand
        return one_line_each(
            (self._session.describe(action), action) for action in match.state.legal_actions()
        )

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802 (Qt API)
        """Number of moves allowed now."""
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = _DISPLAY):
        """The move in words (also as a tooltip, for narrow docks), in the player's language."""
        if index.isValid() and role in (_DISPLAY, _TIP):
            return shown(self._rows[index.row()][0])
        return None

    def play(self, row: int) -> bool:
        """Play the move in ``row`` through the session; True when it was played."""
        if not 0 <= row < len(self._rows):
            return False
        action = self._rows[row][1]
        if action is None:
            return self._session.resolve_chance()
        return self._session.dispatch(action)


def one_line_each(described) -> list[tuple[str, Action | None]]:
    """One line per distinct wording, the first move that reads so. Engines word apart every
    two moves a player could tell apart, so moves that read the same are the same move with
    different copies of one card (two identical blocks in a Skyscrapers hand): a person
    cannot choose between them and a list of identical lines reads as a fault."""
    lines: dict[str, Action | None] = {}
    for line, action in described:
        lines.setdefault(line, action)
    return list(lines.items())


def moves_view(session: Session) -> QListView:
    """A list of the moves allowed now; double-click or Enter plays the chosen one."""
    view = wrapping_list()
    view.setObjectName("movesView")
    view.setToolTip(translate("Moves panel", "Double-click a move, or select it and press Enter, to play it"))
    model = MovesModel(session)
    view.setModel(model)
    view.activated.connect(lambda index: model.play(index.row()))
    return view
