"""Printed faces in the .glb: each game's atlas as one PNG texture in the binary buffer.

A piece with a :class:`Face` gets a mesh of its own with two primitives: its
kind's plain faces in the piece's colour (the shared accessors), and the
printed faces (the top, and the underside when it has a back print) with the
textured material and a TEXCOORD_0 accessor of its own, already pointing at
the face's rectangle in the atlas, so no ``KHR_texture_transform`` is needed.
Where the print is transparent (rounded corners) the texture shows card stock:
core glTF cannot lay a texture over a colour.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtGui import QImage

from babelworks.render.png import encode_png
from babelworks.render.textures import FaceSource, face_rects, image_rgba
from babelworks.scene.meshes import mesh as library_mesh
from babelworks.scene.pieces import Piece

STOCK = np.array([244.0, 240.0, 230.0])  # sRGB card stock under the print's transparent parts
_LINEAR, _LINEAR_MIPMAP_LINEAR, _CLAMP = 9729, 9987, 33071


_PNGS: dict[int, bytes] = {}  # atlas cache key -> PNG: the atlases are built once a run


def atlas_png(image: QImage) -> bytes:
    """The atlas over card stock, as opaque PNG bytes, encoded once per atlas."""
    if image.cacheKey() not in _PNGS:
        _PNGS[image.cacheKey()] = _encode(image)
    return _PNGS[image.cacheKey()]


def _encode(image: QImage) -> bytes:
    rgba = image_rgba(image).astype(np.float32)
    rgb = rgba[..., :3] + (1.0 - rgba[..., 3:] / 255.0) * STOCK  # premultiplied over stock
    return encode_png(np.clip(rgb, 0, 255).astype(np.uint8))


def printed_corners(kind: str, side: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """A mesh kind's corners on its printed top (side 1) or underside (-1), un-indexed.

    Returns:
        (positions, normals, uvs (u, v in 0..1 of the face), indices).
    """
    library = library_mesh(kind)
    positions, normals = library.flat_arrays()
    uvs = library.printed_uvs()
    keep = uvs[:, 2] == side
    count = int(keep.sum())
    return positions[keep], normals[keep], uvs[keep, :2], np.arange(count, dtype=np.uint32)


def plain_indices(kind: str, indices: np.ndarray) -> np.ndarray:
    """The kind's indexed triangles that carry no print (the sides)."""
    sides = library_mesh(kind).printed_uvs()[:, 2].reshape(-1, 3)[:, 0] == 0
    return indices.reshape(-1, 3)[sides].reshape(-1)


def atlas_uvs(uvs: np.ndarray, rect) -> np.ndarray:
    """Face coordinates moved into the face's rectangle of the atlas."""
    u, v, w, h = rect
    return (np.asarray(uvs) * (w, h) + (u, v)).astype(np.float32)


class FacePrinter:
    """The textures, samplers and printed primitives of one .glb being built."""

    def __init__(self, builder, faces: FaceSource) -> None:
        self.builder = builder
        self.faces = faces
        self.textures: dict[int, int] = {}  # atlas cache key -> material index
        self.corners: dict[tuple[str, int], tuple[int, int, int, np.ndarray]] = {}

    def primitives(self, piece: Piece) -> list[dict]:
        """The printed primitives of a piece (none for a plain one)."""
        if piece.face is None:
            return []
        image, front, back = face_rects(self.faces, piece.face)
        assert image is not None  # a piece with a face has an atlas
        material = self._material(image)
        return [
            self._primitive(piece.mesh, side, rect, material)
            for side, rect in ((1, front), (-1, back))
            if rect[2] > 0
        ]

    def _primitive(self, kind: str, side: int, rect, material: int) -> dict:
        position, normal, index, uvs = self._corners(kind, side)
        coords = self.builder.accessor(atlas_uvs(uvs, rect), "VEC2", vertex=True)
        return {
            "attributes": {"POSITION": position, "NORMAL": normal, "TEXCOORD_0": coords},
            "indices": index,
            "material": material,
        }

    def _corners(self, kind: str, side: int):
        if (kind, side) not in self.corners:
            positions, normals, uvs, indices = printed_corners(kind, side)
            self.corners[kind, side] = (
                self.builder.accessor(positions, "VEC3", vertex=True, bounds=True),
                self.builder.accessor(normals, "VEC3", vertex=True),
                self.builder.accessor(indices, "SCALAR", vertex=False),
                uvs,
            )
        return self.corners[kind, side]

    def _material(self, image: QImage) -> int:
        key = image.cacheKey()
        if key not in self.textures:
            doc = self.builder.doc
            view = self.builder.blob(atlas_png(image))
            source = _append(doc, "images", {"bufferView": view, "mimeType": "image/png"})
            sampler = _append(
                doc,
                "samplers",
                {"magFilter": _LINEAR, "minFilter": _LINEAR_MIPMAP_LINEAR, "wrapS": _CLAMP, "wrapT": _CLAMP},
            )
            texture = _append(doc, "textures", {"sampler": sampler, "source": source})
            self.textures[key] = _append(
                doc,
                "materials",
                {
                    "name": f"printed faces {len(self.textures) + 1}",  # not shown: glTF data
                    "pbrMetallicRoughness": {
                        "baseColorTexture": {"index": texture},
                        "metallicFactor": 0.0,
                        "roughnessFactor": 0.7,
                    },
                },
            )
        return self.textures[key]


def _append(doc: dict, array: str, entry: dict) -> int:
    entries = doc.setdefault(array, [])
    entries.append(entry)
    return len(entries) - 1
