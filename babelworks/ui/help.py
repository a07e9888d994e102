"""Help menu texts: the current game's rules summary, keyboard shortcuts, About."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMenu, QTextBrowser, QVBoxLayout, QWidget

import babelworks
from babelworks.core.assets import assets_dir
from babelworks.core.errors import ContentError
from babelworks.i18n import translate

SUMMARY_FILE = "rules_summary.md"


def camera_controls() -> list[tuple[str, str]]:
    """The viewport's own mouse and key controls (render/viewport.py), told in words."""
    return [
        (
            translate("Keyboard shortcuts", "Left-drag the table, or the arrow keys"),
            translate("Keyboard shortcuts", "Orbit the camera around the table"),
        ),
        (
            translate("Keyboard shortcuts", "Left-drag a piece you may move"),
            translate("Keyboard shortcuts", "Pick it up and drop it where it goes"),
        ),
        (
            translate("Keyboard shortcuts", "H (in the table view)"),
            translate("Keyboard shortcuts", "Fold or unfold your hand of cards"),
        ),
        (
            translate("Keyboard shortcuts", "Right-drag, Ctrl+left-drag, middle-drag, or W A S D"),
            translate("Keyboard shortcuts", "Pan"),
        ),
        (
            translate("Keyboard shortcuts", "Mouse wheel, + and -, or Page Up / Page Down"),
            translate("Keyboard shortcuts", "Zoom"),
        ),
        (
            translate("Keyboard shortcuts", "Home or R (in the table view)"),
            translate("Keyboard shortcuts", "Look at the whole table again"),
        ),
        (
            translate("Keyboard shortcuts", "Click a piece"),
            translate("Keyboard shortcuts", "Name it in the status bar"),
        ),
        (
            translate("Keyboard shortcuts", "Double-click a move, or Enter"),
            translate("Keyboard shortcuts", "Play the move (Moves panel)"),
        ),
    ]


def rules_summary(game_id: str | None, game_name: str = "") -> str:
    """The current game's rules summary in Markdown, or a line saying there is none yet.

    Args:
        game_id: the game being played ("rise-of-babel"), or None when none is.
        game_name: the game's name for the message when no summary exists.
    """
    if game_id is None:
        return translate("Rules summary", "No game is being played. Start one with **File > New game…**.")
    try:
        path = assets_dir() / game_id.replace("-", "_") / SUMMARY_FILE
    except ContentError:
        path = None
    if path is not None and path.is_file():
        return path.read_text(encoding="utf-8")
    return translate("Rules summary", "There is no rules summary for {game} yet.").format(
        game=game_name or game_id
    )


def shortcuts_text(actions: list[QAction]) -> str:
    """A Markdown table of the menu shortcuts and the camera controls."""
    keys_heading, does_heading = (
        translate("Keyboard shortcuts", "Keys"),
        translate("Keyboard shortcuts", "Does"),
    )
    rows = [f"| {keys_heading} | {does_heading} |", "|---|---|"]
    for action in actions:
        keys = action.shortcut().toString(action.shortcut().SequenceFormat.NativeText)
        if keys:
            does = action.statusTip() or action.text().replace("&", "").rstrip("…")
            rows.append(f"| {keys} | {does} |")
    rows += [f"| {keys} | {does} |" for keys, does in camera_controls()]
    heading = translate("Keyboard shortcuts", "Keyboard and mouse")
    return "\n".join([f"## {heading}", "", *rows])


def about_text() -> str:
    """The About box: what babelworks is and its version."""
    return translate(
        "About window",
        "<h3>babelworks {version}</h3>"
        "<p>Play Rolling Heights, Rise of Babel and Skyscrapers at one computer, "
        "with their physical parts simulated: rolled meeples, stacked cubes and "
        "card towers that can fall.</p>",
    ).format(version=babelworks.__version__)


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
