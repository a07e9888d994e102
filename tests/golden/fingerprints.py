"""Fingerprints of seeded random games: proof that a refactor changed no rule.

For each game and player count, seeds 0..N-1 are played by the random bot with
the game's own statistical outcomes (``GAME.sample_outcome``; Skyscrapers' is the
analytic stand-in, so physics changes do not move these). Each game's fingerprint
is its scores, its number of actions and the final state hash.

    python -m tests.golden.fingerprints --seeds 100 --write   # regenerate the file
    python -m tests.golden.fingerprints --seeds 100           # compare, print differences

A rule change that is meant to change play regenerates the file in the same commit.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from babelworks.core.hashing import state_hash
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.registry import ENTRIES, random_player

FOLDER = Path(__file__).parent


def fingerprint_file(game_id: str) -> Path:
    """Where one game's fingerprints are kept (one file per game, so games change apart)."""
    return FOLDER / f"fingerprints-{game_id}.json"


MAX_ACTIONS = 100_000


def fingerprint(game, players: int, seed: int) -> list:
    """``[scores, actions, state hash]`` of one seeded random game."""
    state = game.new_game(players, seed, {})
    bot = random_player(game.id, Rng.from_seed(seed, "bots"))
    outcomes = Rng.from_seed(seed, "outcomes")
    actions = 0
    while not state.is_over() and actions < MAX_ACTIONS:
        if state.current_player == CHANCE:
            action = game.sample_outcome(state, outcomes)
        else:
            action = bot.choose(state)
        state.apply(action)
        actions += 1
    return [list(state.scores()), actions, state_hash(state)]


def fingerprints(seeds: int, games: list[str] | None = None) -> dict:
    """Every game's and player count's fingerprints for seeds ``0..seeds-1``."""
    result = {}
    for game_id, entry in ENTRIES.items():
        if games and game_id not in games:
            continue
        game = entry.game
        for players in range(game.min_players, game.max_players + 1):
            key = f"{game_id}/{players}"
            result[key] = {str(seed): fingerprint(game, players, seed) for seed in range(seeds)}
    return result


def differences(found: dict, expected: dict) -> list[str]:
    """Lines naming every fingerprint in ``found`` that differs from ``expected``."""
    lines = []
    for key, by_seed in found.items():
        for seed, value in by_seed.items():
            if expected.get(key, {}).get(seed) != value:
                lines.append(f"{key} seed {seed}: {expected.get(key, {}).get(seed)} -> {value}")
    return lines


def stored() -> dict:
    """Every stored fingerprint, keyed ``"<game>/<players>"``."""
    result = {}
    for game_id in ENTRIES:
        path = fingerprint_file(game_id)
        if path.exists():
            result.update(json.loads(path.read_text()))
    return result


def write(found: dict) -> None:
    """Store ``found`` in the per-game files (keys of other player counts stay)."""
    for game_id in {key.split("/")[0] for key in found}:
        path = fingerprint_file(game_id)
        kept = json.loads(path.read_text()) if path.exists() else {}
        kept.update({key: value for key, value in found.items() if key.startswith(game_id + "/")})
        path.write_text(json.dumps(kept, indent=0, sort_keys=True) + "\n")


def main(argv: list[str] | None = None) -> int:
    """Compare (or with --write, regenerate) the stored fingerprints."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=100)
    parser.add_argument("--game", action="append")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args(argv)
    found = fingerprints(args.seeds, args.game)
    if args.write:
        write(found)
        return 0
    lines = differences(found, stored())
    print("\n".join(lines) or f"all {sum(len(v) for v in found.values())} fingerprints equal")
    return 1 if lines else 0


if __name__ == "__main__":
    sys.exit(main())
