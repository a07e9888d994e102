"""The replay from the command line: a position, its picture, the move list as text.

``babelworks replay SAVE --at N --png OUT`` renders the table after action N
through the one off-screen renderer and PNG writer, as ``babelworks export``
does (:func:`babelworks.export.snapshot.export_snapshot`).
"""

from __future__ import annotations

import os

from babelworks.core.files import write_atomic
from babelworks.core.match import Match
from babelworks.core.timeline import Timeline
from babelworks.ui.replay.words import game_title, move_list_text


def position_match(recorded: Match, step: int) -> Match:
    """A match holding the recorded game's first ``step`` actions (the recorded one is left as is)."""
    return Match.from_log(recorded.game, recorded.setup, recorded.log[:step])


def write_move_list(recorded: Match, path: str | os.PathLike) -> None:
    """Write the move list in words, bookmarks starred with their notes, to ``path``."""
    names = [seat.name for seat in recorded.setup.seats]
    lines = Timeline(recorded.game, recorded.setup, recorded.log).move_list(names)
    write_atomic(path, move_list_text(game_title(recorded), lines, recorded.notes).encode("utf-8"))


def write_picture(match: Match, path: str | os.PathLike, size: tuple[int, int], camera: str) -> str:
    """Render ``match``'s table to a PNG at ``path``; "" when written, else why not (a sentence)."""
    from babelworks.export.snapshot import SnapshotUnavailable, export_snapshot, match_about, table_pieces

    try:
        export_snapshot(table_pieces(match), png=path, size=size, camera=camera, about=match_about(match))
    except (SnapshotUnavailable, ValueError) as error:
        return str(error)
    except OSError as error:
        return f"cannot write the picture: {error.strerror or error}"  # not shown: the command line's
    except RuntimeError as error:  # the GL driver refused (see render/offscreen.py)
        return f"cannot render the picture: {error}"  # not shown: the command line's
    return ""
