"""Hovering a piece on the Rise of Babel table shows it large, beside the cursor.

A market card, a tile, a bonus tile or an upgrade icon of a player board shows
its printed face (the card painter's, as on the table) with its words under it;
the other parts of a player area (tablets, tokens, the bag, the warehouse, the
camp, the elephant) and of the main board (tracks, tower spaces, piles and
supplies) show their words, in type large enough to read at any camera distance.
The boards themselves and the table show nothing. Only what the whole table
sees is on the 3D table, so the lens shows nothing private.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout

from babelworks.cards import CardPainter
from babelworks.i18n import shown
from babelworks.scene.pieces import Piece
from babelworks.ui.named import named

FACE_PX = 220  # the hovered card's longer side
SMALL_FACE_PX = {"rb_tile": 120, "rb_bonus": 120, "rb_upgrade": 120}  # a one-word face needs less
WORDS_PX = 260  # the words' width
OFFSET = QPoint(18, 18)  # from the cursor, so the piece itself stays in sight
FACES = ("rb_card", "rb_tile", "rb_bonus", "rb_upgrade")
#: Pieces shown by their words (id prefixes); any other piece (boards, steps) shows nothing.
WORDS_ONLY = (
    "rb/upgrade/",
    "rb/tablet/",
    "rb/token/",
    "rb/bag/",
    "rb/pile/",
    "rb/supply/",
    "rb/warehouse/",
    "rb/camp/",
    "rb/elephant/",
    "rb/track/",
    "rb/space/",
    "rb/stall/",
    "rb/market/",
    "rb/tile/",
)
STYLE = (
    "#rbLens { background: rgba(20, 24, 30, 225); border-radius: 8px; }"
    " #rbLensWords { color: white; font-size: 15px; }"
)
_PAINTER = CardPainter()


def lens_face(piece: Piece) -> QPixmap | None:
    """The printed face a hover shows large, or None (the piece is shown by its words)."""
    if piece.face is None or piece.face.kind not in FACES:
        return None
    size = SMALL_FACE_PX.get(piece.face.kind, FACE_PX)
    return QPixmap.fromImage(_PAINTER.face(piece.face.kind, piece.face.id, size))


def shows(piece: Piece | None) -> bool:
    """True for the pieces a hover enlarges (not the boards, the steps or the table)."""
    return piece is not None and bool(piece.name) and piece.id.startswith(WORDS_ONLY)


class Lens(QObject):
    """The hover lens over the table view (installed through the table's context)."""

    def __init__(self, context) -> None:
        super().__init__(context)
        self.view = context.view
        self.frame = named(QFrame(), "rbLens")
        self.frame.setStyleSheet(STYLE)
        self.frame.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QVBoxLayout(self.frame)
        layout.setContentsMargins(8, 8, 8, 8)
        self.face = QLabel()
        self.face.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.words = named(QLabel(wordWrap=True), "rbLensWords")
        self.words.setFixedWidth(WORDS_PX)
        layout.addWidget(self.face)
        layout.addWidget(self.words)
        context.add_overlay(self.frame)
        self.frame.hide()
        self.shown: str | None = None
        self.view.setMouseTracking(True)  # moves without a button come to the filter
        context.watch_view(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt API)
        """A move with no button held looks under the cursor; a press, a drag or leaving hides."""
        kind = event.type()
        if kind == QEvent.Type.MouseMove and event.buttons() == Qt.MouseButton.NoButton:
            self.hover(event.position())
        elif kind in (QEvent.Type.Leave, QEvent.Type.MouseButtonPress, QEvent.Type.DragEnter):
            self.hide()
        return False

    def hover(self, where: QPointF) -> None:
        """Show the piece under ``where`` large (or nothing, over no such piece)."""
        piece_id = self.view.pick(where.x(), where.y())
        piece = next((p for p in self.view.pieces() if p.id == piece_id), None) if piece_id else None
        if not shows(piece):
            self.hide()
            return
        assert piece is not None  # shows() takes only a piece
        if piece.id != self.shown:
            self._fill(piece)
        self._place(where.toPoint())

    def _fill(self, piece: Piece) -> None:
        face = lens_face(piece)
        self.face.setVisible(face is not None)
        if face is not None:
            self.face.setPixmap(face)
        self.words.setText(shown(piece.name))
        self.shown = piece.id
        self.frame.adjustSize()

    def _place(self, cursor: QPoint) -> None:
        """Beside the cursor, kept inside the view: above it in the view's lower half (clear of
        the hand and the turn's buttons), left of it near the right edge."""
        size, room = self.frame.size(), self.view.size()
        x, y = cursor.x() + OFFSET.x(), cursor.y() + OFFSET.y()
        if x + size.width() > room.width():
            x = cursor.x() - OFFSET.x() - size.width()
        if y + size.height() > room.height() or cursor.y() > room.height() // 2:
            y = cursor.y() - OFFSET.y() - size.height()
        self.frame.move(max(0, x), max(0, y))
        self.frame.show()
        self.frame.raise_()

    def hide(self) -> None:
        """Nothing enlarged."""
        self.frame.hide()
        self.shown = None
