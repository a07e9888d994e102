"""The session's computer seats: the headless turn driver, run off the UI thread.

After every change of the session's match, :class:`ComputerTurns` asks the turn
driver (:mod:`babelworks.bots.turns`) who acts next. For a computer seat it
hands a copy of the state to a worker thread of its own pool, where the driver
asks that seat's player; the answer comes back by a queued signal. Every answer
carries the position it was asked for (the match, its state object and the
log's length): an answer for any other position (an undo, a new game, a loaded
file) is dropped, and its search is told to stop through the driver's
``cancelled`` argument. Decisions are seeded by the match's seed and the log's
length, so the same seed and moves give the same game.

Thinking overlaps the table: when the table has decided an awaited outcome and
shows it (``Session.outcome_shown``: a roll tumbling, a verdict playing), the
next computer's decision is asked at once for the position after that outcome,
with the step it will have. The answer is held until the outcome is dispatched
and is dropped if anything else happens, so the person waits for the animation,
not for the search, and the decision is the one it would have been.

It knows no table and no view: how long to wait before a decision is shown, and
how an awaited outcome is thrown, is the window's business (it listens to the
signals below and calls :meth:`ComputerTurns.play`).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, QTimer, Signal

from babelworks.bots.turns import CHANCE_TURN, OVER, SearchCancelled, Turn, TurnDriver
from babelworks.core.errors import IllegalAction
from babelworks.core.match import Match
from babelworks.core.protocol import CHANCE, Action, State
from babelworks.i18n import translate
from babelworks.session.session import Session

log = logging.getLogger(__name__)

#: (match, state object, log length): the very position a decision was asked for.
Position = tuple[Match, State, int]


def _same(position: Position, other: Position | None) -> bool:
    """True when two positions are the very same one (not merely equal states)."""
    return (
        other is not None and position[0] is other[0] and position[1] is other[1] and position[2] == other[2]
    )


class _Decision(QRunnable):
    """One decision on a pool thread; the answer (or the failure) goes back by a queued signal."""

    def __init__(
        self, relay: ComputerTurns, position: Position, driver: TurnDriver, cancelled: threading.Event, state
    ) -> None:
        super().__init__()
        self.relay, self.position, self.driver, self.cancelled = relay, position, driver, cancelled
        self.state = state  # a copy of its own: the match may change meanwhile

    def run(self) -> None:
        """Ask the driver, then hand the action to the UI thread (nothing when cancelled)."""
        answer: object
        try:
            answer = self.driver.decide(self.state, self.position[2], self.cancelled.is_set)
        except SearchCancelled:
            return
        except Exception as failure:  # a bug in a bot must not take the window down
            log.exception("A computer player failed")
            answer = failure
        try:
            self.relay.answered.emit(self.position, answer)
        except RuntimeError:  # the window went away meanwhile
            pass


class ComputerTurns(QObject):
    """Plays the computer seats of a session's match, one decision at a time.

    Args:
        session: the session whose match it follows.
        chance_seat: whose turn an awaited outcome belongs to, where the table knows
            it (None: nobody's in particular).

    Signals:
        thinking(int, str): a computer seat and its kind started deciding.
        decided(object, object, float): (ticket, action, seconds spent deciding) for
            the position now; the window shows it, then calls :meth:`play`.
        chance_awaited(int, bool): an outcome is awaited: the seat it belongs to (-1:
            not known) and whether a computer's turn awaits it.
        person_to_act(): a person is to act, or the game is over.
        answered(object, object): a worker's (position, answer); internal.
    """

    thinking = Signal(int, str)
    decided = Signal(object, object, float)
    chance_awaited = Signal(int, bool)
    person_to_act = Signal()
    answered = Signal(object, object)

    def __init__(self, session: Session, chance_seat: Callable[[], int | None], parent=None) -> None:
        super().__init__(parent)
        self.session, self.chance_seat = session, chance_seat
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)  # one decision at a time; the verdicts keep their own pool
        self._position: Position | None = None  # the position being decided
        self._pending = False
        self._after_computer = False  # the awaited outcome follows a computer's move
        self._ahead: Action | None = None  # the outcome a decision asked ahead assumes
        self._early: object = None  # an answer that came before its position was reached
        self._reached_at = 0.0  # when the position being decided was reached
        self._cancel = threading.Event()  # set: the search under way stops
        app = QCoreApplication.instance()
        if app is not None:  # quitting does not wait for a search to finish
            app.aboutToQuit.connect(self.forget)
        self.answered.connect(self._answered)
        session.state_changed.connect(self.look_again)
        session.outcome_shown.connect(self._think_ahead)

    @property
    def deciding(self) -> bool:
        """True while a computer's decision is asked for or waits to be played."""
        return self._position is not None

    def driver(self) -> TurnDriver | None:
        """The turn driver of the session's match (None without a match)."""
        match = self.session.match
        if match is None:
            return None
        return TurnDriver.at_table(match.game, match.setup)

    def next_turn(self) -> Turn:
        """Who acts next in the session's match."""
        driver, match = self.driver(), self.session.match
        if driver is None or match is None:
            return Turn(None, OVER)
        return driver.next_turn(match.state, self.chance_seat())

    def look_again(self) -> None:
        """Look at the position once the change's other listeners (the table) have run."""
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self._next)

    def forget(self) -> None:
        """Whatever was being decided is stale: drop its answer, stop its search."""
        self._position, self._ahead, self._early = None, None, None
        self._cancel.set()

    def _next(self) -> None:
        self._pending = False
        match, driver = self.session.match, self.driver()
        if match is None or driver is None or match.state.is_over():
            self.forget()
            self.person_to_act.emit()
            return
        position = (match, match.state, len(match.log))
        if self._ahead is not None and self._still_ahead(match):
            return  # the outcome is still being shown
        if _same(position, self._position):
            if self._ahead is not None:
                self._reached(match)
            return  # already deciding this very position (a save, not a move)
        self.forget()
        after_computer, self._after_computer = self._after_computer, False
        turn = driver.next_turn(match.state, self.chance_seat())
        if turn.kind == CHANCE_TURN:
            seat = -1 if turn.seat is None else turn.seat
            self.chance_awaited.emit(seat, turn.computer or after_computer)
        elif not turn.computer:
            self.person_to_act.emit()
        else:
            self._ask(position, driver, turn)

    def _ask(self, position: Position, driver: TurnDriver, turn: Turn, state: State | None = None) -> None:
        assert turn.seat is not None  # a computer's turn has its seat
        self._position, self._reached_at = position, time.monotonic()
        self._cancel = threading.Event()  # the pool owns the runnable; this stops it
        if state is None:  # asked ahead: said when the position is reached
            self.thinking.emit(turn.seat, turn.kind)
        if self.session.coach is not None and state is None:  # a tutorial: only its script plays
            self._play_script(position)
            return
        world = position[1].copy() if state is None else state
        self.pool.start(_Decision(self, position, driver, self._cancel, world))

    def _play_script(self, position: Position) -> None:
        """A tutorial's opponent plays the script's move, shown as a decision; without one
        (the learner is reading a step) it waits to be asked again (:meth:`look_again`)."""
        scripted = self.session.scripted()
        if scripted is None:
            self._position = None
            return
        QTimer.singleShot(0, self, lambda: self._answered(position, scripted))

    def _think_ahead(self, outcome: Action) -> None:
        """The table shows ``outcome``: decide the position after it meanwhile."""
        match, driver = self.session.match, self.driver()
        if match is None or driver is None or self._position is not None or self.session.coach is not None:
            return  # (a tutorial's opponent plays its script: nothing to think ahead)
        world = match.state.copy()
        try:
            world.apply(outcome)
        except IllegalAction:
            return
        turn = driver.next_turn(world)
        if turn.computer and turn.kind != CHANCE_TURN:
            self._ask((match, match.state, len(match.log) + 1), driver, turn, world)
            self._ahead = outcome

    def _still_ahead(self, match: Match) -> bool:
        """True while the outcome a decision was asked ahead for is still being shown."""
        ahead = self._position
        return (
            ahead is not None
            and match is ahead[0]
            and match.state is ahead[1]
            and len(match.log) == ahead[2] - 1
            and match.state.current_player == CHANCE
        )

    def _reached(self, match: Match) -> None:
        """The position asked ahead is here; a different outcome makes it stale."""
        if match.log[-1] != self._ahead:
            self.forget()
            self.look_again()
            return
        self._ahead, self._reached_at = None, time.monotonic()
        turn = self.next_turn()
        if turn.seat is not None:
            self.thinking.emit(turn.seat, turn.kind)
        early, self._early = self._early, None
        if early is not None:
            self._deliver(early)

    def _answered(self, position: Position, answer: object) -> None:
        if not _same(position, self._position):
            return  # stale: the position changed while the computer thought
        if self._ahead is not None:
            self._early = answer  # held until the outcome it assumes is played
            return
        self._deliver(answer)

    def _deliver(self, answer: object) -> None:
        position = self._position
        assert position is not None
        if isinstance(answer, Exception) or answer is None:
            self._position = None
            self.session.error.emit(
                translate(
                    "Computer players",
                    "A computer player could not find a move; play it from the Moves panel ({kind}).",
                ).format(kind=type(answer).__name__)
            )
            return
        self.decided.emit(position, answer, time.monotonic() - self._reached_at)

    def is_current(self, ticket: Position) -> bool:
        """True while ``ticket`` (from :attr:`decided`) is still the position to play."""
        return _same(ticket, self._position)

    def play(self, ticket: Position, action: Action) -> bool:
        """Play a decided ``action`` through the session, as a gesture would be played.

        Returns:
            False when the position changed since (nothing is played).
        """
        if not self.is_current(ticket):
            return False
        self._position = None
        played = self.session.dispatch(action)
        match = self.session.match
        # (a tutorial's learner throws an outcome of their own turn themselves: "Press Roll")
        waits = match is not None and match.state.current_player == CHANCE
        self._after_computer = waits and self.session.coach is None
        return played
