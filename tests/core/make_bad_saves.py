"""Regenerate the corpus of broken and hostile save files in ``bad_saves/``.

Run ``python -m tests.core.make_bad_saves``. Each file is written once and kept
in the repository; ``expected.json`` maps a file to a fragment of the message
a player must see. The corpus is data: the tests read the files, not this script.
"""

from __future__ import annotations

import json
from pathlib import Path

from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.savefile import MAX_BYTES, MAX_PARTS, match_to_dict
from tests.core.example_game import GAME

HERE = Path(__file__).parent / "bad_saves"


def valid_save() -> dict:
    """A short real dice-race game, as save data."""
    match = Match(GAME, Setup(GAME.id, 2, 1234, {}, seat_defaults(2)))
    for action in (
        {"type": "roll"},
        {"type": "die", "value": 4},
        {"type": "draw"},
        {"type": "hold"},
        {"type": "roll"},
        {"type": "die", "value": 1},
    ):
        match.apply(action)
    return match_to_dict(match)


def _dump(data) -> str:
    return json.dumps(data, separators=(",", ":"))


def _edit(**changes) -> str:
    data = valid_save()
    for key, value in changes.items():
        if value is _DROP:
            del data[key]
        else:
            data[key] = value
    return _dump(data)


_DROP = object()


def cases() -> dict[str, tuple[str | bytes, str]]:
    """file name -> (content, expected message fragment)."""
    good = _dump(valid_save())
    log = valid_save()["log"]
    return {
        "empty.babelworks": ("", "damaged"),
        "truncated-half.babelworks": (good[: len(good) // 2], "damaged"),
        "truncated-one-byte.babelworks": (good[:-1], "damaged"),
        "not-json.babelworks": ("this is my shopping list", "damaged"),
        "binary-garbage.babelworks": (bytes(range(256)) * 4, "not text"),
        "json-array.babelworks": ("[1, 2, 3]", "not a babelworks save"),
        "json-string.babelworks": ('"hello"', "not a babelworks save"),
        "wrong-format.babelworks": (_edit(format="other-app"), "not a babelworks save"),
        "newer-version.babelworks": (_edit(version=99), "newer babelworks"),
        "version-zero.babelworks": (_edit(version=0), "does not exist"),
        "version-as-string.babelworks": (_edit(version="1"), "format version"),
        "missing-log.babelworks": (_edit(log=_DROP), "missing its 'log'"),
        "missing-state.babelworks": (_edit(state=_DROP), "missing its 'state'"),
        "players-as-string.babelworks": (_edit(players="2"), "'players' entry"),
        "players-zero.babelworks": (_edit(players=0), "0 players"),
        "players-too-many.babelworks": (_edit(players=7), "2 seats for 7 players"),
        "seed-negative.babelworks": (_edit(seed=-5), "seed is out of range"),
        "seed-huge.babelworks": (_edit(seed=2**70), "seed is out of range"),
        "unknown-game.babelworks": (_edit(game="chess"), "does not know"),
        "log-not-actions.babelworks": (_edit(log=[1, 2, 3]), "not an action"),
        "log-illegal-move.babelworks": (
            _edit(log=[{"type": "hold"}, {"type": "die", "value": 6}]),
            "do not replay",
        ),
        "log-bad-die.babelworks": (
            _edit(log=[{"type": "roll"}, {"type": "die", "value": 9}]),
            "do not replay",
        ),
        "state-tampered.babelworks": (_tampered_state(), "altered"),
        "log-tampered.babelworks": (_edit(log=log[:-2]), "altered"),
        "nan.babelworks": (good.replace('"seed":1234', '"seed":NaN'), "NaN"),
        "infinity.babelworks": (good.replace('"seed":1234', '"seed":Infinity'), "Infinity"),
        "float-overflow.babelworks": (good.replace('"seed":1234', '"seed":1e999'), "out of range"),
        "huge-int.babelworks": (good.replace('"seed":1234', '"seed":' + "9" * 5000), "too many digits"),
        "duplicate-key.babelworks": (good.replace('"seed":1234', '"seed":1234,"seed":99'), "twice"),
        "deep-nesting.babelworks": ('{"format":' + "[" * 100_000 + "]" * 100_000 + "}", "nested"),
        "seats-wrong.babelworks": (_edit(seats=[{"name": 5, "colour": "#fff"}] * 2), "proper name"),
        "seat-name-huge.babelworks": (
            _edit(seats=[{"name": "x" * 5000, "colour": "#fff"}] * 2),
            "far too long",
        ),
        "options-wrong-type.babelworks": (_edit(options=[]), "'options' entry"),
        "log-huge.babelworks": (_edit(log=[{"type": "roll"}] * 50_001), "absurdly long"),
        "utf16.babelworks": (good.encode("utf-16"), "not text"),
        "seat-colour-word.babelworks": (_seats(colour="red"), "not a colour like"),
        "seat-colour-short.babelworks": (_seats(colour="#fff"), "not a colour like"),
        "seat-colour-escape.babelworks": (_seats(colour="#\x1b[31m"), "not a colour like"),
        "seat-name-escape.babelworks": (_seats(name="\x1b]0;owned\x07\x1b[2J\nEve"), "control characters"),
        "seat-name-blank.babelworks": (_seats(name="   "), "blank"),
        "unknown-field.babelworks": (_edit(junk="x" * 100_000), "which no save holds"),
        "key-escape-twice.babelworks": (
            good.replace('"seed":1234', '"\\u001b[2Jk":1,"\\u001b[2Jk":2,"seed":1234'),
            "twice",
        ),
        "options-unknown.babelworks": (_edit(options={"turbo\n\x1b[2J": True}), "do not fit"),
        "unknown-game-escape.babelworks": (_edit(game="\x1b[2J" + "chess" * 100_000), "does not know"),
        "nested-junk-under-limit.babelworks": (_nested_junk(MAX_PARTS - 2000), "altered"),
        "nested-junk-too-many-parts.babelworks": (_nested_junk(MAX_PARTS + 2000), "far more parts"),
        "notes-not-list.babelworks": (_edit(notes={"3": "here"}), "bookmarks are not a list"),
        "notes-extra-key.babelworks": (
            _notes({"move": 2, "note": "x", "colour": "red"}),
            "not a move and a note",
        ),
        "notes-move-as-string.babelworks": (_notes({"move": "2", "note": "x"}), "not one of its"),
        "notes-move-zero.babelworks": (_notes({"move": 0, "note": "x"}), "not one of its 6 moves"),
        "notes-move-past-end.babelworks": (_notes({"move": 7, "note": "x"}), "not one of its 6 moves"),
        "notes-move-twice.babelworks": (
            _notes({"move": 2, "note": "a"}, {"move": 2, "note": "b"}),
            "marked twice",
        ),
        "notes-note-escape.babelworks": (
            _notes({"move": 1, "note": "\x1b[2J\nowned"}),
            "no control characters",
        ),
        "notes-note-huge.babelworks": (_notes({"move": 1, "note": "x" * 100_000}), "short line"),
        "notes-too-many.babelworks": (_notes(*[{"move": 1, "note": ""}] * 1001), "not a list"),
    }


def _notes(*entries) -> str:
    return _edit(notes=list(entries))


def _seats(**seat) -> str:
    return _edit(seats=[{"name": "Ann", "colour": "#e69f00", **seat}, {"name": "Bo", "colour": "#56b4e9"}])


def _nested_junk(parts: int) -> str:
    """The stored state padded with nested junk up to just under MAX_BYTES: 50 deep
    (under MAX_DEPTH), about ``parts`` lists and objects, the rest small numbers
    (each costs the parser most per byte). Under MAX_PARTS it is the costliest
    file to refuse within the limits; over it, it is refused before parsing."""
    data = valid_save()
    data["state"]["deck"] = "@@JUNK@@"  # in place of a real entry: every check reads it all
    shell = _dump(data)
    unit = "[" * 48 + '{"a":[1,2],"b":{}}' + "]" * 48 + ","
    nested = unit * (parts // 51)
    room = MAX_BYTES - len(shell) - len(nested) - 64
    return shell.replace('"@@JUNK@@"', "[" + nested + "1," * (room // 2) + "0]")


def _tampered_state() -> str:
    data = valid_save()
    data["state"]["banked"] = [29, 29]
    return _dump(data)


def main() -> None:
    """Write every case and the expected-message manifest."""
    HERE.mkdir(exist_ok=True)
    expected = {}
    for name, (content, fragment) in cases().items():
        payload = content if isinstance(content, bytes) else content.encode("utf-8")
        (HERE / name).write_bytes(payload)
        expected[name] = fragment
    (HERE / "expected.json").write_text(json.dumps(expected, indent=1) + "\n")


if __name__ == "__main__":
    main()
