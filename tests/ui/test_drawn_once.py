"""Each move is drawn once, and what is kept of it is forgotten when the game changes.

After a move the window, the last-turn marks and the table's overlays each ask for the
table's pieces (``table_api.scene_pieces``); the game's scene draws them once per
version of the state. The log's rows are worded once, at their first showing, and
worded again after an undo lets another move take the row.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QListView

from babelworks import registry
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.ui.table_api import scene_pieces
from tests.ui.conftest import make_window

pytestmark = pytest.mark.gl
MOVES = 12


@pytest.fixture
def window(qtbot, settings):
    shown = make_window(qtbot, settings, start=False)
    shown.tables.hot_seat = False
    shown.resize(1280, 800)
    yield shown
    shown.session.mark_saved()


def _start(window, game_id: str) -> Match:
    match = Match(registry.get_game(game_id), Setup(game_id, 2, 3, {}, seat_defaults(2)))
    window.session.start(match)
    return match


def _play(window, match: Match, rng: Rng) -> None:
    state = match.state
    outcome = match.game.sample_outcome(state, rng) if state.current_player == CHANCE else None
    window.session.dispatch(outcome if outcome is not None else rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game_id", list(registry.ENTRIES))
def test_a_move_is_drawn_once_however_many_ask(window, monkeypatch, game_id: str) -> None:
    match, rng = _start(window, game_id), Rng.from_seed(3, "drawn once")
    drawn = []
    real = registry.table_pieces
    monkeypatch.setattr(registry, "table_pieces", lambda m: drawn.append(m.state.version) or real(m))
    for _ in range(MOVES):
        _play(window, match, rng)
    assert drawn, "the table must be drawn"
    assert len(drawn) == len(set(drawn)) <= MOVES, f"a version drawn more than once: {drawn}"
    assert scene_pieces(match) == real(match)  # what is kept is what the scene draws now


def test_a_renamed_seat_is_drawn_afresh(window) -> None:
    match = _start(window, "rolling-heights")
    before = scene_pieces(match)
    match.setup.seats[0].name = "Zsófia"  # renamed in place: the state's version stays
    after = scene_pieces(match)
    assert after == registry.table_pieces(match)
    assert any("Zsófia" in piece.name for piece in after) and not any("Zsófia" in p.name for p in before)


def test_an_undone_row_of_the_log_is_worded_again_for_the_move_that_takes_its_place(qtbot, settings) -> None:
    window = make_window(qtbot, settings)  # Tally: its additions can be taken back
    model = window.findChild(QListView, "logView").model()
    session = window.session
    session.dispatch({"type": "add", "amount": 1})
    session.dispatch({"type": "add", "amount": 1})
    last = model.rowCount() - 1
    before = model.data(model.index(last, 0))
    session.undo()
    assert model.rowCount() == last
    session.dispatch({"type": "add", "amount": 2})
    now = model.data(model.index(last, 0))
    assert now != before and now == f"{last + 1}. {session.log_texts[-1]}"
