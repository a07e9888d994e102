"""The table view with marks: frames around pieces someone wants a person to look at.

Every drawing of the table goes through :meth:`MarkedTableView.set_pieces` (the
game's scene, a drag's lights, a roll's frames), so a mark stays on its piece
whatever the table draws next, for as long as its layer holds it, and follows
the piece when it moves. The frames are :mod:`babelworks.scene.marks`' pure
pieces; a click on a frame counts as a click on the piece it frames.

Any part of the window can mark pieces in a layer of its own (the computer's
last turn, a log line pointed at, a tutorial's target, a hint)::

    view.mark_pieces("hint", {piece.id})
    view.mark_pieces("hint", ())  # cleared
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Iterator

from babelworks.render.viewport import TableView
from babelworks.scene.marks import PREFIX, framed, marked_piece
from babelworks.scene.pieces import Piece


class MarkedTableView(TableView):
    """A :class:`TableView` that draws the marks of every layer around their pieces."""

    def __init__(self, *args, **kwargs) -> None:
        self._layers: dict[str, frozenset[str]] = {}
        self._unmarked: list[Piece] = []  # the pieces as last asked for, without frames
        super().__init__(*args, **kwargs)

    def set_pieces(self, pieces: list[Piece]) -> None:
        """Show ``pieces`` with a frame around each marked one (frames among ``pieces``,
        as a table hands back what :meth:`pieces` gave it, are dropped: drawn anew)."""
        self._unmarked = [piece for piece in pieces if not piece.id.startswith(PREFIX)]
        super().set_pieces(framed(self._unmarked, self._layers))

    def mark_pieces(self, layer: str, ids: Iterable[str]) -> None:
        """Mark the pieces ``ids`` in ``layer`` from now on (none: the layer is cleared);
        ids not on the table now are kept and framed when they come."""
        marked = frozenset(ids)
        if self._layers.get(layer, frozenset()) == marked:
            return
        if marked:
            self._layers[layer] = marked
        else:
            self._layers.pop(layer, None)
        super().set_pieces(framed(self._unmarked, self._layers))

    def marked(self, layer: str) -> frozenset[str]:
        """The ids marked in ``layer`` (on the table now or not)."""
        return self._layers.get(layer, frozenset())

    def unmarked_pieces(self) -> list[Piece]:
        """The pieces shown, without the marks' frames."""
        return list(self._unmarked)

    @contextlib.contextmanager
    def without_marks(self) -> Iterator[None]:
        """Draw the table without its marks inside this block (an exported snapshot shows
        the pieces, not what someone pointed at); the marks come back after it."""
        layers, self._layers = self._layers, {}
        if layers:
            super().set_pieces(self._unmarked)
        try:
            yield
        finally:
            self._layers = {**layers, **self._layers}
            if self._layers:
                super().set_pieces(framed(self._unmarked, self._layers))

    def pick(self, x: float, y: float) -> str | None:
        """The piece under a widget position; a mark's frame picks the piece it frames."""
        piece_id = super().pick(x, y)
        return None if piece_id is None else marked_piece(piece_id)
