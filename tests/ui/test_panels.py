"""The players and log panels' models, checked with pytest-qt's qtmodeltester."""

from __future__ import annotations

from PySide6.QtCore import Qt

from babelworks.session import Session
from babelworks.ui.panels import LogModel, PlayersModel
from tests.session.conftest import tally_match


def test_players_model(qtmodeltester, qtbot):
    session = Session()
    model = PlayersModel(session)
    qtmodeltester.check(model)  # empty, before any game
    session.start(tally_match(players=3))
    session.dispatch({"type": "add", "amount": 2})
    qtmodeltester.check(model)
    assert model.rowCount() == 3
    assert model.data(model.index(0, 1)) == 2
    assert model.data(model.index(1, 1)) == 0
    assert model.data(model.index(1, 0), Qt.ItemDataRole.FontRole).bold()  # seat 2 to play
    assert model.data(model.index(0, 0), Qt.ItemDataRole.FontRole) is None


def test_log_model_follows_undo(qtmodeltester, qtbot):
    session = Session()
    model = LogModel(session)
    session.start(tally_match())
    session.dispatch({"type": "add", "amount": 1})
    session.dispatch({"type": "add", "amount": 2})
    qtmodeltester.check(model)
    assert [model.data(model.index(r, 0)) for r in range(2)] == ["1. Seat 1 adds 1", "2. Seat 2 adds 2"]
    session.undo()
    assert model.rowCount() == 1
