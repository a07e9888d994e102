"""Playing a move with the choices it brings, as one step: a trade with its cubes, a purchase
paid, a building's new meeple.

The engine says how the choices a move brings may be made
(:func:`~babelworks.games.rolling_heights.follow_ups.completions`): when there is one
way (each choice forced, a single "pays with concrete") the move is played with it at
once; when there are several, a small menu at the cursor lists them and the chosen one is
played; either way the whole is one move and one undo step. With very many ways the move
is played alone and the choices prompt asks for them one at a time.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMenu

from babelworks.games.rolling_heights.follow_ups import completions
from babelworks.ui.rolling_heights.meeple_menu import offer_moves


class FollowThrough(QObject):
    """Plays moves through the session with their follow-up choices; ``menu`` is the one
    open asking which way (None when none is)."""

    def __init__(self, context) -> None:
        super().__init__(context)
        self.context = context
        self.menu: QMenu | None = None

    def ways(self, action: dict) -> list[dict]:
        """The compounds ``action`` may be played as (``[action]`` when it brings no choice or
        too many to list)."""
        state = self.context.session.match.state
        if not state.accepts(action):
            return [action]  # the session refuses it with the engine's sentence
        return completions(state, action) or [action]

    def play(self, action: dict) -> bool:
        """Play ``action`` with its choices: at once when there is one way, else ask which.

        Returns True when something was played (False: refused, or a menu now asks).
        """
        ways = self.ways(action)
        if len(ways) == 1:
            return self.context.session.dispatch(ways[0])
        self.close_menu()
        self.menu = offer_moves(self.context.view, "rhWaysMenu", ways, self.context.session)
        return False

    def close_menu(self) -> None:
        """Close the menu of ways if one is open."""
        if self.menu is not None:
            self.menu.close()
            self.menu = None
