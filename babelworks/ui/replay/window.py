"""The replay window: a recorded game at the table, a timeline under it, the moves beside it.

The window holds a :class:`ReplayPosition` as its ``session``, so the recorded
game's own table (panels, 3D scene, scores) shows whatever position the viewer
picks. Nothing here plays an action: "Take over from here" starts a new game in
a save of its own and hands it to ``play_on`` (the main window opens it).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QInputDialog,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from babelworks.cards import face_texture
from babelworks.core import words as phrases
from babelworks.core.files import write_atomic
from babelworks.core.match import Match
from babelworks.core.savefile import EXTENSION, MAX_NOTE, write_save
from babelworks.i18n import said, shown, translate
from babelworks.ui.marked_view import MarkedTableView
from babelworks.ui.messages import saved_or_discarded
from babelworks.ui.panels import players_view
from babelworks.ui.replay.bar import PAUSE, PLAY, MoveList, TimelineBar
from babelworks.ui.replay.hands import HandsList
from babelworks.ui.replay.menu import build_menus, key_slot
from babelworks.ui.replay.motion import MotionPlayer
from babelworks.ui.replay.position import ReplayPosition
from babelworks.ui.replay.room import room_of
from babelworks.ui.replay.secrecy import CLOSED, open_seats
from babelworks.ui.replay.tables import ReplayTables
from babelworks.ui.replay.takeover import SeatsDialog, take_over, write_branch
from babelworks.ui.replay.words import (
    game_title,
    move_list_text,
    not_written,
    position_text,
    taken_over,
    too_long,
)
from babelworks.ui.table_api import scene_pieces

Dock = Qt.DockWidgetArea


class ReplayWindow(QMainWindow):
    """Watch a recorded game again, from any move.

    Args:
        recorded: the game, as loaded (and validated) from its save.
        save_path: its file (bookmarks are saved there), or None.
        play_on: called with a branch's save file after "Take over from here".
        every: actions between the timeline's snapshots (the default when None).
    """

    def __init__(
        self,
        recorded: Match,
        save_path: str | Path | None = None,
        play_on: Callable[[Path], object] | None = None,
        every: int | None = None,
    ) -> None:
        super().__init__()
        self.recorded, self.play_on = recorded, play_on
        self.save_path = Path(save_path) if save_path else None
        self.notes_changed = False
        self.session = ReplayPosition(recorded, every, self)
        self.room = room_of(recorded.setup.game)
        self.view = MarkedTableView(faces=face_texture)  # printed faces and marks, as at the table
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys move the game, not the camera
        self.open_seats = open_seats(recorded)
        self.bar = TimelineBar(len(self.session.timeline), self.session.names(), self.open_seats)
        self.moves = MoveList(self.session.log_texts)
        self.moves.mark(recorded.notes, self._hints())
        self._lay_out()
        self.tables = ReplayTables(self, self.open_seats)
        self.motion = MotionPlayer(self, self.room)
        self.playing = QTimer(self, singleShot=True)
        self.playing.timeout.connect(self._play_on_step)
        self._connect()
        self.session.start()
        self.resize(1280, 800)

    @property
    def viewing_seat(self) -> int | None:
        """The seat whose private information the panels show."""
        return self.tables.viewing_seat

    def _lay_out(self) -> None:
        centre = QWidget()
        layout = QVBoxLayout(centre)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.bar)
        self.setCentralWidget(centre)
        self.acts = build_menus(self)
        self.add_panel(phrases.translate("Replay window", "Moves"), self.moves, Dock.RightDockWidgetArea)
        players = players_view(self.session)
        self.add_panel(phrases.translate("Replay window", "Players"), players, Dock.RightDockWidgetArea)
        self._hands_dock(HandsList(self.session, self.room, lambda: self.open_seats))

    def _hands_dock(self, hands: HandsList) -> None:
        """View > All hands open: every seat's private information in a dock (off at first)."""
        self.hands = hands
        dock = self.add_panel(phrases.translate("Replay window", "Hands"), hands, Dock.RightDockWidgetArea)
        self.acts.panels_menu.removeAction(dock.toggleViewAction())
        self.acts.hands = dock.toggleViewAction()
        self.acts.hands.setText(translate("Replay window", "&All hands open"))
        self.acts.hands.setStatusTip(
            translate("Replay window", "List every seat's private cards at once, beside the table")
        )
        self.acts.view_menu.addAction(self.acts.hands)
        if len(self.open_seats) < self.recorded.setup.players:  # the game goes on: secrets stay
            self.acts.hands.setEnabled(False)
            self.acts.hands.setStatusTip(shown(CLOSED))
        dock.hide()

    def _connect(self) -> None:
        position = self.session
        position.state_changed.connect(self._show_position)
        position.moved.connect(self._moved)
        position.error.connect(self.show_error)
        self.bar.dragged.connect(self.go_to)
        self.bar.watch_chosen.connect(self.tables.watch)
        self.moves.chosen.connect(self.go_to)
        self.motion.done.connect(self._motion_done)
        for name, button in self.bar.buttons.items():
            button.clicked.connect(getattr(self.acts, name).trigger)

    def add_panel(self, title: str, widget: QWidget, area: Dock) -> QDockWidget:
        """Put ``widget`` in a dock titled ``title`` (the game tables add theirs here; a Phrase
        is shown translated, its English naming the dock)."""
        dock = QDockWidget(shown(title), self)
        dock.setObjectName(f"dock:{title}")
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        self.acts.panels_menu.addAction(dock.toggleViewAction())
        return dock

    def show_error(self, message: str) -> None:
        """Tell the viewer, in the status bar (a Phrase in the player's language)."""
        self.statusBar().showMessage(shown(message), 10_000)

    # -- showing -------------------------------------------------------------------
    def _show_position(self) -> None:
        position = self.session
        if self.tables.table is None or not self.tables.table.draws_scene:
            self.view.set_pieces(scene_pieces(position.match))
        self.bar.show_step(
            position.step,
            position_text(position.timeline, position.step, position.match.state, position.names()),
        )
        self.moves.show_step(position.step)
        where = self.save_path.name if self.save_path else translate("Replay window", "unsaved game")
        game = self.recorded.game.name
        self.setWindowTitle(
            translate("Replay window", "Replay: {game} — {where}[*] — babelworks").format(
                game=game, where=where
            )
        )
        self.setWindowModified(self.notes_changed)

    def _moved(self, _step: int) -> None:
        # A game table that decides outcomes itself (the Skyscrapers verdict) would start
        # one for a position awaiting it; in a replay the recorded outcome is shown instead.
        QTimer.singleShot(0, self, self._quiet_table)

    def _quiet_table(self) -> None:
        if self.tables.table is not None:
            self.tables.table.quiet()

    # -- moving ------------------------------------------------------------------
    @property
    def step(self) -> int:
        """The shown position: actions played before it."""
        return self.session.step

    def go_to(self, step: int) -> None:
        """Show the position after ``step`` actions (a jump: no motion is played).

        While playing, the game plays on from there.
        """
        self.motion.stop()
        self.session.go_to(step)
        if self.is_playing and not self.playing.isActive():
            self.playing.start(self.bar.interval_ms())

    def step_back(self) -> None:
        """One action back."""
        self.go_to(self.step - 1)

    def step_forward(self) -> None:
        """One action forward, showing a roll or a verdict moving when that is on."""
        if self.motion.busy or self.step >= len(self.session.timeline):
            return
        if self.acts.motion.isChecked() and self.room.physical(self.session.next_action()):
            self.motion.frames_per_tick = max(1, 800 // self.bar.interval_ms())
            self.motion.play(self.step)
            return
        self.session.go_to(self.step + 1)

    def turn_back(self) -> None:
        """The start of this turn, or of the one before when already there."""
        timeline = self.session.timeline
        start = timeline.turn_start_before(self.step)
        self.go_to(start if start < self.step else timeline.turn_start_before(max(self.step - 1, 0)))

    def turn_forward(self) -> None:
        """The start of the next turn."""
        self.go_to(self.session.timeline.next_turn_start(self.step))

    def round_back(self) -> None:
        """The start of this round, or of the one before when already there."""
        timeline = self.session.timeline
        start = timeline.round_start_before(self.step)
        self.go_to(start if start < self.step else timeline.round_start_before(max(self.step - 1, 0)))

    def round_forward(self) -> None:
        """The start of the next round."""
        self.go_to(self.session.timeline.next_round_start(self.step))

    def to_start(self) -> None:
        """The set-up."""
        self.go_to(0)

    def to_end(self) -> None:
        """The end of the recorded game."""
        self.go_to(len(self.session.timeline))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        """The moves' keys, wherever the focus is in the window."""
        slot = key_slot(self, event)
        if slot is None:
            super().keyPressEvent(event)
            return
        slot()

    # -- playing -------------------------------------------------------------------
    @property
    def is_playing(self) -> bool:
        """True while the game plays on by itself."""
        return self.bar.buttons["play"].text() == shown(PAUSE)

    def toggle_play(self) -> None:
        """Play the game on at the chosen speed, or pause."""
        if self.is_playing:
            self._pause()
            return
        if self.step >= len(self.session.timeline):
            self.go_to(0)
        self.bar.buttons["play"].setText(shown(PAUSE))
        self.playing.start(self.bar.interval_ms())

    def _pause(self) -> None:
        self.playing.stop()
        self.bar.buttons["play"].setText(shown(PLAY))

    def _play_on_step(self) -> None:
        if self.step >= len(self.session.timeline):
            self._pause()
            return
        self.step_forward()
        if not self.motion.busy:
            self.playing.start(self.bar.interval_ms())

    def _motion_done(self, message: str) -> None:
        if message:
            self.show_error(message)
        if self.is_playing:
            self.playing.start(self.bar.interval_ms())

    # -- bookmarks, export, take over ------------------------------------------------
    def bookmark(self) -> None:
        """Mark the move that led to the shown position, with a short note."""
        move = self.step
        if move == 0:
            self.show_error(
                translate("Replay window", "Step forward to a move first: the set-up is not a move.")
            )
            return
        note, accepted = QInputDialog.getText(
            self,
            translate("Replay window", "Bookmark this move"),
            translate("Replay window", "A note on move {move} (may stay empty):").format(move=move),
            text=self.recorded.notes.get(move, ""),
        )
        if not accepted:
            return
        note = " ".join(note.split())
        if len(note) > MAX_NOTE or not note.isprintable():
            self.show_error(too_long())
            return
        self._set_note(move, note)

    def remove_bookmark(self) -> None:
        """Take the bookmark off the move that led to the shown position."""
        self._set_note(self.step, None)

    def _set_note(self, move: int, note: str | None) -> None:
        if note is None:
            if self.recorded.notes.pop(move, None) is None:
                return
        else:
            self.recorded.notes[move] = note
        self.notes_changed = True
        self.moves.mark(self.recorded.notes, self._hints())
        self._show_position()

    def save_bookmarks(self) -> bool:
        """Keep the bookmarks in the game's save (its game is written unchanged)."""
        caption = translate("Replay window", "Save the game with its bookmarks")
        path = self.save_path or self._ask_path(caption, EXTENSION)
        if path is None:
            return False
        try:
            write_save(path, self.recorded)
        except OSError as failure:
            self.show_error(not_written(path, failure))
            return False
        self.save_path, self.notes_changed = Path(path), False
        self._show_position()
        return True

    def export_moves(self) -> bool:
        """Write the move list (with the bookmarks' notes) to a text file."""
        path = self._ask_path(translate("Replay window", "Export the move list"), ".txt")
        if path is None:
            return False
        lines = [shown(line) for line in self.session.log_texts]
        text = move_list_text(shown(game_title(self.recorded)), lines, self.recorded.notes)
        try:
            write_atomic(path, text.encode("utf-8"))
        except OSError as failure:
            self.show_error(not_written(path, failure))
            return False
        self.show_error(translate("Replay window", "The move list is in {path}.").format(path=path))
        return True

    def take_over(self) -> Path | None:
        """Start a new game from the shown position, in a save of its own; returns its file."""
        dialog = SeatsDialog(self.recorded.setup.seats, self)
        if dialog.exec() != SeatsDialog.DialogCode.Accepted:
            return None
        path = self._ask_path(
            translate("Replay window", "Save the new game (taken over from here)"), EXTENSION
        )
        if path is None:
            return None
        try:
            written = write_branch(take_over(self.recorded, self.step, dialog.seats()), path, self.save_path)
        except (ValueError, OSError) as failure:
            self.show_error(said(failure))
            return None
        if self.play_on is not None:
            self.play_on(written)
        self.show_error(taken_over(self.step, written))
        return written

    def _ask_path(self, caption: str, suffix: str) -> Path | None:
        folder = str(self.save_path.parent) if self.save_path else ""
        path, _ = QFileDialog.getSaveFileName(self, caption, folder, f"*{suffix}")
        if not path:
            return None
        return Path(path if path.endswith(suffix) else path + suffix)

    # -- closing -------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt API)
        """Offer to keep new bookmarks, then take the table away."""
        if self.notes_changed and not self._may_leave_notes():
            event.ignore()
            return
        self._pause()
        self.motion.stop()
        self.tables.remove()
        event.accept()

    def _hints(self) -> list[tuple[int, str]]:
        """The hints asked in the recorded game: (position, who asked)."""
        seats = self.recorded.setup.seats
        return [(after, seats[seat].name) for after, seat in self.recorded.hints]

    def _may_leave_notes(self) -> bool:
        return saved_or_discarded(
            self,
            translate("Replay window", "Unsaved bookmarks"),
            translate("Replay window", "Keep the new bookmarks in the save?"),
            self.save_bookmarks,
        )
