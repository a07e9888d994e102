"""A save file's seats and optional entries (bookmarks, hints, a tutorial's step), read
strictly: each refusal is a :class:`SaveError` a player can read, and nothing changes.

The save file's own reader (:mod:`babelworks.core.savefile`) checks the whole file and
replays it; these are its parts that hold a player's own words and numbers.
"""

from __future__ import annotations

import re
from typing import Any

from babelworks.core.errors import SaveError
from babelworks.core.match import PLAYERS, Seat
from babelworks.core.words import translate

# Limits set from measurement (docs/app-shell.md, "Save limits").
MAX_LOG = 25_000
MAX_NAME = 100
MAX_NOTE = 200  # characters in one bookmark's note
MAX_NOTES = 1000  # bookmarks in one save
COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


def quoted(value: Any, limit: int = 40) -> str:
    """Text from a file, safe to show: control characters and escape codes written as
    escapes (``\\n``, ``\\x1b``), cut to ``limit`` characters with an ellipsis."""
    text = str(value)
    shown = "".join(char if char.isprintable() else repr(char)[1:-1] for char in text[:limit])
    return shown + ("…" if len(text) > limit else "")


def seat_from(seat: Any) -> Seat:
    """A seat of the save: a printable name, a ``#rrggbb`` colour, who plays it."""
    if not isinstance(seat, dict) or type(seat.get("name")) is not str or type(seat.get("colour")) is not str:
        raise SaveError(translate("Save files", "A seat in the save file has no proper name and colour."))
    name, colour = seat["name"], seat["colour"]
    if len(name) > MAX_NAME or len(colour) > 32:
        raise SaveError(translate("Save files", "A seat name or colour in the save file is far too long."))
    if not name.strip() or not name.isprintable():
        raise SaveError(
            translate(
                "Save files", "The seat name '{name}' in the save file is blank or holds control characters."
            ).format(name=quoted(name))
        )
    if not COLOUR.fullmatch(colour):
        raise SaveError(
            translate(
                "Save files", "The seat colour '{colour}' in the save file is not a colour like #e69f00."
            ).format(colour=quoted(colour))
        )
    return Seat(name, colour, _player_from(seat))


def _player_from(seat: dict) -> str:
    """Who plays the seat; saves from before computer players hold none: a person."""
    player = seat.get("player", "person")
    if player not in PLAYERS:
        raise SaveError(
            translate(
                "Save files", "The seat player '{player}' in the save file is not one of {players}."
            ).format(player=quoted(player), players=", ".join(PLAYERS))
        )
    return player


def tutorial_step(entry: Any) -> int | None:
    """The tutorial step a save was made at (None: not a tutorial)."""
    if entry is None:
        return None
    step = entry.get("step") if isinstance(entry, dict) and set(entry) == {"step"} else None
    if type(step) is not int or not 0 <= step <= MAX_LOG:
        raise SaveError(
            translate("Save files", "The save file's tutorial entry is not a step of a tutorial.")
        )
    return step


def notes_from(entries: Any, moves: int) -> dict[int, str]:
    """The optional bookmarks: ``[{"move": 1..moves, "note": text}]``, each move once."""
    if type(entries) is not list or len(entries) > MAX_NOTES:
        raise SaveError(
            translate("Save files", "The save file's bookmarks are not a list of notes on moves.")
        )
    notes: dict[int, str] = {}
    for entry in entries:
        if type(entry) is not dict or set(entry) != {"move", "note"}:
            raise SaveError(translate("Save files", "A bookmark in the save file is not a move and a note."))
        move, note = entry["move"], entry["note"]
        if type(move) is not int or not 1 <= move <= moves or move in notes:
            raise SaveError(
                translate(
                    "Save files",
                    "A bookmark in the save file marks move {move}, which is not one of its {moves} moves (or is marked twice).",
                ).format(move=quoted(move), moves=moves)
            )
        if type(note) is not str or len(note) > MAX_NOTE or not note.isprintable():
            raise SaveError(
                translate(
                    "Save files",
                    "The note on move {move} in the save file is not a short line of text (at most {most} characters, no control characters).",
                ).format(move=move, most=MAX_NOTE)
            )
        notes[move] = note
    return notes


def hints_from(entries: Any, moves: int, players: int) -> list[tuple[int, int]]:
    """The optional hints asked: ``[{"after": 0..moves, "seat": 0..players-1}]``, each once."""
    if type(entries) is not list or len(entries) > MAX_LOG:
        raise SaveError(translate("Save files", "The save file's hints are not a list of hints asked."))
    hints: list[tuple[int, int]] = []
    for entry in entries:
        if type(entry) is not dict or set(entry) != {"after", "seat"}:
            raise SaveError(translate("Save files", "A hint in the save file is not a move and a seat."))
        after, seat = entry["after"], entry["seat"]
        if (
            type(after) is not int
            or type(seat) is not int
            or not 0 <= after <= moves
            or not 0 <= seat < players
        ):
            raise SaveError(
                translate(
                    "Save files",
                    "A hint in the save file names move {move} and player number {seat}, which are not among its {moves} moves and {players} players.",
                ).format(move=quoted(after), seat=quoted(seat), moves=moves, players=players)
            )
        if (after, seat) in hints:
            raise SaveError(
                translate("Save files", "A hint in the save file is noted twice (after move {move}).").format(
                    move=after
                )
            )
        hints.append((after, seat))
    return hints
