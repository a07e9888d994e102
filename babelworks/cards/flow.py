"""A line of printed symbols and words that wraps, shrinks and, as a last resort, elides.

A banner of a Rise of Babel card or an ability line of a plan tile is a list of
:class:`Token` s (a coin, a coloured chip, an icon, a word, a forced break).
:func:`flow` lays them out like text: the largest symbol size from ``max_px``
down to ``min_px`` whose lines fit the rectangle, else the tokens that fit at
``min_px`` followed by an ellipsis (recorded by the :class:`TextFit`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor

from babelworks.cards import icons, palette
from babelworks.cards.text import CONDENSED, FAMILY, TextFit, shrinking_sizes

LINE = 1.7  # a token line's height, in symbol sizes
GAP = 0.3  # space between tokens, in symbol sizes


@dataclass(frozen=True)
class Token:
    """One printed symbol: "coin", "chip", "icon", "word", "group" (``parts`` kept on one
    line, as "wood → +3") or "break"."""

    kind: str
    text: str = ""
    colour: QColor | None = None
    draw: Callable | None = None  # icon: draw(painter, rect)
    aspect: float = 1.0  # icon: width / height
    parts: tuple = ()  # group: its tokens


def group(*parts: Token) -> Token:
    """Tokens that never wrap apart."""
    return Token("group", parts=parts)


def word(text: str) -> Token:
    """Plain words between symbols."""
    return Token("word", text)


BREAK = Token("break")


def _width(fit: TextFit, token: Token, px: float) -> float:
    if token.kind == "group":
        return sum(_width(fit, part, px) for part in token.parts) + px * GAP * (len(token.parts) - 1)
    if token.kind == "coin":
        return px * 1.5
    if token.kind == "icon":
        return px * 1.5 * token.aspect
    chip = token.kind == "chip"
    metrics = fit.metrics(fit.font(px, bold=chip, family=CONDENSED if chip else FAMILY))
    pad = px * 0.6 if chip else 0.0
    return metrics.horizontalAdvance(token.text) + pad


def _lines(fit: TextFit, tokens: list[Token], px: float, width: float) -> list[list[tuple[Token, float]]]:
    lines: list[list[tuple[Token, float]]] = [[]]
    used = 0.0
    for token in tokens:
        if token.kind == "break":
            if lines[-1]:
                lines.append([])
                used = 0.0
            continue
        size = _width(fit, token, px)
        needed = size if not lines[-1] else used + px * GAP + size
        if lines[-1] and needed > width:
            lines.append([])
            needed = size
        lines[-1].append((token, size))
        used = needed
    return [line for line in lines if line]


def flow(fit: TextFit, rect: QRectF, tokens: list[Token], max_px: float, min_px: float, words: str) -> None:
    """Lay ``tokens`` out in ``rect``, centred; ``words`` is what an elision records."""
    for px in shrinking_sizes(max_px, min_px):
        lines = _lines(fit, tokens, px, rect.width())
        widest = max((_span(line, px) for line in lines), default=0)
        if len(lines) * px * LINE <= rect.height() and widest <= rect.width():
            _paint(fit, rect, lines, px)
            return
    px = min_px
    room = max(1, int(rect.height() // (px * LINE)))
    lines = _lines(fit, tokens, px, rect.width())[:room]
    fit.elided.append(words)
    lines = [_trim(fit, line, px, rect.width()) if _span(line, px) > rect.width() else line for line in lines]
    lines[-1] = _trim(fit, lines[-1], px, rect.width())
    _paint(fit, rect, lines, px)


def _span(line: list[tuple[Token, float]], px: float) -> float:
    return sum(s for _, s in line) + px * GAP * (len(line) - 1)


def _trim(
    fit: TextFit, line: list[tuple[Token, float]], px: float, width: float
) -> list[tuple[Token, float]]:
    """A line with tokens dropped from its end until an ellipsis fits after them."""
    ellipsis = word("…")
    size = _width(fit, ellipsis, px)
    while line and sum(s for _, s in line) + px * GAP * len(line) + size > width:
        line = line[:-1]
    return line + [(ellipsis, size)]


def _paint(fit: TextFit, rect: QRectF, lines: list[list[tuple[Token, float]]], px: float) -> None:
    pitch = px * LINE
    top = rect.top() + (rect.height() - pitch * len(lines)) / 2
    for n, line in enumerate(lines):
        total = sum(s for _, s in line) + px * GAP * (len(line) - 1)
        x = rect.left() + (rect.width() - total) / 2
        for token, size in line:
            _paint_token(fit, QRectF(x, top + n * pitch, size, pitch), token, px)
            x += size + px * GAP


def _paint_token(fit: TextFit, cell: QRectF, token: Token, px: float) -> None:
    middle = cell.center().y()
    if token.kind == "group":
        x = cell.left()
        for part in token.parts:
            size = _width(fit, part, px)
            _paint_token(fit, QRectF(x, cell.top(), size, cell.height()), part, px)
            x += size + px * GAP
    elif token.kind == "coin":
        icons.coin(
            fit,
            QRectF(cell.left(), middle - px * 0.75, px * 1.5, px * 1.5),
            token.text,
            token.colour or palette.GOLD,
        )
    elif token.kind == "chip":
        icons.chip(
            fit,
            QRectF(cell.left(), middle - px * 0.75, cell.width(), px * 1.5),
            token.text,
            token.colour or palette.EDGE,
            px,
        )
    elif token.kind == "icon" and token.draw is not None:
        token.draw(fit.painter, QRectF(cell.left(), middle - px * 0.75, cell.width(), px * 1.5))
    else:
        box = QRectF(cell.left() - 1, cell.top(), cell.width() + 2, cell.height())
        fit.draw(box, token.text, px, px, palette.INK, align=Qt.AlignmentFlag.AlignCenter)
