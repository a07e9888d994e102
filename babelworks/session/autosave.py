"""Autosave after every action, and resume after a crash.

The autosave is an ordinary save file in the app data location
(QStandardPaths.AppDataLocation). A lock file there marks a session that is
running; a clean exit removes it. A lock left behind by a process that no longer
runs (QLockFile knows it is stale) means the last session crashed, so the next
launch offers to resume its autosave (unless no move of it was played: that one is
discarded silently); a crashed game the player does not resume
is kept aside as a file of its own (:meth:`Autosave.keep_aside`), never overwritten.

When autosave cannot run (another instance holds the lock, or the folder cannot
be written: read-only, disk full), :attr:`Autosave.problem` says so in words, for
the app to tell the player once.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLockFile, QStandardPaths

from babelworks import registry
from babelworks.core.errors import SaveError
from babelworks.core.files import remove_leftovers
from babelworks.core.match import Match
from babelworks.core.protocol import Game
from babelworks.core.savefile import read_save, write_save
from babelworks.i18n import translate

log = logging.getLogger(__name__)

AUTOSAVE_NAME = "autosave.babelworks"
LOCK_NAME = "session.lock"
KEPT_PREFIX = "crashed-game-"
TUTORIAL_PREFIX = "tutorial-"


def _app_data_folder() -> Path:
    """The app data folder where autosaves live (created by :meth:`Autosave.start`)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


class Autosave:
    """Writes the match after every change; knows whether the last session crashed.

    Args:
        folder: where the autosave and the lock live (default: app data location).
        lookup: game id -> Game for reading the autosave back (default: registry).
    """

    def __init__(self, folder: Path | None = None, lookup: Callable[[str], Game] | None = None) -> None:
        self.folder = Path(folder) if folder is not None else _app_data_folder()
        self.problem = ""  # why autosave is off, in words ("" while it works)
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
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            return self._off(self._unwritable(error.strerror or str(error)))
        remove_leftovers(self.folder)  # temp files of an autosave killed while writing
        left_behind = Path(self._lock.fileName()).exists()
        self.active = self._lock.tryLock(0)
        if not self.active:
            return self._off(self._why_not_locked())
        if left_behind and self._holds_an_empty_game():
            self.path.unlink(missing_ok=True)  # nothing to resume or keep: nobody is asked
        return left_behind

    def _holds_an_empty_game(self) -> bool:
        """True when the autosave is a game of which no move was played (an unreadable
        file is not called empty: it is left where it is)."""
        try:
            return self.path.exists() and not read_save(self.path, self._lookup).log
        except SaveError:
            return False

    def _why_not_locked(self) -> str:
        """Another live instance, or a folder where the lock cannot be written."""
        held_by_another = self._lock.getLockInfo()[0]
        if self._lock.error() == QLockFile.LockError.LockFailedError and held_by_another:
            return translate(
                "Autosave",
                "Another babelworks window is running, so this one does not autosave "
                "(it would overwrite that one's game). Save with File > Save.",
            )
        return self._unwritable(translate("Autosave", "the lock file could not be created"))

    def _unwritable(self, detail: str) -> str:
        return translate(
            "Autosave",
            "Autosave is off: babelworks cannot write in {folder} ({detail}; the "
            "folder may be read-only or the disk full). Save your game with File > Save.",
        ).format(folder=self.folder, detail=detail)

    def _off(self, problem: str) -> bool:
        self.active = False
        self.problem = problem
        log.warning("Autosave is off: %s", problem)
        return False

    def write(self, match: Match) -> None:
        """Save ``match`` atomically to the autosave file (when this session owns it).

        Raises:
            OSError: the file could not be written.
        """
        if not self.active:
            return
        write_save(self.path if match.tutorial is None else self.tutorial_path(match.setup.game), match)

    def tutorial_path(self, game_id: str) -> Path:
        """Where a tutorial of ``game_id`` is kept between sessions: never the autosave of a
        real game, which a tutorial must not overwrite."""
        return self.folder / f"{TUTORIAL_PREFIX}{game_id}.babelworks"

    def resumable_tutorial(self, game_id: str) -> Match | None:
        """The tutorial of ``game_id`` left unfinished, when it loads cleanly (else None)."""
        path = self.tutorial_path(game_id)
        if not path.exists():
            return None
        try:
            match = read_save(path, self._lookup, describe=True)
        except SaveError as error:
            log.warning("The tutorial cannot be resumed: %s", error)
            return None
        return None if match.tutorial is None or match.state.is_over() else match

    def resumable(self) -> Match | None:
        """The autosaved match when it exists, loads cleanly, is unfinished and has a move
        played (a game left before its first move has nothing to resume or keep)."""
        if not self.path.exists():
            return None
        try:
            match = read_save(self.path, self._lookup, describe=True)  # words for play: one replay
        except SaveError as error:
            log.warning("The autosave cannot be resumed: %s", error)
            return None
        return None if match.state.is_over() or not match.log else match

    def keep_aside(self) -> Path | None:
        """Move the autosaved game to a file of its own so that nothing overwrites it.

        Returns:
            The new file (``crashed-game-<date>-<time>.babelworks`` beside the
            autosave), or None when there is no autosave or it cannot be moved.
        """
        stamp = time.strftime("%Y%m%d-%H%M%S")
        kept = self.folder / f"{KEPT_PREFIX}{stamp}.babelworks"
        try:
            self.path.rename(kept)
        except OSError as error:
            log.warning("The crashed game could not be kept aside: %s", error)
            return None
        return kept

    def finish(self) -> None:
        """A clean exit: remove the running marker (the autosave itself stays)."""
        if self.active:
            self._lock.unlock()
            self.active = False
