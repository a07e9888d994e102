"""No text is cut at 1280x800: the start page, each game's table, its end screen, the New Game dialog.

Every visible label, button and item view is walked (``tests/ui/text_fit.py``).
The shell's own widgets must fit; the per-game panels (docks a game's table adds,
overlays on the 3D view) are checked in a test of their own per game.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDockWidget, QWidget

from babelworks import registry
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.session import Session
from babelworks.ui.main_window import MainWindow
from babelworks.ui.new_game_dialog import NewGameDialog
from tests.ui.test_end_screen import finish
from tests.ui.text_fit import cut_texts

pytestmark = pytest.mark.gl
SIZE = (1280, 800)
SHELL_DOCKS = {"dock:Game log", "dock:Moves"}


def window_at_size(qtbot, settings) -> MainWindow:
    window = MainWindow(Session(None), settings)
    qtbot.addWidget(window)
    window.resize(*SIZE)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.size().toTuple() == SIZE)
    return window


def start(window, game_id: str, seed: int = 4) -> None:
    window.session.start(Match(registry.get_game(game_id), Setup(game_id, 2, seed, {}, seat_defaults(2))))
    if window.tables.curtain.isVisible():
        window.tables.curtain.button.click()
    settle()


def settle() -> None:
    """Let the layouts take the new texts in (they update on posted events)."""
    for _ in range(5):
        QCoreApplication.processEvents()


def belongs_to_game(widget: QWidget, window: MainWindow) -> bool:
    """True for a widget in a game's own dock or on the 3D view (the game's overlays)."""
    while widget is not None and widget is not window:
        if isinstance(widget, QDockWidget):
            return widget.objectName() not in SHELL_DOCKS
        if widget is window.view:
            return True
        widget = widget.parentWidget()
    return False


def described(cut) -> list[str]:
    return [
        f"{type(widget).__name__} {widget.objectName()!r} ({widget.width()} px): {text[:80]!r}"
        for widget, text in cut
    ]


def test_start_page_text_fits(qtbot, settings):
    window = window_at_size(qtbot, settings)
    assert described(cut_texts(window)) == []


def test_new_game_dialog_text_fits_for_every_game(qtbot, settings):
    dialog = NewGameDialog(registry.games(), settings)
    qtbot.addWidget(dialog)
    dialog.show()
    for game_id in registry.ENTRIES:
        dialog.game_box.setCurrentIndex(dialog.game_box.findData(game_id))
        dialog.players_box.setValue(dialog.players_box.maximum())
        dialog.adjustSize()
        assert described(cut_texts(dialog)) == [], game_id


@pytest.mark.parametrize("game_id", list(registry.ENTRIES))
def test_shell_text_fits_in_each_game_and_its_end_screen(qtbot, settings, game_id):
    window = window_at_size(qtbot, settings)
    start(window, game_id)
    shell = [(w, t) for w, t in cut_texts(window) if not belongs_to_game(w, window)]
    assert described(shell) == []
    finish(window, game_id)
    settle()
    assert described(cut_texts(window.end_screen)) == []


@pytest.mark.parametrize("game_id", list(registry.ENTRIES))
def test_game_panel_text_fits(qtbot, settings, game_id):
    window = window_at_size(qtbot, settings)
    start(window, game_id)
    own = [(w, t) for w, t in cut_texts(window) if belongs_to_game(w, window)]
    assert described(own) == []
    finish(window, game_id)
    settle()
    assert window.size().toTuple() == SIZE, "the game's docks made the window grow"
    own = [(w, t) for w, t in cut_texts(window) if belongs_to_game(w, window)]
    assert described(own) == []


def test_the_walk_finds_cut_text(qtbot):
    """The checker itself: a cut label, button and list item are found; elided-with-tooltip is not."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel, QListWidget, QPushButton, QTabBar

    root = QWidget()
    qtbot.addWidget(root)
    root.resize(200, 300)
    QLabel("A very long label that cannot fit", root).setGeometry(0, 0, 60, 20)
    QPushButton("A very long button text", root).setGeometry(0, 30, 60, 30)
    elided = QLabel("Short…", root)
    elided.setToolTip("Short words made long on purpose")
    elided.setGeometry(0, 60, 40, 20)
    items = QListWidget(root)
    items.setGeometry(0, 90, 80, 100)
    items.addItem("A long item in a list view")
    tabs = QTabBar(root)
    tabs.setElideMode(Qt.TextElideMode.ElideRight)
    tabs.addTab("A long tab title")
    tabs.setTabToolTip(0, "A long tab title")  # as Qt does for dock tabs: not deliberate
    tabs.setGeometry(0, 200, 80, 30)
    root.show()
    qtbot.waitExposed(root)
    assert [text for _, text in cut_texts(root)] == [
        "A very long label that cannot fit",
        "A very long button text",
        "A long item in a list view",
        "A long tab title",
    ]
