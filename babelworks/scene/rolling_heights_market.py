"""The two market strips of plan tiles and their draw piles, and a plan being placed.

A plan tile keeps one id, ``rh/plan/<plan id>``, from its market slot through
the placing player's hand to its map space, so buying and placing it glide.
"""

from __future__ import annotations

from babelworks.core.words import content_words, translate
from babelworks.games.rolling_heights.content import content
from babelworks.scene import rolling_heights_layout as lay
from babelworks.scene.colours import linear_rgba
from babelworks.scene.meshes import TILE_SIZE_CM
from babelworks.scene.pieces import Face, Piece
from babelworks.scene.rolling_heights_seats import MAT_TOP

#: a plan being placed is held up over the back of its player's rolling box, clear of its
#: wall (flat on the mat there, the wall would hide it from the player's side of the table)
HELD_OFFSET = (-8.0, 9.7, lay.BOX_INNER_CM[2] + 0.8)


def plan_piece_id(plan_id: str) -> str:
    """The id of plan ``plan_id``'s tile wherever it lies (market, hand or map)."""
    return f"rh/plan/{plan_id}"


def held_plan_pieces(state, colours: list) -> list[Piece]:
    """The plan taken and not yet placed, held up by the player placing it (none otherwise)."""
    entry = (state.pending or {}).get("entry")
    if entry is None:
        return []
    plan = content().plans[entry["plan"]]
    cx, cy = lay.seat_centre(state.current, state.players)
    return [
        Piece(
            plan_piece_id(plan["id"]),
            "tile",
            (cx + HELD_OFFSET[0], cy + HELD_OFFSET[1], MAT_TOP + HELD_OFFSET[2]),
            colour=colours[state.current],
            name=translate("Rolling Heights table", "{plan} (being placed)").format(
                plan=content_words(plan["name"])
            ),
            extras={"plan": plan["id"], "held": True, "owner": state.current},
            face=Face("rh_plan", plan["id"]),
        )
    ]


def market_pieces(state) -> list[Piece]:
    """Both market strips: the strip, its draw pile, tiles by type colour, Wild Tokens, costs."""
    pieces = []
    for m in (0, 1):
        x0, y = lay.market_slot(m, 4)
        pieces.append(
            Piece(
                f"rh/strip/{m}",
                "tile",
                (x0, y - 0.3, 0.05),
                scale=(10.8, 1.35, 0.5),
                colour=linear_rgba("#5b5346"),
                name=translate("Rolling Heights table", "Level {level} market strip").format(level=m + 1),
            )
        )
        pieces += _draw_pile(state, m)
        for slot, entry in enumerate(state.markets[m]):
            pieces += _market_slot_pieces(m, slot, entry)
    return pieces


def _draw_pile(state, m: int) -> list[Piece]:
    x, y = lay.market_slot(m, -1)
    count = len(state.piles[m])
    name = translate("Rolling Heights table", "Level {level} draw pile ({count} plans)").format(
        level=m + 1, count=count
    )
    return [
        Piece(
            f"rh/pile/{m}/{k}",
            "tile",
            (x, y, 0.1 + 0.2 + k * TILE_SIZE_CM[2]),
            colour=linear_rgba(lay.PILE_COLOUR),
            name=name,
            extras={"market": m, "pile": count},
        )
        for k in range(count)
    ]


def _market_slot_pieces(m: int, slot: int, entry) -> list[Piece]:
    x, y = lay.market_slot(m, slot)
    cost = content().market_costs[m][slot]
    name = translate("Rolling Heights table", "market cost {cost}").format(cost=cost)
    pieces = [
        Piece(
            f"rh/market/{m}/{slot}/cost/{k}",
            "block",
            (x - 1.8 + k * 0.6, y - 2.9, 0.35),
            scale=(0.45, 0.45, 0.45),
            colour=linear_rgba("#f0ece0"),
            name=name,
        )
        for k in range(cost)
    ]
    if entry is None:
        return pieces
    plan = content().plans[entry["plan"]]
    pieces.append(
        Piece(
            plan_piece_id(plan["id"]),
            "tile",
            (x, y, 0.4),
            colour=linear_rgba(lay.TYPE_COLOURS[plan["type"]]),
            name=_market_name(plan, m, slot, cost),
            extras={"plan": plan["id"], "market": m, "slot": slot, "cost": cost},
            face=Face("rh_plan", plan["id"]),
        )
    )
    for k in range(entry["wild"]):
        pieces.append(
            Piece(
                f"{plan_piece_id(plan['id'])}/wild/{k}",  # the tokens ride with the tile as it slides
                "block",
                (x + 1.2, y + 1.2, 0.6 + k * 0.25),
                scale=(1.0, 1.0, 0.2),
                colour=linear_rgba(lay.WILD_COLOUR),
                name=translate("Rolling Heights table", "Wild Token on {plan}").format(
                    plan=content_words(plan["name"])
                ),
            )
        )
    return pieces


def _market_name(plan: dict, m: int, slot: int, cost: int) -> str:
    """A plan in a market space, with what it costs ("Tower (Level 1 market, space 3: 2 cubes)")."""
    fields = {"plan": content_words(plan["name"]), "level": m + 1, "space": slot + 1}
    if cost == 1:
        return translate(
            "Rolling Heights table", "{plan} (Level {level} market, space {space}: 1 cube)"
        ).format(**fields)
    return translate(
        "Rolling Heights table", "{plan} (Level {level} market, space {space}: {cost} cubes)"
    ).format(cost=cost, **fields)
