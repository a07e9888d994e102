"""Textures for the table: the printed faces' atlases and the wooden table top.

The atlas images come from the card painter (``babelworks.cards``, a layer
beside this one), handed in through a :data:`FaceSource`: given a piece's
:class:`Face`, it answers the game's atlas image and the face's rectangle in
it. Images go to the GPU once per view as RGBA textures with mipmaps, so a card
seen from the overview camera is a clean average of its print, not shimmer.

Rectangles are ``(u, v, width, height)`` in 0..1 with v counted from the
image's top row; the texture is uploaded top row first, so they are texture
coordinates as they stand (no flip).
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import numpy as np
from OpenGL import GL
from PySide6.QtGui import QImage

from babelworks.scene.pieces import Face

Rect = tuple[float, float, float, float]
FaceSource = Callable[[Face, str], tuple[QImage, Rect]]  # (face, side name) -> (atlas, rect)
NO_FACE: Rect = (0.0, 0.0, 0.0, 0.0)
WOOD_SIZE = (1024, 512)  # long boards along x, as the table; texels small enough to take unfiltered


def image_rgba(image: QImage) -> np.ndarray:
    """A QImage as an (H, W, 4) uint8 RGBA array, premultiplied, top row first."""
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888_Premultiplied)
    pixels = np.frombuffer(rgba.constBits(), dtype=np.uint8)
    return (
        pixels.reshape(rgba.height(), rgba.bytesPerLine())[:, : rgba.width() * 4]
        .reshape(rgba.height(), rgba.width(), 4)
        .copy()
    )


def cropped(rect: Rect, crop: tuple[float, float, float, float]) -> Rect:
    """The part ``crop`` (left, top, right, bottom in 0..1) of a face's rectangle."""
    u, v, w, h = rect
    left, top, right, bottom = crop
    return (u + left * w, v + top * h, (right - left) * w, (bottom - top) * h)


def face_rects(source: FaceSource, face: Face | None) -> tuple[QImage | None, Rect, Rect]:
    """The atlas a piece's face lies in, and its front and back rectangles (cropped)."""
    if face is None:
        return None, NO_FACE, NO_FACE
    image, front = source(face, face.front)
    back = NO_FACE
    if face.back:
        _, whole = source(face, face.back)
        left, top, right, bottom = face.crop  # the back is the front mirrored left to right
        back = cropped(whole, (1 - right, top, 1 - left, bottom))
    return image, cropped(front, face.crop), back


@functools.cache  # every new window's view asks for it; made once (0.2 s), read-only
def wood_grain(size: tuple[int, int] = WOOD_SIZE, seed: int = 7) -> np.ndarray:
    """An oiled-oak table top as (H, W, 4) uint8 RGBA: boards, grain lines and pores
    (read-only: the same array is handed to every view).

    Tones stay within about 15% of the table's plain colour, so the table
    reads as wood without pulling the eye from the pieces.
    """
    width, height = size
    rng = np.random.default_rng(seed)
    x = np.linspace(0.0, 1.0, width, endpoint=False)[None, :]
    y = np.linspace(0.0, 1.0, height, endpoint=False)[:, None]
    boards = 5
    board = np.floor(y * boards)
    wobble = 0.015 * np.sin(2 * np.pi * (3 * x + board * 0.37)) + 0.01 * np.sin(2 * np.pi * 11 * x)
    grain = np.sin(2 * np.pi * (y + wobble) * 60 + board * 1.7) * 0.5 + 0.5
    pores = rng.normal(0.0, 1.0, (height, width)) * 0.012
    tone = 0.9 + 0.1 * grain**3 + pores + 0.05 * rng.normal(size=boards)[board.astype(int)]
    seam = np.abs((y * boards) % 1.0 - 0.5) > 0.497  # dark joints between boards
    tone = np.where(seam, 0.6, tone)
    oak = np.array([0.58, 0.43, 0.30])  # sRGB of oiled oak: matches the plain table colour
    rgb = np.clip(tone[..., None] * oak * 255, 0, 255).astype(np.uint8)
    image = np.dstack([rgb, np.full((height, width), 255, np.uint8)])
    image.flags.writeable = False
    return image


def upload(rgba: np.ndarray, mipmaps: bool = True) -> int:
    """Send an RGBA image to the GPU, with mipmaps or plainly filtered; the texture's id
    (the context must be current)."""
    texture = int(GL.glGenTextures(1))
    GL.glBindTexture(GL.GL_TEXTURE_2D, texture)
    GL.glPixelStorei(GL.GL_UNPACK_ALIGNMENT, 1)
    height, width = rgba.shape[:2]
    GL.glTexImage2D(
        GL.GL_TEXTURE_2D,
        0,
        GL.GL_RGBA8,
        width,
        height,
        0,
        GL.GL_RGBA,
        GL.GL_UNSIGNED_BYTE,
        np.ascontiguousarray(rgba),
    )
    minify = GL.GL_NEAREST
    if mipmaps:
        GL.glGenerateMipmap(GL.GL_TEXTURE_2D)
        # Mipmaps picked per pixel, blended within a level: trilinear filtering
        # (LINEAR_MIPMAP_LINEAR) reads twice the texels for a difference unseen at table scale.
        minify = GL.GL_LINEAR_MIPMAP_NEAREST
    GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MIN_FILTER, minify)
    GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MAG_FILTER, GL.GL_LINEAR if mipmaps else GL.GL_NEAREST)
    for wrap in (GL.GL_TEXTURE_WRAP_S, GL.GL_TEXTURE_WRAP_T):
        GL.glTexParameteri(GL.GL_TEXTURE_2D, wrap, GL.GL_CLAMP_TO_EDGE)
    GL.glBindTexture(GL.GL_TEXTURE_2D, 0)
    return texture
