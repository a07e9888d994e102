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
