"""The print on a lit map space: what placing the plan in hand there costs, and its bonus.

A lit space is a green tile the table lays on each space the engine lets the plan
go on (:mod:`babelworks.ui.rolling_heights.map_drop`). Its face is the tile's green
with the total cost in cubes, big, and a gold "+N VP" chip when the space's
printed bonus applies to the plan. Faces are named ``"<cost>"`` or
``"<cost>+<vp>"`` ("3", "3+2"); the engine's answers give both numbers, and a
cost above :data:`HIGHEST_COST` is left unprinted (the tile's name still says it).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF

from babelworks.cards import icons, palette
from babelworks.cards.text import TextFit
from babelworks.games.rolling_heights.content import content
from babelworks.i18n import translate
from babelworks.scene import rolling_heights_layout as layout

#: The dearest placement printed. Costs are bounded by the cubes a player holds; in 8
#: random 2-4-player games no listed space cost more than 5.
HIGHEST_COST = 15


@cache  # asked for every lit space on every redraw; the boards' content never changes
def _bonuses() -> tuple[int, ...]:
    """Every VP bonus a board space prints, from the boards' content."""
    sides = (board[side] for board in content().boards for side in ("A", "B"))
    return tuple(sorted({bonus["vp"] for side in sides for bonus in side["bonuses"]}))


def lit_ids() -> list[str]:
    """Every face: each cost, alone and with each printed bonus."""
    return [
        f"{cost}{suffix}"
        for cost in range(HIGHEST_COST + 1)
        for suffix in ["", *(f"+{vp}" for vp in _bonuses())]
    ]


def lit_id(cost: int, bonus: int) -> str | None:
    """The face for a space costing ``cost`` with ``bonus`` VP, or None when none is printed."""
    if not 0 <= cost <= HIGHEST_COST or (bonus and bonus not in _bonuses()):
        return None
    return f"{cost}+{bonus}" if bonus else str(cost)


def _numbers(face: str) -> tuple[int, int]:
    cost, _, bonus = face.partition("+")
    return int(cost), int(bonus or 0)


def _cubes(cost: int) -> str:
    return (
        translate("Rolling Heights tiles", "cube")
        if cost == 1
        else translate("Rolling Heights tiles", "cubes")
    )


def placement_words(cost: int, bonus: int) -> str:
    """What placing there costs and scores, in words: "3 cubes in all, +2 VP bonus"."""
    if cost == 1:
        words = translate("Rolling Heights tiles", "{cost} cube in all").format(cost=cost)
    else:
        words = translate("Rolling Heights tiles", "{cost} cubes in all").format(cost=cost)
    return (
        translate("Rolling Heights tiles", "{cost}, +{bonus} VP bonus").format(cost=words, bonus=bonus)
        if bonus
        else words
    )


def lit_words(face: str) -> str:
    """A lit space's print in words."""
    return translate("Rolling Heights tiles", "Place the plan here: {placement}").format(
        placement=placement_words(*_numbers(face))
    )


def paint_lit(fit: TextFit, rect: QRectF, face: str) -> None:
    """The cost, big in the middle, "cubes" under it, and the bonus chip along the top."""
    cost, bonus = _numbers(face)
    side = min(rect.width(), rect.height())
    lit = palette.linear(layout.LIT_RGBA)
    icons.frame(fit.painter, rect, lit, edge=lit.darker(160))
    number = QRectF(rect.left(), rect.top() + side * 0.2, rect.width(), side * 0.5)
    fit.draw(number, str(cost), side * 0.5, side * 0.3, palette.INK, bold=True)
    word = QRectF(rect.left(), rect.top() + side * 0.68, rect.width(), side * 0.2)
    fit.draw(word, _cubes(cost), side * 0.17, side * 0.1, palette.INK)
    if bonus:
        chip = QRectF(rect.left() + side * 0.12, rect.top() + side * 0.03, side * 0.76, side * 0.2)
        icons.chip(
            fit,
            chip,
            translate("Rolling Heights tiles", "+{count} VP").format(count=bonus),
            palette.GOLD,
            side * 0.16,
        )
