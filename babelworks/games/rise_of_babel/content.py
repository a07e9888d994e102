"""Rise of Babel content: cards, tower levels and the player board, read from JSON.

Everything designed by us lives in ``assets/rise_of_babel/`` and is validated when
first loaded; a broken file raises :class:`ContentError` naming the file, the entry
and the problem. The loaded :class:`Content` is read-only and shared by all states.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from babelworks.core.content import game_assets, read_json, refuse
from babelworks.core.words import translate

MAX_SEATS = 4
RESOURCES = ("wood", "stone", "brick", "tar")
PRINTED = {"W": "wood", "S": "stone", "B": "brick", "T": "tar", "c": "camp", ".": ""}
#: Card action steps (see docs/rise-of-babel.md for each one's meaning).
STEP_KINDS = frozenset(
    {
        "stalls_to_tower",
        "stalls_to_warehouse",
        "stalls_to_camp",
        "warehouse_to_tower",
        "place_wild",
        "advance_elephant",
        "board_upgrade",
        "draw",
        "trash",
        "refresh_market",
        "gain_to_hand",
        "search_discard",
        "gain_cart",
        "gain_specialization",
        "gain_cheap_card",
        "stall_from_bag",
        "pull",
    }
)
UPGRADES = frozenset({"dual", "cart", "draw_advance", "skip_space", "gold_token", "free_card", "multi"})
BANNER_KEYS = frozenset({"gold", "pay", "trash_self", "needs_discard", "steps"})
BONUS_KEYS = frozenset({"gold", "influence", "advance"})


@dataclass(frozen=True)
class Card:
    """One card: where it comes from (start/market/jobs/teamsters) and what it does."""

    id: str
    key: str
    name: str
    origin: str
    cost: int
    influence: int
    bonus: dict
    banners: tuple


@dataclass(frozen=True)
class Tile:
    """A tile: owner seat (None for wild/confusion), kind and the resources it shows."""

    id: str
    owner: int | None
    kind: str
    resources: tuple


@dataclass(frozen=True)
class Level:
    """A tower level: its name and its spaces as ``(row, col) -> printed content``."""

    name: str
    spaces: dict
    rows: int
    cols: int


@dataclass(frozen=True)
class Content:
    """All Rise of Babel content, validated."""

    board: dict
    cards: dict
    starting: dict
    market: tuple
    jobs: tuple
    teamsters: tuple
    tiles: dict
    majors: dict
    minors: dict
    bonus_tiles: dict


def _check_steps(file: str, entry: str, steps: Any) -> None:
    if not isinstance(steps, list):
        refuse(file, entry, translate("Rise of Babel content file", "'steps' must be a list"))
    for step in steps:
        if isinstance(step, dict) and set(step) == {"pull"}:
            _check_pull(file, entry, step["pull"])
        elif step not in STEP_KINDS:
            refuse(
                file,
                entry,
                translate("Rise of Babel content file", "unknown step {step}").format(step=repr(step)),
            )


def _check_pull(file: str, entry: str, rewards: Any) -> None:
    if not isinstance(rewards, dict) or set(rewards) != set(RESOURCES):
        refuse(
            file,
            entry,
            translate(
                "Rise of Babel content file", "a pull step needs a reward for each of wood, stone, brick, tar"
            ),
        )
    for reward in rewards.values():
        _check_banner(file, entry, reward)


def _check_banner(file: str, entry: str, banner: Any) -> None:
    if not isinstance(banner, dict) or not set(banner) <= BANNER_KEYS:
        refuse(
            file,
            entry,
            translate(
                "Rise of Babel content file", "a banner must be an object with keys from {keys}"
            ).format(keys=sorted(BANNER_KEYS)),
        )
    for key in ("gold", "pay"):
        if not isinstance(banner.get(key, 0), int) or banner.get(key, 0) < 0:
            refuse(
                file,
                entry,
                translate("Rise of Babel content file", "'{key}' must be a whole number 0 or more").format(
                    key=key
                ),
            )
    _check_steps(file, entry, banner.get("steps", []))


def _card_design(file: str, design: Any) -> dict:
    entry = design.get("key", "?") if isinstance(design, dict) else "?"
    if not isinstance(design, dict):
        refuse(file, entry, translate("Rise of Babel content file", "a card design must be an object"))
    for key, kind in (("key", str), ("name", str), ("copies", int), ("cost", int), ("influence", int)):
        if not isinstance(design.get(key), kind):
            refuse(
                file,
                entry,
                translate("Rise of Babel content file", "'{key}' is missing or not a {kind}").format(
                    key=key, kind=kind.__name__
                ),
            )
    if not isinstance(design.get("banners"), list) or not design["banners"]:
        refuse(file, entry, translate("Rise of Babel content file", "needs at least one banner"))
    for banner in design["banners"]:
        _check_banner(file, entry, banner)
    if not set(design.get("bonus", {})) <= BONUS_KEYS:
        refuse(
            file,
            entry,
            translate("Rise of Babel content file", "purchase bonus keys must be from {keys}").format(
                keys=sorted(BONUS_KEYS)
            ),
        )
    return design


def _make_cards(design: dict, origin: str, ids: list[str]) -> list[Card]:
    banners = tuple(design["banners"])
    bonus = dict(design.get("bonus", {}))
    return [
        Card(
            card_id,
            design["key"],
            design["name"],
            origin,
            design["cost"],
            design["influence"],
            bonus,
            banners,
        )
        for card_id in ids
    ]


def _load_cards(data: Any) -> tuple[dict, dict, tuple, tuple, tuple]:
    file = "cards.json"
    if not isinstance(data, dict) or not {"starting", "market", "jobs", "teamsters"} <= set(data):
        refuse(
            file,
            "(top)",
            translate("Rise of Babel content file", "needs 'starting', 'market', 'jobs' and 'teamsters'"),
        )
    starting_designs = [_card_design(file, d) for d in data["starting"]]
    if sum(d["copies"] for d in starting_designs) != 10:
        refuse(
            file,
            "starting",
            translate("Rise of Babel content file", "the starting deck must have exactly 10 cards"),
        )
    market_designs = [_card_design(file, d) for d in data["market"]]
    if sum(d["copies"] for d in market_designs) != 53:
        refuse(
            file,
            "market",
            translate("Rise of Babel content file", "the market deck must have exactly 53 cards"),
        )
    cards: dict[str, Card] = {}
    starting = {seat: _starting_deck(starting_designs, seat, cards) for seat in range(MAX_SEATS)}
    market = _numbered(market_designs, "market", "m", cards)
    jobs = _numbered([_card_design(file, data["jobs"])], "jobs", "j", cards)
    teamsters = _numbered([_card_design(file, data["teamsters"])], "teamsters", "t", cards)
    return cards, starting, market, jobs, teamsters


def _starting_deck(designs: list[dict], seat: int, cards: dict) -> tuple:
    return _numbered(designs, "start", f"s{seat}-", cards)


def _numbered(designs: list[dict], origin: str, prefix: str, cards: dict) -> tuple:
    ids: list[str] = []
    for design in designs:
        first = len(ids)
        new_ids = [f"{prefix}{first + n + 1:02d}" for n in range(design["copies"])]
        for card in _make_cards(design, origin, new_ids):
            cards[card.id] = card
        ids += new_ids
    return tuple(ids)


def _load_level(file: str, name: str, rows: Any) -> Level:
    if not isinstance(rows, list) or not rows or not all(isinstance(r, str) for r in rows):
        refuse(
            file, name, translate("Rise of Babel content file", "a level is a non-empty list of row strings")
        )
    spaces = {}
    for r, row in enumerate(rows):
        for c, char in enumerate(row):
            if char == " ":
                continue
            if char not in PRINTED:
                refuse(
                    file,
                    name,
                    translate("Rise of Babel content file", "unknown character {char} in row {row}").format(
                        char=repr(char), row=r
                    ),
                )
            spaces[(r, c)] = PRINTED[char]
    if not spaces:
        refuse(file, name, translate("Rise of Babel content file", "has no spaces"))
    return Level(name, spaces, len(rows), max(len(r) for r in rows))


def _load_towers(data: Any) -> tuple[dict, dict, dict]:
    file = "towers.json"
    if not isinstance(data, dict) or not {"major", "minor", "bonus_tiles"} <= set(data):
        refuse(
            file, "(top)", translate("Rise of Babel content file", "needs 'major', 'minor' and 'bonus_tiles'")
        )
    if list(data["major"]) != ["I", "II", "III"]:
        refuse(
            file,
            "major",
            translate("Rise of Babel content file", "needs Major Tower Levels I, II and III in that order"),
        )
    majors = {name: _load_level(file, name, rows) for name, rows in data["major"].items()}
    if len(data["minor"]) != 12:
        refuse(
            file,
            "minor",
            translate("Rise of Babel content file", "there must be exactly 12 minor tower levels"),
        )
    minors = {name: _load_level(file, name, rows) for name, rows in data["minor"].items()}
    faces = data["bonus_tiles"]
    if len(faces) != 24 or any(face not in "WSBTc" or len(face) != 1 for face in faces):
        refuse(
            file,
            "bonus_tiles",
            translate("Rise of Babel content file", "needs 24 tiles, each one of W, S, B, T or c"),
        )
    bonus = {f"bonus{n + 1:02d}": PRINTED[face] for n, face in enumerate(faces)}
    for name, level in majors.items():
        printed = sum(1 for p in level.spaces.values() if p in RESOURCES)
        if printed > len(bonus):
            refuse(
                file,
                name,
                translate(
                    "Rise of Babel content file", "has more printed resources than there are bonus tiles"
                ),
            )
    return majors, minors, bonus


def _check_board(board: Any) -> dict:
    file = "board.json"
    if not isinstance(board, dict) or tuple(board.get("resources", ())) != RESOURCES:
        refuse(
            file,
            "resources",
            translate("Rise of Babel content file", "must be {resources}").format(resources=list(RESOURCES)),
        )
    tracks = board.get("tracks")
    if not isinstance(tracks, dict) or set(tracks) != set(RESOURCES):
        refuse(
            file, "tracks", translate("Rise of Babel content file", "needs one upgrade track per resource")
        )
    for resource, icons in tracks.items():
        unknown = [icon for icon in icons if icon not in UPGRADES]
        if unknown:
            refuse(
                file,
                f"tracks.{resource}",
                translate("Rise of Babel content file", "unknown upgrade icons {icons}").format(
                    icons=unknown
                ),
            )
    duals = sum(icons.count("dual") for icons in tracks.values())
    if duals != len(board.get("dual_tiles", [])):
        refuse(
            file,
            "tracks",
            translate("Rise of Babel content file", "needs one dual-resource slot per dual-resource tile"),
        )
    for icon in ("gold_token", "free_card", "skip_space", "multi"):
        if sum(icons.count(icon) for icons in tracks.values()) != 1:
            refuse(
                file,
                "tracks",
                translate(
                    "Rise of Babel content file", "the '{icon}' upgrade must appear exactly once"
                ).format(icon=icon),
            )
    return board


def _make_tiles(board: dict) -> dict:
    tiles: dict[str, Tile] = {}
    for seat in range(MAX_SEATS):
        for resource in RESOURCES:
            for n in range(1, board["tiles_per_resource"] + 1):
                tile_id = f"{seat}{resource[0]}{n}"
                tiles[tile_id] = Tile(tile_id, seat, resource, (resource,))
        for n, pair in enumerate(board["dual_tiles"]):
            tiles[f"{seat}d{n}"] = Tile(f"{seat}d{n}", seat, "/".join(pair), tuple(pair))
        tiles[f"{seat}m"] = Tile(f"{seat}m", seat, "multi", RESOURCES)
    for n in range(1, board["wilds"] + 1):
        tiles[f"x{n}"] = Tile(f"x{n}", None, "wild", RESOURCES)
    for n in range(1, board["confusion"] + 1):
        tiles[f"c{n}"] = Tile(f"c{n}", None, "confusion", ())
    return tiles


def load_content(folder: Path | None = None) -> Content:
    """Read and validate every content file in ``folder``.

    Args:
        folder: The directory holding board.json, cards.json and towers.json
            (default: ``assets/rise_of_babel``, see :func:`babelworks.core.content.game_assets`).

    Returns:
        The validated content.

    Raises:
        ContentError: A file is missing or broken (names the file, entry and problem).
    """
    folder = folder if folder is not None else game_assets("rise_of_babel")
    board = _check_board(read_json(folder, "board.json"))
    cards, starting, market, jobs, teamsters = _load_cards(read_json(folder, "cards.json"))
    majors, minors, bonus = _load_towers(read_json(folder, "towers.json"))
    return Content(board, cards, starting, market, jobs, teamsters, _make_tiles(board), majors, minors, bonus)


@lru_cache(maxsize=1)
def content() -> Content:
    """The game's content from ``assets/rise_of_babel`` (loaded once)."""
    return load_content()
