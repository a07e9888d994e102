"""Rise of Babel tiles and tower levels, painted from the content and the tiles' scene colours.

Resource tiles show their resource's colour and pictogram; a dual tile is split
on the diagonal, a multi tile in four quarters, a wild tile is gold with a star,
a confusion tile purple with a cross. Bonus tiles are the paler printed colours.
A tower level is its grid of spaces with what is printed on each.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPen, QPolygonF

from babelworks.cards import icons, palette
from babelworks.cards.text import TextFit
from babelworks.core import words
from babelworks.core.words import content_words, listed
from babelworks.games.rise_of_babel.content import content
from babelworks.games.rise_of_babel.describe import tile_words as kind_words
from babelworks.i18n import shown, translate
from babelworks.scene.rise_of_babel_player import UPGRADE_WORDS


def tile_kinds() -> list[str]:
    """Every kind of resource tile ("wood", ..., "wood/stone", ..., "multi", "wild", "confusion")."""
    kinds: list[str] = []
    for tile in content().tiles.values():
        if tile.kind not in kinds:
            kinds.append(tile.kind)
    return kinds


def _resources(kind: str) -> tuple:
    return next(tile.resources for tile in content().tiles.values() if tile.kind == kind)


def tile_words(kind: str) -> str:
    """A tile kind in words."""
    resources = _resources(kind)
    if kind == "wild":
        return translate("Rise of Babel tiles", "Wild tile: counts as any resource")
    if kind == "confusion":
        return translate("Rise of Babel tiles", "Confusion tile: costs points next to your tiles")
    if len(resources) == 1:
        return shown(RESOURCE_TILES[kind])
    if len(resources) == 2:
        return translate("Rise of Babel tiles", "Dual tile: {first} or {second}").format(
            first=kind_words(resources[0]), second=kind_words(resources[1])
        )
    return translate("Rise of Babel tiles", "Multi tile: any of {resources}").format(
        resources=listed([kind_words(r) for r in resources])
    )


#: A single-resource tile by its resource.
RESOURCE_TILES = {
    "wood": words.translate("Rise of Babel tiles", "Wood tile"),
    "stone": words.translate("Rise of Babel tiles", "Stone tile"),
    "brick": words.translate("Rise of Babel tiles", "Brick tile"),
    "tar": words.translate("Rise of Babel tiles", "Tar tile"),
}


def paint_tile(fit: TextFit, rect: QRectF, kind: str) -> None:
    """A resource, dual, multi, wild or confusion tile face."""
    painter = fit.painter
    if kind in ("wild", "confusion"):
        fill = palette.WILD if kind == "wild" else palette.CONFUSION
        icons.frame(painter, rect, fill, radius=0.1)
        icons.pictogram(painter, _middle(rect, 0.5), kind, palette.ink_on(fill))
        return
    resources = _resources(kind)
    if len(resources) == 1:
        icons.resource(painter, rect, kind)
        return
    icons.frame(painter, rect, palette.CARD_STOCK, radius=0.1)
    parts = _halves(rect) if len(resources) == 2 else _quarters(rect)
    painter.save()
    for resource, (shape, centre) in zip(resources, parts):
        fill = palette.RESOURCE[resource]
        painter.setPen(QPen(palette.EDGE, max(0.8, rect.height() * 0.02)))
        painter.setBrush(fill)
        painter.drawPath(shape)
        side = rect.height() * (0.3 if len(resources) == 2 else 0.26)
        icons.pictogram(
            painter,
            QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side),
            resource,
            palette.ink_on(fill),
        )
    painter.restore()


def _middle(rect: QRectF, share: float) -> QRectF:
    side = min(rect.width(), rect.height()) * share
    return QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)


def _halves(rect: QRectF) -> list[tuple[QPainterPath, QPointF]]:
    """The two triangles of a dual tile, split from top right to bottom left."""
    a = QPolygonF([rect.topLeft(), rect.topRight(), rect.bottomLeft()])
    b = QPolygonF([rect.topRight(), rect.bottomRight(), rect.bottomLeft()])
    w, h = rect.width(), rect.height()
    centres = [
        QPointF(rect.left() + w * 0.3, rect.top() + h * 0.3),
        QPointF(rect.left() + w * 0.7, rect.top() + h * 0.7),
    ]
    return [(_path(a), centres[0]), (_path(b), centres[1])]


def _quarters(rect: QRectF) -> list[tuple[QPainterPath, QPointF]]:
    w, h = rect.width() / 2, rect.height() / 2
    parts = []
    for dx, dy in ((0, 0), (1, 0), (0, 1), (1, 1)):
        square = QRectF(rect.left() + dx * w, rect.top() + dy * h, w, h)
        path = QPainterPath()
        path.addRect(square)
        parts.append((path, square.center()))
    return parts


def _path(polygon: QPolygonF) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(polygon)
    path.closeSubpath()
    return path


def bonus_kinds() -> list[str]:
    """What bonus tiles show: each resource and the stalls-to-camp icon."""
    kinds: list[str] = []
    for printed in content().bonus_tiles.values():
        if printed not in kinds:
            kinds.append(printed)
    return kinds


def bonus_words(kind: str) -> str:
    """A bonus tile in words."""
    if kind == "camp":
        return translate("Rise of Babel tiles", "Bonus tile: stalls to camp")
    return translate("Rise of Babel tiles", "Bonus tile: {printed}").format(printed=kind_words(kind))


def paint_bonus(fit: TextFit, rect: QRectF, kind: str) -> None:
    """A bonus tile: a round token in the printed colour with its pictogram and a plus."""
    painter = fit.painter
    fill = palette.PRINTED[kind]
    painter.setPen(QPen(palette.EDGE, max(1.0, rect.height() * 0.03)))
    painter.setBrush(fill)
    painter.drawEllipse(rect.adjusted(1, 1, -1, -1))
    ink = palette.ink_on(fill)
    icons.pictogram(painter, _middle(rect, 0.42), kind, ink)
    plus = QRectF(
        rect.right() - rect.width() * 0.4,
        rect.top() + rect.height() * 0.14,
        rect.width() * 0.22,
        rect.height() * 0.22,
    )
    fit.draw(plus, "+", plus.height(), plus.height() * 0.5, ink, bold=True)


#: The word printed on each upgrade icon of a player board (its full words: the scene's).
UPGRADE_LABELS = {
    "dual": words.translate("Rise of Babel tiles", "Dual"),
    "cart": words.translate("Rise of Babel tiles", "Cart"),
    "draw_advance": words.translate("Rise of Babel tiles", "Draw +2"),
    "skip_space": words.translate("Rise of Babel tiles", "Skip"),
    "gold_token": words.translate("Rise of Babel tiles", "Gold"),
    "free_card": words.translate("Rise of Babel tiles", "Free card"),
    "multi": words.translate("Rise of Babel tiles", "Multi"),
}


def upgrade_kinds() -> list[str]:
    """Every upgrade icon printed on the players' upgrade tracks."""
    return list(UPGRADE_LABELS)


def upgrade_words(kind: str) -> str:
    """An upgrade icon in the rulebook's words."""
    return translate("Rise of Babel tiles", "Upgrade: {upgrade}").format(upgrade=UPGRADE_WORDS[kind])


def paint_upgrade(fit: TextFit, rect: QRectF, kind: str) -> None:
    """An upgrade icon: a square in its colour with its word, large enough to read at a glance."""
    fill = palette.UPGRADE[kind]
    icons.frame(fit.painter, rect, fill, radius=0.12)
    words = rect.adjusted(
        rect.width() * 0.06, rect.height() * 0.1, -rect.width() * 0.06, -rect.height() * 0.1
    )
    fit.draw(
        words,
        shown(UPGRADE_LABELS[kind]),
        rect.height() * 0.34,
        rect.height() * 0.14,
        palette.ink_on(fill),
        bold=True,
    )


def level_names() -> list[str]:
    """Major tower levels I-III, then the twelve minor levels."""
    return list(content().majors) + list(content().minors)


def _level(name: str):
    return content().majors.get(name) or content().minors[name]


def level_words(name: str) -> str:
    """A tower level in words."""
    level = _level(name)
    major = name in content().majors
    printed = [_printed_words(p) for p in sorted({p for p in level.spaces.values() if p})]
    if major:
        title = translate("Rise of Babel tiles", "Major tower level {level}").format(level=name)
    else:
        title = translate("Rise of Babel tiles", "Minor tower level: {level}").format(
            level=content_words(name)
        )
    return translate("Rise of Babel tiles", "{level}, {count} spaces; printed: {printed}").format(
        level=title,
        count=len(level.spaces),
        printed=listed(printed) if printed else translate("Rise of Babel tiles", "nothing"),
    )


def _printed_words(printed: str) -> str:
    """What a tower space shows: a resource, or the stalls-to-camp icon ("camp")."""
    return translate("Rise of Babel tiles", "camp") if printed == "camp" else kind_words(printed)


def level_aspect(name: str) -> float:
    """Width over height of a tower level's face (its grid plus a title band)."""
    level = _level(name)
    return level.cols / (level.rows + 0.6)


def paint_level(fit: TextFit, rect: QRectF, name: str) -> None:
    """A tower level: its title, then each space with its print (resource, camp or empty)."""
    level = _level(name)
    icons.frame(fit.painter, rect, palette.linear((0.78, 0.68, 0.50, 1.0)), radius=0.04)
    pitch = min(rect.width() / level.cols, rect.height() / (level.rows + 0.6))
    title = QRectF(rect.left(), rect.top(), rect.width(), pitch * 0.6)
    if name in content().majors:
        label = translate("Rise of Babel tiles", "Major level {level}").format(level=name)
    else:
        label = shown(content_words(name))
    largest = min(pitch * 0.4, max(rect.width(), rect.height()) * 0.06)  # alike on big and small levels
    fit.draw(
        title.adjusted(pitch * 0.1, 0, -pitch * 0.1, 0),
        label,
        largest,
        min(largest * 0.6, 6.0),
        palette.INK,
        bold=True,
    )
    left = rect.left() + (rect.width() - pitch * level.cols) / 2
    for (row, col), printed in level.spaces.items():
        space = QRectF(left + col * pitch, title.bottom() + row * pitch, pitch, pitch)
        space = space.adjusted(pitch * 0.06, pitch * 0.06, -pitch * 0.06, -pitch * 0.06)
        if printed:
            icons.resource(fit.painter, space, printed, palette.PRINTED[printed])
        else:
            icons.frame(fit.painter, space, palette.PRINTED[""], radius=0.15)
