"""The one card painter: every card and tile face of the three games, from their content.

A face is named by a :class:`FaceKey` (kind, id, face). The kinds::

    rise-of-babel    rb_card (by design key; card ids map to it), rb_tile, rb_bonus, rb_upgrade, rb_level,
                     rb_board ("main": the main board)
    rolling-heights  rh_plan, rh_ad, rh_target, rh_board ("riverside/A": a neighbourhood board's side),
                     rh_lit (a lit map space's cost and bonus: "3", "3+2")
    skyscrapers      sky_card (faces "front" and "back")

:func:`paint_face` draws one face into a transparent :class:`QImage`;
:class:`CardPainter` caches them; :func:`face_ids` lists every face of a game
(for texture atlases); :func:`face_text` gives a face's full words (tooltips).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter

from babelworks.cards import rise_of_babel as rb
from babelworks.cards import rise_of_babel_tiles as rb_tiles
from babelworks.cards import rolling_heights as rh
from babelworks.cards import rolling_heights_boards as rh_boards
from babelworks.cards import rolling_heights_lit as rh_lit
from babelworks.cards import skyscrapers as sky
from babelworks.cards import table_boards as boards
from babelworks.cards.text import TextFit

GAMES = ("rise-of-babel", "rolling-heights", "skyscrapers")


class FaceKey(NamedTuple):
    """One printed face: its kind, the id of what it is printed on, and which side."""

    kind: str
    id: str
    face: str = "front"


@dataclass(frozen=True)
class Kind:
    """How to list, paint and word one kind of face."""

    game: str
    ids: Callable[[], list[str]]
    paint: Callable[[TextFit, QRectF, str, str], None]  # (fit, rect, id, face)
    words: Callable[[str], str]
    long_side: int  # the standard size's longer side, pixels
    aspect: Callable[[str], float]  # width / height of the printed face
    faces: tuple[str, ...] = ("front",)
    normalise: Callable[[str], str] = str  # e.g. a Rise of Babel card id to its design
    atlas_side: int = 0  # the longer side it needs in a texture atlas (0: the atlas's cell size)


def _fixed(ratio: float) -> Callable[[str], float]:
    return lambda _id: ratio


KINDS: dict[str, Kind] = {
    "rb_card": Kind(
        "rise-of-babel",
        lambda: list(rb.designs()),
        lambda f, r, i, _: rb.paint_card(f, r, i),
        rb.card_words,
        252,
        _fixed(rb.CARD_ASPECT),
        normalise=rb.design_of,
    ),
    "rb_tile": Kind(
        "rise-of-babel",
        rb_tiles.tile_kinds,
        lambda f, r, i, _: rb_tiles.paint_tile(f, r, i),
        rb_tiles.tile_words,
        96,
        _fixed(1.0),
    ),
    "rb_bonus": Kind(
        "rise-of-babel",
        rb_tiles.bonus_kinds,
        lambda f, r, i, _: rb_tiles.paint_bonus(f, r, i),
        rb_tiles.bonus_words,
        96,
        _fixed(1.0),
    ),
    "rb_upgrade": Kind(
        "rise-of-babel",
        rb_tiles.upgrade_kinds,
        lambda f, r, i, _: rb_tiles.paint_upgrade(f, r, i),
        rb_tiles.upgrade_words,
        96,
        _fixed(1.0),
    ),
    "rb_level": Kind(
        "rise-of-babel",
        rb_tiles.level_names,
        lambda f, r, i, _: rb_tiles.paint_level(f, r, i),
        rb_tiles.level_words,
        256,
        rb_tiles.level_aspect,
    ),
    "rb_board": Kind(
        "rise-of-babel",
        boards.rb_board_ids,
        lambda f, r, i, _: boards.paint_rb_board(f, r, i),
        boards.rb_board_words,
        256,
        boards.rb_board_aspect,
    ),
    "rh_plan": Kind(
        "rolling-heights",
        lambda: list(rh.content().plans),
        lambda f, r, i, _: rh.paint_plan(f, r, i),
        rh.plan_words,
        256,
        _fixed(4 / 3),
    ),
    "rh_ad": Kind(
        "rolling-heights",
        lambda: list(rh.content().ads),
        lambda f, r, i, _: rh.paint_objective(f, r, "ad", i),
        lambda i: rh.objective_words("ad", i),
        256,
        _fixed(2.0),
    ),
    "rh_target": Kind(
        "rolling-heights",
        lambda: list(rh.content().targets),
        lambda f, r, i, _: rh.paint_objective(f, r, "target", i),
        lambda i: rh.objective_words("target", i),
        192,
        _fixed(1.0),
    ),
    "rh_board": Kind(
        "rolling-heights",
        rh_boards.board_faces,
        lambda f, r, i, _: rh_boards.paint_board(f, r, i),
        rh_boards.board_words,
        256,
        _fixed(1.0),
    ),
    "rh_lit": Kind(
        "rolling-heights",
        rh_lit.lit_ids,
        lambda f, r, i, _: rh_lit.paint_lit(f, r, i),
        rh_lit.lit_words,
        96,
        _fixed(1.0),
        atlas_side=96,  # one number and a chip: 96 pixels are sharp on a space a few cm wide
    ),
    "sky_card": Kind(
        "skyscrapers", sky.card_ids, sky.paint_card, sky.card_words, 256, _fixed(2.0), faces=sky.FACES
    ),
}


class Painted(NamedTuple):
    """A painted face and the texts it had to elide (none, normally)."""

    image: QImage
    elided: tuple[str, ...]


def kind_of(kind: str) -> Kind:
    """The :class:`Kind` named ``kind``; a clear error for an unknown one."""
    if kind not in KINDS:
        raise KeyError(f"no card painter for {kind!r}; known kinds: {', '.join(KINDS)}")  # not shown
    return KINDS[kind]


def face_ids(game: str) -> list[FaceKey]:
    """Every distinct face of a game, in a stable order."""
    if game not in GAMES:
        raise KeyError(f"unknown game {game!r}; known games: {', '.join(GAMES)}")  # not shown
    return [
        FaceKey(name, face_id, face)
        for name, kind in KINDS.items()
        if kind.game == game
        for face_id in kind.ids()
        for face in kind.faces
    ]


def face_text(kind: str, face_id: str) -> str:
    """The full words of a face (for tooltips, and whenever a face had to elide)."""
    spec = kind_of(kind)
    return spec.words(spec.normalise(face_id))


def face_size(kind: str, face_id: str, size: int | QSize | None = None) -> QSize:
    """The pixel size of a face: ``size`` as given (a QSize), or the face's own
    shape with ``size`` (default: the standard size) as its longer side."""
    if isinstance(size, QSize):
        return size
    spec = kind_of(kind)
    long_side = size or spec.long_side
    aspect = spec.aspect(spec.normalise(face_id))
    if aspect >= 1:
        return QSize(long_side, max(1, round(long_side / aspect)))
    return QSize(max(1, round(long_side * aspect)), long_side)


def paint(kind: str, face_id: str, size: int | QSize | None = None, face: str = "front") -> Painted:
    """Paint one face into a new transparent image; report what had to be elided."""
    spec = kind_of(kind)
    if face not in spec.faces:
        raise KeyError(f"{kind} has faces {spec.faces}, not {face!r}")  # not shown
    pixels = face_size(kind, face_id, size)
    image = QImage(pixels, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    fit = TextFit(painter)
    try:
        spec.paint(
            fit, QRectF(0.5, 0.5, pixels.width() - 1, pixels.height() - 1), spec.normalise(face_id), face
        )
    finally:
        painter.end()
    return Painted(image, tuple(fit.elided))


def paint_face(kind: str, face_id: str, size: int | QSize | None = None, face: str = "front") -> QImage:
    """One face as a transparent image (see :func:`face_size` for ``size``)."""
    return paint(kind, face_id, size, face).image


class CardPainter:
    """Painted faces cached by (kind, design, size, face): the panels' and atlases' source."""

    def __init__(self, limit: int = 512) -> None:
        self.limit = limit
        self._cache: dict[tuple, Painted] = {}

    def painted(
        self, kind: str, face_id: str, size: int | QSize | None = None, face: str = "front"
    ) -> Painted:
        """The face and its elisions, painted once per key."""
        pixels = face_size(kind, face_id, size)
        key = (kind, kind_of(kind).normalise(face_id), pixels.width(), pixels.height(), face)
        if key not in self._cache:
            if len(self._cache) >= self.limit:
                self._cache.pop(next(iter(self._cache)))
            self._cache[key] = paint(kind, face_id, pixels, face)
        return self._cache[key]

    def face(self, kind: str, face_id: str, size: int | QSize | None = None, face: str = "front") -> QImage:
        """The face as an image."""
        return self.painted(kind, face_id, size, face).image
