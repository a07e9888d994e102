"""Highlights of the end-of-round scoring patterns on the Rise of Babel towers.

The patterns themselves (wood rows, brick columns, stone diagonals, tar pairs,
confusion neighbours, with their points) are the engine's answer
(``RiseState.round_scoring``); :func:`pattern_pieces` only draws them: a bar along
each run or pair in the player's colour, a red block on each tile that loses a
point to confusion.
"""

from __future__ import annotations

import math

from babelworks.core.words import translate
from babelworks.games.rise_of_babel.describe import pattern_words, seat_words
from babelworks.games.rise_of_babel.scoring import Pattern
from babelworks.scene.pieces import Piece
from babelworks.scene.rise_of_babel import space_position

PENALTY_RED = (0.95, 0.05, 0.05, 1.0)


def _bar(pid: str, a, b, colour, name: str, lift: float) -> Piece:
    """A flat bar from point ``a`` to point ``b``, ``lift`` cm above the tiles."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) + 2.4
    half = math.atan2(dy, dx) / 2
    centre = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, max(a[2], b[2]) + 1.3 + lift)
    return Piece(
        pid,
        "cube",
        centre,
        (0.0, 0.0, math.sin(half), math.cos(half)),
        (length, 1.1, 0.35),
        colour,
        name,
        {"pattern": True},
    )


def pattern_pieces(tower: dict, seat: int, patterns: list[Pattern], colour) -> list[Piece]:
    """Highlights of one player's patterns on one tower level."""
    pieces = []
    for n, pattern in enumerate(patterns):
        pid = f"rb/pattern/{tower['id']}/{seat}/{n}"
        name = translate("Rise of Babel table", "{player}: {pattern} ({points:+d})").format(
            player=seat_words(seat), pattern=pattern_words(pattern.kind), points=pattern.points
        )
        points = [space_position(tower, r, c) for r, c in pattern.cells]
        if pattern.kind == "confusion":
            x, y, z = points[0]
            pieces.append(
                Piece(
                    pid,
                    "cube",
                    (x, y, z + 1.4),
                    scale=(2.0, 2.0, 0.8),
                    colour=PENALTY_RED,
                    name=name,
                    extras={"pattern": True},
                )
            )
        else:
            pieces.append(_bar(pid, points[0], points[-1], colour, name, 0.5 * seat))
    return pieces
