"""The window's save files: File > Open, Save, Save As and Watch a replay, and the question
before a game with unsaved moves is left.

The base class of :class:`babelworks.ui.main_window.MainWindow`, which sets what it uses:
``session``, ``settings``, ``lookup`` (game id -> Game), ``save_path`` and ``replays``.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox

from babelworks.core.errors import SaveError
from babelworks.core.protocol import Game
from babelworks.core.savefile import EXTENSION, quoted, read_save, write_save
from babelworks.i18n import said, shown, translate
from babelworks.session import Session
from babelworks.ui.messages import plain, saved_or_discarded
from babelworks.ui.recent_files import remember_file
from babelworks.ui.replay import open_replay


class SaveFiles(QMainWindow):
    """Opening, saving and replaying save files, for the main window (see the module doc)."""

    session: Session
    settings: QSettings
    lookup: Callable[[str], Game]
    save_path: Path | None
    replays: list[QMainWindow]

    def open_file(self, path: str | Path | None = None) -> bool:
        """Open a save (asking for the file when ``path`` is None); False if nothing opened."""
        if path is None:
            path = self._ask_path(QFileDialog.getOpenFileName, translate("Files", "Open a saved game"))
        if not path or not self._may_discard():
            return False
        try:
            match = read_save(path, self.lookup, describe=True)  # one replay, words and all
        except SaveError as refusal:
            self._refused(translate("Files", "Cannot open this file"), path, refusal)
            return False
        self.save_path = Path(path)
        remember_file(self.settings, self.save_path)
        self.session.start(match, modified=False)
        return True

    def save(self) -> bool:
        """Save to the current file, or ask for one."""
        if self.save_path is None:
            return self.save_as()
        return self._write(self.save_path)

    def save_as(self) -> bool:
        """Ask for a file name and save there."""
        path = self._ask_path(
            QFileDialog.getSaveFileName, translate("Files", "Save the game"), self._save_name()
        )
        if not path:
            return False
        if not path.endswith(EXTENSION):
            path += EXTENSION
        return self._write(Path(path))

    def _write(self, path: Path) -> bool:
        assert self.session.match is not None  # saving is offered during a match only
        try:
            write_save(path, self.session.match)
        except OSError as failure:
            problem = failure.strerror or failure
            message = translate("Files", "{file} could not be written: {problem}.").format(
                file=path, problem=problem
            )
            QMessageBox.warning(self, translate("Files", "Cannot save"), plain(message))
            return False
        self.save_path = path
        self.settings.setValue("files/folder", str(path.parent))
        remember_file(self.settings, path)
        self.session.mark_saved()
        return True

    def _ask_path(self, ask, caption: str, name: str = "") -> str:
        """Ask for a file in the last folder used (else Documents, else home), offering ``name``.

        A folder that does not exist is never offered: the file dialog would take its
        last part for the file name (a save suggested "Documents")."""
        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        folders = [str(self.settings.value("files/folder", "")), documents, str(Path.home())]
        folder = next(Path(f) for f in folders if f and Path(f).is_dir())
        kinds = translate("Files", "babelworks saves (*{extension})").format(extension=EXTENSION)
        path, _ = ask(self, caption, str(folder / name) if name else str(folder), kinds)
        return path

    def _refused(self, title: str, path: str | Path, refusal: SaveError) -> None:
        """Say why the save at ``path`` cannot be read, in a message box."""
        QMessageBox.warning(
            self,
            title,
            plain(
                translate("Files", "{file}: {problem}").format(file=quoted(path, 200), problem=said(refusal))
            ),
        )

    def _save_name(self) -> str:
        """The file name a save suggests: the game and the day, e.g. "Skyscrapers 2026-12-01"."""
        if self.save_path is not None:
            return self.save_path.name
        game = shown(self.session.match.game.name) if self.session.match else "babelworks"
        return f"{game} {date.today().isoformat()}{EXTENSION}"

    def _may_discard(self) -> bool:
        """True when the current game is saved, or the player agrees to leave it."""
        if self.session.match is None or not self.session.modified:
            return True
        return saved_or_discarded(
            self,
            translate("Files", "Unsaved game"),
            translate("Files", "Save the current game first?"),
            self.save,
        )

    def watch_replay(self, path: str | None = None) -> QMainWindow | None:
        """Open a save in the replay viewer (read-only; "Take over" opens its branch here)."""
        if path is None:
            path = self._ask_path(QFileDialog.getOpenFileName, translate("Files", "Watch a replay"))
        if not path:
            return None
        try:
            window = open_replay(path, play_on=self.open_file)
        except SaveError as refusal:
            self._refused(translate("Files", "Cannot replay this file"), path, refusal)
            return None
        self.replays.append(window)
        return window
