"""The shell's own panels: the players (seat, score, whose turn) and the game log.

Thin Qt models over the session; they reset when the session's state changes.
Game-specific panels (market strips, hands, player boards) come with each game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QListView, QStyle, QTableView

from babelworks.core import words
from babelworks.i18n import shown, translate
from babelworks.scene.colours import colour_word
from babelworks.session import Session, StateChange
from babelworks.ui.accessibility import name_panel

if TYPE_CHECKING:  # the replay's position stands in for a session (the same surface)
    from babelworks.ui.replay.position import ReplayPosition

#: (seat number, chosen ``#rrggbb``) -> the colour shown (the View menu's palette)
ColourOf = Callable[[int, str], str]

_DISPLAY = Qt.ItemDataRole.DisplayRole
_COLOUR = Qt.ItemDataRole.DecorationRole
_BOLD = Qt.ItemDataRole.FontRole
_TIP = Qt.ItemDataRole.ToolTipRole


def _reset_on_change(model, session: Session | ReplayPosition) -> None:
    """Reset ``model`` whenever the session's state changes (views then re-read it)."""

    def reset() -> None:
        model.beginResetModel()
        model.endResetModel()

    session.state_changed.connect(reset)


class PlayersModel(QAbstractTableModel):
    """One row per seat: name (with its colour) and score; the seat to play in bold."""

    HEADERS = (words.translate("Players panel", "Player"), words.translate("Players panel", "Score"))

    def __init__(self, session: Session | ReplayPosition, colour_of: ColourOf | None = None) -> None:
        super().__init__(session)
        self._session = session
        self._colour_of = colour_of or (lambda seat, chosen: chosen)
        _reset_on_change(self, session)

    def refresh(self) -> None:
        """Read everything again (the seat colours shown have changed)."""
        self.beginResetModel()
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802 (Qt API)
        """Number of seats (0 without a match; 0 under any valid parent: a flat table)."""
        match = self._session.match
        return 0 if match is None or parent.isValid() else len(match.setup.seats)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802
        """Name and score."""
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY):  # noqa: N802
        """Column titles."""
        if role == _DISPLAY and orientation == Qt.Orientation.Horizontal:
            return shown(self.HEADERS[section])
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = _DISPLAY):
        """Seat name, colour swatch, score, and bold for the seat to play."""
        if not index.isValid():
            return None
        match = self._session.match
        assert match is not None  # rows exist only during a match
        seat = match.setup.seats[index.row()]
        colour = self._colour_of(index.row(), seat.colour)
        if role == _DISPLAY:
            return shown(seat.name) if index.column() == 0 else match.state.scores()[index.row()]
        if role == _COLOUR and index.column() == 0:
            return QColor(colour)
        if role == _TIP and index.column() == 0:
            return translate("Players panel", "{name} plays {colour}").format(
                name=seat.name, colour=colour_word(colour)
            )
        if role == _BOLD and index.row() == match.state.current_player:
            bold = QFont()
            bold.setBold(True)
            return bold
        return None


class LogModel(QAbstractListModel):
    """The game log in words, one row per action, newest last, and a row for each hint
    asked ("Anna asked for a hint", :meth:`Session.note_hint`) after the move it followed.

    It follows the session's :class:`StateChange`: a played or redone action (or a hint)
    appends its row and an undone one removes it (so selection and scroll survive, as
    napari's item models do); a new match, or anything it cannot account for, resets it.
    """

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self._session = session
        self._rows = self._count()  # the rows the views were told of
        # Each row's words, made at its first showing: the views ask for every visible row at
        # each repaint, and a row stays as written until the log is reset or cut back.
        self._lines: dict[int, str | None] = {}
        session.changed.connect(self._follow)

    def _hints(self) -> list[tuple[int, int]]:
        """The hints asked at positions still in the log, in the log's order."""
        match, moves = self._session.match, len(self._session.log_texts)
        hints = [] if match is None else match.hints
        return sorted(hint for hint in hints if hint[0] <= moves)

    def _count(self) -> int:
        return len(self._session.log_texts) + len(self._hints())

    def _follow(self, change: StateChange) -> None:
        now = self._count()
        if change.kind in ("played", "redone", "hinted") and now == self._rows + 1:
            self.beginInsertRows(QModelIndex(), self._rows, self._rows)
            self._rows = now
            self.endInsertRows()
        elif change.kind == "undone" and now == self._rows - 1:
            self.beginRemoveRows(QModelIndex(), now, now)
            self._rows = now
            self._lines.pop(now, None)
            self.endRemoveRows()
        else:
            self.beginResetModel()
            self._rows = now
            self._lines.clear()
            self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802
        """Number of logged actions and hints."""
        return 0 if parent.isValid() else self._rows

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = _DISPLAY):
        """The action in words, numbered, or the hint asked (also as a tooltip, for narrow docks)."""
        if not index.isValid() or role not in (_DISPLAY, _TIP) or index.row() >= self._rows:
            return None
        row = index.row()
        if row not in self._lines:
            self._lines[row] = self._line(row)
        return self._lines[row]

    def _line(self, row: int) -> str | None:
        """Row ``row``'s words: hint j sits after the ``after`` actions and j hints before it."""
        texts, hints, match = self._session.log_texts, self._hints(), self._session.match
        for number, (after, seat) in enumerate(hints):
            if row == after + number and match is not None:  # hints come only with a match
                return translate("Game log", "{name} asked for a hint").format(
                    name=match.setup.seats[seat].name
                )
            if row < after + number:
                return self._move(row - number, texts)
        return self._move(row - len(hints), texts)

    @staticmethod
    def _move(move: int, texts: list[str]) -> str | None:
        return f"{move + 1}. {shown(texts[move])}" if 0 <= move < len(texts) else None


def players_view(session: Session | ReplayPosition, colour_of: ColourOf | None = None) -> QTableView:
    """A read-only table of the players (their colours as ``colour_of`` shows them)."""
    view = QTableView()
    view.setObjectName("playersView")
    view.setModel(PlayersModel(session, colour_of))
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    return view


def scoreboard(session: Session, colour_of: ColourOf | None = None) -> QTableView:
    """The players and their points as a compact board drawn on the table's corner."""
    view = players_view(session, colour_of)
    view.setObjectName("scoreboard")
    name_panel(view, translate("Players panel", "Scores"))
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    view.horizontalHeader().hide()  # the colours and names say what the rows are
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.setStyleSheet(
        "#scoreboard { background: rgba(20, 24, 30, 190); color: white; border-radius: 6px;"
        " gridline-color: transparent; }"
        " #scoreboard QHeaderView::section { background: transparent; color: #c8ccd4; border: none; }"
    )
    view.model().modelReset.connect(view.adjustSize)
    return view


def wrapping_list() -> QListView:
    """A read-only list view whose long entries wrap instead of scrolling sideways."""
    view = QListView()
    view.setWordWrap(True)
    view.setResizeMode(QListView.ResizeMode.Adjust)
    # Wrapped rows are laid out again on every new one: in batches, a 1,000-line game log
    # costs 10 CPU-s instead of 46 (measured offscreen; the whole layout at once is quadratic).
    view.setLayoutMode(QListView.LayoutMode.Batched)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    return view


class _NoDoubleClick(QObject):
    """Swallows a list's double-clicks (see :func:`play_on_click`)."""

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt API)
        """True (eaten) for a double-click."""
        return event.type() == QEvent.Type.MouseButtonDblClick


def play_on_click(view: QAbstractItemView, play: Callable[[int], object]) -> None:
    """A click on a row of ``view``, or Enter on it, calls ``play(row)``: once.

    A list of choices is rebuilt by the move it plays, so the second click of a double-click
    would play whatever choice then lies under the mouse; double-clicks are swallowed. A style
    that activates items on a single click sends ``activated`` for the click itself, so
    ``clicked`` is then left unconnected.
    """
    view.activated.connect(lambda index: play(index.row()))
    if not view.style().styleHint(QStyle.StyleHint.SH_ItemView_ActivateItemOnSingleClick):
        view.clicked.connect(lambda index: play(index.row()))
    view.viewport().installEventFilter(_NoDoubleClick(view))


def log_view(session: Session) -> QListView:
    """A read-only list of the game log that follows the newest action."""
    view = wrapping_list()
    view.setObjectName("logView")
    model = LogModel(session)
    view.setModel(model)
    model.modelReset.connect(view.scrollToBottom)
    model.rowsInserted.connect(view.scrollToBottom)
    return view
