"""Where things lie on the Rolling Heights table, and their colours (pure data).

One source of truth for the table scene, the rolling box physics and the UI's
gestures: the map's spaces, the market strips, the score track, the supply
piles and each seat's play area with its rolling box. Centimetres, +Z up, the
table top at z = 0; north (+y) is the far side, where the markets lie; the
players sit along the south edge.
"""

from __future__ import annotations

import math

from babelworks.games.rolling_heights.mapgrid import COLUMNS, ROWS
from babelworks.scene.colours import linear_rgba

SPACE_PITCH_CM = 5.0  # one map space; a 4.5 cm plan tile leaves a 5 mm gutter
BOARD_THICK_CM = 0.25
TILE_THICK_CM = 0.2
MAP_CENTRE = (0.0, 8.0)
MAP_SIZE = (COLUMNS * SPACE_PITCH_CM, ROWS * SPACE_PITCH_CM)  # 60 x 40 cm
MARKET_Y = (35.0, 41.0)  # Level 1 strip, Level 2 strip
MARKET_X0, MARKET_PITCH = -22.0, 5.2
TRACK_SPACES = 50  # the score track: a ring of 50 spaces around the map
TRACK_MARGIN_CM = 3.0
SEAT_PITCH_CM = 35.0
SEAT_Y = -40.0  # far enough south that the Map view, framed above the hand strip, shows no seat under it
#: Inside of a rolling box (length, width, wall height) in cm: room for 10 meeples to tumble.
BOX_INNER_CM = (16.0, 11.0, 4.0)
BOX_WALL_CM = 0.6  # what the eye sees; the physics walls are thicker (FINDINGS: tunnelling)
BOX_OFFSET = (-8.0, 1.0)  # the box's centre from the seat's centre
SUPPLY_X = 40.0
SUPPLY_LAYER = 4  # cubes per pile row; 16 per layer
Z_UP = (0.0, 0.0, 0.0, 1.0)
HALF = math.sqrt(0.5)
#: Meeple orientations for the rulebook's three positions (mesh: width x, thickness y).
ON_SIDE = (0.0, HALF, 0.0, HALF)  # Working Steady: width axis upright
ON_BACK = (-HALF, 0.0, 0.0, HALF)  # Exhausted / activated: back down, face up


#: Seat colours from Okabe and Ito's colour-blind-safe palette (orange, sky blue,
#: bluish green, reddish purple); CLASSIC_SEATS is the box's own red, blue, green, yellow.
SAFE_SEATS = ("#e69f00", "#56b4e9", "#009e73", "#cc79a7")
CLASSIC_SEATS = ("#d7263d", "#1f6fd1", "#2e9e44", "#f2c12e")
CUBE_COLOURS = {
    "wood": "#c8955a",
    "concrete": "#9a9a96",
    "glass": "#9fe3f0",
    "steel": "#3d4f66",
    "misc": "#f2ede0",
}
MEEPLE_COLOURS = {
    "clear": "#e8f4f6",
    "navy": "#4a5a78",
    "blue": "#2f7fd8",
    "purple": "#7d3fb0",
    "yellow": "#f0d030",
    "brown": "#8a5a2b",
    "green": "#3aa043",
    "magenta": "#d4309a",
    "black": "#222222",
}
TERRAIN_COLOURS = {"land": "#d9d2b8", "water": "#4f8fc8", "park": "#6fb256"}
TYPE_COLOURS = {
    "Residential": "#e8c872",  # not shown: a plan type id
    "Park": "#8cc47a",  # not shown: a plan type id
    "Commercial": "#79a6d9",  # not shown: a plan type id
    "Civic": "#b69ad6",  # not shown: a plan type id
    "Industry": "#a89482",  # not shown: a plan type id
}
BOARD_COLOUR = "#bfb79a"
WILD_COLOUR = "#e0b000"
PILE_COLOUR = "#6d6a60"
LIT_RGBA = (0.25, 0.85, 0.35, 1.0)  # linear: a map space the plan in hand may go on


def seat_colour(seat: int, palette: str = "safe") -> tuple[float, float, float, float]:
    """Linear RGBA of a seat's colour; palette "safe" (default) or "classic"."""
    colours = CLASSIC_SEATS if palette == "classic" else SAFE_SEATS
    return linear_rgba(colours[seat % len(colours)])


def space_centre(index: int) -> tuple[float, float]:
    """Table (x, y) of the centre of map space ``index`` (row 0 is the far, north row)."""
    row, column = divmod(index, COLUMNS)
    left = MAP_CENTRE[0] - MAP_SIZE[0] / 2
    top = MAP_CENTRE[1] + MAP_SIZE[1] / 2
    return left + (column + 0.5) * SPACE_PITCH_CM, top - (row + 0.5) * SPACE_PITCH_CM


def space_under(x: float, y: float) -> int | None:
    """The map space under table point (x, y), or None off the map."""
    column = math.floor((x - MAP_CENTRE[0] + MAP_SIZE[0] / 2) / SPACE_PITCH_CM)
    row = math.floor((MAP_CENTRE[1] + MAP_SIZE[1] / 2 - y) / SPACE_PITCH_CM)
    if 0 <= row < ROWS and 0 <= column < COLUMNS:
        return row * COLUMNS + column
    return None


def board_centre(position: int) -> tuple[float, float]:
    """Table (x, y) of neighbourhood board position 0-5 (row-major, 2 rows of 3)."""
    side = 4 * SPACE_PITCH_CM
    row, column = divmod(position, 3)
    return (
        MAP_CENTRE[0] - MAP_SIZE[0] / 2 + (column + 0.5) * side,
        MAP_CENTRE[1] + MAP_SIZE[1] / 2 - (row + 0.5) * side,
    )


def stack_spots(count: int) -> list[tuple[float, float]]:
    """Offsets (cm) from a tile's centre where each of its 1-5 stacks rises (five: the
    four corners and the middle)."""
    d = 1.1
    spots = {
        1: [(0.0, 0.0)],
        2: [(-d, 0.0), (d, 0.0)],
        3: [(-d, -d), (d, -d), (0.0, d)],
        4: [(-d, -d), (d, -d), (-d, d), (d, d)],
        5: [(-d, -d), (d, -d), (-d, d), (d, d), (0.0, 0.0)],
    }
    return spots[max(1, min(5, count))]


def market_slot(market: int, slot: int) -> tuple[float, float]:
    """Table (x, y) of a market slot; slot -1 is the strip's draw pile."""
    return MARKET_X0 + slot * MARKET_PITCH, MARKET_Y[market]


def track_space(step: int) -> tuple[float, float]:
    """Table (x, y) of score-track space ``step`` (mod 50), clockwise from the south-west corner."""
    half_w = MAP_SIZE[0] / 2 + TRACK_MARGIN_CM
    half_h = MAP_SIZE[1] / 2 + TRACK_MARGIN_CM
    perimeter = 4 * (half_w + half_h)
    along = (step % TRACK_SPACES) / TRACK_SPACES * perimeter
    legs = [
        ((-half_w, -half_h), (0, 1), 2 * half_h),
        ((-half_w, half_h), (1, 0), 2 * half_w),
        ((half_w, half_h), (0, -1), 2 * half_h),
        ((half_w, -half_h), (-1, 0), 2 * half_w),
    ]
    for (sx, sy), (dx, dy), length in legs:
        if along <= length:
            return MAP_CENTRE[0] + sx + dx * along, MAP_CENTRE[1] + sy + dy * along
        along -= length
    return MAP_CENTRE[0] - half_w, MAP_CENTRE[1] - half_h


def seat_centre(seat: int, players: int) -> tuple[float, float]:
    """Table (x, y) of the centre of a seat's play area along the south edge."""
    return (seat - (players - 1) / 2) * SEAT_PITCH_CM, SEAT_Y


def box_centre(seat: int, players: int) -> tuple[float, float]:
    """Table (x, y) of the centre of a seat's rolling box floor."""
    x, y = seat_centre(seat, players)
    return x + BOX_OFFSET[0], y + BOX_OFFSET[1]


def supply_spot(colour_index: int) -> tuple[float, float]:
    """Table (x, y) of supply pile ``colour_index`` (wood, concrete, glass, steel, misc)."""
    return SUPPLY_X, MAP_CENTRE[1] + 18.0 - colour_index * 8.0


def pile_offset(k: int) -> tuple[float, float, float]:
    """Offset (cm) of the k-th cube of a supply pile: 4x4 layers, centres from z = 0.5."""
    layer, within = divmod(k, SUPPLY_LAYER * SUPPLY_LAYER)
    row, column = divmod(within, SUPPLY_LAYER)
    pitch = 1.05
    start = -(SUPPLY_LAYER - 1) / 2 * pitch
    return start + column * pitch, start + row * pitch, 0.5 + layer * 1.0
