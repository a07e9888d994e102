"""Placing a plan already taken: click one of the map spaces that light up.

A plan dragged from a market is placed where it is dropped (:mod:`.map_drop`), but one
taken another way (the City Planner's Working Hard, a purchase from the Moves panel, a
game loaded half way through a purchase) waits for its space. While the engine lists
``place_plan`` moves for the viewing seat, the spaces they name light up on the map and
a click on one places the plan there; a click anywhere else does what it did before.
Each lit space shows what placing the plan there costs in all and any VP bonus. The
lit spaces are the engine's legal moves, and their costs its preview; nothing here
knows a rule.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from babelworks.core.protocol import CHANCE
from babelworks.games.rolling_heights.mapgrid import space_index
from babelworks.i18n import translate
from babelworks.ui.rolling_heights.map_drop import lit_space
from babelworks.ui.rolling_heights.session_match import rh_match

LIGHT = "rh/place/"  # + the space index: a lit space a click places the plan on


class PlaceClicks(QObject):
    """Lights the spaces the viewing seat's waiting plan may go on; a click places it."""

    def __init__(self, context, follow) -> None:
        super().__init__(context)
        self.context, self.follow = context, follow
        for changed in (context.session.state_changed, context.viewing_seat_changed):
            context.connect(changed, self.show)
        context.connect(context.view.piece_clicked, self.clicked)

    def moves(self) -> dict[int, dict]:
        """space index -> the ``place_plan`` move onto it, while the viewing seat places one."""
        match = rh_match(self.context.session)
        if match is None or match.state.is_over() or match.state.current_player == CHANCE:
            return {}
        if self.context.viewing_seat != match.state.current_player:
            return {}
        return {
            space_index(*action["space"]): action
            for action in match.state.legal_actions()
            if action["type"] == "place_plan"
        }

    def show(self, *_) -> None:
        """Draw the lit spaces on the table while a plan waits (the window has just drawn the
        plain table for the new state, so there is nothing to take away once it is placed)."""
        moves = self.moves()
        if moves:
            session = self.context.session
            # One preview names every space's cost and bonus (the engine's answer, not ours).
            spaces = session.match.state.preview(next(iter(moves.values()))).get("spaces", {})
            lights = [
                lit_space(
                    f"{LIGHT}{space}",
                    space,
                    translate("Rolling Heights map", "Click to place: {move}").format(
                        move=session.describe(action)
                    ),
                    spaces.get(space),
                )
                for space, action in moves.items()
            ]
            self.context.view.set_pieces(self.context.plain_scene() + lights)

    def clicked(self, piece_id: str) -> None:
        """A click on a lit space places the plan there (and pays, when the cost allows one way)."""
        if not piece_id.startswith(LIGHT):
            return
        action = self.moves().get(int(piece_id[len(LIGHT) :]))
        if action is not None:
            self.follow.play(action)
