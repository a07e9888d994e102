"""Watching a recorded game again, from any move, and taking over from there.

:func:`open_replay` loads a save with the very validation that opening a game
uses (:func:`babelworks.core.savefile.read_save`) and shows it in a
:class:`~babelworks.ui.replay.window.ReplayWindow`. See ``docs/replay.md``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from babelworks import registry
from babelworks.core.match import Match
from babelworks.core.savefile import read_save


def open_replay(path: str | Path, play_on: Callable[[Path], object] | None = None):
    """Load ``path`` for replay and show it; returns the window.

    Raises:
        SaveError: the save is broken or hostile (one sentence, nothing shown).
    """
    from babelworks.ui.replay.window import ReplayWindow

    window = ReplayWindow(read_save(path, registry.get_game), path, play_on)
    window.show()
    return window


def replay_match(
    match: Match, save_path: str | Path | None = None, play_on: Callable[[Path], object] | None = None
):
    """Show a game being held elsewhere (the one just finished) in a replay; returns the window.

    The replay gets a copy: the game it came from may go on meanwhile.
    """
    from babelworks.ui.replay.window import ReplayWindow

    copy = Match.from_log(match.game, match.setup, list(match.log))
    copy.notes = dict(match.notes)
    copy.hints = list(match.hints)
    window = ReplayWindow(copy, save_path, play_on)
    window.show()
    return window
