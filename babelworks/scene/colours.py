"""Colours for pieces: ``#rrggbb`` as people and data write them, linear RGBA as pieces hold them.

Pieces carry linear colours because lighting and glTF's ``baseColorFactor`` are
linear; seat colours, content colours and palettes are written in sRGB.
"""

from __future__ import annotations


def linear_rgba(hex_colour: str, alpha: float = 1.0) -> tuple[float, float, float, float]:
    """A ``#rrggbb`` sRGB colour as linear RGBA (the exact sRGB transfer curve)."""
    channels = [int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return (*(round(c, 4) for c in linear), alpha)


def srgb_hex(linear: tuple) -> str:
    """A linear RGB(A) colour as ``#rrggbb`` sRGB (the inverse of :func:`linear_rgba`).

    Painters (QPainter, PNG) work in sRGB; pieces hold linear colours.
    """
    def encode(c: float) -> int:
        c = min(max(c, 0.0), 1.0)
        s = c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
        return round(s * 255)
    return "#" + "".join(f"{encode(c):02x}" for c in linear[:3])
