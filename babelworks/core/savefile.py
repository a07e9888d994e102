"""The save file: one JSON format for all games, written atomically, loaded strictly.

A save holds the setup (game, seed, players, options, seats), the action log and
the current state. Loading trusts nothing: it parses strictly, validates the
shape, replays the log from the setup and checks that the replayed state equals
the stored one. Anything wrong raises :class:`SaveError` and changes nothing.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any, Callable

from babelworks.core.errors import IllegalAction, SaveError
from babelworks.core.hashing import canonical_json
from babelworks.core.match import Match, Seat, Setup
from babelworks.core.protocol import Game

FORMAT = "babelworks-save"
VERSION = 1
EXTENSION = ".babelworks"
MAX_BYTES = 64 * 1024 * 1024
MAX_DEPTH = 64
MAX_LOG = 50_000
MAX_SEED = 2**63


def match_to_dict(match: Match) -> dict:
    """The save-file form of a match."""
    data = {"format": FORMAT, "version": VERSION}
    data.update(match.setup.to_dict())
    data["log"] = list(match.log)
    data["state"] = match.state.to_dict()
    return data


def write_save(path: str | os.PathLike, match: Match) -> None:
    """Write ``match`` to ``path`` atomically (temp file, fsync, replace)."""
    text = json.dumps(match_to_dict(match), separators=(",", ":"), allow_nan=False)
    write_atomic(path, text.encode("utf-8"))


def write_atomic(path: str | os.PathLike, payload: bytes) -> None:
    """Write bytes so that ``path`` holds either the old or the whole new content.

    Raises:
        OSError: the folder is missing or not writable (nothing is left behind).
    """
    target = Path(path)
    handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(payload)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp_name, target)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


def read_save(path: str | os.PathLike, lookup: Callable[[str], Game]) -> Match:
    """Load and verify a save file.

    Args:
        path: the file.
        lookup: game id -> Game (the registry get_game; core knows no games).

    Raises:
        SaveError: unreadable, malformed, hostile, newer, or not replaying.
    """
    try:
        size = os.path.getsize(path)
        if size > MAX_BYTES:
            raise SaveError(f"This file is {size // 1_048_576} MB; saves are never that large.")
        with open(path, "rb") as stream:
            raw = stream.read(MAX_BYTES + 1)
    except OSError as error:
        raise SaveError(f"The save file could not be read: {error.strerror or error}.") from None
    return match_from_bytes(raw, lookup)


def match_from_bytes(raw: bytes, lookup: Callable[[str], Game]) -> Match:
    """Parse, validate and replay a save held in memory (see :func:`read_save`)."""
    data = parse_strict(raw)
    setup, log = _validate_header(data)
    game = _find_game(setup.game, lookup)
    return _replay_and_check(game, setup, log, data["state"])


# -- strict parsing ------------------------------------------------------------
def parse_strict(raw: bytes) -> Any:
    """Parse JSON refusing NaN/Infinity, huge numbers, duplicate keys and deep nesting."""
    if len(raw) > MAX_BYTES:
        raise SaveError("This file is far larger than any save.")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError("This is not a babelworks save: it is not text.") from None
    _check_depth(text)
    try:
        return json.loads(
            text,
            parse_constant=_refuse_constant,
            parse_float=_finite_float,
            parse_int=_bounded_int,
            object_pairs_hook=_unique_keys,
        )
    except SaveError:
        raise
    except (ValueError, RecursionError) as error:
        raise SaveError(f"The save file is damaged or cut short ({_short(error)}).") from None


def _check_depth(text: str) -> None:
    """Refuse nesting deeper than MAX_DEPTH before the parser recurses into it."""
    depth = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise SaveError("The save file is nested far too deeply to be a save.")
        elif char in "]}":
            depth -= 1


def _refuse_constant(name: str) -> None:
    raise SaveError(f"The save file contains '{name}', which is not a number a save can hold.")


def _finite_float(text: str) -> float:
    value = float(text)
    if value != value or value in (float("inf"), float("-inf")):
        raise SaveError(f"The save file contains the number {text[:20]}, which is out of range.")
    return value


def _bounded_int(text: str) -> int:
    if len(text) > 24:
        raise SaveError("The save file contains a number with far too many digits.")
    return int(text)


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict:
    result: dict = {}
    for key, value in pairs:
        if key in result:
            raise SaveError(f"The save file names '{key[:40]}' twice in one place.")
        result[key] = value
    return result


def _short(error: Exception) -> str:
    return str(error).split(":")[0][:80]


# -- structure -----------------------------------------------------------------
def _validate_header(data: Any) -> tuple[Setup, list]:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("This is not a babelworks save file.")
    version = data.get("version")
    if type(version) is not int:
        raise SaveError("The save file has no valid format version.")
    if version > VERSION:
        raise SaveError(
            f"This save was written by a newer babelworks (format {version}); "
            f"this version reads format {VERSION}. Please update babelworks."
        )
    if version < 1:
        raise SaveError(f"Format version {version} does not exist.")
    _require(data, {"game": str, "players": int, "seed": int, "options": dict,
                    "seats": list, "log": list, "state": dict})
    return _setup_from(data), data["log"]


def _require(data: dict, fields: dict[str, type]) -> None:
    for name, kind in fields.items():
        if name not in data:
            raise SaveError(f"The save file is missing its '{name}' entry.")
        if type(data[name]) is not kind:
            raise SaveError(f"The save file's '{name}' entry has the wrong kind of value.")


def _setup_from(data: dict) -> Setup:
    players, seed, log = data["players"], data["seed"], data["log"]
    if not 1 <= players <= 8:
        raise SaveError(f"The save file says {players} players, which no game here allows.")
    if not 0 <= seed < MAX_SEED:
        raise SaveError("The save file's seed is out of range.")
    if len(log) > MAX_LOG:
        raise SaveError("The save file's action log is absurdly long.")
    if any(not isinstance(action, dict) or type(action.get("type")) is not str for action in log):
        raise SaveError("The save file's action log contains something that is not an action.")
    seats = [_seat_from(seat) for seat in data["seats"]]
    if len(seats) != players:
        raise SaveError(f"The save file names {len(seats)} seats for {players} players.")
    return Setup(data["game"], players, seed, data["options"], seats)


def _seat_from(seat: Any) -> Seat:
    if not isinstance(seat, dict) or type(seat.get("name")) is not str or type(seat.get("colour")) is not str:
        raise SaveError("A seat in the save file has no proper name and colour.")
    if len(seat["name"]) > 100 or len(seat["colour"]) > 32:
        raise SaveError("A seat name or colour in the save file is far too long.")
    return Seat(seat["name"], seat["colour"])


def _find_game(game_id: str, lookup: Callable[[str], Game]) -> Game:
    try:
        return lookup(game_id)
    except LookupError as error:
        raise SaveError(f"This save is for a game babelworks does not know: {error}") from None


def _replay_and_check(game: Game, setup: Setup, log: list, stored: dict) -> Match:
    if not game.min_players <= setup.players <= game.max_players:
        raise SaveError(
            f"{game.name} is for {game.min_players}-{game.max_players} players, "
            f"not {setup.players}."
        )
    try:
        match = Match.from_log(game, setup, log)
    except IllegalAction as error:
        raise SaveError(f"The save's moves do not replay: {error}") from None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as error:
        raise SaveError(f"The save's moves are malformed ({type(error).__name__}).") from None
    if canonical_json(match.state.to_dict()) != canonical_json(stored):
        raise SaveError("The save file was altered: its stored game does not match its moves.")
    return match
