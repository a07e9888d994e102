"""The app icon: an SVG drawn for babelworks and the 256 px PNG rendered from it."""

from __future__ import annotations

import importlib.util
import struct
import xml.etree.ElementTree as ET

from tests.packaging.support import APP_ID, PACKAGING, SHARE

HICOLOR = SHARE / "icons" / "hicolor"
SVG = HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg"
PNG = HICOLOR / "256x256" / "apps" / f"{APP_ID}.png"


def _png_size(path) -> tuple[int, int]:
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", header[16:24])


def _render_icon_module():
    spec = importlib.util.spec_from_file_location("render_icon", PACKAGING / "render_icon.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_svg_is_square_xml():
    root = ET.parse(SVG).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("width") == root.get("height")


def test_png_is_256_pixels_square():
    assert _png_size(PNG) == (256, 256)


def test_png_is_the_current_rendering_of_the_svg(qapp, tmp_path):
    from PySide6.QtGui import QImage

    fresh = tmp_path / "icon.png"
    _render_icon_module().render_png(SVG, fresh, 256)
    committed = QImage(str(PNG)).convertToFormat(QImage.Format.Format_ARGB32)
    rendered = QImage(str(fresh)).convertToFormat(QImage.Format.Format_ARGB32)
    assert committed == rendered, "run `python packaging/render_icon.py` after editing the SVG"


def test_png_is_not_blank(qapp):
    from PySide6.QtGui import QImage

    image = QImage(str(PNG))
    colours = {image.pixel(x, y) for x in range(0, 256, 16) for y in range(0, 256, 16)}
    assert len(colours) > 8
