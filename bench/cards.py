"""Figures for the card painter: paint time per face and atlas size and time, per game.

QT_QPA_PLATFORM=offscreen python -m bench.cards [--cells 128 256]
"""

from __future__ import annotations

import argparse
import sys
import time

from PySide6.QtGui import QGuiApplication

from babelworks.cards.atlas import atlas
from babelworks.cards.painter import GAMES, face_ids, paint


def measure(game: str, cells: list[int]) -> list[str]:
    """One line per atlas cell size: faces, paint time per face, atlas size, time, area used."""
    keys = face_ids(game)
    start = time.perf_counter()
    for key in keys:
        paint(key.kind, key.id, None, key.face)
    per_face = (time.perf_counter() - start) / len(keys) * 1000
    lines = []
    for cell in cells:
        start = time.perf_counter()
        image, uvs = atlas(game, cell)
        took = time.perf_counter() - start
        used = sum(w * h for _, _, w, h in uvs.values())
        lines.append(
            f"{game}: {len(keys)} faces, {per_face:.1f} ms a face at the standard size; atlas at "
            f"cell {cell}: {image.width()}x{image.height()} in {took:.2f} s, {used:.0%} of it used"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    """Print the figures for every game."""
    parser = argparse.ArgumentParser(description="Time the card painter and its atlases.")
    parser.add_argument("--cells", type=int, nargs="+", default=[128, 256], help="atlas cell sizes to build")
    args = parser.parse_args(argv)
    if QGuiApplication.instance() is None:
        _app = QGuiApplication(sys.argv[:1])  # fonts need an application  # noqa: F841
    for game in GAMES:
        for line in measure(game, args.cells):
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
