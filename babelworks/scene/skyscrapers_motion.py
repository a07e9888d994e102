"""Pieces moved as a physics recording moves them: the Skyscrapers verdict's animation frames."""

from __future__ import annotations

import numpy as np

from babelworks.scene.pieces import Piece
from babelworks.scene.quaternions import quaternion_matrix, quaternion_product
from babelworks.scene.skyscrapers import BOARD_THICK_CM, SITE_CENTRE_CM, Turn


def moved_pieces(pieces: list[Piece], frame: dict, turn: Turn) -> list[Piece]:
    """The pieces with each card (and what it carries) and worker moved as in ``frame``.

    Args:
        pieces: the table's pieces as ``table_pieces`` gave them.
        frame: piece key ("card:B07", "worker:red-2") -> (quaternion, translation),
            the motion since the start in lattice cm (a physics recording's frame).
        turn: the site's rotation the pieces were made with.
    """
    motions: dict = {}
    out = []
    for piece in pieces:
        key = _motion_key(piece)
        if key not in frame:
            out.append(piece)
            continue
        if key not in motions:
            motions[key] = _table_motion(frame[key], turn)
        matrix, shift, rotation = motions[key]
        position = matrix @ piece.position + shift
        # The constructor, not dataclasses.replace: this runs for every piece of every frame.
        out.append(
            Piece(
                piece.id,
                piece.mesh,
                (float(position[0]), float(position[1]), float(position[2])),
                quaternion_product(rotation, piece.rotation),
                piece.scale,
                piece.colour,
                piece.name,
                piece.extras,
                face=piece.face,
            )
        )
    return out


def _motion_key(piece: Piece) -> str | None:
    if "worker" in piece.extras:
        return f"worker:{piece.extras['worker']}"
    if "card" in piece.extras:
        return f"card:{piece.extras['card']}"
    return None


def _table_motion(motion, turn: Turn):
    """A lattice motion (q, t) as a table motion: (matrix, shift, quaternion) with p' = M p + s."""
    quaternion, translation = motion
    lift = np.array([0.0, 0.0, BOARD_THICK_CM])
    centre = np.array([*SITE_CENTRE_CM, 0.0])
    rotate = quaternion_matrix(quaternion)
    matrix = turn.matrix @ rotate @ turn.matrix.T
    # p' = T(R(T^-1 (p - lift) + c) + t - c) + lift
    shift = turn.matrix @ (rotate @ (centre - turn.matrix.T @ lift) + np.asarray(translation) - centre) + lift
    inverse_turn = (-turn.quaternion[0], -turn.quaternion[1], -turn.quaternion[2], turn.quaternion[3])
    rotation = quaternion_product(quaternion_product(turn.quaternion, quaternion), inverse_turn)
    return matrix, shift, rotation
