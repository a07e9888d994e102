"""One GL item that draws every piece of one mesh kind in a single draw call.

pyqtgraph issues one draw (and ~54 µs of Python) per item per frame; a city of
1,500 cubes as separate items crawls. Here the unit mesh sits in one vertex
buffer and each piece is one row of an instance buffer (position, rotation,
scale, colour, and the atlas rectangles of its printed faces), uploaded only
when the pieces change. The GLSL lives in :mod:`.shaders`. Nothing is built in
``paint()`` beyond the first-time creation of GL objects, which needs the
widget's context (FINDINGS: ``addItem`` does not make it current).
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable

import numpy as np
from OpenGL import GL
from pyqtgraph.opengl import GLGraphicsItem

from babelworks.render import shaders
from babelworks.scene.meshes import Mesh
from babelworks.scene.pieces import Piece

LIGHT_DIRECTION = np.array([0.35, -0.55, 0.76]) / np.linalg.norm([0.35, -0.55, 0.76])
LAMP_RADIUS_CM = 70.0
CONTACT = 0.3  # how much darker a piece's side is where it meets what it stands on

INSTANCE_FLOATS = 22  # offset 3 + rotation 4 + scale 3 + colour 4 + front rect 4 + back rect 4
_FLOAT = 4
_MESH_FLOATS = 9  # position 3 + normal 3 + printed uv and side 3


def instance_rows(pieces: list[Piece], prints: np.ndarray | None = None) -> np.ndarray:
    """Pack pieces into the instance buffer layout, in one pass.

    Args:
        pieces: pieces of one mesh kind.
        prints: (N, 8) atlas rectangles of each piece's front and back print
            (zeros: plain); None for all plain.

    Returns:
        (N, 22) float32 rows: position 3, rotation (x, y, z, w) 4, scale 3, linear RGBA 4,
        front rectangle 4, back rectangle 4.
    """
    rows = np.array(
        [(*p.position, *p.rotation, *p.scale, *p.colour) for p in pieces], dtype=np.float32
    ).reshape(-1, 14)
    if prints is None:
        prints = np.zeros((len(rows), 8), dtype=np.float32)
    return np.hstack([rows, np.asarray(prints, dtype=np.float32).reshape(-1, 8)])


class InstancedMeshItem(GLGraphicsItem.GLGraphicsItem):
    """Draws N copies of one mesh, each with its own pose and colour.

    Pieces are drawn opaque: alpha is passed through but nothing is blended or
    sorted (no translucent pieces in the three games).

    Attributes:
        upload_count: how many times the instance buffer went to the GPU
            (tests use it to prove unchanged pieces are not re-uploaded).
    """

    def __init__(self, mesh: Mesh, parentItem=None):
        """Create the item for one library mesh (GL objects come later, in paint).

        Args:
            mesh: the unit mesh every instance draws.
            parentItem: optional pyqtgraph parent item.
        """
        super().__init__(parentItem=parentItem)
        # Opaque, and back faces culled: every library mesh is a closed solid wound
        # counter-clockwise from outside, and llvmpipe pays for each rasterised triangle.
        self.setGLOptions(
            {
                GL.GL_DEPTH_TEST: True,
                GL.GL_BLEND: False,
                GL.GL_CULL_FACE: True,
                "glCullFace": (GL.GL_BACK,),
                "glFrontFace": (GL.GL_CCW,),
            }
        )
        positions, normals = mesh.flat_arrays()
        self._vertices = np.ascontiguousarray(np.hstack([positions, normals, mesh.printed_uvs()]))
        self._half = tuple(float(h) for h in mesh.half_extents)
        self._rows = np.zeros((0, INSTANCE_FLOATS), dtype=np.float32)
        self._dirty = True
        self._gl: tuple[int, int, int] | None = None  # (program, mesh buffer, instance buffer)
        self._texture: Callable[[], int] | None = None
        self._textured = False
        self.contact = CONTACT
        self.upload_count = 0

    def set_texture(self, texture: Callable[[], int] | None) -> None:
        """Print faces from a texture (a callable giving its GL id once the context is
        current), or draw plain colours (None); one texture bind per frame."""
        if texture is None and self._texture is None:
            return
        self._texture = texture
        self.update()

    @property
    def instance_count(self) -> int:
        """Number of instances drawn."""
        return len(self._rows)

    def set_instances(self, rows: np.ndarray) -> bool:
        """Replace all instances; the GPU copy is refreshed only if they changed.

        Args:
            rows: (N, 22) float32 rows from :func:`instance_rows`.

        Returns:
            True when the rows differ from what is drawn now.
        """
        rows = np.ascontiguousarray(rows, dtype=np.float32)
        if rows.shape == self._rows.shape and np.array_equal(rows, self._rows):
            return False
        self._rows = rows
        self._dirty = True
        self.update()
        return True

    def paint(self):
        """Draw all instances with one instanced draw call."""
        if not len(self._rows):
            return
        self.setupGLState()
        if self._gl is None:
            self._gl = self._create_gl_objects()
        elif self._textured != (self._texture is not None):  # switched: its program now
            GL.glDeleteProgram(self._gl[0])
            self._textured = self._texture is not None
            self._gl = (shaders.compile_program(self._textured), *self._gl[1:])
        program, mesh_buffer, instance_buffer = self._gl
        if self._dirty:
            self._upload(instance_buffer)
        GL.glUseProgram(program)
        try:
            self._set_uniforms(program)
            self._bind_attributes(mesh_buffer, instance_buffer)
            if self._textured:
                assert self._texture is not None  # _textured says a texture is set
                GL.glActiveTexture(GL.GL_TEXTURE0)
                GL.glBindTexture(GL.GL_TEXTURE_2D, self._texture())
            GL.glDrawArraysInstanced(GL.GL_TRIANGLES, 0, len(self._vertices), len(self._rows))
        finally:
            if self._textured:
                GL.glBindTexture(GL.GL_TEXTURE_2D, 0)
            self._unbind_attributes()
            GL.glUseProgram(0)

    def _create_gl_objects(self) -> tuple[int, int, int]:
        self._textured = self._texture is not None
        program = shaders.compile_program(self._textured)
        mesh_buffer, instance_buffer = (int(b) for b in GL.glGenBuffers(2))
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, mesh_buffer)
        GL.glBufferData(GL.GL_ARRAY_BUFFER, self._vertices.nbytes, self._vertices, GL.GL_STATIC_DRAW)
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, 0)
        return program, mesh_buffer, instance_buffer

    def _upload(self, instance_buffer: int) -> None:
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, instance_buffer)
        GL.glBufferData(GL.GL_ARRAY_BUFFER, self._rows.nbytes, self._rows, GL.GL_DYNAMIC_DRAW)
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, 0)
        self._dirty = False
        self.upload_count += 1

    def _set_uniforms(self, program: int) -> None:
        mvp = np.array(self.mvpMatrix().data(), dtype=np.float32)
        GL.glUniformMatrix4fv(GL.glGetUniformLocation(program, "u_mvp"), 1, False, mvp)
        GL.glUniform3f(GL.glGetUniformLocation(program, "u_light_dir"), *LIGHT_DIRECTION)
        GL.glUniform1f(GL.glGetUniformLocation(program, "u_lamp_radius"), LAMP_RADIUS_CM)
        GL.glUniform1f(GL.glGetUniformLocation(program, "u_contact"), self.contact)
        GL.glUniform3f(GL.glGetUniformLocation(program, "u_half"), *self._half)
        if self._textured:
            GL.glUniform1i(GL.glGetUniformLocation(program, "u_atlas"), 0)

    @staticmethod
    def _bind_attributes(mesh_buffer: int, instance_buffer: int) -> None:
        for buffer, attributes, divisor, stride in (
            (mesh_buffer, shaders.MESH_ATTRIBUTES, 0, _MESH_FLOATS * _FLOAT),
            (instance_buffer, shaders.INSTANCE_ATTRIBUTES, 1, INSTANCE_FLOATS * _FLOAT),
        ):
            GL.glBindBuffer(GL.GL_ARRAY_BUFFER, buffer)
            offset = 0
            for _, location, width in attributes:
                GL.glEnableVertexAttribArray(location)
                GL.glVertexAttribPointer(location, width, GL.GL_FLOAT, False, stride, ctypes.c_void_p(offset))
                GL.glVertexAttribDivisor(location, divisor)
                offset += width * _FLOAT
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, 0)

    @staticmethod
    def _unbind_attributes() -> None:
        # pyqtgraph's own items share the vertex-array state: leave it as found.
        for _, location, _ in shaders.MESH_ATTRIBUTES + shaders.INSTANCE_ATTRIBUTES:
            GL.glVertexAttribDivisor(location, 0)
            GL.glDisableVertexAttribArray(location)
