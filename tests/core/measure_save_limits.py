"""Measure what the save limits rest on; prints figures, asserts nothing.

    PYTHONPATH=$PWD .venv/bin/python -m tests.core.measure_save_limits [--games N]

Plays N full games of every title at every player count with ``simulate``
(random bots), writes their saves, and prints the largest by bytes, by lists and
objects, and by actions, each against the limit in ``core/savefile.py``; then
times loading the largest real save and refusing the corpus's costliest files
(side by side in one run).
"""

from __future__ import annotations

import argparse
import re
import tempfile
import time
from pathlib import Path

from babelworks import registry
from babelworks.core import savefile
from babelworks.core.errors import SaveError
from babelworks.simulate import run_games
from tests.core.example_game import lookup as example_lookup

CORPUS = Path(__file__).parent / "bad_saves"
WORST = (
    "nested-junk-under-limit.babelworks",
    "nested-junk-too-many-parts.babelworks",
    "log-huge.babelworks",
    "deep-nesting.babelworks",
)


def _shape(path: Path) -> tuple[int, int, int]:
    text = path.read_text()
    brackets = re.sub(r"[^\[\]{}]", "", savefile._STRING.sub("", text))
    actions = len(savefile.parse_strict(text.encode())["log"])
    return len(text.encode()), brackets.count("[") + brackets.count("{"), actions


def _timed(path: Path, lookup) -> str:
    started = time.perf_counter()
    try:
        savefile.read_save(path, lookup)
        outcome = "loaded"
    except SaveError as error:
        outcome = f"refused ({str(error)[:50]})"
    return f"{time.perf_counter() - started:6.2f} s  {path.name}: {outcome}"


def main() -> None:
    """Play, measure, print."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10)
    games = parser.parse_args().games
    with tempfile.TemporaryDirectory() as folder:
        for game_id, entry in registry.ENTRIES.items():
            for players in range(entry.game.min_players, entry.game.max_players + 1):
                run_games(game_id, players, games, seed=100, save_dir=Path(folder))
        saves = {path: _shape(path) for path in Path(folder).glob("*.babelworks")}
        for index, (what, limit) in enumerate(
            (
                ("bytes", savefile.MAX_BYTES),
                ("lists and objects", savefile.MAX_PARTS),
                ("actions", savefile.MAX_LOG),
            )
        ):
            path, shape = max(saves.items(), key=lambda item: item[1][index])
            print(
                f"largest by {what}: {shape[index]:,} ({path.name}); limit {limit:,} "
                f"= {limit / shape[index]:.1f}x"
            )
        largest = max(saves, key=lambda path: saves[path][0])
        print(_timed(largest, registry.get_game))
    for name in WORST:
        print(_timed(CORPUS / name, example_lookup))


if __name__ == "__main__":
    main()
