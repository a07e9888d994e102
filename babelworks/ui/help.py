"""Help menu texts: the current game's rules summary, keyboard shortcuts, About."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMenu, QTextBrowser, QVBoxLayout, QWidget

import babelworks
from babelworks.core.assets import assets_dir
from babelworks.core.errors import ContentError

SUMMARY_FILE = "rules_summary.md"

# The viewport's own mouse and key controls (render/viewport.py), told in words.
CAMERA_CONTROLS = [
    ("Left-drag the table, or the arrow keys", "Orbit the camera around the table"),
    ("Left-drag a piece you may move", "Pick it up and drop it where it goes"),
    ("H (in the table view)", "Fold or unfold your hand of cards"),
    ("Right-drag, Ctrl+left-drag, middle-drag, or W A S D", "Pan"),
    ("Mouse wheel, + and -, or Page Up / Page Down", "Zoom"),
    ("Home or R (in the table view)", "Look at the whole table again"),
    ("Click a piece", "Name it in the status bar"),
    ("Double-click a move, or Enter", "Play the move (Moves panel)"),
]


def rules_summary(game_id: str | None, game_name: str = "") -> str:
    """The current game's rules summary in Markdown, or a line saying there is none yet.

    Args:
        game_id: the game being played ("rise-of-babel"), or None when none is.
        game_name: the game's name for the message when no summary exists.
    """
    if game_id is None:
        return "No game is being played. Start one with **File > New game…**."
    try:
        path = assets_dir() / game_id.replace("-", "_") / SUMMARY_FILE
    except ContentError:
        path = None
    if path is not None and path.is_file():
        return path.read_text(encoding="utf-8")
    return f"There is no rules summary for {game_name or game_id} yet."


def shortcuts_text(actions: list[QAction]) -> str:
    """A Markdown table of the menu shortcuts and the camera controls."""
    rows = ["| Keys | Does |", "|---|---|"]
    for action in actions:
        keys = action.shortcut().toString(action.shortcut().SequenceFormat.NativeText)
        if keys:
            does = action.statusTip() or action.text().replace("&", "").rstrip("…")
            rows.append(f"| {keys} | {does} |")
    rows += [f"| {keys} | {does} |" for keys, does in CAMERA_CONTROLS]
    return "## Keyboard and mouse\n\n" + "\n".join(rows)


def about_text() -> str:
    """The About box: what babelworks is and its version."""
    return (
        f"<h3>babelworks {babelworks.__version__}</h3>"
        "<p>Play Rolling Heights, Rise of Babel and Skyscrapers at one computer, "
        "with their physical parts simulated: rolled meeples, stacked cubes and "
        "card towers that can fall.</p>"
    )


def show_markdown(parent: QWidget, title: str, markdown: str) -> QDialog:
    """Open a non-modal window showing ``markdown``; returns it (tests read it)."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    dialog.resize(560, 480)
    browser = QTextBrowser(dialog)
    browser.setObjectName("helpText")
    browser.setMarkdown(markdown)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.close)
    layout = QVBoxLayout(dialog)
    layout.addWidget(browser)
    layout.addWidget(buttons)
    dialog.show()
    return dialog


def menu_actions(actions: list[QAction]) -> list[QAction]:
    """Every action in a menu tree, submenus opened, in menu order."""
    found = []
    for action in actions:
        menu = action.menu()  # typed as a QObject; a submenu's is its QMenu
        found += menu_actions(menu.actions()) if isinstance(menu, QMenu) else [action]
    return found
