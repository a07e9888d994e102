"""Shared pieces of the Rise of Babel panels: a row model over the session,
drop zones, and playing a drop (or a click) through the session.

Every model is a thin list over the current game state: rows are plain dicts
rebuilt when the session's state or the viewing seat changes. Roles are read
from the row dict, so each panel only says what its rows are.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtWidgets import QLabel

from babelworks.ui.rise_of_babel import drags

ROW_KEYS = {
    Qt.ItemDataRole.DisplayRole: "text",
    Qt.ItemDataRole.ToolTipRole: "tip",
    Qt.ItemDataRole.DecorationRole: "colour",
}


def game_data(window) -> dict | None:
    """The game's plain data, or None without a Rise of Babel match."""
    match = window.session.match
    if match is None or match.setup.game != "rise-of-babel":
        return None
    return match.state.data


def legal_now(window) -> list[dict]:
    """The current player's legal actions (empty without a match)."""
    match = window.session.match
    return [] if match is None else match.state.legal_actions()


def play_drop(window, source: dict, target: dict) -> bool:
    """Play what dropping ``source`` on ``target`` means; refuse with the reason otherwise.

    When no legal action fits, the drop's plain meaning (buying, for a market
    card on the discard pile) is still handed to the session, which refuses it
    with the engine's reason (nothing changes).
    """
    action = drags.compose(source, target, legal_now(window))
    if action is not None:
        return window.session.dispatch(action)
    meant = drags.candidates(source, target)
    if meant:
        window.session.dispatch(meant[0])  # refused: the session reports why
    else:
        window.show_error(drags.refusal(source, target))
    return False


def drag_flags(model, index: QModelIndex) -> Qt.ItemFlag:
    """Enabled and selectable, and draggable when ``model.drag_source(index)`` is something."""
    flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
    if model.drag_source(index) is not None:
        flags |= Qt.ItemFlag.ItemIsDragEnabled
    return flags


class DragSourceModel:
    """Mixin for item models whose items can be picked up: ``drag_source(index)``
    says what; the MIME data is the app's action type holding it."""

    def drag_source(self, index: QModelIndex) -> dict | None:
        """What dragging ``index`` picks up, or None (override)."""
        return None

    def mimeTypes(self) -> list[str]:  # noqa: N802 (Qt API)
        """Only the app's action MIME type."""
        return [drags.MIME]

    def mimeData(self, indexes):  # noqa: N802
        """The drag source of the first dragged item that has one."""
        for index in indexes:
            source = self.drag_source(index)
            if source is not None:
                return drags.pack(source)
        return None

    def supportedDragActions(self) -> Qt.DropAction:  # noqa: N802
        """Dragging moves a game thing (the game decides where it ends up)."""
        return Qt.DropAction.MoveAction


class RowModel(DragSourceModel, QAbstractListModel):
    """A list model whose rows are dicts rebuilt from the window's session.

    Subclasses implement :meth:`build_rows`. Extra roles map to row keys
    through :attr:`ROLES` (role -> key).
    """

    ROLES: dict = {}

    def __init__(self, window) -> None:
        super().__init__(window.session)
        self.window = window
        self._rows: list[dict] = []
        window.tables.connect(window.session.state_changed, self.refresh)
        window.tables.connect(window.tables.viewing_seat_changed, self.refresh)
        self.refresh()

    def build_rows(self) -> list[dict]:
        """The rows for the current state (override)."""
        return []

    def refresh(self) -> None:
        """Rebuild the rows from the session."""
        self.beginResetModel()
        self._rows = self.build_rows() if game_data(self.window) is not None else []
        self.endResetModel()

    def row(self, index: int) -> dict:
        """The row dict at ``index``."""
        return self._rows[index]

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802 (Qt API)
        """Number of rows (a flat list)."""
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        """The row's value for ``role`` (None when the row has none)."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        key = ROW_KEYS.get(role) or self.ROLES.get(role)
        return None if key is None else self._rows[index.row()].get(key)

    def drag_source(self, index: QModelIndex) -> dict | None:
        """The row's drag source (see :mod:`drags`), or None."""
        return self._rows[index.row()].get("drag") if index.isValid() else None

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        """Enabled and selectable; draggable when the row carries a drag source."""
        return drag_flags(self, index) if index.isValid() else Qt.ItemFlag.ItemIsDropEnabled


class DropZone(QLabel):
    """A labelled place to drop things on (discard pile, trash, camp, an upgrade track)."""

    def __init__(self, window, text: str, target: dict, name: str) -> None:
        super().__init__(text)
        self.window = window
        self.target = target
        self.setObjectName(name)
        self.setAcceptDrops(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMinimumHeight(34)
        self.setWordWrap(True)
        self.setStyleSheet("QLabel { border: 2px dashed #8a7a5a; border-radius: 6px; padding: 3px; }")

    def dragEnterEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Accept our drags; light up when the drop would be legal."""
        source = drags.unpack(event.mimeData())
        if source is None:
            event.ignore()
            return
        legal = drags.compose(source, self.target, legal_now(self.window)) is not None
        self.setStyleSheet("QLabel { border: 2px solid %s; border-radius: 6px; padding: 3px; }"
                           % ("#2e9d3a" if legal else "#b03030"))
        event.acceptProposedAction()

    def dragLeaveEvent(self, event) -> None:  # noqa: N802
        """Back to the plain dashed frame."""
        self.setStyleSheet("QLabel { border: 2px dashed #8a7a5a; border-radius: 6px; padding: 3px; }")

    def dropEvent(self, event) -> None:  # noqa: N802
        """Play the drop (or refuse it with the reason)."""
        self.dragLeaveEvent(event)
        source = drags.unpack(event.mimeData())
        if source is not None:
            play_drop(self.window, source, self.target)
            event.acceptProposedAction()
