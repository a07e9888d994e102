"""The replay window's menus and keys: Replay (moving, playing, bookmarks, take over), View."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace

from PySide6.QtCore import QKeyCombination, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

Key = Qt.Key
Mod = Qt.KeyboardModifier

#: action name -> (menu text, keys, window method); the keys also work when no menu has them
#: name -> (menu text, its keys, the window's method)
MOVES: dict[str, tuple[str, list[Key | QKeyCombination], str]] = {
    "step_back": ("One action &back", [Key.Key_Left], "step_back"),
    "step_forward": ("One action &forward", [Key.Key_Right], "step_forward"),
    "turn_back": ("Start of this &turn / the turn before", [Key.Key_PageUp], "turn_back"),
    "turn_forward": ("Start of the &next turn", [Key.Key_PageDown], "turn_forward"),
    "round_back": (
        "Start of this &round / the round before",
        [Mod.ControlModifier | Key.Key_PageUp],
        "round_back",
    ),
    "round_forward": ("Start of the ne&xt round", [Mod.ControlModifier | Key.Key_PageDown], "round_forward"),
    "start": ("The &set-up", [Key.Key_Home], "to_start"),
    "end": ("The &end", [Key.Key_End], "to_end"),
    "play": ("&Play / pause", [Key.Key_Space], "toggle_play"),
}


def _action(window, text: str, slot, keys=None, tip: str = "") -> QAction:
    action = QAction(text, window)
    if keys:
        action.setShortcuts([QKeySequence(key) for key in keys])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    if tip:
        action.setStatusTip(tip)
    action.triggered.connect(lambda _checked=False: slot())
    return action


def build_menus(window) -> SimpleNamespace:
    """The Replay and View menus of ``window`` (a ReplayWindow); returns the actions by name."""
    acts = SimpleNamespace()
    menu = window.menuBar().addMenu("&Replay")
    for name, (text, keys, method) in MOVES.items():
        setattr(acts, name, _action(window, text, getattr(window, method), keys))
        menu.addAction(getattr(acts, name))
    acts.motion = QAction("Show rolls and verdicts &moving", window, checkable=True, checked=True)
    acts.motion.setStatusTip("Stepping forward over a roll or a verdict shows it as it happened")
    menu.addAction(acts.motion)
    menu.addSeparator()
    _bookmark_actions(window, acts, menu)
    menu.addSeparator()
    acts.take_over = _action(
        window,
        "&Take over from here…",
        window.take_over,
        [Mod.ControlModifier | Key.Key_T],
        "Start a new game from this position, in a save of its own",
    )
    acts.close = _action(window, "&Close the replay", window.close, [QKeySequence.StandardKey.Close])
    menu.addAction(acts.take_over)
    menu.addAction(acts.close)
    acts.view_menu = window.menuBar().addMenu("&View")
    acts.panels_menu = QMenu("&Panels", acts.view_menu)
    acts.view_menu.addMenu(acts.panels_menu)
    return acts


def _bookmark_actions(window, acts: SimpleNamespace, menu: QMenu) -> None:
    acts.bookmark = _action(
        window,
        "&Bookmark this move…",
        window.bookmark,
        [Mod.ControlModifier | Key.Key_B],
        "Mark the move just shown, with a note",
    )
    acts.unbookmark = _action(window, "Remove this move's bookmark", window.remove_bookmark)
    acts.save_notes = _action(
        window,
        "Save the &bookmarks",
        window.save_bookmarks,
        [QKeySequence.StandardKey.Save],
        "Keep the bookmarks and notes in the game's save file",
    )
    acts.export_moves = _action(
        window, "&Export the move list…", window.export_moves, tip="Write every move in words to a text file"
    )
    for action in (acts.bookmark, acts.unbookmark, acts.save_notes, acts.export_moves):
        menu.addAction(action)


def key_slot(window, event) -> Callable[[], object] | None:
    """The window's method for a pressed key (the moves' keys), or None."""
    pressed = QKeySequence(event.keyCombination())
    for _text, keys, method in MOVES.values():
        if any(QKeySequence(key) == pressed for key in keys):
            return getattr(window, method)
    return None
