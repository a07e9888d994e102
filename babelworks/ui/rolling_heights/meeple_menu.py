"""Clicking a meeple on the table: activate it, send it back on strike, or set it aside.

One possible action plays at once; several (Working Hard or Steady, which
meeple to upgrade, which building's ability, which colour) come as a small
menu at the cursor. A meeple that can do nothing now says why in the status bar.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QMenu

from babelworks.core.protocol import CHANCE
from babelworks.i18n import shown
from babelworks.ui.moves_panel import one_line_each


def offer_moves(parent, name: str, options: list[dict], session) -> QMenu:
    """A menu at the cursor of ``options`` in words; choosing one plays it through ``session``."""
    menu = QMenu(parent)
    menu.setObjectName(name)
    # One line a wording: moves that read alike do alike (two Exhausted Carpenters)
    for words, action in one_line_each((session.describe(action), action) for action in options):
        item = menu.addAction(shown(words))
        item.triggered.connect(lambda _=False, a=action: session.dispatch(a))
    menu.popup(QCursor.pos())
    return menu


class MeepleClicks(QObject):
    """Turns clicks on the current player's meeples into their actions."""

    def __init__(self, context) -> None:
        super().__init__(context)
        self.context = context
        self.menu: QMenu | None = None
        context.connect(context.view.piece_clicked, self.clicked)

    def options(self, seat: int, index: int) -> list[dict]:
        """The legal actions of meeple ``index`` of ``seat`` now."""
        state = self.context.session.match.state
        if state.current_player in (None, CHANCE) or seat != state.current:
            return []
        colour = state.seats[seat]["meeples"][index][0]
        found = []
        for action in state.legal_actions():
            if action.get("meeple") == index or (
                action["type"] == "set_aside" and action["colour"] == colour
            ):
                found.append(action)
        return found

    def clicked(self, piece_id: str) -> None:
        """Handle a click on a piece: only the current player's meeples answer."""
        parts = piece_id.split("/")
        if len(parts) != 4 or parts[:2] != ["rh", "meeple"] or not parts[2].isdigit():
            return
        seat, index = int(parts[2]), int(parts[3])
        options = self.options(seat, index)
        if not options:
            refusal = self.context.session.match.state.meeple_refusal(seat, index)
            self.context.session.error.emit(shown(refusal))
        elif len(options) == 1:
            self.context.session.dispatch(options[0])
        else:
            self._offer(options)

    def _offer(self, options: list[dict]) -> None:
        self.menu = offer_moves(self.context.view, "rhMeepleMenu", options, self.context.session)

    def close_menu(self) -> None:
        """Close the menu of moves if one is open."""
        if self.menu is not None:
            self.menu.close()
