"""The session's match, only while it is a Rolling Heights game.

A table's panels are deleted later than the table is removed (Qt's
deleteLater), and the next game's signals may reach them in between: they
read the match through :func:`rh_match` and show nothing for another game.
"""

from __future__ import annotations

GAME_ID = "rolling-heights"


def rh_match(session):
    """The session's match when it plays Rolling Heights, else None."""
    match = session.match
    return match if match is not None and match.setup.game == GAME_ID else None
