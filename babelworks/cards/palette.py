"""The faces' colours, taken from the games' own scene data (so a card matches its piece).

Scene colours are linear RGBA or ``#rrggbb``; painters want sRGB :class:`QColor`.
Ink is chosen per background (:func:`ink_on`) so words read on every face,
whatever the application's light or dark theme.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from babelworks.scene import rise_of_babel_player as rb_player
from babelworks.scene import rise_of_babel_tiles as rb_tiles
from babelworks.scene import rolling_heights_layout as rh_layout
from babelworks.scene import skyscrapers as sky_scene
from babelworks.scene.colours import srgb_hex

INK = QColor("#1c140c")  # dark print on light card stock
PAPER_INK = QColor("#fbf6ea")  # light print on dark stock
CARD_STOCK = QColor("#f4e8cf")
EDGE = QColor("#3b3024")
GOLD = QColor("#e0b000")
INFLUENCE = QColor("#3f7fbf")


def linear(colour: tuple) -> QColor:
    """A scene's linear RGBA as an sRGB QColor."""
    return QColor(srgb_hex(colour))


def luminance(colour: QColor) -> float:
    """Relative luminance (WCAG) of an sRGB colour."""

    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())
    )


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)))
    return (lb + 0.05) / (la + 0.05)


def ink_on(background: QColor) -> QColor:
    """Whichever ink, dark or light, contrasts more with ``background``."""
    return INK if contrast(INK, background) >= contrast(PAPER_INK, background) else PAPER_INK


# Rise of Babel: the tiles' own colours.
RESOURCE = {name: linear(rgba) for name, rgba in rb_tiles.RESOURCE_COLOUR.items()}
PRINTED = {name: linear(rgba) for name, rgba in rb_tiles.PRINTED_COLOUR.items()}
WILD = linear(rb_tiles.WILD_COLOUR)
CONFUSION = linear(rb_tiles.CONFUSION_COLOUR)
UPGRADE = {name: linear(rgba) for name, rgba in rb_player.UPGRADE_COLOUR.items()}

# Rolling Heights: cube, meeple, building type colours.
CUBE = {name: QColor(hex_colour) for name, hex_colour in rh_layout.CUBE_COLOURS.items()}
MEEPLE = {name: QColor(hex_colour) for name, hex_colour in rh_layout.MEEPLE_COLOURS.items()}
BUILDING_TYPE = {name: QColor(hex_colour) for name, hex_colour in rh_layout.TYPE_COLOURS.items()}
RH_WILD = QColor(rh_layout.WILD_COLOUR)

# Skyscrapers: card stock, girders, printed workers (supports take their seat colour).
SKY_CARD = {kind: linear(rgba) for kind, rgba in sky_scene.CARD_RGBA.items()}
GIRDER = linear(sky_scene.GIRDER_RGBA)
PRINT = linear(sky_scene.PRINT_RGBA)
CONNECTOR = linear(sky_scene.CONNECTOR_RGBA)
