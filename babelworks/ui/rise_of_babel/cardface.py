"""Rise of Babel cards in item views, painted by the one card painter (:mod:`babelworks.cards`).

Models hand over the card id in :data:`CARD_ROLE` and its state in
:data:`STATE_ROLE`; :class:`CardDelegate` paints the card's face and shades it by
its state (the hand strip shades its faces the same way). The card words live
with the painter; they are named here for this package's models.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from babelworks.cards import CardPainter
from babelworks.cards.rise_of_babel import card_words, step_words

__all__ = ["CARD_ROLE", "STATE_ROLE", "CardDelegate", "card_words", "step_words"]

CARD_ROLE = Qt.ItemDataRole.UserRole + 1
STATE_ROLE = Qt.ItemDataRole.UserRole + 3  # "blocked" (cannot be taken now) or ""

FACES = CardPainter()
# state -> shade laid over the face: used cards greyed, blocked ones faded; the active
# card (on the hand strip) framed
SHADES = {"used": QColor(90, 84, 74, 140), "blocked": QColor(255, 255, 255, 110)}
ACTIVE = QColor("#f2a900")


class CardDelegate(QStyledItemDelegate):
    """Paints a whole card face from the card data, shaded by its state."""

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:  # noqa: N802 (Qt API)
        """Cards are tall enough for name, cost line and two banners."""
        return QSize(180, 74)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index) -> None:
        """The card face, shaded by its state."""
        card = index.data(CARD_ROLE)
        if card is None:
            super().paint(painter, option, index)
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(option.rect.adjusted(2, 2, -2, -2))
        _paint_face(painter, rect, card)
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
