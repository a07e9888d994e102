"""Rise of Babel at the table: market, your turn and player board panels, 3D gestures.

``install(window)`` adds the panels as docks and the table gestures to the 3D
view; the returned table's ``remove()`` takes them away again (see
``babelworks/ui/game_tables.py``). Everything is played through
``window.session.dispatch``; the panels hold no rules.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDockWidget

from babelworks.scene.camera import CameraPose

from babelworks.ui.rise_of_babel.boards import boards_panel
from babelworks.ui.rise_of_babel.market import market_panel
from babelworks.ui.rise_of_babel.round_end import RoundEndShow
from babelworks.ui.rise_of_babel.turn import turn_panel
from babelworks.ui.rise_of_babel.view3d import TableGestures

Dock = Qt.DockWidgetArea
TABLE_VIEW = CameraPose((0.0, -8.0, 0.0), 125.0, 55.0, -90.0)  # towers and the south areas


class RiseOfBabelTable:
    """The installed Rise of Babel table of a main window.

    Attributes:
        market: the Market panel (``.model``, ``.view``).
        turn: the Your turn panel (``.play_view``, ``.choices``, ``.discard``, ``.zones``...).
        boards: the Player boards panel (``.tiles``, ``.tiles_view``, ``.zones``...).
        gestures: the 3D view's drag/drop/click handler.
        round_end: the end-of-round pattern show.
    """

    def __init__(self, window) -> None:
        self.window = window
        self.market = market_panel(window)
        self.turn = turn_panel(window)
        self.boards = boards_panel(window)
        self.docks = [window.add_panel("Market", self.market, Dock.BottomDockWidgetArea),
                      window.add_panel("Your turn", self.turn, Dock.LeftDockWidgetArea),
                      window.add_panel("Player boards", self.boards, Dock.RightDockWidgetArea)]
        self._arrange(window)
        self.gestures = TableGestures(window)
        self.round_end = RoundEndShow(window)

    def _arrange(self, window) -> None:
        """Your turn shares the left with the generic Moves list (in front of it);
        the camera starts on the towers and the near player areas."""
        moves = window.findChild(QDockWidget, "dock:Moves")
        if moves is not None:
            window.tabifyDockWidget(moves, self.docks[1])
            # Once the tab bar exists; never after the dock is gone (the dock is the context).
            QTimer.singleShot(0, self.docks[1], self.docks[1].raise_)
        window.view.set_camera(TABLE_VIEW)

    def holding(self) -> bool:
        """True while a round's scoring is shown: computer players wait for Continue."""
        return self.round_end.bar.isVisible()

    def remove(self) -> None:
        """Take the docks, the gestures and the round-end show away again."""
        self.gestures.remove()
        self.round_end.remove()
        for dock in self.docks:
            self.window.acts.panels_menu.removeAction(dock.toggleViewAction())
            self.window.removeDockWidget(dock)
            dock.deleteLater()
        self.docks = []


def install(window) -> RiseOfBabelTable:
    """Add the Rise of Babel table to ``window`` (called by the window's TableHost)."""
    return RiseOfBabelTable(window)
