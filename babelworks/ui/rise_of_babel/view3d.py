"""Gestures on the 3D table: drop tiles on tower spaces and places, pick tiles up,
light up legal targets, say the placement bonus before the drop, click a lit
space to place a confusion tile.

Installed as an event filter on the table view (through the table context). The highlights
are extra pieces shown on top of the scene's own while a drag is over the view.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QDrag

from babelworks.games.rise_of_babel.content import content
from babelworks.scene.pieces import Piece
from babelworks.scene.rise_of_babel import space_position
from babelworks.ui.rise_of_babel import drags
from babelworks.ui.rise_of_babel.common import dragged, game_data, legal_now, play_drop
from babelworks.ui.table_api import DragPayload

TILES = content().tiles
LIT = (0.20, 1.00, 0.35, 1.0)
DRAG_SLOP_PX = 8
DRAGGABLE_ZONES = {"stall": "stall", "warehouse": "warehouse", "camp": "camp", "elephant": "cargo"}


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


def bonus_words(state, action: dict) -> str:
    """What playing ``action`` would gain, in words: the engine's own preview (the
    table holds no rules of its own and plays nothing on trial)."""
    shown = state.preview(action)
    gains = []
    if shown["ends_round"]:
        gains.append("completes the towers: the round ends and is scored")
    elif shown["influence"]:
        gains.append(f"+{shown['influence']} influence")
    if shown["stalls_to_camp"]:
        gains.append("a free stalls-to-camp")
    if shown["confusion"]:
        gains.append("then you place a confusion tile")
    return "Drop here: " + (", ".join(gains) if gains else "no placement bonus")


class TableGestures(QObject):
    """The event filter on the table view for Rise of Babel drags, drops and clicks."""

    def __init__(self, context) -> None:
        super().__init__(context)
        self.context = context
        self.view = context.view
        self._base: list[Piece] | None = None
        self._lit: dict[str, dict] = {}
        self._press: tuple[QPointF, dict] | None = None
        context.watch_view(self)
        context.connect(self.view.piece_clicked, self.click)
        context.connect(context.session.state_changed, self.show_asked)

    def tear_down(self) -> None:
        """Put out the lit spaces (the view stops sending events at the context's release)."""
        self._unlight()

    def show_asked(self) -> None:
        """When the game asks for a tower space (a confusion tile is due), light the
        spaces at once: a click on one places it."""
        self._base = None  # the context has just shown the new state's pieces
        legal = legal_now(self.context) if game_data(self.context) else []
        if legal and all(action["type"] == "place_confusion" for action in legal):
            self.light_up({"supply": "confusion"})

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt API)
        """Route drag-and-drop and tile pick-up events; everything else goes on to the view."""
        handler = {
            QEvent.Type.DragEnter: self._enter,
            QEvent.Type.DragMove: self._move,
            QEvent.Type.DragLeave: self._leave,
            QEvent.Type.Drop: self._drop,
            QEvent.Type.MouseButtonPress: self._pressed,
            QEvent.Type.MouseMove: self._moved,
        }.get(event.type())
        return bool(handler(event)) if handler is not None and game_data(self.context) else False

    def _piece_at(self, pos) -> Piece | None:
        piece_id = self.view.pick(pos.x(), pos.y())
        return next((p for p in self.view.pieces() if p.id == piece_id), None)

    def _target_at(self, pos) -> dict | None:
        return target_of(self._piece_at(pos), game_data(self.context)["current"])

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
        target = self._target_at(event.position())
        if target is None:
            event.ignore()
            return True
        action = drags.compose(source, target, legal_now(self.context))
        if action is not None and "tower" in target:
            words = bonus_words(self.context.session.match.state, action)
            self.context.say(words, 3000)
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
        target = self._target_at(event.position())
        if target is None:
            self.context.refuse("Drop the tile on a tower space or on one of your places.")
        else:
            play_drop(self.context, source, target)
        event.acceptProposedAction()
        return True

    def light_up(self, source: dict) -> None:
        """Show every tower space where ``source`` may be dropped now."""
        g = game_data(self.context)
        legal = legal_now(self.context)
        self._base = self.view.pieces() if self._base is None else self._base
        lights = []
        for tower in g["towers"]:
            for row, col, tile, _ in tower["cells"]:
                target = {"tower": tower["id"], "space": [row, col]}
                if tile is None and drags.compose(source, target, legal) is not None:
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
            name="A legal place for this tile",
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
        there = [
            a
            for a in legal_now(self.context)
            if a.get("tower") == target["tower"] and a.get("space") == target["space"]
        ]
        if len({a["type"] for a in there}) == 1 and len(there) == 1:
            self.context.session.dispatch(there[0])

    def _pressed(self, event) -> bool:
        self._press = None
        if event.button() == Qt.MouseButton.LeftButton:
            source = source_of(self._piece_at(event.position()), game_data(self.context)["current"])
            if source is not None:
                self._press = (event.position(), source)
        return False

    def _moved(self, event) -> bool:
        if self._press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return False
        start, source = self._press
        if (event.position() - start).manhattanLength() < DRAG_SLOP_PX:
            return False
        self._press = None
        drag = QDrag(self.view)
        drag.setMimeData(DragPayload(piece=source).to_mime())
        drag.exec(Qt.DropAction.MoveAction)
        return True
