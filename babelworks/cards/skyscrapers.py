"""Skyscrapers cards, painted from ``assets/skyscrapers/cards.json``: both faces.

A card is a 2 x 1 rectangle (local a along the long side, b across, as in
:mod:`babelworks.games.skyscrapers.geometry`). Its girders are dark steel beams
along the connector lines that carry one (s0..s5 round the rim, the centre line
across the middle); lines without a girder are faint dashes; each connector
point is a slit. A drawn worker is seen from above (plan view) or from the side
with an arrow to the edge that must be on top. The back face is the front seen
from behind: mirrored left to right.

No internal id is printed (players know a card by its girders and drawn worker).
A support card's stock is left clear: its colour is its owner's seat colour, which
only the match knows, so the 3D table lays the face over the piece's own colour
(:func:`babelworks.scene.skyscrapers.card_colour`) and the hand paints it under.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from babelworks.cards import palette
from babelworks.cards.icons import pen
from babelworks.cards.text import TextFit
from babelworks.core import words
from babelworks.games.skyscrapers.content import load_content
from babelworks.games.skyscrapers.geometry import LINE_ENDS
from babelworks.i18n import translate

FACES = ("front", "back")
ARROW_TURN = {"v+": 0.0, "u+": 90.0, "v-": 180.0, "u-": 270.0}  # degrees, clockwise on the front
# where the worker is printed: beside the centre girder, not on it
WORKER_AT = {"plan": (1.0, 0.5), "u+": (1.5, 0.5), "u-": (0.5, 0.5), "v+": (1.5, 0.5), "v-": (1.5, 0.5)}
# printed on a support card (lazy: the face painter's TextFit shows them translated)
STANDS = {
    "vertical": words.translate("Skyscrapers cards", "support ↕"),
    "horizontal": words.translate("Skyscrapers cards", "support ↔"),
}
CLEAR = QColor(0, 0, 0, 0)  # a support's stock: the seat colour under it shows
MIRRORED = {"u+": "u-", "u-": "u+"}


def card_ids() -> list[str]:
    """Every card: the 36 building blocks, the 3 foundation cards, the 8 supports."""
    return list(load_content().cards)


def card_words(card_id: str) -> str:
    """A card in the rulebook's words: kind, girders, drawn worker (never its id)."""
    card = load_content().cards[card_id]
    if card.kind == "support":
        return _support_words(card.stands)
    girders = sum(card.girders) + card.centre_girder
    centre = translate("Skyscrapers cards", ", one across the middle") if card.centre_girder else ""
    if card.worker is None:
        worker = ""
    elif card.worker == "plan":
        worker = translate("Skyscrapers cards", "; worker drawn from above (lay it flat)")
    else:
        worker = translate(
            "Skyscrapers cards", "; worker drawn from the side (its arrow points to the top edge)"
        )
    if card.kind == "foundation":
        kind = translate("Skyscrapers cards", "Foundation card")
    else:
        kind = translate("Skyscrapers cards", "Building block")
    # the stop: no card's words begin another's
    return translate("Skyscrapers cards", "{kind}: {girders} girders{centre}{worker}.").format(
        kind=kind, girders=girders, centre=centre, worker=worker
    )


def _support_words(stands: str) -> str:
    """A support card in words: which way it stands."""
    if stands == "vertical":
        return translate("Skyscrapers cards", "Additional foundation support card, stands vertical.")
    if stands == "horizontal":
        return translate("Skyscrapers cards", "Additional foundation support card, stands horizontal.")
    return translate("Skyscrapers cards", "Additional foundation support card, stands {way}.").format(
        way=stands
    )


def stock(card) -> QColor:
    """A card's colour: cream blocks, grey foundation, supports clear (the seat colour shows)."""
    return CLEAR if card.kind == "support" else palette.SKY_CARD[card.kind]


def paint_card(fit: TextFit, rect: QRectF, card_id: str, face: str = "front") -> None:
    """One face of a card in ``rect`` (2:1); ``face`` is "front" or "back" (mirrored)."""
    card = load_content().cards[card_id]
    painter = fit.painter
    fill = stock(card)
    painter.setPen(QPen(palette.EDGE, max(1.0, rect.height() * 0.02)))
    painter.setBrush(fill)
    painter.drawRect(rect)
    unit = min(rect.width() / 2, rect.height())
    mirror = face == "back"

    def at(a: float, b: float) -> QPointF:
        a = 2 - a if mirror else a
        return QPointF(rect.left() + a * rect.width() / 2, rect.bottom() - b * rect.height())

    for line in range(7):
        _line(painter, at, line, card.girder_on(line), unit)
    if card.worker is not None:
        _worker(painter, at, card.worker, mirror, unit)
    ink = palette.INK if card.kind == "support" else palette.ink_on(fill)  # seat colours are light shades
    corner = QRectF(rect.left() + unit * 0.14, rect.top() + unit * 0.14, rect.width() * 0.4, unit * 0.2)
    if card.stands:
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        fit.draw(corner, STANDS[card.stands], unit * 0.16, min(unit * 0.1, 6.0), ink, align=align)
    if mirror:
        corner.moveRight(rect.right() - unit * 0.14)
        fit.draw(
            corner,
            translate("Skyscrapers cards", "back"),
            unit * 0.16,
            min(unit * 0.1, 6.0),
            ink,
            align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
        )


def _line(painter: QPainter, at, line: int, girder: bool, unit: float) -> None:
    """A girder beam (or a faint dash where there is none) and the line's connector slit."""
    (a0, b0), (a1, b1) = LINE_ENDS[line]
    inset = 0.09 if line != 6 else 0.0  # rim beams lie just inside the edge
    da, db = _inward(line)
    start, end = at(a0 + da * inset, b0 + db * inset), at(a1 + da * inset, b1 + db * inset)
    if girder:
        _truss(painter, start, end, unit * 0.12)
    else:
        painter.setPen(pen(QColor(90, 90, 90, 110), max(0.8, unit * 0.02), style=Qt.PenStyle.DashLine))
        painter.drawLine(start, end)
    middle = at((a0 + a1) / 2, (b0 + b1) / 2)
    painter.setPen(pen(palette.CONNECTOR.darker(160), max(1.0, unit * 0.04), cap=Qt.PenCapStyle.RoundCap))
    half = unit * 0.07
    if a0 == a1:  # a vertical line's slit runs along b
        painter.drawLine(QPointF(middle.x(), middle.y() - half), QPointF(middle.x(), middle.y() + half))
    else:
        painter.drawLine(QPointF(middle.x() - half, middle.y()), QPointF(middle.x() + half, middle.y()))


def _truss(painter: QPainter, start: QPointF, end: QPointF, depth: float) -> None:
    """A steel girder: two flanges with a zigzag web between them."""
    length = max(1e-6, ((end.x() - start.x()) ** 2 + (end.y() - start.y()) ** 2) ** 0.5)
    along = QPointF((end.x() - start.x()) / length, (end.y() - start.y()) / length)
    across = QPointF(-along.y() * depth / 2, along.x() * depth / 2)
    painter.setPen(pen(palette.GIRDER, max(1.0, depth * 0.22), cap=Qt.PenCapStyle.FlatCap))
    painter.drawLine(start + across, end + across)
    painter.drawLine(start - across, end - across)
    bays = max(2, round(length / depth))
    web = [start + along * (length * n / bays) + across * (1 if n % 2 else -1) for n in range(bays + 1)]
    painter.setPen(pen(palette.GIRDER, max(0.8, depth * 0.14)))
    painter.drawPolyline(web)


def _inward(line: int) -> tuple[float, float]:
    """Local direction from a rim line towards the card's middle."""
    return {0: (0, 1), 1: (0, 1), 3: (0, -1), 4: (0, -1), 2: (-1, 0), 5: (1, 0)}.get(line, (0, 0))


def _worker(painter: QPainter, at, drawn: str, mirror: bool, unit: float) -> None:
    """The printed worker: a hard hat seen from above, or a figure and its arrow to the top edge."""
    centre = at(*WORKER_AT[drawn])
    painter.save()
    painter.translate(centre)
    painter.setPen(QPen(palette.EDGE, max(0.8, unit * 0.015)))
    painter.setBrush(palette.PRINT)
    if drawn == "plan":
        painter.drawEllipse(QPointF(0, 0), unit * 0.26, unit * 0.15)  # shoulders
        painter.setBrush(QColor("#f2c744"))
        painter.drawEllipse(QPointF(0, 0), unit * 0.11, unit * 0.11)  # hard hat
        painter.restore()
        return
    shown = MIRRORED.get(drawn, drawn) if mirror else drawn
    painter.rotate(ARROW_TURN[shown])
    _figure(painter, unit)
    painter.restore()


def _figure(painter: QPainter, unit: float) -> None:
    """A standing worker with an arrow above the head (drawn upright; the caller turns it)."""
    s = unit * 0.12
    painter.drawEllipse(QPointF(0, -s * 1.2), s * 0.55, s * 0.55)
    painter.drawRoundedRect(QRectF(-s * 0.6, -s * 0.6, s * 1.2, s * 1.6), s * 0.3, s * 0.3)
    painter.setPen(pen(palette.PRINT, s * 0.4, cap=Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(-s * 0.35, s * 1.0), QPointF(-s * 0.4, s * 2.0))
    painter.drawLine(QPointF(s * 0.35, s * 1.0), QPointF(s * 0.4, s * 2.0))
    painter.setPen(pen(palette.EDGE, s * 0.3, cap=Qt.PenCapStyle.RoundCap))
    tip = QPointF(0, -s * 3.6)
    painter.drawLine(QPointF(0, -s * 2.1), tip)
    painter.drawLine(tip, QPointF(-s * 0.6, -s * 2.9))
    painter.drawLine(tip, QPointF(s * 0.6, -s * 2.9))
