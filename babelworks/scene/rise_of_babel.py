"""The Rise of Babel table: tower levels as stepped grids, tracks, market, player areas.

``table_pieces(state, seats)`` is pure (no Qt/GL/pybullet). Layout, in cm on the
140 x 90 table (+x east, +y north, the camera's default view from the south):
the major tower level in the middle, the minor levels beside it, the influence
and lion tracks below it, the market row above it, the player areas along the
south (seats 1-2) and north (seats 3-4) edges (see ``rise_of_babel_player``).

Tower levels are ziggurats: each row of a level stands on a step, the back row
(row 0) highest. Every space shows what is printed under it; a tile placed on a
space lies on top. Space pieces carry ``extras`` {"tower", "space"} so the table
UI can drop tiles onto them; towers carry ``extras["city"] = True``.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from babelworks.core.words import Phrase, content_words, translate
from babelworks.games.rise_of_babel.content import content
from babelworks.games.rise_of_babel.describe import seat_words
from babelworks.games.rise_of_babel.describe import tile_words as kind_words
from babelworks.games.rise_of_babel.scoring import track_positions
from babelworks.games.rise_of_babel.towers import level_of, printed
from babelworks.scene.colours import linear_rgba
from babelworks.scene.meshes import CARD_SIZE_CM
from babelworks.scene.pieces import Face, Piece
from babelworks.scene.rise_of_babel_player import player_pieces
from babelworks.scene.rise_of_babel_tiles import (
    CONFUSION_COLOUR,
    PITCH_CM,
    TILE_THICK_CM,
    WILD_COLOUR,
    printed_marker,
    tile_pieces,
    tile_words,
)

CARDS = content().cards
FLAT_CM = 0.7  # boxes this thin or thinner (boards, prints, tiles) are drawn low-poly
STEP_CM = 1.6  # height of one ziggurat step
MAJOR_CENTRE = (0.0, 6.0)
MINOR_CENTRES = ((-27.0, 8.0), (27.0, 8.0), (-45.0, 8.0), (45.0, 8.0))
STONE_COLOUR = (0.78, 0.68, 0.50, 1.0)
BOARD_COLOUR = (0.42, 0.55, 0.36, 1.0)
TRACK_Y = (-13.5, -19.0)  # influence track, lion track
TRACK_COLOUR = (0.85, 0.80, 0.62, 1.0)
CONFUSION_STEP_COLOUR = (0.62, 0.40, 0.72, 1.0)
MARKET_Y = 27.0
CARD_BACK = (0.25, 0.20, 0.45, 1.0)


def table_pieces(state, seats) -> list:
    """Everything on the Rise of Babel table for ``state``.

    Args:
        state: a ``RiseState``; the table is drawn from its ``public()`` view, so the
            scene holds only what the whole table sees.
        seats: the match's seats (``.colour`` as ``#rrggbb``), in seat order.

    Returns:
        The pieces: board, towers with their tiles, tracks, market, player areas.
    """
    g = state.public()
    colours = [linear_rgba(seat.colour) for seat in seats]
    pieces = [_main_board()]
    for tower in g["towers"]:
        pieces += tower_pieces(tower, colours)
    pieces += track_pieces(g, colours) + market_pieces(g) + supply_pieces(g)
    for seat in range(g["players"]):
        pieces += player_pieces(g, seat, colours)
    return [_low_poly(piece) for piece in named_for_seats(pieces, seats)]


_SEAT_NUMBER = re.compile(r"\bPlayer ([1-9])\b")
#: How a seat is said before the table names it ("Player 2"): the phrase :func:`_renamed` replaces.
SEAT = seat_words(0)


def named_for_seats(pieces: list[Piece], seats) -> list[Piece]:
    """The parts speak of seats by number ("Player 2's camp", as the rulebook does); the
    table names them as the players were named ("Bob's camp")."""
    names = [seat.name for seat in seats]
    return [_named(piece, names) for piece in pieces]


def _named(piece: Piece, names: list[str]) -> Piece:
    if not piece.name or "Player " not in piece.name:
        return piece
    return replace(piece, name=_renamed(piece.name, names))


def _renamed(line: Any, names: list[str]) -> Any:
    """``line`` with every seat said by its player's name: a Phrase keeps its source
    (so it is still translated) and has its seat fields replaced."""
    if not isinstance(line, str):
        return line
    if not isinstance(line, Phrase):
        return _SEAT_NUMBER.sub(lambda found: _seat_name(names, int(found.group(1))), line)
    if (line.context, line.source) == (SEAT.context, SEAT.source):
        return _seat_name(names, line.fields["number"])
    fields = {key: _renamed(value, names) for key, value in line.fields.items()}
    if all(fields[key] is value for key, value in line.fields.items()):
        return line  # no seat in it: the same phrase
    return Phrase(line.context, line.source, fields)


def _seat_name(names: list[str], number: int) -> str:
    return names[number - 1] if number <= len(names) else seat_words(number - 1)


def _low_poly(piece: Piece) -> Piece:
    """A thin box drawn with the 12-triangle card mesh instead of the bevelled cube.

    Software GL shades vertices on one thread: a bevelled cube has 132 vertices,
    a card 36, and a bevel on a tile 6 mm thick is barely seen. Same box, same pick.
    """
    if piece.mesh != "cube" or piece.scale[2] > FLAT_CM:
        return piece
    sx, sy, sz = piece.scale
    return replace(
        piece, mesh="card", scale=(sx / CARD_SIZE_CM[0], sy / CARD_SIZE_CM[1], sz / CARD_SIZE_CM[2])
    )


def _main_board() -> Piece:
    return Piece(
        "rb/board",
        "cube",
        (0.0, 2.0, 0.15),
        scale=(104.0, 40.0, 0.3),
        colour=BOARD_COLOUR,
        name=translate("Rise of Babel table", "Main board"),
        extras={"city": True},
        face=Face("rb_board", "main"),
    )


def tower_centre(tower: dict) -> tuple[float, float]:
    """Where a tower level in play stands on the table (its grid's centre)."""
    if tower["id"] == "major":
        return MAJOR_CENTRE
    return MINOR_CENTRES[int(tower["id"][5:]) - 1]


def space_position(tower: dict, row: int, col: int) -> tuple[float, float, float]:
    """The top centre of a tower space: where a tile's underside rests."""
    level = level_of(tower)
    cx, cy = tower_centre(tower)
    x = cx + (col - (level.cols - 1) / 2) * PITCH_CM
    y = cy + ((level.rows - 1) / 2 - row) * PITCH_CM
    return x, y, 0.3 + STEP_CM * (level.rows - row)


def tower_pieces(tower: dict, colours: list) -> list[Piece]:
    """A tower level: its steps, every space's print, and the tiles placed on it."""
    pieces = _steps(tower)
    for row, col, tile, _bonus in tower["cells"]:
        x, y, z = space_position(tower, row, col)
        where = {"tower": tower["id"], "space": [row, col], "city": True}
        under = printed(tower, [row, col, tile, _bonus])
        name = _space_words(tower, row, col, under)
        pieces += _space_face(tower, row, col, under, (x, y, z), where, name)
        if tile is not None:
            pieces += tile_pieces(
                tile,
                (x, y, z + 0.1 + TILE_THICK_CM / 2),
                colours,
                where,
                translate("Rise of Babel table", "{space}: {tile}").format(space=name, tile=tile_words(tile)),
            )
    return pieces


def _space_face(tower, row, col, under, centre, where, name) -> list[Piece]:
    pid = f"rb/space/{tower['id']}/{row}/{col}"
    return printed_marker(pid, under, (centre[0], centre[1], centre[2] + 0.05), where, name)


def _tower_words(tower: dict) -> str:
    if tower["id"] == "major":
        return translate("Rise of Babel table", "Major tower {level}").format(level=tower["level"])
    return content_words(tower["level"])


def _space_words(tower: dict, row: int, col: int, under: str) -> str:
    """A tower space in words ("Major tower II, row 2 space 3 (wood)")."""
    tower_words, row, col = _tower_words(tower), row + 1, col + 1
    if not under:
        return translate("Rise of Babel table", "{tower}, row {row} space {space}").format(
            tower=tower_words, row=row, space=col
        )
    printed = translate("Rise of Babel table", "camp") if under == "camp" else kind_words(under)
    return translate("Rise of Babel table", "{tower}, row {row} space {space} ({printed})").format(
        tower=tower_words, row=row, space=col, printed=printed
    )


def _steps(tower: dict) -> list[Piece]:
    """One stone block per row, higher towards the back: the ziggurat."""
    level = level_of(tower)
    cols_in_row: dict[int, list[int]] = {}
    for row, col, *_ in tower["cells"]:
        cols_in_row.setdefault(row, []).append(col)
    blocks = []
    for row, cols in sorted(cols_in_row.items()):
        first, last = min(cols), max(cols)
        x0, y, top = space_position(tower, row, first)
        x1 = space_position(tower, row, last)[0]
        height = top - 0.3
        blocks.append(
            Piece(
                f"rb/step/{tower['id']}/{row}",
                "cube",
                ((x0 + x1) / 2, y, 0.3 + height / 2),
                scale=(x1 - x0 + PITCH_CM, PITCH_CM, height),
                colour=STONE_COLOUR,
                name=translate("Rise of Babel table", "{tower}, row {row}").format(
                    tower=_tower_words(tower), row=row + 1
                ),
                extras={"tower": tower["id"], "city": True, "level": level.name},
            )
        )
    return blocks


def track_pieces(g: dict, colours: list) -> list[Piece]:
    """The influence track (ones) and the lion track (tens) with each player's token."""
    pieces = []
    for track, y in zip(("influence", "lion"), TRACK_Y):
        for step in range(10):
            x = (step - 4.5) * 4.0
            special = track == "influence" and step in (0, 5)  # every 5th point: confusion
            colour = CONFUSION_STEP_COLOUR if special else TRACK_COLOUR
            pieces.append(
                Piece(
                    f"rb/track/{track}/{step}",
                    "cube",
                    (x, y, 0.45),
                    scale=(3.6, 4.2, 0.3),
                    colour=colour,
                    name=_track_step_words(track, step),
                    extras={"track": track, "step": step},
                )
            )
    for seat, player in enumerate(g["seats"]):
        lion, ones = track_positions(player["influence"])
        for track, y, step in (("influence", TRACK_Y[0], ones), ("lion", TRACK_Y[1], lion)):
            x = (min(step, 9) - 4.5) * 4.0 + (seat % 2 - 0.5) * 1.5
            y_seat = y + (seat // 2 - 0.5) * 1.5
            pieces.append(
                Piece(
                    f"rb/token/{track}/{seat}",
                    "cube",
                    (x, y_seat, 1.1),
                    scale=(1.2, 1.2, 1.0),
                    colour=colours[seat] if seat < len(colours) else TRACK_COLOUR,
                    name=_token_words(seat, track, player["influence"]),
                    extras={"owner": seat, "track": track},
                )
            )
    return pieces


def supply_pieces(g: dict) -> list[Piece]:
    """The wild tile and confusion tile supplies: stacks beside the tracks."""
    pieces = []
    for key, x, colour, words in (
        ("wilds", -30.0, WILD_COLOUR, translate("Rise of Babel table", "Wild tile supply")),
        ("confusion", 30.0, CONFUSION_COLOUR, translate("Rise of Babel table", "Confusion tile supply")),
    ):
        count = len(g[key])
        if count:
            height = 0.3 * count
            pieces.append(
                Piece(
                    f"rb/supply/{key}",
                    "cube",
                    (x, -16.0, 0.3 + height / 2),
                    scale=(4.2, 4.2, height),
                    colour=colour,
                    name=translate("Rise of Babel table", "{supply}: {count} tiles").format(
                        supply=words, count=count
                    ),
                    extras={"supply": key},
                )
            )
    return pieces


def market_pieces(g: dict) -> list[Piece]:
    """The five market cards face up, the market deck, the Jobs and Teamsters piles."""
    pieces = []
    for slot, card in enumerate(g["market"]["row"]):
        if card is None:
            continue
        info = CARDS[card]
        shade = min(1.0, 0.35 + 0.09 * info.cost)
        pieces.append(
            Piece(
                f"rb/market/{slot}",
                "card",
                ((slot - 2) * 7.5, MARKET_Y, 0.05),
                colour=(shade, shade * 0.9, 0.55, 1.0),
                name=translate("Rise of Babel table", "Market: {card} (cost {cost})").format(
                    card=content_words(info.name), cost=info.cost
                ),
                extras={"card": card, "slot": slot},
                face=Face("rb_card", card),
            )
        )
    # The piles lie off the board's ends, clear of the north player areas.
    piles = (
        ("deck", (-60.0, 2.0), CARD_BACK, translate("Rise of Babel table", "Market deck")),
        ("jobs", (60.0, 7.0), (0.30, 0.45, 0.25, 1.0), translate("Rise of Babel table", "Jobs")),
        ("teamsters", (60.0, -4.0), (0.50, 0.35, 0.20, 1.0), translate("Rise of Babel table", "Teamsters")),
    )
    for key, (x, y), colour, words in piles:
        count = len(g["market"][key])
        if count:
            height = 0.08 * count
            pieces.append(
                Piece(
                    f"rb/pile/{key}",
                    "cube",
                    (x, y, height / 2),
                    scale=(6.3, 8.8, height),
                    colour=colour,
                    name=translate("Rise of Babel table", "{pile}: {count} cards").format(
                        pile=words, count=count
                    ),
                    extras={"pile": key},
                )
            )
    return pieces


def _track_step_words(track: str, step: int) -> str:
    """A step of the influence track (ones) or the lion track (tens), in words."""
    if track == "influence":
        return translate("Rise of Babel table", "Influence track, step {step}").format(step=step)
    return translate("Rise of Babel table", "Lion track, step {step}").format(step=step)


def _token_words(seat: int, track: str, influence: int) -> str:
    """A player's token on the influence or the lion track, with their influence."""
    player = seat_words(seat)
    if track == "influence":
        return translate("Rise of Babel table", "{player}'s influence token ({influence} influence)").format(
            player=player, influence=influence
        )
    return translate("Rise of Babel table", "{player}'s lion token ({influence} influence)").format(
        player=player, influence=influence
    )
