"""Strength results kept as data: one JSON file per chunk of seeded games, merged on reading.

A 200-game comparison of two computer players costs more CPU than one working
session has (docs/bots.md), so a comparison is played in chunks of seeds, each
chunk written as its own file the moment it ends. Any later run adds the chunks
still missing, and the report merges them. Games are deterministic given their
seed, so chunks 0-19 and 20-39 played a day apart count exactly as one run of
0-39 would, provided the players are the same players: every file carries the
*fingerprint* of everything that decides how the games go (the bots, the
engine, its content, the chance resolver, the budgets), and the report counts
only the files whose fingerprint is today's. Files of an older fingerprint are
listed as stale, never mixed in.
"""

from __future__ import annotations

import ast
import hashlib
import json
import platform
from dataclasses import dataclass
from pathlib import Path

import babelworks
from babelworks.bots.standings import wilson
from babelworks.core.assets import assets_dir
from babelworks.core.content import SCHEMA_FOLDER
from babelworks.core.files import write_atomic

TUTORIAL = "tutorial.json"  # a game's lesson (docs/tutorials.md): never read by a game between players

PACKAGE = Path(babelworks.__file__).resolve().parent
#: Each game's search players, one module per game: a result covers only its own game's.
TUNING_FOLDER = PACKAGE / "bots" / "games"
#: What every game's play depends on, besides its own engine, content, resolver and tuning.
SHARED_SOURCES = ("bots", "core", "simulate.py", "registry.py")
#: The issue's thresholds for 2 players: (stronger, weaker) -> the stronger's least win rate.
THRESHOLDS = {
    ("normal", "random"): 0.95,
    ("hard", "normal"): 0.60,
    ("normal", "easy"): 0.70,
    ("greedy", "random"): 0.90,
    ("normal", "greedy"): 0.75,
    ("hard", "greedy"): 0.90,
}
#: The issue's sample: 200 games a matchup, 100 where Hard plays (its games cost minutes of CPU).
GAMES_NEEDED = 200
GAMES_NEEDED_WITH_HARD = 100
FORMAT = 1


class BadResult(ValueError):
    """A result file that cannot be read as one (the message names the file and why)."""


def _assigns_budgets(node: ast.stmt) -> bool:
    targets = node.targets if isinstance(node, ast.Assign) else [getattr(node, "target", None)]
    return any(isinstance(target, ast.Name) and target.id == "BUDGETS" for target in targets)


def _tree(path: Path) -> ast.Module:
    """A source's syntax tree; a game tuning's table of budgets is left out of it, since the
    budgets of the levels that play are hashed one by one (re-tuning Hard leaves the
    results of Normal against Random standing)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    if path.parent == TUNING_FOLDER:
        tree.body = [node for node in tree.body if not _assigns_budgets(node)]
    return tree


def _source_digest(paths: list[Path]) -> str:
    """A digest of Python sources by their syntax tree (comments and formatting do not count)."""
    digest = hashlib.sha256()
    for path in sorted(paths):
        digest.update(str(path.relative_to(PACKAGE)).encode())
        digest.update(ast.dump(_tree(path)).encode())
    return digest.hexdigest()


def _python_files(relative: str) -> list[Path]:
    """The Python files of a source (a file or a folder), leaving out the games' tunings
    (each result covers its own game's, see ``_game_sources``) but not their package."""
    root = PACKAGE / relative
    if root.is_file():
        return [root]
    files = sorted(root.rglob("*.py"))
    return [path for path in files if path.parent != TUNING_FOLDER or path.name == "__init__.py"]


def package_name(game_id: str) -> str:
    """The folder name of a game's engine and content ("rolling-heights" -> "rolling_heights")."""
    return game_id.replace("-", "_")


def _content_digest(game_id: str) -> str:
    digest = hashlib.sha256()
    assets = assets_dir()
    for path in sorted((assets / package_name(game_id)).rglob("*")):
        # The content's schemas decide whether it loads, and the tutorial's script what a
        # lesson teaches: never how a game between players goes.
        if path.is_file() and SCHEMA_FOLDER not in path.relative_to(assets).parts and path.name != TUTORIAL:
            digest.update(str(path.relative_to(assets)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def _game_sources(game_id: str) -> list[str]:
    """The engine's package, the search players' tuning and, when the game has one, its
    headless resolver's package."""
    from babelworks import registry

    found = registry.entry(game_id)
    sources = [f"games/{package_name(game_id)}"]
    tuning = TUNING_FOLDER / f"{package_name(game_id)}.py"
    if tuning.is_file():
        sources.append(str(tuning.relative_to(PACKAGE)))
    if found.resolver:
        sources.append(found.resolver.split(":")[0].split(".")[1])
    return sources


def source_files(game_id: str) -> list[Path]:
    """The Python sources whose syntax trees a result of ``game_id`` carries."""
    return [
        path for relative in (*SHARED_SOURCES, *_game_sources(game_id)) for path in _python_files(relative)
    ]


def fingerprint(game_id: str, kinds: list[str]) -> str:
    """Everything that decides how ``kinds`` play ``game_id`` headless, as 16 hex digits."""
    files = source_files(game_id)
    from babelworks import registry

    budgets = registry.bot_tuning(game_id).budgets
    levels = {kind: repr(budgets[kind]) for kind in sorted(set(kinds)) if kind in budgets}
    parts = [_source_digest(files), _content_digest(game_id), json.dumps(levels, sort_keys=True)]
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:16]


@dataclass(frozen=True)
class Chunk:
    """One file's games: a matchup of seat kinds over consecutive seeds."""

    game: str
    players: int
    seats: tuple[str, ...]
    first_seed: int
    entries: tuple[dict, ...]
    fingerprint: str
    cpu_seconds: float | None = None
    interpreter: str | None = None  # who played it ("PyPy 3.9.16"); None: files from before, CPython
    #: The game's options that differ from their defaults, sorted by name (a variant's games,
    #: e.g. Skyscrapers' ``equal_turns``, are another matchup than the rulebook's).
    options: tuple[tuple[str, object], ...] = ()

    @property
    def implementation(self) -> str:
        """The Python that played the chunk ("CPython", "PyPy"): its CPU seconds are that one's."""
        return (self.interpreter or "CPython").split()[0]

    @property
    def seeds(self) -> range:
        """The seeds this chunk played."""
        return range(self.first_seed, self.first_seed + len(self.entries))

    def to_dict(self) -> dict:
        """The file's JSON object (``options`` only for a variant, so the rulebook's files stay
        as they were)."""
        data = {
            "format": FORMAT,
            "game": self.game,
            "players": self.players,
            "seats": list(self.seats),
            "rotate": True,
            "first_seed": self.first_seed,
            "fingerprint": self.fingerprint,
            "cpu_seconds": self.cpu_seconds,
            "interpreter": self.interpreter,
            "entries": list(self.entries),
        }
        if self.options:
            data["options"] = dict(self.options)
        return data


def this_interpreter() -> str:
    """This Python, as a chunk records who played it ("CPython 3.11.7", "PyPy 3.9.16")."""
    return f"{platform.python_implementation()} {platform.python_version()}"


def variant_words(options: tuple[tuple[str, object], ...]) -> str:
    """A variant's options as a name part: ``equal_turns``, ``tremor=2``; "" for the rulebook's game."""
    return "+".join(name if value is True else f"{name}={value}" for name, value in options)


def chunk_name(chunk: Chunk) -> str:
    """The file name of a chunk: game, players, variant (if any), seats and seeds."""
    last = chunk.first_seed + len(chunk.entries) - 1
    variant = variant_words(chunk.options)
    parts = [chunk.game, f"{chunk.players}p", *([variant] if variant else []), *chunk.seats]
    return f"{'-'.join(parts)}-{chunk.first_seed:04d}-{last:04d}.json"


def write_chunk(folder: Path, chunk: Chunk) -> str:
    """Write ``chunk`` to its file in ``folder`` (atomically) and return the file's name."""
    name = chunk_name(chunk)
    write_atomic(Path(folder) / name, json.dumps(chunk.to_dict(), indent=1).encode())
    return name


def variant(options: dict) -> tuple[tuple[str, object], ...]:
    """The options of a chunk, sorted by name.

    Raises:
        ValueError: names that are not text, or values that are not true/false, numbers or text.
    """
    if not isinstance(options, dict) or not all(
        isinstance(name, str) and isinstance(value, (bool, int, float, str))
        for name, value in options.items()
    ):
        raise ValueError("options are not a mapping of names to plain values")
    return tuple(sorted(options.items()))


def _entry_ok(entry, players: int) -> bool:
    return (
        isinstance(entry, dict)
        and isinstance(entry.get("seed"), int)
        and isinstance(entry.get("seats"), list)
        and len(entry["seats"]) == players
        and isinstance(entry.get("winners"), list)
        and all(isinstance(seat, int) and 0 <= seat < players for seat in entry["winners"])
    )


def read_chunk(path: Path) -> Chunk:
    """The chunk in ``path``.

    Raises:
        BadResult: a file that is not a result file of this format.
    """
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        chunk = Chunk(
            str(data["game"]),
            int(data["players"]),
            tuple(str(kind) for kind in data["seats"]),
            int(data["first_seed"]),
            tuple(data["entries"]),
            str(data["fingerprint"]),
            data.get("cpu_seconds"),
            data.get("interpreter"),
            variant(data.get("options", {})),
        )
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError) as error:
        raise BadResult(
            f"{Path(path).name} is not a readable strength result ({type(error).__name__})."
        ) from None
    if data.get("format") != FORMAT or not all(_entry_ok(entry, chunk.players) for entry in chunk.entries):
        raise BadResult(
            f"{Path(path).name} is not a strength result of format {FORMAT}, or a game in it is damaged."
        )
    if [entry["seed"] for entry in chunk.entries] != list(chunk.seeds):
        raise BadResult(f"{Path(path).name}: its games' seeds do not follow on from seed {chunk.first_seed}.")
    return chunk


def read_folder(folder: Path) -> tuple[list[Chunk], list[str]]:
    """Every readable chunk under ``folder``, and a sentence for each file that is not one."""
    chunks, problems = [], []
    for path in sorted(Path(folder).rglob("*.json")):
        try:
            chunks.append(read_chunk(path))
        except BadResult as error:
            problems.append(str(error))
    return chunks, problems


def matchup(chunk: Chunk) -> tuple[str, int, tuple[str, ...], tuple[tuple[str, object], ...]]:
    """What a chunk compares: the game, the player count, the seats in seat order of game 0
    and the variant's options."""
    return (chunk.game, chunk.players, chunk.seats, chunk.options)


def merged_entries(chunks: list[Chunk]) -> list[dict]:
    """The games of ``chunks``, each seed once (the first file read wins), in seed order."""
    by_seed: dict[int, dict] = {}
    for chunk in chunks:
        for entry in chunk.entries:
            by_seed.setdefault(entry["seed"], entry)
    return [by_seed[seed] for seed in sorted(by_seed)]


def games_needed(seats: tuple[str, ...]) -> int:
    """The games the issue asks of a matchup before its threshold is judged."""
    return GAMES_NEEDED_WITH_HARD if "hard" in seats else GAMES_NEEDED


def verdict(seats: tuple[str, ...], by_kind: dict, games: int) -> str:
    """The issue's threshold for this matchup: met, missed, not yet (too few games) or none."""
    pair = next((pair for pair in THRESHOLDS if len(seats) == 2 and set(pair) == set(seats)), None)
    if pair is None:
        return "no threshold"
    goal, rate = THRESHOLDS[pair], by_kind[pair[0]]["rate"]
    claim, needed = f"{pair[0]} wins >= {goal:.0%}", games_needed(seats)
    if games < needed:
        return f"{claim}: not yet ({games} of {needed} games, {rate:.1%} so far)"
    return f"{claim}: {'met' if rate >= goal else 'missed'} ({rate:.1%})"


def seat_rate_line(entries: list[dict], seat: int) -> str:
    """How often seat ``seat`` won, whoever played it, with its 95% interval."""
    wins = sum(1.0 / len(entry["winners"]) for entry in entries if seat in entry["winners"])
    low, high = wilson(wins, len(entries))
    return f"seat {seat + 1} won {wins:g} of {len(entries)} ({low:.0%}-{high:.0%})"
