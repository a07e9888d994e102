"""Starting the app: resume after a crash, not after a clean exit; open a file named at start."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from babelworks.core.savefile import read_save, write_save
from babelworks.session import Autosave
from babelworks.ui import app
from tests.session.conftest import crash_with_a_game_in_progress as crash_in_another_process
from tests.session.conftest import tally_lookup, tally_match
from tests.session.tally_game import TALLY

pytestmark = pytest.mark.gl  # the window holds a GL table view (Xvfb)

OPTIONS = {"games": {"tally": TALLY}, "lookup": tally_lookup}


def crash_with_a_game_in_progress(folder: Path) -> None:
    """Another process plays two actions and dies without a clean exit."""
    crash_in_another_process(folder, [{"type": "add", "amount": 2}, {"type": "add", "amount": 1}])


def launch(qtbot, folder, settings, save_path=None):
    keeper = Autosave(folder, lookup=tally_lookup)
    window = app.open_window(save_path, keeper, settings, **OPTIONS)
    qtbot.addWidget(window)
    return window, keeper


def test_after_a_crash_the_game_is_offered_and_resumed(qtbot, tmp_path, settings, dialogs):
    crash_with_a_game_in_progress(tmp_path)
    dialogs.answer = QMessageBox.StandardButton.Yes
    window, keeper = launch(qtbot, tmp_path, settings)
    assert dialogs.calls[0][1] == "Resume the last game?"
    assert "2 moves played" in dialogs.calls[0][2]
    assert window.session.match.state.scores() == [2, 1]
    keeper.finish()


def test_a_crashed_game_with_no_move_played_is_discarded_without_a_word(qtbot, tmp_path, settings, dialogs):
    crash_in_another_process(tmp_path, [])
    assert (tmp_path / "autosave.babelworks").exists(), "the game was autosaved at its start"
    window, keeper = launch(qtbot, tmp_path, settings)
    assert dialogs.calls == []  # neither "Resume the last game?" nor "The last game is kept"
    assert window.session.match is None and window.start_page.continue_button.isHidden()
    assert not (tmp_path / "autosave.babelworks").exists()
    assert not list(tmp_path.glob("crashed-game-*"))
    keeper.finish()


def _kept_game(dialogs) -> Path:
    """The file the player was told the crashed game is kept in."""
    told = [text for kind, title, text in dialogs.calls if title == "The last game is kept"]
    assert len(told) == 1
    return Path(told[0].split(" is kept in ")[1].split(". Open it")[0])


def test_declining_the_offer_starts_empty_and_keeps_the_game(qtbot, tmp_path, settings, dialogs):
    crash_with_a_game_in_progress(tmp_path)
    dialogs.answer = QMessageBox.StandardButton.No
    window, keeper = launch(qtbot, tmp_path, settings)
    assert window.session.match is None
    start = window.start_page
    assert start.continue_button.isHidden()  # declined: nothing left to continue
    recent = [start.recent.item(i).data(Qt.ItemDataRole.UserRole) for i in range(start.recent.count())]
    assert recent == [str(_kept_game(dialogs))]
    window.session.start(tally_match(seed=99))  # autosaves over autosave.babelworks
    kept = read_save(_kept_game(dialogs), tally_lookup)
    assert kept.state.scores() == [2, 1]
    keeper.finish()


def test_a_file_named_after_a_crash_never_destroys_the_crashed_game(qtbot, tmp_path, settings, dialogs):
    crash_with_a_game_in_progress(tmp_path)
    named = tmp_path / "named.babelworks"
    write_save(named, tally_match(seed=77))
    dialogs.answer = QMessageBox.StandardButton.No
    window, keeper = launch(qtbot, tmp_path, settings, str(named))
    assert dialogs.calls[0][1] == "Resume the last game?" and "named.babelworks" in dialogs.calls[0][2]
    assert window.session.match.setup.seed == 77  # the named file is open...
    assert read_save(_kept_game(dialogs), tally_lookup).state.scores() == [2, 1]  # ...and kept
    keeper.finish()


def test_a_file_named_after_a_crash_waits_while_the_crashed_game_resumes(qtbot, tmp_path, settings, dialogs):
    crash_with_a_game_in_progress(tmp_path)
    named = tmp_path / "named.babelworks"
    write_save(named, tally_match(seed=77))
    dialogs.answer = QMessageBox.StandardButton.Yes
    window, keeper = launch(qtbot, tmp_path, settings, str(named))
    assert window.session.match.state.scores() == [2, 1]
    assert "was not opened" in window.statusBar().currentMessage()
    keeper.finish()


def test_autosave_off_is_told_once_in_words(qtbot, tmp_path, settings, dialogs):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    window, keeper = launch(qtbot, blocker / "appdata", settings)
    warnings = [call for call in dialogs.calls if call[1] == "Autosave is off"]
    assert len(warnings) == 1 and "cannot write in" in warnings[0][2]
    window.session.start(tally_match())
    window.session.dispatch({"type": "add", "amount": 1})
    assert len([call for call in dialogs.calls if call[1] == "Autosave is off"]) == 1
    window.session.mark_saved()


def test_after_a_clean_exit_nothing_is_offered(qtbot, tmp_path, settings, dialogs):
    window, keeper = launch(qtbot, tmp_path, settings)
    window.session.start(tally_match())
    keeper.finish()  # what main() does when the event loop ends
    window.session.modified = False
    window.close()
    window, keeper = launch(qtbot, tmp_path, settings)
    assert dialogs.calls == []
    assert window.session.match is None
    keeper.finish()


def test_a_save_named_at_start_is_opened(qtbot, tmp_path, settings):
    saved = tmp_path / "named.babelworks"
    write_save(saved, tally_match(seed=77))
    window, keeper = launch(qtbot, tmp_path / "data", settings, str(saved))
    assert window.session.match.setup.seed == 77
    assert window.save_path == saved
    keeper.finish()


def test_main_runs_until_the_window_closes_and_exits_cleanly(qtbot, monkeypatch, tmp_path):
    monkeypatch.setattr("babelworks.ui.app.Autosave", lambda: Autosave(tmp_path, tally_lookup))
    monkeypatch.setattr("babelworks.ui.app.log_to_file", lambda: None)  # keep the root logger as is
    QTimer.singleShot(500, QApplication.closeAllWindows)
    assert app.main() == 0
    assert not (tmp_path / "session.lock").exists()


def test_unexpected_errors_are_logged_and_told(qtbot, monkeypatch, dialogs, tmp_path):
    import logging

    configured = {}
    monkeypatch.setattr(logging, "basicConfig", lambda **options: configured.update(options))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    path = app.log_to_file()
    assert configured["filename"] == path and path.parent.is_dir()
    assert str(tmp_path) in str(path)  # the isolated state folder, not the user's
    sys.excepthook(ValueError, ValueError("boom"), None)
    kind, _, text = dialogs.calls[-1]
    assert kind == "critical" and "boom" in text and str(path) in text
