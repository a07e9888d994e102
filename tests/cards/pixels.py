"""Pixel helpers for the card painter tests."""

from __future__ import annotations

import numpy as np
from PySide6.QtGui import QImage


def rgba(image: QImage) -> np.ndarray:
    """The image as an (h, w, 4) uint8 array (B, G, R, A as Qt stores ARGB32)."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    raw = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine())
    return raw[:, : image.width() * 4].reshape(image.height(), image.width(), 4).copy()


def opaque_share(image: QImage) -> float:
    """The share of pixels that are painted (alpha above half)."""
    return float((rgba(image)[:, :, 3] > 127).mean())


def colour_count(image: QImage) -> int:
    """How many distinct colours the painted pixels have."""
    pixels = rgba(image)
    painted = pixels[pixels[:, :, 3] > 127][:, :3]
    return len(np.unique(painted.astype(np.uint32) @ np.array([1, 256, 65536], np.uint32)))
