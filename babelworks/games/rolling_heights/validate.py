"""Checking a state given to ``from_dict``: every field, index, count and id.

A save file or a hand-written state is refused here, with one sentence naming
the field and the problem, instead of failing later with an ``IndexError``.
:func:`validate_data` checks the shapes (types, lengths, known ids, seat and
meeple indices); the state then checks the conservation invariants (cubes,
meeples, plan tiles, Wild Tokens) on data it knows to be well formed.
"""

from __future__ import annotations

from typing import Any

from babelworks.games.rolling_heights.content import CUBES, MEEPLES, content
from babelworks.games.rolling_heights.mapgrid import SPACES
from babelworks.games.rolling_heights.phases import PHASE_WORDS
from babelworks.games.rolling_heights.setup import FIELDS, INFO, SLOTS

POSES = ("hard", "steady", "exhausted", "used", "aside")
MODES = ("start", "buy", "planner")
CONTEXTS = ("prep", "rally", "planner")
TURN_KEYS = {"bought", "wild_due", "used_buildings", "haunted", "hard_activated"}


class Bad(ValueError):
    """A malformed state; the message names the field and the problem."""


def need(ok: bool, field: str, problem: str) -> None:
    """Refuse the state unless ``ok``."""
    if not ok:
        raise Bad(f"Not a valid Rolling Heights state: {field} {problem}.")


def is_int(value: Any, low: int = 0, high: int | None = None) -> bool:
    """A whole number (not a bool) in ``low..high``."""
    return type(value) is int and value >= low and (high is None or value <= high)


def _counts(value: Any, keys, field: str) -> None:
    need(type(value) is dict and set(value) == set(keys), field, f"must count exactly {', '.join(keys)}")
    need(all(is_int(n) for n in value.values()), field, "must hold whole numbers of 0 or more")


def _ids(value: Any, known, field: str) -> None:
    need(
        type(value) is list and all(type(i) is str and i in known for i in value),
        field,
        "must be a list of known ids",
    )


def _tile(tile: Any, space: int, players: int) -> None:
    field = f"tiles[{space}]"
    need(
        type(tile) is dict and set(tile) == {"plan", "owner", "stacks", "complete", "vp"},
        field,
        "must be empty or a plan tile",
    )
    plan = content().plans.get(tile["plan"]) if type(tile["plan"]) is str else None
    if plan is None:
        raise Bad(f"Not a valid Rolling Heights state: {field} names no known plan.")
    need(is_int(tile["owner"], 0, players - 1), field, "has no such owner")
    stacks = tile["stacks"]
    need(type(stacks) is list and len(stacks) == len(plan["stacks"]), field, "needs one list per stack")
    for built, stack in zip(stacks, plan["stacks"]):
        need(
            type(built) is list
            and len(built) <= stack["height"]
            and all(cube in (*CUBES, "misc") for cube in built),
            field,
            "has a bad stack",
        )
    need(type(tile["complete"]) is bool and is_int(tile["vp"]), field, "needs 'complete' and 'vp'")


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
        "needs [board, side, turns]",
    )
    need(len({p[0] for p in positions}) == 6, "arrangement", "must use each board once")
    tiles = data["tiles"]
    need(type(tiles) is list and len(tiles) == SPACES, "tiles", f"needs {SPACES} spaces")
    for space, tile in enumerate(tiles):
        if tile is not None:
            _tile(tile, space, data["players"])


def _entry(entry: Any, field: str) -> None:
    need(
        type(entry) is dict
        and set(entry) == {"plan", "wild"}
        and is_int(entry["wild"])
        and type(entry["plan"]) is str
        and entry["plan"] in content().plans,
        field,
        "must be a plan with its Wild Tokens",
    )


def _markets(data: dict) -> None:
    for name in ("markets", "piles"):
        need(type(data[name]) is list and len(data[name]) == 2, name, "needs the two levels")
    for m, strip in enumerate(data["markets"]):
        need(type(strip) is list and len(strip) == SLOTS, f"markets[{m}]", f"needs {SLOTS} slots")
        for slot, entry in enumerate(strip):
            if entry is not None:
                _entry(entry, f"markets[{m}][{slot}]")
    for m, pile in enumerate(data["piles"]):
        _ids(pile, content().plans, f"piles[{m}]")


def _supplies(data: dict) -> None:
    _counts(data["supply"], (*CUBES, "misc"), "supply")
    _counts(data["box"], CUBES, "box")
    _counts(data["built"], (*CUBES, "misc"), "built")
    _counts(data["meeple_supply"], MEEPLES, "meeple_supply")
    for name in ("misc_aside", "misc_extra", "wild_supply", "turn_count"):
        need(is_int(data[name]), name, "must be a whole number of 0 or more")
    need(type(data["misc_in"]) is bool, "misc_in", "must be true or false")
    _ids(data["ads"], content().ads, "ads")


def _seat(seat: Any, index: int, tiles: list) -> None:
    field = f"seats[{index}]"
    keys = {"vp", "meeples", "cubes", "misc", "sp", "wild", "plans", "targets", "target"}
    need(type(seat) is dict and set(seat) == keys, field, f"needs exactly {', '.join(sorted(keys))}")
    need(type(seat["vp"]) is int and is_int(seat["sp"]) and is_int(seat["wild"]), field, "has bad counts")
    meeples = seat["meeples"]
    need(
        type(meeples) is list
        and all(type(m) is list and len(m) == 2 and m[0] in MEEPLES and m[1] in POSES for m in meeples),
        field,
        "has a bad meeple",
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
        "lists a plan it does not own",
    )
    _ids(seat["targets"], content().targets, f"{field}.targets")
    need(
        len(seat["targets"]) == 2 and seat["target"] in (None, *seat["targets"]),
        field,
        "needs two targets and a chosen one of them (or none)",
    )


def _seats(data: dict) -> None:
    players = data["players"]
    seats = data["seats"]
    need(type(seats) is list and len(seats) == players, "seats", f"needs one seat per player ({players})")
    for index, seat in enumerate(seats):
        _seat(seat, index, data["tiles"])
    need(
        sum(len(seat["plans"]) for seat in seats) == sum(t is not None for t in data["tiles"]),
        "tiles",
        "holds a plan no seat lists",
    )
    for name in ("start_player", "current"):
        need(is_int(data[name], 0, players - 1), name, "is not a seat")
    need(
        type(data["start_queue"]) is list and all(is_int(s, 0, players - 1) for s in data["start_queue"]),
        "start_queue",
        "must list seats",
    )


def _pending(data: dict) -> None:
    step, pending = data["step"], data["pending"]
    shapes = {
        "place": {"entry", "mode", "fee"},
        "pay": {"owed", "gain"},
        "strike": {"left"},
        "reward": {"choices"},
    }
    if step not in shapes:
        need(pending is None, "pending", f"must be empty in step '{step}'")
        return
    need(type(pending) is dict and set(pending) == shapes[step], "pending", f"does not fit step '{step}'")
    if step == "place":
        _entry(pending["entry"], "pending.entry")
        need(pending["mode"] in MODES and is_int(pending["fee"]), "pending", "needs a mode and a fee")
    elif step == "pay":
        need(is_int(pending["owed"], 1) and pending["gain"] in (None, *CUBES), "pending", "has a bad cost")
    elif step == "strike":
        need(is_int(pending["left"], 1), "pending", "has a bad strike count")
    else:
        need(
            type(pending["choices"]) is list
            and bool(pending["choices"])
            and all(
                type(c) is list and c and all(colour in MEEPLES for colour in c) for c in pending["choices"]
            ),
            "pending",
            "has bad meeple choices",
        )


def _turn(data: dict) -> None:
    turn = data["turn"]
    need(
        type(turn) is dict and set(turn) == TURN_KEYS, "turn", f"needs exactly {', '.join(sorted(TURN_KEYS))}"
    )
    need(
        type(turn["bought"]) is bool
        and type(turn["haunted"]) is bool
        and turn["wild_due"] in (None, 0, 1)
        and type(turn["wild_due"]) is not bool
        and is_int(turn["hard_activated"]),
        "turn",
        "has bad values",
    )
    _ids(turn["used_buildings"], content().plans, "turn.used_buildings")


def _rolling(data: dict) -> None:
    rolling, meeples = data["rolling"], data["seats"][data["current"]]["meeples"]
    need((rolling is not None) == (data["step"] == "roll"), "rolling", "must be set exactly while rolling")
    if rolling is None:
        return
    need(
        type(rolling) is dict
        and set(rolling) == {"meeples", "context", "rallied"}
        and rolling["context"] in CONTEXTS,
        "rolling",
        "needs meeples, context and rallied",
    )
    for name in ("meeples", "rallied"):
        indices = rolling[name]
        need(
            type(indices) is list and all(is_int(i, 0, len(meeples) - 1) for i in indices),
            "rolling",
            f"'{name}' must list the player's meeples",
        )
    need(bool(rolling["meeples"]), "rolling", "needs meeples in the box")


def _end(data: dict) -> None:
    end = data["end"]
    need(
        type(end) is dict and type(end.get("triggered")) is bool and is_int(end.get("turns_left")),
        "end",
        "needs 'triggered' and 'turns_left'",
    )
    need(
        set(end)
        == ({"triggered", "turns_left", "colour"} if end["triggered"] else {"triggered", "turns_left"})
        and end.get("colour", CUBES[0]) in CUBES,
        "end",
        "names the colour that ended the game only once it ends",
    )
    over = data["step"] in ("targets", "over")
    need(
        data["final"] is None or data["step"] == "over" and type(data["final"]) is dict,
        "final",
        "is set only once the game is over",
    )
    need(not over or end["triggered"], "step", "cannot reach final scoring before the end is triggered")


def _basics(data: dict) -> None:
    extra = sorted(set(data) - {*FIELDS, "rng"})
    need(not extra, "the data", f"has unknown fields: {', '.join(map(str, extra))[:80]}")
    missing = [name for name in (*FIELDS, "rng") if name not in data]
    need(not missing, "the data", f"is missing {', '.join(missing)}")
    need(is_int(data["players"], INFO.min_players, INFO.max_players), "players", "must be 2, 3 or 4")
    need(type(data["seed"]) is int, "seed", "must be a whole number")
    rng = data["rng"]
    need(
        type(rng) is dict and set(rng) == {"state"} and is_int(rng["state"], 0, 2**64 - 1),
        "rng",
        "must be {'state': a 64-bit whole number}",
    )
    need(type(data["step"]) is str and data["step"] in PHASE_WORDS, "step", "is not a step of the game")
    options = data["options"]
    need(type(options) is dict, "options", "must be a mapping")
    try:
        INFO.check_options(options)
    except ValueError as error:
        raise Bad(f"Not a valid Rolling Heights state: {error}") from None


def validate_data(data: dict) -> None:
    """Refuse malformed data (a :class:`Bad`, a ValueError whose sentence names the problem)."""
    for check in (_basics, _board, _markets, _supplies, _seats, _pending, _turn, _rolling, _end):
        check(data)
