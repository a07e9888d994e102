"""The game registry: game ids to the packages that implement them.

Each game package exposes a module-level ``GAME`` object (see
:mod:`babelworks.core.protocol`). A game is *available* once its package
imports; until then every command says so plainly.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from babelworks.core.protocol import Game


@dataclass(frozen=True)
class GameEntry:
    """Where a game lives and how its outcome actions are produced headless."""

    id: str
    name: str
    package: str
    # "module:function" taking (state, rng) -> outcome action, used by `simulate`.
    # Empty: the game's own statistical GAME.sample_outcome.
    outcome_resolver: str = ""


ENTRIES: dict[str, GameEntry] = {
    entry.id: entry
    for entry in (
        GameEntry("rolling-heights", "Rolling Heights", "babelworks.games.rolling_heights"),
        GameEntry("rise-of-babel", "Rise of Babel", "babelworks.games.rise_of_babel"),
        GameEntry(
            "skyscrapers",
            "Skyscrapers",
            "babelworks.games.skyscrapers",
            outcome_resolver="babelworks.physics.skyscrapers_verdict:resolve_outcome",
        ),
    )
}


class GameUnavailable(LookupError):
    """The game id is unknown, or its package is not part of this build yet."""


def get_game(game_id: str) -> Game:
    """Return the ``GAME`` object for ``game_id`` or raise GameUnavailable."""
    entry = ENTRIES.get(game_id)
    if entry is None:
        known = ", ".join(ENTRIES)
        raise GameUnavailable(f"Unknown game '{game_id}'. Known games: {known}.")
    try:
        module = importlib.import_module(entry.package)
    except ModuleNotFoundError as error:
        if error.name and entry.package.startswith(error.name):
            raise GameUnavailable(f"{entry.name} is not available in this build yet.") from None
        raise
    return module.GAME


def available_games() -> list[str]:
    """Ids of the games whose packages import."""
    found = []
    for game_id in ENTRIES:
        try:
            get_game(game_id)
        except GameUnavailable:
            continue
        found.append(game_id)
    return found


def outcome_resolver(game_id: str):
    """The callable that supplies outcome actions headless: ``f(state, rng) -> action``."""
    entry = ENTRIES[game_id]
    if not entry.outcome_resolver:
        game = get_game(game_id)
        return game.sample_outcome
    module_name, _, attribute = entry.outcome_resolver.partition(":")
    return getattr(importlib.import_module(module_name), attribute)
