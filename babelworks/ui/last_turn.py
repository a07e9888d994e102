"""Following the computer: what its last turn changed stays marked until the person acts.

Like a chess site's last-move highlight, a mark that stays suits every pace (a
pause is too long for some and too short for others). After every action the
table's scene (:func:`~babelworks.ui.table_api.scene_pieces`) is compared with
the one before (:func:`babelworks.scene.changes.changed_pieces`), and the game's
table says which of the changed pieces show what the action did
(:meth:`~babelworks.ui.table_api.BaseTable.marked_changes`). So:

* the pieces the computers changed since a person last acted are framed in the
  :data:`~babelworks.scene.marks.LAST_TURN` layer, until a person acts (or an
  undo, a new game); with computers alone, those of the last seat's turn;
* a line of the game log, hovered or clicked, lights the pieces its action
  changed (:data:`~babelworks.scene.marks.POINTED`): noted as each action is
  played, worked out from the log for the lines of a game opened from a file;
* a game opened from a file (or resumed) whose log ends with the computers'
  turn, a person to act, shows that turn marked as if it had been played here;
* View > Computer players > "Show the last turn again" opens the replay
  viewer at the start of the computers' last turn and plays it to its end, each
  step's pieces marked: rolls tumble and verdicts play again as recorded
  (:mod:`babelworks.ui.replay`).

Who plays an action: the seat to act, or while an outcome is awaited the seat
whose turn it is (the table's ``turn_seat``: a roll that opens its roller's
turn), else whoever played last (a physics verdict that ends its builder's
turn).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QListView, QMainWindow, QMenu

from babelworks import registry
from babelworks.core.protocol import CHANCE, State
from babelworks.core.timeline import Timeline
from babelworks.i18n import translate
from babelworks.scene.changes import changed_pieces
from babelworks.scene.marks import LAST_TURN, POINTED
from babelworks.scene.pieces import Piece
from babelworks.session.session import StateChange
from babelworks.ui.replay import replay_match
from babelworks.ui.table_api import scene_pieces

AGAIN_KEY = "Ctrl+L"  # not shown: a key sequence (Qt shows it in the player's words)


class LastTurn(QObject):
    """Marks the computers' last turn on ``window``'s table and lets the log point at pieces.

    Attributes:
        steps: log index -> the pieces that action changed (as the table marks them).
        turn: (first, end) log indices of the computers' last turn, or None.
        again: the "Show the last turn again" action.
    """

    def __init__(self, window, menu: QMenu) -> None:
        super().__init__(window)
        self.window, self.session, self.view = window, window.session, window.view
        self.steps: dict[int, frozenset[str]] = {}
        self.turn: tuple[int, int] | None = None
        self._scene: list[Piece] = []  # the table after the last change
        self._baseline: list[Piece] = []  # the table when the computers' turn began
        self._actor: int | None = None  # who plays the next action
        self._turn_seat: int | None = None  # who began the computers' turn being marked
        self._chosen: int | None = None  # the log row clicked, pointed at while not hovering
        self._timeline: Timeline | None = None  # the positions of lines played before we came
        self.session.changed.connect(self._follow)
        self.again = QAction(
            translate("Computer players", "Show the &last turn again"), self, shortcut=QKeySequence(AGAIN_KEY)
        )
        self.again.setStatusTip(
            translate("Computer players", "Replay the computer players' last turn in the replay viewer")
        )
        self.again.triggered.connect(lambda _=False: self.show_again())
        menu.addAction(self.again)
        self._watch_log()  # the window made its log before its computer players

    # -- following the actions ------------------------------------------------------
    def _follow(self, change: StateChange) -> None:
        match = self.session.match
        if match is None:
            return
        now = scene_pieces(match)
        if change.kind == "played":
            self._played(change.step - 1, now)
        else:  # a new game, an undo or a redo: nothing is news
            self._forget(0 if change.kind == "started" else change.step)
        self._scene = now
        self._actor = self._next_actor()
        if change.kind == "started":
            self._recall()

    def _played(self, index: int, now: list[Piece]) -> None:
        self.steps[index] = self._news(self._scene, now)
        if not self._is_computer(self._actor):
            self._clear()
            return
        if self.turn is None or self.turn[1] != index or self._watched_seat_changed():
            self._baseline = self._scene  # the computers' turn begins here
            self.turn = (index, index)
            self._turn_seat = self._actor
        self.turn = (self.turn[0], index + 1)
        self.view.mark_pieces(LAST_TURN, self._news(self._baseline, now))

    def _recall(self) -> None:
        """A game opened here (a file, a resumed autosave) whose log ends with the computers'
        turn, a person to act: mark that turn as if it had been played here."""
        match, table = self.session.match, self.window.tables.table
        if table is None or match.setup.game not in registry.ENTRIES or not match.log:
            return
        if self._actor is None or self._is_computer(self._actor):
            return  # the game is over, or the computers play on at once
        if not any(self._is_computer(seat) for seat in range(len(match.setup.seats))):
            return
        timeline = self._timeline_of(match, len(match.log))
        first = self._computers_began(timeline, table)
        if first == len(match.log):
            return
        began = timeline.state_at(first)
        self._baseline = registry.scene_module(match.setup.game).table_pieces(began, match.setup.seats)
        self.turn = (first, len(match.log))
        self._turn_seat = self._seat_of(began, table)
        self.view.mark_pieces(LAST_TURN, self._news(self._baseline, self._scene))

    def _computers_began(self, timeline: Timeline, table) -> int:
        """Where the computers' actions that end ``timeline`` begin (its length: none).

        An action whose player the position does not say (a verdict that ends its builder's
        turn) is played by whoever played before it, so it counts with that seat's."""
        begun = step = len(timeline)
        while step > 0:
            step -= 1
            seat = self._seat_of(timeline.state_at(step), table)
            if seat is None:
                continue
            if not self._is_computer(seat):
                break
            begun = step
        return begun

    @staticmethod
    def _seat_of(state: State, table) -> int | None:
        """Who plays the next action in ``state``, where the position (or ``table``) says
        (else None)."""
        seat = state.current_player
        if seat == CHANCE and table is not None:
            seat = table.turn_seat(state)
        return None if seat is None or seat == CHANCE else seat

    def _timeline_of(self, match, step: int) -> Timeline:
        """Every position of ``match``'s log up to ``step`` at least (made again only when it
        falls short, or after an undo)."""
        if self._timeline is None or len(self._timeline) < step:
            self._timeline = Timeline(match.game, match.setup, list(match.log))
        return self._timeline

    def _watched_seat_changed(self) -> bool:
        """With computers alone at the table, each seat's turn is marked on its own (with a
        person, everything the computers did since the person last acted)."""
        return not self.session.people() and self._actor != self._turn_seat

    def _news(self, before: list[Piece], after: list[Piece]) -> frozenset[str]:
        table = self.window.tables.table
        return frozenset() if table is None else table.marked_changes(changed_pieces(before, after))

    def _forget(self, step: int) -> None:
        """Keep what the actions before ``step`` changed; the rest was taken back."""
        self.steps = {index: ids for index, ids in self.steps.items() if index < step}
        if self._timeline is not None and len(self._timeline) > step:
            self._timeline = None  # its later positions were taken back
        if self.turn is not None and self.turn[1] > step:
            self.turn = None
        self._clear()

    def _clear(self) -> None:
        """A person acted (or the game went back): the marks have been seen."""
        self._chosen = None
        self.view.mark_pieces(LAST_TURN, ())
        self.view.mark_pieces(POINTED, ())

    def _next_actor(self) -> int | None:
        match, table = self.session.match, self.window.tables.table
        if match is None or match.state.is_over():
            return None
        seat = self._seat_of(match.state, table)
        return self._actor if seat is None else seat

    def _is_computer(self, seat: int | None) -> bool:
        match = self.session.match
        return match is not None and seat is not None and not match.setup.seats[seat].is_person

    # -- the log points ---------------------------------------------------------------
    def _watch_log(self) -> None:
        log = self.window.findChild(QListView, "logView")
        if log is None:
            return
        log.setMouseTracking(True)
        log.entered.connect(lambda index: self.point_at(index.row()))
        log.clicked.connect(self._choose)
        log.viewportEntered.connect(lambda: self.point_at(self._chosen))
        log.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        """The mouse left the log: back to the line clicked, if any."""
        if event.type() == QEvent.Type.Leave:
            self.point_at(self._chosen)
        return False

    def _choose(self, index: QModelIndex) -> None:
        self._chosen = index.row()
        self.point_at(self._chosen)

    def point_at(self, index: int | None) -> frozenset[str]:
        """Light the pieces the action at log ``index`` changed (None: light none); returns them."""
        ids: frozenset[str] = frozenset()
        if index is not None:
            known = self.steps.get(index)
            ids = self._worked_out(index) if known is None else known
        self.view.mark_pieces(POINTED, ids)
        return ids

    def _worked_out(self, index: int) -> frozenset[str]:
        """What the action at log ``index`` changed, from the log: a line played before the
        game was opened here (the positions from a timeline of the game, made once)."""
        match, table = self.session.match, self.window.tables.table
        if match is None or table is None or not 0 <= index < len(match.log):
            return frozenset()
        if match.setup.game not in registry.ENTRIES:  # a test's game: no scene
            return frozenset()
        timeline = self._timeline_of(match, index + 1)
        draw = registry.scene_module(match.setup.game).table_pieces
        before, after = (draw(timeline.state_at(step), match.setup.seats) for step in (index, index + 1))
        self.steps[index] = table.marked_changes(changed_pieces(before, after))
        return self.steps[index]

    # -- again ----------------------------------------------------------------------------
    def show_again(self) -> QMainWindow | None:
        """Replay the computers' last turn in the replay viewer, from its start to its end
        (returns the viewer, or None with a sentence when there is none to show)."""
        match = self.session.match
        if match is None or self.turn is None or self.turn[1] > len(match.log):
            self.session.error.emit(
                translate(
                    "Computer players",
                    "No computer player has played a turn since this game was opened here.",
                )
            )
            return None
        first, end = self.turn
        viewer = replay_match(match, None, play_on=self.window.open_file)
        self.window.replays.append(viewer)
        viewer.go_to(first)
        _MarkEachStep(viewer, end)
        viewer.toggle_play()
        return viewer


class _MarkEachStep(QObject):
    """In a replay viewer: marks what each step changed, and pauses at step ``end``."""

    def __init__(self, viewer, end: int) -> None:
        super().__init__(viewer)
        self.viewer, self.end = viewer, end
        self.scene = scene_pieces(viewer.session.match)
        viewer.session.moved.connect(self._moved)

    def _moved(self, _step: int) -> None:
        viewer = self.viewer
        now, table = scene_pieces(viewer.session.match), viewer.tables.table
        news = frozenset() if table is None else table.marked_changes(changed_pieces(self.scene, now))
        viewer.view.mark_pieces(LAST_TURN, news)
        self.scene = now
        if viewer.step >= self.end and viewer.is_playing:
            viewer.toggle_play()
