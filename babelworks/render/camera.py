"""Keyboard steps and mouse speeds of the table view's camera.

The poses, the named views and the camera's limits are plain data in
:mod:`babelworks.scene.camera`; this module holds what needs Qt's key codes.
Units are centimetres.
"""

from __future__ import annotations

from PySide6 import QtCore

Key = QtCore.Qt.Key

ORBIT_STEP_DEG = 5.0
#: degrees the camera turns per pixel of a drag on the empty table (pyqtgraph's own: 1.0,
#: three and a half turns across a 1280 px window; this is a little over one)
ORBIT_DEG_PER_PX = 0.3
ZOOM_STEP = 1.15  # distance factor per key press and per wheel notch (120 eighths of a degree)
PAN_STEP_PX = 40.0  # screen pixels per key press

# key -> (azimuth, elevation) degrees
ORBIT_KEYS = {
    Key.Key_Left: (ORBIT_STEP_DEG, 0.0),
    Key.Key_Right: (-ORBIT_STEP_DEG, 0.0),
    Key.Key_Up: (0.0, ORBIT_STEP_DEG),
    Key.Key_Down: (0.0, -ORBIT_STEP_DEG),
}
# key -> (right, forward) screen pixels, panning across the table
PAN_KEYS = {
    Key.Key_A: (-PAN_STEP_PX, 0.0),
    Key.Key_D: (PAN_STEP_PX, 0.0),
    Key.Key_W: (0.0, PAN_STEP_PX),
    Key.Key_S: (0.0, -PAN_STEP_PX),
}
# key -> distance factor
ZOOM_KEYS = {
    Key.Key_Plus: 1 / ZOOM_STEP,
    Key.Key_Equal: 1 / ZOOM_STEP,
    Key.Key_PageUp: 1 / ZOOM_STEP,
    Key.Key_Minus: ZOOM_STEP,
    Key.Key_PageDown: ZOOM_STEP,
}
RESET_KEYS = (Key.Key_Home, Key.Key_R)
