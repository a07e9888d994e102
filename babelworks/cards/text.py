"""Text that never overflows a face: shrink the font to a minimum, then wrap, then elide.

Every face painter draws its words through one :class:`TextFit`, which measures
with the painter's own device (so what is measured is what is drawn) and keeps
a list of the texts it had to elide; the full text of a face is always
available from :func:`babelworks.cards.face_text` for tooltips.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from babelworks.i18n import shown

FAMILY = "DejaVu Sans"  # not shown: a font family
CONDENSED = "DejaVu Sans Condensed"  # not shown: a font family; step chips: long words in narrow banners
LINE_SPACING = 1.12  # line pitch as a multiple of the font's height: tight, as print is


class TextFit:
    """Fits and draws text in rectangles on one painter; records every elision."""

    def __init__(self, painter: QPainter) -> None:
        self.painter = painter
        self.elided: list[str] = []

    def font(self, px: float, bold: bool = False, family: str = FAMILY) -> QFont:
        """The faces' font at ``px`` pixels."""
        font = QFont(family)
        font.setPixelSize(max(1, round(px)))
        font.setBold(bold)
        return font

    def metrics(self, font: QFont) -> QFontMetricsF:
        """Metrics of ``font`` on the painter's device."""
        return QFontMetricsF(font, self.painter.device())

    def draw(
        self,
        rect: QRectF,
        text: str,
        max_px: float,
        min_px: float,
        colour: QColor | str,
        bold: bool = False,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
        one_line_min: float | None = None,
        family: str = FAMILY,
    ) -> float:
        """Draw ``text`` inside ``rect``: one line at the largest size from ``max_px``
        down to ``one_line_min`` (default ``min_px``) that fits, else wrapped lines from
        ``max_px`` down to ``min_px``, else wrapped at ``min_px`` with the last line
        elided (and the text recorded in :attr:`elided`). Running text passes a high
        ``one_line_min`` so that it wraps before it gets small.

        Returns:
            The pixel size used.
        """
        lines, px = self.layout(rect, text, max_px, min_px, bold, one_line_min, family)
        self._paint_lines(rect, lines, self.font(px, bold, family), QColor(colour), align)
        return px

    def layout(
        self,
        rect: QRectF,
        text: str,
        max_px: float,
        min_px: float,
        bold: bool = False,
        one_line_min: float | None = None,
        family: str = FAMILY,
    ) -> tuple[list[str], float]:
        """The lines and pixel size :meth:`draw` would use (elisions recorded); a line from the
        rules or a content file (a Phrase) is laid out in the player's language."""
        text = shown(text)
        sizes = shrinking_sizes(max_px, min_px)
        if "\n" not in text:
            for px in sizes:
                if one_line_min is not None and px < one_line_min:
                    break
                metrics = self.metrics(self.font(px, bold, family))
                if metrics.horizontalAdvance(text) <= rect.width() and _height(metrics, 1) <= rect.height():
                    return [text], px
        for px in sizes:
            metrics = self.metrics(self.font(px, bold, family))
            lines = wrap(metrics, text, rect.width())
            if lines is not None and _height(metrics, len(lines)) <= rect.height():
                return lines, px
        return self._elide(rect, text, min_px, bold, family), min_px

    def _elide(self, rect: QRectF, text: str, px: float, bold: bool, family: str) -> list[str]:
        self.elided.append(text)
        metrics = self.metrics(self.font(px, bold, family))
        room = max(1, int((rect.height() - metrics.height()) // (metrics.height() * LINE_SPACING)) + 1)
        lines = wrap(metrics, text, rect.width(), breaking=True) or [text]
        kept = lines[:room]
        rest = " ".join(lines[room - 1 :])
        kept[-1] = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, rect.width())
        return kept

    def _paint_lines(
        self, rect: QRectF, lines: list[str], font: QFont, colour: QColor, align: Qt.AlignmentFlag
    ) -> None:
        metrics = self.metrics(font)
        pitch = metrics.height() * LINE_SPACING
        total = _height(metrics, len(lines))
        top = rect.top()
        if align & Qt.AlignmentFlag.AlignVCenter:
            top += (rect.height() - total) / 2
        elif align & Qt.AlignmentFlag.AlignBottom:
            top += rect.height() - total
        self.painter.setFont(font)
        self.painter.setPen(colour)
        for n, line in enumerate(lines):
            width = metrics.horizontalAdvance(line)
            x = rect.left()
            if align & Qt.AlignmentFlag.AlignHCenter:
                x += (rect.width() - width) / 2
            elif align & Qt.AlignmentFlag.AlignRight:
                x += rect.width() - width
            self.painter.drawText(QPointF(x, top + n * pitch + metrics.ascent()), line)


def shrinking_sizes(max_px: float, min_px: float) -> list[float]:
    """Pixel sizes from ``max_px`` down to ``min_px`` in steps of about 6%."""
    sizes, px = [], max_px
    while px > min_px:
        sizes.append(px)
        px = min(px - 0.5, px * 0.94)
    return sizes + [min_px]


def _height(metrics: QFontMetricsF, lines: int) -> float:
    return metrics.height() * (1 + LINE_SPACING * (lines - 1))


def wrap(metrics: QFontMetricsF, text: str, width: float, breaking: bool = False) -> list[str] | None:
    """``text`` broken into lines no wider than ``width`` at word boundaries (and at
    its newlines); None when one word alone is too wide, unless ``breaking``, which
    then cuts that word."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}" if line else word
            if metrics.horizontalAdvance(trial) <= width:
                line = trial
                continue
            if line:
                lines.append(line)
            if metrics.horizontalAdvance(word) > width:
                if not breaking:
                    return None
                word = metrics.elidedText(word, Qt.TextElideMode.ElideRight, width)
            line = word
        lines.append(line)
    return lines
