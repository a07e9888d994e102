"""Write the table's pieces as a binary glTF 2.0 file (.glb) any 3D viewer opens.

What the file holds:

- **Units and axes.** The scene is built in centimetres with +Z up; glTF wants
  metres with +Y up. Every piece hangs under one root node ("table") that turns
  the scene -90 degrees about X and scales it by 0.01, so each piece node keeps
  the scene's own numbers (translation in cm, rotation, scale) and a viewer
  shows the real size.
- **One node per piece**, named by ``Piece.name`` (its id when the name is
  empty; never ``Piece.hint``, the table's advice on what to do with it), made
  unique within the file by a " #2", " #3"... suffix on repeats, with
  ``extras`` = ``Piece.extras`` plus ``"id"``: the game identity (plan id,
  owner, level...) travels with the model.
- **Shared, indexed geometry.** Each mesh kind's triangles are stored once,
  flat shaded (each corner carries its face's normal), as the distinct
  (position, normal) corners plus an index list: a corner shared by the two
  triangles of a flat quad is stored once. glTF puts the material on the mesh,
  so there is one mesh per (kind, colour) and all of them point at the kind's
  one set of accessors; many nodes use each mesh (core glTF data instancing,
  which every viewer and Khronos' validator know).
- **What it is a model of**: ``asset.extras`` holds what the caller says about
  the match (:func:`babelworks.export.snapshot.match_about`: the game, the
  seed, the seats' names and scores, the date).
- **City only** models are centred on their origin: the root node moves the
  city's footprint centre to x = z = 0 and its lowest point to y = 0, so a
  viewer opens on the city, standing on the ground.
- **Materials** are PBR metallic-roughness, one per colour, with
  ``baseColorFactor`` equal to ``Piece.colour`` (linear RGBA, exactly what the
  table view shades); wood and card are not metal and not glossy.

The "city only" convention, for game table builders: a piece that is part of
the city (a building on the map: cubes, roofs, tiles under them, the map
boards they stand on) carries ``extras["city"] = True``. :func:`city_pieces`
keeps exactly those; pieces without the key are the rest of the table (market
strips, hands, the rolling box, meeples off the map).

The container is written here with numpy and ``struct`` rather than with
pygltflib: the format is two chunks behind a 12-byte header, and pygltflib is a
test-only dependency, so the app and its frozen bundle do not need it.
"""

from __future__ import annotations

import json
import math
import struct
from dataclasses import dataclass, field
from os import PathLike

import numpy as np

from babelworks.export.extent import corner_points
from babelworks.export.gltf_faces import FacePrinter, plain_indices
from babelworks.export.gltf_names import unique_name
from babelworks.export.progress import Progress, report
from babelworks.render.textures import FaceSource
from babelworks.scene.meshes import mesh as library_mesh
from babelworks.scene.pieces import Piece

CITY_KEY = "city"
GENERATOR = "babelworks"
METRES_PER_CM = 0.01
# -90 degrees about X: scene +Z (up) becomes glTF +Y (up).
Z_UP_TO_Y_UP = (-math.sqrt(0.5), 0.0, 0.0, math.sqrt(0.5))
ROUGHNESS = 0.7  # matte wood and card
PROGRESS_EVERY = 64  # pieces between progress reports

_FLOAT = 5126  # glTF componentType for float32
_UNSIGNED_SHORT, _UNSIGNED_INT = 5123, 5125
_ARRAY_BUFFER, _ELEMENT_ARRAY_BUFFER = 34962, 34963  # bufferView targets
_GLB_MAGIC, _GLB_VERSION = b"glTF", 2
_JSON_CHUNK, _BIN_CHUNK = 0x4E4F534A, 0x004E4942


def city_pieces(pieces: list[Piece]) -> list[Piece]:
    """The pieces that make up the city: those with ``extras["city"]`` true.

    Args:
        pieces: the whole table.

    Returns:
        The city's pieces, in their original order.
    """
    return [piece for piece in pieces if piece.extras.get(CITY_KEY) is True]


def glb_bytes(
    pieces: list[Piece],
    city_only: bool = False,
    about: dict | None = None,
    progress: Progress = None,
    faces: FaceSource | None = None,
) -> bytes:
    """Build a complete .glb file of the pieces in memory.

    Args:
        pieces: what the table shows (mesh kinds from the mesh library).
        city_only: keep only the pieces marked as city (see the module notes),
            centred on the origin.
        about: plain JSON data for ``asset.extras`` (game, seed, seats, date).
        progress: optional ``(done, total) -> bool`` callback; False cancels.
        faces: where printed faces come from (``cards.face_texture``); None
            exports every piece in its plain colour.

    Returns:
        The bytes of a binary glTF 2.0 file.

    Raises:
        ExportCancelled: the progress callback asked to stop.
        KeyError: a piece names a mesh kind the library does not have.
        ValueError: a piece has a position that is not a number, a zero
            rotation quaternion, a colour outside 0..1, or extras (its own or
            ``about``) that are not plain JSON data.
    """
    chosen = city_pieces(pieces) if city_only else list(pieces)
    total = len(chosen) + 1
    builder = _Builder()
    if faces is not None:
        builder.printer = FacePrinter(builder, faces)
    if about:
        # Blender and trimesh ignore asset.extras: the scene's extras show them the same.
        builder.doc["asset"]["extras"] = dict(about)
        builder.doc["scenes"][0]["extras"] = dict(about)
    if city_only and chosen:
        builder.doc["nodes"][0]["translation"] = _centring(chosen)
    for done, piece in enumerate(chosen):
        if done % PROGRESS_EVERY == 0:
            report(progress, done, total)
        builder.add_piece(piece)
    payload = builder.to_glb()
    report(progress, total, total)
    return payload


def write_glb(
    path: str | PathLike,
    pieces: list[Piece],
    city_only: bool = False,
    about: dict | None = None,
    progress: Progress = None,
    faces: FaceSource | None = None,
) -> None:
    """Export the pieces to a .glb file, atomically.

    Args:
        path: where to write; the file appears whole or not at all.
        pieces: what the table shows.
        city_only: keep only the pieces marked as city, centred on the origin.
        about: plain JSON data for ``asset.extras``.
        progress: optional ``(done, total) -> bool`` callback; False cancels.
        faces: where printed faces come from; None for plain colours.

    Raises:
        ExportCancelled: cancelled; nothing was written.
        OSError: the folder is missing or not writable; nothing was written.
    """
    from babelworks.core.files import write_atomic

    write_atomic(path, glb_bytes(pieces, city_only, about, progress, faces))


def _centring(pieces: list[Piece]) -> list[float]:
    """The root's translation (metres, +Y up) that centres the pieces' footprint and grounds them."""
    points = corner_points(pieces)
    low, high = points.min(axis=0), points.max(axis=0)
    x, y = (low[:2] + high[:2]) / 2
    # scene (x, y, z) cm, +Z up  ->  glTF (x, z, -y) m, +Y up
    return [float(-x * METRES_PER_CM), float(-low[2] * METRES_PER_CM), float(y * METRES_PER_CM)]


@dataclass
class _Builder:
    """Collects the glTF document and its binary buffer, sharing what repeats."""

    binary: bytearray = field(default_factory=bytearray)
    doc: dict = field(
        default_factory=lambda: {
            "asset": {"version": "2.0", "generator": GENERATOR},
            "scene": 0,
            "scenes": [{"name": "table", "nodes": [0]}],
            "nodes": [{"name": "table", "rotation": list(Z_UP_TO_Y_UP), "scale": [METRES_PER_CM] * 3}],
        }
    )
    geometry: dict = field(default_factory=dict)  # kind -> (position, normal) accessors
    faces: dict = field(default_factory=dict)  # kind -> index accessor of all its faces
    names: set = field(default_factory=lambda: {"table"})  # node names used so far
    materials: dict = field(default_factory=dict)  # colour -> material index
    meshes: dict = field(default_factory=dict)  # (kind, colour) -> mesh index
    printer: FacePrinter | None = None  # printed faces, when the export carries them
    sides: dict = field(default_factory=dict)  # kind -> index accessor of its unprinted faces
    _indices: dict = field(default_factory=dict)  # kind -> its indexed triangles

    def add_piece(self, piece: Piece) -> None:
        """Add one node for the piece under the root."""
        printed = self.printer.primitives(piece) if self.printer else []
        mesh = self._printed_mesh(piece, printed) if printed else self._mesh(piece.mesh, _colour(piece))
        node = {"name": unique_name(piece.name or piece.id, self.names), "mesh": mesh}
        node.update(_pose(piece))
        node["extras"] = {**piece.extras, "id": piece.id}
        root = self.doc["nodes"][0]
        root.setdefault("children", []).append(len(self.doc["nodes"]))
        self.doc["nodes"].append(node)

    def _mesh(self, kind: str, colour: tuple) -> int:
        key = (kind, colour)
        if key not in self.meshes:
            position, normal = self._geometry(kind)
            primitive = {
                "attributes": {"POSITION": position, "NORMAL": normal},
                "indices": self._all_faces(kind),
                "material": self._material(key[1]),
            }
            self.meshes[key] = _append(
                self.doc, "meshes", {"name": f"{kind} {_hex(key[1])}", "primitives": [primitive]}
            )
        return self.meshes[key]

    def _printed_mesh(self, piece: Piece, printed: list[dict]) -> int:
        """A piece's own mesh: its kind's unprinted faces in its colour, then its prints."""
        position, normal = self._geometry(piece.mesh)
        if piece.mesh not in self.sides:
            self.sides[piece.mesh] = self.accessor(
                plain_indices(piece.mesh, self._indices[piece.mesh]), "SCALAR", vertex=False
            )
        plain = {
            "attributes": {"POSITION": position, "NORMAL": normal},
            "indices": self.sides[piece.mesh],
            "material": self._material(_colour(piece)),
        }
        name = f"{piece.mesh} printed"  # not shown: glTF data
        return _append(self.doc, "meshes", {"name": name, "primitives": [plain, *printed]})

    def accessor(self, array: np.ndarray, shape: str, vertex: bool, bounds: bool = False) -> int:
        """Store vertex data (float32) or indices (unsigned) as a view and an accessor."""
        array = np.asarray(array)
        if vertex:
            extra = {"min": array.min(axis=0).tolist(), "max": array.max(axis=0).tolist()} if bounds else {}
            return self._accessor(array, _FLOAT, shape, _ARRAY_BUFFER, extra)
        return self._accessor(array, _index_type(int(array.max()) + 1), shape, _ELEMENT_ARRAY_BUFFER, {})

    def blob(self, data: bytes) -> int:
        """Store bytes (an image) as a bufferView of their own."""
        view = _append(
            self.doc, "bufferViews", {"buffer": 0, "byteOffset": len(self.binary), "byteLength": len(data)}
        )
        self.binary += _padded(data, b"\0")
        return view

    def _geometry(self, kind: str) -> tuple[int, int]:
        if kind not in self.geometry:
            positions, normals, indices = indexed_arrays(kind)
            self._indices[kind] = indices
            self.geometry[kind] = (
                self._accessor(
                    positions,
                    _FLOAT,
                    "VEC3",
                    _ARRAY_BUFFER,
                    {"min": positions.min(axis=0).tolist(), "max": positions.max(axis=0).tolist()},
                ),
                self._accessor(normals, _FLOAT, "VEC3", _ARRAY_BUFFER, {}),
            )
        return self.geometry[kind]

    def _all_faces(self, kind: str) -> int:
        """The index accessor of every face of ``kind``, written only when a piece of that kind
        shows no print (a kind whose pieces are all printed would leave it unused)."""
        if kind not in self.faces:
            self._geometry(kind)
            indices = self._indices[kind]
            vertices = int(indices.max()) + 1
            self.faces[kind] = self._accessor(
                indices, _index_type(vertices), "SCALAR", _ELEMENT_ARRAY_BUFFER, {}
            )
        return self.faces[kind]

    def _accessor(self, array: np.ndarray, component: int, shape: str, target: int, bounds: dict) -> int:
        """Store an array as a bufferView and an accessor over it."""
        dtype = {_FLOAT: "<f4", _UNSIGNED_SHORT: "<u2", _UNSIGNED_INT: "<u4"}[component]
        data = np.ascontiguousarray(array, dtype=dtype).tobytes()
        view = _append(
            self.doc,
            "bufferViews",
            {"buffer": 0, "byteOffset": len(self.binary), "byteLength": len(data), "target": target},
        )
        self.binary += _padded(data, b"\0")  # every view starts 4-byte aligned
        return _append(
            self.doc,
            "accessors",
            {"bufferView": view, "componentType": component, "count": len(array), "type": shape, **bounds},
        )

    def _material(self, colour: tuple[float, ...]) -> int:
        if colour not in self.materials:
            material = {
                "name": f"colour {_hex(colour)}",  # not shown: glTF data
                "pbrMetallicRoughness": {
                    "baseColorFactor": list(colour),
                    "metallicFactor": 0.0,
                    "roughnessFactor": ROUGHNESS,
                },
            }
            if colour[3] < 1.0:
                material["alphaMode"] = "BLEND"
            self.materials[colour] = _append(self.doc, "materials", material)
        return self.materials[colour]

    def to_glb(self) -> bytes:
        """Pack the document and buffer into the GLB container."""
        if self.binary:
            self.doc["buffers"] = [{"byteLength": len(self.binary)}]
        try:
            text = json.dumps(self.doc, separators=(",", ":"), allow_nan=False)
        except (TypeError, ValueError) as error:
            raise ValueError(
                f"a piece's extras are not plain JSON data: {error}"  # not shown: a scene's mistake
            ) from None
        chunks = [(_JSON_CHUNK, _padded(text.encode("utf-8"), b" "))]
        if self.binary:
            chunks.append((_BIN_CHUNK, _padded(bytes(self.binary), b"\0")))
        body = b"".join(struct.pack("<II", len(data), kind) + data for kind, data in chunks)
        return struct.pack("<4sII", _GLB_MAGIC, _GLB_VERSION, 12 + len(body)) + body


def indexed_arrays(kind: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A mesh kind's flat-shaded triangles as distinct corners and an index list.

    Returns:
        (positions (V, 3) float32, normals (V, 3) float32, indices (3F,) uint32):
        the corners in order of first use, so triangle i is indices[3i:3i+3].
    """
    positions, normals = library_mesh(kind).flat_arrays()
    corners = np.concatenate([positions, normals], axis=1)
    _, first, inverse = np.unique(corners, axis=0, return_index=True, return_inverse=True)
    order = np.argsort(first)  # np.unique sorts; keep the mesh's own order instead
    renumber = np.empty_like(order)
    renumber[order] = np.arange(len(order))
    kept = corners[first[order]]
    return kept[:, :3], kept[:, 3:], renumber[inverse.reshape(-1)].astype(np.uint32)


def _index_type(vertices: int) -> int:
    return _UNSIGNED_SHORT if vertices <= 0xFFFF else _UNSIGNED_INT


def _pose(piece: Piece) -> dict:
    """The node's translation, rotation and scale; identity parts are left out."""
    pose = {"translation": [float(v) for v in piece.position]}
    if not all(math.isfinite(v) for v in pose["translation"]):
        raise ValueError(
            f"piece {piece.id} has a position that is not a number: {piece.position}"  # not shown: a scene's mistake, for a developer
        )
    rotation = np.asarray(piece.rotation, dtype=np.float64)
    length = float(np.linalg.norm(rotation))
    if not length > 0.0:
        raise ValueError(
            f"piece {piece.id} has a zero rotation quaternion"  # not shown: a scene's mistake, for a developer
        )
    if not np.allclose(rotation, (0.0, 0.0, 0.0, 1.0)):
        pose["rotation"] = (rotation / length).tolist()
    if tuple(piece.scale) != (1.0, 1.0, 1.0):
        pose["scale"] = [float(v) for v in piece.scale]
    return pose


def _colour(piece: Piece) -> tuple[float, float, float, float]:
    colour = tuple(float(c) for c in piece.colour)
    if len(colour) != 4 or not all(0.0 <= c <= 1.0 for c in colour):
        raise ValueError(
            f"piece {piece.id} has colour {piece.colour}; expected linear RGBA, each within 0..1"  # not shown: a scene's mistake, for a developer
        )
    return colour


def _append(doc: dict, array: str, entry: dict) -> int:
    """Append an entry to one of the document's top-level arrays; return its index."""
    entries = doc.setdefault(array, [])
    entries.append(entry)
    return len(entries) - 1


def _padded(data: bytes, filler: bytes) -> bytes:
    """GLB chunks are 4-byte aligned: JSON pads with spaces, binary with zeros."""
    return data + filler * (-len(data) % 4)


def _hex(colour: tuple[float, ...]) -> str:
    """A readable name for a linear colour: its sRGB hex code, as on screen."""
    srgb = [round(255 * min(max(c, 0.0), 1.0) ** (1 / 2.2)) for c in colour[:3]]
    return "#" + "".join(f"{c:02x}" for c in srgb)
