"""A broken content file: one sentence naming the file, exit 2, and the other games still play.

Every content file of every game is broken in each of nine ways. The loaders are
checked in this process (fast); one subprocess per file, with ``BABELWORKS_ASSETS``
pointing at a broken copy, checks the command line end to end: ``simulate`` and
``replay`` of the broken game exit 2 with one line naming the file (never the
save) and no traceback; for one file of each game the other two games still
simulate in that same process.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from babelworks.core.assets import OVERRIDE, assets_dir
from babelworks.core.errors import ContentError
from babelworks.games.rise_of_babel.content import load_content as rise_of_babel_content
from babelworks.games.rolling_heights.chance import recorded_throws
from babelworks.games.rolling_heights.content import load_content as rolling_heights_content
from babelworks.games.skyscrapers.content import load_content as skyscrapers_content

ROOT = Path(__file__).resolve().parents[1]
#: Each game's id, its folder under assets/ and how to load the content of a folder.
GAMES = {
    "rolling-heights": (
        "rolling_heights",
        lambda folder: (rolling_heights_content(folder), recorded_throws.__wrapped__(folder)),
    ),
    "rise-of-babel": ("rise_of_babel", rise_of_babel_content),
    "skyscrapers": ("skyscrapers", lambda folder: skyscrapers_content.__wrapped__(folder / "cards.json")),
}
FILES = [
    (game_id, path.name)
    for game_id, (folder, _) in GAMES.items()
    for path in sorted((assets_dir() / folder).glob("*.json"))
    if path.name
    != "tutorial.json"  # a broken tutorial stops the tutorial, never the game: tests/test_tutorials.py
]


def _leaves(value, path=()):
    """Every (path, leaf) of a JSON value, depth first."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _leaves(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _leaves(item, (*path, index))
    else:
        yield path, value


def _at(data, path):
    for step in path:
        data = data[step]
    return data


def _dicts(value, depth=0):
    """Every object inside a JSON value with its depth, depth first."""
    if isinstance(value, dict):
        yield depth, value
    for item in value.values() if isinstance(value, dict) else value if isinstance(value, list) else ():
        yield from _dicts(item, depth + 1)


def _remove_a_field(data):
    """Remove the first field (not a ``note`` for people) of the first object below the top."""
    found = [(depth, found) for depth, found in _dicts(data) if set(found) - {"note"}]
    _, chosen = next(((d, f) for d, f in found if d > 0), found[0])
    del chosen[next(key for key in chosen if key != "note")]
    return data


def _wrong_leaf(data):
    path, leaf = next(iter(_leaves(data)))
    _at(data, path[:-1])[path[-1]] = "7" if isinstance(leaf, int | float) else 7
    return data


def _negative(data):
    for path, leaf in _leaves(data):
        if isinstance(leaf, int | float) and not isinstance(leaf, bool):
            _at(data, path[:-1])[path[-1]] = -abs(leaf) - 1
    return data


def _nest_deep(text: str) -> str:
    return text.replace(":", ": " + "[" * 100_000, 1).replace(",", "]" * 100_000 + ",", 1)


#: The nine ways, each a function of (path of the file) that breaks it in place.
WAYS = {
    "missing": lambda path: path.unlink(),
    "truncated": lambda path: path.write_bytes(path.read_bytes()[: path.stat().st_size // 2]),
    "not UTF-8": lambda path: path.write_bytes(b"\xff\xfe" + path.read_bytes()),
    "wrong top-level type": lambda path: path.write_text(json.dumps([json.loads(path.read_text())])),
    "a field removed": lambda path: path.write_text(
        json.dumps(_remove_a_field(json.loads(path.read_text())))
    ),
    "a wrong leaf type": lambda path: path.write_text(json.dumps(_wrong_leaf(json.loads(path.read_text())))),
    "negative numbers": lambda path: path.write_text(json.dumps(_negative(json.loads(path.read_text())))),
    "deep nesting": lambda path: path.write_text(_nest_deep(path.read_text())),
    "a folder in its place": lambda path: path.unlink() or path.mkdir(),
}


def _has_numbers(game_id: str, name: str) -> bool:
    data = json.loads((assets_dir() / GAMES[game_id][0] / name).read_text())
    return any(isinstance(leaf, int | float) and not isinstance(leaf, bool) for _, leaf in _leaves(data))


CASES = [
    (game_id, name, way)
    for game_id, name in FILES
    for way in WAYS
    if way != "negative numbers" or _has_numbers(game_id, name)
]


def _broken_copy(tmp_path: Path, game_id: str, name: str, way: str) -> Path:
    copy = tmp_path / "assets"
    shutil.copytree(assets_dir(), copy)
    WAYS[way](copy / GAMES[game_id][0] / name)
    return copy


def test_every_content_file_has_its_schema_and_every_way_breaks_some_file():
    for game_id, name in FILES:
        assert (
            assets_dir() / GAMES[game_id][0] / "schemas" / name.replace(".json", ".schema.json")
        ).is_file()
    assert {way for _, _, way in CASES} == set(WAYS) and len(FILES) >= 12


@pytest.mark.parametrize(("game_id", "name", "way"), CASES)
def test_a_broken_content_file_is_one_sentence_naming_it(game_id, name, way, tmp_path):
    copy = _broken_copy(tmp_path, game_id, name, way)
    folder, load = GAMES[game_id]
    with pytest.raises(ContentError) as refused:
        load(copy / folder)
    message = str(refused.value)
    assert name in message and "\n" not in message and len(message) < 400, message


@pytest.fixture(scope="module")
def saves(tmp_path_factory) -> dict[str, Path]:
    """One save of each game, played with the shipped content."""
    from babelworks.cli import main

    folder = tmp_path_factory.mktemp("saves")
    for game_id in GAMES:
        assert main(["simulate", "--game", game_id, "--players", "2", "--save-dir", str(folder)]) == 0
    return {game_id: next(folder.glob(f"{game_id}-*.babelworks")) for game_id in GAMES}


#: Driver run in a fresh process: each command's exit code on one line of stdout.
DRIVER = """
import json, sys
from babelworks.cli import main
broken, save = sys.argv[1], sys.argv[2]
codes = {"simulate " + broken: main(["simulate", "--game", broken, "--players", "2"])}
codes["replay " + broken] = main(["replay", save])
for other in sys.argv[3:]:
    codes["simulate " + other] = main(["simulate", "--game", other, "--players", "2"])
print(json.dumps(codes))
"""


@pytest.mark.parametrize(("index", "file"), list(enumerate(FILES)), ids=[f"{g}/{n}" for g, n in FILES])
def test_the_command_line_names_the_file_and_the_other_games_still_play(index, file, saves, tmp_path):
    game_id, name = file
    way = [w for w in WAYS if w != "negative numbers" or _has_numbers(game_id, name)][index % 8]
    copy = _broken_copy(tmp_path, game_id, name, way)
    # The other two games are played once per broken game (a subprocess of full games
    # costs seconds); every file is checked for the broken game's own words.
    first = next(n for g, n in FILES if g == game_id) == name
    others = [other for other in GAMES if other != game_id] if first else []
    done = subprocess.run(
        [sys.executable, "-c", DRIVER, game_id, str(saves[game_id]), *others],
        cwd=ROOT,
        env={**__import__("os").environ, OVERRIDE: str(copy)},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    codes = json.loads(done.stdout.strip().splitlines()[-1])
    assert codes == {f"simulate {game_id}": 2, f"replay {game_id}": 2} | {f"simulate {o}": 0 for o in others}
    lines = [line for line in done.stderr.splitlines() if line.startswith("babelworks:")]
    assert len(lines) == 2 and all(name in line and "save" not in line for line in lines), (way, lines)


def _wrong_values(data):
    """(path, value) pairs: each leaf given a wrong value of its own kind, each list emptied or cut."""
    for path, leaf in _leaves(data):
        if isinstance(leaf, str):
            yield path, "zzz"
        elif isinstance(leaf, int) and not isinstance(leaf, bool):
            yield path, 99_999
    for path, _ in _leaves(data):
        for cut in range(1, len(path)):
            if isinstance(_at(data, path[:cut]), list):
                yield path[:cut], []


def _each_kind(tried: list[tuple]) -> list[tuple]:
    """The first and the last of each kind of wrong value: the same wrong value at the same
    keys, whatever the list positions (a file of 500 throws has 21 kinds, not 2,500)."""
    kinds: dict[tuple, list[tuple]] = {}
    for path, value in tried:
        kind = tuple("#" if isinstance(step, int) else step for step in path)
        kinds.setdefault((kind, value), []).append((path, value))
    return list(dict.fromkeys(pick for found in kinds.values() for pick in (found[0], found[-1])))


@pytest.mark.parametrize(("game_id", "name"), FILES)
def test_a_wrong_value_of_the_right_kind_is_refused_in_words_or_loads(game_id, name, tmp_path):
    folder, load = GAMES[game_id]
    copy = tmp_path / folder
    shutil.copytree(assets_dir() / folder, copy)
    shipped = json.loads((copy / name).read_text())
    tried = list(dict.fromkeys((path, json.dumps(value)) for path, value in _wrong_values(shipped)))
    for path, value in _each_kind(tried):
        data = json.loads(json.dumps(shipped))
        _at(data, path[:-1])[path[-1]] = json.loads(value)
        (copy / name).write_text(json.dumps(data))
        try:
            load(copy)
        except ContentError as error:
            assert name in str(error) and "\n" not in str(error)
