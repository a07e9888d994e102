"""What a person can read in the window, and what each seat keeps private, per game.

``visible_texts`` walks every visible widget: labels, buttons, group titles, text
fields, tab and combo box items, tooltips, the hand strip's cards, and every item of every visible item
view (display, tooltip, status tip roles), plus the status bar and title; and
the 3D scene's piece names. ``private_texts`` is each game's secrets in the words
the UI would use for them; ``public_texts`` the same words where the whole table
sees them (a card of the same kind in the market), which may show anywhere.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)

from babelworks import i18n
from babelworks.ui.hand import HandStrip

ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.StatusTipRole)


def _model_texts(model, parent: QModelIndex = QModelIndex()) -> list[str]:
    texts = []
    try:
        columns = max(model.columnCount(parent), 1)
    except TypeError:  # a list model keeps columnCount private: one column
        columns = 1
    for row in range(model.rowCount(parent)):
        for column in range(columns):
            index = model.index(row, column, parent)
            texts += [str(value) for role in ROLES if (value := model.data(index, role))]
            if column == 0 and model.rowCount(index) > 0:
                texts += _model_texts(model, index)
    return texts


def _widget_texts(widget: QWidget) -> list[str]:
    texts = [widget.toolTip(), widget.statusTip(), widget.windowTitle()]
    if isinstance(widget, (QLabel, QAbstractButton, QLineEdit)):
        texts.append(widget.text())
    if isinstance(widget, QGroupBox):
        texts.append(widget.title())
    if isinstance(widget, QTextEdit):
        texts.append(widget.toPlainText())
    if isinstance(widget, QTabBar):
        texts += [widget.tabText(i) for i in range(widget.count())]
    if isinstance(widget, QComboBox):
        texts += [widget.itemText(i) for i in range(widget.count())]
    if isinstance(widget, QAbstractItemView) and widget.model() is not None:
        texts += _model_texts(widget.model())
    if isinstance(widget, HandStrip):  # the hand's cards: their full words are their tooltips
        texts += [item.tip for item in widget.items()]
    return [text for text in texts if text]


def visible_texts(window) -> list[str]:
    """Every text a person could read in the window now, and the 3D scene's piece names."""
    texts = [window.windowTitle(), window.statusBar().currentMessage()]
    for widget in [window, *window.findChildren(QWidget)]:
        if widget.isVisible():
            texts += _widget_texts(widget)
    # A piece's name is shown (the lens, a tooltip) in the player's language.
    texts += [i18n.shown(piece.name) for piece in window.view.pieces() if piece.name]
    return texts


def private_texts(game_id: str, state, seat: int) -> set[str]:
    """The words for what only ``seat`` may see (the engine's ``private(seat)`` view)."""
    if game_id == "rolling-heights":
        from babelworks.games.rolling_heights.content import content

        return {content().targets[t]["name"] for t in state.private(seat)["seats"][seat]["targets"]}
    if game_id == "rise-of-babel":
        from babelworks.ui.rise_of_babel.cardface import card_words

        return {card_words(card) for card in state.private(seat)["seats"][seat]["hand"]}
    from babelworks.ui.skyscrapers.models import card_words

    seen = state.private(seat)  # the hand strip shows the hand and the supports not built
    cards = seen["hand"] + seen["supports"][seat]
    return {card_words(state.content.cards[card]) for card in cards}


def public_texts(game_id: str, state) -> set[str]:
    """The same kind of words for what the whole table sees (Rise of Babel's open cards)."""
    if game_id != "rise-of-babel":
        return set()
    from babelworks.games.rise_of_babel.cards import CARDS
    from babelworks.ui.rise_of_babel.cardface import card_words

    g = state.data
    open_cards = list(g["market"]["row"]) + list(g["market"]["discard"]) + list(g["turn"]["play"])
    for seat in g["seats"]:
        open_cards += seat["discard"] + seat["trashed"] + seat["set_aside"]
    return {card_words(card) for card in open_cards if card in CARDS}


def shown(secrets: set[str], texts: list[str]) -> list[str]:
    """The secrets that appear in any of the texts."""
    return sorted(secret for secret in secrets if any(secret in text for text in texts))
