"""The Market side-bar tab: five market cards, the Jobs and Teamsters piles, the refresh button.

The same cards lie printed on the 3D table (press one there to pick it up).
Drag a card onto your discard pile (the drop spot on the table) or your hand
to buy it, or double-click it; the same gesture takes it for free or as a
cheap card when a card step or the Free Market Card token offers that.
"""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView, QPushButton, QVBoxLayout, QWidget

from babelworks.core import words
from babelworks.core.words import content_words
from babelworks.games.rise_of_babel.cards import CARDS
from babelworks.games.rise_of_babel.content import content
from babelworks.i18n import shown, translate
from babelworks.ui.card_views import CardListView
from babelworks.ui.rise_of_babel.cardface import CARD_ROLE, STATE_ROLE, CardDelegate, card_words
from babelworks.ui.rise_of_babel.common import RowModel, game_data, legal_now, play_drop

REFRESH_COST = content().board["refresh_market_cost"]
PILES = (
    ("jobs", words.translate("Rise of Babel table", "Jobs pile")),
    ("teamsters", words.translate("Rise of Babel table", "Teamsters pile")),
)


class MarketModel(RowModel):
    """One row per market slot, then the Jobs and Teamsters piles (top card shown)."""

    ROLES = {CARD_ROLE: "card", STATE_ROLE: "state"}

    def build_rows(self) -> list[dict]:
        """Market slots and piles, each draggable to buy when it has a card."""
        g = game_data(self.context)
        assert g is not None  # the panel is refreshed only during a Rise of Babel match
        market = g["market"]
        rows = [
            self._row(
                card,
                {"from": "market", "slot": slot},
                translate("Rise of Babel table", "Market {number}").format(number=slot + 1),
            )
            for slot, card in enumerate(market["row"])
        ]
        for pile, pile_words in PILES:
            top = market[pile][-1] if market[pile] else None
            where = translate("Rise of Babel table", "{pile} ({count} left)").format(
                pile=pile_words, count=len(market[pile])
            )
            rows.append(self._row(top, {"from": pile}, where))
        return rows

    def _row(self, card: str | None, offer: dict, where: str) -> dict:
        if card is None:
            return {
                "text": translate("Rise of Babel table", "{where}: empty").format(where=where),
                "tip": translate("Rise of Babel table", "{where} is empty").format(where=where),
            }
        legal = legal_now(self.context)
        takeable = any(
            a.get("from") == offer["from"]
            and a.get("slot") == offer.get("slot")
            and a["type"] in ("buy_card", "gain_free", "gain_cheap_card", "gain_to_hand")
            for a in legal
        )
        text = translate("Rise of Babel table", "{where}: {card} (cost {cost})").format(
            where=where, card=content_words(CARDS[card].name), cost=CARDS[card].cost
        )
        return {
            "text": text,
            "tip": f"{text}\n{shown(card_words(card))}",
            "card": card,
            "offer": offer,
            "drag": {"offer": offer},
            "state": "" if takeable else "blocked",
        }


class MarketPanel(QWidget):
    """The Market tab, keeping its model and view (the table and tests reach them)."""

    model: MarketModel
    view: CardListView


REFRESH = {"type": "pay_refresh_market"}
REFRESH_TIP = words.translate(
    "Rise of Babel table", "Once per turn: discard the five market cards and reveal five new ones"
)


def market_panel(context) -> MarketPanel:
    """The market cards (drag or double-click to buy) and the refresh button."""
    panel = MarketPanel()
    panel.setObjectName("rbMarketPanel")
    view = CardListView()
    view.setObjectName("rbMarketView")
    model = MarketModel(context)
    view.setModel(model)
    view.setItemDelegate(CardDelegate(view))
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    refresh = QPushButton(
        translate("Rise of Babel table", "Refresh market ({cost} gold)").format(cost=REFRESH_COST)
    )
    refresh.setObjectName("rbRefreshMarket")
    refresh.setToolTip(shown(REFRESH_TIP))
    if context.read_only:  # a replay: the market is shown, never bought from
        refresh.hide()
    else:
        view.setDragEnabled(True)
        view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        view.activated.connect(lambda index: _take(context, model, index.row()))  # double-click, Enter
        refresh.clicked.connect(lambda: context.session.dispatch(dict(REFRESH)))
        for signal in (context.session.state_changed, context.session.match_started):
            context.connect(signal, lambda: _show_refresh(context, refresh))
        context.connect(context.viewing_seat_changed, lambda _seat: _show_refresh(context, refresh))
        _show_refresh(context, refresh)
    layout = QVBoxLayout(panel)
    layout.setContentsMargins(4, 4, 4, 4)
    layout.addWidget(view, 1)
    layout.addWidget(refresh)
    panel.model = model
    panel.view = view
    return panel


def _show_refresh(context, button: QPushButton) -> None:
    """Refresh market enabled only when the game allows it now; else greyed with the reason."""
    g = game_data(context)
    if g is None:
        return
    mine = context.viewing_seat == g["current"] and not g["over"]
    allowed = mine and any(a["type"] == REFRESH["type"] for a in legal_now(context))
    button.setEnabled(allowed)
    if allowed:
        button.setToolTip(shown(REFRESH_TIP))
    elif mine:
        button.setToolTip(shown(context.session.match.state.why_illegal(REFRESH)))
    else:
        button.setToolTip(translate("Rise of Babel table", "Only on your turn."))


def _take(context, model: MarketModel, row: int) -> None:
    """Double-click: the same as dragging the card onto your discard pile."""
    source = model.row(row).get("drag")
    if source is not None:
        play_drop(context, source, {"zone": "discard"})
