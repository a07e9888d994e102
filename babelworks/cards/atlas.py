"""A texture atlas per game: every face packed into one power-of-two image.

Faces keep their own shapes (longer side ``cell_size``) and are packed on
shelves, tallest first, with a gutter between cells so that mipmaps of one face
do not bleed into the next. UV rectangles are ``(u, v, width, height)`` in 0..1
with v measured from the image's top row (Qt's order); a GL upload that flips
rows uses ``1 - v - height``.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter

from babelworks.cards.painter import FaceKey, face_ids, face_size, kind_of, paint

GUTTER = 4  # pixels between cells: enough for four mipmap levels without bleeding


def _next_power(n: int) -> int:
    power = 1
    while power < n:
        power *= 2
    return power


def _shelves(sizes: dict[FaceKey, tuple[int, int]], width: int) -> tuple[dict[FaceKey, tuple[int, int]], int]:
    """Positions of each cell on shelves ``width`` wide, tallest first; the height used."""
    order = sorted(sizes, key=lambda key: (-sizes[key][1], -sizes[key][0]))
    places: dict[FaceKey, tuple[int, int]] = {}
    x = y = shelf = 0
    for key in order:
        w, h = sizes[key][0] + GUTTER, sizes[key][1] + GUTTER
        if x + w > width:
            x, y, shelf = 0, y + shelf, 0
        places[key] = (x + GUTTER // 2, y + GUTTER // 2)
        x, shelf = x + w, max(shelf, h)
    return places, y + shelf


def cell_side(key: FaceKey, cell_size: int) -> int:
    """The longer side of ``key``'s cell: ``cell_size``, or less for a kind that needs less."""
    return min(cell_size, kind_of(key.kind).atlas_side or cell_size)


def layout(keys: list[FaceKey], cell_size: int) -> tuple[int, int, dict[FaceKey, tuple[int, int, int, int]]]:
    """The atlas's power-of-two width and height and each face's pixel rectangle."""
    sizes = {
        key: (lambda s: (s.width(), s.height()))(face_size(key.kind, key.id, cell_side(key, cell_size)))
        for key in keys
    }
    area = sum((w + GUTTER) * (h + GUTTER) for w, h in sizes.values())
    width = _next_power(max(int(area**0.5), max(w for w, _ in sizes.values()) + GUTTER))
    while True:
        places, used = _shelves(sizes, width)
        height = _next_power(used)
        if height <= width:
            break
        width *= 2
    return width, height, {key: (*places[key], *sizes[key]) for key in keys}


def atlas(game: str, cell_size: int = 256) -> tuple[QImage, dict[FaceKey, tuple[float, float, float, float]]]:
    """Every face of ``game`` in one power-of-two image, and each face's UV rectangle."""
    keys = face_ids(game)
    width, height, cells = layout(keys, cell_size)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    uvs = {}
    for key, (x, y, w, h) in cells.items():
        painter.drawImage(QPointF(x, y), paint(key.kind, key.id, cell_side(key, cell_size), key.face).image)
        uvs[key] = (x / width, y / height, w / width, h / height)
    painter.end()
    return image, uvs


TABLE_CELL = 256  # the 3D table's and the export's faces: sharp in the close view, 2048-4096 px atlases


@cache
def game_atlas(
    game: str, cell_size: int = TABLE_CELL
) -> tuple[QImage, dict[FaceKey, tuple[float, float, float, float]]]:
    """:func:`atlas`, painted once per game and size."""
    return atlas(game, cell_size)


def face_texture(face, side: str) -> tuple[QImage, tuple[float, float, float, float]]:
    """A piece's printed face (a ``scene.pieces.Face``) as its game's atlas and its UV rectangle.

    This is the table's and the exporter's source of faces (``render.textures.FaceSource``).

    Raises:
        KeyError: for a face the painter does not know.
    """
    spec = kind_of(face.kind)
    image, uvs = game_atlas(spec.game)
    return image, uvs[FaceKey(face.kind, spec.normalise(face.id), side)]
