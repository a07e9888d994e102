"""Where a camera looks at the table from, as plain data: poses and the table's named views.

The camera orbits a point on the table (pyqtgraph's centre / distance /
elevation / azimuth). Units are centimetres; the table top is at z = 0. The
table view (``render``) and the exporter's framing (``export``) both read
these; keyboard steps, which need Qt's key codes, stay in ``render.camera``.
"""

from __future__ import annotations

from dataclasses import dataclass


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
