"""The printed faces a table view draws: where each piece's print lies in its atlas,
and the atlases' GL textures, made once a process.

The pixels of an atlas are made when a group of pieces first asks for them, outside
painting; they go to the GPU at the first draw that needs them (:meth:`PrintedFaces.texture`),
so a draw allocates little. Every view's GL context shares one group of objects
(``AA_ShareOpenGLContexts``, :mod:`babelworks.render.glsetup`), so a texture uploaded
for one view serves every later one: a replay window, a new game's window or an export
view neither makes the pixels again nor sends them again, nor leaves a copy behind.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from babelworks.render.textures import FaceSource, face_rects, image_rgba, upload
from babelworks.scene.pieces import Piece

Texture = Callable[[], int]  # gives the GL texture id, uploading it at its first call

# image cache key (QImage.cacheKey(), unique in the process) -> GL texture id, for every view
_UPLOADED: dict[int, int] = {}


class PrintedFaces:
    """The printed faces of one view's pieces, and the textures they are printed from."""

    def __init__(self, faces: FaceSource | None) -> None:
        """Print from ``faces`` (the card painter's atlases); None: nothing is printed."""
        self.faces = faces
        self._pending: dict[int, np.ndarray] = {}  # pixels made, waiting for the first draw

    def of(self, group: list[Piece]) -> tuple[Texture | None, np.ndarray | None]:
        """The texture (or None) and the atlas rectangles of a group's printed faces."""
        if self.faces is None or all(p.face is None for p in group):
            return None, None
        prints = np.zeros((len(group), 8), dtype=np.float32)
        atlas = None
        for n, piece in enumerate(group):
            image, front, back = face_rects(self.faces, piece.face)
            if image is None:
                continue
            if atlas is None:
                atlas = image
            if image.cacheKey() == atlas.cacheKey():  # one atlas a kind
                prints[n] = (*front, *back)
        assert atlas is not None  # some piece has a face, and every face has an atlas
        return self.texture(atlas.cacheKey(), lambda: image_rgba(atlas)), prints

    def texture(self, key: int, pixels: Callable[[], np.ndarray], mipmaps: bool = True) -> Texture:
        """A callable giving the GL texture of an image, uploaded at its first draw.

        The pixels are made now, outside painting: a draw should allocate little (see
        :meth:`babelworks.render.viewport.TableView.paint`).
        """
        textures, pending = _UPLOADED, self._pending  # not self: an item keeps only these alive
        if key not in textures and key not in pending:
            pending[key] = pixels()

        def texture() -> int:
            if key not in textures:
                textures[key] = upload(pending.pop(key), mipmaps)
            return textures[key]

        return texture
