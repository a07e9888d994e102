"""Every game package has the same shape: the same module names for the same jobs."""

import pkgutil

import pytest

from babelworks.core.gameinfo import GameInfo
from babelworks.core.kernel import Game, GameState
from babelworks.registry import ENTRIES

SHAPE = {
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
