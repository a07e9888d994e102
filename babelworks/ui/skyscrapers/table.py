"""The Skyscrapers table: panels (hand, crew, turn), the 3D scene and its gestures.

After every build or move the game awaits its physics verdict; the table's
:class:`~babelworks.ui.skyscrapers.verdict_player.VerdictPlayer` shows it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QThreadPool, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QLabel,
    QListView,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from babelworks.core.protocol import CHANCE
from babelworks.scene.camera import CameraPose
from babelworks.scene.skyscrapers import Turn, table_pieces
from babelworks.scene.skyscrapers_motion import moved_pieces
from babelworks.ui.skyscrapers.gestures import ViewGestures
from babelworks.ui.skyscrapers.models import ITEM_ROLE, CrewModel, HandModel
from babelworks.ui.skyscrapers.scoring_text import HOW_TO, end_text, turn_text
from babelworks.ui.skyscrapers.verdict_player import VerdictPlayer
from babelworks.ui.table_api import BaseTable, TableContext

Dock = Qt.DockWidgetArea
TABLE_VIEW = CameraPose((0.0, 0.0, 0.0), 62.0, 32.0, -70.0)  # the site, a little from the side


class SkyscrapersTable(BaseTable):
    """Everything Skyscrapers adds to the window; :meth:`remove` takes it away."""

    draws_scene = True  # show_table redraws the whole scene (site turn, ghost, frames) itself

    def __init__(self, context: TableContext) -> None:
        super().__init__(context)
        self.session, self.view = context.session, context.view
        self.site_turn = 0.0
        self.builder: str | None = None
        self.lit: frozenset[str] = frozenset()
        self.ghost: list = []
        self.last_frame: dict | None = None
        self._still: tuple | None = None
        self.hand, self.crew = HandModel(self), CrewModel(self)
        self.player = VerdictPlayer(self)
        self._hand_dock(), self._crew_dock(), self._turn_dock()
        self.gestures = ViewGestures(self)
        context.connect(self.session.state_changed, self._on_state)
        context.connect(context.viewing_seat_changed, self.refresh_panels)
        self.view.set_camera(TABLE_VIEW)
        self._on_state()

    # -- panels ------------------------------------------------------------------
    def _list(self, model, name: str) -> QListView:
        view = QListView()
        view.setObjectName(name)
        view.setModel(model)
        view.setDragEnabled(True)
        view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        view.setWordWrap(True)
        return view

    def _hand_dock(self):
        box = QWidget()
        layout = QVBoxLayout(box)
        self.hand_view = self._list(self.hand, "skyHand")
        self.others_label = QLabel(objectName="skyOthers", wordWrap=True)
        layout.addWidget(self.hand_view)
        layout.addWidget(self.others_label)
        return self.context.add_panel("Your cards", box, Dock.LeftDockWidgetArea)

    def _crew_dock(self):
        self.crew_view = self._list(self.crew, "skyCrew")
        self.crew_view.clicked.connect(self._choose_builder)
        return self.context.add_panel("Your crew", self.crew_view, Dock.LeftDockWidgetArea)

    def _turn_dock(self):
        box = QWidget()
        layout = QVBoxLayout(box)
        self.turn_label = QLabel(objectName="skyTurn", wordWrap=True)
        self.turn_label.setToolTip(HOW_TO)
        box.setToolTip(HOW_TO)
        self.end_turn = QPushButton("End turn", objectName="skyEndTurn")
        self.end_turn.setToolTip("Pass: allowed only when no send, build or move is possible.")
        self.end_turn.clicked.connect(lambda: self.session.dispatch({"type": "pass"}))
        self.end_label = QLabel(objectName="skyEnd", wordWrap=True)
        # The final scoring runs floor by floor: it scrolls rather than being cut.
        ending = QScrollArea(widgetResizable=True, frameShape=QFrame.Shape.NoFrame)
        ending.setWidget(self.end_label)
        for widget in (self.turn_label, self.end_turn):
            layout.addWidget(widget)
        layout.addWidget(ending, 1)
        return self.context.add_panel("Turn", box, Dock.RightDockWidgetArea)

    def _choose_builder(self, index) -> None:
        worker = index.data(ITEM_ROLE)
        place = self.state().data["workers"].get(worker, {})
        self.builder = worker if place.get("where") == "site" else None
        # Not a reset: the row just clicked stays selected (a drag may start from it).
        rows = self.crew.rowCount()
        if rows:
            self.crew.dataChanged.emit(self.crew.index(0, 0), self.crew.index(rows - 1, 0))

    def refresh_panels(self, *_) -> None:
        """Re-read hand, crew, counts and the turn text for the viewing seat."""
        state = self.state()
        if state is None:
            return
        seat = self.context.viewing_seat
        seats = self.session.match.setup.seats
        others = [
            f"{seats[s].name}: {len(state.data['hands'][s])} cards" for s in range(state.players) if s != seat
        ]
        self.others_label.setText("Others hold " + ", ".join(others))
        self.turn_label.setText(turn_text(state, self.session.match.setup.seats))
        self.end_label.setText(end_text(state, self.session.match.setup.seats))

    # -- the scene ----------------------------------------------------------------
    def state(self):
        """The match's state, or None without a match."""
        match = self.session.match
        return None if match is None else match.state

    def show_table(self, frame: dict | None = None) -> None:
        """Draw the state with the site's turn, lit floors, the ghost and a recorded frame."""
        state = self.state()
        if state is None:
            return
        turn = Turn(self.site_turn)
        pieces = self._still_pieces(state)
        frame = frame or (self.last_frame if state.end_reason() == "collapse" else None)
        if frame:
            pieces = moved_pieces(pieces, frame, turn)
        self.view.set_pieces(pieces + self.ghost)

    def _still_pieces(self, state) -> list:
        """The state's own pieces, kept while nothing they depend on changes (animation frames)."""
        key = (len(self.session.match.log), self.site_turn, self.lit, self.session.undo_stack.index())
        if self._still is None or self._still[0] != key:
            self._still = (key, table_pieces(state, self.session.match.setup.seats, self.site_turn, self.lit))
        return self._still[1]

    def _on_state(self) -> None:
        state = self.state()
        self._still = None
        if state is None:
            return
        if self.builder and state.data["workers"].get(self.builder, {}).get("where") != "site":
            self.builder = None
        self.refresh_panels()
        if not self.player.active:
            self.show_table()
        if state.current_player == CHANCE:
            # After the dispatch that asked for the check has returned.
            QTimer.singleShot(0, self.player, self.player.show_check)  # not after remove()

    def pace(self, factor: float) -> None:
        """Play verdicts ``factor`` times as fast as real time (inf: straight to the outcome)."""
        self.player.pace(factor)

    def tear_down(self) -> None:
        """Stop the verdict's animation and wait for its recording thread."""
        self.player.stop()
        QThreadPool.globalInstance().waitForDone()  # no recording outlives its table
