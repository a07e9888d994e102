"""Autosave after every action, and resume after a crash.

The autosave is an ordinary save file in the app data location
(QStandardPaths.AppDataLocation). A lock file there marks a session that is
running; a clean exit removes it. A lock left behind by a process that no longer
runs (QLockFile knows it is stale) means the last session crashed, so the next
launch offers to resume its autosave.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QLockFile, QStandardPaths

from babelworks.core.errors import SaveError
from babelworks.core.match import Match
from babelworks.core.protocol import Game
from babelworks.core.savefile import read_save, write_save
from babelworks import registry

log = logging.getLogger(__name__)

AUTOSAVE_NAME = "autosave.babelworks"
LOCK_NAME = "session.lock"


def default_folder() -> Path:
    """The app data folder where autosaves live (created when missing)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(folder)
    path.mkdir(parents=True, exist_ok=True)
    return path


class Autosave:
    """Writes the match after every change; knows whether the last session crashed.

    Args:
        folder: where the autosave and the lock live (default: app data location).
        lookup: game id -> Game for reading the autosave back (default: registry).
    """

    def __init__(self, folder: Path | None = None,
                 lookup: Callable[[str], Game] | None = None) -> None:
        self.folder = Path(folder) if folder is not None else default_folder()
        self.folder.mkdir(parents=True, exist_ok=True)
        self.path = self.folder / AUTOSAVE_NAME
        self._lookup = lookup or registry.get_game
        self._lock = QLockFile(str(self.folder / LOCK_NAME))
        # Only a dead owner makes the lock stale; a long-running live session never does.
        self._lock.setStaleLockTime(0)
        self.active = False

    def start(self) -> bool:
        """Mark this session as running.

        Returns:
            True when the previous session ended without a clean exit (its lock
            was left behind by a process that is gone). False otherwise, and
            also when another running instance holds the lock: then this
            instance does not autosave, so it never overwrites that one's game.
        """
        left_behind = Path(self._lock.fileName()).exists()
        self.active = self._lock.tryLock(0)
        if not self.active:
            log.warning("Another babelworks is running; this window will not autosave.")
        return self.active and left_behind

    def write(self, match: Match) -> None:
        """Save ``match`` atomically to the autosave file (when this session owns it).

        Raises:
            OSError: the file could not be written.
        """
        if not self.active:
            return
        write_save(self.path, match)

    def resumable(self) -> Match | None:
        """The autosaved match when it exists, loads cleanly and is unfinished."""
        if not self.path.exists():
            return None
        try:
            match = read_save(self.path, self._lookup)
        except SaveError as error:
            log.warning("The autosave cannot be resumed: %s", error)
            return None
        return None if match.state.is_over() else match

    def finish(self) -> None:
        """A clean exit: remove the running marker (the autosave itself stays)."""
        if self.active:
            self._lock.unlock()
            self.active = False
