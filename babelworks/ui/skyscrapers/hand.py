"""The Skyscrapers hand strip's items: the viewing seat's cards as painted faces, then its crew.

Cards come from the card painter (``sky_card``, front), stood on end so that
every card's whole face (girders, drawn worker) fits the strip; hovering one
shows it large, lying as it does on the table. A support card's stock is its
seat's colour, from the one source the 3D table uses too
(:func:`babelworks.scene.skyscrapers.card_colour`); a worker is a figure in its
player's colour with its number. Dragging a card carries ``{"card": "B07"}``
(the 3D view shows its ghost; a drop builds); dragging a worker still in the
crew carries ``{"worker": "red-3"}`` (dropped on a foundation card it is sent
there). A worker on the site is picked up on the tower itself, not here: its
item is the builder choice (a click), marked "B" while it is the builder. The
workers come first, narrow (figure and number); hovering one shows it enlarged
with where it is in words. Only
the viewing seat's things are ever listed (nothing under the hot-seat curtain).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QTransform

from babelworks.cards import CardPainter
from babelworks.cards.icons import meeple
from babelworks.cards.palette import linear
from babelworks.core import words
from babelworks.games.skyscrapers import views
from babelworks.games.skyscrapers.content import COLOURS
from babelworks.i18n import shown
from babelworks.scene.skyscrapers import card_colour, player_rgba
from babelworks.ui.hand import HandItem
from babelworks.ui.skyscrapers.models import card_words, worker_words
from babelworks.ui.table_api import DragPayload

FACE_PX = 256  # the painted card's longer side (the strip scales it to its height)
WORKER_PX = (256, 128)  # a hovered worker, enlarged: its figure, then where it is in words
STRIP_WORKER_WIDTH = 64  # a worker in the strip: its figure and number only (cards need the room)
# The builder's badge: the first letter of "Builder" (lazy: shown() on the strip).
BUILDER_BADGE = words.translate("Skyscrapers table", "B")

_PAINTER = CardPainter()


def seat_colour(seats, seat: int) -> QColor:
    """The colour the table draws ``seat`` in (the scene's own: the seat's chosen colour)."""
    return linear(player_rgba(seats, seat))


def card_face(card, seats, px: int = FACE_PX) -> QImage:
    """A card's printed face lying flat (``px`` its long side), a support on its seat's colour."""
    face = _PAINTER.face("sky_card", card.id, px)
    if card.kind != "support":
        return face
    image = QImage(face.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(linear(card_colour(card, seats)))
    painter = QPainter(image)
    painter.drawImage(0, 0, face)
    painter.end()
    return image


def standing_face(card, seats) -> QImage:
    """The face stood on end (a quarter turn): the strip's height shows all of it."""
    return card_face(card, seats).transformed(QTransform().rotate(-90))


def worker_image(colour: QColor, number: int, on_site: bool = False, caption: str = "") -> QImage:
    """A worker as a narrow card: its figure in ``colour`` and its number, on steel grey once it
    is on the site. With a ``caption`` (where it is, in words) the card is as wide as two and the
    words fill the right half: the enlarged copy a hover shows. The strip's own copy carries no
    words, since an overlapping neighbour would cut them to fragments."""
    height = WORKER_PX[1]
    width = WORKER_PX[0] if caption else STRIP_WORKER_WIDTH
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(96, 104, 118, 235) if on_site else QColor(40, 44, 52, 235))
    painter.setPen(QColor(200, 200, 200))
    painter.drawRoundedRect(QRectF(1, 1, width - 2, height - 2), 10, 10)
    meeple(painter, QRectF(6, 12, 52, 70), colour)
    font = QFont()
    font.setPixelSize(30)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("white"))
    painter.drawText(QRectF(0, 84, 64, 36), Qt.AlignmentFlag.AlignCenter, str(number))
    if caption:
        font.setPixelSize(17)
        font.setBold(False)
        painter.setFont(font)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
        painter.drawText(QRectF(80, 8, width - 90, height - 16), flags, caption)
    painter.end()
    return image


def card_items(state, seat: int, seats=None) -> list[HandItem]:
    """The seat's building blocks, then its two supports, as draggable card faces."""
    cards = [state.content.cards[card] for card in views.hand(state, seat) + views.supports(state, seat)]
    return [
        HandItem(
            f"card:{card.id}",
            standing_face(card, seats),
            card_words(card),
            DragPayload(piece={"card": card.id}),
            enlarged=card_face(card, seats),
        )
        for card in cards
    ]


def crew_items(state, seat: int, seats, builder: str | None) -> list[HandItem]:
    """The seat's workers in the crew (draggable) and on the site (a click: the builder)."""
    names = [s.name for s in seats] if seats else None
    items = []
    for number in range(1, 6):
        worker = f"{COLOURS[seat]}-{number}"
        place = views.place_of(state, worker)
        if place["where"] not in ("crew", "site"):
            continue  # lost workers are counted in the side panel
        words = worker_words(state, worker, worker == builder, names)
        colour, on_site = seat_colour(seats, seat), place["where"] == "site"
        items.append(
            HandItem(
                f"worker:{worker}",
                worker_image(colour, number, on_site),
                words,
                DragPayload(piece={"worker": worker}) if place["where"] == "crew" else None,
                badge=shown(BUILDER_BADGE) if worker == builder else "",
                enlarged=worker_image(colour, number, on_site, words),
            )
        )
    return items


def hand_items(state, seat: int | None, seats, builder: str | None) -> list[HandItem]:
    """Everything in the viewing seat's hand strip (nothing when no seat views)."""
    if state is None or seat is None:
        return []
    return crew_items(state, seat, seats, builder) + card_items(state, seat, seats)
