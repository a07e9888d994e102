"""Marks on pieces, as plain data: a bright frame around each marked piece's top.

A mark says "look here" without touching the piece: its colour, face and place
stay the game's (a seat's colour must stay that seat's). The frame hugs the
piece's footprint a little outside it, at the height of its top, so it shows from
above and from the side, around a cube in a stack as around a card on the table.

Marks come in *layers*, each with its own colour, so that several can be shown at
once and each cleared alone: the computer's last turn, the pieces a log line
points at, a tutorial's target, a hint. Any window part may add a layer by name;
:data:`LAYER_COLOURS` gives the known ones their colours (others get
:data:`OTHER_COLOUR`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import numpy as np

from babelworks.scene.meshes import CUBE_EDGE_CM, mesh
from babelworks.scene.pieces import Piece
from babelworks.scene.quaternions import quaternion_matrix

MARK_MESH = "block"  # a plain cube of CUBE_EDGE_CM, scaled into each bar of a frame
LAST_TURN = (
    "last turn"  # not shown: a layer key; what the computers' last turn changed, until the person acts
)
POINTED = "pointed"  # the pieces a log line points at while it is hovered or chosen
#: layer -> linear RGBA of its frames (bright, and unlike any seat colour)
LAYER_COLOURS: dict[str, tuple[float, float, float, float]] = {
    LAST_TURN: (1.0, 0.72, 0.05, 1.0),
    POINTED: (0.15, 0.95, 1.0, 1.0),
}
OTHER_COLOUR = (1.0, 0.35, 0.85, 1.0)
MARGIN_CM = 0.35  # between the piece's edge and the frame
BAR_SHARE = 0.12  # a bar's width as a share of the piece's shorter side...
BAR_CM = (0.3, 0.8)  # ...kept within these widths (cm)
RAISE_CM = 0.15  # the frame floats this far above the piece's top
PREFIX = "mark/"  # every mark's id: mark/<layer>/<bar>/<marked piece's id>


def framed(pieces: list[Piece], layers: Mapping[str, Iterable[str]]) -> list[Piece]:
    """``pieces`` with a frame around every piece whose id is in a layer (later layers
    are drawn too: a piece in two layers gets two frames, the later one a little higher)."""
    by_id = {piece.id: piece for piece in pieces}
    frames: list[Piece] = []
    for depth, (layer, ids) in enumerate(layers.items()):
        colour = LAYER_COLOURS.get(layer, OTHER_COLOUR)
        for piece_id in sorted(set(ids) & set(by_id)):
            frames.extend(frame(by_id[piece_id], layer, colour, depth))
    return pieces + frames


def frame(piece: Piece, layer: str, colour, depth: int = 0) -> list[Piece]:
    """The four bars of a frame around ``piece``'s top, in ``colour``."""
    centre, half = _world_box(piece)
    width = float(np.clip(BAR_SHARE * 2 * min(half[0], half[1]), *BAR_CM))
    outer = half[:2] + MARGIN_CM + width
    z = centre[2] + half[2] + RAISE_CM * (1 + depth) + width / 4
    bars = []
    for n, (dx, dy, long_x) in enumerate(((0, 1, True), (0, -1, True), (1, 0, False), (-1, 0, False))):
        x = centre[0] + dx * (outer[0] - width / 2)
        y = centre[1] + dy * (outer[1] - width / 2)
        size = (2 * outer[0], width, width / 2) if long_x else (width, 2 * outer[1], width / 2)
        bars.append(
            Piece(
                f"{PREFIX}{layer}/{n}/{piece.id}",
                MARK_MESH,
                (float(x), float(y), float(z)),
                scale=tuple(float(s) / CUBE_EDGE_CM for s in size),  # type: ignore[arg-type]
                colour=colour,
                name=piece.name,
            )
        )
    return bars


def marked_piece(piece_id: str) -> str:
    """The id of the piece a mark's bar frames (any other id as it is)."""
    parts = piece_id.split("/", 3)
    return parts[3] if piece_id.startswith(PREFIX) and len(parts) == 4 else piece_id


def _world_box(piece: Piece) -> tuple[np.ndarray, np.ndarray]:
    """The centre and half extents of the upright box around ``piece`` as it lies."""
    half = np.asarray(mesh(piece.mesh).half_extents, dtype=float) * np.asarray(piece.scale, dtype=float)
    turned = np.abs(quaternion_matrix(piece.rotation)) @ half
    return np.asarray(piece.position, dtype=float), turned
