"""Colours for pieces: ``#rrggbb`` as people and data write them, linear RGBA as pieces hold them.

Pieces carry linear colours because lighting and glTF's ``baseColorFactor`` are
linear; seat colours, content colours and palettes are written in sRGB.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from babelworks.core.words import translate


@lru_cache(maxsize=4096)  # a scene converts the same few dozen colours for every piece, every step
def linear_rgba(hex_colour: str, alpha: float = 1.0) -> tuple[float, float, float, float]:
    """A ``#rrggbb`` sRGB colour as linear RGBA (the exact sRGB transfer curve)."""
    channels = [int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    red, green, blue = (round(c, 4) for c in linear)
    return (red, green, blue, alpha)


def srgb_hex(linear: tuple) -> str:
    """A linear RGB(A) colour as ``#rrggbb`` sRGB (the inverse of :func:`linear_rgba`).

    Painters (QPainter, PNG) work in sRGB; pieces hold linear colours.
    """

    def encode(c: float) -> int:
        c = min(max(c, 0.0), 1.0)
        s = c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
        return round(s * 255)

    return "#" + "".join(f"{encode(c):02x}" for c in linear[:3])


# Hue ranges (degrees, upper bound exclusive) -> the word people use for that hue.
_HUES = (
    (10, "red"),
    (32, "red-orange"),
    (48, "orange"),
    (70, "yellow"),
    (170, "green"),
    (195, "cyan"),
    (255, "blue"),
    (315, "purple"),
    (345, "pink"),
    (360, "red"),
)


def colour_word(hex_colour: str) -> str:
    """The everyday word for a ``#rrggbb`` colour ("orange", "light blue", "dark green").

    Chosen by hue, with "light"/"dark" by lightness, and grey, white or black when
    there is little colour: the word the New Game dialog shows beside the swatch and
    the panels use, so that "orange" always names what the player sees.
    """
    r, g, b = (int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    high, low = max(r, g, b), min(r, g, b)
    lightness, spread = (high + low) / 2, high - low
    if spread < 0.12:
        return _NAMES["black" if lightness < 0.2 else "white" if lightness > 0.85 else "grey"]()
    word = next(name for bound, name in _HUES if _hue(r, g, b, high, spread) < bound)
    if word in ("red-orange", "orange") and lightness < 0.35:
        return _NAMES["brown"]()
    if lightness < 0.3:
        return translate("Colours", "dark {colour}").format(colour=_NAMES[word]())
    if word == "red" and lightness > 0.6:
        return _NAMES["pink"]()
    if lightness > 0.6 and word not in ("pink", "yellow"):
        return translate("Colours", "light {colour}").format(colour=_NAMES[word]())
    return _NAMES[word]()


#: Each colour word (the keys above) as a player reads it.
_NAMES = {
    "red": lambda: translate("Colours", "red"),
    "red-orange": lambda: translate("Colours", "red-orange"),
    "orange": lambda: translate("Colours", "orange"),
    "yellow": lambda: translate("Colours", "yellow"),
    "green": lambda: translate("Colours", "green"),
    "cyan": lambda: translate("Colours", "cyan"),
    "blue": lambda: translate("Colours", "blue"),
    "purple": lambda: translate("Colours", "purple"),
    "pink": lambda: translate("Colours", "pink"),
    "brown": lambda: translate("Colours", "brown"),
    "black": lambda: translate("Colours", "black"),
    "white": lambda: translate("Colours", "white"),
    "grey": lambda: translate("Colours", "grey"),
}


def _hue(r: float, g: float, b: float, high: float, spread: float) -> float:
    if high == r:
        sector = ((g - b) / spread) % 6
    elif high == g:
        sector = (b - r) / spread + 2
    else:
        sector = (r - g) / spread + 4
    return sector * 60


#: The View menu's colour-blind seat colours (Paul Tol's high-contrast and muted schemes):
#: neighbouring seats differ in lightness as well as hue, so they stay apart in every
#: kind of colour blindness and even in grey.
COLOUR_BLIND_SEATS = ("#ddaa33", "#004488", "#bb5566", "#88ccee", "#117733", "#aa4499")


def colour_blind_seat(seat: int) -> str:
    """The colour-blind palette's ``#rrggbb`` for seat number ``seat`` (0-based)."""
    return COLOUR_BLIND_SEATS[seat % len(COLOUR_BLIND_SEATS)]


def colour_blind_mapping(seat_colours: list[str]) -> dict[tuple, tuple]:
    """Linear RGB of each seat's chosen colour -> linear RGB of its colour-blind colour."""
    return {
        linear_rgba(chosen)[:3]: linear_rgba(colour_blind_seat(seat))[:3]
        for seat, chosen in enumerate(seat_colours)
    }


def recolour(pieces: list, mapping: dict[tuple, tuple]) -> list:
    """``pieces`` with every colour found in ``mapping`` (by RGB, alpha kept) replaced."""
    if not mapping:
        return list(pieces)
    return [
        replace(piece, colour=(*mapping[piece.colour[:3]], piece.colour[3]))
        if piece.colour[:3] in mapping
        else piece
        for piece in pieces
    ]
