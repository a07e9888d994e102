"""What the table shows, as plain data: pieces with poses, meshes and colours.

``scene`` turns a game state into a list of :class:`Piece` (no GL, no Qt). The
renderer draws them (one instanced item per mesh kind), the exporter writes
them to glTF, the picker tests rays against them. Units: centimetres, +Z up,
the table top at z = 0.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Face:
    """Which printed face a piece shows on its top (and, for two-sided cards, its bottom).

    The names are the card painter's (``babelworks.cards``): ``kind`` and ``id``
    name a face ("rb_card", "s0-01"); ``back`` names the face printed on the
    underside ("" for a plain back). ``crop`` is the part of the face this piece
    carries, (left, top, right, bottom) in 0..1 of the face, top first: a dual
    tile's halves each carry one half of the tile's face. The face's top edge
    lies along the piece's local +y, its left edge along -x.
    """

    kind: str
    id: str
    front: str = "front"
    back: str = ""
    crop: tuple[float, float, float, float] = (0.0, 0.0, 1.0, 1.0)


@dataclass(frozen=True)
class Piece:
    """One physical piece on the table.

    Attributes:
        id: stable identity across frames ("rh/cube/blue/17", "sky/card/B07").
        mesh: mesh kind in the mesh library ("cube", "tile", "card", "meeple", ...).
        position: centre of the piece in cm, (x, y, z).
        rotation: orientation as a quaternion (x, y, z, w).
        scale: per-axis scale applied to the unit mesh, (sx, sy, sz).
        colour: linear RGBA, each in [0, 1].
        name: words for people ("Csilla Tower (red) / stack 2 / cube 5").
        extras: game identity for export and picking (plan id, owner, level...).
        face: the printed face on the piece's top (and bottom), or None for a
            plain piece; drawn by the table when it has the faces' textures.
        hint: what the player can do with the piece, said after its name when it
            is clicked ("drag its rim to turn it"); the table's advice, never
            part of the piece's name and never exported.
    """

    id: str
    mesh: str
    position: tuple[float, float, float]
    rotation: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 1.0)
    scale: tuple[float, float, float] = (1.0, 1.0, 1.0)
    colour: tuple[float, float, float, float] = (0.8, 0.8, 0.8, 1.0)
    name: str = ""
    extras: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    hint: str = field(default="", compare=False)
    face: Face | None = None
