"""Headless play: K full games with computer seats, checking invariants as they go.

Used by ``babelworks simulate`` and by the tests. Every seat is a random-legal
bot; outcome actions (rolls, physics verdicts) come from the game's outcome
resolver (see :mod:`babelworks.registry`). After every ``check_every`` actions the
state's invariants are checked; at the end of each game the log is replayed
from the seed and must give the same state hash, and ``to_dict``/``from_dict``
must round-trip exactly.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from babelworks import registry
from babelworks.bots import tuning as bot_tunings
from babelworks.bots.standings import check_seats, win_table
from babelworks.bots.turns import TurnDriver
from babelworks.core.hashing import canonical_json, state_hash
from babelworks.core.match import Setup, replay
from babelworks.core.protocol import Action, Game, State
from babelworks.core.rng import Rng, table_rng
from babelworks.core.savefile import check_seed
from babelworks.sweep import connected, play_all, sigint_blocked

MAX_ACTIONS = 100_000


@dataclass
class GameRecord:
    """What one simulated game produced."""

    seed: int
    turns: int | None
    actions: int
    end_reason: str
    scores: list
    winners: list
    violations: list[str] = field(default_factory=list)
    log: list = field(default_factory=list, repr=False)
    kinds: list[str] | None = None

    def to_dict(self) -> dict:
        """The per-game entry of ``simulate --json``."""
        return {
            "seed": self.seed,
            "turns": self.turns,
            "actions": self.actions,
            "end_reason": self.end_reason,
            "scores": self.scores,
            "winners": self.winners,
        }


def seat_players(game: Game, players: int, seed: int, kinds: list[str] | None) -> list:
    """Each seat's computer player for game ``seed`` (the turn driver's, see ``play_game``)."""
    driver = TurnDriver.for_run(game, players, seed, kinds)
    return [driver.player_for(seat, 0) for seat in range(players)]


def play_game(
    game: Game,
    players: int,
    seed: int,
    resolver: Callable[[State, Rng], Action],
    check_every: int = 1,
    options: dict | None = None,
    kinds: list[str] | None = None,
) -> GameRecord:
    """Play one full game with computer seats and check it; never raises on a broken rule.

    ``kinds`` names each seat's player ("random", "greedy", "easy", "normal", "hard"); None
    plays every seat with the random bot. The turns are driven by the same
    :class:`~babelworks.bots.turns.TurnDriver` as the app's computer seats.
    """
    state = game.new_game(players, seed, dict(options or {}))
    driver = TurnDriver.for_run(game, players, seed, kinds)
    setup = Setup(game.id, players, seed, dict(options or {}))
    log: list[Action] = []
    violations: list[str] = []

    def resolve(now: State, step: int) -> Action:
        return resolver(now, table_rng(setup, step, "outcome"))  # seeded as at the table

    for action in driver.play(state, resolve, MAX_ACTIONS):
        log.append(action)
        if check_every and len(log) % check_every == 0:
            violations += [f"seed {seed} step {len(log)}: {v}" for v in state.check_invariants()]
    if not state.is_over() and len(log) < MAX_ACTIONS:
        violations.append(f"seed {seed}: no legal action at step {len(log)} ({state.phase()})")
    elif not state.is_over():
        violations.append(f"seed {seed}: no end after {len(log)} actions")
    violations += _check_replay(game, players, seed, options, log, state)
    record = _record(game, state, seed, log, violations)
    record.log = log
    return record


def _check_replay(game: Game, players: int, seed: int, options, log, state: State) -> list[str]:
    problems = []
    setup = Setup(game.id, players, seed, dict(options or {}))
    if state_hash(replay(game, setup, log)) != state_hash(state):
        problems.append(f"seed {seed}: replay from seed and log gives a different state")
    data = state.to_dict()
    if canonical_json(game.from_dict(data).to_dict()) != canonical_json(data):
        problems.append(f"seed {seed}: to_dict/from_dict does not round-trip")
    return problems


def _record(game: Game, state: State, seed: int, log: list, violations: list) -> GameRecord:
    turns = state.turns() if hasattr(state, "turns") else None
    reason = state.end_reason() if hasattr(state, "end_reason") else None
    return GameRecord(
        seed=seed,
        turns=turns,
        actions=len(log),
        end_reason=reason or ("ended" if state.is_over() else "unfinished"),
        scores=list(state.scores()),
        winners=list(game.winners(state)) if state.is_over() else [],
        violations=violations,
    )


def _play_safely(
    game: Game, players: int, seed: int, resolver, check_every, options, kinds: list[str] | None = None
) -> GameRecord:
    """Play one game; a crash becomes a violation naming the seed, so a sweep reports it."""
    try:
        return play_game(game, players, seed, resolver, check_every, options, kinds)
    except Exception as error:  # noqa: BLE001 - reported with its seed, never swallowed
        detail = "".join(traceback.format_exception_only(type(error), error)).strip()
        return GameRecord(seed, None, 0, "crashed", [], [], [f"seed {seed}: crashed: {detail}"])


#: What the save folder's probe writes: room for a typical save (docs/architecture.md, save limits).
_PROBE_BYTES = 64 * 1024


def prepare_save_dir(folder: Path) -> Path:
    """Make sure saves can be written in ``folder`` before any game is played.

    Creates it (and missing parents) when needed.

    Raises:
        ValueError: a sentence saying why no save could be written there.
    """
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise ValueError(f"--save-dir {folder} is a file, not a folder.") from None
    except OSError as error:
        raise ValueError(f"--save-dir {folder} cannot be created: {error.strerror or error}.") from None
    try:  # a probe with content: an empty file fits even on a full disk
        with tempfile.TemporaryFile(dir=folder) as probe:
            probe.write(bytes(_PROBE_BYTES))
            probe.flush()
            os.fsync(probe.fileno())
    except OSError as error:
        raise ValueError(f"--save-dir {folder} cannot be written: {error.strerror or error}.") from None
    return folder


def check_seeds(seed: int, games: int) -> None:
    """Every seed of the run (``seed`` .. ``seed + games - 1``) is one a save can hold.

    Raises:
        ValueError: a sentence giving the accepted range.
    """
    check_seed(seed)
    check_seed(seed + games - 1)


def _write_save(game: Game, players: int, options, record: GameRecord, folder: Path) -> None:
    """Write a simulated game as an ordinary save file (``<game>-<players>p-<seed>.babelworks``)."""
    from babelworks.core.match import Match, seat_defaults
    from babelworks.core.savefile import EXTENSION, write_save

    setup = Setup(game.id, players, record.seed, dict(options or {}), seat_defaults(players))
    match = Match.from_log(game, setup, record.log)
    write_save(folder / f"{game.id}-{players}p-{record.seed}{EXTENSION}", match)


@dataclass(frozen=True)
class Run:
    """What every game of one ``simulate`` run shares (picklable for worker processes).

    ``seats`` names each seat's player; with ``rotate`` game ``k`` shifts them by
    ``k`` seats, so every kind plays from every seat equally often.
    """

    game: Game
    resolver: Callable[[State, Rng], Action]
    players: int
    check_every: int = 1
    options: dict | None = None
    folder: Path | None = None
    seats: tuple[str, ...] | None = None
    rotate: bool = False

    def kinds(self, index: int) -> list[str] | None:
        """The seats' players in game ``index`` of the run."""
        if self.seats is None:
            return None
        shift = index % self.players if self.rotate else 0
        return list(self.seats[-shift:] + self.seats[:-shift]) if shift else list(self.seats)


def play_one(run: Run, seed: int, index: int) -> GameRecord:
    """Play game ``index`` of ``run`` and return its record (its log kept only when saving)."""
    # The game's computer players read its tuning from what the registry declared in this
    # process; a Ray task's process got the game by pickle and never met the registry, and
    # its players fell back to the default budgets (other, far slower players).
    if run.game.id in registry.ENTRIES:
        bot_tunings.declare(run.game.id, registry.bot_tuning(run.game.id))
    kinds = run.kinds(index)
    record = _play_safely(run.game, run.players, seed, run.resolver, run.check_every, run.options, kinds)
    if run.folder is None:
        record.log = []  # about 290 KB a game: a run keeps only what it reports
    if kinds is not None:
        record.kinds = kinds
    return record


def _keep(run: Run, record: GameRecord, entries: list[dict], violations: list[str]) -> None:
    """Report a finished game and write its save, as one step that Ctrl-C cannot cut in two."""
    with sigint_blocked():  # Ctrl-C waits until the game is both saved and reported
        if run.folder is not None and record.log:
            _write_save(run.game, run.players, run.options, record, run.folder)
        entry = record.to_dict()
        if record.kinds is not None:
            entry["seats"] = record.kinds
        entries.append(entry)
        violations += record.violations


def run_games(
    game_id: str,
    players: int,
    games: int,
    seed: int = 0,
    check_every: int = 1,
    game: Game | None = None,
    resolver: Callable | None = None,
    options: dict | None = None,
    save_dir: Path | None = None,
    seats: list[str] | None = None,
    rotate: bool = False,
    jobs: int = 1,
    cluster: str | None = None,
) -> dict[str, Any]:
    """Play ``games`` games (seeds ``seed``, ``seed + 1``, ...) and return the report.

    The seeds and the save folder are checked before the first game; each game's
    save is written as soon as it ends, and only its report entry is kept (not
    its log). Ctrl-C stops after the finished games, whose saves are written.

    The report has the shape of ``simulate --json``: game, players, games (one
    entry per game), games_per_second, violations (a list; empty when every
    invariant held) and interrupted (True when Ctrl-C stopped the run). With
    ``seats`` (each seat's player kind; ``rotate`` turns them a seat per game) it
    also has ``wins``: per seat and per kind, with 95% confidence intervals.
    ``jobs`` plays the games in that many worker processes, ``cluster`` (a Ray
    address, or ``auto``) as Ray tasks, with the same results and saves
    (:mod:`babelworks.sweep`); ``cpu_seconds`` is the CPU the games took wherever
    they were played.

    Raises:
        ValueError: a seed outside the accepted range, a save folder that
            cannot be written, or a cluster that cannot be reached (nothing has
            been played).
    """
    from babelworks import registry

    check_seeds(seed, games)
    folder = prepare_save_dir(save_dir) if save_dir is not None else None
    run = Run(
        game or registry.get_game(game_id),
        resolver or registry.outcome_resolver(game_id),
        players,
        check_every,
        options,
        folder,
        check_seats(seats, players),
        rotate,
    )
    entries: list[dict] = []
    violations: list[str] = []
    cpu = [0.0]

    def keep(record: GameRecord, seconds: float) -> None:
        _keep(run, record, entries, violations)
        cpu[0] += seconds

    interrupted = False
    with connected(cluster):  # Ray's start-up is not the games' time
        started = time.perf_counter()
        try:
            play_all(play_one, run, [seed + index for index in range(games)], keep, jobs, cluster)
        except KeyboardInterrupt:
            interrupted = True
        elapsed = time.perf_counter() - started
    report = {
        "game": game_id,
        "players": players,
        "games": entries,
        # four significant figures: a sweep of strong players plays a game in minutes
        "games_per_second": float(f"{len(entries) / elapsed:.4g}") if elapsed > 0 else None,
        "cpu_seconds": round(cpu[0], 1),
        "violations": violations,
        "interrupted": interrupted,
    }
    if seats is not None:
        report["wins"] = win_table(entries, players)
    return report


def print_report(report: dict, as_json: bool) -> None:
    """Print a run's report: one JSON object, or a line a game, the totals and the win rates."""
    if as_json:
        print(json.dumps(report))
        return
    for entry in report["games"]:
        print(
            f"seed {entry['seed']}: {entry['end_reason']}, turns {entry['turns']}, "
            f"scores {entry['scores']}, winners {entry['winners']}"
        )
    print(
        f"{len(report['games'])} games, {report['games_per_second']} games/s, "
        f"{len(report['violations'])} invariant violations"
    )
    for violation in report["violations"][:20]:
        print(f"  {violation}")
    for kind, line in report.get("wins", {}).get("by_kind", {}).items():
        low, high = line["ci95"]
        print(
            f"{kind}: won {line['wins']} of {line['games']} seats played "
            f"({line['rate']:.1%}, 95% CI {low:.1%}-{high:.1%})"
        )
