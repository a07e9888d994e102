"""The window's own words and the rules' lines it shows go through Qt's translation machinery
(issue 40): with a translator that brackets every line installed before the window is made,
the menus, the status bar (turn, phase, a refusal), the game log, the Moves panel, the
scoreboard's headings, the docks, the start page, the end screen's buttons and the New game
dialog show bracketed lines, and each line of the rules (a Phrase) is bracketed as a whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget

from babelworks import registry
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.session import Session
from babelworks.ui.new_game_dialog import NewGameDialog
from tests.pseudo_translation import bracketed, install, reads_translated
from tests.ui.conftest import pass_first_curtain

pytestmark = pytest.mark.gl
GAME = "rise-of-babel"  # an engine whose lines are Phrases, with a table of its own


@pytest.fixture
def bracketing(qapp):
    """Every line translated to ``⟦line⟧`` while the test runs."""
    translator = install(qapp)
    yield translator
    QCoreApplication.removeTranslator(translator)


@pytest.fixture
def window(qtbot, tmp_path, bracketing):
    """A shown main window, made under the bracketing translator, playing a 2-seat game
    with one move played."""
    from babelworks.ui.main_window import MainWindow

    window = MainWindow(Session(), QSettings(str(tmp_path / "w.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.session.start(Match(registry.get_game(GAME), Setup(GAME, 2, 3, {}, seat_defaults(2))))
    pass_first_curtain(window)
    window.session.dispatch(window.session.match.state.legal_actions()[0])
    pass_first_curtain(window)
    window.session.mark_saved()
    return window


def rows(model) -> list[str]:
    return [model.data(model.index(row, 0), Qt.ItemDataRole.DisplayRole) for row in range(model.rowCount())]


def test_the_menus_and_the_docks_are_translated(window):
    assert all(bracketed(action.text()) for action in window.menuBar().actions())
    own = [action for action in vars(window.acts).values() if isinstance(action, QAction)]
    assert len(own) > 15 and all(bracketed(action.text()) for action in own), [a.text() for a in own]
    assert all(bracketed(action.statusTip()) for action in own if action.statusTip())
    titles = {dock.objectName(): dock.windowTitle() for dock in window.findChildren(QDockWidget)}
    assert titles["dock:Game log"] == "⟦Log⟧" and titles["dock:Moves"] == "⟦Moves⟧"  # named in English


def test_the_status_bar_log_and_moves_show_the_rules_lines_translated(window):
    assert reads_translated(window.turn_label.text()) and reads_translated(window.phase_label.text())
    log = rows(window.findChild(QDockWidget, "dock:Game log").widget().model())
    assert len(log) == 1 and reads_translated(log[0]), log
    moves = rows(window.findChild(QDockWidget, "dock:Moves").widget().model())
    assert moves and all(reads_translated(line) for line in moves), moves[:3]
    scores = window.scoreboard.model()
    assert [scores.headerData(c, Qt.Orientation.Horizontal) for c in range(2)] == ["⟦Player⟧", "⟦Score⟧"]
    window.session.resolve_chance()  # nothing awaits the table: the session says so
    assert window.statusBar().currentMessage() == "⟦Nothing is waiting for the table to decide.⟧"


def test_the_start_page_end_screen_and_new_game_dialog_are_translated(window):
    page = window.start_page
    assert all(bracketed(b.text()) for b in (page.new_button, page.continue_button, page.open_button))
    card = page.cards[GAME]
    assert bracketed(card.play.text()) and bracketed(card.play.toolTip())
    end = window.end_screen
    buttons = (end.export_button, end.replay_button, end.new_button, end.close_button)
    assert all(bracketed(b.text()) and bracketed(b.toolTip()) for b in buttons)
    dialog = NewGameDialog(window.games, window.settings, window, GAME)
    seat = dialog._rows[1]
    assert bracketed(dialog.windowTitle()) and bracketed(seat.player_box.itemText(0))
    assert reads_translated(seat.colour_button.toolTip())
    dialog.deleteLater()
