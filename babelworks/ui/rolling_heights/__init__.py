"""The Rolling Heights table: turn buttons, the rolling box, markets, player boards, gestures.

``install(context)`` adds the game's docks and 3D gestures through the table
context (see :mod:`babelworks.ui.table_api`); ``remove()`` on what it returns
takes them away again.
"""

from __future__ import annotations

from babelworks.ui.rolling_heights.table import RollingHeightsTable
from babelworks.ui.table_api import TableContext


def install(context: TableContext) -> RollingHeightsTable:
    """Add the Rolling Heights table through ``context``; returns it (``remove()`` undoes)."""
    return RollingHeightsTable(context)
