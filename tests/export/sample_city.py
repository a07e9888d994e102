"""Test fixture: a finished 4-player Rolling Heights-like table, built by hand.

The export tests use it where they need a table whose every piece they know
(exact counts, names, colours) and that does not change when a game's table
scene does: a 2x3 map of neighbourhood boards with building-plan tiles on
them, stacks of 1 cm cubes on the tiles (a finished city is about 290 cubes
high), an ownership marker on each tile, the two market strips with their
tiles, the score board, each player's meeples standing or lying in front of
them, and what is left of the cube supply. It follows the city convention of
:mod:`babelworks.export.gltf` (``extras["city"] = True`` on the map's pieces).
"""

from __future__ import annotations

import math

from babelworks.core.rng import Rng
from babelworks.scene.meshes import BOARD_SIZE_CM, CUBE_EDGE_CM, TILE_SIZE_CM
from babelworks.scene.pieces import Piece

# Linear RGBA, as the table view shades them.
CUBE_COLOURS = {
    "glass": (0.62, 0.78, 0.86, 1.0),
    "concrete": (0.04, 0.16, 0.62, 1.0),
    "wood": (0.33, 0.13, 0.03, 1.0),
    "steel": (0.10, 0.12, 0.18, 1.0),
    "misc": (0.92, 0.30, 0.02, 1.0),
}
PLAYER_COLOURS = {
    "red": (0.80, 0.03, 0.03, 1.0),
    "yellow": (0.95, 0.70, 0.02, 1.0),
    "green": (0.03, 0.45, 0.08, 1.0),
    "purple": (0.30, 0.05, 0.45, 1.0),
}
BOARD_COLOUR = (0.42, 0.55, 0.30, 1.0)
TILE_COLOUR = (0.85, 0.80, 0.68, 1.0)
STRIP_COLOUR = (0.55, 0.48, 0.40, 1.0)
MEEPLE_COLOURS = (
    (0.9, 0.9, 0.9, 1.0),
    (0.2, 0.22, 0.3, 1.0),
    (0.05, 0.2, 0.7, 1.0),
    (0.35, 0.08, 0.5, 1.0),
    (0.9, 0.75, 0.05, 1.0),
)

SPACES_PER_BOARD = 4  # building spaces along each side of a neighbourhood board
SPACE_PITCH_CM = BOARD_SIZE_CM[0] / SPACES_PER_BOARD
TILES_PER_PLAYER = 11
MEEPLES_PER_PLAYER = 12
SUPPLY_CUBES = 50
_BOARD_TOP = BOARD_SIZE_CM[2]
_TILE_TOP = _BOARD_TOP + TILE_SIZE_CM[2]
_STACK_OFFSETS = ((-1.05, -1.05), (1.05, -1.05), (-1.05, 1.05), (1.05, 1.05))
_MAP_ORIGIN = (-BOARD_SIZE_CM[0], -20.0)  # centre of board (row 0, column 0)
_LYING_ON_BACK = (math.sqrt(0.5), 0.0, 0.0, math.sqrt(0.5))  # +90 deg about X


def finished_city(seed: int = 7) -> list[Piece]:
    """The whole table at the end of a 4-player game (about 550 pieces).

    Args:
        seed: picks which spaces hold buildings and how tall the stacks are.

    Returns:
        Pieces with unique ids; the map's pieces carry ``extras["city"] = True``.
    """
    rng = Rng.from_seed(seed, "sample-city")
    pieces = _boards()
    spaces = rng.sample(_building_spaces(), TILES_PER_PLAYER * len(PLAYER_COLOURS))
    for number, space in enumerate(spaces):
        owner = list(PLAYER_COLOURS)[number % len(PLAYER_COLOURS)]
        pieces += _building(rng, number, space, owner)
    pieces += _market_strips() + _meeples(rng) + _supply(rng)
    return pieces


def _boards() -> list[Piece]:
    boards = []
    for row in range(2):
        for column in range(3):
            x, y = _board_centre(row, column)
            boards.append(
                Piece(
                    f"rh/board/{row}{column}",
                    "board",
                    (x, y, _BOARD_TOP / 2),
                    colour=BOARD_COLOUR,
                    name=f"Neighbourhood board {row * 3 + column + 1}",
                    extras={"city": True, "kind": "neighbourhood board", "row": row, "column": column},
                )
            )
    return boards


def _board_centre(row: int, column: int) -> tuple[float, float]:
    return (_MAP_ORIGIN[0] + column * BOARD_SIZE_CM[0], _MAP_ORIGIN[1] + row * BOARD_SIZE_CM[1])


def _building_spaces() -> list[tuple[float, float]]:
    """Centres of every building space on the map."""
    spaces = []
    for row in range(2):
        for column in range(3):
            bx, by = _board_centre(row, column)
            for i in range(SPACES_PER_BOARD):
                for j in range(SPACES_PER_BOARD):
                    spaces.append((bx + (i - 1.5) * SPACE_PITCH_CM, by + (j - 1.5) * SPACE_PITCH_CM))
    return spaces


def _building(rng: Rng, number: int, space: tuple[float, float], owner: str) -> list[Piece]:
    """A building-plan tile with its owner's marker and its stacks of cubes."""
    x, y = space
    plan = f"plan-{number:02d}"
    title = f"Building {number + 1} ({owner})"
    city = {"city": True, "plan": plan, "owner": owner}
    pieces = [
        Piece(
            f"rh/tile/{plan}",
            "tile",
            (x, y, _BOARD_TOP + TILE_SIZE_CM[2] / 2),
            colour=TILE_COLOUR,
            name=f"{title} / plan tile",
            extras=dict(city),
        ),
        Piece(
            f"rh/marker/{plan}",
            "cube",
            (x + 1.7, y - 1.7, _TILE_TOP + 0.15),
            scale=(0.6, 0.6, 0.3),
            colour=PLAYER_COLOURS[owner],
            name=f"{title} / ownership marker",
            extras=dict(city),
        ),
    ]
    for stack in range(1 + rng.below(4)):
        material = rng.choice(list(CUBE_COLOURS)[:4])
        height = 1 + rng.below(5)
        pieces += _stack(x, y, stack, material, height, title, city)
    return pieces


def _stack(x, y, stack, material, height, title, city) -> list[Piece]:
    dx, dy = _STACK_OFFSETS[stack]
    cubes = []
    for level in range(height):
        z = _TILE_TOP + CUBE_EDGE_CM * (level + 0.5)
        cubes.append(
            Piece(
                f"rh/cube/{city['plan']}/{stack}/{level}",
                "cube",
                (x + dx, y + dy, z),
                colour=CUBE_COLOURS[material],
                name=f"{title} / stack {stack + 1} / cube {level + 1}",
                extras={**city, "stack": stack + 1, "level": level + 1, "material": material},
            )
        )
    return cubes


def _market_strips() -> list[Piece]:
    pieces = []
    for level, y in ((1, 30.0), (2, 36.5)):
        pieces.append(
            Piece(
                f"rh/strip/{level}",
                "board",
                (0.0, y, 0.125),
                scale=(1.9, 0.18, 1.0),
                colour=STRIP_COLOUR,
                name=f"Market strip level {level}",
                extras={"level": level},
            )
        )
        for slot in range(9):
            x = (slot - 4) * 5.6
            pieces.append(
                Piece(
                    f"rh/market/{level}/{slot}",
                    "tile",
                    (x, y, 0.35),
                    colour=TILE_COLOUR,
                    name=f"Market {level} / slot {slot + 1}",
                    extras={"level": level, "slot": slot + 1},
                )
            )
    return pieces


def _meeples(rng: Rng) -> list[Piece]:
    """Each player's meeples beside the map in rows of 4, some standing, some on their backs."""
    pieces = []
    corners = ((50.0, -30.0), (50.0, 5.0), (-62.0, 5.0), (-62.0, -30.0))
    for (cx, cy), owner in zip(corners, PLAYER_COLOURS):
        for n in range(MEEPLES_PER_PLAYER):
            x, y = cx + 3.0 * (n % 4), cy + 7.0 * (n // 4)
            standing = rng.below(2) == 0
            z, rotation = (1.0, (0.0, 0.0, 0.0, 1.0)) if standing else (0.5, _LYING_ON_BACK)
            pieces.append(
                Piece(
                    f"rh/meeple/{owner}/{n}",
                    "meeple",
                    (x, y, z),
                    rotation=rotation,
                    colour=rng.choice(MEEPLE_COLOURS),
                    name=f"Meeple {n + 1} of {owner}",
                    extras={"owner": owner, "standing": standing},
                )
            )
    return pieces


def _supply(rng: Rng) -> list[Piece]:
    """Cubes left in the supply piles along the south edge, lying loosely."""
    pieces = []
    for n in range(SUPPLY_CUBES):
        material = list(CUBE_COLOURS)[n % len(CUBE_COLOURS)]
        x = -45.0 + 18.0 * (n % len(CUBE_COLOURS)) + 10.0 * rng.random()
        y = -43.0 + 5.0 * rng.random()
        turn = rng.random() * math.pi
        pieces.append(
            Piece(
                f"rh/supply/{n}",
                "cube",
                (x, y, 0.5),
                rotation=(0.0, 0.0, math.sin(turn / 2), math.cos(turn / 2)),
                colour=CUBE_COLOURS[material],
                name=f"Supply {material} cube",
                extras={"material": material},
            )
        )
    return pieces
