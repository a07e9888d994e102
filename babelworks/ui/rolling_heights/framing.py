"""The camera framing what a moment of the turn needs, clear of the panels on the table.

Each named view of the table is a region of it (the map, the seat's play area, its
rolling box, the markets) seen from a fixed angle; :func:`framed` finds the closest
camera that shows the whole region inside the free part of the view: below the top
overlays (scoreboard, hint, camera bar) and above the hand strip, so nothing a person
must click lies under a panel and printed faces are as large as the window allows.
:data:`PHASE_VIEWS` says which view each step of the viewing player's own turn wants.
"""

from __future__ import annotations

from typing import NamedTuple

from babelworks.scene import rolling_heights_layout as lay
from babelworks.scene.camera import CameraPose

TOP_PX = 44  # the scoreboard, the hint and the camera bar along the top edge
SIDE_PX = 8
STRIP_PX = 130  # the hand strip, open (before it has been laid out)
NEAREST, FARTHEST = 25.0, 220.0  # the camera's distance limits searched


class Region(NamedTuple):
    """A rectangle of the table top (cm) and the angle it is seen from."""

    x: tuple[float, float]
    y: tuple[float, float]
    elevation: float
    azimuth: float = -90.0


#: step of the viewing player's own turn -> the view it frames (the others keep the camera);
#: a view's name is its key here, the camera bar (``table.VIEWS``) says it in the player's words
PHASE_VIEWS = {
    "roll": "Rolling box",  # not shown: a view's key
    "prep": "My area",  # not shown: a view's key
    "risk": "My area",  # not shown: a view's key
    "strike": "My area",  # not shown: a view's key
    "main": "My area",  # not shown: a view's key
    "start": "Whole map",  # not shown: a view's key
    "place": "Whole map",  # not shown: a view's key
    "targets": "Whole map",  # not shown: a view's key
}


def region(name: str, seat: int, players: int) -> Region:
    """The region of the named view for ``seat`` ("Whole map", "My area", "Rolling box", "Markets")."""
    if name == "Whole map":
        half = lay.MAP_SIZE[0] / 2 + lay.TRACK_MARGIN_CM
        top = lay.MAP_CENTRE[1] + lay.MAP_SIZE[1] / 2 + lay.TRACK_MARGIN_CM
        return Region((-half, half), (top - lay.MAP_SIZE[1] - 2 * lay.TRACK_MARGIN_CM, top), 72.0)
    if name == "Markets":
        return Region((lay.MARKET_X0 - 3.0, lay.MARKET_X0 + 9 * lay.MARKET_PITCH + 1.0), (32.0, 44.0), 70.0)
    if name == "Rolling box":
        bx, by = lay.box_centre(seat, players)
        return Region((bx - 9.0, bx + 9.0), (by - 6.5, by + 6.5), 62.0)
    cx, cy = lay.seat_centre(seat, players)
    return Region((cx - 16.5, cx + 16.5), (cy - 12.0, cy + 12.0), 64.0)


def framed(view, area: Region, bottom_px: float) -> CameraPose:
    """The closest camera showing all of ``area`` between the top overlays and ``bottom_px``."""
    # 14 halvings of 4 trial poses cost milliseconds, and a step of the turn asks again each
    # turn: a view of the same size and lens frames the same area the same way.
    key = (area, bottom_px, view.width(), view.height(), view.opts["fov"])
    if key not in _FRAMED:
        if len(_FRAMED) > 256:  # resized windows leave poses no one asks for
            _FRAMED.clear()
        _FRAMED[key] = _closest(view, area, bottom_px)
    return _FRAMED[key]


# poses already framed, by area, free band and the view's size and lens
_FRAMED: dict[tuple, CameraPose] = {}


def _closest(view, area: Region, bottom_px: float) -> CameraPose:
    centre = [(area.x[0] + area.x[1]) / 2, (area.y[0] + area.y[1]) / 2]
    low, high = NEAREST, FARTHEST
    for _ in range(14):  # halve the distance range: the closest pose that still fits
        distance = (low + high) / 2
        fits = _fits(view, area, centre, distance, bottom_px)
        low, high = (low, distance) if fits else (distance, high)
    _fits(view, area, centre, high, bottom_px)  # leaves the centre where that distance fits
    return CameraPose((centre[0], centre[1], 0.0), high, area.elevation, area.azimuth)


def _fits(view, area: Region, centre: list[float], distance: float, bottom_px: float) -> bool:
    """Centre the area's picture in the free band at ``distance``; True when it fits there."""
    corners = [(x, y, 0.0) for x in area.x for y in area.y]
    for _ in range(3):  # the far edge shrinks with distance: move the centre until balanced
        view.set_camera(CameraPose((centre[0], centre[1], 0.0), distance, area.elevation, area.azimuth))
        ys = [view.project(corner)[1] for corner in corners]
        off = (min(ys) + max(ys)) / 2 - (TOP_PX + bottom_px) / 2
        centre[1] -= off * (area.y[1] - area.y[0]) / max(1.0, max(ys) - min(ys))
    view.set_camera(CameraPose((centre[0], centre[1], 0.0), distance, area.elevation, area.azimuth))
    points = [view.project(corner) for corner in corners]
    return all(SIDE_PX <= x <= view.width() - SIDE_PX and TOP_PX <= y <= bottom_px for x, y in points)
