"""File > Watch a replay… and File > Watch this game again, from the main window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QMessageBox

from babelworks import registry
from babelworks.core.savefile import read_save
from babelworks.session import Session
from babelworks.ui.main_window import MainWindow
from babelworks.ui.replay.takeover import SeatsDialog


@pytest.fixture
def main_window(qtbot, tmp_path):
    window = MainWindow(Session(), QSettings(str(tmp_path / "w.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    yield window
    for replay in window.replays:
        replay.close()


def test_watch_a_replay_opens_the_viewer_and_refuses_a_broken_file(main_window, saves, tmp_path, monkeypatch):
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(saves["skyscrapers"]), ""))
    )
    main_window.acts.watch_replay.trigger()
    assert len(main_window.replays) == 1 and main_window.session.match is None
    broken = tmp_path / "broken.babelworks"
    broken.write_text('{"format": "babelworks-save"')
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: warned.append(a[2])))
    assert main_window.watch_replay(str(broken)) is None and "damaged" in warned[0]


def test_watch_again_then_take_over_plays_the_branch_here(main_window, saves, tmp_path, monkeypatch):
    assert main_window.open_file(str(saves["rise-of-babel"]))
    playing = main_window.session.match
    replay = main_window.watch_again()
    assert replay.recorded.log == playing.log and replay.recorded is not playing
    replay.go_to(40)
    monkeypatch.setattr(SeatsDialog, "exec", lambda self: SeatsDialog.DialogCode.Accepted)
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        staticmethod(lambda *a, **k: (str(tmp_path / "from40.babelworks"), "")),
    )
    written = replay.take_over()
    assert main_window.save_path == written and main_window.session.match.log == playing.log[:40]
    assert read_save(written, registry.get_game).log == playing.log[:40]


def test_take_over_gives_seat_2_to_a_computer_which_plays_it_here(
    qtbot, main_window, saves, tmp_path, monkeypatch
):
    original = saves["rise-of-babel"]
    before = original.read_bytes()
    replay = main_window.watch_replay(str(original))
    recorded = replay.recorded
    middle = len(recorded.log) // 2
    step = next(s for s in range(middle, len(recorded.log)) if recorded.state_at(s).current_player == 1)
    replay.go_to(step)
    main_window.computers.set_speed("instant")

    def choose(dialog):
        dialog.rows[1].set_player("random")
        return SeatsDialog.DialogCode.Accepted

    monkeypatch.setattr(SeatsDialog, "exec", choose)
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        staticmethod(lambda *a, **k: (str(tmp_path / "branch.babelworks"), "")),
    )
    written = replay.take_over()
    saved = read_save(written, registry.get_game)
    assert [seat.player for seat in saved.setup.seats] == ["person", "random"]
    # the New Game dialog's rule: a default name follows the choice ("Player 2" -> "Computer 2")
    assert saved.setup.seats[1].name == "Computer 2" and saved.log == recorded.log[:step]
    assert main_window.session.match.setup.seats[1].player == "random"
    # seat 2 is to act: its computer player moves on its own
    qtbot.waitUntil(lambda: len(main_window.session.match.log) > step, timeout=10_000)
    assert main_window.session.people() == [0]
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a: QMessageBox.StandardButton.Discard))
    assert original.read_bytes() == before
