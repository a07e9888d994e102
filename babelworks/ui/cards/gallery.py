"""Contact sheets of every face of a game, to look at the faces as a player would.

    python -m babelworks.ui.cards.gallery --game rise-of-babel --out /tmp/cards [--size 252] [--columns 10]

writes ``DIR/<game>.png``: each face at ``--size`` (its longer side) on a dark
table, grouped by kind, and prints any face whose text had to be elided.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

from babelworks.ui.cards.painter import GAMES, face_ids, face_size, face_text, paint

MARGIN = 12
TABLE = QColor("#2b3a33")


def contact_sheet(game: str, size: int, columns: int) -> tuple[QImage, list[str]]:
    """Every face of ``game`` in a grid; and the faces that elided text (with their words)."""
    keys = face_ids(game)
    cell_w = max(face_size(k.kind, k.id, size).width() for k in keys) + MARGIN
    cell_h = max(face_size(k.kind, k.id, size).height() for k in keys) + MARGIN
    rows = -(-len(keys) // columns)
    sheet = QImage(columns * cell_w + MARGIN, rows * cell_h + MARGIN, QImage.Format.Format_RGB32)
    sheet.fill(TABLE)
    painter = QPainter(sheet)
    problems = []
    for n, key in enumerate(keys):
        painted = paint(key.kind, key.id, size, key.face)
        x = MARGIN + (n % columns) * cell_w + (cell_w - MARGIN - painted.image.width()) / 2
        y = MARGIN + (n // columns) * cell_h + (cell_h - MARGIN - painted.image.height()) / 2
        painter.drawImage(QPointF(x, y), painted.image)
        if painted.elided:
            problems.append(f"{key.kind} {key.id} {key.face}: elided {painted.elided} (full: {face_text(key.kind, key.id)})")
    painter.end()
    return sheet, problems


def main(argv: list[str] | None = None) -> int:
    """Write a contact sheet PNG for the chosen game."""
    parser = argparse.ArgumentParser(description="Write a contact sheet of every card and tile face of a game.")
    parser.add_argument("--game", required=True, choices=GAMES, help="which game's faces")
    parser.add_argument("--out", required=True, type=Path, help="folder for <game>.png (created if missing)")
    parser.add_argument("--size", type=int, default=0, help="longer side of each face in pixels (default: standard)")
    parser.add_argument("--columns", type=int, default=10, help="faces per row")
    args = parser.parse_args(argv)
    if QGuiApplication.instance() is None:
        _app = QGuiApplication(sys.argv[:1])  # fonts need an application  # noqa: F841
    sheet, problems = contact_sheet(args.game, args.size or None, max(1, args.columns))
    args.out.mkdir(parents=True, exist_ok=True)
    target = args.out / f"{args.game}.png"
    if not sheet.save(str(target)):
        print(f"Could not write {target}.", file=sys.stderr)
        return 1
    print(f"{target}: {len(face_ids(args.game))} faces")
    for line in problems:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
