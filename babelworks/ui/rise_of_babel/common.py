"""Shared pieces of the Rise of Babel panels: a row model over the session,
drop zones, and playing a drop (or a click) through the session.

Every model is a thin list over the current game state: rows are plain dicts
rebuilt when the session's state or the viewing seat changes. Roles are read
from the row dict, so each panel only says what its rows are.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QLabel

from babelworks.core.errors import AmbiguousGesture, IllegalAction
from babelworks.i18n import said, translate
from babelworks.ui.table_api import DragPayload, PanelModel

GAME_ID = "rise-of-babel"

ROW_KEYS: dict[int, str] = {  # roles are ints (Qt passes them so)
    Qt.ItemDataRole.DisplayRole: "text",
    Qt.ItemDataRole.ToolTipRole: "tip",
    Qt.ItemDataRole.DecorationRole: "colour",
}


def game_data(context) -> dict | None:
    """The game's plain data, or None without a Rise of Babel match."""
    match = context.session.match
    if match is None or match.setup.game != GAME_ID:
        return None
    return match.state.data


def legal_now(context) -> list[dict]:
    """The current player's legal actions (empty without a match)."""
    match = context.session.match
    return [] if match is None else match.state.legal_actions()


def meant_action(context, source: dict, target: dict) -> dict | None:
    """The one legal action dropping ``source`` on ``target`` means (the engine's
    ``action_for``), or None: no legal meaning, or a choice to make."""
    match = context.session.match
    if match is None:
        return None
    try:
        return match.state.action_for({"source": source, "target": target})
    except (IllegalAction, AmbiguousGesture):
        return None


#: The steps that need no tile or card: the table lists them as choices to click.
CHOICE_TYPES = (
    "advance_elephant",
    "draw",
    "refresh_market",
    "gain_cart",
    "gain_specialization",
    "pull",
    "decline",
    "return_camp",
    "swap_elephant",
)
#: Never taken for the player, even alone: saying no, and leaving the card or the turn.
NOT_FORCED = ("decline", "finish_card", "end_turn")
FORCED_STEPS_MAX = 8  # a card's steps are few; the bound only guards against a loop


def forced_step(context) -> dict | None:
    """The one thing a card being played leaves to do, when it is a choice with a single
    option (Drover's "advance the elephant"); None when there is a real choice or none."""
    match = context.session.match
    if match is None or match.state.is_over() or not match.state.data["turn"]["active"]:
        return None
    left = [a for a in match.state.legal_actions() if a["type"] not in NOT_FORCED]
    return left[0] if len(left) == 1 and left[0]["type"] in CHOICE_TYPES else None


def dispatch(context, action: dict) -> bool:
    """Play the person's ``action``; then take each step that is the card's only option
    (a choice with one option is taken without asking). Undo takes them back one by one."""
    if not context.session.dispatch(action):
        return False
    seat = context.session.match.state.current_player
    for _ in range(FORCED_STEPS_MAX):
        step = forced_step(context)
        if step is None or context.session.match.state.current_player != seat:
            break
        if not context.session.dispatch(step):
            break
    return True


def play_drop(context, source: dict, target: dict) -> bool:
    """Play what dropping ``source`` on ``target`` means; refuse with the engine's reason
    otherwise (for a market card on the discard pile: why it cannot be bought)."""
    match = context.session.match
    if match is None:
        return False
    try:
        action = match.state.action_for({"source": source, "target": target})
    except AmbiguousGesture:
        context.say(
            translate(
                "Rise of Babel table", "Both banners can be played: click the one you want on the card."
            ),
            5000,
        )
        return False
    except IllegalAction as refusal:
        context.refuse(said(refusal))
        return False
    return dispatch(context, action)


def dragged(mime) -> dict | None:
    """The source a drag picked up (see ``games.rise_of_babel.gestures``), or None."""
    payload = DragPayload.from_mime(mime)
    return None if payload is None else payload.piece


class RowModel(PanelModel):
    """A list model whose rows are dicts rebuilt from the session (Rise of Babel only).

    Subclasses implement :meth:`build_rows`. Extra roles map to row keys
    through :attr:`ROLES` (role -> key); a row's ``"drag"`` is what dragging it picks up.
    """

    ROLES: dict = {}
    game = GAME_ID

    def row(self, index: int) -> dict:
        """The row dict at ``index``."""
        return self.rows[index]

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        """The row's value for ``role`` (None when the row has none)."""
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        key = ROW_KEYS.get(role) or self.ROLES.get(role)
        return None if key is None else self.rows[index.row()].get(key)

    def drag_payload(self, index: QModelIndex | QPersistentModelIndex) -> DragPayload | None:
        """The row's drag source as the piece picked up, or None."""
        source = self.rows[index.row()].get("drag")
        return None if source is None else DragPayload(piece=source)


class DropZone(QLabel):
    """A labelled place to drop things on (discard pile, trash, camp, an upgrade track)."""

    def __init__(self, context, text: str, target: dict, name: str) -> None:
        super().__init__(text)
        self.context = context
        self.target = target
        self.setObjectName(name)
        self.setAcceptDrops(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMinimumHeight(34)
        self.setWordWrap(True)
        self.setStyleSheet("QLabel { border: 2px dashed #8a7a5a; border-radius: 6px; padding: 3px; }")

    def dragEnterEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Accept our drags; light up when the drop would be legal."""
        source = dragged(event.mimeData())
        if source is None:
            event.ignore()
            return
        legal = meant_action(self.context, source, self.target) is not None
        self.setStyleSheet(
            "QLabel { border: 2px solid %s; border-radius: 6px; padding: 3px; }"
            % ("#2e9d3a" if legal else "#b03030")
        )
        event.acceptProposedAction()

    def dragLeaveEvent(self, event) -> None:  # noqa: N802
        """Back to the plain dashed frame."""
        self.setStyleSheet("QLabel { border: 2px dashed #8a7a5a; border-radius: 6px; padding: 3px; }")

    def dropEvent(self, event) -> None:  # noqa: N802
        """Play the drop (or refuse it with the reason)."""
        self.dragLeaveEvent(event)
        source = dragged(event.mimeData())
        if source is not None:
            play_drop(self.context, source, self.target)
            event.acceptProposedAction()
