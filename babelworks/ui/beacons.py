"""Gold beacons over pieces: how a suggested move is lit on the 3D table, in every game.

A beacon is a gold frame around a piece's top and a gold post hovering above it,
sized from the piece's posed box (:func:`babelworks.export.extent.corner_points`),
so it reads the same over a meeple, a tower space or a standing card. Each
game's table chooses the pieces a move concerns (``BaseTable.show_suggestion``)
and draws the scene with :func:`lit`; the beacons' ids begin with :data:`BEACON`,
so the next drawing of the plain scene takes them away.
"""

from __future__ import annotations

from collections.abc import Callable

from babelworks.core import words
from babelworks.core.protocol import Action, State
from babelworks.export.extent import corner_points
from babelworks.scene.pieces import Piece

BEACON = "hint/"
GOLD = (1.0, 0.70, 0.05, 1.0)  # linear RGBA: no game's lit places use it (they are green)
BAR_CM = 0.35  # the frame's bars, across
POST_CM = (0.9, 0.9, 4.0)  # the post above the piece
GAP_CM = 2.0  # between the piece's top and the post


def beacons(targets: list[Piece], name: str) -> list[Piece]:
    """A gold frame around each target's top and a post above it, named ``name`` (the move)."""
    lights: list[Piece] = []
    for number, target in enumerate(targets):
        lights += _beacon(f"{BEACON}{number}", target, name)
    return lights


def _beacon(key: str, target: Piece, name: str) -> list[Piece]:
    corners = corner_points([target])
    (x0, y0, _), (x1, y1, top) = corners.min(axis=0), corners.max(axis=0)
    x, y, z = (x0 + x1) / 2, (y0 + y1) / 2, top + BAR_CM / 2
    wide, deep = x1 - x0 + 2 * BAR_CM, y1 - y0 + 2 * BAR_CM
    bars = [
        ((x, y0 - BAR_CM / 2, z), (wide, BAR_CM, BAR_CM)),
        ((x, y1 + BAR_CM / 2, z), (wide, BAR_CM, BAR_CM)),
        ((x0 - BAR_CM / 2, y, z), (BAR_CM, deep, BAR_CM)),
        ((x1 + BAR_CM / 2, y, z), (BAR_CM, deep, BAR_CM)),
        ((x, y, top + GAP_CM + POST_CM[2] / 2), POST_CM),
    ]
    said = words.translate("Suggest a move", "Suggested: {move}").format(
        move=name
    )  # a piece's name: a Phrase
    return [
        Piece(f"{key}/{part}", "block", centre, scale=size, colour=GOLD, name=said)
        for part, (centre, size) in enumerate(bars)
    ]


def without_beacons(pieces: list[Piece]) -> list[Piece]:
    """``pieces`` less any beacons drawn before."""
    return [piece for piece in pieces if not piece.id.startswith(BEACON)]


def lit(pieces: list[Piece], targets: list[Piece], name: str) -> list[Piece]:
    """``pieces`` with beacons over ``targets`` only (earlier beacons taken away)."""
    return without_beacons(pieces) + beacons(targets, name)


def light_move(
    context, action: Action | None, piece_ids: Callable[[State, Action], list[str]]
) -> list[Piece]:
    """Draw the table of ``context`` (a :class:`~babelworks.ui.table_api.TableContext`) with
    beacons over the pieces ``piece_ids(state, action)`` names (None: put every beacon out).

    Returns:
        the pieces lit (a move may name a piece the table does not show: it is left out).
    """
    match, view = context.session.match, context.view
    wanted = set() if action is None or match is None else set(piece_ids(match.state, action))
    pieces = view.pieces()
    targets = [piece for piece in without_beacons(pieces) if piece.id in wanted]
    name = "" if action is None else context.session.describe(action)
    view.set_pieces(lit(pieces, targets, name))
    return targets
