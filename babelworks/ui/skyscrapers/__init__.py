"""The Skyscrapers table in the main window (see :mod:`babelworks.ui.game_tables`).

``install(window)`` adds the hand, crew and turn panels, the 3D gestures
(build by dropping a card, move and send workers, turn the site) and the
animated physics verdict; the returned table's ``remove()`` takes them away.
"""

from __future__ import annotations

from babelworks.ui.skyscrapers.table import SkyscrapersTable


def install(window) -> SkyscrapersTable:
    """Set up the Skyscrapers table in ``window``; returns it (``remove()`` undoes it)."""
    return SkyscrapersTable(window)
