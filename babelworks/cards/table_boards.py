"""The printed board of the 3D table that is not a card: Rise of Babel's main board, painted
from the scene's own measures.

The board is large on the table and small in the atlas (its longer side is one
atlas cell, about 2.5 pixels a centimetre for the 104 cm main board), so the print
is modest: the stock's colour, a border and broad printed areas, nothing that
needs to be read, and no fine pattern (a furrowed field made the 4K export's PNG
70 % larger and 25 % slower to encode).

``rb_board/main``: green field; a sand plaza under the great tower and under
each of the four minor towers' places, as large as the largest level that can
stand there; an ochre band under the influence and lion tracks.

The Skyscrapers site was printed the same way (card stock, border, surveyor's
grid) and dropped: its texture read over the site's large area took the
Skyscrapers table's faces cost from 13-18 % to 17-19 % of the frame rate, over
the 15 % goal (docs/cards.md).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPen

from babelworks.cards import icons, palette
from babelworks.cards.text import TextFit
from babelworks.games.rise_of_babel.content import content
from babelworks.i18n import translate
from babelworks.scene import rise_of_babel as rb_scene
from babelworks.scene.rise_of_babel_tiles import PITCH_CM

RB_BOARD_CM = (104.0, 40.0)  # the main board's printed top (scene.rise_of_babel._main_board)
RB_BOARD_CENTRE = (0.0, 2.0)


def rb_board_ids() -> list[str]:
    """The one main board."""
    return ["main"]


def rb_board_words(_board: str) -> str:
    """The main board in words."""
    return translate(
        "Rise of Babel boards",
        "Main board: the great tower's and the four minor towers' places, the influence and lion tracks",
    )


def rb_board_aspect(_board: str) -> float:
    """Width / height of the main board's top."""
    return RB_BOARD_CM[0] / RB_BOARD_CM[1]


def paint_rb_board(fit: TextFit, rect: QRectF, _board: str) -> None:
    """Rise of Babel's main board, seen from above with north (the market) at the top."""
    painter = fit.painter
    field = palette.linear(rb_scene.BOARD_COLOUR)
    icons.frame(painter, rect, field, edge=field.darker(160), radius=0.02)
    sand = palette.linear(rb_scene.STONE_COLOUR)
    to_face = _board_to_face(rect)
    for (cx, cy), levels in [(rb_scene.MAJOR_CENTRE, content().majors)] + [
        (centre, content().minors) for centre in rb_scene.MINOR_CENTRES
    ]:
        cols = max(level.cols for level in levels.values())
        rows = max(level.rows for level in levels.values())
        half_w, half_h = (cols * PITCH_CM + 2) / 2, (rows * PITCH_CM + 2) / 2
        _area(painter, to_face(cx - half_w, cy + half_h), to_face(cx + half_w, cy - half_h), sand)
    track_x = 5 * 4.0 + 2.5  # ten steps of 4 cm (scene.rise_of_babel.track_pieces) and a margin
    top, bottom = max(rb_scene.TRACK_Y) + 3.0, min(rb_scene.TRACK_Y) - 3.0
    ochre = palette.linear(rb_scene.TRACK_COLOUR).darker(125)
    _area(painter, to_face(-track_x, top), to_face(track_x, bottom), ochre)


def _board_to_face(rect: QRectF):
    """Table centimetres on the main board to face pixels (the face's top is the board's +y)."""
    (width, height), (cx, cy) = RB_BOARD_CM, RB_BOARD_CENTRE

    def to_face(x: float, y: float) -> QPointF:
        return QPointF(
            rect.left() + (x - cx + width / 2) / width * rect.width(),
            rect.top() + (cy + height / 2 - y) / height * rect.height(),
        )

    return to_face


def _area(painter, top_left: QPointF, bottom_right: QPointF, fill: QColor) -> None:
    """A printed area: a flat patch with a darker rim, clipped to the face."""
    area = QRectF(top_left, bottom_right)
    painter.setPen(QPen(fill.darker(140), max(1.0, area.height() * 0.03)))
    painter.setBrush(fill)
    corner = min(area.width(), area.height()) * 0.12
    painter.drawRoundedRect(area, corner, corner)
