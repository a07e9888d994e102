"""``babelworks replay SAVE --show``: the replay viewer as an app of its own."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from babelworks.core.errors import SaveError
from babelworks.core.savefile import quoted
from babelworks.i18n import said, translate
from babelworks.session import Autosave
from babelworks.ui.app import application, log_to_file, open_window
from babelworks.ui.messages import plain
from babelworks.ui.replay import open_replay

_opened: list = []  # the games taken over, kept alive while the app runs


def _play_on(path: Path) -> None:
    """Open a game taken over from the replay in a main window of its own."""
    autosave = Autosave()
    _opened.append((open_window(str(path), autosave, QSettings()), autosave))


def main(save: str) -> int:
    """Show the replay of ``save`` until the last window closes; returns the exit code."""
    app = application()
    log_to_file()
    try:
        window = open_replay(save, play_on=_play_on)
    except SaveError as refusal:
        why = translate("Replay window", "{file}: {reason}").format(
            file=quoted(save, 200), reason=said(refusal)
        )
        QMessageBox.warning(None, translate("Replay window", "Cannot replay this file"), plain(why))
        return 2
    try:
        return app.exec()
    finally:
        for _window, autosave in _opened:
            autosave.finish()
        window.deleteLater()
