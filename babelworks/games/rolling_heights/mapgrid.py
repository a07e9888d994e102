"""The city map: six 4x4 neighbourhood boards in a 2x3 grid, so 8 rows of 12 spaces.

A space is addressed by ``[row, column]`` in map coordinates (row 0 at the top).
Each board lies in one of six positions (0-2 on the top row, 3-5 below) with
a side (A/B) and a rotation (quarter turns clockwise), as set up.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from babelworks.games.rolling_heights.content import content

ROWS, COLUMNS, BOARD = 8, 12, 4
SPACES = ROWS * COLUMNS
TERRAIN = {".": "land", "~": "water", "*": "park", "1": "land", "2": "land", "3": "land"}


def space_index(row: int, column: int) -> int:
    """Index of the space at ``[row, column]``."""
    return row * COLUMNS + column


def space_at(index: int) -> list[int]:
    """``[row, column]`` of a space index (a list, as in actions)."""
    return [index // COLUMNS, index % COLUMNS]


def distance(a: int, b: int) -> int:
    """Orthogonal (Manhattan) distance between two spaces."""
    return abs(a // COLUMNS - b // COLUMNS) + abs(a % COLUMNS - b % COLUMNS)


#: DISTANCES[a][b]: orthogonal distance between spaces a and b (a table: used in hot loops).
DISTANCES: tuple[tuple[int, ...], ...] = tuple(
    tuple(distance(a, b) for b in range(SPACES)) for a in range(SPACES)
)


def _neighbours(index: int) -> tuple[int, ...]:
    row, column = divmod(index, COLUMNS)
    found = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        r, c = row + dr, column + dc
        if 0 <= r < ROWS and 0 <= c < COLUMNS:
            found.append(space_index(r, c))
    return tuple(found)


#: Orthogonal neighbours of every space (the map edge has none beyond it).
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(i) for i in range(SPACES))
#: Neighbourhood (board position 0-5) of every space.
NEIGHBOURHOOD: tuple[int, ...] = tuple(
    (i // COLUMNS // BOARD) * 3 + (i % COLUMNS) // BOARD for i in range(SPACES)
)


def _source_cell(row: int, column: int, turns: int) -> tuple[int, int]:
    """The unrotated board cell that shows at local ``(row, column)`` after ``turns``."""
    for _ in range(turns % 4):
        # Undo one clockwise quarter turn: new[r][c] = old[n-1-c][r].
        row, column = BOARD - 1 - column, row
    return row, column


@dataclass(frozen=True)
class CityMap:
    """Terrain, cube costs and VP bonuses of every space for one arrangement."""

    terrain: tuple[str, ...]
    cost: tuple[int, ...]
    bonus: tuple[tuple[tuple[str, ...], int] | None, ...]

    def is_land(self, index: int) -> bool:
        """True for a land space (building plans go only on land)."""
        return self.terrain[index] == "land"


def _side_cells(board: dict, side: str, turns: int) -> list[tuple[str, int, tuple | None]]:
    data = board[side]
    bonuses = {tuple(b["at"]): (tuple(b["types"]), b["vp"]) for b in data.get("bonuses", [])}
    cells = []
    for row in range(BOARD):
        for column in range(BOARD):
            r, c = _source_cell(row, column, turns)
            code = data["rows"][r][c]
            cells.append((TERRAIN[code], int(code) if code.isdigit() else 0, bonuses.get((r, c))))
    return cells


@lru_cache(maxsize=64)
def build_map(arrangement: tuple[tuple[int, str, int], ...]) -> CityMap:
    """The map for ``arrangement``: per position, (board index, side "A"/"B", quarter turns)."""
    boards = content().boards
    terrain, cost = ["land"] * SPACES, [0] * SPACES
    bonus: list[tuple[tuple[str, ...], int] | None] = [None] * SPACES
    for position, (board, side, turns) in enumerate(arrangement):
        top, left = (position // 3) * BOARD, (position % 3) * BOARD
        for k, cell in enumerate(_side_cells(boards[board], side, turns)):
            index = space_index(top + k // BOARD, left + k % BOARD)
            terrain[index], cost[index], bonus[index] = cell
    return CityMap(tuple(terrain), tuple(cost), tuple(bonus))
