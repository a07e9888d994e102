"""Undo/redo from the Edit menu and via the standard shortcuts (the issue's Done-when line)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence

pytestmark = pytest.mark.gl  # the window holds a GL table view (Xvfb)

ADD1 = {"type": "add", "amount": 1}
ADD2 = {"type": "add", "amount": 2}


def menu_action(window, menu_title: str, text_start: str):
    """The action in the window's menu bar whose text starts with ``text_start``."""
    for top in window.menuBar().actions():
        if top.text().replace("&", "") == menu_title:
            for action in top.menu().actions():
                if action.text().replace("&", "").startswith(text_start):
                    return action
    raise AssertionError(f"No {menu_title} > {text_start}… in the menus")


def press(qtbot, window, key: QKeySequence.StandardKey):
    """Press the platform's first key combination for a standard key."""
    combination = QKeySequence.keyBindings(key)[0][0]
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)  # shortcuts go to the active window
    qtbot.keyClick(window.view, combination.key(), combination.keyboardModifiers())


def test_edit_menu_undo_and_redo_say_what_and_work(window):
    undo = menu_action(window, "Edit", "Undo")
    redo = menu_action(window, "Edit", "Redo")
    assert not undo.isEnabled() and not redo.isEnabled()
    window.session.dispatch(ADD1)
    window.session.dispatch(ADD2)
    assert undo.isEnabled() and undo.text().replace("&", "") == "Undo Player 2 adds 2"
    undo.trigger()
    assert window.session.match.state.scores() == [1, 0]
    assert redo.isEnabled() and redo.text().replace("&", "") == "Redo Player 2 adds 2"
    redo.trigger()
    assert window.session.match.state.scores() == [1, 2]
    assert not redo.isEnabled()


def test_edit_menu_cannot_undo_a_draw(window):
    window.session.dispatch(ADD1)
    window.session.dispatch({"type": "draw"})
    assert not menu_action(window, "Edit", "Undo").isEnabled()


@pytest.mark.parametrize("standard", [QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Redo])
def test_actions_carry_the_standard_keys(window, standard):
    name = "undo" if standard == QKeySequence.StandardKey.Undo else "redo"
    action = getattr(window.acts, name)
    assert QKeySequence.keyBindings(standard), "the platform gives standard keys here"
    assert action.shortcuts() == QKeySequence.keyBindings(standard)


def test_standard_shortcuts_undo_and_redo(window, qtbot):
    window.session.dispatch(ADD2)
    window.session.dispatch(ADD1)
    press(qtbot, window, QKeySequence.StandardKey.Undo)
    assert window.session.match.state.scores() == [2, 0]
    press(qtbot, window, QKeySequence.StandardKey.Undo)
    assert window.session.match.state.scores() == [0, 0]
    press(qtbot, window, QKeySequence.StandardKey.Redo)
    assert window.session.match.state.scores() == [2, 0]
    press(qtbot, window, QKeySequence.StandardKey.Redo)
    assert window.session.match.state.scores() == [2, 1]


def test_fallback_keys_only_where_the_platform_has_none():
    from babelworks.ui.menus import standard_keys

    assert standard_keys(QKeySequence.StandardKey.UnknownKey, "Ctrl+Q") == [QKeySequence("Ctrl+Q")]
    assert standard_keys(QKeySequence.StandardKey.Undo, "F9") == QKeySequence.keyBindings(
        QKeySequence.StandardKey.Undo
    )
