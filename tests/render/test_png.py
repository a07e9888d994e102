"""The PNG encoder: decoded independently (by hand and by Qt), pixels come back exactly."""

from __future__ import annotations

import struct
import zlib

import numpy as np
import pytest

from babelworks.render.png import SIGNATURE, encode_png, encode_png_bands, write_png


def _chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    assert data[:8] == SIGNATURE
    found, at = [], 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind, body = data[at + 4 : at + 8], data[at + 8 : at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length : at + 12 + length])
        assert crc == zlib.crc32(kind + body) & 0xFFFFFFFF
        found.append((kind, body))
        at += 12 + length
    return found


def _decode(data: bytes) -> np.ndarray:
    """A minimal PNG reader for 8-bit RGB with None/Up filters, written from the spec."""
    chunks = _chunks(data)
    width, height, depth, colour, *_ = struct.unpack(">IIBBBBB", chunks[0][1])
    assert (chunks[0][0], depth, colour, chunks[-1][0]) == (b"IHDR", 8, 2, b"IEND")
    raw = zlib.decompress(b"".join(body for kind, body in chunks if kind == b"IDAT"))
    rows = np.frombuffer(raw, dtype=np.uint8).reshape(height, 1 + 3 * width)
    image = np.zeros((height, 3 * width), dtype=np.uint8)
    previous = np.zeros(3 * width, dtype=np.uint8)
    for y in range(height):
        kind, line = rows[y, 0], rows[y, 1:]
        assert kind in (0, 2)
        image[y] = line + previous if kind == 2 else line
        previous = image[y]
    return image.reshape(height, width, 3)


def _noise(height, width, channels, seed=1):
    return np.random.default_rng(seed).integers(0, 256, (height, width, channels), dtype=np.uint8)


@pytest.mark.parametrize("shape", [(1, 1), (3, 5), (64, 33), (17, 256)])
def test_pixels_round_trip_exactly(shape):
    image = _noise(*shape, 3)
    assert np.array_equal(_decode(encode_png(image)), image)


def test_alpha_is_dropped_and_colour_kept():
    image = _noise(8, 9, 4)
    assert np.array_equal(_decode(encode_png(image)), image[..., :3])


def test_strided_views_encode_like_copies():
    image = _noise(20, 30, 4)
    view = image[::-1, :, 2::-1]  # a flipped BGR view of the buffer
    assert np.array_equal(_decode(encode_png(view)), np.ascontiguousarray(view))


def test_qt_reads_our_png():
    from PySide6.QtGui import QImage

    image = _noise(40, 50, 3)
    decoded = QImage.fromData(encode_png(image), "PNG")
    decoded = decoded.convertToFormat(QImage.Format.Format_RGB888)
    assert (decoded.width(), decoded.height()) == (50, 40)
    rows = np.frombuffer(decoded.constBits(), dtype=np.uint8).reshape(40, decoded.bytesPerLine())
    assert np.array_equal(rows[:, :150].reshape(40, 50, 3), image)


@pytest.mark.parametrize(
    "bad",
    [
        np.zeros((4, 4), np.uint8),
        np.zeros((4, 4, 3), np.float32),
        np.zeros((0, 4, 3), np.uint8),
        np.zeros((4, 4, 2), np.uint8),
    ],
)
def test_non_images_are_refused(bad):
    with pytest.raises(ValueError):
        encode_png(bad)


def test_text_metadata_reads_back_in_qt_whatever_the_script():
    from PySide6.QtGui import QImage

    text = {"Title": "Rise of Babel, seed 11", "Author": "Zoë, Ōta and Пётр"}
    decoded = QImage.fromData(encode_png(_noise(4, 4, 3), text), "PNG")
    assert {key: decoded.text(key) for key in text} == text


@pytest.mark.parametrize("keyword", ["", "x" * 80, "tab\there"])
def test_bad_keywords_are_refused(keyword):
    with pytest.raises(ValueError, match="keyword"):
        encode_png(_noise(2, 2, 3), {keyword: "text"})


def test_write_png_writes_the_encoded_file(tmp_path):
    image = _noise(6, 7, 3)
    write_png(tmp_path / "p.png", image, {"Title": "t"})
    assert (tmp_path / "p.png").read_bytes() == encode_png(image, {"Title": "t"})


def test_bands_of_rows_encode_the_image_they_make_up():
    image = _noise(37, 19, 3)
    bands = [
        image[:5],
        image[5:6],
        np.ascontiguousarray(image[6:][::-1])[::-1],
        np.dstack([image[:0], image[:0, :, :1]]),
    ]
    decoded = _decode(encode_png_bands(bands, {"Title": "t"}))
    assert np.array_equal(decoded, image)


def test_bands_of_different_widths_are_refused():
    with pytest.raises(ValueError, match="wide"):
        encode_png_bands([_noise(2, 4, 3), _noise(2, 5, 3)])
