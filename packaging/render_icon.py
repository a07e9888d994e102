"""Render the babelworks SVG icon to the PNG sizes the desktop wants.

Run from the repository root: ``python packaging/render_icon.py``. Uses Qt's SVG
renderer (PySide6 is a dependency already) so no other tool is needed.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

HICOLOR = Path(__file__).resolve().parent / "linux" / "share" / "icons" / "hicolor"
ICON_NAME = "org.babelworks.Babelworks"
SVG = HICOLOR / "scalable" / "apps" / f"{ICON_NAME}.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: The running app's window icon, every size (the window manager picks the nearest).
APP_ICONS = Path(__file__).resolve().parents[1] / "assets" / "icons"
#: The Windows executable's icon (Qt writes .ico through its imageformats plugin).
WINDOWS_ICON = Path(__file__).resolve().parent / "babelworks.ico"


def render_png(svg_path: Path, png_path: Path, size: int) -> None:
    """Render ``svg_path`` to a square ``size`` px PNG with a transparent background.

    Args:
        svg_path: the SVG to draw.
        png_path: where the PNG goes (overwritten).
        size: width and height in pixels.
    """
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg_path))
    if not renderer.isValid():
        raise SystemExit(f"{svg_path}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    if not image.save(str(png_path), png_path.suffix[1:].upper()):  # PNG, or ICO for Windows
        raise SystemExit(f"{png_path}: could not write")


def png_path(size: int) -> Path:
    """Where the ``size`` px PNG of the app icon lives in the hicolor theme tree."""
    return HICOLOR / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"


def main() -> int:
    """Render every PNG size of the app icon from its SVG."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    APP_ICONS.mkdir(exist_ok=True)
    for size in SIZES:
        png_path(size).parent.mkdir(parents=True, exist_ok=True)
        render_png(SVG, png_path(size), size)
        render_png(SVG, APP_ICONS / f"babelworks-{size}.png", size)
    render_png(SVG, WINDOWS_ICON, 256)
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
