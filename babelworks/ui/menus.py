"""The main window's menus and actions: File, Edit, View, Help.

Standard keys come from QKeySequence.StandardKey; a fallback is added only where
the platform gives none (Quit is empty on some platforms, FINDINGS).
"""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu
from shiboken6 import isValid

from babelworks.core import words as phrases
from babelworks.i18n import shown, translate
from babelworks.registry import tutorial_games
from babelworks.scene.camera import CAMERA_PRESETS
from babelworks.ui.recent_files import forget_files, recent_files
from babelworks.ui.tutorial import Tutorials

Std = QKeySequence.StandardKey
# A standard key and the key used where the platform has none.
Keys = tuple[QKeySequence.StandardKey, str]
# The File menu's actions: name -> (words, status tip, the window's method, its keys or None);
# Phrases, shown when the menu is made
FILE_ACTIONS: dict[str, tuple[phrases.Phrase, phrases.Phrase, str, Keys | None]] = {
    "new_game": (
        phrases.translate("Menus", "&New game…"),
        phrases.translate("Menus", "Set up a new game"),
        "new_game",
        (Std.New, "Ctrl+N"),  # not shown: a key sequence
    ),
    "open": (
        phrases.translate("Menus", "&Open…"),
        phrases.translate("Menus", "Open a saved game"),
        "open_file",
        (Std.Open, "Ctrl+O"),  # not shown: a key sequence
    ),
    "save": (
        phrases.translate("Menus", "&Save"),
        phrases.translate("Menus", "Save the game"),
        "save",
        (Std.Save, "Ctrl+S"),  # not shown: a key sequence
    ),
    "save_as": (
        phrases.translate("Menus", "Save &As…"),
        phrases.translate("Menus", "Save the game under a new name"),
        "save_as",
        (Std.SaveAs, "Ctrl+Shift+S"),  # not shown: a key sequence
    ),
    "watch_replay": (
        phrases.translate("Menus", "&Watch a replay…"),
        phrases.translate("Menus", "Watch a saved game again, from any move"),
        "watch_replay",
        None,
    ),
    "watch_again": (
        phrases.translate("Menus", "Watch this game a&gain"),
        phrases.translate("Menus", "Replay the game on the table from its first move"),
        "watch_again",
        None,
    ),
    "export": (
        phrases.translate("Menus", "&Export snapshot…"),
        phrases.translate("Menus", "Save the table as a 3D model (.glb) and/or a picture (.png)"),
        "export_snapshot",
        None,
    ),
    "export_city": (
        phrases.translate("Menus", "Export the &final city…"),
        phrases.translate(
            "Menus", "When the game is over: keep the city you built as a 3D model and a picture"
        ),
        "export_final_city",
        None,
    ),
    "quit": (
        phrases.translate("Menus", "&Quit"),
        phrases.translate("Menus", "Leave babelworks"),
        "close",
        (Std.Quit, "Ctrl+Q"),  # not shown: a key sequence
    ),
}


def standard_keys(key: QKeySequence.StandardKey, fallback: str) -> list[QKeySequence]:
    """The platform's keys for ``key``, or ``fallback`` when the platform has none."""
    keys = QKeySequence.keyBindings(key)
    return keys if keys else [QKeySequence(fallback)]


def _action(
    window: QMainWindow, text: str, slot, keys: list[QKeySequence] | None = None, tip: str = ""
) -> QAction:
    action = QAction(text, window)
    if keys:
        action.setShortcuts(keys)
    if tip:
        action.setStatusTip(tip)
        action.setToolTip(tip)
    if slot is not None:
        # triggered(bool) would pass its "checked" flag as the slot's first argument
        # (File > Open once got False as the path): menu slots take no arguments.
        action.triggered.connect(lambda _checked=False: slot())
    return action


def build_menus(window) -> SimpleNamespace:
    """Create the menu bar of ``window`` (a MainWindow) and return its actions by name."""
    acts = SimpleNamespace()
    _file_menu(window, acts)
    _edit_menu(window, acts)
    _view_menu(window, acts)
    _help_menu(window, acts)
    return acts


def _file_actions(window, acts: SimpleNamespace) -> None:
    """The File menu's actions, each with its keys and status tip."""
    for name, (text, tip, method, keys) in FILE_ACTIONS.items():
        shortcuts = None if keys is None else standard_keys(*keys)
        setattr(acts, name, _action(window, shown(text), getattr(window, method), shortcuts, shown(tip)))
    acts.quit.setMenuRole(QAction.MenuRole.QuitRole)


def _file_menu(window, acts: SimpleNamespace) -> None:
    _file_actions(window, acts)
    menu = window.menuBar().addMenu(translate("Menus", "&File"))
    menu.addAction(acts.new_game)
    menu.addAction(acts.open)
    acts.recent_menu = menu.addMenu(translate("Menus", "Open &recent"))
    acts.recent_menu.aboutToShow.connect(lambda: _fill_recent(window, acts.recent_menu))
    for action in (
        acts.save,
        acts.save_as,
        acts.watch_replay,
        acts.watch_again,
        acts.export,
        acts.export_city,
    ):
        menu.addAction(action)
    menu.addSeparator()
    menu.addAction(acts.quit)


def _fill_recent(window, menu: QMenu) -> None:
    """File > Open recent: the last ten files (ui/recent_files.py), then Clear the list."""
    menu.clear()
    files = recent_files(window.settings)
    for number, path in enumerate(files, start=1):
        action = menu.addAction(f"&{number % 10} {path.stem}")
        action.setToolTip(str(path))
        action.setStatusTip(str(path))
        action.triggered.connect(lambda _=False, chosen=str(path): window.open_file(chosen))
    if not files:
        menu.addAction(translate("Menus", "No saved games yet")).setEnabled(False)
        return
    menu.addSeparator()
    menu.addAction(translate("Menus", "&Clear the list"), lambda: forget_files(window.settings))


def _edit_menu(window, acts: SimpleNamespace) -> None:
    menu = window.menuBar().addMenu(translate("Menus", "&Edit"))
    session, stack = window.session, window.session.undo_stack
    # Undo follows the session's policy (back to a person's own last move past the
    # computers' moves: Session.take_back); redo is the stack's own action.
    acts.undo = QAction(translate("Menus", "&Undo"), window)
    acts.undo.triggered.connect(lambda _=False: session.take_back())

    def refresh_undo(*_) -> None:
        if not isValid(acts.undo) or not isValid(stack):
            return  # the window is closing; the session may live on
        move = stack.undoText()
        acts.undo.setText(
            translate("Menus", "&Undo {move}").format(move=move) if move else translate("Menus", "&Undo")
        )
        acts.undo.setEnabled(session.can_take_back())

    for changed in (stack.canUndoChanged, stack.undoTextChanged, session.state_changed):
        changed.connect(refresh_undo)
    refresh_undo()
    acts.undo.setShortcuts(standard_keys(Std.Undo, "Ctrl+Z"))  # not shown: a key sequence
    acts.redo = stack.createRedoAction(window, translate("Menus", "&Redo"))
    acts.redo.setShortcuts(standard_keys(Std.Redo, "Ctrl+Shift+Z"))  # not shown: a key sequence
    menu.addAction(acts.undo)
    menu.addAction(acts.redo)


def _view_menu(window, acts: SimpleNamespace) -> None:
    menu = window.menuBar().addMenu(translate("Menus", "&View"))
    acts.view_menu = menu  # the computer players' speed joins it (ui/computer_players.py)
    acts.reset_camera = _action(
        window,
        translate("Menus", "&Reset camera"),
        lambda: _home_view(window),
        [QKeySequence("Ctrl+0")],
        translate("Menus", "Look at the table as your turn shows it again"),
    )
    menu.addAction(acts.reset_camera)
    acts.camera_menu = menu.addMenu(translate("Menus", "&Camera"))
    for number, name in enumerate(CAMERA_PRESETS, start=1):
        text, tip = camera_words(name)
        view_from = _action(window, text, None, [QKeySequence(f"Ctrl+{number}")], tip)
        view_from.triggered.connect(lambda _=False, preset=name: window.view.set_camera_preset(preset))
        acts.camera_menu.addAction(view_from)
    menu.addSeparator()
    acts.panels_menu = QMenu(translate("Menus", "&Panels"), menu)
    menu.addMenu(acts.panels_menu)


def camera_words(preset: str) -> tuple[str, str]:
    """A camera preset's entry in View > Camera and its status tip, in the player's language."""
    known = {
        "overview": (
            translate("Camera presets", "Overview"),
            translate("Camera presets", "Look at the table from the overview camera"),
        ),
        "top": (
            translate("Camera presets", "Top"),
            translate("Camera presets", "Look at the table from the top camera"),
        ),
        "seat": (
            translate("Camera presets", "Seat"),
            translate("Camera presets", "Look at the table from the seat camera"),
        ),
        "close": (
            translate("Camera presets", "Close"),
            translate("Camera presets", "Look at the table from the close camera"),
        ),
    }
    tip = translate("Camera presets", "Look at the table from the {name} camera").format(name=preset)
    return known.get(preset, (preset.capitalize(), tip))


def _home_view(window) -> None:
    """The camera back where the game's table looks for this turn (the overview without one)."""
    table = window.tables.table
    if table is None:
        window.view.reset_camera()
    else:
        table.home_view()


def _help_menu(window, acts: SimpleNamespace) -> None:
    menu = window.menuBar().addMenu(translate("Menus", "&Help"))
    acts.help_menu = menu  # Suggest a move joins it (ui/suggest.py)
    acts.rules = _action(
        window,
        translate("Menus", "&Rules summary"),
        window.show_rules,
        standard_keys(Std.HelpContents, "F1"),
        translate("Menus", "The current game's rules in short"),
    )
    acts.shortcuts = _action(window, translate("Menus", "&Keyboard shortcuts"), window.show_shortcuts)
    acts.about = _action(window, translate("Menus", "&About babelworks"), window.show_about)
    acts.about.setMenuRole(QAction.MenuRole.AboutRole)
    acts.about_qt = _action(window, translate("Menus", "About &Qt"), QApplication.aboutQt)
    acts.about_qt.setMenuRole(QAction.MenuRole.AboutQtRole)
    for action in (acts.rules, acts.shortcuts, acts.about, acts.about_qt):
        menu.addAction(action)
    _learn_menu(window, acts, menu)


def _learn_menu(window, acts: SimpleNamespace, help_menu: QMenu) -> None:
    """Help > Learn to play: each game's tutorial (and the window's tutorials, made here:
    the start page's Learn to play buttons and a save made during a tutorial reach them)."""
    acts.tutorials = Tutorials(window)
    learn = QMenu(translate("Menus", "&Learn to play"), help_menu)
    help_menu.insertMenu(acts.shortcuts, learn)
    for game_id in tutorial_games():
        if game_id in window.games:
            name = window.games[game_id].name
            action = learn.addAction(translate("Menus", "{game}…").format(game=name))
            action.setStatusTip(
                translate("Menus", "A guided first game of {game}, taught at the table").format(game=name)
            )
            action.triggered.connect(lambda _=False, chosen=game_id: acts.tutorials.start(chosen))
    learn.setEnabled(not learn.isEmpty())
