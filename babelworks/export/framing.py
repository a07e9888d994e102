"""Where the picture's camera stands: a named view's direction, at the distance that fits the city.

The camera is an orbit camera like the table view's (centre, distance,
elevation, azimuth; pyqtgraph's convention, with a horizontal field of view).
A view gives only the direction: the three-quarter view by default (the city
seen from a low south-east corner, as a player standing up), or one of the
table's named views (``scene.camera.CAMERA_PRESETS``). The centre and distance
always come from what the picture is about, so every view fills the frame and
cuts nothing.

What the picture is about (:func:`picture_pieces`, :func:`framed_pieces`): the
city when the table marks one (``extras["city"]``), the whole table otherwise.
The camera fits the city's *built* part: the boards the city stands on (large,
flat pieces) are left out of the fit, or a 104 cm board would make the towers on
it small; they still show, running out of the frame like ground in a photograph.
Given the direction, the nearest distance that keeps every corner of the
framed pieces' boxes inside the picture has a closed form per corner, so no
search is needed.
"""

from __future__ import annotations

import math

import numpy as np

from babelworks.export.extent import corner_points
from babelworks.export.gltf import city_pieces
from babelworks.i18n import translate
from babelworks.scene.camera import CAMERA_PRESETS, CameraPose
from babelworks.scene.pieces import Piece

THREE_QUARTER = "three-quarter"
CURRENT = "current"  # not a view: the app's camera as the player left it, every piece shown
VIEWS: dict[str, tuple[float, float]] = {  # name -> (elevation, azimuth) degrees
    THREE_QUARTER: (32.0, -62.0),
    **{name: (pose.elevation, pose.azimuth) for name, pose in CAMERA_PRESETS.items()},
}
FRAME_MARGIN = 0.05  # share of the picture's half-width left free around the city
GROUND_MIN_SIDE_CM = 15.0  # a flat city piece this wide is ground (a board), not a building
GROUND_MAX_HEIGHT_CM = 1.0
CENTRING_STEPS = 3  # each halves what is left of the imbalance or better
EMPTY_TABLE_POSE = CameraPose((0.0, 0.0, 0.0), 150.0, *VIEWS[THREE_QUARTER])


def view_names() -> list[str]:
    """The views a picture can be taken from, the default first."""
    return list(VIEWS)


def picture_pieces(pieces: list[Piece]) -> list[Piece]:
    """What a picture shows: the city when the table marks one, else every piece."""
    return city_pieces(pieces) or list(pieces)


def framed_pieces(pieces: list[Piece]) -> list[Piece]:
    """What the camera fits: the pieces shown, less the ground they stand on.

    Args:
        pieces: what the picture shows.

    Returns:
        The pieces that are not large flat boards; all of them when every one is.
    """
    if not pieces:
        return []
    corners = corner_points(pieces).reshape(len(pieces), 8, 3)
    extent = corners.max(axis=1) - corners.min(axis=1)
    ground = (extent[:, :2].max(axis=1) >= GROUND_MIN_SIDE_CM) & (extent[:, 2] < GROUND_MAX_HEIGHT_CM)
    built = [piece for piece, flat in zip(pieces, ground) if not flat]
    return built or list(pieces)


def fitted_pose(
    pieces: list[Piece], aspect: float, view: str = THREE_QUARTER, fov_deg: float = 60.0
) -> CameraPose:
    """A camera from the named view that shows every framed piece, as close as it can.

    Args:
        pieces: what the picture shows (:func:`picture_pieces`).
        aspect: picture width / height.
        view: a name from :func:`view_names`.
        fov_deg: the view's horizontal field of view in degrees.

    Returns:
        A CameraPose looking at the centre of the framed pieces' box.

    Raises:
        ValueError: for an unknown view, naming the known ones.
    """
    if view not in VIEWS:
        raise ValueError(
            translate("Picture export", "there is no camera view {view}; choose one of {views}").format(
                view=repr(view), views=", ".join(VIEWS)
            )
        )
    elevation, azimuth = VIEWS[view]
    framed = framed_pieces(pieces)
    if not framed:
        return CameraPose(EMPTY_TABLE_POSE.centre, EMPTY_TABLE_POSE.distance, elevation, azimuth)
    points = corner_points(framed)
    centre = (points.min(axis=0) + points.max(axis=0)) / 2
    for _ in range(CENTRING_STEPS):
        distance = fitting_distance(points - centre, elevation, azimuth, aspect, fov_deg)
        centre = centre + _off_centre(points - centre, distance, elevation, azimuth, aspect, fov_deg)
    distance = fitting_distance(points - centre, elevation, azimuth, aspect, fov_deg)
    x, y, z = (float(c) for c in centre)
    return CameraPose((x, y, z), distance, elevation, azimuth)


def _off_centre(
    offsets: np.ndarray,
    distance: float,
    elevation_deg: float,
    azimuth_deg: float,
    aspect: float,
    fov_deg: float,
) -> np.ndarray:
    """How far to move the orbit centre so the points' picture is centred (cm).

    Perspective shows the near side of a box larger than the far side, so the
    box's own centre sits off the middle of its picture; moving the centre
    across the view by the picture's off-centre share balances the margins.
    """
    towards_camera, right, up = camera_axes(elevation_deg, azimuth_deg)
    tan_across = math.tan(math.radians(fov_deg) / 2)
    depth = distance - offsets @ towards_camera
    across = (offsets @ right) / depth / tan_across
    upwards = (offsets @ up) / depth / (tan_across / aspect)
    middle_across = (across.max() + across.min()) / 2
    middle_up = (upwards.max() + upwards.min()) / 2
    return (middle_across * tan_across * right + middle_up * tan_across / aspect * up) * distance


def camera_axes(elevation_deg: float, azimuth_deg: float) -> tuple[np.ndarray, ...]:
    """(towards the camera, right, up) unit vectors of an orbit camera; defined straight above too."""
    elevation, azimuth = math.radians(elevation_deg), math.radians(azimuth_deg)
    towards_camera = np.array(
        [
            math.cos(elevation) * math.cos(azimuth),
            math.cos(elevation) * math.sin(azimuth),
            math.sin(elevation),
        ]
    )
    right = np.array([-math.sin(azimuth), math.cos(azimuth), 0.0])
    return towards_camera, right, np.cross(right, -towards_camera)


def fitting_distance(
    offsets: np.ndarray, elevation_deg: float, azimuth_deg: float, aspect: float, fov_deg: float
) -> float:
    """The nearest orbit distance at which every point lies inside the picture.

    Args:
        offsets: (N, 3) points relative to the orbit centre, cm.
        elevation_deg: camera elevation above the table plane.
        azimuth_deg: camera azimuth around +Z (pyqtgraph's convention).
        aspect: picture width / height.
        fov_deg: horizontal field of view.

    Returns:
        The distance from the centre to the camera, cm.
    """
    towards_camera, right, up = camera_axes(elevation_deg, azimuth_deg)
    tan_across = math.tan(math.radians(fov_deg) / 2) * (1 - FRAME_MARGIN)
    tan_up = tan_across / aspect
    nearer = offsets @ towards_camera  # how much closer to the camera than the centre
    across = np.abs(offsets @ right) / tan_across + nearer
    upwards = np.abs(offsets @ up) / tan_up + nearer
    return float(max(across.max(), upwards.max(), 1.0))
