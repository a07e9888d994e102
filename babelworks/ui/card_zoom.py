"""Resting the cursor on a small card in a side-bar list or table shows its face large.

The side bars hold whole markets in a narrow column, so a card's printed words are a
few pixels high there. As hovering a card in the hand and the lens over the table do,
a cursor that rests on a card shows its printed face at a size anyone can read, beside
the side bar and never under the cursor; moving on, pressing, scrolling or dragging
hides it. A model opts in by answering :data:`FACE_ROLE` with the card's face
``(kind, id)`` (the same names the card painter draws by).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QAbstractItemView, QLabel, QWidget

from babelworks.cards import CardPainter

FACE_ROLE = Qt.ItemDataRole.UserRole + 40  # (face kind, face id) of the card at an index
ZOOM_PX = 280  # the height a face is shown at: its smallest print about 12 px
REST_MS = 300
GAP_PX = 16  # between the cursor and the zoomed face
_HIDING = (
    QEvent.Type.Leave,
    QEvent.Type.MouseButtonPress,
    QEvent.Type.DragEnter,
    QEvent.Type.Wheel,
    QEvent.Type.Hide,
)
_FACES = CardPainter()


class CardZoom(QObject):
    """Watches an item view's viewport; shows the face under a resting cursor large."""

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self.view = view
        self.shown = QLabel()
        self.shown.setObjectName("cardZoom")
        self.shown.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.shown.setStyleSheet(
            "#cardZoom { background: rgba(20, 24, 30, 225); padding: 6px; border-radius: 6px; }"
        )
        self.shown.hide()
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(REST_MS)
        self.timer.timeout.connect(self.show_at_rest)
        self.at = QPoint()
        view.setMouseTracking(True)
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt API)
        """A move with no button restarts the rest; leaving, a press or a drag hides the face."""
        kind = event.type()
        if kind == QEvent.Type.MouseMove and event.buttons() == Qt.MouseButton.NoButton:
            self.at = event.position().toPoint()
            self.shown.hide()
            self.timer.start()
        elif kind in _HIDING:
            self.timer.stop()
            self.shown.hide()
        return False

    def show_at_rest(self) -> None:
        """Show the face of the card under the resting cursor (nothing there: nothing shown)."""
        face = self.view.indexAt(self.at).data(FACE_ROLE)
        window = self.view.window()
        if not face or not self.view.isVisible():
            self.shown.hide()
            return
        image = _FACES.face(face[0], face[1], ZOOM_PX)
        pixmap = QPixmap.fromImage(image).scaledToHeight(ZOOM_PX, Qt.TransformationMode.SmoothTransformation)
        self.shown.setParent(window)  # above the table and every dock of this window
        self.shown.setPixmap(pixmap)
        self.shown.adjustSize()
        self.shown.move(self._place(window))
        self.shown.show()
        self.shown.raise_()

    def _place(self, window: QWidget) -> QPoint:
        """Beside the cursor: left of it when the view sits on the window's right, else right."""
        cursor = self.view.viewport().mapTo(window, self.at)
        size = self.shown.size()
        left = cursor.x() - GAP_PX - size.width()
        x = left if left >= 0 else min(cursor.x() + GAP_PX, window.width() - size.width())
        y = min(max(0, cursor.y() - size.height() // 2), window.height() - size.height())
        return QPoint(x, y)
