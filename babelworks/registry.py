"""The one game registry: game id -> engine, scene, table, outcome resolver.

Every part of the application that needs "the X of this game" asks here; no
module derives another module's name from a game id. The engines are imported
eagerly (they are pure and cheap). The scene, table and resolver are declared
as module paths and imported only when first asked for, so headless commands
(``simulate``, ``replay``, ``--version``) never load Qt, OpenGL or pybullet,
and the pure layers below never import the layers above them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from babelworks.core.protocol import Action, Game, State
from babelworks.games.rise_of_babel import GAME as RISE_OF_BABEL
from babelworks.games.rise_of_babel.scoring import score_breakdown as rise_of_babel_breakdown
from babelworks.games.rolling_heights import GAME as ROLLING_HEIGHTS
from babelworks.games.rolling_heights.scoring import score_breakdown as rolling_heights_breakdown
from babelworks.games.skyscrapers import GAME as SKYSCRAPERS
from babelworks.games.skyscrapers.scoring import score_breakdown as skyscrapers_breakdown

Resolver = Callable[[State, Any], Action]


@dataclass(frozen=True)
class GameEntry:
    """Where each part of one game lives.

    Attributes:
        game: the rules engine (the package's ``GAME``).
        scene: the pure module whose ``table_pieces(state, seats)`` draws the table
            (the window, ``--self-test`` and the exporter all use it).
        table: the Qt module whose ``install(context)`` sets the game's table up.
        resolver: ``"module:function"`` giving outcome actions at the table with
            physics (``f(state, rng) -> action``, ``rng`` the position's
            ``table_rng(setup, step, "outcome")``); empty for the game's own
            statistical ``GAME.sample_outcome``.
        stand_in: True when headless play (``simulate``, tools) uses the game's
            ``GAME.sample_outcome`` instead of ``resolver``: a stand-in that is
            cheap and still records what regenerates the motion (Rolling Heights'
            recorded throws); False plays headless with ``resolver`` too.
        breakdown: the engine's ``score_breakdown(state) -> {seat: {category: points}}``
            (the rulebook's scoring categories, for the end-of-game screen).
    """

    game: Game
    scene: str
    table: str
    breakdown: Callable[[State], dict[int, dict[str, int]]]
    resolver: str = ""
    stand_in: bool = False

    @property
    def id(self) -> str:
        """The game id ("rolling-heights")."""
        return self.game.id

    @property
    def name(self) -> str:
        """The game's name in words."""
        return self.game.name


ENTRIES: dict[str, GameEntry] = {
    entry.id: entry
    for entry in (
        GameEntry(
            ROLLING_HEIGHTS,
            "babelworks.scene.rolling_heights",
            "babelworks.ui.rolling_heights",
            rolling_heights_breakdown,
            resolver="babelworks.physics.rolling_box:resolve_outcome",
            stand_in=True,
        ),
        GameEntry(
            RISE_OF_BABEL,
            "babelworks.scene.rise_of_babel",
            "babelworks.ui.rise_of_babel",
            rise_of_babel_breakdown,
        ),
        GameEntry(
            SKYSCRAPERS,
            "babelworks.scene.skyscrapers",
            "babelworks.ui.skyscrapers",
            skyscrapers_breakdown,
            resolver="babelworks.physics.skyscrapers_verdict:resolve_outcome",
        ),
    )
}


class GameUnavailable(LookupError):
    """The game id is not one babelworks knows."""


def entry(game_id: str) -> GameEntry:
    """The registry entry of ``game_id``.

    Raises:
        GameUnavailable: unknown id (the message lists the known ones).
    """
    found = ENTRIES.get(game_id) if isinstance(game_id, str) else None
    if found is None:
        known = ", ".join(ENTRIES)
        raise GameUnavailable(f"Unknown game '{str(game_id)[:40]}'. Known games: {known}.")
    return found


def get_game(game_id: str) -> Game:
    """The rules engine of ``game_id`` (raises GameUnavailable)."""
    return entry(game_id).game


def games() -> dict[str, Game]:
    """Every game this build plays, by id."""
    return {game_id: item.game for game_id, item in ENTRIES.items()}


def scene_module(game_id: str) -> ModuleType:
    """The pure scene module of ``game_id`` (``table_pieces(state, seats)``)."""
    return importlib.import_module(entry(game_id).scene)


def table_module(game_id: str) -> ModuleType:
    """The Qt table module of ``game_id`` (``install(context)``, :mod:`babelworks.ui.table_api`)."""
    return importlib.import_module(entry(game_id).table)


def outcome_resolver(game_id: str) -> Resolver:
    """The callable that supplies outcome actions headless: ``f(state, rng) -> action``.

    The game's stand-in where its entry has one, else what the table uses.
    """
    found = entry(game_id)
    return found.game.sample_outcome if found.stand_in else table_resolver(game_id)


def table_resolver(game_id: str) -> Resolver:
    """The callable that decides outcomes at the table ("Let the table decide"), physics where
    the game has it: ``f(state, rng) -> action``."""
    found = entry(game_id)
    if not found.resolver:
        return found.game.sample_outcome
    module_name, _, attribute = found.resolver.partition(":")
    return getattr(importlib.import_module(module_name), attribute)


def score_breakdown(game_id: str, state: State) -> dict[int, dict[str, int]]:
    """Each seat's final points by the rulebook's categories ({} while the game is on)."""
    return entry(game_id).breakdown(state)


def available_games() -> list[str]:
    """Ids of every game this build plays, in menu order."""
    return list(ENTRIES)
