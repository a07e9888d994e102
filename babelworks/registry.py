"""The one game registry: game id -> engine, scene, table, replay room, bot tuning, resolver.

Every part of the application that needs "the X of this game" asks here; no
module derives another module's name from a game id. Every part is declared
as a module path and imported only when first asked for: the engine too, so a
broken content file of one game stops that game alone, in one sentence naming
the file, and never the other two (``entry.game``). Headless commands
(``simulate``, ``replay``, ``--version``) never load Qt, OpenGL or pybullet,
and the pure layers below never import the layers above them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from babelworks.bots import tuning as bot_tunings
from babelworks.bots.random_bot import RandomBot
from babelworks.bots.tuning import Tuning
from babelworks.core.content import game_assets
from babelworks.core.errors import ContentError
from babelworks.core.match import Match
from babelworks.core.protocol import Action, Game, State
from babelworks.core.rng import Rng
from babelworks.core.tutorial import Tutorial, read_tutorial
from babelworks.core.words import Phrase, translate
from babelworks.scene.pieces import Piece

Resolver = Callable[[State, Any], Action]


@dataclass(frozen=True)
class GameEntry:
    """Where each part of one game lives.

    Attributes:
        id: the game id ("rolling-heights"), the engine's own (a test holds them equal).
        name: the game's name in words, the engine's own.
        package: the game's rules package, exposing ``GAME`` (the engine) and
            ``scoring.score_breakdown``. Imported when first asked for, so a
            broken content file of one game stops only that game.
        scene: the pure module whose ``table_pieces(state, seats)`` draws the table
            (the window, the replay, ``--self-test`` and the exporter all reach it
            through :func:`table_pieces`).
        table: the Qt module whose ``install(context)`` sets the game's table up
            (live and, read-only, in the replay window).
        tuning: the module of :mod:`babelworks.bots.games` whose ``TUNING`` is the
            computer players' knowledge of the game (declared to the bots with the engine).
        replay: the Qt module whose ``ROOM`` is the game's replay room
            (:mod:`babelworks.ui.replay.room`): its private things in words, its
            physical moments regenerated.
        blurb: one line under the game's name on the start page: what the table is about.
        resolver: ``"module:function"`` giving outcome actions at the table with
            physics (``f(state, rng) -> action``, ``rng`` the position's
            ``table_rng(setup, step, "outcome")``); empty for the game's own
            statistical ``GAME.sample_outcome``.
        stand_in: True when headless play (``simulate``, tools) uses the game's
            ``GAME.sample_outcome`` instead of ``resolver``: a stand-in that is
            cheap and still records what regenerates the motion (Rolling Heights'
            recorded throws); False plays headless with ``resolver`` too.
        tutorial: the game's folder under ``assets/`` holding its ``tutorial.json``
            (:mod:`babelworks.core.tutorial`); empty: the game has no tutorial yet.
    """

    id: str
    name: str
    package: str
    scene: str
    table: str
    tuning: str
    replay: str
    blurb: str = ""
    resolver: str = ""
    stand_in: bool = False
    tutorial: str = ""

    @property
    def game(self) -> Game:
        """The rules engine (the package's ``GAME``), its content loaded and checked.

        Raises:
            ContentError: one of the game's content files is missing or broken; the
                message names the game and the file.
        """
        try:
            game = importlib.import_module(self.package).GAME
            # The computer players of a game get its tuning, whoever builds them.
            bot_tunings.declare(self.id, self.bot_tuning)
        except ContentError as error:
            raise ContentError(
                translate("Content errors", "{game} cannot start: its content file {problem}").format(
                    game=self.name, problem=_words_of(error)
                )
            ) from None
        return game

    @property
    def bot_tuning(self) -> Tuning:
        """The computer players' knowledge of the game (budgets, progress, prior ...)."""
        return importlib.import_module(self.tuning).TUNING

    @property
    def breakdown(self) -> Callable[[State], dict[int, dict[str, int]]]:
        """The engine's ``score_breakdown(state) -> {seat: {category: points}}``
        (the rulebook's scoring categories, for the end-of-game screen)."""
        self.game  # noqa: B018 - the package first, with its content errors in words
        return importlib.import_module(f"{self.package}.scoring").score_breakdown


ENTRIES: dict[str, GameEntry] = {
    entry.id: entry
    for entry in (
        GameEntry(
            "rolling-heights",
            translate("Game names", "Rolling Heights"),
            "babelworks.games.rolling_heights",
            "babelworks.scene.rolling_heights",
            "babelworks.ui.rolling_heights",
            tuning="babelworks.bots.games.rolling_heights",
            replay="babelworks.ui.rolling_heights.replay",
            blurb=translate("Start page", "Roll meeples, stack cubes and build the city's plans."),
            resolver="babelworks.physics.rolling_box:resolve_outcome",  # not shown
            stand_in=True,
            tutorial="rolling_heights",
        ),
        GameEntry(
            "rise-of-babel",
            translate("Game names", "Rise of Babel"),
            "babelworks.games.rise_of_babel",
            "babelworks.scene.rise_of_babel",
            "babelworks.ui.rise_of_babel",
            tuning="babelworks.bots.games.rise_of_babel",
            replay="babelworks.ui.rise_of_babel.replay",
            blurb=translate("Start page", "Haul resources on elephants and raise the towers of Babel."),
            tutorial="rise_of_babel",
        ),
        GameEntry(
            "skyscrapers",
            translate("Game names", "Skyscrapers"),
            "babelworks.games.skyscrapers",
            "babelworks.scene.skyscrapers",
            "babelworks.ui.skyscrapers",
            tuning="babelworks.bots.games.skyscrapers",
            replay="babelworks.ui.skyscrapers.replay",
            blurb=translate("Start page", "Slot card walls into one skyscraper, and keep it standing."),
            resolver="babelworks.physics.skyscrapers_verdict:resolve_outcome",  # not shown
            tutorial="skyscrapers",
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
        raise GameUnavailable(
            translate("Games", "Unknown game '{game}'. Known games: {known}.").format(
                game=str(game_id)[:40], known=known
            )
        )
    return found


def get_game(game_id: str) -> Game:
    """The rules engine of ``game_id`` (raises GameUnavailable)."""
    return entry(game_id).game


def games() -> dict[str, Game]:
    """Every game this build can play now, by id: a game whose content is broken is left
    out (:func:`content_problems` says why), so the others still start."""
    found = {}
    for game_id, item in ENTRIES.items():
        try:
            found[game_id] = item.game
        except ContentError:
            continue
    return found


def content_problems() -> list[str]:
    """One sentence per game whose content files are missing or broken (none: [])."""
    problems = []
    for item in ENTRIES.values():
        try:
            item.game  # noqa: B018 - importing the engine loads and checks its content
        except ContentError as error:
            problems.append(_words_of(error))
    return problems


def _words_of(error: BaseException) -> str:
    """What ``error`` says, still translatable when it was said as a Phrase (``str()`` would
    leave plain English)."""
    first = error.args[0] if len(error.args) == 1 else None
    return first if isinstance(first, Phrase) else str(error)


def scene_module(game_id: str) -> ModuleType:
    """The pure scene module of ``game_id`` (``table_pieces(state, seats)``)."""
    return importlib.import_module(entry(game_id).scene)


def table_module(game_id: str) -> ModuleType:
    """The Qt table module of ``game_id`` (``install(context)``, :mod:`babelworks.ui.table_api`)."""
    return importlib.import_module(entry(game_id).table)


def replay_room(game_id: str) -> Any:
    """``game_id``'s replay room (a :class:`babelworks.ui.replay.room.ReplayRoom`: its
    private things in words, its physical moments regenerated), the ``ROOM`` of its module."""
    return importlib.import_module(entry(game_id).replay).ROOM


def table_pieces(match: Match) -> list[Piece]:
    """What the table shows for ``match``, from its game's scene: the one door through which
    the live table, the replay, the exporter and the self-test draw a game.

    Raises:
        GameUnavailable: the match's game is not one babelworks knows.
    """
    return list(scene_module(match.setup.game).table_pieces(match.state, match.setup.seats))


def bot_tuning(game_id: str) -> Tuning:
    """The computer players' knowledge of ``game_id`` (budgets, progress, prior ...)."""
    return entry(game_id).bot_tuning


def random_player(game_id: str, rng: Rng) -> RandomBot:
    """The random player of ``game_id``: it skips that game's self-defeating moves."""
    return RandomBot(rng, bot_tuning(game_id).sensible)


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


def tutorial_games() -> list[str]:
    """Ids of the games that have a tutorial, in menu order."""
    return [game_id for game_id, item in ENTRIES.items() if item.tutorial]


def tutorial(game_id: str) -> Tutorial:
    """The tutorial of ``game_id``, read and checked (:func:`babelworks.core.tutorial.read_tutorial`).

    Raises:
        GameUnavailable: an unknown game, or one without a tutorial.
        ContentError: its tutorial file is missing or broken (the file named).
    """
    found = entry(game_id)
    if not found.tutorial:
        raise GameUnavailable(translate("Games", "{game} has no tutorial yet.").format(game=found.name))
    return read_tutorial(game_assets(found.tutorial), game_id)


def available_games() -> list[str]:
    """Ids of every game this build plays, in menu order."""
    return list(ENTRIES)
