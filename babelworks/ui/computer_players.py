"""Computer players at the table: they think off the UI thread and play like a person.

When the seat to play is a computer player (``Seat.player`` is a kind of
:mod:`babelworks.bots.players`), :class:`ComputerPlayers` hands a copy of the
state to a worker thread of its own pool, where ``make_player(...).choose`` runs;
the window stays live meanwhile and the status bar says who is thinking. The
chosen action is played through ``session.dispatch``, the path every gesture
takes, after a pause that lets a person follow. When the game awaits a chance
outcome of a computer player's turn, the table decides it exactly as for a
person (Rolling Heights' box is thrown, Skyscrapers' verdict plays on its own).

Every answer carries the position it was asked for (the match, its state object
and the log's length); an answer for any other position (an undo, a new game,
a loaded file) is dropped. A decision's player is made fresh from the match's
seed and the log's length, so the same seed and moves give the same game.

The speed (View > Computer players) sets the pause before each computer move,
how long its moved pieces glide on the table (``TableView.set_motion``; the next
move waits for the glide to end) and how fast the table's animations run (a
table may offer ``pace(factor)``; inf is instant). A table may also offer
``holding()``: while it is True (Rise of Babel's round scoring waiting for
Continue) a computer's move waits, except at instant speed. "Skip to my turn"
plays the computers instantly until a person is to act. Undo by a person goes
back to their own last decision, through the computers' moves since, unless an
outcome revealed since stops it (said in words).
"""

from __future__ import annotations

import logging
import math
import threading
import time

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QSettings, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel, QToolButton
from shiboken6 import isValid

from babelworks.bots.players import make_player
from babelworks.core.match import Setup
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import table_rng

log = logging.getLogger(__name__)

#: speed -> (pause before a computer's move in ms, animation pace: 1 is real time)
SPEEDS = {"slow": (1800, 0.5), "normal": (900, 1.0), "fast": (300, 3.0), "instant": (0, math.inf)}
#: speed -> how long a computer's moved pieces glide to their new places on the table, ms
GLIDES = {"slow": 450, "normal": 350, "fast": 200, "instant": 0}
LEVELS = {"random": "Random", "easy": "Easy", "normal": "Normal", "hard": "Hard"}
SETTING = "computer_players/speed"
HANDS_SETTING = "view/all_hands_open"
HOLD_POLL_MS = 250  # how often a computer's move waiting behind a table's pause looks again


def decision_seed(setup: Setup, step: int) -> int:
    """The seed of the computer player deciding at ``step`` of a match set up as ``setup``."""
    return table_rng(setup, step, "bot").next64()


def settings_flag(settings: QSettings, key: str) -> bool:
    """A remembered on/off choice (INI files give it back as text)."""
    return str(settings.value(key, False)).lower() in ("true", "1")


def _same(position: tuple, other: tuple | None) -> bool:
    """True when two (match, state, log length) positions are the very same one."""
    return (
        other is not None and position[0] is other[0] and position[1] is other[1] and position[2] == other[2]
    )


class _Stale(Exception):
    """The position changed while a computer thought: its search stops early."""


class _Thinker(QRunnable):
    """One decision, on a pool thread; the answer goes back by a queued signal."""

    def __init__(
        self, relay: ComputerPlayers, position: tuple, job: tuple, cancelled: threading.Event
    ) -> None:
        super().__init__()
        self.relay, self.position, self.job, self.cancelled = relay, position, job, cancelled

    def _checked(self, state):
        """``state`` whose determinizations stop the search once it is cancelled: every
        search iteration starts with one (``SearchPlayer.choose``)."""
        sample_for = getattr(state, "sample_for", None)
        if sample_for is None:  # a game that cannot be searched (random players only)
            return state

        def sample_checked(*args):
            if self.cancelled.is_set():
                raise _Stale
            return sample_for(*args)

        state.sample_for = sample_checked
        return state

    def run(self) -> None:
        """Search, then hand the action (or the failure) to the UI thread."""
        kind, game, seat, seed, state = self.job
        try:
            answer = make_player(kind, game, seat, seed).choose(self._checked(state))
        except _Stale:
            return
        except Exception as failure:  # a bug in a bot must not take the window down
            log.exception("A computer player failed")
            answer = failure
        try:
            self.relay.answered.emit(self.position, answer)
        except RuntimeError:  # the window went away meanwhile
            pass


class ComputerPlayers(QObject):
    """Plays the computer seats of the window's match.

    Signals:
        answered(object, object): a worker's (position, action); internal.
        status_changed(str): what the computers are doing, in words ("" when idle).
    """

    answered = Signal(object, object)
    status_changed = Signal(str)

    def __init__(self, window, settings: QSettings) -> None:
        super().__init__(window)
        self.window, self.session, self.settings = window, window.session, settings
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)  # one decision at a time; the verdicts keep their own pool
        self.speed = str(settings.value(SETTING, "normal"))
        self.speed = self.speed if self.speed in SPEEDS else "normal"
        self.skipping = False
        self._position: tuple | None = None  # the position being decided
        self._asked_at = 0.0
        self._pending = False
        self._bot_chance = False  # the chance awaited now follows a computer's move
        self._cancel = threading.Event()  # set: the search under way stops
        app = QCoreApplication.instance()
        if app is not None:  # quitting does not wait for a search to finish
            app.aboutToQuit.connect(self._forget)
        self.answered.connect(self._answered)
        self.session.state_changed.connect(self._soon)
        self.session.match_started.connect(self._match_started)
        self._build_controls()

    # -- who plays -------------------------------------------------------------
    def computer(self, seat: int | None) -> str | None:
        """The kind of computer player at ``seat``; None for a person (or no seat)."""
        match = self.session.match
        if match is None or seat is None or seat < 0:
            return None
        player = match.setup.seats[seat].player
        return None if player == "person" else player

    def people(self) -> list[int]:
        """The seats people play."""
        match = self.session.match
        return [] if match is None else [i for i, s in enumerate(match.setup.seats) if s.is_person]

    def _chance_seat(self) -> int | None:
        """Whose turn an awaited chance outcome belongs to, where the table says so."""
        turn_seat = getattr(self.window.tables.table, "turn_seat", None)
        return turn_seat() if turn_seat is not None else None

    # -- following the match -----------------------------------------------------
    def _match_started(self) -> None:
        self.skipping = False
        self._apply_pace()
        self._soon()

    def _soon(self) -> None:
        """Look at the position once the change's other listeners (the table) have run."""
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self._next)

    def _next(self) -> None:
        self._pending = False
        self._refresh_undo()
        match = self.session.match
        if match is None or match.state.is_over():
            self._forget()
            self._stop_skipping()
            self._say("")
            return
        position = (match, match.state, len(match.log))
        if _same(position, self._position):
            return  # already deciding this very position (a save, not a move)
        self._forget()
        seat = match.state.current_player
        if seat == CHANCE:
            self._chance()
        elif self.computer(seat) is None:
            self._stop_skipping()
            self._say("")
        else:
            self._think(position, seat)

    def _think(self, position: tuple, seat: int) -> None:
        match = self.session.match
        kind = self.computer(seat)
        copy = match.state.copy()  # the match may change meanwhile
        job = (kind, match.game, seat, decision_seed(match.setup, len(match.log)), copy)
        self._position, self._asked_at = position, time.monotonic()
        self._say(f"{match.setup.seats[seat].name} ({LEVELS[kind]}) is thinking…")
        self._cancel = threading.Event()  # the pool owns the runnable; this stops it
        self.pool.start(_Thinker(self, position, job, self._cancel))

    def _forget(self) -> None:
        """Whatever was being decided is stale: drop its answer, stop its search."""
        self._position = None
        self._cancel.set()

    def _answered(self, position: tuple, answer) -> None:
        if not _same(position, self._position):
            return  # stale: the position changed while the bot thought
        if isinstance(answer, Exception) or answer is None:
            self._position = None
            self.session.error.emit(
                "A computer player could not find a move; play it from the "
                f"Moves panel ({type(answer).__name__})."
            )
            return
        waited_ms = 1000 * (time.monotonic() - self._asked_at)
        pause = max(0, round(self.pause_ms() - waited_ms))
        QTimer.singleShot(pause, self, lambda: self._play(position, answer))

    def _play(self, position: tuple, action) -> None:
        if not _same(position, self._position):
            return
        holding = getattr(self.window.tables.table, "holding", None)
        if holding is not None and holding() and self.pause_ms() > 0:
            # A pause for people to see (a round's scoring) waits for their Continue.
            QTimer.singleShot(HOLD_POLL_MS, self, lambda: self._play(position, action))
            return
        view = self.window.view
        if view.moving():  # the last move is still gliding onto the table
            view.motion_finished.connect(
                lambda: self._play(position, action), Qt.ConnectionType.SingleShotConnection
            )
            return
        self._position = None
        with view.gliding():  # its pieces glide to their new places, as a hand moves them
            self.session.dispatch(action)
        match = self.session.match
        self._bot_chance = match is not None and match.state.current_player == CHANCE

    def _chance(self) -> None:
        """A computer's roll is thrown by the table as a person's would be."""
        seat = self._chance_seat()
        play_chance = getattr(self.window.tables.table, "play_chance", None)
        if seat is not None and self.computer(seat) is not None and play_chance is not None:
            self._say(f"{self.session.match.setup.seats[seat].name} rolls…")
            QTimer.singleShot(self.pause_ms(), self, self._throw)
        elif self.window.tables.table is None and self._bot_chance:
            # A game with no table of its own (tests' example games): its resolver decides.
            match = self.session.match
            self.session.dispatch(match.game.sample_outcome(match.state, self.session.outcome_rng()))

    def _throw(self) -> None:
        match = self.session.match
        table = self.window.tables.table
        if match is None or match.state.current_player != CHANCE or table is None:
            return
        if self.computer(self._chance_seat()) is not None:
            table.play_chance()

    # -- speed -------------------------------------------------------------------
    def pause_ms(self) -> int:
        """The pause before a computer's move at the current speed (none while skipping)."""
        return 0 if self.skipping else SPEEDS[self.speed][0]

    def set_speed(self, speed: str) -> None:
        """Play the computers at ``speed`` (one of SPEEDS); remembered for next time."""
        if speed not in SPEEDS:
            raise ValueError(f"Speed '{speed}' is not one of {', '.join(SPEEDS)}.")
        self.speed = speed
        self.settings.setValue(SETTING, speed)
        self.speed_actions[speed].setChecked(True)
        self._apply_pace()

    def _apply_pace(self) -> None:
        self.window.view.set_motion(0 if self.skipping else GLIDES[self.speed])
        pace = getattr(self.window.tables.table, "pace", None)
        if pace is not None:
            pace(math.inf if self.skipping else SPEEDS[self.speed][1])

    def skip_to_my_turn(self) -> None:
        """Play the computers instantly until a person is to act."""
        match = self.session.match
        if not self.people() or match is None or match.state.is_over():
            self.session.error.emit("There is no person's turn to skip to.")
            return
        self.skipping = True
        self._apply_pace()
        self._forget()  # a move waiting out its pause is asked again, at once
        self._soon()

    def _stop_skipping(self) -> None:
        if self.skipping:
            self.skipping = False
            self._apply_pace()

    # -- undo --------------------------------------------------------------------
    def undo(self) -> None:
        """Undo back to the last decision of a person, through the computers' moves since.

        With no person at the table (or none among the undoable moves' players and
        no computer either) this is a plain one-step undo.
        """
        stack, people = self.session.undo_stack, set(self.people())
        match = self.session.match
        if match is None or not people or len(people) == len(match.setup.seats):
            self.session.undo()
            return
        target = next(
            (
                i
                for i in range(stack.index() - 1, -1, -1)
                if getattr(stack.command(i), "seat", None) in people
            ),
            None,
        )
        if target is None:
            self.session.error.emit(self._why_no_undo())
            return
        stack.setIndex(target)

    def _refresh_undo(self, *_) -> None:
        """Undo stays on for a person whose last move is behind a revealing one: pressing
        it says why nothing can be undone."""
        if not isValid(self.session.undo_stack) or not isValid(self.window.acts.undo):
            return  # the window is closing
        match = self.session.match
        blocked = match is not None and bool(match.log) and 0 < len(self.people()) < len(match.setup.seats)
        self.window.acts.undo.setEnabled(self.session.undo_stack.canUndo() or blocked)

    def _why_no_undo(self) -> str:
        match = self.session.match
        barrier = match.undo_barrier
        if barrier == 0:
            return "There is no move of yours to undo yet."
        said = self.session.log_texts[barrier - 1]
        return (
            f"Undo cannot go back to your last move: \u201c{said}\u201d revealed "
            "information since, and what is revealed stays revealed."
        )

    # -- controls ----------------------------------------------------------------
    def _build_controls(self) -> None:
        menu = self.window.acts.view_menu.addMenu("&Computer players")
        group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for speed in SPEEDS:
            action = QAction(speed.capitalize(), self, checkable=True)
            action.setStatusTip(f"Computer players move at {speed} speed")
            action.triggered.connect(lambda _=False, s=speed: self.set_speed(s))
            group.addAction(action)
            menu.addAction(action)
            self.speed_actions[speed] = action
        self.speed_actions[self.speed].setChecked(True)
        menu.addSeparator()
        self.skip_action = QAction("&Skip to my turn", self, shortcut=QKeySequence("Ctrl+T"))
        self.skip_action.setStatusTip("Play the computer players instantly until a person is to act")
        self.skip_action.triggered.connect(lambda _=False: self.skip_to_my_turn())
        undo = self.window.acts.undo  # the undo stack's own action, re-aimed at undo()
        undo.triggered.disconnect()
        undo.triggered.connect(lambda _=False: self.undo())
        self.session.undo_stack.canUndoChanged.connect(self._refresh_undo)
        menu.addAction(self.skip_action)
        self.hands_action = QAction("&All hands open", self, checkable=True)
        self.hands_action.setStatusTip(
            "Show the private cards of whoever is to play, with no "
            "hot-seat curtain (for watching computers play)"
        )
        self.hands_action.toggled.connect(self.open_hands)
        self.window.acts.view_menu.addAction(self.hands_action)
        self.hands_action.setChecked(settings_flag(self.settings, HANDS_SETTING))
        self.label = QLabel(objectName="computerStatus")
        self.skip_button = QToolButton(objectName="skipToMyTurn")
        self.skip_button.setDefaultAction(self.skip_action)
        self.window.statusBar().addPermanentWidget(self.label)
        self.window.statusBar().addPermanentWidget(self.skip_button)
        self._say("")

    def open_hands(self, shown: bool) -> None:
        """All hands open (the panels follow the seat to play, no curtain), or closed."""
        self.settings.setValue(HANDS_SETTING, shown)
        self.window.tables.hot_seat = not shown
        self.window.tables._check_hand_off()

    def _say(self, text: str) -> None:
        self.label.setText(text)
        match = self.session.match
        waiting = match is not None and not match.state.is_over() and bool(text)
        self.skip_button.setVisible(waiting and bool(self.people()))
        self.status_changed.emit(text)
