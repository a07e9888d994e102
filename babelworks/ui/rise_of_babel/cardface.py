"""Rise of Babel cards in item views, painted by the one card painter (:mod:`babelworks.cards`).

Models hand over the card id in :data:`CARD_ROLE` (and, for a banner cell, the
banner index in :data:`BANNER_ROLE`, and the banner's state in :data:`STATE_ROLE`);
:class:`CardDelegate` paints the card's face (or that one banner) and shades it
by its state. The card words live with the painter; they are named here for
this package's models.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from babelworks.cards import CardPainter
from babelworks.cards.rise_of_babel import banner_words, card_words, paint_banner, step_words
from babelworks.cards.text import TextFit
from babelworks.games.rise_of_babel.cards import CARDS

__all__ = [
    "BANNER_ROLE",
    "CARD_ROLE",
    "STATE_ROLE",
    "CardDelegate",
    "banner_words",
    "card_words",
    "step_words",
]

CARD_ROLE = Qt.ItemDataRole.UserRole + 1
BANNER_ROLE = Qt.ItemDataRole.UserRole + 2
STATE_ROLE = Qt.ItemDataRole.UserRole + 3  # "playable", "active", "used", "blocked", "" (see models)

FACES = CardPainter()
# state -> shade laid over the face: used cards greyed, blocked ones faded
SHADES = {"used": QColor(90, 84, 74, 140), "blocked": QColor(255, 255, 255, 110)}
ACTIVE = QColor("#f2a900")


class CardDelegate(QStyledItemDelegate):
    """Paints a whole card face (or, for banner cells, one banner) from the card data."""

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:  # noqa: N802 (Qt API)
        """Cards are tall enough for name, cost line and two banners."""
        if index.data(BANNER_ROLE) is not None:
            return QSize(170, 46)
        return QSize(180, 74)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index) -> None:
        """The card face, or one banner with its step icons; shaded by its state."""
        card = index.data(CARD_ROLE)
        if card is None:
            super().paint(painter, option, index)
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(option.rect.adjusted(2, 2, -2, -2))
        banner = index.data(BANNER_ROLE)
        if banner is None:
            _paint_face(painter, rect, card)
        else:
            paint_banner(TextFit(painter), rect, CARDS[card].banners[banner], banner)
        _shade(painter, rect, index.data(STATE_ROLE) or "", option)
        painter.restore()


def _paint_face(painter: QPainter, rect: QRectF, card: str) -> None:
    """The card's face from the painter's cache, at the device's pixel density."""
    ratio = painter.device().devicePixelRatioF()
    pixels = QSize(max(1, round(rect.width() * ratio)), max(1, round(rect.height() * ratio)))
    image = FACES.face("rb_card", card, pixels)
    painter.drawImage(rect, image)


def _shade(painter: QPainter, rect: QRectF, state: str, option: QStyleOptionViewItem) -> None:
    corner = min(rect.width(), rect.height()) * 0.06
    painter.setPen(Qt.PenStyle.NoPen)
    if state in SHADES:
        painter.setBrush(SHADES[state])
        painter.drawRoundedRect(rect, corner, corner)
    if option.state & QStyle.StateFlag.State_Selected:
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(rect, corner, corner)
    if state == "active":
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(ACTIVE, 3))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), corner, corner)
