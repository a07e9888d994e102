"""Contact sheets of every face of a game, to look at the faces as a player would.

    python -m babelworks.cards.gallery --game rise-of-babel --out /tmp/cards [--size 252] [--columns 10]
        [--colours 256]

writes ``DIR/<game>.png``: each face at ``--size`` (its longer side) on a dark
table, grouped by kind, and prints any face whose text had to be elided.
``--colours`` stores the sheet with a palette of that many colours (the faces'
flat colours survive it; the docs' sheets use it to stay small).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

from babelworks.cards.painter import GAMES, face_ids, face_size, paint

MARGIN = 12
TABLE = QColor("#2b3a33")


def contact_sheet(game: str, size: int | None, columns: int) -> tuple[QImage, list[str]]:
    """Every face of ``game`` in a grid, each kind starting a new row; and the faces
    that elided text (with their full words)."""
    keys = face_ids(game)
    kinds = list(dict.fromkeys(key.kind for key in keys))
    blocks = [[key for key in keys if key.kind == kind] for kind in kinds]
    cells = [_cell(block, size) for block in blocks]
    width = max(columns * w for w, _ in cells) + MARGIN
    height = sum(-(-len(block) // columns) * h for block, (_, h) in zip(blocks, cells)) + MARGIN
    sheet = QImage(width, height, QImage.Format.Format_RGB32)
    sheet.fill(TABLE)
    painter = QPainter(sheet)
    problems: list[str] = []
    top = MARGIN
    for block, (cell_w, cell_h) in zip(blocks, cells):
        for n, key in enumerate(block):
            painted = paint(key.kind, key.id, size, key.face)
            x = MARGIN + (n % columns) * cell_w + (cell_w - MARGIN - painted.image.width()) / 2
            y = top + (n // columns) * cell_h + (cell_h - MARGIN - painted.image.height()) / 2
            painter.drawImage(QPointF(x, y), painted.image)
            if painted.elided:
                problems.append(
                    f"{key.kind} {key.id} {key.face}: elided {painted.elided}"  # not shown: a developer's tool
                )
        top += -(-len(block) // columns) * cell_h
    painter.end()
    return sheet, problems


def _cell(block: list, size: int | None) -> tuple[int, int]:
    """The grid cell of a kind: its largest face and a margin."""
    sizes = [face_size(key.kind, key.id, size) for key in block]
    return max(s.width() for s in sizes) + MARGIN, max(s.height() for s in sizes) + MARGIN


def with_palette(image: QImage, colours: int) -> QImage:
    """``image`` as an indexed image of its ``colours`` most common colours (5 bits a
    channel), each pixel mapped to the nearest of them."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB32)
    raw = np.frombuffer(rgb.constBits(), np.uint8).reshape(rgb.height(), rgb.bytesPerLine())
    pixels = raw[:, : rgb.width() * 4].reshape(rgb.height(), rgb.width(), 4)[:, :, :3].astype(np.int32)
    bins = (pixels[:, :, 2] >> 3) << 10 | (pixels[:, :, 1] >> 3) << 5 | (pixels[:, :, 0] >> 3)
    counts = np.bincount(bins.ravel(), minlength=32768)
    chosen = np.argsort(counts)[::-1][:colours]
    chosen = chosen[counts[chosen] > 0]
    centres = np.stack([(chosen >> 10) & 31, (chosen >> 5) & 31, chosen & 31], 1) * 8 + 4
    every = (
        np.stack([(np.arange(32768) >> 10) & 31, (np.arange(32768) >> 5) & 31, np.arange(32768) & 31], 1) * 8
        + 4
    )
    nearest = np.argmin(((every[:, None, :] - centres[None, :, :]) ** 2).sum(2), 1).astype(np.uint8)
    indexed = QImage(rgb.width(), rgb.height(), QImage.Format.Format_Indexed8)
    indexed.setColorTable([0xFF000000 | int(r) << 16 | int(g) << 8 | int(b) for r, g, b in centres])
    out = np.frombuffer(indexed.bits(), np.uint8).reshape(indexed.height(), indexed.bytesPerLine())
    out[:, : rgb.width()] = nearest[bins]
    return indexed


def main(argv: list[str] | None = None) -> int:
    """Write a contact sheet PNG for the chosen game."""
    parser = argparse.ArgumentParser(
        description="Write a contact sheet of every card and tile face of a game."  # not shown: a developer's tool
    )
    parser.add_argument(
        "--game",
        required=True,
        choices=GAMES,
        help="which game's faces",  # not shown: a developer's tool
    )
    parser.add_argument(
        "--out",
        required=True,
        type=Path,
        help="folder for <game>.png (created if missing)",  # not shown: a developer's tool
    )
    parser.add_argument(
        "--size",
        type=int,
        default=0,
        help="longer side of each face in pixels (default: standard)",  # not shown: a developer's tool
    )
    parser.add_argument(
        "--columns",
        type=int,
        default=10,
        help="faces per row",  # not shown: a developer's tool
    )
    parser.add_argument(
        "--colours",
        type=int,
        default=0,
        help="store with a palette of this many colours (2-256)",  # not shown: a developer's tool
    )
    args = parser.parse_args(argv)
    if QGuiApplication.instance() is None:
        _app = QGuiApplication(sys.argv[:1])  # fonts need an application  # noqa: F841
    sheet, problems = contact_sheet(args.game, args.size or None, max(1, args.columns))
    if 2 <= args.colours <= 256:
        sheet = with_palette(sheet, args.colours)
    args.out.mkdir(parents=True, exist_ok=True)
    target = args.out / f"{args.game}.png"
    if not sheet.save(str(target)):
        print(f"Could not write {target}.", file=sys.stderr)  # not shown: a developer's tool
        return 1
    print(f"{target}: {len(face_ids(args.game))} faces")  # not shown: a developer's tool
    for line in problems:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
