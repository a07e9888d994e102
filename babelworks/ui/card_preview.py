"""The enlarged card: a large copy of the hand's hovered card, shown just above the strip.

It lives on the strip's parent (the table view), not on the strip, so it may rise above
the strip's top edge; it lets every mouse event through to what lies under it.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QLabel, QWidget

PREVIEW_HEIGHT = 250  # the enlarged card's height, pixels


class CardPreview(QLabel):
    """A hovered card's face (or what it has more to say), enlarged, above a point of its parent."""

    def __init__(self, parent: QWidget | None) -> None:
        """Made hidden on ``parent``, the widget it is drawn over."""
        super().__init__(parent)
        self.setObjectName("handPreview")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()

    def show_above(self, image: QImage, source: QWidget, foot: QPoint) -> None:
        """Show ``image`` enlarged, centred over ``foot`` (a point of ``source``) and clear
        above it, kept inside the parent; nothing is shown for a null image or without a parent."""
        table = self.parentWidget()
        if image.isNull() or table is None:
            return
        pixmap = QPixmap.fromImage(image).scaledToHeight(
            PREVIEW_HEIGHT, Qt.TransformationMode.SmoothTransformation
        )
        self.setPixmap(pixmap)
        self.resize(pixmap.size())
        where = source.mapTo(table, foot)
        x = min(max(0, where.x() - pixmap.width() // 2), table.width() - pixmap.width())
        self.move(x, max(0, where.y() - pixmap.height() - 4))
        self.show()
        self.raise_()
