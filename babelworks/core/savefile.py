"""The save file: one JSON format for all games, written atomically, loaded strictly.

A save holds the setup (game, seed, players, options, seats), the action log and
the current state. Loading trusts nothing: it parses strictly, validates the
shape, replays the log from the setup and checks that the replayed state equals
the stored one. Anything wrong raises :class:`SaveError` and changes nothing.
"""

from __future__ import annotations

import gc
import json
import os
import re
import stat
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from itertools import accumulate, repeat
from typing import Any

from babelworks.core.errors import IllegalAction, SaveError
from babelworks.core.files import write_atomic
from babelworks.core.hashing import canonical_json
from babelworks.core.match import Match, Setup
from babelworks.core.protocol import Game
from babelworks.core.save_entries import MAX_LOG, hints_from, notes_from, quoted, seat_from, tutorial_step
from babelworks.core.save_entries import MAX_NAME as MAX_NAME  # re-exported: the window's limits
from babelworks.core.save_entries import MAX_NOTE as MAX_NOTE
from babelworks.core.save_entries import MAX_NOTES as MAX_NOTES
from babelworks.core.words import Phrase, translate

FORMAT = "babelworks-save"
VERSION = 1
EXTENSION = ".babelworks"
# Limits set from measurement (docs/app-shell.md, "Save limits"): the largest save of
# 340 simulated full games was 464 KB, 14,730 lists and objects, 12,643 actions (a
# random solo Rise of Babel game; the largest 4-seat game: 80 KB, 1,648 actions).
MAX_BYTES = 4 * 1024 * 1024
MAX_PARTS = 200_000
MAX_DEPTH = 64
MAX_SEED = 2**63  # seeds are 0 <= seed < MAX_SEED everywhere (check_seed)


def match_to_dict(match: Match) -> dict:
    """The save-file form of a match."""
    data = {"format": FORMAT, "version": VERSION}
    data.update(match.setup.to_dict())
    data["log"] = list(match.log)
    data["state"] = match.state.to_dict()
    # Optional: a save without bookmarks is written as before. A note on a move since
    # undone is left out (the move is no longer in the log).
    notes = sorted((move, note) for move, note in match.notes.items() if move <= len(match.log))
    if notes:
        data["notes"] = [{"move": move, "note": note} for move, note in notes]
    # Optional too: the hints asked ("Suggest a move"), each before the move after ``after``.
    hints = [(after, seat) for after, seat in match.hints if after <= len(match.log)]
    if hints:
        data["hints"] = [{"after": after, "seat": seat} for after, seat in hints]
    if match.tutorial is not None:  # optional too: only a tutorial's save holds it
        data["tutorial"] = {"step": match.tutorial}
    return data


def write_save(path: str | os.PathLike, match: Match) -> None:
    """Write ``match`` to ``path`` atomically (temp file, fsync, replace)."""
    text = json.dumps(match_to_dict(match), separators=(",", ":"), allow_nan=False)
    write_atomic(path, text.encode("utf-8"))


def read_save(path: str | os.PathLike, lookup: Callable[[str], Game], describe: bool = False) -> Match:
    """Load and verify a save file.

    Args:
        path: the file.
        lookup: game id -> Game (the registry get_game; core knows no games).
        describe: also put the log in words during its one replay (``Match.take_words``),
            for a save opened to play on.

    Raises:
        SaveError: unreadable, not a regular file, malformed, hostile, newer,
            or not replaying.
    """
    try:
        raw = _read_regular(path)
    except OSError as error:
        raise SaveError(
            translate("Save files", "The save file could not be read: {reason}.").format(
                reason=error.strerror or str(error)
            )
        ) from None
    return match_from_bytes(raw, lookup, describe)


def _read_regular(path: str | os.PathLike) -> bytes:
    """The bytes of a regular file, checked before reading: a FIFO, socket or device
    is refused at once (opened without waiting for a writer, never read)."""
    handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        found = os.fstat(handle)
        if stat.S_ISDIR(found.st_mode):
            raise SaveError(translate("Save files", "This is a folder, not a save file."))
        if not stat.S_ISREG(found.st_mode):
            raise SaveError(translate("Save files", "This is a device, pipe or socket, not a save file."))
        if found.st_size > MAX_BYTES:
            raise SaveError(
                translate("Save files", "This file is {size}; saves are never that large.").format(
                    size=_size_words(found.st_size)
                )
            )
        with os.fdopen(os.dup(handle), "rb") as stream:
            return stream.read(MAX_BYTES + 1)
    finally:
        os.close(handle)


def _size_words(size: int) -> str:
    if size >= 1_048_576:
        return translate("Save files", "{size:.1f} MB").format(size=size / 1_048_576)
    return translate("Save files", "{size} KB").format(size=size // 1024)


def match_from_bytes(raw: bytes, lookup: Callable[[str], Game], describe: bool = False) -> Match:
    """Parse, validate and replay a save held in memory (see :func:`read_save`)."""
    data = parse_strict(raw)
    setup, log = _validate_header(data)
    notes = notes_from(data.get("notes", []), len(log))
    hints = hints_from(data.get("hints", []), len(log), setup.players)
    tutorial = tutorial_step(data.get("tutorial"))
    game = _find_game(setup.game, lookup)
    match = _replay_and_check(game, setup, log, data["state"], describe)
    match.notes, match.hints = notes, hints
    match.tutorial = tutorial
    return match


# -- strict parsing ------------------------------------------------------------
def parse_strict(raw: bytes) -> Any:
    """Parse JSON refusing NaN/Infinity, huge numbers, duplicate keys and deep nesting."""
    if len(raw) > MAX_BYTES:
        raise SaveError(translate("Save files", "This file is far larger than any save."))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(translate("Save files", "This is not a babelworks save: it is not text.")) from None
    _check_shape(text)
    with _no_cycle_collection():
        try:
            return json.loads(
                text,
                parse_constant=_refuse_constant,
                parse_float=_finite_float,
                object_pairs_hook=_unique_keys,
            )
        except SaveError:
            raise
        except (ValueError, RecursionError) as error:
            raise SaveError(
                translate("Save files", "The save file is damaged or cut short ({reason}).").format(
                    reason=_short(error)
                )
            ) from None


@contextmanager
def _no_cycle_collection() -> Iterator[None]:
    """Parsed JSON holds no reference cycles, yet its 200,000 new lists would set off
    full collections of a big app's heap again and again (measured: 3.0 s instead of
    0.9 s for the costliest save after 270 simulated games)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_LONG_NUMBER = re.compile(r"\d{25}")
_STEPS = bytes.maketrans(b"[{]}", bytes((2, 2, 0, 0)))  # each bracket's step + 1


def _check_shape(text: str) -> None:
    """Refuse numbers of 25 digits or more, nesting deeper than MAX_DEPTH, or more than
    MAX_PARTS lists and objects, before the parser spends time and memory on them.

    Strings are blanked and everything but brackets dropped (regular expressions),
    then the running depth is summed in C (accumulate): no Python call per character
    or per number.
    """
    outside_strings = _STRING.sub("", text)
    if _LONG_NUMBER.search(outside_strings):
        raise SaveError(translate("Save files", "The save file contains a number with far too many digits."))
    brackets = _NOT_BRACKET.sub("", outside_strings).encode("ascii")
    if brackets.count(b"[") + brackets.count(b"{") > MAX_PARTS:
        raise SaveError(translate("Save files", "The save file holds far more parts than any save."))
    steps = map(int.__sub__, brackets.translate(_STEPS), repeat(1))
    if max(accumulate(steps), default=0) > MAX_DEPTH:
        raise SaveError(translate("Save files", "The save file is nested far too deeply to be a save."))


def _refuse_constant(name: str) -> None:
    raise SaveError(
        translate(
            "Save files", "The save file contains '{name}', which is not a number a save can hold."
        ).format(name=name)
    )


def _finite_float(text: str) -> float:
    value = float(text)
    if value != value or value in (float("inf"), float("-inf")):
        raise SaveError(
            translate(
                "Save files", "The save file contains the number {number}, which is out of range."
            ).format(number=quoted(text, 20))
        )
    return value


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict:
    result: dict = {}
    for key, value in pairs:
        if key in result:
            raise SaveError(
                translate("Save files", "The save file names '{key}' twice in one place.").format(
                    key=quoted(key)
                )
            )
        result[key] = value
    return result


def _short(error: Exception) -> str:
    return str(error).split(":")[0][:80]


# -- structure -----------------------------------------------------------------
def _validate_header(data: Any) -> tuple[Setup, list]:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(translate("Save files", "This is not a babelworks save file."))
    version = data.get("version")
    if type(version) is not int:
        raise SaveError(translate("Save files", "The save file has no valid format version."))
    if version > VERSION:
        raise SaveError(
            translate(
                "Save files",
                "This save was written by a newer babelworks (format {version}); this version reads format {ours}. Please update babelworks.",
            ).format(version=version, ours=VERSION)
        )
    if version < 1:
        raise SaveError(
            translate("Save files", "Format version {version} does not exist.").format(version=version)
        )
    _require(data, FIELDS)
    extra = sorted(set(data) - set(FIELDS) - {"format", "version", "notes", "hints", "tutorial"})
    if extra:
        raise SaveError(
            translate("Save files", "The save file holds '{entry}', which no save holds.").format(
                entry=quoted(extra[0])
            )
        )
    return _setup_from(data), data["log"]


FIELDS = {
    "game": str,
    "players": int,
    "seed": int,
    "options": dict,
    "seats": list,
    "log": list,
    "state": dict,
}


def check_seed(seed: Any) -> int:
    """``seed`` when it is one a save can hold (a whole number, 0 <= seed < MAX_SEED).

    Raises:
        ValueError: a sentence giving the accepted range.
    """
    if type(seed) is not int or not 0 <= seed < MAX_SEED:
        raise ValueError(
            translate("Save files", "A seed is a whole number from 0 to {most}, not {seed}.").format(
                most=MAX_SEED - 1, seed=quoted(seed)
            )
        )
    return seed


def _require(data: dict, fields: dict[str, type]) -> None:
    for name, kind in fields.items():
        if name not in data:
            raise SaveError(
                translate("Save files", "The save file is missing its '{name}' entry.").format(name=name)
            )
        if type(data[name]) is not kind:
            raise SaveError(
                translate("Save files", "The save file's '{name}' entry has the wrong kind of value.").format(
                    name=name
                )
            )


def _setup_from(data: dict) -> Setup:
    players, seed, log = data["players"], data["seed"], data["log"]
    if not 1 <= players <= 8:
        raise SaveError(
            translate(
                "Save files", "The save file says {players} players, which no game here allows."
            ).format(players=players)
        )
    try:
        check_seed(seed)
    except ValueError:
        raise SaveError(translate("Save files", "The save file's seed is out of range.")) from None
    if len(log) > MAX_LOG:
        raise SaveError(translate("Save files", "The save file's action log is absurdly long."))
    if any(not isinstance(action, dict) or type(action.get("type")) is not str for action in log):
        raise SaveError(
            translate("Save files", "The save file's action log contains something that is not an action.")
        )
    seats = [seat_from(seat) for seat in data["seats"]]
    if len(seats) != players:
        raise SaveError(
            translate("Save files", "The save file names {seats} seats for {players} players.").format(
                seats=len(seats), players=players
            )
        )
    return Setup(data["game"], players, seed, data["options"], seats)


def _find_game(game_id: str, lookup: Callable[[str], Game]) -> Game:
    try:
        return lookup(game_id)
    except LookupError:
        raise SaveError(
            translate("Save files", "This save is for a game babelworks does not know: '{game}'.").format(
                game=quoted(game_id)
            )
        ) from None


def _quoted_said(error: Exception, limit: int) -> str:
    """What an error says, safe to show (:func:`quoted`); still the rules' own Phrase,
    so translatable, when quoting leaves it as it was."""
    text = quoted(error, limit)
    said = error.args[0] if len(error.args) == 1 else None
    return said if isinstance(said, Phrase) and said == text else text


def _check_options(game: Game, options: dict) -> None:
    """The options are the game's own, of the declared types (its GameInfo decides)."""
    try:
        game.info.check_options(options)
    except ValueError as error:
        raise SaveError(
            translate("Save files", "The save's options do not fit {game}: {reason}").format(
                game=game.name, reason=_quoted_said(error, 200)
            )
        ) from None


def _replay_and_check(game: Game, setup: Setup, log: list, stored: dict, describe: bool) -> Match:
    if not game.min_players <= setup.players <= game.max_players:
        raise SaveError(
            translate("Save files", "{game} is for {least}-{most} players, not {players}.").format(
                game=game.name, least=game.min_players, most=game.max_players, players=setup.players
            )
        )
    _check_options(game, setup.options)
    try:
        match = Match.from_log(game, setup, log, describe)
    except IllegalAction as error:
        raise SaveError(
            translate("Save files", "The save's moves do not replay: {reason}").format(
                reason=_quoted_said(error, 200)
            )
        ) from None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as error:
        raise SaveError(
            translate("Save files", "The save's moves are malformed ({error}).").format(
                error=type(error).__name__
            )
        ) from None
    replayed = match.state.to_dict()
    # The key sets first: junk added beside the state is caught without reading it all.
    if set(replayed) != set(stored) or canonical_json(replayed) != canonical_json(stored):
        raise SaveError(
            translate("Save files", "The save file was altered: its stored game does not match its moves.")
        )
    return match
