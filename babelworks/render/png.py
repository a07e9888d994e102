"""The one PNG writer: an RGB image as PNG bytes, with numpy and zlib (no Qt, no Pillow).

Every PNG the project writes goes through here: exported pictures, benchmark
and test artefacts, the docs' screenshots. Chosen by measurement over
``QImage.save`` (docs/architecture.md, "Pictures"): a 3840x2160 snapshot is 25 MB
of pixels and encoding must stay a small part of the 0.5 s budget for a PNG
export, so zlib runs at a fast level, on rows left unfiltered (with printed
faces the "Up" filter made 4K tables 9-13 % larger and slower to compress, see
docs/architecture.md), and bands of rows are compressed while the renderer
paints the next (:func:`encode_png_bands`). Text metadata (game, seed, players...) travels in ``iTXt``
chunks, UTF-8, so any name survives.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from os import PathLike

import numpy as np

SIGNATURE = b"\x89PNG\r\n\x1a\n"
COMPRESSION_LEVEL = 1  # measured: level 6+ takes several times longer for ~10% less size; on a
# 3840x2160 table with printed faces level 1 encodes in 0.094 s CPU against 0.120 s at level 3, 6% larger
_FILTER_NONE = 0
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
    return encode_png_bands([image], text)


def encode_png_bands(bands: Iterable[np.ndarray], text: dict[str, str] | None = None) -> bytes:
    """Encode an image that arrives as bands of rows, top band first, as an 8-bit RGB PNG.

    A worker thread compresses each band while the next is being made (zlib
    releases the GIL), so a renderer that yields bands overlaps its work with the
    encoding. Bands are (rows, W, 3|4) uint8 arrays of one width; alpha is dropped.

    Raises:
        ValueError: as :func:`encode_png`, or bands of different widths.
    """
    notes = b"".join(_chunk(b"iTXt", _international_text(key, value)) for key, value in (text or {}).items())
    deflate = zlib.compressobj(COMPRESSION_LEVEL)
    with ThreadPoolExecutor(max_workers=1) as worker:  # one worker: bands compress in order
        parts, width, height = [], None, 0
        for band in bands:
            _check_band(band, width)
            width, height = band.shape[1], height + band.shape[0]
            parts.append(worker.submit(_deflate_rows, deflate, band))
        if not height:
            raise ValueError("cannot encode an image with no pixels")  # not shown: a caller's mistake
        data = b"".join(part.result() for part in parts) + deflate.flush()
    header = struct.pack(">IIBBBBB", width, height, 8, _COLOUR_RGB, 0, 0, 0)
    return SIGNATURE + _chunk(b"IHDR", header) + notes + _chunk(b"IDAT", data) + _chunk(b"IEND", b"")


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
        raise ValueError(
            f"PNG keyword {keyword!r} should be 1-79 printable Latin-1 characters"  # not shown: a caller's mistake
        )
    return keyword.encode("latin-1") + b"\0\0\0\0\0" + value.encode("utf-8")


def _check_band(band: np.ndarray, width: int | None) -> None:
    if band.dtype != np.uint8 or band.ndim != 3 or band.shape[2] not in (3, 4):
        raise ValueError(
            f"expected an (H, W, 3|4) uint8 image, got {band.dtype} {band.shape}"  # not shown: a caller's mistake
        )
    if not band.shape[1] or width not in (None, band.shape[1]):
        raise ValueError(
            f"cannot encode rows {band.shape[1]} pixels wide in a picture {width} wide"  # not shown: a caller's mistake
        )


def _deflate_rows(deflate, band: np.ndarray) -> bytes:
    """Each row as its filter byte (None) then its RGB bytes, compressed (one copy, no tobytes)."""
    height, width = band.shape[:2]
    rows = np.empty((height, 1 + 3 * width), dtype=np.uint8)
    rows[:, 0] = _FILTER_NONE
    rows[:, 1:].reshape(height, width, 3)[...] = band[..., :3]
    return deflate.compress(rows)


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc = zlib.crc32(kind + data) & 0xFFFFFFFF
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)
