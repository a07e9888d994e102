"""The compact overlays on the Rise of Babel table.

- top: the shown seat's gold, deck, discard pile and hand, what the game asks
  now, in words, and the choices a step offers (click one) or the stall
  refreshes / warehouse sales asked for;
- bottom-right: Finish card, End turn, Refresh stalls…, Sell…;
- top-right: your discard pile (drop a market card: buy it) and the trash
  (drop a card in play or from the discard pile).

The choices are a Qt list over :class:`~babelworks.ui.rise_of_babel.turn.ChoicesModel`.
Buttons are enabled only while the game allows their action, and a greyed
one's tooltip is the engine's reason (``why_illegal``); nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QListView, QPushButton, QVBoxLayout

from babelworks.core import words
from babelworks.games.rise_of_babel.board import available_gold
from babelworks.i18n import shown, translate
from babelworks.ui.named import named
from babelworks.ui.panels import play_on_click
from babelworks.ui.rise_of_babel.common import DropZone, game_data, legal_now
from babelworks.ui.rise_of_babel.hints import prompt_words
from babelworks.ui.rise_of_babel.turn import ChoicesModel, shown_seat

FRAME_STYLE = (
    "#%s { background: rgba(20, 24, 30, 200); border-radius: 8px; }"
    " QLabel { color: white; } QLabel#rbZone_discard, QLabel#rbZone_trash { color: #f3ead8; }"
    " QListView { background: transparent; color: white; border: none; }"
    # A choice looks like the button it is (a newcomer took the rows for plain words)
    " QListView::item { padding: 3px 6px; margin: 2px 0; border-radius: 5px;"
    " background: rgba(255, 196, 0, 40); border: 1px solid rgba(255, 196, 0, 170); }"
    " QListView::item:hover { background: rgba(255, 196, 0, 95); }"
)
PROMPT_PX = 400  # the prompt box's width: a few lines of words, clear of the corners at 1024 px
# The buttons' and tips' words are lazy (shown() where a button shows them: a translator is
# installed after this module is imported).
BUTTONS = (
    ("finish", words.translate("Rise of Babel table", "Finish card"), "finish_card", "rbFinishCard"),
    ("end", words.translate("Rise of Babel table", "End turn"), "end_turn", "rbEndTurn"),
    (
        "refresh_stalls",
        words.translate("Rise of Babel table", "Refresh stalls…"),
        "refresh_stalls",
        "rbRefreshStalls",
    ),
    ("sell", words.translate("Rise of Babel table", "Sell…"), "sell_warehouse", "rbSell"),
)
TIPS = {
    "refresh_stalls": words.translate(
        "Rise of Babel table", "Pay gold to refresh stalls: lists the stalls you may refresh, pick one"
    ),
    "sell": words.translate(
        "Rise of Babel table", "Sell three warehouse tiles for 1 gold: lists the sales you may make, pick one"
    ),
}
#: Said when Refresh stalls… or Sell… finds nothing to list.
CANNOT = {
    "refresh_stalls": words.translate("Rise of Babel table", "You cannot refresh stalls now."),
    "sell_warehouse": words.translate("Rise of Babel table", "You cannot sell warehouse tiles now."),
}


class PileSpot(DropZone):
    """The discard-pile spot: takes drops like any drop zone; a click on it calls
    ``clicked`` (shows the pile's cards)."""

    clicked: Callable[[], None] = staticmethod(lambda: None)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """A click: show the pile."""
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked()


def _frame(name: str) -> QFrame:
    frame = named(QFrame(), name)
    frame.setStyleSheet(FRAME_STYLE % name)
    return frame


def _my_turn(context) -> bool:
    if context.read_only:  # a replay: the turn's buttons, spots and choices never show
        return False
    g, seat = game_data(context), shown_seat(context)
    return g is not None and seat is not None and seat == g["current"] and not g["over"]


class TurnControls:
    """The table's overlays for the turn: prompt and choices, counts, buttons, drop spots.

    Attributes:
        prompt: the label saying what the game asks now.
        choices: the choices model; ``choices_view`` its list under the prompt.
        counts: gold, deck, discard pile and hand of the shown seat.
        buttons: name -> push button ("finish", "end", "refresh_stalls", "sell").
        zones: "discard" and "trash" drop spots.
    """

    def __init__(self, context, show_pile: Callable[[], None]) -> None:
        """Args: ``context``, the table's; ``show_pile``, brings the discard pile's cards
        into sight (a click on the discard-pile spot)."""
        self.context = context
        self.show_pile = show_pile
        self.paused = False
        self.choices = ChoicesModel(context)
        self.box = self._prompt_box(context)
        self.bar = context.add_overlay(self._button_bar(context), "bottom-right")
        self.spots = context.add_overlay(self._drop_spots(context), "top-right")
        for signal in (context.session.state_changed, context.session.match_started):
            context.connect(signal, self.refresh)
        context.connect(context.viewing_seat_changed, lambda _seat: self.refresh())
        context.connect(self.choices.modelReset, self._fit_choices)
        self.refresh()

    # -- building -------------------------------------------------------------------
    def _prompt_box(self, context) -> QFrame:
        box = _frame("rbPromptBox")
        box.setFixedWidth(PROMPT_PX)
        self.counts = named(QLabel(wordWrap=True), "rbCounts")
        self.counts.setStyleSheet("QLabel { color: #e8d9a8; }")
        self.prompt = named(QLabel(wordWrap=True), "rbPrompt")
        self.choices_view = named(QListView(), "rbChoices")
        self.choices_view.setAccessibleName(translate("Rise of Babel table", "Choices"))
        self.choices_view.setModel(self.choices)
        self.choices_view.setWordWrap(True)
        play_on_click(self.choices_view, self.choices.play)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(10, 6, 10, 8)
        layout.addWidget(self.counts)
        layout.addWidget(self.prompt)
        layout.addWidget(self.choices_view)
        return context.add_overlay(box, "top")

    def _button_bar(self, context) -> QFrame:
        bar = _frame("rbTurnButtons")
        layout = QHBoxLayout(bar)
        layout.setContentsMargins(6, 6, 6, 6)
        self.buttons: dict[str, QPushButton] = {}
        for key, text, _kind, name in BUTTONS:
            button = named(QPushButton(shown(text)), name)
            button.setToolTip(shown(TIPS.get(key, text)))
            layout.addWidget(button)
            self.buttons[key] = button
        session = context.session
        self.buttons["finish"].clicked.connect(lambda: session.dispatch({"type": "finish_card"}))
        self.buttons["end"].clicked.connect(lambda: session.dispatch({"type": "end_turn"}))
        self.buttons["refresh_stalls"].clicked.connect(lambda: self._ask("refresh_stalls"))
        self.buttons["sell"].clicked.connect(lambda: self._ask("sell_warehouse"))
        return bar

    def _drop_spots(self, context) -> QFrame:
        spots = _frame("rbDropSpots")
        layout = QHBoxLayout(spots)
        layout.setContentsMargins(6, 6, 6, 6)
        pile = PileSpot(
            context, translate("Rise of Babel table", "Discard pile"), {"zone": "discard"}, "rbZone_discard"
        )
        self.zones: dict[str, DropZone] = {
            "discard": pile,
            "trash": DropZone(
                context, translate("Rise of Babel table", "Trash"), {"zone": "trash"}, "rbZone_trash"
            ),
        }
        self.zones["discard"].setToolTip(
            translate(
                "Rise of Babel table",
                "Drop a market card here to buy it (or take it when a step lets you);"
                " click it to look through the pile (the side bar's Board tab)",
            )
        )
        self.zones["trash"].setToolTip(
            translate("Rise of Babel table", "Drop a card in play or from your discard pile here to trash it")
        )
        pile.clicked = self.show_pile
        for zone in self.zones.values():
            zone.setWordWrap(False)
            layout.addWidget(zone)
        return spots

    # -- showing -------------------------------------------------------------------------
    def _ask(self, kind: str) -> None:
        if not self.choices.ask(kind):
            self.context.refuse(shown(CANNOT[kind]))

    def _why_not(self, kind: str) -> str:
        """The engine's reason a button's action cannot be played now."""
        return self.context.session.match.state.why_illegal({"type": kind})

    def pause(self, paused: bool) -> None:
        """Step the turn's buttons and drop spots aside (True) while a round's scoring shows."""
        self.paused = paused
        self.refresh()

    def refresh(self) -> None:
        """Show the prompt, counts, buttons and drop spots for the shown seat now."""
        g, seat = game_data(self.context), shown_seat(self.context)
        mine = _my_turn(self.context)
        types = {action["type"] for action in legal_now(self.context)} if mine else set()
        for key, text, kind, name in BUTTONS:
            button = self.bar.findChild(QPushButton, name)
            button.setEnabled(kind in types)
            reason = None if kind in types or not mine else self._why_not(kind)
            button.setToolTip(shown(reason or TIPS.get(key, text)))
        self.bar.setVisible(mine and not self.paused)
        self.spots.setVisible(mine and not self.paused)
        self.box.setVisible(seat is not None)
        if g is None or seat is None:
            return
        names = [chosen.name for chosen in self.context.session.match.setup.seats]
        player = g["seats"][seat]
        gold = available_gold(g) if mine else 0
        self.counts.setText(
            translate(
                "Rise of Babel table", "{name}: gold {gold} · deck {deck} · discard {discard} · hand {hand}"
            ).format(
                name=names[seat],
                gold=gold,
                deck=len(player["deck"]),
                discard=len(player["discard"]),
                hand=len(player["hand"]),
            )
        )
        self.zones["discard"].setText(
            translate("Rise of Babel table", "Discard pile ({count})").format(count=len(player["discard"]))
        )
        self.prompt.setText(prompt_words(g, seat, names))
        self._fit_choices()

    def _fit_choices(self) -> None:
        """The choices list as tall as its rows (hidden when there are none, or not your turn)."""
        view, rows = self.choices_view, self.choices.rowCount()
        shown = rows > 0 and _my_turn(self.context)
        view.setVisible(shown)
        if shown:
            height = sum(view.sizeHintForRow(row) for row in range(rows)) + 2 * view.frameWidth() + 2
            view.setFixedHeight(min(height, 260))
        # The wrapped lines at the box's own width (adjustSize would wrap at its hint's).
        height = self.box.heightForWidth(PROMPT_PX)
        if height > 0:
            self.box.setFixedHeight(height)
