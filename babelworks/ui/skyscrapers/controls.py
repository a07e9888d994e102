"""The Skyscrapers turn bar in the view's bottom-right corner: whose turn, cards left, End turn.

End turn is enabled only when the engine allows a pass now; otherwise it is
greyed and its tooltip is the engine's own reason (``why_illegal``). Under the
turn's words each player's cards left (which the 3D table does not show), and
once the game is over how it ended and the final scoring floor by floor.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from babelworks.core import words
from babelworks.i18n import shown, translate
from babelworks.ui.named import named
from babelworks.ui.skyscrapers.scoring_text import cards_left_text, end_text, turn_text
from babelworks.ui.table_api import TableContext

BAR_STYLE = (
    "#skyTurnBar { background: rgba(20, 24, 30, 200); border-radius: 6px; } #skyTurn { color: white; }"
)
PASS = {"type": "pass"}
END_TURN_TIP = words.translate(
    "Skyscrapers table", "End your turn (allowed only when no send, build or move is possible)."
)


def end_turn_reason(state, seats) -> str | None:
    """Why End turn cannot act now (None: it can): the engine's refusal of a pass,
    or whose turn it is when no person is to play; in the player's language."""
    if state.is_over():
        return translate("Skyscrapers table", "The game is over.")
    seat = state.current_player
    if seat is None or not 0 <= seat < len(seats):
        return shown(state.why_illegal(PASS))
    if not seats[seat].is_person:
        return translate("Skyscrapers table", "It is {player}'s turn.").format(player=seats[seat].name)
    return None if state.accepts(PASS) else shown(state.why_illegal(PASS))


class TurnBar:
    """The turn's words (``label``) and the End turn button (``end_turn``, never in a replay).

    Args:
        context: the table's context; the bar is one of its overlays.
    """

    def __init__(self, context: TableContext) -> None:
        bar = named(QFrame(), "skyTurnBar")
        bar.setStyleSheet(BAR_STYLE)
        layout = QHBoxLayout(bar)
        layout.setContentsMargins(10, 4, 4, 4)
        self.label = named(QLabel(), "skyTurn")
        self.label.setToolTip(
            translate(
                "Skyscrapers table",
                "Click one of your workers on the tower (or in your hand) to make it the builder. "
                "Ctrl+drag across the table bumps it (for the brave: you pay for what falls).",
            )
        )
        self.end_turn = named(QPushButton(translate("Skyscrapers table", "End turn")), "skyEndTurn")
        self.end_turn.setToolTip(shown(END_TURN_TIP))
        self.end_turn.clicked.connect(lambda: context.session.dispatch(dict(PASS)))
        layout.addWidget(self.label)
        layout.addWidget(self.end_turn)
        self.end_turn.setVisible(not context.read_only)  # a replay passes no turn
        self.bar = context.add_overlay(bar, "bottom-right")

    def show(self, state, seats, builder: str | None) -> None:
        """The turn (with the ``builder``'s number), cards left or the ending, and End turn."""
        turn = turn_text(state, seats)
        if builder:
            number = builder.rsplit("-", 1)[1]
            turn = translate("Skyscrapers table", "{turn} Builder: worker {number}.").format(
                turn=turn, number=number
            )
        over = state.is_over()
        lines = end_text(state, seats).splitlines() if over else [turn, cards_left_text(state, seats)]
        self.label.setText("\n".join(lines))
        reason = end_turn_reason(state, seats)
        self.end_turn.setEnabled(reason is None)
        self.end_turn.setToolTip(reason or shown(END_TURN_TIP))
        self.bar.adjustSize()
