"""Every game package has the same shape: the same module names for the same jobs."""

import pkgutil

import pytest

from babelworks.core.gameinfo import GameInfo
from babelworks.core.kernel import Game, GameState
from babelworks.registry import ENTRIES

SHAPE = {
    "views",
    "state",
    "setup",
    "phases",
    "legal",
    "moves",
    "refusals",
    "scoring",
    "describe",
    "invariants",
    "content",
    "chance",
}


def _modules(game):
    package = __import__(
        type(game.new_game(game.min_players, 0, {})).__module__.rsplit(".", 1)[0], fromlist=["_"]
    )
    return {info.name for info in pkgutil.iter_modules(package.__path__)}


@pytest.mark.parametrize("game_id", list(ENTRIES))
def test_each_game_has_the_shared_modules_and_declares_its_info(game_id):
    game = ENTRIES[game_id].game
    assert SHAPE <= _modules(game), f"missing: {sorted(SHAPE - _modules(game))}"
    assert isinstance(game, Game) and isinstance(game.info, GameInfo) and game.info.id == game_id
    assert isinstance(game.new_game(game.min_players, 0, {}), GameState)


#: Every game's table package (``ui/<game>/``): the same module names for the same jobs.
TABLE_SHAPE = {
    "table",  # the installed table, a BaseTable (``install`` in the package itself)
    "hand",  # the viewing seat's hand strip along the view's bottom edge
    "controls",  # the turn's controls on the table (none in a replay)
    "hints",  # what the viewing player can do now, in words
    "gestures",  # the 3D view's gestures (their entry; helpers beside it)
    "replay",  # the game's replay room: private words, physical moments regenerated
}


@pytest.mark.parametrize("game_id", list(ENTRIES))
def test_each_table_package_has_the_shared_modules(game_id):
    from babelworks import registry
    from babelworks.ui.table_api import BaseTable

    package = registry.table_module(game_id)
    found = {info.name for info in pkgutil.iter_modules(package.__path__)}
    assert TABLE_SHAPE <= found, f"missing: {sorted(TABLE_SHAPE - found)}"
    table = __import__(f"{package.__name__}.table", fromlist=["_"])
    assert any(
        isinstance(v, type) and issubclass(v, BaseTable) and v is not BaseTable for v in vars(table).values()
    )
    assert registry.entry(game_id).replay == f"{package.__name__}.replay"
