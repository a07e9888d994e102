"""Whether game data is well formed, field by field, before anything reads it.

``from_dict`` refuses a state whose fields have the wrong type, range or ids with
one sentence (``ValueError``), so no later question about it can fail with an
``IndexError`` or ``KeyError``. Conservation (every component in exactly one place)
is :mod:`invariants`' job and runs after this.
"""

from __future__ import annotations

from typing import Any

from babelworks.core.words import translate
from babelworks.games.rise_of_babel.content import RESOURCES, content
from babelworks.games.rise_of_babel.invariants import PENDING_KINDS

CONTENT = content()
BOARD = CONTENT.board
TOP = {
    "players": int,
    "options": dict,
    "rng": int,
    "reveals": int,
    "round": int,
    "current": int,
    "first": int,
    "turns_taken": list,
    "over": bool,
    "final_turns": bool,
    "wilds": list,
    "confusion": list,
    "specs": list,
    "bonus_supply": list,
    "minor_supply": list,
    "turn": dict,
    "market": dict,
    "seats": list,
    "towers": list,
}
TURN = {
    "gold": int,
    "token_used": bool,
    "market_refreshed": bool,
    "stack": list,
    "confusion_due": int,
    "play": list,
    "used": list,
}
CARD_PILES = ("deck", "hand", "discard", "trashed")
TILE_PLACES = ("bag", "set_aside", "warehouse", "camp", "cargo", "board_tiles")
SEAT_NUMBERS = {
    "influence": (0, 10**6),
    "elephant": (0, BOARD["elephant_spaces"]),
    "carts": (0, BOARD["carts"]),
    "carts_on_board": (0, BOARD["carts"]),
    "gold_token": (0, 2),
}
SKIP_SIDES = ("", "elephant", "stalls")
SPECS = frozenset(f"spec-{r}-{n + 1}" for r in RESOURCES for n in range(BOARD["specialization_per_resource"]))


class Malformed(ValueError):
    """Game data that is not a well-formed Rise of Babel state (the message says where)."""


def need(ok: bool, problem: str) -> None:
    """Raise :class:`Malformed` with ``problem`` unless ``ok``."""
    if not ok:
        raise Malformed(problem)


def check(g: Any, options: tuple[str, ...]) -> None:
    """Refuse data that is not a well-formed Rise of Babel state (``options``: the
    names of the game's declared options).

    Raises:
        Malformed: a sentence naming the first field that is wrong.
    """
    need(type(g) is dict, translate("Rise of Babel save files", "a game state is a mapping of named values"))
    for key, kind in TOP.items():
        need(
            type(g.get(key)) is kind,
            translate("Rise of Babel save files", "'{key}' is missing or not {kind}").format(
                key=key, kind=_words(kind)
            ),
        )
    need(1 <= g["players"] <= 4, translate("Rise of Babel save files", "'players' must be 1 to 4"))
    need(
        0 <= g["rng"] < 2**64 and g["reveals"] >= 0,
        translate("Rise of Babel save files", "'rng' or 'reveals' is out of range"),
    )
    need(1 <= g["round"] <= 3, translate("Rise of Babel save files", "'round' must be 1, 2 or 3"))
    need(
        _seat(g, g["current"]) and _seat(g, g["first"]),
        translate("Rise of Babel save files", "'current' or 'first' is not a seat"),
    )
    need(
        _counts(g["turns_taken"], g["players"]),
        translate("Rise of Babel save files", "'turns_taken' needs one count per seat"),
    )
    need(
        g.get("end_reason") is None or type(g["end_reason"]) is str,
        translate("Rise of Babel save files", "'end_reason' must be text"),
    )
    need(
        set(g["options"]) == set(options) and all(type(v) is bool for v in g["options"].values()),
        translate(
            "Rise of Babel save files", "'options' must give each of {options} as true or false"
        ).format(options=sorted(options)),
    )
    _supplies(g)
    _market(g["market"])
    _turn(g["turn"])
    need(
        len(g["seats"]) == g["players"],
        translate("Rise of Babel save files", "'seats' needs one entry per player"),
    )
    for seat, player in enumerate(g["seats"]):
        _player(seat, player)
    _towers(g["towers"], g["players"])


def _words(kind: type) -> str:
    return {
        int: translate("Rise of Babel save files", "a whole number"),
        bool: translate("Rise of Babel save files", "true or false"),
        list: translate("Rise of Babel save files", "a list"),
        dict: translate("Rise of Babel save files", "a mapping"),
    }[kind]


def _seat(g: dict, value: Any) -> bool:
    return type(value) is int and 0 <= value < g["players"]


def _counts(values: list, length: int) -> bool:
    return len(values) == length and all(type(n) is int and n >= 0 for n in values)


def _ids(values: Any, known: Any) -> bool:
    return type(values) is list and all(type(v) is str and v in known for v in values)


def _supplies(g: dict) -> None:
    tiles = CONTENT.tiles
    need(
        _ids(g["wilds"], tiles) and all(tiles[t].kind == "wild" for t in g["wilds"]),
        translate("Rise of Babel save files", "'wilds' holds something other than wild tiles"),
    )
    need(
        _ids(g["confusion"], tiles) and all(tiles[t].kind == "confusion" for t in g["confusion"]),
        translate("Rise of Babel save files", "'confusion' holds something other than confusion tiles"),
    )
    need(
        _ids(g["specs"], SPECS),
        translate("Rise of Babel save files", "'specs' holds an unknown specialization token"),
    )
    need(
        _ids(g["bonus_supply"], CONTENT.bonus_tiles),
        translate("Rise of Babel save files", "'bonus_supply' holds an unknown bonus tile"),
    )
    need(
        _ids(g["minor_supply"], CONTENT.minors),
        translate("Rise of Babel save files", "'minor_supply' holds an unknown tower level"),
    )


def _market(market: dict) -> None:
    for pile in ("deck", "discard", "jobs", "teamsters"):
        need(
            _ids(market.get(pile), CONTENT.cards),
            translate("Rise of Babel save files", "market '{pile}' holds an unknown card").format(pile=pile),
        )
    row = market.get("row")
    need(
        type(row) is list
        and len(row) == BOARD["market_size"]
        and all(card is None or (type(card) is str and card in CONTENT.cards) for card in row),
        translate(
            "Rise of Babel save files", "the market row needs {count} slots, each a known card or empty"
        ).format(count=BOARD["market_size"]),
    )


def _turn(turn: dict) -> None:
    for key, kind in TURN.items():
        need(
            type(turn.get(key)) is kind,
            translate("Rise of Babel save files", "turn '{key}' is missing or not {kind}").format(
                key=key, kind=_words(kind)
            ),
        )
    need(
        turn["gold"] >= 0 and turn["confusion_due"] >= 0,
        translate("Rise of Babel save files", "turn gold and confusion due cannot be negative"),
    )
    need(
        _ids(turn["play"], CONTENT.cards) and _ids(turn["used"], CONTENT.cards),
        translate("Rise of Babel save files", "the play area holds an unknown card"),
    )
    need(
        all(
            type(entry) is dict
            and len(entry) == 1
            and type(entry.get("kind")) is str
            and entry["kind"] in PENDING_KINDS
            for entry in turn["stack"]
        ),
        translate("Rise of Babel save files", "a pending choice is not one the game knows"),
    )
    _active(turn.get("active"))


def _active(active: Any) -> None:
    if active is None:
        return
    need(
        type(active) is dict
        and type(active.get("card")) is str
        and active["card"] in CONTENT.cards
        and type(active.get("left")) is list,
        translate("Rise of Babel save files", "the active card is not a known card with steps left"),
    )
    known = _steps_of(CONTENT.cards[active["card"]])
    need(
        all(step in known for step in active["left"]),
        translate("Rise of Babel save files", "the active card has a step it does not show"),
    )


def _steps_of(card) -> list:
    """Every step a card can leave to resolve, pull rewards included."""
    steps = [step for banner in card.banners for step in banner.get("steps", [])]
    for step in list(steps):
        if type(step) is dict:
            steps += [s for reward in step["pull"].values() for s in reward.get("steps", [])]
    return steps


def _player(seat: int, player: Any) -> None:
    who = translate("Rise of Babel save files", "seat {number}").format(number=seat + 1)
    need(
        type(player) is dict,
        translate("Rise of Babel save files", "{seat} is not a mapping").format(seat=who),
    )
    for pile in CARD_PILES:
        need(
            _ids(player.get(pile), CONTENT.cards),
            translate("Rise of Babel save files", "{seat}'s '{pile}' holds an unknown card").format(
                seat=who, pile=pile
            ),
        )
    for place in TILE_PLACES:
        need(
            _ids(player.get(place), CONTENT.tiles),
            translate("Rise of Babel save files", "{seat}'s '{place}' holds an unknown tile").format(
                seat=who, place=place
            ),
        )
    for key, (low, high) in SEAT_NUMBERS.items():
        value = player.get(key)
        need(
            type(value) is int and low <= value <= high,
            translate("Rise of Babel save files", "{seat}'s '{key}' must be {low} to {high}").format(
                seat=who, key=key, low=low, high=high
            ),
        )
    stalls = player.get("stalls")
    need(
        type(stalls) is list
        and len(stalls) == BOARD["stalls"]
        and all(t is None or (type(t) is str and t in CONTENT.tiles) for t in stalls),
        translate(
            "Rise of Babel save files", "{seat} needs {count} stalls, each a known tile or empty"
        ).format(seat=who, count=BOARD["stalls"]),
    )
    _board(who, player)


def _board(who: str, player: dict) -> None:
    tablets, tracks = player.get("tablets"), BOARD["tracks"]
    need(
        type(tablets) is dict
        and set(tablets) == set(tracks)
        and all(type(tablets[r]) is int and 0 <= tablets[r] <= len(tracks[r]) for r in tracks),
        translate(
            "Rise of Babel save files", "{seat}'s tablets must stand on the four upgrade tracks"
        ).format(seat=who),
    )
    slots = player.get("dual_slots")
    need(
        type(slots) is dict
        and all(r in tracks and type(t) is str and t in CONTENT.tiles for r, t in slots.items()),
        translate("Rise of Babel save files", "{seat}'s dual slots are not known tiles").format(seat=who),
    )
    need(
        player.get("skip_token") in SKIP_SIDES and type(player.get("free_token")) is bool,
        translate(
            "Rise of Babel save files", "{seat}'s Skip Space or Free Card token is not a known side"
        ).format(seat=who),
    )
    need(
        _ids(player.get("specs"), SPECS),
        translate("Rise of Babel save files", "{seat} holds an unknown specialization token").format(
            seat=who
        ),
    )


def _towers(towers: list, players: int) -> None:
    need(
        len(towers) == players + 1,
        translate("Rise of Babel save files", "there must be the major tower and one minor tower per player"),
    )
    for index, tower in enumerate(towers):
        need(
            type(tower) is dict and tower.get("id") == ("major" if index == 0 else f"minor{index}"),
            (
                translate("Rise of Babel save files", "tower 1 is not the major tower")
                if index == 0
                else translate(
                    "Rise of Babel save files", "tower {number} is not the next minor tower"
                ).format(number=index + 1)
            ),
        )
        levels = CONTENT.majors if index == 0 else CONTENT.minors
        need(
            type(tower.get("level")) is str and tower["level"] in levels,
            translate("Rise of Babel save files", "tower {tower} shows an unknown level").format(
                tower=tower["id"]
            ),
        )
        _cells(tower, levels[tower["level"]])


def _cells(tower: dict, level) -> None:
    cells = tower.get("cells")
    if type(cells) is not list:
        raise Malformed(
            translate("Rise of Babel save files", "tower {tower}'s spaces do not match its level").format(
                tower=tower["id"]
            )
        )
    need(
        [c[:2] if type(c) is list else None for c in cells] == [[r, c] for r, c in sorted(level.spaces)],
        translate("Rise of Babel save files", "tower {tower}'s spaces do not match its level").format(
            tower=tower["id"]
        ),
    )
    for cell in cells:
        need(
            len(cell) == 4
            and (cell[2] is None or (type(cell[2]) is str and cell[2] in CONTENT.tiles))
            and (cell[3] is None or (type(cell[3]) is str and cell[3] in CONTENT.bonus_tiles)),
            translate("Rise of Babel save files", "tower {tower} holds an unknown tile or bonus tile").format(
                tower=tower["id"]
            ),
        )
