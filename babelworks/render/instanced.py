"""One GL item that draws every piece of one mesh kind in a single draw call.

pyqtgraph issues one draw (and ~54 µs of Python) per item per frame; a city of
1,500 cubes as separate items crawls. Here the unit mesh sits in one vertex
buffer and each piece is one row of an instance buffer (position, rotation,
scale, colour), uploaded only when the pieces change. Nothing is built in
``paint()`` beyond the first-time creation of GL objects, which needs the
widget's context (FINDINGS: ``addItem`` does not make it current).
"""

from __future__ import annotations

import ctypes

import numpy as np
from OpenGL import GL
from pyqtgraph.opengl import GLGraphicsItem

from babelworks.scene.meshes import Mesh
from babelworks.scene.pieces import Piece

# GLSL 1.20 runs in the compatibility contexts desktop drivers hand out by
# default (Mesa 4.5 compat, macOS legacy 2.1 with ARB_instanced_arrays).
# Lighting is done per vertex: faces are flat, so only the gentle lamp falloff
# varies across a face, and llvmpipe (software GL) shades 1280x800 pixels 2.5x
# faster with a pass-through fragment shader (table view 15 -> 40 fps). Large
# flat meshes (table, boards) are subdivided so the falloff stays smooth.
VERTEX_SHADER = """
#version 120
uniform mat4 u_mvp;
uniform vec3 u_light_dir;   // world space, towards the light, unit length
uniform float u_lamp_radius;
attribute vec3 a_position;
attribute vec3 a_normal;
attribute vec3 i_offset;
attribute vec4 i_rotation;  // quaternion (x, y, z, w)
attribute vec3 i_scale;
attribute vec4 i_colour;    // linear RGBA
varying vec4 v_colour;

vec3 rotate(vec4 q, vec3 v) {
    return v + 2.0 * cross(q.xyz, cross(q.xyz, v) + q.w * v);
}

void main() {
    vec3 world = rotate(i_rotation, a_position * i_scale) + i_offset;
    // inverse-transpose of rotate * scale: keeps normals right under uneven scale
    vec3 n = normalize(rotate(i_rotation, a_normal / i_scale));
    float key = max(dot(n, u_light_dir), 0.0);
    float sky = 0.5 + 0.5 * n.z;  // faces turned up catch the room light
    vec3 lit = i_colour.rgb * (0.18 + 0.22 * sky + 0.72 * key);
    // wood varies in tone: each piece a few percent lighter or darker, so the
    // cubes of a stack stay apart even when its bevels are below a pixel
    float grain = fract(sin(dot(i_offset, vec3(12.9898, 78.233, 37.719))) * 43758.5453);
    lit *= 0.93 + 0.14 * grain;
    // a lamp above the middle of the table: the edges fall off gently
    lit *= 1.0 - 0.35 * smoothstep(0.3, 1.2, length(world.xy) / u_lamp_radius);
    v_colour = vec4(pow(clamp(lit, 0.0, 1.0), vec3(1.0 / 2.2)), i_colour.a);
    gl_Position = u_mvp * vec4(world, 1.0);
}
"""

FRAGMENT_SHADER = """
#version 120
varying vec4 v_colour;

void main() {
    gl_FragColor = v_colour;
}
"""

LIGHT_DIRECTION = np.array([0.35, -0.55, 0.76]) / np.linalg.norm([0.35, -0.55, 0.76])
LAMP_RADIUS_CM = 70.0

# Attribute locations, bound before linking so the layout below is fixed.
_MESH_ATTRIBUTES = (("a_position", 0, 3), ("a_normal", 1, 3))
_INSTANCE_ATTRIBUTES = (("i_offset", 2, 3), ("i_rotation", 3, 4),
                        ("i_scale", 4, 3), ("i_colour", 5, 4))
INSTANCE_FLOATS = 14  # offset 3 + rotation 4 + scale 3 + colour 4
_FLOAT = 4


def instance_rows(pieces: list[Piece]) -> np.ndarray:
    """Pack pieces into the instance buffer layout, in one pass.

    Args:
        pieces: pieces of one mesh kind.

    Returns:
        (N, 14) float32 rows: position 3, rotation (x, y, z, w) 4, scale 3, linear RGBA 4.
    """
    rows = [(*p.position, *p.rotation, *p.scale, *p.colour) for p in pieces]
    return np.array(rows, dtype=np.float32).reshape(-1, INSTANCE_FLOATS)


def _compile_program() -> int:
    """Compile and link the instancing shaders; raise RuntimeError with the log."""
    program = GL.glCreateProgram()
    for kind, source in ((GL.GL_VERTEX_SHADER, VERTEX_SHADER),
                         (GL.GL_FRAGMENT_SHADER, FRAGMENT_SHADER)):
        shader = GL.glCreateShader(kind)
        GL.glShaderSource(shader, source)
        GL.glCompileShader(shader)
        if not GL.glGetShaderiv(shader, GL.GL_COMPILE_STATUS):
            raise RuntimeError(f"instanced shader: {GL.glGetShaderInfoLog(shader)!r}")
        GL.glAttachShader(program, shader)
    for name, location, _ in _MESH_ATTRIBUTES + _INSTANCE_ATTRIBUTES:
        GL.glBindAttribLocation(program, location, name)
    GL.glLinkProgram(program)
    if not GL.glGetProgramiv(program, GL.GL_LINK_STATUS):
        raise RuntimeError(f"instanced program: {GL.glGetProgramInfoLog(program)!r}")
    return program


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
        self.setGLOptions({GL.GL_DEPTH_TEST: True, GL.GL_BLEND: False, GL.GL_CULL_FACE: True,
                           "glCullFace": (GL.GL_BACK,), "glFrontFace": (GL.GL_CCW,)})
        positions, normals = mesh.flat_arrays()
        self._vertices = np.ascontiguousarray(np.hstack([positions, normals]))
        self._rows = np.zeros((0, INSTANCE_FLOATS), dtype=np.float32)
        self._dirty = True
        self._gl = None  # (program, mesh buffer, instance buffer) once created
        self.upload_count = 0

    @property
    def instance_count(self) -> int:
        """Number of instances drawn."""
        return len(self._rows)

    def set_instances(self, rows: np.ndarray) -> bool:
        """Replace all instances; the GPU copy is refreshed only if they changed.

        Args:
            rows: (N, 14) float32 rows from :func:`instance_rows`.

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
        program, mesh_buffer, instance_buffer = self._gl
        if self._dirty:
            self._upload(instance_buffer)
        GL.glUseProgram(program)
        try:
            self._set_uniforms(program)
            self._bind_attributes(mesh_buffer, instance_buffer)
            GL.glDrawArraysInstanced(GL.GL_TRIANGLES, 0, len(self._vertices), len(self._rows))
        finally:
            self._unbind_attributes()
            GL.glUseProgram(0)

    def _create_gl_objects(self):
        program = _compile_program()
        mesh_buffer, instance_buffer = (int(b) for b in GL.glGenBuffers(2))
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, mesh_buffer)
        GL.glBufferData(GL.GL_ARRAY_BUFFER, self._vertices.nbytes, self._vertices,
                        GL.GL_STATIC_DRAW)
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

    @staticmethod
    def _bind_attributes(mesh_buffer: int, instance_buffer: int) -> None:
        for buffer, attributes, divisor, stride in (
                (mesh_buffer, _MESH_ATTRIBUTES, 0, 6 * _FLOAT),
                (instance_buffer, _INSTANCE_ATTRIBUTES, 1, INSTANCE_FLOATS * _FLOAT)):
            GL.glBindBuffer(GL.GL_ARRAY_BUFFER, buffer)
            offset = 0
            for _, location, width in attributes:
                GL.glEnableVertexAttribArray(location)
                GL.glVertexAttribPointer(location, width, GL.GL_FLOAT, False, stride,
                                         ctypes.c_void_p(offset))
                GL.glVertexAttribDivisor(location, divisor)
                offset += width * _FLOAT
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, 0)

    @staticmethod
    def _unbind_attributes() -> None:
        # pyqtgraph's own items share the vertex-array state: leave it as found.
        for _, location, _ in _MESH_ATTRIBUTES + _INSTANCE_ATTRIBUTES:
            GL.glVertexAttribDivisor(location, 0)
            GL.glDisableVertexAttribArray(location)
