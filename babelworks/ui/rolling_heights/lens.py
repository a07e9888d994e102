"""A lens over the Rolling Heights table: resting the cursor on a piece shows it large.

As hovering a card in the hand enlarges it, resting the cursor on the table shows what
lies under it at a size anyone can read: a plan tile, an ad or a target as its printed
face; an empty map space as its part of the neighbourhood board's print (terrain, cube
icons, type bonus), turned as the board lies; a meeple, a cube or a token by its name in
large type. The lens sits beside the cursor, never under it, and goes as soon as the
mouse moves on, presses or drags.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, QRect, Qt, QTimer
from PySide6.QtGui import QPixmap, QTransform
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from babelworks.core import words as phrases
from babelworks.games.rolling_heights.content import content
from babelworks.games.rolling_heights.mapgrid import COLUMNS
from babelworks.i18n import shown, translate
from babelworks.scene import rolling_heights_layout as lay
from babelworks.ui.rolling_heights.map_drop import ground_point
from babelworks.ui.rolling_heights.names import TERRAIN_WORDS, named
from babelworks.ui.rolling_heights.session_match import rh_match

LENS_PX = 240  # the height a printed face is shown at
REST_MS = 250  # how long the cursor rests before the lens shows
FACES = ("rh_plan", "rh_ad", "rh_target")
BOARD_PX = 1024  # a board's print is painted this large, then one space cut out
MARGIN = 0.08  # of a board's side: the frame around its 4 x 4 spaces (cards.rolling_heights_boards)
_HIDING = (QEvent.Type.Leave, QEvent.Type.MouseButtonPress, QEvent.Type.DragEnter, QEvent.Type.Wheel)


class PieceLens(QObject):
    """Watches the view's mouse; shows :attr:`box` (a face and its words) by a resting cursor."""

    def __init__(self, context, faces) -> None:
        super().__init__(context)
        self.context, self.faces = context, faces
        self.box = QWidget(context.view)
        self.box.setObjectName("rhLens")
        self.box.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.box.setStyleSheet(
            "#rhLens { background: rgba(20, 24, 30, 225); border-radius: 6px; }"
            " QLabel { color: white; font-size: 15px; }"
        )
        layout = QVBoxLayout(self.box)
        layout.setContentsMargins(8, 8, 8, 8)
        self.image, self.words = QLabel(), QLabel()
        self.words.setWordWrap(True)
        layout.addWidget(self.image)
        layout.addWidget(self.words)
        self.box.hide()
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(REST_MS)
        self.timer.timeout.connect(self.show_at_rest)
        self.at = QPointF()
        context.view.setMouseTracking(True)
        context.watch_view(self)

    def remove(self) -> None:
        """The table goes: no lens, and the view no longer tracks a resting cursor."""
        self.timer.stop()
        self.box.hide()
        self.context.view.setMouseTracking(False)

    def eventFilter(self, watched, event) -> bool:
        """A move with no button restarts the rest; a press, a drag or leaving hides the lens."""
        kind = event.type()
        if kind == QEvent.Type.MouseMove and event.buttons() == Qt.MouseButton.NoButton:
            self.at = event.position()
            self.box.hide()
            self.timer.start()
        elif kind in _HIDING:
            self.timer.stop()
            self.box.hide()
        return False

    def show_at_rest(self) -> None:
        """Show what lies under the resting cursor, large (nothing readable: no lens)."""
        found = self.lens_for(self.at.x(), self.at.y())
        if found is None:
            self.box.hide()
            return
        pixmap, words = found
        self.image.setVisible(not pixmap.isNull())
        self.image.setPixmap(pixmap)
        self.words.setText(shown(words))
        self.words.setFixedWidth(max(220, pixmap.width()))
        self.box.adjustSize()
        self._place()
        self.box.show()
        self.box.raise_()

    def _place(self) -> None:
        """Beside the cursor (right of it, else left), inside the view."""
        view, size = self.context.view, self.box.size()
        x = (
            self.at.x() + 24
            if self.at.x() + 24 + size.width() < view.width()
            else self.at.x() - 24 - size.width()
        )
        y = min(max(4.0, self.at.y() - size.height() / 2), view.height() - size.height() - 4)
        self.box.move(round(max(4.0, x)), round(y))

    def lens_for(self, x: float, y: float) -> tuple[QPixmap, str] | None:
        """The picture and words for widget point (x, y), or None."""
        match = rh_match(self.context.session)
        if match is None:
            return None
        view = self.context.view
        piece_id = view.pick(x, y)
        drawn = {p.id: p for p in view.drawn_pieces()} if piece_id else {}
        piece = drawn.get(piece_id or "")
        if piece is not None and piece.extras.get("city") and "plan" in piece.extras:
            piece = drawn.get(f"rh/plan/{piece.extras['plan']}", piece)  # a stack's cube: its plan
        if piece is not None and piece.face is not None and piece.face.kind in FACES:
            image = self.faces.face(piece.face.kind, piece.face.id, LENS_PX)
            return QPixmap.fromImage(image).scaledToHeight(
                LENS_PX, Qt.TransformationMode.SmoothTransformation
            ), piece.name
        if piece is not None and (piece.id.startswith("rh/space/") or piece.id.startswith("rh/board/")):
            return self._space(match.state, x, y)
        if piece is not None and piece.mesh in ("meeple", "cube", "block"):
            return QPixmap(), piece.name
        return None

    def _space(self, state, x: float, y: float) -> tuple[QPixmap, str] | None:
        """An empty map space: its part of the board's print, as the board lies."""
        point = ground_point(self.context.view, x, y)
        space = None if point is None else lay.space_under(*point)
        if space is None:
            return None
        row, column = divmod(space, COLUMNS)
        board, side, turns = state.arrangement[(row // 4) * 3 + column // 4]
        face = f"{content().boards[board]['id']}/{side}"
        image = self.faces.face("rh_board", face, BOARD_PX).transformed(QTransform().rotate(90 * (turns % 4)))
        margin, pitch = BOARD_PX * MARGIN, BOARD_PX * (1 - 2 * MARGIN) / 4
        pad = pitch * 0.25
        cell = QRect(
            round(margin + (column % 4) * pitch - pad),
            round(margin + (row % 4) * pitch - pad),
            round(pitch + 2 * pad),
            round(pitch + 2 * pad),
        )
        picture = QPixmap.fromImage(image.copy(cell)).scaledToHeight(
            200, Qt.TransformationMode.SmoothTransformation
        )
        return picture, space_words(state, space)


def space_words(state, space: int) -> str:
    """A map space in words: where, its terrain, its placement cost and any type bonus."""
    row, column = divmod(space, COLUMNS)
    city = state.city
    terrain = named(TERRAIN_WORDS, city.terrain[space])
    words = translate("Rolling Heights lens", "Row {row}, column {column}: {terrain}").format(
        row=row + 1, column=column + 1, terrain=terrain
    )
    cost = city.cost[space]
    if cost == 1:
        words = translate("Rolling Heights lens", "{words}; placing a plan here costs 1 more cube").format(
            words=words
        )
    elif cost:
        words = translate(
            "Rolling Heights lens", "{words}; placing a plan here costs {cost} more cubes"
        ).format(words=words, cost=cost)
    if city.bonus[space] is not None:
        types, vp = city.bonus[space]
        kinds = either(types)
        words = translate("Rolling Heights lens", "{words}; +{vp} VP for a {types} plan").format(
            words=words, vp=vp, types=kinds
        )
    return words


def either(types: tuple[str, ...]) -> str:
    """Plan types (content names) in the player's words, joined by "or": "Commercial or Park"."""
    kinds: str = phrases.content_words(types[0])
    for kind in types[1:]:
        kinds = translate("Rolling Heights lens", "{first} or {last}").format(
            first=kinds, last=phrases.content_words(kind)
        )
    return shown(kinds)
