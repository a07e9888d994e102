"""End-of-round scoring patterns on the Rise of Babel towers, and their highlights.

:func:`level_patterns` lists each player's scoring patterns on one tower level
(wood rows, brick columns, stone diagonals, tar pairs, confusion neighbours)
with their points; their sum is the engine's ``scoring.level_points``.
:func:`pattern_pieces` draws them: a bar along each run or pair in the
player's colour, a red block on each tile that loses a point to confusion.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from babelworks.games.rise_of_babel.content import content
from babelworks.games.rise_of_babel.scoring import RUNS, grid_of, run_points
from babelworks.scene.pieces import Piece
from babelworks.scene.rise_of_babel import space_position

TILES = content().tiles
TAR_PAIR_POINTS = content().board["tar_adjacency_points"]
ORTHOGONAL = ((0, 1), (1, 0), (0, -1), (-1, 0))
PENALTY_RED = (0.95, 0.05, 0.05, 1.0)


@dataclass(frozen=True)
class Pattern:
    """One scoring pattern: what it is, the spaces it covers, its points."""

    kind: str  # "wood run", "brick run", "stone diagonal", "tar pair", "confusion"
    cells: tuple
    points: int


def _counts(grid: dict, pos: tuple, seat: int, resource: str) -> bool:
    tile = grid.get(pos)
    if tile is None:
        return False
    shown = TILES[tile]
    return (shown.owner == seat or shown.kind == "wild") and resource in shown.resources


def _runs(grid: dict, seat: int, resource: str, step: tuple) -> list[Pattern]:
    dr, dc = step
    found = []
    for (r, c) in grid:
        if _counts(grid, (r - dr, c - dc), seat, resource) or not _counts(grid, (r, c), seat, resource):
            continue
        cells = []
        while _counts(grid, (r + len(cells) * dr, c + len(cells) * dc), seat, resource):
            cells.append((r + len(cells) * dr, c + len(cells) * dc))
        if len(cells) >= 2:
            kind = "stone diagonal" if resource == "stone" else f"{resource} run"
            found.append(Pattern(kind, tuple(cells), run_points(len(cells))))
    return found


def _tar_pairs(grid: dict, seat: int) -> list[Pattern]:
    return [Pattern("tar pair", ((r, c), (r + dr, c + dc)), TAR_PAIR_POINTS)
            for (r, c) in grid if _counts(grid, (r, c), seat, "tar")
            for dr, dc in ((0, 1), (1, 0)) if _counts(grid, (r + dr, c + dc), seat, "tar")]


def _confused(grid: dict, seat: int) -> list[Pattern]:
    def is_confusion(pos):
        """True when a confusion tile lies at ``pos``."""
        tile = grid.get(pos)
        return tile is not None and TILES[tile].kind == "confusion"
    return [Pattern("confusion", ((r, c),), -1) for (r, c), tile in grid.items()
            if tile is not None and TILES[tile].owner == seat
            and any(is_confusion((r + dr, c + dc)) for dr, dc in ORTHOGONAL)]


def level_patterns(tower: dict, seat: int, negative_confusion: bool = True) -> list[Pattern]:
    """A player's scoring patterns on one tower level in play.

    Args:
        tower: a tower in play (``{"id", "level", "cells"}``).
        seat: whose patterns.
        negative_confusion: False in the "no negative confusion" mode.
    """
    grid = grid_of(tower)
    found = _tar_pairs(grid, seat)
    for resource, steps in RUNS.items():
        for step in steps:
            found += _runs(grid, seat, resource, step)
    return found + (_confused(grid, seat) if negative_confusion else [])


def _bar(pid: str, a, b, colour, name: str, lift: float) -> Piece:
    """A flat bar from point ``a`` to point ``b``, ``lift`` cm above the tiles."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) + 2.4
    half = math.atan2(dy, dx) / 2
    centre = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, max(a[2], b[2]) + 1.3 + lift)
    return Piece(pid, "cube", centre, (0.0, 0.0, math.sin(half), math.cos(half)),
                 (length, 1.1, 0.35), colour, name, {"pattern": True})


def pattern_pieces(tower: dict, seat: int, patterns: list[Pattern], colour) -> list[Piece]:
    """Highlights of one player's patterns on one tower level."""
    pieces = []
    for n, pattern in enumerate(patterns):
        pid = f"rb/pattern/{tower['id']}/{seat}/{n}"
        name = f"Player {seat + 1}: {pattern.kind} ({pattern.points:+d})"
        points = [space_position(tower, r, c) for r, c in pattern.cells]
        if pattern.kind == "confusion":
            x, y, z = points[0]
            pieces.append(Piece(pid, "cube", (x, y, z + 1.4), scale=(2.0, 2.0, 0.8),
                                colour=PENALTY_RED, name=name, extras={"pattern": True}))
        else:
            pieces.append(_bar(pid, points[0], points[-1], colour, name, 0.5 * seat))
    return pieces
