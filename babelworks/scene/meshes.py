"""Procedural mesh library in real-world centimetres (+Z up), pure numpy.

Every mesh is centred on its own bounding box, so a :class:`Piece`'s position
is the centre of the piece. Faces wind counter-clockwise seen from outside and
carry one normal each (flat shading: a stack of cubes reads by its edges).

Sizes are those of real components; they are named so physics, rendering and
export agree on them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

import numpy as np

from babelworks.scene.polygons import triangulate

CUBE_EDGE_CM = 1.0  # 10 mm wooden building cube
# Wooden cubes have softened edges; the bevel also draws a line between the cubes
# of a stack, so its height can be counted.
CUBE_BEVEL_CM = 0.06
TILE_SIZE_CM = (4.5, 4.5, 0.2)  # square cardboard tile (building plan, resource)
CARD_SIZE_CM = (6.3, 8.8, 0.03)  # poker-size card, lying flat
MEEPLE_SIZE_CM = (2.0, 1.0, 2.0)  # width (x), thickness (y), height (z)
BOARD_SIZE_CM = (30.0, 30.0, 0.25)  # one folded board section
TABLE_TOP_SIZE_CM = (140.0, 90.0, 3.0)  # a kitchen table top

_HEAD_CENTRE = (0.0, 1.68)
_HEAD_RADIUS = 0.32
_HEAD_SEGMENTS = 12


def _meeple_outline() -> tuple[tuple[float, float], ...]:
    """The classic meeple silhouette, 2 units wide and tall, feet on v = 0."""
    right_side = [(0.35, 0.0), (1.0, 0.0), (0.62, 0.72), (1.0, 1.05), (0.98, 1.28), (0.45, 1.38)]
    angles = np.radians(np.linspace(-30.0, 210.0, _HEAD_SEGMENTS + 1))
    head = [
        (_HEAD_CENTRE[0] + _HEAD_RADIUS * np.cos(a), _HEAD_CENTRE[1] + _HEAD_RADIUS * np.sin(a))
        for a in angles
    ]
    left_side = [(-u, v) for u, v in reversed(right_side)]
    crotch = [(-0.35, 0.0), (0.0, 0.42)]
    points = crotch + right_side + head + left_side[:-1]  # left foot closes the loop
    return tuple((round(float(u), 6), round(float(v), 6)) for u, v in points)


# Counter-clockwise (u, v) outline of a standing meeple seen from the front, in
# units of half its width; u runs along x, v up along z. Kept as data so the
# physics can build one convex hull of the extruded outline (FINDINGS: faster and
# steadier than a compound of primitives).
MEEPLE_OUTLINE: tuple[tuple[float, float], ...] = _meeple_outline()


@dataclass(frozen=True, eq=False)
class Mesh:
    """A triangle mesh with one normal per face.

    Attributes:
        vertices: (V, 3) float32 positions in cm, centred on the bounding box.
        faces: (F, 3) int32 vertex indices, counter-clockwise from outside.
        face_normals: (F, 3) float32 unit outward normals.
    """

    vertices: np.ndarray
    faces: np.ndarray
    face_normals: np.ndarray

    @property
    def half_extents(self) -> np.ndarray:
        """Half the bounding-box size along x, y, z (cm), as a (3,) array."""
        return (self.vertices.max(axis=0) - self.vertices.min(axis=0)) / 2

    def flat_arrays(self) -> tuple[np.ndarray, np.ndarray]:
        """Un-indexed triangle corners and their face normals, for flat shading.

        Returns:
            (positions, normals), each (F * 3, 3) float32, C-contiguous.
        """
        positions = self.vertices[self.faces].reshape(-1, 3)
        normals = np.repeat(self.face_normals, 3, axis=0)
        return (
            np.ascontiguousarray(positions, dtype=np.float32),
            np.ascontiguousarray(normals, dtype=np.float32),
        )

    def printed_uvs(self) -> np.ndarray:
        """Where each corner of :meth:`flat_arrays` lies on a printed face.

        Faces turned up (+z) carry the front print, faces turned down the back,
        seen from below (mirrored left to right); side faces carry none. The
        print spans the bounding box: u from -x to +x, v from the top edge (+y)
        down, so v = 0 is the image's top row as painted.

        Returns:
            (F * 3, 3) float32: (u, v, side) with side +1 front, -1 back, 0 none.
        """
        positions, normals = self.flat_arrays()
        low, high = self.vertices.min(axis=0), self.vertices.max(axis=0)
        across = (positions[:, :2] - low[:2]) / np.maximum(high[:2] - low[:2], 1e-9)
        side = np.where(normals[:, 2] > 0.5, 1.0, np.where(normals[:, 2] < -0.5, -1.0, 0.0))
        u = np.where(side < 0, 1.0 - across[:, 0], across[:, 0])
        return np.ascontiguousarray(np.column_stack([u, 1.0 - across[:, 1], side]), dtype=np.float32)


def _make_mesh(vertices, faces) -> Mesh:
    """Build a read-only Mesh, computing face normals from the winding."""
    v = np.asarray(vertices, dtype=np.float64)
    f = np.asarray(faces, dtype=np.int32)
    corners = v[f]
    normals = np.cross(corners[:, 1] - corners[:, 0], corners[:, 2] - corners[:, 0])
    normals /= np.linalg.norm(normals, axis=1, keepdims=True)
    arrays = [v.astype(np.float32), f, normals.astype(np.float32)]
    for array in arrays:
        array.setflags(write=False)
    return Mesh(*arrays)


def box(size_x: float, size_y: float, size_z: float) -> Mesh:
    """A rectangular block centred on the origin.

    Args:
        size_x: width in cm.
        size_y: depth in cm.
        size_z: height in cm.

    Returns:
        A 12-triangle Mesh.
    """
    return slab((size_x, size_y, size_z), (1, 1))


def slab(size: tuple[float, float, float], cells: tuple[int, int]) -> Mesh:
    """A block whose top and bottom faces are split into a grid of cells.

    The renderer lights per vertex, so big flat pieces (the table) need corners
    inside their faces for the lamp's falloff to show.

    Args:
        size: (width, depth, height) in cm.
        cells: grid cells along x and y (at least 1 each).

    Returns:
        A closed Mesh centred on the origin.
    """
    nx, ny = cells
    xs = np.linspace(-size[0] / 2, size[0] / 2, nx + 1)
    ys = np.linspace(-size[1] / 2, size[1] / 2, ny + 1)
    grid = [(x, y) for x in xs for y in ys]
    top = len(grid)  # bottom vertices come first, then the top ones
    vertices = [(x, y, -size[2] / 2) for x, y in grid] + [(x, y, size[2] / 2) for x, y in grid]
    faces = []
    for a, b, c, d in _grid_cells(nx, ny):
        faces += [(top + a, top + b, top + c), (top + a, top + c, top + d)]
        faces += [(a, c, b), (a, d, c)]
    rim = _grid_rim(nx, ny)
    for p, q in zip(rim, rim[1:] + rim[:1]):
        faces += [(p, q, top + q), (p, top + q, top + p)]
    return _make_mesh(vertices, faces)


def _grid_index(i: int, j: int, ny: int) -> int:
    """Vertex index of grid point (i, j); slab() lays the grid out x-major."""
    return i * (ny + 1) + j


def _grid_cells(nx: int, ny: int) -> list[tuple[int, int, int, int]]:
    """Corner indices of each cell of a (nx+1) x (ny+1) grid, counter-clockwise from above."""
    return [
        (
            _grid_index(i, j, ny),
            _grid_index(i + 1, j, ny),
            _grid_index(i + 1, j + 1, ny),
            _grid_index(i, j + 1, ny),
        )
        for i in range(nx)
        for j in range(ny)
    ]


def _grid_rim(nx: int, ny: int) -> list[int]:
    """Indices of a (nx+1) x (ny+1) grid's border, counter-clockwise seen from above."""

    def index(i, j):
        return _grid_index(i, j, ny)

    south = [index(i, 0) for i in range(nx)]
    east = [index(nx, j) for j in range(ny)]
    north = [index(i, ny) for i in range(nx, 0, -1)]
    west = [index(0, j) for j in range(ny, 0, -1)]
    return south + east + north + west


def cube(edge: float = CUBE_EDGE_CM, bevel: float = CUBE_BEVEL_CM) -> Mesh:
    """A building cube with bevelled edges and corners.

    Args:
        edge: edge length in cm.
        bevel: how far each face is inset from the edges, in cm (0 for a sharp box).

    Returns:
        A closed Mesh: 6 faces, 12 edge bevels, 8 corner triangles.
    """
    if bevel <= 0:
        return box(edge, edge, edge)
    half, inset = edge / 2, edge / 2 - bevel
    signs = [(sx, sy, sz) for sx in (-1, 1) for sy in (-1, 1) for sz in (-1, 1)]
    corner_points = {}  # (axis, signs) -> index: the corner's point on that axis' face
    vertices: list = []
    for sign in signs:
        for axis in range(3):
            corner_points[axis, sign] = len(vertices)
            vertices.append(tuple(half * s if a == axis else inset * s for a, s in enumerate(sign)))
    faces = _bevelled_faces(corner_points, signs)
    return _make_mesh(vertices, _facing_outward(np.array(vertices), faces))


def _bevelled_faces(point, signs) -> list[tuple[int, int, int]]:
    """Triangles of a bevelled cube from its corner points, in any winding."""

    def with_sign(sign, axis, value):
        return tuple(value if a == axis else s for a, s in enumerate(sign))

    faces = []
    for sign in signs:  # corner triangles
        faces.append((point[0, sign], point[1, sign], point[2, sign]))
    for axis in range(3):
        b, c = (axis + 1) % 3, (axis + 2) % 3
        for sign in (s for s in signs if s[b] < 0 and s[c] < 0):  # face squares
            ring = [
                sign,
                with_sign(sign, b, 1),
                with_sign(with_sign(sign, b, 1), c, 1),
                with_sign(sign, c, 1),
            ]
            faces += _quad([point[axis, s] for s in ring])
        for sign in (s for s in signs if s[c] < 0):  # bevels along axis c
            top = with_sign(sign, c, 1)
            faces += _quad([point[axis, sign], point[axis, top], point[b, top], point[b, sign]])
    return faces


def _quad(ring: list[int]) -> list[tuple[int, int, int]]:
    a, b, c, d = ring
    return [(a, b, c), (a, c, d)]


def _facing_outward(vertices: np.ndarray, faces) -> list[tuple[int, int, int]]:
    """Wind each triangle of a convex, origin-centred mesh to face away from the centre."""
    outward = []
    for a, b, c in faces:
        normal = np.cross(vertices[b] - vertices[a], vertices[c] - vertices[a])
        centroid = vertices[a] + vertices[b] + vertices[c]
        outward.append((a, b, c) if normal @ centroid > 0 else (a, c, b))
    return outward


def tile(size: tuple[float, float, float] = TILE_SIZE_CM) -> Mesh:
    """A flat cardboard tile, lying face up; size is (width, depth, thickness) cm."""
    return box(*size)


def card(size: tuple[float, float, float] = CARD_SIZE_CM) -> Mesh:
    """A card lying face up; size is (width, length, thickness) cm."""
    return box(*size)


def board(size: tuple[float, float, float] = BOARD_SIZE_CM) -> Mesh:
    """A game board section lying on the table; size is (width, depth, thickness) cm."""
    return slab(size, (6, 6))


def table_top(size: tuple[float, float, float] = TABLE_TOP_SIZE_CM) -> Mesh:
    """The table top slab (5 cm grid cells); the scene puts its top face at z = 0."""
    return slab(size, (max(1, round(size[0] / 5)), max(1, round(size[1] / 5))))


def meeple(size: tuple[float, float, float] = MEEPLE_SIZE_CM) -> Mesh:
    """A standing meeple: :data:`MEEPLE_OUTLINE` scaled and extruded along y.

    Args:
        size: (width, thickness, height) in cm.

    Returns:
        A closed Mesh centred on its bounding box.
    """
    width, thickness, height = size
    outline = np.array(MEEPLE_OUTLINE) * (width / 2, height / 2)
    outline[:, 1] -= height / 2
    return extrude(outline, thickness)


def extrude(outline: np.ndarray, thickness: float) -> Mesh:
    """Extrude a simple counter-clockwise (u, v) polygon along y.

    u maps to x and v to z; the solid spans y in [-thickness/2, thickness/2].

    Args:
        outline: (N, 2) polygon corners, counter-clockwise, not repeating the first.
        thickness: extrusion depth in cm.

    Returns:
        A closed Mesh: two caps and one quad per outline edge.
    """
    points = np.asarray(outline, dtype=np.float64)
    n = len(points)
    half = thickness / 2
    front = [(u, -half, v) for u, v in points]
    back = [(u, half, v) for u, v in points]
    caps = triangulate(points)
    faces = [tuple(t) for t in caps]  # CCW in (x, z) faces -y: the front cap
    faces += [(n + a, n + c, n + b) for a, b, c in caps]
    for a in range(n):
        b = (a + 1) % n
        faces += [(a, n + b, b), (a, n + a, n + b)]
    return _make_mesh(front + back, faces)


def block() -> Mesh:
    """A plain 1 cm box (12 triangles): cube-shaped markers, icons and piles seen from afar.

    The bevelled :func:`cube` has almost four times the triangles; on a software
    renderer hundreds of small decorative cubes cost frame rate for edges nobody sees.
    """
    return box(CUBE_EDGE_CM, CUBE_EDGE_CM, CUBE_EDGE_CM)


MESH_BUILDERS: dict[str, Callable[[], Mesh]] = {
    "cube": cube,
    "block": block,
    "tile": tile,
    "card": card,
    "meeple": meeple,
    "board": board,
    "table": table_top,
}


@cache
def mesh(kind: str) -> Mesh:
    """The library mesh for a :class:`Piece` mesh kind, built once and shared.

    Args:
        kind: one of :data:`MESH_BUILDERS`' keys ("cube", "meeple", ...).

    Returns:
        The read-only Mesh at its real size.

    Raises:
        KeyError: for a kind the library does not have, naming the known kinds.
    """
    try:
        builder = MESH_BUILDERS[kind]
    except KeyError:
        known = ", ".join(sorted(MESH_BUILDERS))
        raise KeyError(f"no mesh called {kind!r}; the library has: {known}") from None  # not shown
    return builder()
