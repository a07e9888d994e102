"""Pieces gliding from one table to the next: where each moved piece is drawn part-way.

Plain data, no Qt: the table view (``render``) keeps the time. A glide is made
from what is drawn now and the new pieces. A piece whose id is in both, with the
same mesh kind, at another pose (position, rotation or size) travels; every other
piece stands at its new place from the start: new pieces appear, gone ones
vanish, and nothing gets an invented starting point. The travel eases in and out
(smoothstep); a piece going far is lifted on an arc, as a hand carries it, so it
does not slide through what lies between.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from babelworks.scene.pieces import Piece

LIFT_FROM_CM = 8.0  # a piece travelling at least this far is lifted on its way
LIFT_SHARE = 0.25  # the arc's height as a share of the distance travelled
MAX_LIFT_CM = 12.0  # a piece crossing the table is lifted no higher than this
STILL_CM = 1e-4  # moves smaller than this (cm, or quaternion units) are no move


@dataclass(frozen=True)
class Glide:
    """Pieces on their way from where they were drawn to where the new table puts them.

    Attributes:
        end: the new pieces, exactly as the glide's last frame draws them.
        starts: id -> the piece as drawn when the glide began, for each piece that travels.
    """

    end: tuple[Piece, ...]
    starts: dict[str, Piece]


def glide(drawn: list[Piece], new: list[Piece]) -> Glide:
    """The glide from the pieces drawn now to ``new``; its ``starts`` is empty when nothing moved."""
    before = {piece.id: piece for piece in drawn}
    starts = {
        piece.id: before[piece.id]
        for piece in new
        if piece.id in before and _travels(before[piece.id], piece)
    }
    return Glide(tuple(new), starts)


def frame(motion: Glide, t: float) -> list[Piece]:
    """The pieces at ``t`` of the glide's time (0: where they were; 1 or more: exactly ``end``)."""
    if t >= 1.0:
        return list(motion.end)
    s = ease(t)
    return [
        _between(motion.starts[piece.id], piece, s) if piece.id in motion.starts else piece
        for piece in motion.end
    ]


def ease(t: float) -> float:
    """Smoothstep: the share of the way covered at ``t`` of the time, slow at both ends."""
    t = min(max(t, 0.0), 1.0)
    return t * t * (3.0 - 2.0 * t)


def lift(start, end) -> float:
    """How high (cm) a piece going from ``start`` to ``end`` rises at the middle of its way."""
    distance = math.dist(start, end)
    return 0.0 if distance < LIFT_FROM_CM else min(LIFT_SHARE * distance, MAX_LIFT_CM)


def _travels(before: Piece, after: Piece) -> bool:
    if before.mesh != after.mesh:
        return False  # another thing under the same name: it is replaced, not moved
    if (before.position, before.rotation, before.scale) == (after.position, after.rotation, after.scale):
        return False  # the common case, decided without arithmetic
    pairs = zip(
        (*before.position, *before.scale, *_same_hemisphere(before.rotation, after.rotation)),
        (*after.position, *after.scale, *after.rotation),
    )
    return any(abs(a - b) > STILL_CM for a, b in pairs)


def _between(start: Piece, end: Piece, s: float) -> Piece:
    """``end`` drawn a share ``s`` of the way from ``start`` (its colour, face and name)."""
    position = [a + (b - a) * s for a, b in zip(start.position, end.position)]
    position[2] += lift(start.position, end.position) * 4.0 * s * (1.0 - s)
    return replace(
        end,
        position=(position[0], position[1], position[2]),
        rotation=slerp(start.rotation, end.rotation, s),
        scale=_lerp3(start.scale, end.scale, s),
    )


def slerp(a, b, s: float) -> tuple[float, float, float, float]:
    """The rotation a share ``s`` of the shortest way from quaternion ``a`` to ``b`` (x, y, z, w)."""
    a = _same_hemisphere(a, b)
    dot = min(sum(p * q for p, q in zip(a, b)), 1.0)
    if dot > 0.9995:  # nearly the same: a straight blend is as good and never divides by ~0
        mixed = [p + (q - p) * s for p, q in zip(a, b)]
    else:
        angle = math.acos(dot)
        wa, wb = math.sin((1 - s) * angle), math.sin(s * angle)
        mixed = [wa * p + wb * q for p, q in zip(a, b)]
    norm = math.sqrt(sum(c * c for c in mixed))
    x, y, z, w = (c / norm for c in mixed)
    return (x, y, z, w)


def _same_hemisphere(a, b) -> tuple[float, ...]:
    """``a``, or ``-a`` (the same rotation) when that is nearer ``b``."""
    return tuple(a) if sum(p * q for p, q in zip(a, b)) >= 0 else tuple(-c for c in a)


def _lerp3(a, b, s: float) -> tuple[float, float, float]:
    x, y, z = (p + (q - p) * s for p, q in zip(a, b))
    return (x, y, z)
