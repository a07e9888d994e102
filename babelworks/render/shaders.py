"""The instanced item's GLSL: per-vertex lighting, and printed faces from an atlas.

GLSL 1.20 runs in the compatibility contexts desktop drivers hand out by
default (Mesa 4.5 compat, macOS legacy 2.1 with ARB_instanced_arrays).
Lighting is done per vertex: faces are flat, so only the gentle lamp falloff
varies across a face, and llvmpipe (software GL) shades 1280x800 pixels 2.5x
faster with a pass-through fragment shader (table view 15 -> 40 fps). Large
flat meshes (table, boards) are subdivided so the falloff stays smooth.

A mesh kind whose pieces show printed faces uses the textured fragment shader:
one texture read per pixel, the print laid over the piece's own colour where
the print is transparent (rounded corners), both lit by the same per-vertex
light. Pieces stand on the table through a contact term: the sides of every
piece darken towards its foot (ambient occlusion in its cheapest form, per
vertex: the side's corners at the foot are darker, those above its lowest centimetre
not, and the side is shaded in between), so stacks and towers read as standing, not
floating, and the cubes of a stack stay apart.
"""

from __future__ import annotations

from OpenGL import GL

VERTEX_SHADER = """
#version 120
uniform mat4 u_mvp;
uniform vec3 u_light_dir;   // world space, towards the light, unit length
uniform float u_lamp_radius;
uniform float u_contact;    // how dark a piece's foot gets (0: none)
attribute vec3 a_position;
attribute vec3 a_normal;
attribute vec3 a_uv;        // printed-face coordinates and side (+1 front, -1 back, 0 none)
attribute vec3 i_offset;
attribute vec4 i_rotation;  // quaternion (x, y, z, w)
attribute vec3 i_scale;
attribute vec4 i_colour;    // linear RGBA
attribute vec4 i_front;     // atlas rectangle (u, v, w, h) of the top's print
attribute vec4 i_back;      // ... and of the underside's
uniform vec3 u_half;        // the mesh's half extents
varying vec4 v_colour;
varying vec3 v_shade;       // the light alone, in display gamma, for the print
varying vec2 v_uv;
varying float v_printed;

vec3 rotate(vec4 q, vec3 v) {
    return v + 2.0 * cross(q.xyz, cross(q.xyz, v) + q.w * v);
}

void main() {
    vec3 world = rotate(i_rotation, a_position * i_scale) + i_offset;
    // inverse-transpose of rotate * scale: keeps normals right under uneven scale
    vec3 n = normalize(rotate(i_rotation, a_normal / i_scale));
    float key = max(dot(n, u_light_dir), 0.0);
    float sky = 0.5 + 0.5 * n.z;  // faces turned up catch the room light
    float light = 0.18 + 0.22 * sky + 0.72 * key;
    // wood varies in tone: each piece a few percent lighter or darker, so the
    // cubes of a stack stay apart even when its bevels are below a pixel
    float grain = fract(sin(dot(i_offset, vec3(12.9898, 78.233, 37.719))) * 43758.5453);
    light *= 0.93 + 0.14 * grain;
    // a lamp above the middle of the table: the edges fall off gently
    light *= 1.0 - 0.35 * smoothstep(0.3, 1.2, length(world.xy) / u_lamp_radius);
    // contact: a side face darkens over the lowest centimetre of its piece,
    // measured from the piece's foot however it is turned (the box's lowest z)
    vec4 q = i_rotation;
    vec3 up_row = vec3(2.0 * (q.x * q.z - q.y * q.w), 2.0 * (q.y * q.z + q.x * q.w),
                       1.0 - 2.0 * (q.x * q.x + q.y * q.y));
    float height = world.z - i_offset.z + dot(abs(up_row), u_half * i_scale);
    light *= 1.0 - u_contact * (1.0 - max(max(n.z, 0.0), smoothstep(0.0, 0.9, height)));
    v_colour = vec4(pow(clamp(i_colour.rgb * light, 0.0, 1.0), vec3(1.0 / 2.2)), i_colour.a);
    v_shade = pow(vec3(clamp(light, 0.0, 1.0)), vec3(1.0 / 2.2));
    vec4 rect = a_uv.z > 0.5 ? i_front : (a_uv.z < -0.5 ? i_back : vec4(0.0));
    v_uv = rect.xy + a_uv.xy * rect.zw;
    v_printed = rect.z > 0.0 ? 1.0 : 0.0;
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

# The atlas holds premultiplied colours in display gamma: print over the piece's colour.
TEXTURED_FRAGMENT_SHADER = """
#version 120
uniform sampler2D u_atlas;
varying vec4 v_colour;
varying vec3 v_shade;
varying vec2 v_uv;
varying float v_printed;

void main() {
    vec4 print = texture2D(u_atlas, v_uv) * v_printed;
    gl_FragColor = vec4(v_colour.rgb * (1.0 - print.a) + print.rgb * v_shade, v_colour.a);
}
"""

MESH_ATTRIBUTES = (("a_position", 0, 3), ("a_normal", 1, 3), ("a_uv", 6, 3))
INSTANCE_ATTRIBUTES = (
    ("i_offset", 2, 3),
    ("i_rotation", 3, 4),
    ("i_scale", 4, 3),
    ("i_colour", 5, 4),
    ("i_front", 7, 4),
    ("i_back", 8, 4),
)


def compile_program(textured: bool) -> int:
    """Compile and link the instancing shaders; raise RuntimeError with the log."""
    program = GL.glCreateProgram()
    fragment = TEXTURED_FRAGMENT_SHADER if textured else FRAGMENT_SHADER
    for kind, source in ((GL.GL_VERTEX_SHADER, VERTEX_SHADER), (GL.GL_FRAGMENT_SHADER, fragment)):
        shader = GL.glCreateShader(kind)
        GL.glShaderSource(shader, source)
        GL.glCompileShader(shader)
        if not GL.glGetShaderiv(shader, GL.GL_COMPILE_STATUS):
            raise RuntimeError(
                f"instanced shader: {GL.glGetShaderInfoLog(shader)!r}"  # not shown: the GL driver's log, for a developer
            )
        GL.glAttachShader(program, shader)
    for name, location, _ in MESH_ATTRIBUTES + INSTANCE_ATTRIBUTES:
        GL.glBindAttribLocation(program, location, name)
    GL.glLinkProgram(program)
    if not GL.glGetProgramiv(program, GL.GL_LINK_STATUS):
        raise RuntimeError(
            f"instanced program: {GL.glGetProgramInfoLog(program)!r}"  # not shown: the GL driver's log, for a developer
        )
    return program
