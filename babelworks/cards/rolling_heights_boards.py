"""Rolling Heights neighbourhood boards, both sides, painted from ``assets/rolling_heights/boards.json``.

A board is square: its name in the top margin, then 4 x 4 spaces in their
terrain's colour (land, water with waves, park with trees), grey cube icons for
a space's placement cost, and a type badge with its VP where a space gives a
building-type bonus. Faces are named ``"<board id>/<side>"`` ("riverside/A").
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPen

from babelworks.cards import icons, palette
from babelworks.cards.text import TextFit
from babelworks.core.words import content_words, listed
from babelworks.games.rolling_heights.content import content
from babelworks.i18n import shown, translate
from babelworks.scene import rolling_heights_layout as layout

TERRAIN = {".": "land", "~": "water", "*": "park", "1": "land", "2": "land", "3": "land"}
COST_CUBE = QColor("#505050")


def board_faces() -> list[str]:
    """Every side of every board: "riverside/A", "riverside/B", ..."""
    return [f"{board['id']}/{side}" for board in content().boards for side in ("A", "B")]


def _side(face: str) -> tuple[dict, dict]:
    board_id, side = face.split("/")
    board = next(b for b in content().boards if b["id"] == board_id)
    return board, board[side]


def board_words(face: str) -> str:
    """A board side in words: name, water and park spaces, costs and bonuses."""
    board, side = _side(face)
    cells = "".join(side["rows"])
    bonuses = [_bonus_words(b) for b in side["bonuses"]]
    return translate(
        "Rolling Heights tiles",
        "{board} (side {side}): {water} water, {park} park spaces, {costs} cube icons in all; bonuses: {bonuses}",
    ).format(
        board=shown(content_words(board["name"])),
        side=face.split("/")[1],
        water=cells.count("~"),
        park=cells.count("*"),
        costs=sum(int(c) for c in cells if c.isdigit()),
        bonuses=shown(listed(bonuses, "; ")) if bonuses else translate("Rolling Heights tiles", "none"),
    )


def _bonus_words(bonus: dict) -> str:
    """A space's type bonus in words ("Park/Civic +2 VP at row 1, column 3")."""
    types = listed([content_words(t) for t in bonus["types"]], "/")
    return translate("Rolling Heights tiles", "{types} +{vp} VP at row {row}, column {column}").format(
        types=shown(types), vp=bonus["vp"], row=bonus["at"][0] + 1, column=bonus["at"][1] + 1
    )


def paint_board(fit: TextFit, rect: QRectF, face: str) -> None:
    """One side of a neighbourhood board."""
    board, side = _side(face)
    fill = QColor(layout.BOARD_COLOUR)
    icons.frame(fit.painter, rect, fill, radius=0.03)
    margin = min(rect.width(), rect.height()) * 0.08
    fit.draw(
        QRectF(rect.left() + margin, rect.top(), rect.width() - 2 * margin, margin),
        translate("Rolling Heights tiles", "{board} · {side}").format(
            board=shown(content_words(board["name"])), side=face.split("/")[1]
        ),
        margin * 0.7,
        margin * 0.4,
        palette.ink_on(fill),
        bold=True,
    )
    pitch = (min(rect.width(), rect.height()) - 2 * margin) / 4
    bonuses = {tuple(b["at"]): b for b in side["bonuses"]}
    for row, cells in enumerate(side["rows"]):
        for column, cell in enumerate(cells):
            space = QRectF(
                rect.left() + margin + column * pitch, rect.top() + margin + row * pitch, pitch, pitch
            )
            _space(
                fit,
                space.adjusted(pitch * 0.03, pitch * 0.03, -pitch * 0.03, -pitch * 0.03),
                cell,
                bonuses.get((row, column)),
            )


def _space(fit: TextFit, space: QRectF, cell: str, bonus: dict | None) -> None:
    painter = fit.painter
    terrain = TERRAIN[cell]
    colour = QColor(layout.TERRAIN_COLOURS[terrain])
    painter.setPen(QPen(palette.EDGE, max(0.8, space.width() * 0.02)))
    painter.setBrush(colour)
    painter.drawRect(space)
    unit = space.width()
    if terrain == "water":
        painter.setPen(icons.pen(colour.lighter(150), max(0.8, unit * 0.04), cap=Qt.PenCapStyle.RoundCap))
        for n in range(3):
            y = space.top() + unit * (0.3 + 0.2 * n)
            painter.drawLine(QPointF(space.left() + unit * 0.2, y), QPointF(space.right() - unit * 0.2, y))
    elif terrain == "park":
        painter.setPen(QPen(colour.darker(170), max(0.8, unit * 0.02)))
        painter.setBrush(colour.darker(130))
        for dx, dy in ((0.32, 0.38), (0.62, 0.32), (0.48, 0.64)):
            painter.drawEllipse(
                QPointF(space.left() + unit * dx, space.top() + unit * dy), unit * 0.13, unit * 0.13
            )
    if cell.isdigit():
        for k in range(int(cell)):
            icons.cube(
                painter,
                QRectF(
                    space.left() + unit * (0.08 + 0.22 * k),
                    space.top() + unit * 0.08,
                    unit * 0.18,
                    unit * 0.18,
                ),
                COST_CUBE,
            )
    if bonus:
        _bonus(
            fit,
            QRectF(space.right() - unit * 0.5, space.bottom() - unit * 0.5, unit * 0.44, unit * 0.44),
            bonus,
        )


def _bonus(fit: TextFit, badge: QRectF, bonus: dict) -> None:
    """A round badge split between the bonus's building types, with its VP."""
    painter = fit.painter
    types = bonus["types"]
    painter.setPen(Qt.PenStyle.NoPen)
    for n, kind in enumerate(types):
        painter.setBrush(palette.BUILDING_TYPE[kind])
        painter.drawPie(badge, int(90 * 16 + n * 360 * 16 / len(types)), int(360 * 16 / len(types)))
    painter.setPen(QPen(palette.EDGE, max(0.8, badge.width() * 0.05)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(badge)
    fit.draw(
        badge.adjusted(badge.width() * 0.1, 0, -badge.width() * 0.1, 0),
        f"+{bonus['vp']}",
        badge.height() * 0.55,
        badge.height() * 0.3,
        palette.INK,
        bold=True,
    )
