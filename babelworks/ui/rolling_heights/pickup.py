"""Pressing a piece on the 3D table that the player may move picks it up.

Two kinds of pieces move: the cubes in the player's own area (``extras["hand"]``,
their colour; ``extras["owner"]``, the seat) go onto a stack of one of their plans, and a plan tile lying in a market
(``rh/plan/<plan id>`` with its strip and slot in its extras) goes onto a map space. A piece answers a press
only when it is the viewing seat's turn and the engine lists a move for it now
(a cube some stack takes, a tile that may be taken); everything else orbits the
camera as before. The payloads are the hand strip's and the Markets tab's, so the
one drop target on the map (:mod:`.map_drop`) takes them all.
"""

from __future__ import annotations

from PySide6.QtGui import QPixmap

from babelworks.core.protocol import CHANCE
from babelworks.scene.pieces import Piece
from babelworks.ui.pickup import PiecePickup, piece_image
from babelworks.ui.rolling_heights.market_panel import take_action
from babelworks.ui.rolling_heights.session_match import rh_match
from babelworks.ui.table_api import DragPayload

MISC = "misc"  # the pile of misc cubes: the stack it is dropped on says which one


class TablePickup:
    """The pieces of the Rolling Heights table that a press picks up, and their images."""

    def __init__(self, context, faces) -> None:
        self.context, self.faces = context, faces
        self.pickup = PiecePickup(context, self.source, self.image)

    def _state(self):
        """The state while the viewing seat is to move (else None: nothing may be picked up)."""
        match = rh_match(self.context.session)
        if match is None or match.state.is_over() or match.state.current_player in (None, CHANCE):
            return None
        state = match.state
        return state if self.context.viewing_seat == state.current else None

    def source(self, piece: Piece) -> DragPayload | None:
        """What pressing ``piece`` picks up now: a cube to build with, a tile to take, or None."""
        state = self._state()
        if state is None:
            return None
        legal = state.legal_actions()
        if piece.extras.get("hand") and piece.extras.get("owner") == state.current:
            cube = piece.extras["hand"]
            builds = [a for a in legal if a["type"] == "construct"]
            if any(a["cube"] == cube or cube == MISC and a["cube"].startswith(MISC) for a in builds):
                return DragPayload(action={"type": "construct", "cube": cube})
            return None
        if "plan" in piece.extras and "market" in piece.extras:
            action = take_action(state, piece.extras["market"], piece.extras["slot"])
            return DragPayload(action=action) if action in legal else None
        return None

    def image(self, piece: Piece) -> QPixmap:
        """A market tile shows its printed face on the cursor; a cube its colour."""
        if piece.face is None:
            return piece_image(piece)
        return QPixmap.fromImage(self.faces.face(piece.face.kind, piece.face.id, 72))
