"""Session: dispatch is the only way in, undo/redo through QUndoStack, signals."""

from __future__ import annotations

from babelworks.core.hashing import state_hash

ADD1 = {"type": "add", "amount": 1}
ADD2 = {"type": "add", "amount": 2}
DRAW = {"type": "draw"}


def test_dispatch_plays_and_signals(session, qtbot):
    with qtbot.waitSignal(session.state_changed, timeout=1000):
        assert session.dispatch(ADD2)
    assert session.match.state.scores() == [2, 0]
    assert session.match.log == [ADD2]


def test_illegal_action_changes_nothing_and_says_why(session, qtbot):
    before = state_hash(session.match.state)
    with qtbot.waitSignal(session.error, timeout=1000) as blocker:
        assert not session.dispatch({"type": "add", "amount": 5})
    assert "cannot add" in blocker.args[0]
    assert state_hash(session.match.state) == before
    assert session.match.log == []
    assert session.undo_stack.count() == 0


def test_dispatch_without_a_match_is_refused(qtbot):
    from babelworks.session import Session

    empty = Session()
    with qtbot.waitSignal(empty.error, timeout=1000) as blocker:
        assert not empty.dispatch(ADD1)
    assert "New game" in blocker.args[0]


def test_undo_and_redo_walk_the_match(session):
    session.dispatch(ADD1)
    session.dispatch(ADD2)
    after_two = state_hash(session.match.state)
    assert session.undo_stack.undoText() == "Player 2 adds 2"
    session.undo()
    assert session.match.state.scores() == [1, 0]
    assert session.undo_stack.redoText() == "Player 2 adds 2"
    session.undo()
    assert session.match.state.scores() == [0, 0]
    assert not session.undo_stack.canUndo()
    session.redo()
    session.redo()
    assert state_hash(session.match.state) == after_two
    assert not session.undo_stack.canRedo()


def test_new_action_after_undo_drops_the_redo(session):
    session.dispatch(ADD1)
    session.undo()
    session.dispatch(ADD2)
    assert not session.undo_stack.canRedo()
    assert not session.match.can_redo()
    assert session.match.log == [ADD2]


def test_undo_never_crosses_a_revealing_action(session):
    session.dispatch(ADD1)
    session.dispatch(DRAW)
    assert not session.undo_stack.canUndo()
    session.undo()  # nothing happens
    assert len(session.match.log) == 2
    session.dispatch(ADD2)
    session.undo()
    session.undo()
    assert len(session.match.log) == 2  # stopped at the draw


def test_undo_stack_matches_the_match_on_random_play(session):
    from babelworks.core.rng import Rng

    rng = Rng.from_seed(3)
    for _ in range(60):
        if session.match.state.is_over():
            break
        choice = rng.below(4)
        if choice == 3:
            session.undo()
        else:
            session.dispatch([ADD1, ADD2, DRAW][choice])
        assert session.undo_stack.canUndo() == session.match.can_undo()
        assert session.undo_stack.canRedo() == session.match.can_redo()


def test_game_over_is_signalled(session, qtbot):
    from tests.session.conftest import tally_match

    session.start(tally_match(target=2))
    with qtbot.waitSignal(session.game_over, timeout=1000):
        session.dispatch(ADD2)
    assert session.match.state.is_over()


def test_modified_until_saved(session):
    session.dispatch(ADD1)
    assert session.modified
    session.mark_saved()
    assert not session.modified


def test_log_in_words_follows_play_undo_and_loading(session):
    from babelworks.core.match import Match

    session.dispatch(ADD1)
    session.dispatch(DRAW)
    session.dispatch(ADD2)
    assert session.log_texts == ["Player 1 adds 1", "Player 2 draws", "Player 1 adds 2"]
    session.undo()
    assert session.log_texts == ["Player 1 adds 1", "Player 2 draws"]
    session.redo()
    expected = list(session.log_texts)
    match = session.match
    session.start(Match.from_log(match.game, match.setup, match.log))
    assert session.log_texts == expected


def test_the_table_decides_an_awaited_outcome(session, monkeypatch):
    from babelworks.core.protocol import CHANCE
    from tests.session.conftest import tally_match
    from tests.session.tally_game import TALLY

    monkeypatch.setattr("babelworks.session.session.table_resolver", lambda game: TALLY.sample_outcome)
    session.start(tally_match(table=True))
    session.dispatch(DRAW)
    assert session.match.state.current_player == CHANCE
    assert session.resolve_chance()
    assert session.match.log[-1]["type"] == "drawn"
    assert session.match.state.current_player == 1
    assert session.log_texts[-1].startswith("Player 1 draws ")


def test_resolve_chance_refuses_when_nothing_is_awaited(session, qtbot):
    with qtbot.waitSignal(session.error, timeout=1000) as blocker:
        assert not session.resolve_chance()
    assert "Nothing is waiting" in blocker.args[0]


def test_a_game_without_a_resolver_is_told_not_crashed(session, qtbot):
    from tests.session.conftest import tally_match

    session.start(tally_match(table=True))  # "tally" is not in the registry
    session.dispatch(DRAW)
    with qtbot.waitSignal(session.error, timeout=1000) as blocker:
        assert not session.resolve_chance()
    assert "no way to decide outcomes" in blocker.args[0]
