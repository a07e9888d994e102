"""Where a camera looks at the table from, as plain data: poses and the table's named views.

The camera orbits a point on the table (pyqtgraph's centre / distance /
elevation / azimuth). Units are centimetres; the table top is at z = 0. The
table view (``render``) and the exporter's framing (``export``) both read
these; keyboard steps, which need Qt's key codes, stay in ``render.camera``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from babelworks.scene.meshes import TABLE_TOP_SIZE_CM

MIN_ELEVATION_DEG = 8.0  # a low look along the table top, never from under it
MAX_ELEVATION_DEG = 90.0  # straight down; past it the picture would turn upside down
MIN_DISTANCE_CM = 5.0  # close enough to read a card, not inside the pieces
MAX_DISTANCE_CM = 800.0  # the whole table is a speck by then
#: the box the orbit point stays in: over the table top, up to above the tallest tower
CENTRE_BOX_CM = (
    (-TABLE_TOP_SIZE_CM[0] / 2, TABLE_TOP_SIZE_CM[0] / 2),
    (-TABLE_TOP_SIZE_CM[1] / 2, TABLE_TOP_SIZE_CM[1] / 2),
    (0.0, 100.0),
)


@dataclass(frozen=True)
class CameraPose:
    """Where the camera looks from.

    Attributes:
        centre: the point on the table the camera orbits, (x, y, z) cm.
        distance: from the camera to the centre, cm.
        elevation: degrees above the table plane.
        azimuth: degrees around +Z; -90 looks from the south edge (-y) northwards.
    """

    centre: tuple[float, float, float]
    distance: float
    elevation: float
    azimuth: float


def within_limits(pose: CameraPose) -> CameraPose:
    """The nearest pose the table's camera may take: above the table, looking at it.

    The elevation stays between :data:`MIN_ELEVATION_DEG` and :data:`MAX_ELEVATION_DEG`.
    A centre under the table top (or above the box) slides along the line of sight
    to the box's floor (ceiling): the camera stays where it is and sees the same
    picture, only the point it orbits moves (the export's fitted centres can lie a
    little under the top). Then the centre is kept over the table
    (:data:`CENTRE_BOX_CM`) and the distance between :data:`MIN_DISTANCE_CM` and
    :data:`MAX_DISTANCE_CM`. With the centre never under the top and the elevation
    above zero, the camera is never under it either. The azimuth is free.
    """
    elevation = _clamp(pose.elevation, MIN_ELEVATION_DEG, MAX_ELEVATION_DEG)
    up, azimuth = math.radians(elevation), math.radians(pose.azimuth)
    towards_eye = (math.cos(up) * math.cos(azimuth), math.cos(up) * math.sin(azimuth), math.sin(up))
    height = pose.centre[2]
    slide = (_clamp(height, *CENTRE_BOX_CM[2]) - height) / towards_eye[2]
    x, y, z = (
        _clamp(c + slide * u, low, high) for c, u, (low, high) in zip(pose.centre, towards_eye, CENTRE_BOX_CM)
    )
    distance = _clamp(pose.distance - slide, MIN_DISTANCE_CM, MAX_DISTANCE_CM)
    return CameraPose((x, y, z), distance, elevation, float(pose.azimuth))


def _clamp(value: float, low: float, high: float) -> float:
    return min(max(float(value), low), high)


CAMERA_PRESETS: dict[str, CameraPose] = {
    "overview": CameraPose((0.0, 0.0, 0.0), 150.0, 45.0, -90.0),
    "top": CameraPose((0.0, 0.0, 0.0), 160.0, 90.0, -90.0),
    "seat": CameraPose((0.0, -10.0, 0.0), 95.0, 32.0, -90.0),
    "close": CameraPose((0.0, 0.0, 2.0), 45.0, 35.0, -60.0),
}
DEFAULT_PRESET = "overview"


def preset(name: str) -> CameraPose:
    """Look up a camera preset by name.

    Raises:
        KeyError: naming the presets there are.
    """
    try:
        return CAMERA_PRESETS[name]
    except KeyError:
        known = ", ".join(CAMERA_PRESETS)
        raise KeyError(f"no camera preset {name!r}; there are: {known}") from None  # not shown
