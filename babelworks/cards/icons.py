"""Small printed symbols shared by the faces: coins, resource pictograms, cubes, meeples.

Each symbol pairs its colour with a shape (a plank for wood, a drop for tar, a
tent for the camp...) so that no symbol relies on colour alone.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from babelworks.cards import palette
from babelworks.cards.text import CONDENSED, TextFit


def pen(
    colour: QColor,
    width: float,
    cap: Qt.PenCapStyle = Qt.PenCapStyle.SquareCap,
    style: Qt.PenStyle = Qt.PenStyle.SolidLine,
) -> QPen:
    """A pen of ``width`` pixels with its cap and dash style."""
    made = QPen(colour, width, style)
    made.setCapStyle(cap)
    return made


def frame(
    painter: QPainter, rect: QRectF, fill: QColor, edge: QColor = palette.EDGE, radius: float = 0.06
) -> None:
    """A face's rounded stock with a thin printed border."""
    corner = radius * min(rect.width(), rect.height())
    painter.setPen(QPen(edge, max(1.0, min(rect.width(), rect.height()) * 0.015)))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, corner, corner)


def coin(fit: TextFit, rect: QRectF, text: str, colour: QColor) -> None:
    """A round token (gold cost, influence, points) with its number."""
    painter = fit.painter
    painter.setPen(QPen(palette.EDGE, max(1.0, rect.height() * 0.06)))
    painter.setBrush(colour)
    painter.drawEllipse(rect)
    inner = rect.adjusted(rect.width() * 0.12, 0, -rect.width() * 0.12, 0)
    fit.draw(inner, text, rect.height() * 0.62, rect.height() * 0.3, palette.ink_on(colour), bold=True)


def chip(fit: TextFit, rect: QRectF, text: str, colour: QColor, px: float) -> None:
    """A rounded label in a step's colour."""
    fit.painter.setPen(Qt.PenStyle.NoPen)
    fit.painter.setBrush(colour)
    fit.painter.drawRoundedRect(rect, rect.height() * 0.3, rect.height() * 0.3)
    fit.draw(rect, text, px, px * 0.6, palette.ink_on(colour), bold=True, family=CONDENSED)


def resource(painter: QPainter, rect: QRectF, name: str, fill: QColor | None = None) -> None:
    """A resource square: its colour with its pictogram (wood, stone, brick, tar, camp)."""
    colour = fill or palette.RESOURCE.get(name, palette.PRINTED.get(name, palette.CARD_STOCK))
    painter.setPen(QPen(palette.EDGE, max(0.8, rect.height() * 0.05)))
    painter.setBrush(colour)
    corner = rect.height() * 0.15
    painter.drawRoundedRect(rect, corner, corner)
    pictogram(painter, rect.adjusted(*_inset(rect, 0.2)), name, palette.ink_on(colour))


def _inset(rect: QRectF, share: float) -> tuple[float, float, float, float]:
    dx, dy = rect.width() * share, rect.height() * share
    return dx, dy, -dx, -dy


def pictogram(painter: QPainter, rect: QRectF, name: str, ink: QColor) -> None:
    """The shape that names a resource, drawn in ``ink`` inside ``rect``."""
    painter.save()
    painter.setPen(pen(ink, max(0.8, rect.height() * 0.1), cap=Qt.PenCapStyle.RoundCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    DRAWERS.get(name, _dot)(painter, rect, ink)
    painter.restore()


def _wood(painter: QPainter, r: QRectF, ink: QColor) -> None:
    """Three planks."""
    for n in range(3):
        y = r.top() + r.height() * (0.2 + 0.3 * n)
        painter.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))


def _stone(painter: QPainter, r: QRectF, ink: QColor) -> None:
    """A cut block."""
    painter.drawPolygon(
        QPolygonF(
            [
                QPointF(r.left() + r.width() * x, r.top() + r.height() * y)
                for x, y in ((0.2, 0.1), (0.85, 0.2), (1.0, 0.75), (0.45, 0.95), (0.0, 0.6))
            ]
        )
    )


def _brick(painter: QPainter, r: QRectF, ink: QColor) -> None:
    """A bond of bricks."""
    painter.drawRect(r.adjusted(0, r.height() * 0.1, 0, -r.height() * 0.1))
    mid = r.center().y()
    painter.drawLine(QPointF(r.left(), mid), QPointF(r.right(), mid))
    for x, top in ((0.5, True), (0.25, False), (0.75, False)):
        y0, y1 = (r.top() + r.height() * 0.1, mid) if top else (mid, r.bottom() - r.height() * 0.1)
        painter.drawLine(QPointF(r.left() + r.width() * x, y0), QPointF(r.left() + r.width() * x, y1))


def _tar(painter: QPainter, r: QRectF, ink: QColor) -> None:
    """A drop."""
    path = QPainterPath(QPointF(r.center().x(), r.top()))
    path.cubicTo(
        QPointF(r.right() + r.width() * 0.1, r.bottom() - r.height() * 0.1),
        QPointF(r.left() - r.width() * 0.1, r.bottom() - r.height() * 0.1),
        QPointF(r.center().x(), r.top()),
    )
    painter.setBrush(ink)
    painter.drawPath(path)


def _camp(painter: QPainter, r: QRectF, ink: QColor) -> None:
    """A tent."""
    painter.drawPolygon(
        QPolygonF(
            [QPointF(r.center().x(), r.top()), QPointF(r.right(), r.bottom()), QPointF(r.left(), r.bottom())]
        )
    )
    painter.drawLine(
        QPointF(r.center().x(), r.top() + r.height() * 0.45), QPointF(r.center().x(), r.bottom())
    )


def _star(painter: QPainter, r: QRectF, ink: QColor) -> None:
    """A four-pointed star: any resource."""
    c, w, h = r.center(), r.width() / 2, r.height() / 2
    points = [
        (0, -h),
        (w * 0.25, -h * 0.25),
        (w, 0),
        (w * 0.25, h * 0.25),
        (0, h),
        (-w * 0.25, h * 0.25),
        (-w, 0),
        (-w * 0.25, -h * 0.25),
    ]
    painter.setBrush(ink)
    painter.drawPolygon(QPolygonF([QPointF(c.x() + x, c.y() + y) for x, y in points]))


def _cross(painter: QPainter, r: QRectF, ink: QColor) -> None:
    """A cross: confusion."""
    painter.drawLine(r.topLeft(), r.bottomRight())
    painter.drawLine(r.topRight(), r.bottomLeft())


def _dot(painter: QPainter, r: QRectF, ink: QColor) -> None:
    painter.setBrush(ink)
    painter.drawEllipse(r.adjusted(*_inset(r, 0.3)))


DRAWERS = {
    "wood": _wood,
    "stone": _stone,
    "brick": _brick,
    "tar": _tar,
    "camp": _camp,
    "wild": _star,
    "confusion": _cross,
}


def cube(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A building cube seen slightly from above: a face and a lighter top."""
    painter.setPen(QPen(palette.EDGE, max(0.6, rect.height() * 0.08)))
    painter.setBrush(colour)
    painter.drawRect(rect)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour.lighter(125))
    painter.drawRect(QRectF(rect.left() + 1, rect.top() + 1, rect.width() - 2, rect.height() * 0.25))


def meeple(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A meeple silhouette in ``colour`` with a dark outline (clear ones stay visible)."""
    w, h = rect.width(), rect.height()
    x, y = rect.left(), rect.top()
    path = QPainterPath()
    path.addEllipse(QRectF(x + w * 0.32, y, w * 0.36, h * 0.34))
    body = QPainterPath(QPointF(x + w * 0.5, y + h * 0.3))
    for px, py in (
        (0.95, 0.45),
        (0.9, 0.6),
        (0.68, 0.55),
        (0.85, 1.0),
        (0.58, 1.0),
        (0.5, 0.78),
        (0.42, 1.0),
        (0.15, 1.0),
        (0.32, 0.55),
        (0.1, 0.6),
        (0.05, 0.45),
    ):
        body.lineTo(QPointF(x + w * px, y + h * py))
    body.closeSubpath()
    painter.setPen(QPen(palette.EDGE, max(0.6, h * 0.05)))
    painter.setBrush(colour)
    painter.drawPath(path.united(body))
