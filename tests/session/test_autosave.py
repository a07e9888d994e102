"""Autosave after every action; resume only after a session that did not end cleanly."""

from __future__ import annotations

from babelworks.core.files import PARTIAL
from babelworks.core.hashing import state_hash
from babelworks.session import Autosave, Session
from tests.session.conftest import crash_with_a_game_in_progress, tally_lookup, tally_match

ADD1 = {"type": "add", "amount": 1}


def test_every_action_and_undo_is_autosaved(session, autosave):
    session.dispatch(ADD1)
    session.dispatch({"type": "add", "amount": 2})
    assert state_hash(autosave.resumable().state) == state_hash(session.match.state)
    session.undo()
    assert autosave.resumable().log == [ADD1]


def test_clean_exit_means_no_resume_offer(tmp_path, qtbot):
    first = Autosave(tmp_path, lookup=tally_lookup)
    assert not first.start()
    Session(first).start(tally_match())
    first.finish()
    second = Autosave(tmp_path, lookup=tally_lookup)
    assert not second.start()
    second.finish()


def test_crash_leaves_a_resumable_autosave(tmp_path, qtbot):
    """A process that autosaves and dies without a clean exit: the next launch may resume."""
    crash_with_a_game_in_progress(tmp_path, [{"type": "add", "amount": 2}])
    relaunch = Autosave(tmp_path, lookup=tally_lookup)
    assert relaunch.start()
    match = relaunch.resumable()
    relaunch.finish()
    assert match.log == [{"type": "add", "amount": 2}]
    assert match.state.scores() == [2, 0]


def test_second_instance_neither_offers_nor_overwrites(tmp_path, qtbot):
    first = Autosave(tmp_path, lookup=tally_lookup)
    first.start()
    playing = Session(first)
    playing.start(tally_match(seed=1))
    playing.dispatch({"type": "add", "amount": 1})  # a game with a move: one to resume
    second = Autosave(tmp_path, lookup=tally_lookup)
    assert not second.start()
    Session(second).start(tally_match(seed=99))
    assert first.resumable().setup.seed == 1
    first.finish()


def test_finished_or_broken_autosave_is_not_offered(tmp_path, qtbot):
    keeper = Autosave(tmp_path, lookup=tally_lookup)
    keeper.start()
    session = Session(keeper)
    session.start(tally_match(target=2))
    session.dispatch({"type": "add", "amount": 2})
    assert keeper.resumable() is None  # the game is over
    keeper.path.write_text('{"format": "babelworks-save", "version": 1')
    assert keeper.resumable() is None
    keeper.finish()


def test_failed_autosave_is_reported_not_raised(session, autosave, qtbot):
    autosave.path.unlink()
    autosave.path.mkdir()  # a folder where the file should be: writing fails
    with qtbot.waitSignal(session.error, timeout=1000) as blocker:
        assert session.dispatch(ADD1)
    assert "autosaved" in blocker.args[0]


def test_a_lock_that_cannot_be_written_is_not_taken_for_another_instance(tmp_path, qtbot):
    (tmp_path / "session.lock").mkdir()  # the lock file cannot be created there
    keeper = Autosave(tmp_path, lookup=tally_lookup)
    assert not keeper.start() and not keeper.active
    assert "cannot write in" in keeper.problem and "Another" not in keeper.problem


def test_another_instance_is_named_as_the_reason(tmp_path, qtbot):
    first = Autosave(tmp_path, lookup=tally_lookup)
    first.start()
    second = Autosave(tmp_path, lookup=tally_lookup)
    assert not second.start()
    assert "Another babelworks window is running" in second.problem
    assert first.problem == ""
    first.finish()


def test_a_crashed_game_kept_aside_survives_the_next_autosave(tmp_path, qtbot):
    crash_with_a_game_in_progress(tmp_path, [{"type": "add", "amount": 2}])
    relaunch = Autosave(tmp_path, lookup=tally_lookup)
    assert relaunch.start()
    kept = relaunch.keep_aside()
    Session(relaunch).start(tally_match(seed=99))
    relaunch.finish()
    assert kept.parent == tmp_path and kept.name.startswith("crashed-game-")
    from babelworks.core.savefile import read_save

    assert read_save(kept, tally_lookup).log == [{"type": "add", "amount": 2}]


def test_a_start_removes_the_temp_files_of_a_killed_autosave(tmp_path, qtbot):
    import subprocess
    import sys

    gone = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True, check=True
    ).stdout.strip()
    leftover = tmp_path / f".autosave.babelworks.{gone}.abcdefgh{PARTIAL}"
    leftover.write_bytes(b"half")
    keeper = Autosave(tmp_path, lookup=tally_lookup)
    keeper.start()
    keeper.finish()
    assert not leftover.exists()
