"""What a move changed on the table, as plain data: two scenes compared piece by piece.

The table after a move is the game's scene of the new position; comparing it with
the scene before says which pieces a move placed (new ids), moved (another pose)
or turned over (another face or colour). The same comparison serves one action
(a log line of the computer's turn points at its pieces) and a whole stretch of
actions (the computer's last turn, marked until the person acts). Which of those
pieces show what the move did is each game's choice (its table's
``marked_changes`` hook): a move that takes three cubes from the supply also
shuffles the supply's pile, which is no news to anyone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from babelworks.scene.pieces import Piece

STILL_CM = 1e-3  # closer than this (cm, or quaternion units) is the same place


@dataclass(frozen=True)
class PieceChanges:
    """The pieces of the later scene that differ from the earlier one, by piece id.

    Attributes:
        placed: ids that were not on the table before.
        moved: ids at another position or rotation.
        turned: ids in the same place showing another face, colour or size.
        gone: ids that left the table (nothing of them is left to mark).
        pieces: the later scene's pieces by id (what a changed piece is now).
    """

    placed: frozenset[str] = frozenset()
    moved: frozenset[str] = frozenset()
    turned: frozenset[str] = frozenset()
    gone: frozenset[str] = frozenset()
    pieces: Mapping[str, Piece] = field(default_factory=dict, compare=False)

    @property
    def shown(self) -> frozenset[str]:
        """Every changed piece that is on the table now."""
        return self.placed | self.moved | self.turned

    def where(self, keep: Callable[[Piece], bool]) -> frozenset[str]:
        """The ids of the changed pieces on the table now that ``keep`` accepts."""
        return frozenset(piece_id for piece_id in self.shown if keep(self.pieces[piece_id]))

    def among(self, prefixes: Iterable[str]) -> frozenset[str]:
        """The changed pieces on the table now whose id starts with one of ``prefixes``."""
        starts = tuple(prefixes)
        return frozenset(piece_id for piece_id in self.shown if piece_id.startswith(starts))


NO_CHANGES = PieceChanges()


def changed_pieces(before: Iterable[Piece], after: Iterable[Piece]) -> PieceChanges:
    """Compare the table ``before`` a move with the table ``after`` it."""
    earlier = {piece.id: piece for piece in before}
    later = {piece.id: piece for piece in after}
    placed, moved, turned = set(), set(), set()
    for piece_id, piece in later.items():
        old = earlier.get(piece_id)
        if old is None:
            placed.add(piece_id)
        elif old == piece:  # most of the table after any move: one comparison, not three
            continue
        elif _apart(old.position, piece.position) or _apart(old.rotation, piece.rotation):
            moved.add(piece_id)
        elif (old.face, old.colour, old.mesh) != (piece.face, piece.colour, piece.mesh) or _apart(
            old.scale, piece.scale
        ):
            turned.add(piece_id)
    gone = frozenset(earlier) - frozenset(later)
    return PieceChanges(frozenset(placed), frozenset(moved), frozenset(turned), gone, later)


def _apart(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    # a quaternion and its negation are the same turn; a scene never flips one's sign
    return any(abs(x - y) > STILL_CM for x, y in zip(a, b))
