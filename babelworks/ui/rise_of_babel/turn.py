"""The Your turn panel: play area cards with their banners, the choices a step
offers, gold, deck and discard, and the drop places for cards.

Click a banner to play the card with it. Steps that need no tile or card
(advance the elephant, draw, pull, take a cart...) are listed under Choices:
click one. Drag a market card onto the discard pile to buy it, a card from the
play area or discard onto Trash to trash it, a discard card onto Hand to take it back.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListView,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from babelworks.games.rise_of_babel.board import available_gold
from babelworks.games.rise_of_babel.cards import CARDS
from babelworks.games.rise_of_babel.describe import WORDS
from babelworks.ui.rise_of_babel.cardface import (
    BANNER_ROLE,
    CARD_ROLE,
    STATE_ROLE,
    CardDelegate,
    banner_words,
    card_words,
)
from babelworks.ui.rise_of_babel.common import GAME_ID, DropZone, RowModel, game_data, legal_now
from babelworks.ui.rise_of_babel.prompt import prompt_words
from babelworks.ui.table_api import DragPayload, PanelModel

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
MAX_BANNERS = 2


def shown_seat(context) -> int | None:
    """Whose cards the panel shows: the viewing seat's only. Nobody viewing (a watcher of
    computer players, or the hand-off curtain) sees nobody's hand."""
    if game_data(context) is None:
        return None
    return context.viewing_seat


class PlayAreaModel(PanelModel):
    """Rows: the cards in play (your turn) or in your hand (waiting); columns: card, banners."""

    game = GAME_ID

    def __init__(self, context) -> None:
        self._playing = False
        super().__init__(context)

    def build_rows(self) -> list[str]:
        """The play area (your turn) or the waiting hand of the shown seat."""
        g, seat = game_data(self.context), shown_seat(self.context)
        if seat is None:
            self._playing = False
            return []
        self._playing = seat == g["current"] and not g["over"]
        return list(g["turn"]["play"]) if self._playing else list(g["seats"][seat]["hand"])

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802
        """The card, then its banners."""
        return 0 if parent.isValid() else 1 + MAX_BANNERS

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        """Column titles."""
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return "Card" if section == 0 else f"Banner {section}"
        return None

    def card_at(self, row: int) -> str:
        """The card id in ``row``."""
        return self.rows[row]

    def banner_state(self, card: str, banner: int) -> str:
        """ "active", "used", "playable" or "blocked" for one banner of a card in play."""
        turn = game_data(self.context)["turn"]
        if turn["active"] and turn["active"].get("card") == card:
            return "active"
        if card in turn["used"]:
            return "used"
        action = {"type": "activate", "card": card, "banner": banner}
        return "playable" if self._playing and action in legal_now(self.context) else "blocked"

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        """Card faces (column 0) and banners (columns 1..) for the delegate; words for others."""
        if not index.isValid():
            return None
        card, column = self.rows[index.row()], index.column()
        banners = CARDS[card].banners
        if column > len(banners):
            return None
        if role == CARD_ROLE:
            return card
        if role == BANNER_ROLE:
            return None if column == 0 else column - 1
        if role == STATE_ROLE and column > 0:
            return self.banner_state(card, column - 1) if self._playing else "blocked"
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return card_words(card) if column == 0 else banner_words(banners[column - 1])
        return None

    def drag_payload(self, index: QModelIndex) -> DragPayload | None:
        """A card in play (column 0) can be picked up, to trash it; banners are clicked."""
        if index.column() == 0 and self._playing:
            return DragPayload(piece={"card": self.rows[index.row()], "pile": "play"})
        return None

    def click(self, index: QModelIndex) -> None:
        """A click on a banner plays the card with it (refused with the reason if it cannot)."""
        if not index.isValid() or index.column() == 0 or not self._playing:
            return
        card = self.rows[index.row()]
        if index.column() <= len(CARDS[card].banners):
            self.context.session.dispatch({"type": "activate", "card": card, "banner": index.column() - 1})


class ChoicesModel(RowModel):
    """The steps allowed now that need no tile or card: click one to take it."""

    def build_rows(self) -> list[dict]:
        """One row per such legal action, in words."""
        return [
            {"text": WORDS[action["type"]](action).capitalize(), "action": action}
            for action in legal_now(self.context)
            if action["type"] in CHOICE_TYPES
        ]

    def play(self, row: int) -> bool:
        """Take the choice in ``row``."""
        return 0 <= row < len(self.rows) and self.context.session.dispatch(self.rows[row]["action"])


class DiscardModel(RowModel):
    """Your discard pile, newest first: drag a card onto Hand or Trash when a step allows."""

    ROLES = {CARD_ROLE: "card", STATE_ROLE: "state"}

    def build_rows(self) -> list[dict]:
        """The shown seat's discard pile."""
        seat = shown_seat(self.context)
        if seat is None:
            return []
        pile = game_data(self.context)["seats"][seat]["discard"]
        return [
            {
                "text": CARDS[c].name,
                "tip": card_words(c),
                "card": c,
                "state": "",
                "drag": {"card": c, "pile": "discard"},
            }
            for c in reversed(pile)
        ]


def _list(model, name: str, cards: bool) -> QListView:
    view = QListView()
    view.setObjectName(name)
    view.setModel(model)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setWordWrap(True)
    if cards:
        view.setItemDelegate(CardDelegate(view))
        view.setDragEnabled(True)
        view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
    return view


def _play_view(context) -> QTableView:
    view = QTableView()
    view.setObjectName("rbPlayArea")
    model = PlayAreaModel(context)
    view.setModel(model)
    view.setItemDelegate(CardDelegate(view))
    view.setDragEnabled(True)
    view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    view.verticalHeader().setDefaultSectionSize(78)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    view.clicked.connect(model.click)
    return view


def turn_panel(context) -> QWidget:
    """The whole Your turn panel."""
    panel = QWidget()
    panel.setObjectName("rbTurnPanel")
    panel.prompt = QLabel(wordWrap=True, objectName="rbPrompt")
    panel.counts = QLabel(objectName="rbCounts")
    panel.play_view = _play_view(context)
    panel.choices = ChoicesModel(context)
    panel.choices_view = _list(panel.choices, "rbChoices", cards=False)
    panel.choices_view.clicked.connect(lambda index: panel.choices.play(index.row()))
    panel.discard = DiscardModel(context)
    panel.discard_view = _list(panel.discard, "rbDiscard", cards=True)
    panel.finish = QPushButton("Finish card", objectName="rbFinishCard")
    panel.finish.clicked.connect(lambda: context.session.dispatch({"type": "finish_card"}))
    panel.end = QPushButton("End turn", objectName="rbEndTurn")
    panel.end.clicked.connect(lambda: context.session.dispatch({"type": "end_turn"}))
    panel.zones = {
        key: DropZone(context, text, {"zone": key}, f"rbZone_{key}")
        for key, text in (
            ("discard", "Your discard pile\n(drop a market card: buy)"),
            ("hand", "Your hand\n(drop a card to take it)"),
            ("trash", "Trash\n(drop a card)"),
        )
    }
    _lay_out(panel)
    context.connect(context.session.state_changed, lambda: _show_counts(context, panel))
    context.connect(context.viewing_seat_changed, lambda _seat: _show_counts(context, panel))
    _show_counts(context, panel)
    return panel


def _lay_out(panel: QWidget) -> None:
    zones = QHBoxLayout()
    for zone in panel.zones.values():
        zones.addWidget(zone)
    buttons = QHBoxLayout()
    buttons.addWidget(panel.finish)
    buttons.addWidget(panel.end)
    grid = QGridLayout()
    grid.addWidget(QLabel("Choices (click one)"), 0, 0)
    grid.addWidget(QLabel("Discard pile (look through; drag)"), 0, 1)
    grid.addWidget(panel.choices_view, 1, 0)
    grid.addWidget(panel.discard_view, 1, 1)
    layout = QVBoxLayout(panel)
    layout.addWidget(panel.prompt)
    layout.addWidget(panel.counts)
    layout.addWidget(panel.play_view, 3)
    layout.addLayout(buttons)
    layout.addLayout(grid, 2)
    layout.addLayout(zones)


def _show_counts(context, panel: QWidget) -> None:
    g, seat = game_data(context), shown_seat(context)
    if g is None or seat is None:
        panel.counts.setText("")
        panel.prompt.setText("")
        return
    player = g["seats"][seat]
    gold = available_gold(g) if seat == g["current"] else 0
    names = [chosen.name for chosen in context.session.match.setup.seats]
    panel.counts.setText(
        f"{names[seat]}: gold {gold} · deck {len(player['deck'])} · "
        f"discard {len(player['discard'])} · hand {len(player['hand'])}"
    )
    panel.prompt.setText(prompt_words(g, seat, names))
