"""Camera presets and keyboard steps for the table view.

The camera orbits a point on the table (pyqtgraph's centre / distance /
elevation / azimuth). Units are centimetres; the table top is at z = 0.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6 import QtCore

Key = QtCore.Qt.Key


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


CAMERA_PRESETS: dict[str, CameraPose] = {
    "overview": CameraPose((0.0, 0.0, 0.0), 150.0, 45.0, -90.0),
    "top": CameraPose((0.0, 0.0, 0.0), 160.0, 90.0, -90.0),
    "seat": CameraPose((0.0, -10.0, 0.0), 95.0, 32.0, -90.0),
    "close": CameraPose((0.0, 0.0, 2.0), 45.0, 35.0, -60.0),
}
DEFAULT_PRESET = "overview"

ORBIT_STEP_DEG = 5.0
ZOOM_STEP = 1.15  # distance factor per key press
PAN_STEP_PX = 40.0  # screen pixels per key press
MIN_DISTANCE_CM = 5.0
MAX_DISTANCE_CM = 800.0

# key -> (azimuth, elevation) degrees
ORBIT_KEYS = {
    Key.Key_Left: (ORBIT_STEP_DEG, 0.0), Key.Key_Right: (-ORBIT_STEP_DEG, 0.0),
    Key.Key_Up: (0.0, ORBIT_STEP_DEG), Key.Key_Down: (0.0, -ORBIT_STEP_DEG),
}
# key -> (right, forward) screen pixels, panning across the table
PAN_KEYS = {
    Key.Key_A: (-PAN_STEP_PX, 0.0), Key.Key_D: (PAN_STEP_PX, 0.0),
    Key.Key_W: (0.0, PAN_STEP_PX), Key.Key_S: (0.0, -PAN_STEP_PX),
}
# key -> distance factor
ZOOM_KEYS = {
    Key.Key_Plus: 1 / ZOOM_STEP, Key.Key_Equal: 1 / ZOOM_STEP, Key.Key_PageUp: 1 / ZOOM_STEP,
    Key.Key_Minus: ZOOM_STEP, Key.Key_PageDown: ZOOM_STEP,
}
RESET_KEYS = (Key.Key_Home, Key.Key_R)


def clamp_distance(distance: float) -> float:
    """Keep the camera between touching the pieces and losing the table."""
    return min(max(distance, MIN_DISTANCE_CM), MAX_DISTANCE_CM)


def preset(name: str) -> CameraPose:
    """Look up a camera preset by name.

    Raises:
        KeyError: naming the presets there are.
    """
    try:
        return CAMERA_PRESETS[name]
    except KeyError:
        known = ", ".join(CAMERA_PRESETS)
        raise KeyError(f"no camera preset {name!r}; there are: {known}") from None
