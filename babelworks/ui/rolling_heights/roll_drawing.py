"""The replay's tumble of a recorded roll, drawn on the Rolling Heights table frame by frame."""

from __future__ import annotations

from babelworks.scene.rolling_heights_layout import box_centre
from babelworks.scene.rolling_heights_seats import BOX_FLOOR_TOP, meeple_pieces
from babelworks.ui.table_api import TableContext


class RollDrawing:
    """Draws one recorded frame of a roll: the table, the thrower's meeples in flight.

    Args:
        context: the table's context in the replay (its session is the shown position,
            just before the roll).
        roll: the regenerated physics roll (``mesh_poses(frame)``).
    """

    def __init__(self, context: TableContext, roll) -> None:
        self.context, self.roll = context, roll
        match = context.session.match
        self.seat = match.state.current
        self.thrown = list(context.session.next_action()["meeples"])
        prefix = f"rh/meeple/{self.seat}/"
        self.base = [p for p in context.plain_scene() if not p.id.startswith(prefix)]

    def __call__(self, frame: int) -> None:
        """Show frame ``frame`` of the tumble."""
        match = self.context.session.match
        bx, by = box_centre(self.seat, match.state.players)
        poses = {
            index: ((bx + c[0], by + c[1], BOX_FLOOR_TOP + c[2]), q)
            for index, (c, q) in zip(self.thrown, self.roll.mesh_poses(frame))
        }
        name = match.setup.seats[self.seat].name
        self.context.view.set_pieces(self.base + meeple_pieces(match.state, self.seat, name, poses))
