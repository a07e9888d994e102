"""The replay window's menus and keys: Replay (moving, playing, bookmarks, take over), View."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace

from PySide6.QtCore import QKeyCombination, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from babelworks.core import words as phrases
from babelworks.i18n import shown, translate

Key = Qt.Key
Mod = Qt.KeyboardModifier

#: action name -> (menu text, shown when the menu is made, its keys, the window's method); the
#: keys also work when no menu has them
MOVES: dict[str, tuple[phrases.Phrase, list[Key | QKeyCombination], str]] = {
    "step_back": (phrases.translate("Replay menu", "One action &back"), [Key.Key_Left], "step_back"),
    "step_forward": (
        phrases.translate("Replay menu", "One action &forward"),
        [Key.Key_Right],
        "step_forward",
    ),
    "turn_back": (
        phrases.translate("Replay menu", "Start of this &turn / the turn before"),
        [Key.Key_PageUp],
        "turn_back",
    ),
    "turn_forward": (
        phrases.translate("Replay menu", "Start of the &next turn"),
        [Key.Key_PageDown],
        "turn_forward",
    ),
    "round_back": (
        phrases.translate("Replay menu", "Start of this &round / the round before"),
        [Mod.ControlModifier | Key.Key_PageUp],
        "round_back",
    ),
    "round_forward": (
        phrases.translate("Replay menu", "Start of the ne&xt round"),
        [Mod.ControlModifier | Key.Key_PageDown],
        "round_forward",
    ),
    "start": (phrases.translate("Replay menu", "The &set-up"), [Key.Key_Home], "to_start"),
    "end": (phrases.translate("Replay menu", "The &end"), [Key.Key_End], "to_end"),
    "play": (phrases.translate("Replay menu", "&Play / pause"), [Key.Key_Space], "toggle_play"),
}


def _action(window, text: str, slot, keys=None, tip: str = "") -> QAction:
    action = QAction(shown(text), window)
    if keys:
        action.setShortcuts([QKeySequence(key) for key in keys])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    if tip:
        action.setStatusTip(shown(tip))
    action.triggered.connect(lambda _checked=False: slot())
    return action


def build_menus(window) -> SimpleNamespace:
    """The Replay and View menus of ``window`` (a ReplayWindow); returns the actions by name."""
    acts = SimpleNamespace()
    menu = window.menuBar().addMenu(translate("Replay menu", "&Replay"))
    for name, (text, keys, method) in MOVES.items():
        setattr(acts, name, _action(window, text, getattr(window, method), keys))
        menu.addAction(getattr(acts, name))
    moving = translate("Replay menu", "Show rolls and verdicts &moving")
    acts.motion = QAction(moving, window, checkable=True, checked=True)
    acts.motion.setStatusTip(
        translate("Replay menu", "Stepping forward over a roll or a verdict shows it as it happened")
    )
    menu.addAction(acts.motion)
    menu.addSeparator()
    _bookmark_actions(window, acts, menu)
    menu.addSeparator()
    acts.take_over = _action(
        window,
        translate("Replay menu", "&Take over from here…"),
        window.take_over,
        [Mod.ControlModifier | Key.Key_T],
        translate("Replay menu", "Start a new game from this position, in a save of its own"),
    )
    close = translate("Replay menu", "&Close the replay")
    acts.close = _action(window, close, window.close, [QKeySequence.StandardKey.Close])
    menu.addAction(acts.take_over)
    menu.addAction(acts.close)
    acts.view_menu = window.menuBar().addMenu(translate("Replay menu", "&View"))
    acts.panels_menu = QMenu(translate("Replay menu", "&Panels"), acts.view_menu)
    acts.view_menu.addMenu(acts.panels_menu)
    return acts


def _bookmark_actions(window, acts: SimpleNamespace, menu: QMenu) -> None:
    acts.bookmark = _action(
        window,
        translate("Replay menu", "&Bookmark this move…"),
        window.bookmark,
        [Mod.ControlModifier | Key.Key_B],
        translate("Replay menu", "Mark the move just shown, with a note"),
    )
    unbookmark = translate("Replay menu", "Remove this move's bookmark")
    acts.unbookmark = _action(window, unbookmark, window.remove_bookmark)
    acts.save_notes = _action(
        window,
        translate("Replay menu", "Save the &bookmarks"),
        window.save_bookmarks,
        [QKeySequence.StandardKey.Save],
        translate("Replay menu", "Keep the bookmarks and notes in the game's save file"),
    )
    acts.export_moves = _action(
        window,
        translate("Replay menu", "&Export the move list…"),
        window.export_moves,
        tip=translate("Replay menu", "Write every move in words to a text file"),
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
