"""Choices besides the table gestures, as a prompt on the table when the game asks for one.

:class:`ChoicesModel` lists what the player may choose now apart from drags and
clicks on the table, the choices the game asks for: paying cube by cube (a cost
with too many ways to list them at once), a new meeple's colour, a target,
setting meeples aside. Trades are on the turn bar and Wild Tokens in the hand,
so nothing pops up unasked. :class:`ChoicesPrompt` shows that list over the
table only while it has entries; a click or Enter plays one, and a choice with
one option left after a move is taken without asking. Only the viewing seat's
choices are listed, so nothing of a seat's (its targets) shows under the
hot-seat curtain or to another seat.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, QTimer
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout

from babelworks.core.protocol import CHANCE
from babelworks.i18n import shown, translate
from babelworks.ui.panels import play_on_click, wrapping_list
from babelworks.ui.rolling_heights.session_match import rh_match
from babelworks.ui.table_api import PanelModel

_DISPLAY, _TIP = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole
#: A plan waiting for its space is placed by a click on the map (:mod:`.place_clicks`), not here.
CHOICE_TYPES = ("pay", "choose_meeple", "choose_target", "set_aside")
PROMPT_WIDTH = 330  # clear of the scoreboard (top-left) and the camera bar (top-right) down to 1024 px
LIST_MAX_PX = 170  # longer lists scroll


class SessionList(PanelModel):
    """A list of (text, payload) rows rebuilt whenever the session changes."""

    def build_rows(self) -> list[tuple[str, object]]:
        """The rows of a Rolling Heights match (none for another game)."""
        match = rh_match(self.context.session)
        return [] if match is None else self.build(match)

    def build(self, match) -> list[tuple[str, object]]:
        """The rows for ``match`` (subclasses say what)."""
        raise NotImplementedError

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = _DISPLAY):
        """The row's words (also as tooltip)."""
        if index.isValid() and role in (_DISPLAY, _TIP):
            return shown(self.rows[index.row()][0])
        return None


class ChoicesModel(SessionList):
    """The viewing seat's legal actions of the choice types, in words."""

    def build(self, match) -> list[tuple[str, object]]:
        """The legal actions of the choice types, when it is the viewing seat's move."""
        state = match.state
        if state.is_over() or state.current_player == CHANCE:
            return []
        if self.context.viewing_seat != state.current:
            return []
        describe = self.context.session.describe
        return [(describe(a), a) for a in state.legal_actions() if a["type"] in CHOICE_TYPES]

    def play(self, row: int) -> bool:
        """Play the choice in ``row``."""
        if not 0 <= row < len(self.rows):
            return False
        return self.context.session.dispatch(self.rows[row][1])


class ChoicesPrompt(QFrame):
    """ "Choose:" and the list of choices, on the table while there are any."""

    def __init__(self, context) -> None:
        super().__init__()
        self.setObjectName("rhChoicesPrompt")
        self.setStyleSheet(
            "#rhChoicesPrompt { background: rgba(20, 24, 30, 215); border-radius: 6px; }"
            " #rhChoicesTitle { color: white; font-weight: bold; }"
        )
        self.model = ChoicesModel(context)
        self.view = wrapping_list()
        self.view.setObjectName("rhChoicesView")
        self.view.setAccessibleName(translate("Rolling Heights choices", "Choices"))
        self.view.setModel(self.model)
        play_on_click(self.view, self.model.play)
        self.view.setToolTip(
            translate("Rolling Heights choices", "Click a choice, or select it and press Enter")
        )
        # one click plays it
        title = QLabel(
            translate("Rolling Heights choices", "Click your choice (or the arrow keys, then Enter):")
        )
        title.setObjectName("rhChoicesTitle")
        title.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 8)
        layout.addWidget(title)
        layout.addWidget(self.view)
        self.setFixedWidth(PROMPT_WIDTH)
        self._after_move = False  # the last change was a move played (not an undo)
        if not context.read_only:  # a replay's position plays nothing (and has no changes to note)
            context.connect(context.session.changed, self._note_change)
        self.model.modelReset.connect(self._fit)
        self._fit()

    def _note_change(self, change) -> None:
        self._after_move = change.kind == "played"

    def _fit(self) -> None:
        """Show only while there are choices; as tall as they are, up to a limit."""
        rows = self.model.rowCount()
        self.setVisible(rows > 0 and not self.model.context.read_only)  # a replay chooses nothing
        if rows == 1 and self._after_move and self.isVisible():
            # One option: taken without asking (after an undo it waits, or undo could not pass it).
            QTimer.singleShot(0, self, self._take_the_only_choice)
        if rows:
            self.view.doItemsLayout()
            width = PROMPT_WIDTH - 16 - 2 * self.view.frameWidth()
            self.view.resize(width, self.view.height())
            needed = sum(self.view.sizeHintForRow(r) for r in range(rows)) + 2 * self.view.frameWidth() + 4
            self.view.setFixedHeight(min(LIST_MAX_PX, needed))
            self.adjustSize()

    def _take_the_only_choice(self) -> None:
        if self.model.rowCount() == 1 and self._after_move:
            self._after_move = False
            self.model.play(0)
