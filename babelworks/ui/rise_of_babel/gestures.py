"""Gestures on the 3D table: pick up your tiles, a supply tile a step asks for or a
market card; drop tiles on tower spaces and places; light up legal targets, say
the placement bonus before the drop, click a lit space to place a confusion tile.

Picking up is the shared :class:`~babelworks.ui.pickup.PiecePickup` (a press on
a piece you may move drags it; anywhere else the camera orbits); the drops are
an event filter on the table view (through the table context). The highlights
are extra pieces shown on top of the scene's own while a drag is over the view.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QPixmap

from babelworks.cards import paint_face
from babelworks.core import words
from babelworks.core.errors import AmbiguousGesture, IllegalAction
from babelworks.core.words import listed
from babelworks.games.rise_of_babel.content import content
from babelworks.i18n import shown, translate
from babelworks.scene.pieces import Piece
from babelworks.scene.rise_of_babel import space_position
from babelworks.ui.pickup import PIECE_PX, PiecePickup, piece_image
from babelworks.ui.rise_of_babel.common import dragged, game_data, legal_now, meant_action, play_drop
from babelworks.ui.rise_of_babel.turn import shown_seat
from babelworks.ui.table_api import DragPayload

TILES = content().tiles
LIT = (0.20, 1.00, 0.35, 1.0)
CARD_PX = 56  # a picked-up market card's height on the cursor
MISSED = {  # a drop on no place that takes it: where it goes instead (shown() when said)
    "offer": words.translate(
        "Rise of Babel table", "Drop the market card on your player area or on your discard pile to take it."
    ),
    "card": words.translate("Rise of Babel table", "Drop the card on Trash or on your hand."),
    "tile": words.translate(
        "Rise of Babel table", "Drop the tile on a tower space or on one of your places."
    ),
}
SUPPLIES: dict[str | None, tuple[str, str]] = {
    "wilds": ("wild", "place_wild"),
    "confusion": ("confusion", "place_confusion"),
}
TAKE_TYPES = ("buy_card", "gain_free", "gain_cheap_card", "gain_to_hand")
DRAGGABLE_ZONES: dict[str | None, str] = {
    "stall": "stall",
    "warehouse": "warehouse",
    "camp": "camp",
    "elephant": "cargo",
}


def target_of(piece: Piece | None, current: int) -> dict | None:
    """The drop target a piece stands for (a tower space, your warehouse...), or None."""
    if piece is None:
        return None
    extras = piece.extras
    if "tower" in extras and "space" in extras:
        return {"tower": extras["tower"], "space": list(extras["space"])}
    if extras.get("owner") != current:
        return None
    zone = extras.get("zone")
    if zone in ("warehouse", "camp", "elephant"):
        return {"zone": zone}
    if zone == "stall":
        return {"stall": extras["stall"]}
    if zone in ("upgrade", "tablet"):
        return {"track": extras["track"]}
    return None


def source_of(piece: Piece | None, current: int) -> dict | None:
    """What pressing on a piece picks up: one of your tiles in a stall, warehouse, camp, elephant."""
    if piece is None or piece.extras.get("owner") != current or "tile" not in piece.extras:
        return None
    key = DRAGGABLE_ZONES.get(piece.extras.get("zone"))
    if key == "stall":
        return {"stall": piece.extras["stall"]}
    return None if key is None else {key: TILES[piece.extras["tile"]].kind}


def pickup_of(piece: Piece, g: dict, legal: list[dict]) -> dict | None:
    """What a press on ``piece`` picks up now for the player to act: a tile of theirs,
    the wild or confusion supply when a step places one, a market card or pile top
    that a legal action takes; None for anything else (the camera gets the press)."""
    extras = piece.extras
    types = {action["type"] for action in legal}
    if "supply" in extras:  # the scene names the supplies as the game data does
        tile, wanted = SUPPLIES[extras["supply"]]
        return {"supply": tile} if wanted in types else None
    if "slot" in extras or extras.get("pile") in ("jobs", "teamsters"):
        offer = {"from": "market", "slot": extras["slot"]} if "slot" in extras else {"from": extras["pile"]}
        takes = any(
            a["type"] in TAKE_TYPES and a.get("from") == offer["from"] and a.get("slot") == offer.get("slot")
            for a in legal
        )
        return {"offer": offer} if takes else None
    return source_of(piece, g["current"])


def held_image(piece: Piece) -> QPixmap:
    """The picture on the cursor: the card or tile face as printed, else a token."""
    face = piece.face
    if face is not None and face.kind == "rb_card":
        return QPixmap.fromImage(paint_face("rb_card", face.id, CARD_PX))
    kind = piece.extras.get("kind") or SUPPLIES.get(piece.extras.get("supply"), (None,))[0]
    if kind is not None:
        return QPixmap.fromImage(paint_face("rb_tile", kind, PIECE_PX))
    return piece_image(piece)


def bonus_words(state, action: dict) -> str:
    """What playing ``action`` would gain, in words: the engine's own preview (the
    table holds no rules of its own and plays nothing on trial)."""
    preview = state.preview(action)
    gains = []
    if preview["ends_round"]:
        gains.append(
            words.translate("Rise of Babel table", "completes the towers: the round ends and is scored")
        )
    elif preview["influence"]:
        gains.append(
            words.translate("Rise of Babel table", "+{influence} influence").format(
                influence=preview["influence"]
            )
        )
    if preview["stalls_to_camp"]:
        gains.append(words.translate("Rise of Babel table", "a free stalls-to-camp"))
    if preview["confusion"]:
        gains.append(words.translate("Rise of Babel table", "then you place a confusion tile"))
    if not gains:
        return translate("Rise of Babel table", "Drop here: no placement bonus")
    return translate("Rise of Babel table", "Drop here: {gains}").format(gains=listed(gains))


class TableGestures(QObject):
    """The event filter on the table view for Rise of Babel drags, drops and clicks."""

    def __init__(self, context) -> None:
        super().__init__(context)
        self.context = context
        self.view = context.view
        self._base: list[Piece] | None = None
        self._lit: dict[str, dict] = {}
        self.pickup = PiecePickup(context, self.source, held_image)
        context.watch_view(self)
        context.connect(self.view.piece_clicked, self.click)
        context.connect(context.session.state_changed, self.show_asked)

    def tear_down(self) -> None:
        """Put out the lit spaces (the view stops sending events at the context's release)."""
        self._unlight()

    def source(self, piece: Piece) -> DragPayload | None:
        """What a press on ``piece`` picks up (:func:`pickup_of`); only the seat to act,
        at its own table, picks anything up."""
        g = game_data(self.context)
        if g is None or g["over"] or shown_seat(self.context) != g["current"]:
            return None
        picked = pickup_of(piece, g, legal_now(self.context))
        return None if picked is None else DragPayload(piece=picked)

    def show_asked(self) -> None:
        """When the game asks for a tower space (a confusion tile is due), light the
        spaces at once: a click on one places it."""
        self._base = None  # the context has just shown the new state's pieces
        legal = legal_now(self.context) if game_data(self.context) else []
        if legal and all(action["type"] == "place_confusion" for action in legal):
            self.light_up({"supply": "confusion"})

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt API)
        """Route drag-and-drop events; everything else goes on to the view."""
        handler = {
            QEvent.Type.DragEnter: self._enter,
            QEvent.Type.DragMove: self._move,
            QEvent.Type.DragLeave: self._leave,
            QEvent.Type.Drop: self._drop,
        }.get(event.type())
        return bool(handler(event)) if handler is not None and game_data(self.context) else False

    def _piece_at(self, pos) -> Piece | None:
        piece_id = self.view.pick(pos.x(), pos.y())
        return next((p for p in self.view.pieces() if p.id == piece_id), None)

    def _target_at(self, pos, source: dict) -> dict | None:
        """What dropping ``source`` at ``pos`` aims at: for a market card, your own player
        area stands for your discard pile; for a tile, :func:`target_of`."""
        g = game_data(self.context)
        assert g is not None  # a drag runs only during a Rise of Babel match
        piece, current = self._piece_at(pos), g["current"]
        if "offer" in source:
            return {"zone": "discard"} if piece is not None and piece.extras.get("owner") == current else None
        return target_of(piece, current)

    def _enter(self, event) -> bool:
        source = dragged(event.mimeData())
        if source is None:
            return False
        self.light_up(source)
        event.acceptProposedAction()
        return True

    def _move(self, event) -> bool:
        source = dragged(event.mimeData())
        if source is None:
            return False
        if source.get("pile") == "play":  # a card in play: anywhere on the table plays it
            event.acceptProposedAction()
            return True
        target = self._target_at(event.position(), source)
        if target is None:
            event.ignore()
            return True
        action = meant_action(self.context, source, target)
        if action is not None and "tower" in target:
            bonus = bonus_words(self.context.session.match.state, action)
            self.context.say(bonus, 3000)
        event.acceptProposedAction()
        return True

    def _leave(self, event) -> bool:
        self._unlight()
        return False

    def _drop(self, event) -> bool:
        source = dragged(event.mimeData())
        self._unlight()
        if source is None:
            return False
        target = self._target_at(event.position(), source)
        if source.get("pile") == "play":
            self.play_card(source)
        elif target is None:
            self.context.refuse(shown(MISSED.get(next(iter(source)), MISSED["tile"])))
        else:
            play_drop(self.context, source, target)
        event.acceptProposedAction()
        return True

    def play_card(self, source: dict) -> None:
        """A card in play dropped on the table: play it with the one banner the game allows
        now; when both are allowed, ask for a click on the banner wanted."""
        play_drop(self.context, source, {"zone": "table"})

    def light_up(self, source: dict) -> None:
        """Show every tower space where ``source`` may be dropped now."""
        g = game_data(self.context)
        assert g is not None  # a drag runs only during a Rise of Babel match
        self._base = self.view.pieces() if self._base is None else self._base
        lights = []
        for tower in g["towers"]:
            for row, col, tile, _ in tower["cells"]:
                target = {"tower": tower["id"], "space": [row, col]}
                if tile is None and meant_action(self.context, source, target) is not None:
                    lights.append(self._light(tower, row, col))
        self.view.set_pieces(self._base + lights)

    def _light(self, tower: dict, row: int, col: int) -> Piece:
        x, y, z = space_position(tower, row, col)
        return Piece(
            f"rb/light/{tower['id']}/{row}/{col}",
            "cube",
            (x, y, z + 0.35),
            scale=(4.8, 4.8, 0.5),
            colour=LIT,
            name=words.translate(
                "Rise of Babel table", "A legal place for this tile"
            ),  # a Phrase, as scene names
            extras={"tower": tower["id"], "space": [row, col], "lit": True},
        )

    def _unlight(self) -> None:
        if self._base is not None:
            base, self._base = self._base, None
            self.view.set_pieces(base)

    def click(self, piece_id: str) -> None:
        """Click a tower space: when exactly one legal action places there
        (a confusion tile, the only wild placement...), play it."""
        g = game_data(self.context)
        piece = next((p for p in self.view.pieces() if p.id == piece_id), None)
        target = None if g is None else target_of(piece, g["current"])
        if target is None or "tower" not in target:
            return
        try:
            action = self.context.session.match.state.action_for({"click": target})
        except (IllegalAction, AmbiguousGesture):
            return  # nothing, or more than one thing, goes there: a click decides nothing
        self.context.session.dispatch(action)
