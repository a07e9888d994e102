"""The Skyscrapers table (see :mod:`babelworks.ui.table_api`).

``install(context)`` adds the hand strip (cards and crew), the turn bar (with
each player's cards left), the hint strip, the 3D gestures (build by dropping a
card, pick up and move or send workers, turn the site) and the animated physics
verdict; the returned table's ``remove()`` takes them away.
"""

from __future__ import annotations

from babelworks.ui.skyscrapers.table import SkyscrapersTable
from babelworks.ui.table_api import TableContext


def install(context: TableContext) -> SkyscrapersTable:
    """Set up the Skyscrapers table through ``context``; returns it (``remove()`` undoes it)."""
    return SkyscrapersTable(context)
