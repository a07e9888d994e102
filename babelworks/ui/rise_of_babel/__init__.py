"""Rise of Babel at the table: market, your turn and player board panels, 3D gestures.

``install(context)`` adds the panels as docks and the table gestures to the 3D
view through the table context (:mod:`babelworks.ui.table_api`); the returned
table's ``remove()`` takes them away again. Everything is played through
``context.session.dispatch``; the panels hold no rules.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from babelworks.scene.camera import CameraPose
from babelworks.ui.rise_of_babel.boards import boards_panel
from babelworks.ui.rise_of_babel.market import market_panel
from babelworks.ui.rise_of_babel.round_end import RoundEndShow
from babelworks.ui.rise_of_babel.turn import turn_panel
from babelworks.ui.rise_of_babel.view3d import TableGestures
from babelworks.ui.table_api import BaseTable, TableContext

Dock = Qt.DockWidgetArea
TABLE_VIEW = CameraPose((0.0, -8.0, 0.0), 125.0, 55.0, -90.0)  # towers and the south areas


class RiseOfBabelTable(BaseTable):
    """The installed Rise of Babel table.

    Attributes:
        market: the Market panel (``.model``, ``.view``).
        turn: the Your turn panel (``.play_view``, ``.choices``, ``.discard``, ``.zones``...).
        boards: the Player boards panel (``.tiles``, ``.tiles_view``, ``.zones``...).
        gestures: the 3D view's drag/drop/click handler.
        round_end: the end-of-round pattern show.
    """

    def __init__(self, context: TableContext) -> None:
        super().__init__(context)
        self.market = market_panel(context)
        self.turn = turn_panel(context)
        self.boards = boards_panel(context)
        context.add_panel("Market", self.market, Dock.BottomDockWidgetArea)
        # Your turn on the left, the boards in the side bar.
        context.add_panel("Your turn", self.turn, Dock.LeftDockWidgetArea)
        context.add_panel("Player boards", self.boards, Dock.RightDockWidgetArea)
        context.view.set_camera(TABLE_VIEW)  # the towers and the near player areas
        self.gestures = TableGestures(context)
        self.round_end = RoundEndShow(context)

    def holding(self) -> bool:
        """True while a round's scoring is shown: computer players wait for Continue."""
        return self.round_end.bar.isVisible()

    def tear_down(self) -> None:
        """Put out the spaces the gestures lit."""
        self.gestures.tear_down()


def install(context: TableContext) -> RiseOfBabelTable:
    """Add the Rise of Babel table through ``context`` (called by the window's table host)."""
    return RiseOfBabelTable(context)
