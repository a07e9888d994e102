"""The Rolling Heights table as pieces: the city map, markets, track, supply and seats.

:func:`table_pieces` is pure (no Qt, GL or pybullet): the same state always
gives the same pieces. Where things lie comes from
:mod:`babelworks.scene.rolling_heights_layout`; the players' areas (rolling
boxes, meeples, cubes in hand) from :mod:`babelworks.scene.rolling_heights_seats`.
Pieces of the city (boards, plan tiles, their cubes and markers) carry
``extras["city"] = True`` so "city only" exports keep exactly them.

A piece's id names the physical piece, not the place it lies on, so that a move
shows it travelling (:mod:`babelworks.scene.glide`): a plan tile is
``rh/plan/<plan id>`` in its market slot, in the hand of the player placing it
and on its map space; cubes are named by :mod:`.rolling_heights_cubes`. Should a state hold one plan twice (the engine never
deals one twice), each further copy's ids get ``#2``, ``#3``... so ids stay unique.
"""

from __future__ import annotations

import math
from dataclasses import replace

from babelworks.core.words import content_words, translate
from babelworks.games.rolling_heights.content import CUBES, MEEPLES, content
from babelworks.games.rolling_heights.describe import MEEPLE_NAMES, cube_name
from babelworks.games.rolling_heights.mapgrid import SPACES, space_at
from babelworks.games.rolling_heights.scoring import ad_name
from babelworks.scene import rolling_heights_layout as lay
from babelworks.scene.colours import linear_rgba
from babelworks.scene.meshes import BOARD_SIZE_CM, CUBE_EDGE_CM
from babelworks.scene.pieces import Face, Piece
from babelworks.scene.rolling_heights_cubes import cube_ids
from babelworks.scene.rolling_heights_market import held_plan_pieces, market_pieces, plan_piece_id
from babelworks.scene.rolling_heights_seats import seat_pieces

PILE_COLOURS = (*CUBES, "misc")
TILE_TOP = lay.BOARD_THICK_CM + lay.TILE_THICK_CM
#: A map space's terrain in words, as its piece is named ("row 2, column 3 (a park)").
TERRAIN_WORDS = {
    "land": translate("Rolling Heights table", "land"),
    "water": translate("Rolling Heights table", "water"),
    "park": translate("Rolling Heights table", "a park"),
}


def pile_word(colour: str) -> str:
    """A cube pile's colour in words ("glass"; "misc" for the miscellaneous cubes)."""
    return translate("Rolling Heights table", "misc") if colour == "misc" else cube_name(colour)


def table_pieces(state, seats=None, palette: str = "safe") -> list[Piece]:
    """Everything on the Rolling Heights table for ``state``.

    Args:
        state: a RollingHeightsState.
        seats: the match's seats (names); used for piece names when given.
        palette: seat colours where the seats bring none: "safe" (colour-blind
            safe) or "classic".

    Returns:
        The pieces, city first, then markets, track, supply and the seats' areas.
    """
    names = _seat_names(state, seats)
    colours = _seat_colours(state, seats, palette)
    pieces = map_pieces(state, names, colours)
    pieces += held_plan_pieces(state, colours)
    pieces += market_pieces(state)
    pieces += track_pieces(state, names, colours)
    pieces += supply_pieces(state)
    pieces += ad_pieces(state)
    for seat in range(state.players):
        pieces += seat_pieces(state, seat, names[seat], colours[seat])
    return unique_ids(pieces)


def unique_ids(pieces: list[Piece]) -> list[Piece]:
    """``pieces`` with the n-th (n >= 2) piece of an id already used renamed ``<id>#n``."""
    seen: dict[str, int] = {}
    named = []
    for piece in pieces:
        seen[piece.id] = seen.get(piece.id, 0) + 1
        named.append(piece if seen[piece.id] == 1 else replace(piece, id=f"{piece.id}#{seen[piece.id]}"))
    return named


def _seat_colours(state, seats, palette: str) -> list:
    """Each seat's linear RGBA: the match's chosen seat colour, else the palette's."""
    chosen = [getattr(seat, "colour", None) for seat in seats or ()]
    return [
        linear_rgba(str(chosen[i])) if i < len(chosen) and chosen[i] else lay.seat_colour(i, palette)
        for i in range(state.players)
    ]


def _seat_names(state, seats) -> list[str]:
    if seats:
        return [getattr(seat, "name", None) or _player(i) for i, seat in enumerate(seats)]
    return [_player(i) for i in range(state.players)]


def _player(seat: int) -> str:
    return translate("Rolling Heights table", "Player {number}").format(number=seat + 1)


# -- the city ------------------------------------------------------------------
def map_pieces(state, names: list[str], colours: list) -> list[Piece]:
    """The six neighbourhood boards, their spaces, and every plan tile with its stacks."""
    scale = 4 * lay.SPACE_PITCH_CM / BOARD_SIZE_CM[0]
    pieces = []
    for position, (board, side, turns) in enumerate(state.arrangement):
        x, y = lay.board_centre(position)
        name = content().boards[board]["name"]
        pieces.append(
            Piece(
                f"rh/board/{position}",
                "board",
                (x, y, lay.BOARD_THICK_CM / 2),
                rotation=_clockwise(turns),
                scale=(scale, scale, 1.0),
                colour=linear_rgba(lay.BOARD_COLOUR),
                name=translate("Rolling Heights table", "{board} (side {side})").format(
                    board=content_words(name), side=side
                ),
                extras={"city": True, "board": name},
                face=Face("rh_board", f"{content().boards[board]['id']}/{side}"),
            )
        )
    for space in range(SPACES):
        pieces += _space_pieces(state, space)
        if state.tiles[space] is not None:
            pieces += plan_pieces(state, space, names, colours)
    return pieces


def _clockwise(quarter_turns: int) -> tuple[float, float, float, float]:
    """A board's print turned clockwise seen from above (the map's quarter turns)."""
    half = -math.pi / 4 * (quarter_turns % 4)
    return (0.0, 0.0, math.sin(half), math.cos(half))


def _space_pieces(state, space: int) -> list[Piece]:
    """A map space: what it is (terrain, row and column) for picking and the export's names.

    Its print (terrain, cube-icon costs, type bonus) is the neighbourhood board's own face,
    turned as the board lies; the space piece lies inside the board, unseen, so nothing
    covers that print (plain tiles in the terrain colour over it hid the icons and bonuses
    at every zoom).
    """
    x, y = lay.space_centre(space)
    terrain = state.city.terrain[space]
    row, column = space_at(space)
    return [
        Piece(
            f"rh/space/{space}",
            "tile",
            (x, y, lay.BOARD_THICK_CM / 2),
            scale=(1.0, 1.0, 0.05),
            colour=linear_rgba(lay.TERRAIN_COLOURS[terrain]),
            name=translate("Rolling Heights table", "row {row}, column {column} ({terrain})").format(
                row=row + 1, column=column + 1, terrain=TERRAIN_WORDS[terrain]
            ),
            extras={"city": True, "space": [row, column], "terrain": terrain},
        )
    ]


def plan_pieces(state, space: int, names: list[str], colours: list) -> list[Piece]:
    """A placed plan tile in its owner's colour, its cube stacks and its ownership marker."""
    tile = state.tiles[space]
    plan = content().plans[tile["plan"]]
    owner = tile["owner"]
    colour = colours[owner]
    x, y = lay.space_centre(space)
    extras = {
        "city": True,
        "plan": plan["id"],
        "owner": owner,
        "level": plan["level"],
        "space": space_at(space),
    }
    pieces = [
        Piece(
            plan_piece_id(plan["id"]),
            "tile",
            (x, y, lay.BOARD_THICK_CM + lay.TILE_THICK_CM / 2),
            colour=_dim(colour, 0.75 if plan["level"] == 2 else 1.0),
            name=translate("Rolling Heights table", "{plan} ({player})").format(
                plan=content_words(plan["name"]), player=names[owner]
            ),
            extras=extras,
            face=Face("rh_plan", plan["id"]),
        )
    ]
    spots = lay.stack_spots(len(plan["stacks"]))
    for index, (stack, (dx, dy)) in enumerate(zip(plan["stacks"], spots)):
        pieces += _stack_pieces(tile, plan, index, stack, (x + dx, y + dy), space)
    pieces.append(_marker(tile, plan, owner, colour, (x, y), space, names[owner]))
    return pieces


def _stack_pieces(tile, plan, index, stack, at, space) -> list[Piece]:
    """One stack: a printed spot in the cube's colour, then the cubes built on it."""
    built = tile["stacks"][index]
    plan_name, number = content_words(plan["name"]), index + 1
    pieces = [
        Piece(
            f"rh/tile/{space}/spot/{index}",
            "tile",
            (at[0], at[1], TILE_TOP + 0.01),
            scale=(0.26, 0.26, 0.1),
            colour=linear_rgba(lay.CUBE_COLOURS[stack["cube"]]),
            name=translate("Rolling Heights table", "{plan} / stack {stack} needs {height} {colour}").format(
                plan=plan_name, stack=number, height=stack["height"], colour=cube_name(stack["cube"])
            ),
            extras={"city": True, "plan": plan["id"], "stack": index},
        )
    ]
    for k, cube in enumerate(built):
        z = TILE_TOP + CUBE_EDGE_CM * (k + 0.5)
        pieces.append(
            Piece(
                f"rh/cube/{space}/{index}/{k}",
                "cube",
                (at[0], at[1], z),
                colour=linear_rgba(lay.CUBE_COLOURS[cube]),
                name=translate(
                    "Rolling Heights table", "{plan} / stack {stack} / cube {level} ({colour})"
                ).format(plan=plan_name, stack=number, level=k + 1, colour=pile_word(cube)),
                extras={"city": True, "plan": plan["id"], "stack": index, "cube": cube, "level": k + 1},
            )
        )
    return pieces


def _marker(tile, plan, owner, colour, at, space, owner_name) -> Piece:
    """The ownership marker: on the tile's corner, then on top of the tallest stack once complete."""
    if tile["complete"]:
        spots = lay.stack_spots(len(plan["stacks"]))
        tallest = max(range(len(spots)), key=lambda i: len(tile["stacks"][i]))
        dx, dy = spots[tallest]
        position = (at[0] + dx, at[1] + dy, TILE_TOP + len(tile["stacks"][tallest]) + 0.2)
    else:
        position = (at[0] + 1.7, at[1] + 1.7, TILE_TOP + 0.2)
    return Piece(
        f"rh/marker/{space}",
        "block",
        position,
        scale=(0.8, 0.8, 0.4),
        colour=colour,
        name=translate("Rolling Heights table", "{player}'s marker on {plan}").format(
            player=owner_name, plan=content_words(plan["name"])
        ),
        extras={"city": True, "owner": owner, "complete": tile["complete"]},
    )


def _dim(colour, factor: float):
    return tuple(round(c * factor, 4) for c in colour[:3]) + (colour[3],)


# -- markets, track, supply, ads ----------------------------------------------------
def track_pieces(state, names: list[str], colours: list) -> list[Piece]:
    """The score track around the map and each player's token at their VP (mod 50)."""
    pieces = []
    for step in range(lay.TRACK_SPACES):
        x, y = lay.track_space(step)
        shade = "#e8e2cc" if step % 5 else "#b8ad88"  # every fifth space darker, to count by
        pieces.append(
            Piece(
                f"rh/track/{step}",
                "tile",
                (x, y, 0.05),
                scale=(0.75, 0.75, 0.5),
                colour=linear_rgba(shade),
                name=translate("Rolling Heights table", "score track {step}").format(step=step),
            )
        )
    for seat in range(state.players):
        vp = state.seats[seat]["vp"]
        x, y = lay.track_space(vp)
        pieces.append(
            Piece(
                f"rh/token/{seat}",
                "block",
                (x, y, 0.45 + seat * 0.5),
                scale=(1.4, 1.4, 0.5),
                colour=colours[seat],
                name=translate("Rolling Heights table", "{player}'s score token: {vp} VP").format(
                    player=names[seat], vp=vp
                ),
                extras={"owner": seat, "vp": vp},
            )
        )
    return pieces


def supply_pieces(state) -> list[Piece]:
    """Cube piles per colour (misc only once it has entered), Wild Tokens and spare meeples.

    A cube's id comes from :func:`cube_ids`: taking one keeps its id into the hand.
    """
    pieces = []
    ids = cube_ids(state)[1]
    for index, colour in enumerate(PILE_COLOURS):
        count = state.supply[colour]
        x, y = lay.supply_spot(index)
        name = translate("Rolling Heights table", "{colour} supply ({count} cubes)").format(
            colour=pile_word(colour), count=count
        )
        for k in range(count):
            dx, dy, z = lay.pile_offset(k)
            pieces.append(
                Piece(
                    ids[colour][k],
                    "block",
                    (x + dx, y + dy, z),
                    colour=linear_rgba(lay.CUBE_COLOURS[colour]),
                    name=name,
                    extras={"supply": colour},
                )
            )
    wild_name = translate("Rolling Heights table", "Wild Token supply ({count})").format(
        count=state.wild_supply
    )
    for k in range(state.wild_supply):
        pieces.append(
            Piece(
                f"rh/wild/supply/{k}",
                "block",
                (lay.SUPPLY_X + 7.0, 26.0, 0.1 + k * 0.2),
                scale=(1.6, 1.6, 0.2),
                colour=linear_rgba(lay.WILD_COLOUR),
                name=wild_name,
            )
        )
    return pieces + _meeple_supply(state)


def _meeple_supply(state) -> list[Piece]:
    pieces = []
    for row, colour in enumerate(MEEPLES):
        count = state.meeple_supply[colour]
        name = translate("Rolling Heights table", "{role} ({colour}) supply ({count})").format(
            role=MEEPLE_NAMES[colour], colour=colour, count=count
        )
        for k in range(count):
            position = (-38.0 - k * 2.2, 26.0 - row * 4.0, 0.5)
            pieces.append(
                Piece(
                    f"rh/meeple/supply/{colour}/{k}",
                    "meeple",
                    position,
                    rotation=lay.ON_BACK,
                    colour=linear_rgba(lay.MEEPLE_COLOURS[colour]),
                    name=name,
                    extras={"supply": colour},
                )
            )
    return pieces


def ad_pieces(state) -> list[Piece]:
    """The three ads, face up beside the markets."""
    return [
        Piece(
            f"rh/ad/{k}",
            "card",
            (30.0 + k * 7.5, 38.0, 0.02),
            colour=linear_rgba("#f4efe2"),
            name=translate("Rolling Heights table", "Ad: {ad}").format(ad=ad_name(ad)),
            extras={"ad": ad},
            face=Face("rh_ad", ad),
        )
        for k, ad in enumerate(state.ads)
    ]
