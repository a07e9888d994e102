"""Every panel model of each game's table passes Qt's model tester all through a played game.

A seeded game is played through the session (random legal actions; chance
outcomes from the registry's resolver, as a table draws them) with hands open,
so the viewing seat follows the seat to act and the private panels fill. After
every few actions ``qtmodeltester`` checks every panel model of the table.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QAbstractItemView

from babelworks import registry
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.protocol import CHANCE
from babelworks.session import Session
from babelworks.ui.main_window import MainWindow
from babelworks.ui.table_api import PanelModel

pytestmark = pytest.mark.gl

CHECK_EVERY = 4  # actions between two checks of every model
ACTIONS = 48  # actions played per game (the whole game when it ends sooner)
#: game id -> the panel models its table shows
MODELS = {
    "rolling-heights": {"MarketModel", "ChoicesModel", "SupplyModel"},
    "rise-of-babel": {
        "MarketModel",
        "ChoicesModel",
        "DiscardModel",
        "TileSourceModel",
    },
}  # Skyscrapers has no panel model: its table and hand show everything


def panel_models(window) -> list[PanelModel]:
    """The panel models shown by the installed table's item views."""
    models = {id(view.model()): view.model() for view in window.findChildren(QAbstractItemView)}
    return [model for model in models.values() if isinstance(model, PanelModel)]


def play_one(session, game_id: str, chooser: random.Random) -> None:
    """One action: the resolver's outcome while the table decides, else a random legal move."""
    state = session.match.state
    if state.current_player == CHANCE:
        action = registry.outcome_resolver(game_id)(state, session.outcome_rng())
    else:
        action = chooser.choice(state.legal_actions())
    assert session.dispatch(action), action


@pytest.mark.parametrize("game_id", sorted(MODELS))
def test_every_panel_model_passes_the_model_tester_while_a_game_is_played(
    game_id, qtbot, qtmodeltester, settings
):
    window = MainWindow(Session(), settings)
    qtbot.addWidget(window)
    window.tables.hot_seat = False  # hands open: the viewing seat follows the seat to act
    window.session.start(Match(registry.get_game(game_id), Setup(game_id, 2, 11, {}, seat_defaults(2))))
    chooser, checks = random.Random(11), 0
    assert {type(model).__name__ for model in panel_models(window)} == MODELS[game_id]
    for played in range(ACTIONS):
        if window.session.match.state.is_over():
            break
        play_one(window.session, game_id, chooser)
        if played % CHECK_EVERY == 0:
            for model in panel_models(window):
                qtmodeltester.check(model)
            checks += 1
    assert checks >= 3
    assert any(model.rowCount() for model in panel_models(window)), "the panels show the game"
