"""The turn bar on the table: Roll, Rally (which rolls), Stop (to Main), Trade and End turn,
each enabled only when legal, under a line with the seat's Spending Power and Wild Tokens.

A disabled button's tooltip says why it cannot be pressed now, in the engine's
own words for a refused action. Rally takes the Exhausted meeples out and
throws them, as the rulebook's Risk phase does in one breath. Trade offers the
Commodity Trades the seat can make, each with the ways to pay for it, so a
trade is one move. The bar is a compact overlay at the table's bottom-right
corner, above the hand.
"""

from __future__ import annotations

from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenu, QPushButton, QVBoxLayout

from babelworks.core import words as phrases
from babelworks.core.protocol import CHANCE
from babelworks.games.rolling_heights.describe import cube_words
from babelworks.games.rolling_heights.follow_ups import completions
from babelworks.games.rolling_heights.phases import refuse
from babelworks.i18n import shown, translate
from babelworks.ui.rolling_heights.session_match import rh_match

#: button object name -> (label with mnemonic, action, tooltip when enabled), shown at refresh
BUTTONS = {
    "rollButton": (
        phrases.translate("Rolling Heights turn bar", "&Roll"),
        None,
        phrases.translate("Rolling Heights turn bar", "Throw the meeples in your box"),
    ),
    "rallyButton": (
        phrases.translate("Rolling Heights turn bar", "R&ally"),
        {"type": "rally"},
        phrases.translate(
            "Rolling Heights turn bar", "Roll your Exhausted meeples again (all Exhausted: strike!)"
        ),
    ),
    "stopButton": (
        phrases.translate("Rolling Heights turn bar", "&Stop"),
        {"type": "stop"},
        phrases.translate("Rolling Heights turn bar", "Stop pushing your luck and go to your Main phase"),
    ),
    "tradeButton": (
        phrases.translate("Rolling Heights turn bar", "&Trade"),
        {"type": "trade"},
        phrases.translate(
            "Rolling Heights turn bar", "Commodity Trades: 2 cubes for wood, concrete or glass; 3 for steel"
        ),
    ),
    "endTurnButton": (
        phrases.translate("Rolling Heights turn bar", "&End turn"),
        {"type": "end_turn"},
        phrases.translate("Rolling Heights turn bar", "End your turn"),
    ),
}


BAR_STYLE = (
    "#{name} {{ background: rgba(20, 24, 30, 200); border-radius: 6px; }} #{name} QLabel {{ color: white; }}"
)


class TurnControls(QFrame):
    """Four buttons that play the turn's fixed steps through the session, and the seat's
    Spending Power and Wild Tokens (public on the player's board)."""

    def __init__(self, context, animator) -> None:
        super().__init__()
        self.setObjectName("rhControls")
        self.setStyleSheet(BAR_STYLE.format(name="rhControls"))
        self.context, self.animator = context, animator
        self.buttons: dict[str, QPushButton] = {}
        self.menu: QMenu | None = None  # the trades offered, while open
        self.purse = QLabel()
        self.purse.setObjectName("rhPurse")
        row = QHBoxLayout()
        for name, (label, action, _tip) in BUTTONS.items():
            button = QPushButton(shown(label))
            button.setObjectName(name)
            button.clicked.connect(lambda _=False, a=action: self._press(a))
            self.buttons[name] = button
            row.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.setSpacing(4)
        layout.addWidget(self.purse)
        layout.addLayout(row)
        context.connect(context.session.state_changed, self.refresh)
        animator.running_changed.connect(lambda _running: self.refresh())
        context.connect(context.viewing_seat_changed, self._seat_changed)
        self.refresh()
        self._seat_changed(-1 if context.viewing_seat is None else context.viewing_seat)

    def _seat_changed(self, seat: int) -> None:
        """Nobody at the table (the hot-seat curtain is up), or a replay: no buttons, and no
        keys for them."""
        self.setVisible(seat >= 0 and not self.context.read_only)

    def _press(self, action: dict | None) -> None:
        if action is None:
            self.animator.start()
        elif action["type"] == "trade":
            self._offer_trades()
        elif self.context.session.dispatch(action) and action["type"] == "rally":
            self.animator.start()  # rallying is rolling the Exhausted meeples again

    def _trades(self) -> list[dict]:
        match = rh_match(self.context.session)
        return [] if match is None else [a for a in match.state.legal_actions() if a["type"] == "trade"]

    def _offer_trades(self) -> None:
        """A menu of the trades at the cursor; a trade with several ways to pay opens them."""
        session, state = self.context.session, self.context.session.match.state
        self.menu = QMenu(self)
        self.menu.setObjectName("rhTradeMenu")
        for trade in self._trades():
            ways = completions(state, trade) or [trade]
            many = len(ways) > 1
            gain = cube_words(trade["gain"])
            target = (
                self.menu.addMenu(translate("Rolling Heights turn bar", "Trade for {cube}").format(cube=gain))
                if many
                else self.menu
            )
            for way in ways:
                item = target.addAction(shown(session.describe(way)))
                item.triggered.connect(lambda _=False, a=way: session.dispatch(a))
        self.menu.popup(QCursor.pos())

    def refresh(self) -> None:
        """Enable exactly the legal buttons; tooltips say why the others are off."""
        for name, (_label, action, tip) in BUTTONS.items():
            reason = self._why_not(action)
            self.buttons[name].setEnabled(reason is None)
            self.buttons[name].setToolTip(shown(tip) if reason is None else reason)
        self.purse.setText(self._purse())

    def _purse(self) -> str:
        """'Anna: Spending Power 2, Wild Tokens 1' for the seat to play."""
        match = rh_match(self.context.session)
        if match is None:
            return ""
        seat = match.state.current
        data = match.state.seats[seat]
        return translate(
            "Rolling Heights turn bar", "{name}: Spending Power {sp}, Wild Tokens {wild}"
        ).format(name=match.setup.seats[seat].name, sp=data["sp"], wild=data["wild"])

    def _why_not(self, action: dict | None) -> str | None:
        """Why the button for ``action`` cannot be pressed now, in the player's language (None: it can)."""
        match = rh_match(self.context.session)
        if match is None:
            return translate("Rolling Heights turn bar", "No game is being played.")
        if match.state.is_over():
            return translate("Rolling Heights turn bar", "The game is over.")
        if self.animator.running:
            return translate("Rolling Heights turn bar", "The meeples are still rolling.")
        state = match.state
        seat = match.setup.seats[state.current]
        if not seat.is_person:  # a person pressing Roll or End turn would play the computer's turn
            return translate(
                "Rolling Heights turn bar", "{name} is a computer player and plays its own turn."
            ).format(name=seat.name)
        if action is None:
            if state.current_player == CHANCE:
                return None
            return translate("Rolling Heights turn bar", "Nothing is in your box to roll now.")
        if state.current_player == CHANCE:
            return translate("Rolling Heights turn bar", "Roll the meeples in your box first.")
        if action["type"] == "trade":
            return None if self._trades() else _no_trade(state)
        return None if action in state.legal_actions() else shown(refuse(state, action))


def _no_trade(state) -> str:
    """Why no Commodity Trade can be made now (the engine's words where it has them)."""
    if state.step != "main":
        return shown(refuse(state, {"type": "trade", "gain": "wood"}))
    return translate(
        "Rolling Heights turn bar",
        "A trade costs 2 cubes (3 for steel); you hold fewer cubes and Spending Power than that.",
    )
