"""Rise of Babel resource tiles as 3D pieces: colours and marks per tile kind.

A resource tile is a thick square tile in its resource's colour with a small
square of its owner's colour on top (whose tile it is matters for scoring). A
dual tile is split in two halves, a multi tile in four quarters, a wild tile is
pale gold with a white diamond, a confusion tile is purple with a black cross.
Pure data: no Qt, no GL.
"""

from __future__ import annotations

from dataclasses import replace

from babelworks.core.words import translate
from babelworks.games.rise_of_babel.content import content
from babelworks.games.rise_of_babel.describe import seat_words
from babelworks.games.rise_of_babel.describe import tile_words as kind_words
from babelworks.scene.pieces import Face, Piece

TILES = content().tiles
TILE_CM = 4.2  # edge of a resource tile
TILE_THICK_CM = 0.6  # resource tiles are thick cardboard
PITCH_CM = 5.0  # one tower space

# Linear RGBA of the four resources, their printed (paler) versions and icons.
RESOURCE_COLOUR = {
    "wood": (0.62, 0.30, 0.08, 1.0),
    "stone": (0.55, 0.57, 0.62, 1.0),
    "brick": (0.72, 0.10, 0.07, 1.0),
    "tar": (0.05, 0.05, 0.06, 1.0),
}
PRINTED_COLOUR = {
    "wood": (0.80, 0.55, 0.32, 1.0),
    "stone": (0.74, 0.76, 0.80, 1.0),
    "brick": (0.86, 0.42, 0.38, 1.0),
    "tar": (0.30, 0.30, 0.33, 1.0),
    "camp": (0.15, 0.55, 0.50, 1.0),
    "": (0.93, 0.86, 0.68, 1.0),
}
WILD_COLOUR = (0.95, 0.80, 0.30, 1.0)
CONFUSION_COLOUR = (0.40, 0.12, 0.55, 1.0)
NEUTRAL_OWNER = (0.9, 0.9, 0.9, 1.0)


def _box(piece_id: str, centre, size, colour, name: str, extras: dict, face: Face | None = None) -> Piece:
    """A box built from the unit cube mesh (1 cm edge) scaled to ``size``."""
    return Piece(
        piece_id, "cube", tuple(centre), scale=tuple(size), colour=colour, name=name, extras=extras, face=face
    )


def tile_words(tile: str) -> str:
    """A tile in words: "Player 1's wood tile", "wild tile", "confusion tile"."""
    shown = TILES[tile]
    if shown.owner is None:
        return translate("Rise of Babel table", "{tile} tile").format(tile=kind_words(shown.kind))
    return translate("Rise of Babel table", "{player}'s {tile} tile").format(
        player=seat_words(shown.owner), tile=kind_words(shown.kind)
    )


def tile_pieces(
    tile: str, centre, owner_colours: list, extras: dict | None = None, name: str = ""
) -> list[Piece]:
    """The pieces of one tile lying flat with its centre at ``centre``.

    Args:
        tile: tile id ("0w3", "1d2", "2m", "x4", "c7").
        centre: (x, y, z) of the tile's centre, cm.
        owner_colours: seat colours (linear RGBA), indexed by seat.
        extras: game identity shared by all the tile's pieces (tile id added).
        name: words for people; defaults to :func:`tile_words`.

    Returns:
        The tile's body pieces, then its mark.
    """
    shown = TILES[tile]
    extras = {**(extras or {}), "tile": tile, "kind": shown.kind}
    name = name or tile_words(tile)
    body = _body(tile, shown, centre, extras, name)
    return body + _mark(tile, shown, centre, owner_colours, extras, name)


def _body(tile: str, shown, centre, extras: dict, name: str) -> list[Piece]:
    x, y, z = centre
    size = (TILE_CM, TILE_CM, TILE_THICK_CM)
    pid = f"rb/tile/{tile}"
    print_ = Face("rb_tile", shown.kind)
    if shown.kind == "wild":
        return [_box(pid, centre, size, WILD_COLOUR, name, extras, print_)]
    if shown.kind == "confusion":
        return [_box(pid, centre, size, CONFUSION_COLOUR, name, extras, print_)]
    resources = shown.resources
    if len(resources) == 1:
        return [_box(pid, centre, size, RESOURCE_COLOUR[resources[0]], name, extras, print_)]
    if len(resources) == 2:  # dual: left and right halves, each with its half of the print
        half = TILE_CM / 2
        return [
            _box(
                f"{pid}/{n}",
                (x + (n - 0.5) * half, y, z),
                (half, TILE_CM, TILE_THICK_CM),
                RESOURCE_COLOUR[r],
                name,
                extras,
                replace(print_, crop=(n / 2, 0.0, (n + 1) / 2, 1.0)),
            )
            for n, r in enumerate(resources)
        ]
    quarter = TILE_CM / 2  # multi: four quarters, one per resource
    offsets = ((-1, 1), (1, 1), (-1, -1), (1, -1))
    return [
        _box(
            f"{pid}/{n}",
            (x + dx * quarter / 2, y + dy * quarter / 2, z),
            (quarter, quarter, TILE_THICK_CM),
            RESOURCE_COLOUR[r],
            name,
            extras,
            replace(print_, crop=((dx + 1) / 4, (1 - dy) / 4, (dx + 3) / 4, (3 - dy) / 4)),
        )
        for n, (r, (dx, dy)) in enumerate(zip(resources, offsets))
    ]


def _mark(tile: str, shown, centre, owner_colours: list, extras: dict, name: str) -> list[Piece]:
    """The owner's square in the tile's top-right corner, clear of the print (wild and
    confusion tiles, owned by nobody, carry their star or cross in the print)."""
    if shown.kind in ("confusion", "wild"):
        return []
    x, y, z = centre
    top = z + TILE_THICK_CM / 2 + 0.04
    colour = owner_colours[shown.owner] if shown.owner < len(owner_colours) else NEUTRAL_OWNER
    return [_box(f"rb/tile/{tile}/mark", (x + 1.45, y + 1.45, top), (0.9, 0.9, 0.08), colour, name, extras)]


def printed_marker(piece_id: str, printed: str, centre, extras: dict, name: str) -> list[Piece]:
    """A tower space's printed face: a thin square in the printed resource's (paler)
    colour carrying the bonus print (the resource, or the stalls-to-camp icon)."""
    face = Face("rb_bonus", printed) if printed else None
    return [
        Piece(
            piece_id,
            "cube",
            tuple(centre),
            scale=(4.6, 4.6, 0.1),
            colour=PRINTED_COLOUR[printed],
            name=name,
            extras=extras,
            face=face,
        )
    ]
