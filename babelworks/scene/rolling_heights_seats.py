"""Each player's area on the Rolling Heights table: mat, rolling box, meeples, cubes in hand.

Meeples show their state the way the rulebook lays them out: Exhausted ones lie
in the rolling box; Working Hard ones stand in front of the player, Working
Steady ones lie on their side; activated ones lie flat on their back to the
side; meeples set aside this turn stand apart at the back.
"""

from __future__ import annotations

from babelworks.core.words import translate
from babelworks.games.rolling_heights.content import CUBES
from babelworks.games.rolling_heights.describe import MEEPLE_NAMES, cube_name
from babelworks.scene import rolling_heights_layout as lay
from babelworks.scene.colours import linear_rgba
from babelworks.scene.meshes import MEEPLE_SIZE_CM, TILE_SIZE_CM
from babelworks.scene.pieces import Piece
from babelworks.scene.rolling_heights_cubes import cube_ids

MAT_TOP = 0.1
BOX_FLOOR_TOP = MAT_TOP + 0.2
ROW_LENGTH = 6  # meeples per row before a row wraps
#: state -> (row's y offset from the seat centre, orientation, centre height above the mat)
ROWS = {
    "hard": (9.0, lay.Z_UP, MEEPLE_SIZE_CM[2] / 2),
    "steady": (3.5, lay.ON_SIDE, MEEPLE_SIZE_CM[0] / 2),
    "used": (-2.5, lay.ON_BACK, MEEPLE_SIZE_CM[1] / 2),
    "aside": (-8.0, lay.Z_UP, MEEPLE_SIZE_CM[2] / 2),
}
STATE_WORDS = {
    "hard": translate("Rolling Heights table", "Working Hard"),
    "steady": translate("Rolling Heights table", "Working Steady"),
    "exhausted": translate("Rolling Heights table", "Exhausted (in the box)"),
    "used": translate("Rolling Heights table", "activated this turn"),
    "aside": translate("Rolling Heights table", "set aside this turn"),
}


def seat_pieces(state, seat: int, name: str, colour) -> list[Piece]:
    """A seat's mat, rolling box, meeples, cubes in hand and Wild Tokens.

    Args:
        state: a RollingHeightsState.
        seat: the seat index.
        name: the player's name, for piece names.
        colour: the seat's linear RGBA colour.
    """
    pieces = mat_and_box(state, seat, name, colour)
    pieces += meeple_pieces(state, seat, name)
    pieces += hand_pieces(state, seat, name)
    return pieces


def mat_and_box(state, seat: int, name: str, colour) -> list[Piece]:
    """The seat's play mat and its open rolling box (floor and four walls)."""
    cx, cy = lay.seat_centre(seat, state.players)
    mat_colour = tuple(round(c * 0.35, 4) for c in colour[:3]) + (1.0,)
    box_name = translate("Rolling Heights table", "{player}'s rolling box").format(player=name)
    pieces = [
        Piece(
            f"rh/mat/{seat}",
            "tile",
            (cx, cy, MAT_TOP / 2),
            scale=(33.0 / TILE_SIZE_CM[0], 24.0 / TILE_SIZE_CM[1], MAT_TOP / TILE_SIZE_CM[2]),
            colour=mat_colour,
            name=translate("Rolling Heights table", "{player}'s play area").format(player=name),
            extras={"owner": seat},
        )
    ]
    bx, by = lay.box_centre(seat, state.players)
    length, width, height = lay.BOX_INNER_CM
    wall = lay.BOX_WALL_CM
    pieces.append(
        Piece(
            f"rh/box/{seat}/floor",
            "tile",
            (bx, by, MAT_TOP + 0.1),
            scale=((length + 2 * wall) / TILE_SIZE_CM[0], (width + 2 * wall) / TILE_SIZE_CM[1], 1.0),
            colour=linear_rgba("#3b2a1e"),
            name=box_name,
            extras={"owner": seat},
        )
    )
    walls = [
        ((-(length + wall) / 2, 0.0), (wall, width + 2 * wall)),
        (((length + wall) / 2, 0.0), (wall, width + 2 * wall)),
        ((0.0, -(width + wall) / 2), (length, wall)),
        ((0.0, (width + wall) / 2), (length, wall)),
    ]
    for k, ((dx, dy), (sx, sy)) in enumerate(walls):
        pieces.append(
            Piece(
                f"rh/box/{seat}/wall/{k}",
                "block",
                (bx + dx, by + dy, MAT_TOP + height / 2),
                scale=(sx, sy, height),
                colour=colour,
                name=box_name,
                extras={"owner": seat},
            )
        )
    return pieces


def in_box_spot(k: int) -> tuple[float, float]:
    """Offset from the box centre of the k-th Exhausted meeple lying in the box (5 x 3 grid)."""
    row, column = divmod(k % 15, 5)
    return -6.0 + column * 3.0, -3.0 + row * 3.2


def meeple_pieces(state, seat: int, name: str, in_box_poses: dict | None = None) -> list[Piece]:
    """The seat's meeples laid out by state.

    Args:
        state: a RollingHeightsState.
        seat: the seat index.
        name: the player's name.
        in_box_poses: optional meeple index -> ((x, y, z), (qx, qy, qz, qw)) table
            poses that replace the tidy layout of meeples in the box (a roll being
            shown, or a roll's resting poses).
    """
    cx, cy = lay.seat_centre(seat, state.players)
    bx, by = lay.box_centre(seat, state.players)
    counters = {key: 0 for key in (*ROWS, "exhausted")}
    pieces = []
    for index, (colour, where) in enumerate(state.seats[seat]["meeples"]):
        k = counters[where]
        counters[where] += 1
        if in_box_poses and index in in_box_poses:
            position, rotation = in_box_poses[index]
        elif where == "exhausted":
            dx, dy = in_box_spot(k)
            position, rotation = (bx + dx, by + dy, BOX_FLOOR_TOP + MEEPLE_SIZE_CM[1] / 2), lay.ON_BACK
        else:
            position, rotation = _row_pose(where, k, cx, cy)
        pieces.append(meeple_piece(seat, index, colour, where, position, rotation, name))
    return pieces


def _row_pose(where: str, k: int, cx: float, cy: float):
    dy, rotation, height = ROWS[where]
    x = cx + 2.5 + (k % ROW_LENGTH) * 2.5
    y = cy + dy - (k // ROW_LENGTH) * 2.3
    return (x, y, MAT_TOP + height), rotation


def meeple_piece(seat: int, index: int, colour: str, where: str, position, rotation, name: str) -> Piece:
    """One of a seat's meeples as a Piece (id ``rh/meeple/<seat>/<index>``)."""
    return Piece(
        f"rh/meeple/{seat}/{index}",
        "meeple",
        tuple(position),
        rotation=tuple(rotation),
        colour=linear_rgba(lay.MEEPLE_COLOURS[colour]),
        name=translate("Rolling Heights table", "{player}'s {role} ({colour}): {state}").format(
            player=name,
            role=MEEPLE_NAMES.get(colour) or translate("Rolling Heights table", "meeple"),
            colour=colour,
            state=STATE_WORDS[where],
        ),
        extras={"owner": seat, "meeple": index, "colour": colour, "state": where},
    )


def hand_pieces(state, seat: int, name: str) -> list[Piece]:
    """Cubes in hand as small piles per colour (misc cubes apart), then Wild Tokens.

    The player to move's cubes take their ids from :func:`cube_ids` (so a built
    cube glides onto its stack); anyone else's are ``rh/hand/<seat>/<colour>/<k>``.
    """
    cx, cy = lay.seat_centre(seat, state.players)
    data = state.seats[seat]
    piles = [(cube, data["cubes"][cube]) for cube in CUBES] + [("misc", sum(data["misc"].values()))]
    ids = cube_ids(state)[0] if seat == state.current else {}
    pieces = []
    for p, (cube, count) in enumerate(piles):
        pile_name = _pile_name(name, cube, count)
        for k in range(count):
            layer, within = divmod(k, 4)
            x = cx - 14.5 + p * 3.0 + (within % 2) * 1.05
            y = cy - 9.0 + (within // 2) * 1.05
            pieces.append(
                Piece(
                    ids[cube][k] if ids else f"rh/hand/{seat}/{cube}/{k}",
                    "block",
                    (x, y, MAT_TOP + 0.5 + layer),
                    colour=linear_rgba(lay.CUBE_COLOURS[cube]),
                    name=pile_name,
                    extras={"owner": seat, "hand": cube},
                )
            )
    for k in range(data["wild"]):
        pieces.append(
            Piece(
                f"rh/wild/{seat}/{k}",
                "block",
                (cx - 1.0, cy - 8.5, MAT_TOP + 0.1 + k * 0.2),
                scale=(1.6, 1.6, 0.2),
                colour=linear_rgba(lay.WILD_COLOUR),
                name=translate("Rolling Heights table", "{player}'s Wild Tokens ({count})").format(
                    player=name, count=data["wild"]
                ),
                extras={"owner": seat, "wild": True},
            )
        )
    return pieces


def _pile_name(player: str, cube: str, count: int) -> str:
    """A pile of cubes in a player's hand ("Ann's glass cubes (2)")."""
    if cube == "misc":
        return translate("Rolling Heights table", "{player}'s miscellaneous cubes ({count})").format(
            player=player, count=count
        )
    return translate("Rolling Heights table", "{player}'s {colour} cubes ({count})").format(
        player=player, colour=cube_name(cube), count=count
    )
