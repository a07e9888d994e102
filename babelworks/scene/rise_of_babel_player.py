"""A Rise of Babel player area in 3D: stalls, warehouse, camp, bag, elephant, board.

Each area is a board in the player's colour (52 x 24 cm). Local layout (cm from
the area's centre, +x east, +y north): stalls and camp along the top, the
warehouse below the stalls, the bag bottom left, the elephant's camp space and
its three movement spaces along the bottom, the four upgrade tracks on the
right with their tablets, the tokens between camp and elephant. Pieces carry
``extras["owner"]`` and a ``zone`` ("stall", "warehouse", "camp", "elephant",
...) so the table UI can tell drop targets apart.
"""

from __future__ import annotations

from babelworks.core.words import translate
from babelworks.games.rise_of_babel.content import RESOURCES, content
from babelworks.games.rise_of_babel.describe import seat_words
from babelworks.games.rise_of_babel.describe import tile_words as kind_words
from babelworks.scene.pieces import Face, Piece
from babelworks.scene.rise_of_babel_tiles import (
    PRINTED_COLOUR,
    RESOURCE_COLOUR,
    TILE_THICK_CM,
    WILD_COLOUR,
    tile_pieces,
)

BOARD = content().board
TILES = content().tiles
AREA_SIZE = (52.0, 24.0)
AREA_CENTRES = ((-34.0, -33.0), (34.0, -33.0), (-44.0, 34.0), (44.0, 34.0))
BOARD_TOP = 0.3
STALL_X = (-22.0, -17.0, -12.0)
ROW_TOP, ROW_MID, ROW_LOW = 8.0, 2.5, -3.0
ELEPHANT_Y = -8.0
ELEPHANT_X = (-2.0, 5.0, 12.0, 19.0)  # camp space, then movement spaces 1..3 (3 = at the towers)
TRACK_ROWS = {"wood": 9.5, "stone": 6.0, "brick": 2.5, "tar": -1.0}
UPGRADE_COLOUR = {
    "dual": (0.9, 0.9, 0.9, 1.0),
    "cart": (0.45, 0.30, 0.15, 1.0),
    "draw_advance": (0.25, 0.45, 0.75, 1.0),
    "skip_space": (0.55, 0.55, 0.55, 1.0),
    "gold_token": WILD_COLOUR,
    "free_card": (0.75, 0.35, 0.60, 1.0),
    "multi": (0.60, 0.85, 0.60, 1.0),
}
#: The upgrade icons in the rulebook's words ("Upgrade Icons Explained").
UPGRADE_WORDS = {
    "dual": translate("Rise of Babel table", "Dual-resource tile"),
    "cart": translate("Rise of Babel table", "Cart (or a resource specialization token)"),
    "draw_advance": translate(
        "Rise of Babel table", "Draw and advance: draw a card, advance your elephant 2 spaces"
    ),
    "skip_space": translate("Rise of Babel table", "Skip Space token"),
    "gold_token": translate("Rise of Babel table", "Gold Upgrade token"),
    "free_card": translate("Rise of Babel table", "Free Market Card & Trash a Card token"),
    "multi": translate("Rise of Babel table", "Multi-Resource tile"),
}
#: The elephant track's spaces: the camp, then movement spaces 1 to 3.
ELEPHANT_SPACES = (
    translate("Rise of Babel table", "camp space"),
    translate("Rise of Babel table", "space 1"),
    translate("Rise of Babel table", "space 2"),
    translate("Rise of Babel table", "space 3 (at the towers)"),
)
#: The Skip Space token's sides, in words.
SKIP_SIDES = {
    "elephant": translate("Rise of Babel table", "elephant"),
    "stalls": translate("Rise of Babel table", "stalls"),
}
#: A specialization token by its resource.
SPECIALIZATIONS = {
    "wood": translate("Rise of Babel table", "Wood specialization"),
    "stone": translate("Rise of Babel table", "Stone specialization"),
    "brick": translate("Rise of Babel table", "Brick specialization"),
    "tar": translate("Rise of Babel table", "Tar specialization"),
}
ELEPHANT_GREY = (0.42, 0.42, 0.45, 1.0)
CART_BROWN = (0.40, 0.24, 0.10, 1.0)
SLOT_COLOUR = (0.90, 0.86, 0.74, 1.0)


def area_point(seat: int, local_x: float, local_y: float, z: float) -> tuple[float, float, float]:
    """A table point given in a player area's own coordinates."""
    cx, cy = AREA_CENTRES[seat]
    return cx + local_x, cy + local_y, z


def player_pieces(g: dict, seat: int, colours: list) -> list[Piece]:
    """Everything in one player's area."""
    player = g["seats"][seat]
    pieces = [_area_board(seat, colours)]
    pieces += _stalls(seat, player, colours) + _warehouse(seat, player, colours)
    pieces += _camp(seat, player, colours) + _bag(seat, player)
    pieces += _elephant_track(seat) + elephant_pieces(seat, player, colours)
    pieces += _tracks(seat, player, colours) + _tokens(seat, player)
    return pieces


def _area_board(seat: int, colours: list) -> Piece:
    r, gr, b, _ = colours[seat] if seat < len(colours) else (0.5, 0.5, 0.5, 1.0)
    tint = (0.25 + 0.35 * r, 0.25 + 0.35 * gr, 0.25 + 0.35 * b, 1.0)
    return Piece(
        f"rb/area/{seat}",
        "cube",
        area_point(seat, 0, 0, BOARD_TOP / 2),
        scale=(*AREA_SIZE, BOARD_TOP),
        colour=tint,
        name=translate("Rise of Babel table", "{player}'s board").format(player=seat_words(seat)),
        extras={"owner": seat, "zone": "area"},
    )


def _slot(pid: str, centre, colour, name: str, extras: dict) -> Piece:
    return Piece(pid, "cube", centre, scale=(4.6, 4.6, 0.1), colour=colour, name=name, extras=extras)


def _lying(seat: int, x: float, y: float, level: int = 0) -> tuple[float, float, float]:
    return area_point(seat, x, y, BOARD_TOP + 0.1 + TILE_THICK_CM * (level + 0.5))


def _stalls(seat: int, player: dict, colours: list) -> list[Piece]:
    pieces = []
    for stall, (x, tile) in enumerate(zip(STALL_X, player["stalls"])):
        extras = {"owner": seat, "zone": "stall", "stall": stall}
        name = translate("Rise of Babel table", "{player}'s stall {stall}").format(
            player=seat_words(seat), stall=stall + 1
        )
        pieces.append(
            _slot(
                f"rb/stall/{seat}/{stall}",
                area_point(seat, x, ROW_TOP, BOARD_TOP + 0.05),
                SLOT_COLOUR,
                name,
                extras,
            )
        )
        if tile is not None:
            pieces += tile_pieces(tile, _lying(seat, x, ROW_TOP), colours, extras)
    return pieces


def _grid_tiles(seat: int, tiles: list, xs, ys, zone: str, colours: list) -> list[Piece]:
    """Tiles laid out on a grid of slots, stacking once every slot is taken."""
    spots = [(x, y) for y in ys for x in xs]
    pieces = []
    for n, tile in enumerate(tiles):
        x, y = spots[n % len(spots)]
        pieces += tile_pieces(
            tile, _lying(seat, x, y, n // len(spots)), colours, {"owner": seat, "zone": zone}
        )
    return pieces


def _warehouse(seat: int, player: dict, colours: list) -> list[Piece]:
    xs, ys = (-22.0, -17.0, -12.0, -7.0), (ROW_MID, ROW_LOW)
    zone = Piece(
        f"rb/warehouse/{seat}",
        "cube",
        area_point(seat, -14.5, (ROW_MID + ROW_LOW) / 2, BOARD_TOP + 0.05),
        scale=(20.0, 10.0, 0.1),
        colour=(0.70, 0.62, 0.48, 1.0),
        name=translate("Rise of Babel table", "{player}'s warehouse ({count} tiles)").format(
            player=seat_words(seat), count=len(player["warehouse"])
        ),
        extras={"owner": seat, "zone": "warehouse"},
    )
    return [zone] + _grid_tiles(seat, player["warehouse"], xs, ys, "warehouse", colours)


def _camp(seat: int, player: dict, colours: list) -> list[Piece]:
    xs, ys = (-1.0, 4.0, 9.0), (ROW_TOP, ROW_MID)
    zone = Piece(
        f"rb/camp/{seat}",
        "cube",
        area_point(seat, 4.0, (ROW_TOP + ROW_MID) / 2, BOARD_TOP + 0.05),
        scale=(15.0, 10.5, 0.1),
        colour=PRINTED_COLOUR["camp"],
        name=translate("Rise of Babel table", "{player}'s camp ({count} tiles)").format(
            player=seat_words(seat), count=len(player["camp"])
        ),
        extras={"owner": seat, "zone": "camp"},
    )
    return [zone] + _grid_tiles(seat, player["camp"], xs, ys, "camp", colours)


def _bag(seat: int, player: dict) -> list[Piece]:
    count = len(player["bag"]) + len(player["set_aside"])
    height = 1.0 + 0.12 * count
    return [
        Piece(
            f"rb/bag/{seat}",
            "cube",
            area_point(seat, -22.0, -9.0, BOARD_TOP + height / 2),
            scale=(4.5, 4.5, height),
            colour=(0.55, 0.45, 0.30, 1.0),
            name=translate("Rise of Babel table", "{player}'s bag ({count} tiles)").format(
                player=seat_words(seat), count=count
            ),
            extras={"owner": seat, "zone": "bag"},
        )
    ]


def _elephant_track(seat: int) -> list[Piece]:
    colours = (PRINTED_COLOUR["camp"], SLOT_COLOUR, SLOT_COLOUR, (0.78, 0.68, 0.50, 1.0))
    return [
        _slot(
            f"rb/elephant_space/{seat}/{n}",
            area_point(seat, x, ELEPHANT_Y, BOARD_TOP + 0.05),
            colour,
            translate("Rise of Babel table", "{player}'s elephant track, {space}").format(
                player=seat_words(seat), space=ELEPHANT_SPACES[n]
            ),
            {"owner": seat, "zone": "elephant_track", "step": n},
        )
        for n, (x, colour) in enumerate(zip(ELEPHANT_X, colours))
    ]


def elephant_pieces(seat: int, player: dict, colours: list) -> list[Piece]:
    """The elephant on its space (body, head, trunk, legs), its carts, and its load."""
    x = ELEPHANT_X[min(player["elephant"], len(ELEPHANT_X) - 1)]
    extras = {"owner": seat, "zone": "elephant"}
    name = translate("Rise of Babel table", "{player}'s elephant ({count} tiles loaded)").format(
        player=seat_words(seat), count=len(player["cargo"])
    )
    parts = (
        ("body", (x, ELEPHANT_Y, 3.1), (4.0, 2.6, 2.2)),
        ("head", (x + 2.6, ELEPHANT_Y, 3.6), (1.6, 2.0, 1.8)),
        ("trunk", (x + 3.5, ELEPHANT_Y, 2.2), (0.6, 0.6, 2.2)),
    )
    legs = [
        (f"leg{n}", (x + dx, ELEPHANT_Y + dy, 1.15), (0.8, 0.8, 1.7))
        for n, (dx, dy) in enumerate(((-1.4, -0.8), (-1.4, 0.8), (1.4, -0.8), (1.4, 0.8)))
    ]
    pieces = [
        Piece(
            f"rb/elephant/{seat}/{part}",
            "cube",
            area_point(seat, *centre[:2], centre[2]),
            scale=size,
            colour=ELEPHANT_GREY,
            name=name,
            extras=extras,
        )
        for part, centre, size in parts + tuple(legs)
    ]
    carts = [
        Piece(
            f"rb/cart/{seat}/{n}",
            "cube",
            area_point(seat, x - 4.2 - 4.6 * n, ELEPHANT_Y, 1.2),
            scale=(4.2, 3.0, 1.6),
            colour=CART_BROWN,
            name=translate("Rise of Babel table", "{player}'s cart {cart}").format(
                player=seat_words(seat), cart=n + 1
            ),
            extras=extras,
        )
        for n in range(player["carts"])
    ]
    return pieces + carts + _cargo(seat, player, x, colours, extras)


def _cargo(seat: int, player: dict, x: float, colours: list, extras: dict) -> list[Piece]:
    """The first tile rides on the elephant's back, the others on the carts."""
    spots = [(x, 4.2 + TILE_THICK_CM / 2)] + [
        (x - 4.2 - 4.6 * n, 2.0 + TILE_THICK_CM / 2) for n in range(player["carts"])
    ]
    pieces = []
    for tile, (tx, z) in zip(player["cargo"], spots):
        pieces += tile_pieces(tile, area_point(seat, tx, ELEPHANT_Y, z), colours, extras)
    return pieces


def _tracks(seat: int, player: dict, colours: list) -> list[Piece]:
    """The four upgrade tracks: upgrade icons (dual slots show their tile) and tablets."""
    pieces = []
    for track in RESOURCES:
        y, reached = TRACK_ROWS[track], player["tablets"][track]
        for step, icon in enumerate(BOARD["tracks"][track], start=1):
            pieces += _upgrade_icon(seat, player, track, step, icon, y, colours)
        pieces.append(
            Piece(
                f"rb/tablet/{seat}/{track}",
                "cube",
                area_point(seat, 13.0 + 3.2 * reached, y, BOARD_TOP + 0.9),
                scale=(1.4, 1.4, 1.2),
                colour=RESOURCE_COLOUR[track],
                name=translate("Rise of Babel table", "{player}'s {track} tablet ({count} upgrades)").format(
                    player=seat_words(seat), track=kind_words(track), count=reached
                ),
                extras={"owner": seat, "zone": "tablet", "track": track},
            )
        )
    return pieces


def _upgrade_icon(seat, player, track, step, icon, y, colours) -> list[Piece]:
    x = 13.0 + 3.2 * step
    extras = {"owner": seat, "zone": "upgrade", "track": track, "step": step}
    words = translate("Rise of Babel table", "{player}'s {track} track, step {step}: {upgrade}").format(
        player=seat_words(seat), track=kind_words(track), step=step, upgrade=UPGRADE_WORDS[icon]
    )
    dual = player["dual_slots"].get(track) if icon == "dual" else None
    if dual is not None and player["tablets"][track] < step:  # the dual tile waits on its slot
        halves = TILES[dual].resources
        return [
            Piece(
                f"rb/upgrade/{seat}/{track}/{step}/{n}",
                "cube",
                area_point(seat, x + (n - 0.5) * 1.4, y, BOARD_TOP + 0.3),
                scale=(1.4, 2.8, 0.6),
                colour=RESOURCE_COLOUR[r],
                name=translate("Rise of Babel table", "{upgrade} ({tile} tile)").format(
                    upgrade=words, tile=kind_words("/".join(halves))
                ),
                extras={**extras, "tile": dual},
            )
            for n, r in enumerate(halves)
        ]
    return [
        Piece(
            f"rb/upgrade/{seat}/{track}/{step}",
            "cube",
            area_point(seat, x, y, BOARD_TOP + 0.1),
            scale=(2.8, 2.8, 0.15),
            colour=UPGRADE_COLOUR[icon],
            name=words,
            extras=extras,
            face=Face("rb_upgrade", icon),  # its word printed on it (the card painter's)
        )
    ]


def _tokens(seat: int, player: dict) -> list[Piece]:
    """Gold upgrade token, Skip Space token, Free Market Card token, specializations."""
    shown = []
    if player["gold_token"]:
        gold = translate("Rise of Babel table", "Gold upgrade token ({gold} gold side)").format(
            gold=player["gold_token"]
        )
        shown.append(("gold", WILD_COLOUR, gold))
    if player["skip_token"]:
        side = SKIP_SIDES.get(player["skip_token"], player["skip_token"])
        shown.append(
            (
                "skip",
                (0.55, 0.55, 0.55, 1.0),
                translate("Rise of Babel table", "Skip Space token ({side} side)").format(side=side),
            )
        )
    shown += [
        (spec, RESOURCE_COLOUR[spec.split("-")[1]], SPECIALIZATIONS[spec.split("-")[1]])
        for spec in player["specs"]
    ]
    return [
        Piece(
            f"rb/token/{seat}/{key}",
            "cube",
            area_point(seat, -1.0 + 2.6 * n, -3.0, BOARD_TOP + 0.4),
            scale=(2.2, 2.2, 0.6),
            colour=colour,
            name=translate("Rise of Babel table", "{player}'s {token}").format(
                player=seat_words(seat), token=words
            ),
            extras={"owner": seat, "zone": "token"},
        )
        for n, (key, colour, words) in enumerate(shown)
    ]
