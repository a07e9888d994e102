"""Checking kept strength results against today's players, game by game.

A result file is stale when any source its games depend on changed, even a
change that plays the same (code moved between modules, say). ``check`` replays
the first game of every file of a matchup with today's players and compares
each with its record (scores, winners, actions, how it ended). Games are
deterministic given their seed, so a replay that differs shows the players
changed. With ``restamp``, and only when every file's replayed game matches its
record, the stale files take today's fingerprint and keep the old one and the
seeds checked under ``restamped`` in the file: the evidence stays with the data.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from babelworks.core.files import write_atomic
from bench import strength_results as results
from bench.strength_play import play_chunk


def _replay(chunk: results.Chunk, mark: str) -> tuple[int, bool]:
    """Replay the first game of ``chunk``; its seed and whether it matches the record."""
    entry = chunk.entries[0]
    seats = tuple(entry["seats"])
    found = play_chunk(chunk.game, seats, entry["seed"], 1, 1, mark, options=chunk.options).entries[0]
    return entry["seed"], all(found[name] == entry.get(name) for name in found)


def check(
    folder: Path,
    game_id: str,
    seats: tuple[str, ...],
    restamp: bool,
    say: Callable[[str], None] = print,
    options: tuple[tuple[str, object], ...] = (),
) -> bool:
    """Replay one game of each file of the matchup (of the variant ``options``), saying how each
    went and whether files were restamped; True when every replay matched its record."""
    chunks, _ = results.read_folder(folder)
    key, mark = (game_id, len(seats), seats, options), results.fingerprint(game_id, list(seats))
    mine = [chunk for chunk in chunks if results.matchup(chunk) == key]
    if not mine:
        say(f"No results of {game_id} {','.join(seats)} in {folder}.")
        return False
    checked, all_match = [], True
    for chunk in mine:
        seed, same = _replay(chunk, mark)
        checked.append(seed)
        all_match = all_match and same
        state = "today's" if chunk.fingerprint == mark else "stale"
        say(f"{results.chunk_name(chunk)} ({state}): seed {seed} {'replays the same' if same else 'DIFFERS'}")
    stale = [chunk for chunk in mine if chunk.fingerprint != mark]
    if restamp and stale:
        if all_match:
            for chunk in stale:
                _restamp(folder / results.chunk_name(chunk), mark, checked)
            say(f"{len(stale)} stale files now carry today's fingerprint {mark}.")
        else:
            say("Not restamped: a replayed game differs from its record, so the players changed.")
    return all_match


def _restamp(path: Path, mark: str, checked: list[int]) -> None:
    """Give a file today's fingerprint, keeping the old one and the seeds that vouched for it."""
    data = json.loads(path.read_text(encoding="utf-8"))
    history = data.get("restamped", [])
    history.append({"from": data["fingerprint"], "checked_seeds": checked})
    data["fingerprint"], data["restamped"] = mark, history
    write_atomic(path, json.dumps(data, indent=1).encode())
