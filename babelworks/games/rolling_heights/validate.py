"""Checking a state given to ``from_dict``: every field, index, count and id.

A save file or a hand-written state is refused here, with one sentence naming
the field and the problem, instead of failing later with an ``IndexError``.
:func:`validate_data` checks the shapes (types, lengths, known ids, seat and
meeple indices); the state then checks the conservation invariants (cubes,
meeples, plan tiles, Wild Tokens) on data it knows to be well formed.
"""

from __future__ import annotations

from typing import Any

from babelworks.core.words import translate
from babelworks.games.rolling_heights.content import CUBES, MEEPLES, content
from babelworks.games.rolling_heights.mapgrid import SPACES
from babelworks.games.rolling_heights.phases import PHASE_WORDS
from babelworks.games.rolling_heights.setup import FIELDS, INFO, SLOTS
from babelworks.games.rolling_heights.validate_play import PLAY_CHECKS, Bad, check_entry, ids_of, is_int, need

POSES = ("hard", "steady", "exhausted", "used", "aside")


def _counts(value: Any, keys, field: str) -> None:
    need(
        type(value) is dict and set(value) == set(keys),
        field,
        translate("Rolling Heights saves", "must count exactly {keys}").format(keys=", ".join(keys)),
    )
    need(
        all(is_int(n) for n in value.values()),
        field,
        translate("Rolling Heights saves", "must hold whole numbers of 0 or more"),
    )


def _tile(tile: Any, space: int, players: int) -> None:
    field = f"tiles[{space}]"
    need(
        type(tile) is dict and set(tile) == {"plan", "owner", "stacks", "complete", "vp"},
        field,
        translate("Rolling Heights saves", "must be empty or a plan tile"),
    )
    plan = content().plans.get(tile["plan"]) if type(tile["plan"]) is str else None
    if plan is None:
        raise Bad(
            translate(
                "Rolling Heights saves", "Not a valid Rolling Heights state: {field} names no known plan."
            ).format(field=field)
        )
    need(
        is_int(tile["owner"], 0, players - 1), field, translate("Rolling Heights saves", "has no such owner")
    )
    stacks = tile["stacks"]
    need(
        type(stacks) is list and len(stacks) == len(plan["stacks"]),
        field,
        translate("Rolling Heights saves", "needs one list per stack"),
    )
    for built, stack in zip(stacks, plan["stacks"]):
        need(
            type(built) is list
            and len(built) <= stack["height"]
            and all(cube in (*CUBES, "misc") for cube in built),
            field,
            translate("Rolling Heights saves", "has a bad stack"),
        )
    need(
        type(tile["complete"]) is bool and is_int(tile["vp"]),
        field,
        translate("Rolling Heights saves", "needs 'complete' and 'vp'"),
    )


def _board(data: dict) -> None:
    positions = data["arrangement"]
    need(type(positions) is list and len(positions) == 6, "arrangement", "needs 6 boards")
    need(
        all(
            type(p) is list
            and len(p) == 3
            and is_int(p[0], 0, 5)
            and p[1] in ("A", "B")
            and is_int(p[2], 0, 3)
            for p in positions
        ),
        "arrangement",
        translate("Rolling Heights saves", "needs [board, side, turns]"),
    )
    need(
        len({p[0] for p in positions}) == 6,
        "arrangement",
        translate("Rolling Heights saves", "must use each board once"),
    )
    tiles = data["tiles"]
    need(
        type(tiles) is list and len(tiles) == SPACES,
        "tiles",
        translate("Rolling Heights saves", "needs {count} spaces").format(count=SPACES),
    )
    for space, tile in enumerate(tiles):
        if tile is not None:
            _tile(tile, space, data["players"])


def _markets(data: dict) -> None:
    for name in ("markets", "piles"):
        need(
            type(data[name]) is list and len(data[name]) == 2,
            name,
            translate("Rolling Heights saves", "needs the two levels"),
        )
    for m, strip in enumerate(data["markets"]):
        need(
            type(strip) is list and len(strip) == SLOTS,
            f"markets[{m}]",
            translate("Rolling Heights saves", "needs {count} slots").format(count=SLOTS),
        )
        for slot, entry in enumerate(strip):
            if entry is not None:
                check_entry(entry, f"markets[{m}][{slot}]")
    for m, pile in enumerate(data["piles"]):
        ids_of(pile, content().plans, f"piles[{m}]")


def _supplies(data: dict) -> None:
    _counts(data["supply"], (*CUBES, "misc"), "supply")
    _counts(data["box"], CUBES, "box")
    _counts(data["built"], (*CUBES, "misc"), "built")
    _counts(data["meeple_supply"], MEEPLES, "meeple_supply")
    for name in ("misc_aside", "misc_extra", "wild_supply", "turn_count"):
        need(
            is_int(data[name]),
            name,
            translate("Rolling Heights saves", "must be a whole number of 0 or more"),
        )
    need(
        type(data["misc_in"]) is bool, "misc_in", translate("Rolling Heights saves", "must be true or false")
    )
    ids_of(data["ads"], content().ads, "ads")


def _seat(seat: Any, index: int, tiles: list) -> None:
    field = f"seats[{index}]"
    keys = {"vp", "meeples", "cubes", "misc", "sp", "wild", "plans", "targets", "target"}
    need(
        type(seat) is dict and set(seat) == keys,
        field,
        translate("Rolling Heights saves", "needs exactly {keys}").format(keys=", ".join(sorted(keys))),
    )
    need(
        type(seat["vp"]) is int and is_int(seat["sp"]) and is_int(seat["wild"]),
        field,
        translate("Rolling Heights saves", "has bad counts"),
    )
    meeples = seat["meeples"]
    need(
        type(meeples) is list
        and all(type(m) is list and len(m) == 2 and m[0] in MEEPLES and m[1] in POSES for m in meeples),
        field,
        translate("Rolling Heights saves", "has a bad meeple"),
    )
    _counts(seat["cubes"], CUBES, f"{field}.cubes")
    _counts(seat["misc"], CUBES, f"{field}.misc")
    plans = seat["plans"]
    need(
        type(plans) is list
        and all(
            is_int(s, 0, SPACES - 1) and tiles[s] is not None and tiles[s]["owner"] == index for s in plans
        )
        and len(set(plans)) == len(plans),
        field,
        translate("Rolling Heights saves", "lists a plan it does not own"),
    )
    ids_of(seat["targets"], content().targets, f"{field}.targets")
    need(
        len(seat["targets"]) == 2 and seat["target"] in (None, *seat["targets"]),
        field,
        translate("Rolling Heights saves", "needs two targets and a chosen one of them (or none)"),
    )


def _seats(data: dict) -> None:
    players = data["players"]
    seats = data["seats"]
    need(
        type(seats) is list and len(seats) == players,
        "seats",
        translate("Rolling Heights saves", "needs one seat per player ({players})").format(players=players),
    )
    for index, seat in enumerate(seats):
        _seat(seat, index, data["tiles"])
    need(
        sum(len(seat["plans"]) for seat in seats) == sum(t is not None for t in data["tiles"]),
        "tiles",
        translate("Rolling Heights saves", "holds a plan no seat lists"),
    )
    for name in ("start_player", "current"):
        need(is_int(data[name], 0, players - 1), name, translate("Rolling Heights saves", "is not a seat"))
    need(
        type(data["start_queue"]) is list and all(is_int(s, 0, players - 1) for s in data["start_queue"]),
        "start_queue",
        translate("Rolling Heights saves", "must list seats"),
    )


def _basics(data: dict) -> None:
    extra = sorted(set(data) - {*FIELDS, "rng"})
    need(
        not extra,
        translate("Rolling Heights saves", "the data"),
        translate("Rolling Heights saves", "has unknown fields: {fields}").format(
            fields=", ".join(map(str, extra))[:80]
        ),
    )
    missing = [name for name in (*FIELDS, "rng") if name not in data]
    need(
        not missing,
        translate("Rolling Heights saves", "the data"),
        translate("Rolling Heights saves", "is missing {fields}").format(fields=", ".join(missing)),
    )
    need(
        is_int(data["players"], INFO.min_players, INFO.max_players),
        "players",
        translate("Rolling Heights saves", "must be 2, 3 or 4"),
    )
    need(type(data["seed"]) is int, "seed", translate("Rolling Heights saves", "must be a whole number"))
    rng = data["rng"]
    need(
        type(rng) is dict and set(rng) == {"state"} and is_int(rng["state"], 0, 2**64 - 1),
        "rng",
        translate("Rolling Heights saves", "must be {{'state': a {bits}-bit whole number}}").format(bits=64),
    )
    need(
        type(data["step"]) is str and data["step"] in PHASE_WORDS,
        "step",
        translate("Rolling Heights saves", "is not a step of the game"),
    )
    options = data["options"]
    need(type(options) is dict, "options", translate("Rolling Heights saves", "must be a mapping"))
    try:
        INFO.check_options(options)
    except ValueError as error:
        problem = error.args[0] if len(error.args) == 1 else str(error)  # a Phrase stays one
        raise Bad(
            translate("Rolling Heights saves", "Not a valid Rolling Heights state: {problem}").format(
                problem=problem
            )
        ) from None


def validate_data(data: dict) -> None:
    """Refuse malformed data (a :class:`Bad`, a ValueError whose sentence names the problem)."""
    for check in (_basics, _board, _markets, _supplies, _seats, *PLAY_CHECKS):
        check(data)
