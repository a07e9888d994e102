"""The one PNG writer: an RGB image as PNG bytes, with numpy and zlib (no Qt, no Pillow).

Every PNG the project writes goes through here: exported pictures, benchmark
and test artefacts, the docs' screenshots. Chosen by measurement over
``QImage.save`` (docs/architecture.md, "Pictures"): a 3840x2160 snapshot is 25 MB
of pixels and encoding must stay a small part of the 0.5 s budget for a PNG
export, so rows use the "Up" filter (a table scene is mostly smooth vertical
gradients and flat background, which it turns into runs of zeros) and zlib runs
at a fast level. Text metadata (game, seed, players...) travels in ``iTXt``
chunks, UTF-8, so any name survives.
"""

from __future__ import annotations

import struct
import zlib
from os import PathLike

import numpy as np

SIGNATURE = b"\x89PNG\r\n\x1a\n"
COMPRESSION_LEVEL = 1  # measured: level 6+ takes several times longer for ~10% less size; on a
# 3840x2160 table with printed faces level 1 encodes in 0.094 s CPU against 0.120 s at level 3, 6% larger
_FILTER_UP = 2
_COLOUR_RGB = 2


def encode_png(image: np.ndarray, text: dict[str, str] | None = None) -> bytes:
    """Encode an (H, W, 3) or (H, W, 4) uint8 image as an 8-bit RGB PNG.

    Alpha, if present, is dropped: the snapshot is an opaque picture of a lit room.

    Args:
        image: pixels, top row first.
        text: metadata, keyword -> text ("Title", "Description", "Software"...).

    Returns:
        The bytes of a PNG file.

    Raises:
        ValueError: for anything but a non-empty uint8 RGB or RGBA array, or a
            keyword that is not 1-79 printable Latin-1 characters.
    """
    if image.dtype != np.uint8 or image.ndim != 3 or image.shape[2] not in (3, 4):
        raise ValueError(f"expected an (H, W, 3|4) uint8 image, got {image.dtype} {image.shape}")
    height, width = image.shape[:2]
    if not height or not width:
        raise ValueError("cannot encode an image with no pixels")
    header = struct.pack(">IIBBBBB", width, height, 8, _COLOUR_RGB, 0, 0, 0)
    notes = b"".join(_chunk(b"iTXt", _international_text(key, value)) for key, value in (text or {}).items())
    return (
        SIGNATURE
        + _chunk(b"IHDR", header)
        + notes
        + _chunk(b"IDAT", zlib.compress(_filtered_rows(image[..., :3]), COMPRESSION_LEVEL))
        + _chunk(b"IEND", b"")
    )


def write_png(path: str | PathLike, image: np.ndarray, text: dict[str, str] | None = None) -> None:
    """Encode the image and write it atomically (the file appears whole or not at all).

    Raises:
        ValueError: as :func:`encode_png`; nothing is written.
        OSError: the folder is missing or not writable; nothing is written.
    """
    from babelworks.core.files import write_atomic

    write_atomic(path, encode_png(image, text))


def _international_text(keyword: str, value: str) -> bytes:
    """An iTXt chunk's body: keyword, no compression, no language, UTF-8 text."""
    if not 0 < len(keyword) < 80 or not all(" " <= c <= "~" or "\xa1" <= c <= "\xff" for c in keyword):
        raise ValueError(f"PNG keyword {keyword!r} should be 1-79 printable Latin-1 characters")
    return keyword.encode("latin-1") + b"\0\0\0\0\0" + value.encode("utf-8")


def _filtered_rows(rgb: np.ndarray) -> bytes:
    """Each row as its filter byte then the byte-wise difference from the row above."""
    height, width = rgb.shape[:2]
    rows = np.empty((height, 1 + 3 * width), dtype=np.uint8)
    rows[:, 0] = _FILTER_UP
    flat = rgb.reshape(height, 3 * width)
    rows[0, 1:] = flat[0]  # "Up" treats the row above the first as zeros
    np.subtract(flat[1:], flat[:-1], out=rows[1:, 1:])  # wraps modulo 256, as PNG wants
    return rows.tobytes()


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc = zlib.crc32(kind + data) & 0xFFFFFFFF
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)
