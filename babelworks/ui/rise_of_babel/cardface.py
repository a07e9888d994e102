"""Rise of Babel card faces painted from the card data: cost, name, influence,
purchase bonus and banners (each banner one line of icons and words).

Models hand over the card id in :data:`CARD_ROLE` (and, for a banner cell, the
banner index in :data:`BANNER_ROLE`); :class:`CardDelegate` paints from that.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from babelworks.games.rise_of_babel.cards import CARDS

CARD_ROLE = Qt.ItemDataRole.UserRole + 1
BANNER_ROLE = Qt.ItemDataRole.UserRole + 2
STATE_ROLE = Qt.ItemDataRole.UserRole + 3  # "playable", "active", "used", "" (see models)

# step kind -> (short icon text, icon colour)
STEP_ICONS = {
    "stalls_to_tower": ("S→T", "#b5651d"), "stalls_to_warehouse": ("S→W", "#8d6e63"),
    "stalls_to_camp": ("S→C", "#26a69a"), "warehouse_to_tower": ("W→T", "#a1887f"),
    "place_wild": ("Wild", "#f2c744"), "advance_elephant": ("Elephant", "#78909c"),
    "board_upgrade": ("Upgrade", "#5c6bc0"), "draw": ("Draw", "#42a5f5"),
    "trash": ("Trash", "#7e57c2"), "refresh_market": ("Refresh", "#66bb6a"),
    "gain_to_hand": ("Card→hand", "#66bb6a"), "search_discard": ("Discard→hand", "#66bb6a"),
    "gain_cart": ("Cart", "#6d4c41"), "gain_specialization": ("Spec.", "#ec407a"),
    "gain_cheap_card": ("Card ≤3", "#66bb6a"), "stall_from_bag": ("Bag→stall", "#8d6e63"),
    "pull": ("Pull", "#ab47bc"),
}


def step_words(step) -> str:
    """One card step in words ("stalls to tower", "pull: wood → +3 gold; ...")."""
    if isinstance(step, str):
        return step.replace("_", " ")
    rewards = step["pull"]
    return "pull a tile: " + "; ".join(f"{r} → {banner_words(b)}" for r, b in rewards.items())


def banner_words(banner: dict) -> str:
    """A banner in words: payment, gold, steps, trash-this-card."""
    parts = []
    if banner.get("pay"):
        parts.append(f"pay {banner['pay']} gold →")
    if banner.get("trash_self"):
        parts.append("trash this card →")
    if banner.get("needs_discard"):
        parts.append("(needs a discard pile)")
    if banner.get("gold"):
        parts.append(f"+{banner['gold']} gold")
    parts += [step_words(step) for step in banner.get("steps", [])]
    return " ".join(parts) if parts else "nothing"


def card_words(card: str) -> str:
    """The whole card in words (tooltips, accessibility)."""
    info = CARDS[card]
    bonus = ", ".join(f"+{v} {k}" for k, v in info.bonus.items())
    banners = " | ".join(f"banner {n + 1}: {banner_words(b)}" for n, b in enumerate(info.banners))
    extra = f"; on purchase {bonus}" if bonus else ""
    return f"{info.name} (cost {info.cost}, {info.influence} influence{extra}) — {banners}"


class CardDelegate(QStyledItemDelegate):
    """Paints a whole card face (or, for banner cells, one banner) from the card data."""

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:  # noqa: N802 (Qt API)
        """Cards are tall enough for name, cost line and two banners."""
        if index.data(BANNER_ROLE) is not None:
            return QSize(170, 46)
        return QSize(180, 74)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index) -> None:
        """The card face, or one banner with its step icons; dimmed when not playable."""
        card = index.data(CARD_ROLE)
        if card is None:
            super().paint(painter, option, index)
            return
        painter.save()
        rect = option.rect.adjusted(2, 2, -2, -2)
        state = index.data(STATE_ROLE) or ""
        painter.setPen(QColor("#3b3024"))
        painter.setBrush(_background(state, option))
        painter.drawRoundedRect(rect, 6, 6)
        banner = index.data(BANNER_ROLE)
        if banner is None:
            _paint_card(painter, rect, card)
        else:
            _paint_banner(painter, rect, CARDS[card].banners[banner], banner)
        painter.restore()


def _background(state: str, option: QStyleOptionViewItem) -> QColor:
    colour = {"active": QColor("#ffe39a"), "used": QColor("#b7b0a4"),
              "blocked": QColor("#d8d2c6")}.get(state, QColor("#f4e8cf"))
    if option.state & QStyle.StateFlag.State_Selected:
        colour = colour.darker(115)
    return colour


def _paint_card(painter: QPainter, rect: QRect, card: str) -> None:
    info = CARDS[card]
    bold = QFont(painter.font())
    bold.setBold(True)
    painter.setFont(bold)
    painter.setPen(QColor("#1c140c"))
    painter.drawText(rect.adjusted(30, 3, -4, 0), Qt.AlignmentFlag.AlignTop, info.name)
    _coin(painter, rect.left() + 4, rect.top() + 3, str(info.cost), "#e0b000")
    if info.influence:
        _coin(painter, rect.right() - 22, rect.top() + 3, str(info.influence), "#3f7fbf")
    painter.setFont(QFont(painter.font().family(), max(7, painter.font().pointSize() - 2)))
    lines = [f"{n + 1}: {banner_words(b)}" for n, b in enumerate(info.banners)]
    if info.bonus:
        lines.insert(0, "bought: " + ", ".join(f"+{v} {k}" for k, v in info.bonus.items()))
    text_rect = rect.adjusted(5, 24, -4, -2)
    painter.drawText(text_rect, Qt.TextFlag.TextWordWrap, "\n".join(lines))


def _paint_banner(painter: QPainter, rect: QRect, banner: dict, number: int) -> None:
    x = rect.left() + 4
    for step in banner.get("steps", []):
        kind = step if isinstance(step, str) else "pull"
        text, colour = STEP_ICONS.get(kind, (kind, "#999999"))
        width = painter.fontMetrics().horizontalAdvance(text) + 8
        painter.setBrush(QColor(colour))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(QRect(x, rect.top() + 3, width, 16), 4, 4)
        painter.setPen(QColor("white"))
        painter.drawText(QRect(x, rect.top() + 3, width, 16), Qt.AlignmentFlag.AlignCenter, text)
        x += width + 3
    painter.setPen(QColor("#1c140c"))
    painter.drawText(rect.adjusted(4, 21, -4, 0), Qt.TextFlag.TextWordWrap,
                     f"{number + 1}: {banner_words(banner)}")


def _coin(painter: QPainter, x: int, y: int, text: str, colour: str) -> None:
    painter.setBrush(QColor(colour))
    painter.setPen(QColor("#3b3024"))
    painter.drawEllipse(x, y, 18, 18)
    painter.drawText(QRect(x, y, 18, 18), Qt.AlignmentFlag.AlignCenter, text)
