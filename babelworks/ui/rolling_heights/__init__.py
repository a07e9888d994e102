"""The Rolling Heights table: turn buttons, the rolling box, markets, player boards, gestures.

``install(window)`` adds the game's docks and 3D gestures to the main window
(see :mod:`babelworks.ui.game_tables`); ``remove()`` on what it returns takes
them away again.
"""

from __future__ import annotations

from babelworks.ui.rolling_heights.table import RollingHeightsTable


def install(window) -> RollingHeightsTable:
    """Add the Rolling Heights table to ``window``; returns it (``remove()`` undoes)."""
    return RollingHeightsTable(window)
