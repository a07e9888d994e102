"""The installed Rolling Heights table: its docks, its animator and its 3D gestures."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from babelworks.core.protocol import CHANCE
from babelworks.scene import rolling_heights_layout as lay
from babelworks.scene.camera import CameraPose
from babelworks.ui.rolling_heights.controls import TurnControls
from babelworks.ui.rolling_heights.map_drop import MapDropTarget
from babelworks.ui.rolling_heights.market_panel import market_view
from babelworks.ui.rolling_heights.meeple_menu import MeepleClicks
from babelworks.ui.rolling_heights.player_panel import board_view, choices_view
from babelworks.ui.rolling_heights.roll_animation import FRAME_MS, RollAnimator
from babelworks.ui.rolling_heights.supply_panel import supply_view
from babelworks.ui.table_api import BaseTable, TableContext

Dock = Qt.DockWidgetArea
#: name -> (centre, distance, elevation, azimuth); "area" and "box" follow the seat to play.
VIEWS = {
    "Whole map": ((0.0, 8.0, 0.0), 95.0, 60.0, -90.0),
    "From above": ((0.0, -2.0, 0.0), 100.0, 90.0, -90.0),
    "My area": (None, 55.0, 45.0, -90.0),
    "Rolling box": (None, 30.0, 55.0, -90.0),
}


class RollingHeightsTable(BaseTable):
    """The Rolling Heights docks, gestures and roll animation; :meth:`remove` takes them away."""

    def __init__(self, context: TableContext) -> None:
        super().__init__(context)
        self.animator = RollAnimator(context)
        self.controls = TurnControls(context, self.animator)
        self.drops = MapDropTarget(context)
        self.meeples = MeepleClicks(context)
        turn = QWidget()
        layout = QVBoxLayout(turn)
        layout.addWidget(self.controls)
        layout.addLayout(self._camera_row())
        self.markets = market_view(context)
        self.board = board_view(context)
        self.choices = choices_view(context)
        self.supply = supply_view(context)
        for title, panel, area in (
            ("Turn", turn, Dock.LeftDockWidgetArea),
            ("Choices", self.choices, Dock.LeftDockWidgetArea),
            ("Markets", self.markets, Dock.BottomDockWidgetArea),
            ("Player board", self.board, Dock.RightDockWidgetArea),
            ("Supply and ads", self.supply, Dock.RightDockWidgetArea),
        ):
            context.add_panel(title, panel, area)
        self.animator.running_changed.connect(self._watch_box)
        self._camera_before_roll = None
        self._handing_off = False
        context.connect(context.viewing_seat_changed, self._handed_to)

    def turn_seat(self) -> int | None:
        """Whose turn it is: while a roll is awaited, the seat whose box it is (the roll is
        that player's first action, so the hot-seat hand-off comes before it)."""
        match = self.context.session.match
        if match is None:
            return None
        state = match.state
        return state.current if state.current_player == CHANCE else state.current_player

    def _handed_to(self, seat: int) -> None:
        """After a hand-off (the curtain showed nobody's table) the camera shows the new
        player's own area."""
        if seat < 0:
            self._handing_off = True
        elif self._handing_off:
            self._handing_off = False
            self.look_at("My area")

    def play_chance(self) -> bool:
        """Throw the awaited roll as the Roll button does (a computer player's turn)."""
        return not self.animator.running and self.animator.start()

    def pace(self, factor: float) -> None:
        """Play rolls ``factor`` times as fast as real time (inf: at once)."""
        if math.isinf(factor):
            self.animator.frames_per_tick = 1_000_000
            return
        self.animator.frames_per_tick = max(1, round(factor))
        self.animator.timer.setInterval(round(FRAME_MS * self.animator.frames_per_tick / factor))

    def _camera_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        for name in VIEWS:
            button = QPushButton(name)
            button.setObjectName("rhCamera" + name.replace(" ", ""))
            button.clicked.connect(lambda _=False, n=name: self.look_at(n))
            row.addWidget(button)
        return row

    def look_at(self, name: str) -> None:
        """Move the camera to a named view: the whole map, my area, or my rolling box."""
        centre, distance, elevation, azimuth = VIEWS[name]
        match = self.context.session.match
        if centre is None and match is not None:
            seat = match.state.current if self.context.viewing_seat is None else self.context.viewing_seat
            x, y = (lay.box_centre if name == "Rolling box" else lay.seat_centre)(seat, match.state.players)
            centre = (x, y, 0.0)
        centre = centre or (0.0, 0.0, 0.0)
        self.context.view.set_camera(CameraPose(centre, distance, elevation, azimuth))

    def _watch_box(self, running: bool) -> None:
        """Roll in view: the camera looks into the box while the meeples tumble."""
        view = self.context.view
        if running:
            self._camera_before_roll = view.camera_pose()
            self.look_at("Rolling box")
        elif self._camera_before_roll is not None:
            pose, self._camera_before_roll = self._camera_before_roll, None
            view.set_camera(pose)

    def tear_down(self) -> None:
        """Stop any roll being shown; close the meeple menu."""
        self.animator.cancel()
        self.meeples.close_menu()
