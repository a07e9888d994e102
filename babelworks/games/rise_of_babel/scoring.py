"""End-of-round pattern scoring and final scoring (rulebook: Scoring, Scoring Infographic).

Wood scores horizontal runs, brick vertical runs, stone diagonal lines (2/3/4/5 tiles =
3/6/10/14), tar 2 per orthogonally adjacent pair. Wild tiles count as every player's
and every resource (not for confusion); dual and multi tiles count each resource they
show. Each of a player's own tiles next to a confusion tile costs 1, once per tile.
"""

from __future__ import annotations

from dataclasses import dataclass

from babelworks.core.words import translate
from babelworks.games.rise_of_babel.cards import CARDS
from babelworks.games.rise_of_babel.content import content
from babelworks.games.rise_of_babel.towers import gain_influence

BOARD = content().board
TILES = content().tiles
RUNS = {"wood": ((0, 1),), "brick": ((1, 0),), "stone": ((1, 1), (1, -1))}
ORTHOGONAL = ((0, 1), (1, 0), (0, -1), (-1, 0))


def track_positions(influence: int) -> tuple[int, int]:
    """Where the tokens stand for an influence total: (Lion track step = tens,
    Influence track step = ones). Reaching step 10 moves the Influence token back
    to its start and the Lion token one step on."""
    return divmod(influence, 10)


def run_points(length: int) -> int:
    """Points for a run of ``length`` matching tiles (0 below two)."""
    if length < 2:
        return 0
    table = BOARD["pattern_points"]
    if str(length) in table:
        return table[str(length)]
    return table["5"] + BOARD["pattern_points_beyond_5"] * (length - 5)


@dataclass(frozen=True)
class Pattern:
    """One scoring pattern on a level: what it is, the spaces it covers, its points."""

    kind: str  # "wood run", "brick run", "stone diagonal", "tar pair", "confusion"
    cells: tuple
    points: int


def _counts_for(tile: str | None, seat: int, resource: str) -> bool:
    if tile is None:
        return False
    shown = TILES[tile]
    return (shown.owner == seat or shown.kind == "wild") and resource in shown.resources


def _counting(grid: dict, seat: int, resource: str) -> set:
    """The spaces whose tile counts as ``resource`` for ``seat``: found once per level, since
    the computer players score every tower after every move they weigh."""
    return {pos for pos, tile in grid.items() if _counts_for(tile, seat, resource)}


def _runs(grid: dict, counting: set, resource: str, step: tuple) -> list[Pattern]:
    dr, dc = step
    # A pattern's kind is a key: the scene says it in words.
    kind = "stone diagonal" if resource == "stone" else f"{resource} run"  # not shown
    found = []
    for r, c in grid:  # the grid's order, so that patterns are listed as the level reads
        if (r, c) not in counting or (r - dr, c - dc) in counting:
            continue  # not the start of a run
        length = 1
        while (r + length * dr, c + length * dc) in counting:
            length += 1
        if length >= 2:
            cells = tuple((r + k * dr, c + k * dc) for k in range(length))
            found.append(Pattern(kind, cells, run_points(length)))
    return found


def _tar_pairs(grid: dict, tar: set) -> list[Pattern]:
    return [
        Pattern("tar pair", ((r, c), (r + dr, c + dc)), BOARD["tar_adjacency_points"])  # not shown
        for r, c in grid
        if (r, c) in tar
        for dr, dc in ((0, 1), (1, 0))
        if (r + dr, c + dc) in tar
    ]


def _confused(grid: dict, seat: int) -> list[Pattern]:
    def is_confusion(pos: tuple) -> bool:
        """True when a confusion tile lies at ``pos``."""
        tile = grid.get(pos)
        return tile is not None and TILES[tile].kind == "confusion"

    return [
        Pattern("confusion", ((r, c),), -1)
        for (r, c), tile in grid.items()
        if tile is not None
        and TILES[tile].owner == seat
        and any(is_confusion((r + dr, c + dc)) for dr, dc in ORTHOGONAL)
    ]


def level_patterns(grid: dict, seat: int, negative_confusion: bool = True) -> list[Pattern]:
    """A player's end-of-round scoring patterns on one tower level.

    Args:
        grid: ``(row, col) -> tile id or None`` of the level (see :func:`grid_of`).
        seat: Whose patterns.
        negative_confusion: False in the "no negative confusion" mode.
    """
    found = _tar_pairs(grid, _counting(grid, seat, "tar"))
    for resource, steps in RUNS.items():
        counting = _counting(grid, seat, resource)
        for step in steps:
            found += _runs(grid, counting, resource, step)
    return found + (_confused(grid, seat) if negative_confusion else [])


def level_points(grid: dict, seat: int, negative_confusion: bool = True) -> int:
    """A player's end-of-round points on one tower level: the sum of its patterns."""
    return sum(pattern.points for pattern in level_patterns(grid, seat, negative_confusion))


def grid_of(tower: dict) -> dict:
    """``(row, col) -> tile`` of a tower in play."""
    return {(cell[0], cell[1]): cell[2] for cell in tower["cells"]}


def round_points(g: dict, seat: int) -> int:
    """A player's end-of-round points over every tower in play."""
    negative = not g["options"]["no_negative_confusion"]
    return sum(level_points(grid_of(tower), seat, negative) for tower in g["towers"])


def score_round(g: dict) -> None:
    """Every player scores the round (confusion icons on the track are ignored)."""
    for seat in range(g["players"]):
        gain_influence(g, seat, round_points(g, seat), immediate=False)


def final_points(g: dict, seat: int) -> int:
    """Card influence of every owned card plus player-board influence (unlocked dual
    tiles and fully upgraded tracks)."""
    player = g["seats"][seat]
    owned = player["deck"] + player["hand"] + player["discard"]
    if seat == g["current"]:
        owned = owned + g["turn"]["play"]
    points = sum(CARDS[card].influence for card in owned)
    for track, icons in BOARD["tracks"].items():
        reached = player["tablets"][track]
        points += BOARD["final_unlocked_dual"] * icons[:reached].count("dual")
        if reached >= len(icons):
            points += BOARD["final_full_track"]
    return points


def score_breakdown(state) -> dict[int, dict[str, int]]:
    """Each seat's final influence by the rulebook's categories (an empty dict before the end).

    Final scoring splits into the cards owned and the player board; Round III's
    end-of-round scoring is the towers as they stand at the end; the rest was
    gained earlier (placement bonuses, card purchases, Rounds I and II), so the
    categories always add up to the influence on the track.
    """
    g = state.data
    if not g["over"]:
        return {}
    breakdown: dict[int, dict[str, int]] = {}
    for seat, player in enumerate(g["seats"]):
        owned = player["deck"] + player["hand"] + player["discard"]
        cards = sum(CARDS[card].influence for card in owned)
        late: dict[str, int] = {
            translate("Rise of Babel scoring", "Round III"): round_points(g, seat),
            translate("Rise of Babel scoring", "Cards"): cards,
            translate("Rise of Babel scoring", "Player board"): final_points(g, seat) - cards,
        }
        earlier = translate("Rise of Babel scoring", "Rounds I-II and bonuses")
        breakdown[seat] = {earlier: player["influence"] - sum(late.values()), **late}
    return breakdown
