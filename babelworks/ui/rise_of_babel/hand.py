"""The viewing seat's cards as card faces along the table's bottom edge.

On your turn the strip holds the cards in play: click a card's banner (the
upper or lower half of its banner area) to play the card with it, or drag the
card onto the table (when one banner can be played); drag a card onto Trash
when a step lets you trash it. Between turns it holds your hand for
the next turn, to look at. Drop a market card on the strip to take it into your
hand when a step offers that (else it is bought onto your discard pile), or a
discard-pile card to take it back. Nobody's cards show under the hot-seat
curtain or to a watcher of computer players.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPen

from babelworks.cards.rise_of_babel import banner_at
from babelworks.games.rise_of_babel import views
from babelworks.games.rise_of_babel.cards import CARDS
from babelworks.i18n import shown, translate
from babelworks.ui.hand import HandItem, HandStrip
from babelworks.ui.rise_of_babel.cardface import ACTIVE, FACES, SHADES, card_words
from babelworks.ui.rise_of_babel.common import dispatch, game_data, legal_now, meant_action, play_drop
from babelworks.ui.rise_of_babel.turn import shown_seat
from babelworks.ui.table_api import DragPayload

FACE_PX = 252  # the painted card's height (the strip shrinks it; the hover preview shows it whole)


def hand_cards(context) -> tuple[list[str], bool]:
    """The shown seat's cards for the strip, and whether they are in play (its turn)."""
    g, seat = game_data(context), shown_seat(context)
    if g is None or seat is None:
        return [], False
    playing = seat == g["current"] and not g["over"]
    return (
        list(g["turn"]["play"]) if playing else list(views.hand(context.session.match.state, seat))
    ), playing


def card_state(g: dict, legal: list[dict], card: str) -> str:
    """A card in play: "active" (its steps are being taken), "used", "playable" or "blocked"."""
    turn = g["turn"]
    if turn["active"] and turn["active"].get("card") == card:
        return "active"
    if card in turn["used"]:
        return "used"
    playable = any(a["type"] == "activate" and a["card"] == card for a in legal)
    return "playable" if playable else "blocked"


def shaded_face(card: str, state: str) -> QImage:
    """The card's face, shaded by its state (used greyed, blocked faded, active framed)."""
    image = FACES.face("rb_card", card, FACE_PX).copy()
    if state not in SHADES and state != "active":
        return image
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(image.rect()).adjusted(2, 2, -2, -2)
    corner = rect.width() * 0.06
    if state in SHADES:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SHADES[state])
    else:
        painter.setPen(QPen(ACTIVE, 8))
        painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect, corner, corner)
    painter.end()
    return image


class HandCards(QObject):
    """Keeps the table's :class:`HandStrip` showing the viewing seat's cards.

    Attributes:
        strip: the hand strip on the 3D view.
    """

    def __init__(self, context) -> None:
        super().__init__(context)
        self.context = context
        self.strip = context.set_hand(HandStrip(translate("Rise of Babel table", "Your cards")))
        self.strip.setObjectName("rbHand")
        self.strip.accept_drops(self.takes)
        context.connect(self.strip.clicked, self.click)
        context.connect(self.strip.dropped, self.drop)
        for signal in (context.session.state_changed, context.session.match_started):
            context.connect(signal, self.refresh)
        context.connect(context.viewing_seat_changed, lambda _seat: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        """Show the viewing seat's cards now (none when nobody may see them)."""
        cards, playing = hand_cards(self.context)
        g = game_data(self.context)
        legal = legal_now(self.context) if playing else []
        self.strip.title = (
            translate("Rise of Babel table", "Your cards in play")
            if playing
            else translate("Rise of Babel table", "Your hand")
        )
        items = [] if g is None else [self._item(g, legal, card, playing) for card in cards]
        self.strip.set_items(items)  # no match, no cards

    def _item(self, g: dict, legal: list[dict], card: str, playing: bool) -> HandItem:
        state = card_state(g, legal, card) if playing else ""
        words = shown(card_words(card))
        if state == "playable":
            words = translate(
                "Rise of Babel table",
                "{card}\nClick a banner to play the card with it, or drag it onto the table.",
            ).format(card=words)
        return HandItem(
            f"card:{card}",
            shaded_face(card, state),
            words,
            DragPayload(piece={"card": card, "pile": "play"}) if playing else None,
        )

    def click(self, key: str, share: QPointF) -> None:
        """A click on a card in play plays the banner clicked (refused with the reason if it cannot)."""
        card = key.removeprefix("card:")
        cards, playing = hand_cards(self.context)
        if not playing or card not in cards:
            return
        banner = banner_at(card, (share.x(), share.y()))
        if banner is None:
            if len(CARDS[card].banners) > 1:
                words = translate(
                    "Rise of Babel table", "Click one of the card's banners to play it (upper or lower)"
                )
            else:
                words = translate("Rise of Babel table", "Click one of the card's banners to play it")
            self.context.say(words, 4000)
            return
        dispatch(self.context, {"type": "activate", "card": card, "banner": banner})

    def takes(self, payload: DragPayload) -> bool:
        """Market cards and discard-pile cards may be dropped on the hand."""
        piece = payload.piece or {}
        return "offer" in piece or piece.get("pile") == "discard"

    def drop(self, payload: DragPayload, _onto: str = "") -> None:
        """Take the card into the hand when a step allows; a market card is else bought
        (wherever on the hand it lands)."""
        source = payload.piece
        assert source is not None  # takes() accepted only a piece
        if "offer" in source and meant_action(self.context, source, {"zone": "hand"}) is None:
            play_drop(self.context, source, {"zone": "discard"})
        else:
            play_drop(self.context, source, {"zone": "hand"})
