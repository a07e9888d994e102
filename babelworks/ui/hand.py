"""The hand: the viewing seat's cards (and pieces in hand) as cards, in a row on the table.

A :class:`HandStrip` is drawn over the bottom edge of the 3D view (placed there
by :meth:`~babelworks.ui.table_api.TableContext.set_hand`). Each
:class:`HandItem` is a face from the card painter (or a painted piece) with its
full words as tooltip. The hovered card rises and a large copy of it shows above
the strip; pressing and moving a card drags its :class:`DragPayload` with a small
image of the card held above the cursor, so the drop target stays visible; a
click says which card and where on it (a Rise of Babel card's banner halves).
The strip folds down to a slim tab and back (its toggle, or the H key on the view).

The strip draws only what its table gives it: a table shows the viewing seat's
hand and nobody's under the hot-seat curtain.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QDrag, QFont, QFontMetrics, QImage, QMouseEvent, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QApplication, QToolTip, QWidget

from babelworks.i18n import shown
from babelworks.ui.card_preview import CardPreview
from babelworks.ui.drag_payload import DragPayload

CARD_HEIGHT = 92  # the cards' height in the strip, pixels
RISE_PX = 10  # how far the hovered card rises
DRAG_HEIGHT = 56  # the card's height on the cursor while dragged
TAB_HEIGHT = 22  # the folded strip, and the strip's title row
TAB_MIN_PX, TAB_PAD_PX = 120, 20  # the title tab's least width, and its room beyond the words
MARGIN = 6
GAP = 6  # between cards when they fit side by side


@dataclass(frozen=True)
class HandItem:
    """One card (or piece) in the hand.

    Attributes:
        key: stable name of the item, e.g. ``"card:B07"``; what :attr:`HandStrip.clicked` gives.
        image: its face, from the card painter (any size; drawn to the strip's card height).
        tip: its full words, shown as the tooltip.
        payload: what dragging it carries; None: it cannot be dragged now.
        enabled: False greys it (nothing to do with it now).
        badge: a short mark on its corner, e.g. "x3".
        enlarged: what hovering shows, enlarged, when it is more than the face (a worker's
            figure with where it is in words); None: the face itself.
    """

    key: str
    image: QImage
    tip: str
    payload: DragPayload | None = None
    enabled: bool = True
    badge: str = ""
    enlarged: QImage | None = None


class HandStrip(QWidget):
    """A row of cards along the bottom of the table; hover enlarges, drag plays, click picks.

    Signals:
        clicked(str, QPointF): an item's key and where on it it was clicked (0..1 across and down).
        dropped(object, str): a :class:`DragPayload` dropped on the strip (when :meth:`accept_drops`
            takes it) and the key of the item it landed on ("" between items).
    """

    clicked = Signal(str, QPointF)
    dropped = Signal(object, str)

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handStrip")
        self.setMouseTracking(True)
        self.title = title
        self._items: list[HandItem] = []
        self._faces: dict[int, QPixmap] = {}
        self._rects: list[QRect] = []
        self._hovered: int | None = None
        self._press: tuple[QPointF, int] | None = None
        self._collapsed, self._accepts = False, None
        self.lit: frozenset[str] = frozenset()  # keys outlined in gold: a suggested move's cards
        self.preview = CardPreview(parent)

    # -- contents ------------------------------------------------------------------
    def set_items(self, items: list[HandItem]) -> None:
        """Show these items, left to right (the hover and a pending press are forgotten)."""
        self._items = list(items)
        self._faces = {}  # index -> face at the card size
        self._hovered, self._press, self.lit = None, None, frozenset()
        self.preview.hide()
        self._lay_out()
        self.update()

    def light(self, keys) -> None:
        """Outline the items named ``keys`` in gold (Help > Suggest a move) until the items change."""
        self.lit = frozenset(keys)
        self.update()

    def items(self) -> list[HandItem]:
        """The items shown now."""
        return list(self._items)

    def item_rect(self, key: str) -> QRect:
        """Where the item ``key`` is drawn (its visible part's centre is clickable)."""
        index = self._index_of(key)
        return QRect() if index is None else self._visible_rect(index)

    def mime_for(self, key: str):
        """The drag data dragging item ``key`` carries, or None."""
        index = self._index_of(key)
        payload = None if index is None else self._items[index].payload
        return None if payload is None else payload.to_mime()

    def accept_drops(self, takes) -> None:
        """Take drops whose :class:`DragPayload` satisfies ``takes(payload)`` (emitted as ``dropped``)."""
        self._accepts = takes
        self.setAcceptDrops(takes is not None)

    # -- folding -------------------------------------------------------------------
    def collapsed(self) -> bool:
        """True while the strip is folded down to its tab."""
        return self._collapsed

    def set_collapsed(self, folded: bool) -> None:
        """Fold the strip to a slim tab (True) or open it (False)."""
        self._collapsed = folded
        self.preview.hide()
        self.updateGeometry()
        self.resize(self.width(), self.sizeHint().height())
        self._lay_out()
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """As wide as the table; a title row and a row of cards high (or only the tab)."""
        height = TAB_HEIGHT if self._collapsed else TAB_HEIGHT + RISE_PX + CARD_HEIGHT + MARGIN
        return QSize(640, height)

    def _title_font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def _toggle_rect(self) -> QRect:
        """The title tab (it folds the strip): as wide as its words, whatever the title."""
        words = QFontMetrics(self._title_font()).horizontalAdvance(self.title_text("\u25be"))
        return QRect(MARGIN, 0, max(TAB_MIN_PX, words + 10 + TAB_PAD_PX), TAB_HEIGHT)

    # -- layout ------------------------------------------------------------------------
    def _card_size(self, item: HandItem) -> QSize:
        image = item.image
        width = CARD_HEIGHT if image.isNull() else round(CARD_HEIGHT * image.width() / max(1, image.height()))
        return QSize(width, CARD_HEIGHT)

    def _lay_out(self) -> None:
        """Place the cards side by side; when they do not fit, overlapping at an even step
        that keeps the last card whole inside the strip (however many there are)."""
        sizes = [self._card_size(item) for item in self._items]
        room = self.width() - 2 * MARGIN
        total = sum(size.width() for size in sizes) + GAP * max(0, len(sizes) - 1)
        step = float("inf")
        if total > room and len(sizes) > 1:
            step = max(1.0, (room - sizes[-1].width()) / (len(sizes) - 1))
        x, top = float(MARGIN), TAB_HEIGHT + RISE_PX
        self._rects = []
        for size in sizes:
            self._rects.append(QRect(round(x), top, size.width(), size.height()))
            x += min(size.width() + GAP, step)

    def _face(self, index: int) -> QPixmap | None:
        """Card ``index``'s face at the strip's card size, scaled once (not on every paint:
        the strip lies on the 3D view, so it is painted again with every frame drawn)."""
        image = self._items[index].image
        if image.isNull():
            return None
        size, ratio = self._rects[index].size(), self.devicePixelRatioF()
        cached = self._faces.get(index)
        if cached is None or cached.devicePixelRatio() != ratio or cached.deviceIndependentSize() != size:
            smooth = Qt.TransformationMode.SmoothTransformation
            cached = QPixmap.fromImage(
                image.scaled(size * ratio, Qt.AspectRatioMode.IgnoreAspectRatio, smooth)
            )
            cached.setDevicePixelRatio(ratio)
            self._faces[index] = cached
        return cached

    def _drawn_rect(self, index: int) -> QRect:
        """Where card ``index`` is drawn now (raised while hovered)."""
        rect = QRect(self._rects[index])
        return rect.translated(0, -RISE_PX) if index == self._hovered else rect

    def _visible_rect(self, index: int) -> QRect:
        """The part of card ``index`` not covered by the next card."""
        rect = self._drawn_rect(index)
        if index + 1 < len(self._rects) and self._rects[index + 1].left() < rect.right():
            rect.setRight(self._rects[index + 1].left() - 1)
        return rect

    def _index_of(self, key: str) -> int | None:
        return next((i for i, item in enumerate(self._items) if item.key == key), None)

    def _index_at(self, pos: QPoint) -> int | None:
        """The card under ``pos`` (the topmost: later cards lie on earlier ones)."""
        if self._collapsed:
            return None
        for index in reversed(range(len(self._rects))):
            rect = QRect(self._rects[index])
            if index == self._hovered:  # raised, it still holds the cursor at its old foot
                rect.setTop(rect.top() - RISE_PX)
            if rect.contains(pos):
                return index
        return None

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Lay the cards out again for the new width."""
        self._lay_out()
        super().resizeEvent(event)

    # -- painting ------------------------------------------------------------------------
    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """A dim band, the title and fold toggle, then the cards (the hovered one raised)."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        band = QRectF(self.rect()).adjusted(0, TAB_HEIGHT * 0.5 if not self._collapsed else 0, 0, 0)
        painter.fillRect(band, QColor(20, 24, 30, 150))
        self._paint_title(painter)
        if not self._collapsed:
            for index, item in enumerate(self._items):
                self._paint_card(painter, index, item)
        painter.end()

    def _paint_title(self, painter: QPainter) -> None:
        toggle = self._toggle_rect()
        painter.fillRect(toggle, QColor(20, 24, 30, 200))
        painter.setPen(QColor("white"))
        painter.setFont(self._title_font())
        arrow = "\u25b4" if self._collapsed else "\u25be"
        painter.drawText(toggle.adjusted(6, 0, -4, 0), Qt.AlignmentFlag.AlignVCenter, self.title_text(arrow))

    def title_text(self, arrow: str = "") -> str:
        """The tab's words: the hand's title and how many items it holds."""
        count = len(self._items)
        return f"{arrow} {shown(self.title)} ({count})".strip()

    def _paint_card(self, painter: QPainter, index: int, item: HandItem) -> None:
        rect = self._drawn_rect(index)
        painter.setOpacity(1.0 if item.enabled else 0.45)
        face = self._face(index)
        if face is not None:
            painter.drawPixmap(rect.topLeft(), face)
        painter.setOpacity(1.0)
        if item.key in self.lit:
            painter.setPen(QPen(QColor(255, 200, 40), 4))
            painter.drawRect(rect.adjusted(2, 2, -2, -2))
        if mark := shown(item.badge):  # on the corner of the part in sight, as narrow as its words
            width = max(18, painter.fontMetrics().horizontalAdvance(mark) + 10)
            visible = self._visible_rect(index)
            badge = QRect(max(rect.left() + 2, visible.right() - width - 1), rect.top() + 2, width, 18)
            painter.fillRect(badge, QColor(20, 24, 30, 220))
            painter.setPen(QColor("white"))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, mark)

    # -- hover: rise, enlarge, tooltip ------------------------------------------------------
    def _hover(self, index: int | None) -> None:
        if index == self._hovered:
            return
        self._hovered = index
        self.update()
        if index is None:
            self.preview.hide()
            return
        self._show_preview(index)

    def _show_preview(self, index: int) -> None:
        """The hovered card, enlarged, just above the strip (clear of the cursor)."""
        item = self._items[index]
        image = item.image if item.enlarged is None else item.enlarged
        self.preview.show_above(image, self, QPoint(self._rects[index].center().x(), 0))

    def leaveEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """The cursor left: no card is raised or enlarged."""
        self._hover(None)
        super().leaveEvent(event)

    def hideEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Hidden (e.g. under the hot-seat curtain): the enlarged card goes too."""
        self._hover(None)
        super().hideEvent(event)

    def event(self, event) -> bool:
        """Tooltips: the full words of the card under the cursor."""
        if event.type() == event.Type.ToolTip:
            index = self._index_at(event.pos())
            if index is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), shown(self._items[index].tip), self)
            return True
        return super().event(event)

    # -- mouse: click, drag, fold -----------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        """Fold on the tab; remember a left press on a card (a click or the start of a drag).
        Any other press goes on to the table under the strip (the camera orbits or pans)."""
        pos = event.position().toPoint()
        left = event.button() == Qt.MouseButton.LeftButton
        if left and self._toggle_rect().contains(pos):
            self.set_collapsed(not self._collapsed)
            return
        index = self._index_at(pos) if left else None
        self._press = None if index is None else (event.position(), index)
        if index is None:
            event.ignore()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        """Hover raises a card; a press moved far enough drags it."""
        if self._press is None:
            self._hover(self._index_at(event.position().toPoint()))
            return
        start, index = self._press
        if (event.position() - start).manhattanLength() >= QApplication.startDragDistance():
            self._press = None
            self._drag(index)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        """A press released on its card is a click: which card, and where on it."""
        if self._press is None:
            return
        start, index = self._press
        self._press = None
        rect = self._drawn_rect(index)
        where = event.position() - QPointF(rect.topLeft())
        share = QPointF(where.x() / max(1, rect.width()), where.y() / max(1, rect.height()))
        self.clicked.emit(self._items[index].key, share)

    def drag_pixmap(self, key: str) -> QPixmap:
        """The small image of item ``key`` that follows the cursor while it is dragged."""
        index = self._index_of(key)
        image = QImage() if index is None else self._items[index].image
        if image.isNull():
            return QPixmap()
        return QPixmap.fromImage(image).scaledToHeight(
            DRAG_HEIGHT, Qt.TransformationMode.SmoothTransformation
        )

    def _drag(self, index: int) -> None:
        item = self._items[index]
        if item.payload is None or not item.enabled:
            return
        self._hover(None)
        start_drag(self, item.payload, self.drag_pixmap(item.key))

    # -- drops ------------------------------------------------------------------------------
    def _taken(self, event) -> DragPayload | None:
        payload = DragPayload.from_mime(event.mimeData())
        return payload if payload is not None and self._accepts and self._accepts(payload) else None

    def dragEnterEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Take a drag this strip accepts."""
        if self._taken(event) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Keep taking it while it moves over the strip."""
        self.dragEnterEvent(event)

    def dropEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Hand the dropped payload to the table (``dropped``)."""
        payload, index = self._taken(event), self._index_at(event.position().toPoint())
        if payload is not None:
            event.acceptProposedAction()
            self.dropped.emit(payload, "" if index is None else self._items[index].key)


def start_drag(source: QWidget, payload: DragPayload, pixmap: QPixmap) -> None:
    """Drag ``payload`` from ``source`` with ``pixmap`` held above and left of the cursor,
    so the place it is dropped on stays in sight."""
    drag = QDrag(source)
    drag.setMimeData(payload.to_mime())
    if not pixmap.isNull():
        drag.setPixmap(pixmap)
        drag.setHotSpot(QPoint(pixmap.width() // 2, pixmap.height() + 14))
    drag.exec(Qt.DropAction.CopyAction | Qt.DropAction.MoveAction)
