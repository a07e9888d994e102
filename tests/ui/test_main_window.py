"""The main window: menus, status bar, docks, files, help and remembered geometry."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDockWidget, QLabel, QListWidget, QPlainTextEdit, QTextBrowser

from babelworks.core.hashing import state_hash
from babelworks.core.savefile import write_save
from tests.session.conftest import tally_match
from tests.ui.conftest import make_window
from tests.ui.test_edit_undo_redo import menu_action

pytestmark = pytest.mark.gl  # the window holds a GL table view (Xvfb)

ADD1 = {"type": "add", "amount": 1}


def menu_texts(window, title: str) -> list[str]:
    for top in window.menuBar().actions():
        if top.text().replace("&", "") == title:
            return [a.text().replace("&", "") for a in top.menu().actions() if a.text()]
    raise AssertionError(title)


def test_menus_hold_what_the_issue_lists(window):
    assert menu_texts(window, "File") == [
        "New game…",
        "Open…",
        "Open recent",
        "Save",
        "Save As…",
        "Watch a replay…",
        "Watch this game again",
        "Export snapshot…",
        "Export the final city…",
        "Quit",
    ]
    assert menu_texts(window, "Edit") == ["Undo", "Redo"]
    assert menu_texts(window, "View") == [
        "Reset camera",
        "Camera",
        "Panels",
        "Full-screen table",
        "Colour-blind seat colours",
        "Reset layout",
        "Computer players",
        "All hands open",
    ]
    assert menu_texts(window, "Help") == [
        "Suggest a move",
        "Allow hints between people",
        "Rules summary",
        "Learn to play",  # issue 37: each game's tutorial (none for the test game: disabled)
        "Keyboard shortcuts",
        "About babelworks",
        "About Qt",
    ]
    export = menu_action(window, "File", "Export")
    assert export.isEnabled() and ".glb" in export.toolTip()
    assert not window.acts.quit.shortcut().isEmpty()


def test_status_bar_says_whose_turn_and_phase(window):
    assert window.turn_label.text() == "Turn: Player 1"
    assert window.phase_label.text() == "Phase: Counting"
    window.session.dispatch(ADD1)
    assert window.turn_label.text() == "Turn: Player 2"


def test_illegal_action_is_explained_and_changes_nothing(window):
    before = state_hash(window.session.match.state)
    assert not window.session.dispatch({"type": "add", "amount": 9})
    assert "cannot add" in window.statusBar().currentMessage()
    assert state_hash(window.session.match.state) == before


def test_game_over_names_the_winner(window):
    window.session.start(tally_match(target=1))
    window.session.dispatch(ADD1)
    assert window.turn_label.text() == "Game over"
    assert window.end_screen.isVisible()
    assert window.end_screen.title.text() == "Player 1 wins!"


def test_panels_show_and_hide_from_the_view_menu(window):
    toggles = {a.text(): a for a in window.acts.panels_menu.actions()}
    assert set(toggles) == {"Scoreboard", "Game log", "Moves"}
    toggles["Scoreboard"].trigger()
    assert not window.scoreboard.isVisibleTo(window.view)
    toggles["Scoreboard"].trigger()
    assert window.scoreboard.isVisibleTo(window.view)
    dock = window.findChild(QDockWidget, "dock:Game log")
    assert dock.isVisible()
    toggles["Game log"].trigger()
    assert not dock.isVisible()
    toggles["Game log"].trigger()
    assert dock.isVisible()


def test_save_then_open_restores_the_same_game(window, dialogs, tmp_path, qtbot, settings):
    window.session.dispatch(ADD1)
    window.session.dispatch({"type": "draw"})
    dialogs.path = str(tmp_path / "evening")
    assert window.save()
    saved = tmp_path / "evening.babelworks"
    assert saved.exists() and not window.session.modified
    assert "evening.babelworks" in window.windowTitle()
    other = make_window(qtbot, settings, start=False)
    dialogs.path = str(saved)
    assert other.open_file()
    assert state_hash(other.session.match.state) == state_hash(window.session.match.state)
    assert other.session.log_texts == window.session.log_texts


def test_a_broken_save_is_refused_with_a_message(window, dialogs, tmp_path):
    before = state_hash(window.session.match.state)
    broken = tmp_path / "broken.babelworks"
    broken.write_text('{"format": "babelworks-save", "version": 1, "game": ')
    assert not window.open_file(str(broken))
    kind, title, _ = dialogs.calls[-1]
    assert (kind, title) == ("warning", "Cannot open this file")
    assert state_hash(window.session.match.state) == before


def test_unsaved_game_asks_before_it_is_replaced(window, dialogs, tmp_path):
    good = tmp_path / "good.babelworks"
    write_save(good, tally_match(seed=5))
    window.session.dispatch(ADD1)
    dialogs.answer = dialogs.answer.Cancel
    assert not window.open_file(str(good))
    assert window.session.match.log == [ADD1]
    dialogs.answer = dialogs.answer.Discard
    assert window.open_file(str(good))
    assert window.session.match.setup.seed == 5


def test_geometry_and_docks_persist(qtbot, settings):
    # pytest-xvfb's screen is 800x600 and restoreGeometry keeps windows on screen.
    first = make_window(qtbot, settings)
    first.resize(700, 500)
    qtbot.waitUntil(lambda: first.size().toTuple() == (700, 500))
    toggle(first, "Game log").trigger()  # hide the log's dock
    first.close()
    second = make_window(qtbot, settings)
    qtbot.waitUntil(lambda: second.size().toTuple() == (700, 500))
    assert not toggle(second, "Game log").isChecked()


def toggle(window, title: str):
    """View > Panels' show/hide entry for ``title``."""
    return next(a for a in window.acts.panels_menu.actions() if a.text() == title)


def test_rules_summary_reads_the_game_text_or_says_none(window, monkeypatch, tmp_path):
    dialog = window.show_rules()
    assert "no rules summary for Tally yet" in dialog.findChild(QTextBrowser, "helpText").toPlainText()
    (tmp_path / "tally").mkdir()
    (tmp_path / "tally" / "rules_summary.md").write_text("# Tally\n\nAdd up to twelve.")
    monkeypatch.setattr("babelworks.ui.help.assets_dir", lambda: tmp_path)
    dialog = window.show_rules()
    assert "Add up to twelve." in dialog.findChild(QTextBrowser, "helpText").toPlainText()


def test_shortcuts_and_about(window, dialogs):
    import babelworks

    text = window.show_shortcuts().findChild(QTextBrowser, "helpText").toPlainText()
    assert "Undo" in text and "Orbit" in text and "top camera" in text
    about = window.show_about()
    assert (
        babelworks.__version__ in about.findChild(QLabel).text() and "MIT" in about.findChild(QLabel).text()
    )
    listing = about.findChild(QListWidget, "thirdParty")
    names = [listing.item(row).text().split()[0] for row in range(listing.count())]
    assert {"Python", "PySide6_Essentials", "pybullet", "numpy", "pyqtgraph", "PyOpenGL"} <= set(names)
    listing.setCurrentRow(names.index("pybullet"))
    assert "zlib" in about.findChild(QPlainTextEdit, "licenceText").toPlainText().lower()
    listing.setCurrentRow(names.index("PySide6_Essentials"))
    assert "LESSER GENERAL PUBLIC LICENSE" in about.findChild(QPlainTextEdit, "licenceText").toPlainText()
    about.close()


def test_every_action_is_autosaved(window, autosave):
    window.session.dispatch(ADD1)
    assert Path(autosave.path).exists()
    assert autosave.resumable().log == [ADD1]


def test_camera_presets_from_the_view_menu(window):
    top = [a for a in window.acts.camera_menu.actions() if a.text() == "Top"][0]
    top.trigger()
    assert window.view.camera_pose().elevation == 90.0
    window.acts.reset_camera.trigger()
    assert window.view.camera_pose().elevation != 90.0


def test_file_open_from_the_menu_asks_for_a_file_and_opens_it(window, dialogs, tmp_path):
    chosen = tmp_path / "chosen.babelworks"
    write_save(chosen, tally_match(seed=31))
    dialogs.path = str(chosen)
    window.acts.open.trigger()  # the menu's own action, as File > Open and Ctrl+O do
    assert dialogs.calls[0][0] == "getOpenFileName"
    assert window.session.match.setup.seed == 31 and window.save_path == chosen


def test_save_offers_a_named_file_in_a_folder_that_exists(window, dialogs, tmp_path, settings):
    settings.setValue("files/folder", str(tmp_path / "gone"))  # the last folder was deleted
    window.save_as()  # cancelled: the recorder answers ""
    kind, _, offered = dialogs.calls[-1]
    assert kind == "getSaveFileName"
    offered = Path(offered)
    assert offered.parent.is_dir() and offered.name.startswith("Tally ") and offered.suffix == ".babelworks"
