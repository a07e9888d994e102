"""The Skyscrapers table: panels (hand, crew, turn), the 3D scene, the verdict animation.

After every build or move the game awaits its physics verdict. The table then
records the verdict's world (:mod:`babelworks.physics.skyscrapers_animation`),
plays the recorded poses in the viewport with a QTimer (settling, wobble,
workers falling, collapse) and only then lets the session decide the outcome
(``session.resolve_chance()``: the verdict's own answer enters the game).
Until that moment the build or move can still be undone (Edit > Undo).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QAbstractItemView, QLabel, QListView, QPushButton, QVBoxLayout, QWidget

from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.games.skyscrapers.content import COLOURS
from babelworks.physics.skyscrapers_animation import record
from babelworks.physics.skyscrapers_verdict import resolve_outcome
from babelworks.scene.skyscrapers import Turn, moved_pieces, table_pieces
from babelworks.ui.skyscrapers.gestures import ViewGestures
from babelworks.ui.skyscrapers.models import ITEM_ROLE, CrewModel, HandModel
from babelworks.ui.skyscrapers.scoring_text import HOW_TO, end_text, turn_text

Dock = Qt.DockWidgetArea
FRAME_MS = 33  # 30 frames a second, the recording's own rate


class SkyscrapersTable(QObject):
    """Everything Skyscrapers adds to the main window; :meth:`remove` takes it away."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window, self.session, self.view = window, window.session, window.view
        self.site_turn = 0.0
        self.builder: str | None = None
        self.lit: frozenset[str] = frozenset()
        self.ghost: list = []
        self.last_frame: dict | None = None
        self._still: tuple | None = None
        self.hand, self.crew = HandModel(self), CrewModel(self)
        self.player = VerdictPlayer(self)
        self.docks = [self._hand_dock(), self._crew_dock(), self._turn_dock()]
        self.gestures = ViewGestures(self)
        self.session.state_changed.connect(self._on_state)
        window.tables.viewing_seat_changed.connect(self.refresh_panels)
        self.view.setCameraPosition(distance=62, elevation=32, azimuth=-70)
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
        return self.window.add_panel("Your cards", box, Dock.LeftDockWidgetArea)

    def _crew_dock(self):
        self.crew_view = self._list(self.crew, "skyCrew")
        self.crew_view.clicked.connect(self._choose_builder)
        return self.window.add_panel("Your crew", self.crew_view, Dock.LeftDockWidgetArea)

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
        for widget in (self.turn_label, self.end_turn, self.end_label):
            layout.addWidget(widget)
        layout.addStretch(1)
        return self.window.add_panel("Turn", box, Dock.RightDockWidgetArea)

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
        self.hand.refresh()
        self.crew.refresh()
        seat = self.window.viewing_seat
        others = [f"{COLOURS[s].title()}: {len(state.data['hands'][s])} cards" for s in range(state.players) if s != seat]
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
        if state.current_player == CHANCE and not self.player.active:
            QTimer.singleShot(0, self.player.start)

    def remove(self) -> None:
        """Take the docks, the view's gestures and the animation away."""
        self.player.stop()
        self.gestures.remove()
        self.session.state_changed.disconnect(self._on_state)
        self.window.tables.viewing_seat_changed.disconnect(self.refresh_panels)
        for dock in self.docks:
            self.window.acts.panels_menu.removeAction(dock.toggleViewAction())
            self.window.removeDockWidget(dock)
            dock.deleteLater()
        self.deleteLater()


def _tremor(match) -> list[float] | None:
    """With "steady hands", the hand tremor the verdict will draw, so the animation shakes alike.

    The verdict is asked with the rng the session's ``resolve_chance`` uses
    (seeded by the match's seed and log length), so both see the same tremor.
    """
    if not match.state.data["options"].get("steady_hands"):
        return None
    rng = Rng.from_seed(match.setup.seed, f"table/{len(match.log)}")
    return resolve_outcome(match.state, rng).get("tremor")


class VerdictPlayer(QObject):
    """Plays a recording of the verdict's world, then lets the session decide the outcome."""

    def __init__(self, table: SkyscrapersTable) -> None:
        super().__init__(table)
        self.table = table
        self.frame_ms = FRAME_MS
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self.frames: list[dict] = []
        self.index = 0
        self.log_length = -1

    @property
    def active(self) -> bool:
        """True while a verdict is being shown."""
        return self.timer.isActive()

    def start(self) -> None:
        """Record the verdict's world for the awaited check and start playing it."""
        match = self.table.session.match
        if match is None or match.state.current_player != CHANCE or self.active:
            return
        recording = record(match.state, _tremor(match))
        self.frames, self.index, self.log_length = recording.frames, 0, len(match.log)
        self.timer.start(self.frame_ms)

    def stop(self) -> None:
        """Stop playing (the action was undone, or the table goes away)."""
        self.timer.stop()

    def _tick(self) -> None:
        match = self.table.session.match
        if match is None or match.state.current_player != CHANCE or len(match.log) != self.log_length:
            self.stop()  # undone while shown: the state's own pieces come back
            self.table.show_table()
            return
        if self.index < len(self.frames):
            self.table.show_table(self.frames[self.index])
            self.index += 1
            return
        self.stop()
        self.table.last_frame = self.frames[-1] if self.frames else None
        self.table.session.resolve_chance()
