"""The Skyscrapers turn bar in the view's bottom-right corner: whose turn, the builder, End turn."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from babelworks.ui.named import named
from babelworks.ui.table_api import TableContext

BAR_STYLE = (
    "#skyTurnBar { background: rgba(20, 24, 30, 200); border-radius: 6px; } #skyTurn { color: white; }"
)


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
            "Click one of your workers on the tower (or in your hand) to make it the builder. "
            "Ctrl+drag across the table bumps it (for the brave: you pay for what falls)."
        )
        self.end_turn = named(QPushButton("End turn"), "skyEndTurn")
        self.end_turn.setToolTip("Pass: allowed only when no send, build or move is possible.")
        self.end_turn.clicked.connect(lambda: context.session.dispatch({"type": "pass"}))
        layout.addWidget(self.label)
        layout.addWidget(self.end_turn)
        self.end_turn.setVisible(not context.read_only)  # a replay passes no turn
        self.bar = context.add_overlay(bar, "bottom-right")
