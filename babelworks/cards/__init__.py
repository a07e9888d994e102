"""The one card painter: every card and tile face of the three games, drawn with
QPainter from the games' content (see :mod:`.painter` for the kinds of face).

``paint_face(kind, id, size)`` paints a face, ``CardPainter`` caches them,
``face_ids(game)`` lists a game's faces, ``face_text(kind, id)`` gives a face's
full words, and ``atlas(game, cell_size)`` packs a game's faces into one
power-of-two texture. ``python -m babelworks.cards.gallery`` writes contact sheets.
"""

from babelworks.cards.atlas import atlas, face_texture, game_atlas
from babelworks.cards.painter import (
    GAMES,
    KINDS,
    CardPainter,
    FaceKey,
    face_ids,
    face_size,
    face_text,
    paint,
    paint_face,
)

__all__ = [
    "GAMES",
    "KINDS",
    "CardPainter",
    "FaceKey",
    "atlas",
    "face_ids",
    "face_texture",
    "game_atlas",
    "face_size",
    "face_text",
    "paint",
    "paint_face",
]
