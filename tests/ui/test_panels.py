"""The players and log panels' models, checked with pytest-qt's qtmodeltester."""

from __future__ import annotations

import pytest
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
    assert [model.data(model.index(r, 0)) for r in range(2)] == ["1. Player 1 adds 1", "2. Player 2 adds 2"]
    session.undo()
    assert model.rowCount() == 1


def test_the_log_appends_and_removes_rows_and_resets_only_for_a_new_match(qtmodeltester, qtbot):
    session = Session()
    model = LogModel(session)
    session.start(tally_match())
    qtmodeltester.check(model)  # and keeps checking every change below
    seen = []
    for signal in ("rowsInserted", "rowsRemoved", "modelReset"):
        getattr(model, signal).connect(lambda *args, name=signal: seen.append((name, *args[1:])))
    session.dispatch({"type": "add", "amount": 1})
    session.dispatch({"type": "add", "amount": 2})
    session.undo()
    session.redo()
    assert seen == [
        ("rowsInserted", 0, 0),
        ("rowsInserted", 1, 1),
        ("rowsRemoved", 1, 1),
        ("rowsInserted", 1, 1),
    ]
    assert model.data(model.index(1, 0)) == "2. Player 2 adds 2"
    seen.clear()
    session.start(tally_match())
    assert seen == [("modelReset",)] and model.rowCount() == 0


def test_moves_model_lists_and_plays_moves(qtmodeltester, qtbot, monkeypatch):
    from babelworks.ui.moves_panel import TABLE_DECIDES, MovesModel
    from tests.session.tally_game import TALLY

    monkeypatch.setattr("babelworks.session.session.table_resolver", lambda game: TALLY.sample_outcome)
    session = Session()
    model = MovesModel(session)
    qtmodeltester.check(model)
    session.start(tally_match(table=True))
    qtmodeltester.check(model)
    assert [model.data(model.index(r, 0)) for r in range(3)] == [
        "Player 1 adds 1",
        "Player 1 adds 2",
        "Player 1 draws",
    ]
    assert model.play(1)
    assert session.match.state.scores() == [2, 0]
    assert model.play(2)  # Seat 2 draws: the table decides next
    assert model.rowCount() == 1 and model.data(model.index(0, 0)) == TABLE_DECIDES
    assert model.play(0)
    assert session.match.log[-1]["type"] == "drawn"
    assert not model.play(7)


def test_another_seats_awaited_roll_is_not_offered_to_the_viewer(qtbot):
    from PySide6.QtCore import QObject, Signal

    from babelworks.ui.moves_panel import TABLE_DECIDES, MovesModel

    class Host(QObject):
        changed = Signal(int)

    host, seats = Host(), {"viewing": 1, "turn": 1}
    session = Session()
    model = MovesModel(session)
    model.follow(lambda: seats["viewing"], host.changed, lambda: seats["turn"])
    session.start(tally_match(table=True))
    seats["viewing"] = 0
    host.changed.emit(0)
    assert model.play(1)  # Player 1 adds 2
    seats["viewing"] = 1
    host.changed.emit(1)
    assert model.play(2)  # Player 2 draws: the table decides, in Player 2's turn
    assert [model.data(model.index(r, 0)) for r in range(model.rowCount())] == [TABLE_DECIDES]
    seats["viewing"] = 0  # a person at the screen while a computer's draw is awaited
    host.changed.emit(0)
    assert model.rowCount() == 0 and not model.play(0)


@pytest.mark.gl  # the window holds a GL table view
def test_moves_view_plays_on_enter(window, qtbot):
    from PySide6.QtWidgets import QListView

    view = window.findChild(QListView, "movesView")
    view.setCurrentIndex(view.model().index(1, 0))
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.session.match.state.scores() == [2, 0]


def _choice_list(qtbot):
    """A list of three choices that is rebuilt (new words) by every choice played."""
    from PySide6.QtCore import QStringListModel

    from babelworks.ui.panels import play_on_click, wrapping_list

    played: list[int] = []
    model = QStringListModel(["pay 1", "pay 2", "pay 3"])
    view = wrapping_list()
    view.setModel(model)

    def play(row: int) -> None:
        played.append(row)
        model.setStringList([f"then {k}" for k in range(3)])  # the move changed the choices

    play_on_click(view, play)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view, model, played


def test_a_click_on_a_choice_plays_it(qtbot):
    view, model, played = _choice_list(qtbot)
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(model.index(1, 0)).center()
    )
    assert played == [1]


def test_a_double_click_on_a_choice_plays_it_once(qtbot):
    """Through the window, as the platform sends it: press, release, double-click, release."""
    from PySide6.QtTest import QTest

    view, model, played = _choice_list(qtbot)
    spot = view.viewport().mapTo(view.window(), view.visualRect(model.index(2, 0)).center())
    QTest.mouseDClick(view.windowHandle(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, spot)
    qtbot.wait(50)
    assert played == [2]


def test_enter_plays_the_selected_choice(qtbot):
    view, model, played = _choice_list(qtbot)
    view.setFocus()
    view.setCurrentIndex(model.index(0, 0))
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert played == [1]


def test_the_log_says_who_asked_for_a_hint_after_the_move_it_followed(qtmodeltester, qtbot):
    session = Session()
    model = LogModel(session)
    session.start(tally_match())
    qtmodeltester.check(model)  # and keeps checking every change below
    seen = []
    for signal in ("rowsInserted", "rowsRemoved", "modelReset"):
        getattr(model, signal).connect(lambda *args, name=signal: seen.append((name, *args[1:])))
    session.note_hint(0)
    session.note_hint(0)  # the same position and seat: noted once
    session.dispatch({"type": "add", "amount": 1})
    session.note_hint(1)
    session.dispatch({"type": "add", "amount": 2})
    rows = [model.data(model.index(r, 0)) for r in range(model.rowCount())]
    assert rows == [
        "Player 1 asked for a hint",
        "1. Player 1 adds 1",
        "Player 2 asked for a hint",
        "2. Player 2 adds 2",
    ]
    assert seen == [("rowsInserted", r, r) for r in range(4)]
    session.undo()  # the hint asked after move 1 stays: that position is still in the log
    assert model.rowCount() == 3 and model.data(model.index(2, 0)) == "Player 2 asked for a hint"
    session.undo()  # back before move 1: its hint row goes with it
    assert [model.data(model.index(r, 0)) for r in range(model.rowCount())] == ["Player 1 asked for a hint"]
    assert session.match.hints == [(0, 0), (1, 1)]  # kept for a redo
    session.redo()
    assert model.data(model.index(2, 0)) == "Player 2 asked for a hint"
    session.undo()
    session.dispatch({"type": "add", "amount": 2})  # another move: the undone future's hint goes
    assert session.match.hints == [(0, 0)] and model.rowCount() == 2


def test_the_moves_list_shows_one_line_for_moves_that_read_the_same(qtbot):
    """Two copies of one block in a Skyscrapers hand make two legal builds per place that
    read alike: the list shows one line each, and playing it plays one of them."""
    from babelworks import registry
    from babelworks.core.match import Match, Setup, seat_defaults
    from babelworks.simulate import play_game
    from babelworks.ui.moves_panel import MovesModel

    game = registry.get_game("skyscrapers")
    log = play_game(game, 2, 3, registry.outcome_resolver("skyscrapers")).log
    setup = Setup("skyscrapers", 2, 3, {}, seat_defaults(2))
    for cut in range(10, len(log), 15):
        match = Match.from_log(game, setup, log[:cut])
        texts = [match.state.describe(action) for action in match.state.legal_actions()]
        if len(set(texts)) < len(texts) and match.state.current_player is not None:
            break
    else:
        pytest.fail("the seeded game has no position with moves that read alike")
    session = Session()
    model = MovesModel(session)
    session.start(match)
    shown = [model.data(model.index(row, 0)) for row in range(model.rowCount())]
    assert sorted(shown) == sorted(set(texts)) and len(shown) < len(texts)
    before = len(session.match.log)
    assert model.play(shown.index(texts[-1]))
    assert len(session.match.log) == before + 1
