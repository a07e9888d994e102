"""Showing the physics verdict: run it off the UI thread, play its frames, then apply it.

After every build or move the game awaits its verdict. The player runs the
verdict (:func:`babelworks.physics.skyscrapers_verdict.run`) on a worker
thread with the tremor of the hand that dropped the card or worker (the
gestures measured it) plus the "shaky hands" extra, plays the verdict's own
frames in the viewport with a QTimer (sway, workers falling, collapse) and
then dispatches that very verdict's outcome: what was shown is what is logged.
Until that moment the build or move can still be undone (Edit > Undo).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from babelworks.core.protocol import CHANCE
from babelworks.games.skyscrapers import views
from babelworks.physics.skyscrapers_verdict import add_tremors, bump_tremor, bumped, run, shaky_tremor

FRAME_MS = 33  # 30 frames a second, the recording's own rate


def _tremor(table, match) -> list[float]:
    """The hand's tremor for the awaited check, plus the "shaky hands" extra when chosen.

    A check no hand was measured for (played from the moves panel) is a steady hand; a
    bumped table is the jolt itself (the drag's direction, or +x when none was measured).
    """
    hand = table.gestures.take_hand(len(match.log))
    scripted = table.session.scripted()
    if scripted is not None:  # a tutorial's check: the tremor its script recorded
        return list(scripted.get("tremor", (0.0, 0.0, 0.0)))
    strength = bumped(match.state)
    if strength is not None:
        return hand or bump_tremor(strength, 0.0)
    hand = hand or [0.0, 0.0, 0.0]
    if not views.steady_hands(match.state):
        return add_tremors(hand)
    return add_tremors(hand, shaky_tremor(table.session.outcome_rng()))


class _Delivery(QObject):
    """A recording's way back to the UI thread.

    Owned by its recorder, not by the table: a table closed while its verdict is
    still being recorded takes its connection with it (Qt disconnects a destroyed
    receiver), and the late recording is emitted into nothing instead of into a
    deleted object, which crashed the process.
    """

    ready = Signal(int, object)


class _Recorder(QRunnable):
    """Runs one verdict on a pool thread and hands its outcome and frames back by a signal."""

    def __init__(self, player: VerdictPlayer, ticket: int, state, tremor) -> None:
        super().__init__()
        self.delivery = _Delivery()  # made on the UI thread, so its signal is queued there
        self.delivery.ready.connect(player._play)
        self.ticket, self.state, self.tremor = ticket, state, tremor

    def run(self) -> None:
        """Decide and record; deliver both (queued to the UI thread)."""
        outcome, recording = run(self.state, self.tremor, record=True)
        assert recording is not None  # record=True keeps the frames
        self.delivery.ready.emit(self.ticket, (outcome, recording.frames))


class VerdictPlayer(QObject):
    """Plays a recording of the verdict's world, then lets the session decide the outcome."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.table = table
        self.frame_ms = FRAME_MS
        self.frames_per_tick = 1  # recorded frames passed per tick (more: faster)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self.frames: list[dict] = []
        self.outcome: dict | None = None
        self.index = 0
        self.log_length = -1
        self.ticket = 0  # a newer ticket makes a recording still on its way stale
        self.check: tuple | None = None
        self.recording = False

    @property
    def active(self) -> bool:
        """True while a verdict is being recorded or shown."""
        return self.recording or self.timer.isActive()

    def show_check(self) -> None:
        """Show the awaited check, unless it is the one already being shown.

        The check shown is known by the log's length and the undo stack's index:
        an action undone and another played in its place is a new check.
        """
        match = self.table.session.match
        if match is None or match.state.current_player != CHANCE:
            return
        check = (len(match.log), self.table.session.undo_stack.index())
        if self.active and check == self.check:
            return
        self.stop()
        self.check = check
        self._start(match)

    def _start(self, match) -> None:
        """Start recording the verdict's world for the awaited check (played when ready)."""
        self.ticket += 1
        self.recording, self.log_length = True, len(match.log)
        # The worker thread gets a copy: the match's state may change (undo) meanwhile.
        copy = match.state.copy()
        tremor = _tremor(self.table, match)
        QThreadPool.globalInstance().start(_Recorder(self, self.ticket, copy, tremor))

    @Slot(int, object)  # a slot, so a destroyed player is disconnected from late recordings
    def _play(self, ticket: int, verdict: tuple) -> None:
        if ticket != self.ticket:
            return
        self.recording = False
        self.outcome, self.frames = verdict
        # A tutorial's check lands as its script recorded it (the same tremor was run,
        # tests/test_tutorials.py proves the physics gives that very result).
        self.outcome = self.table.session.scripted() or self.outcome
        self.index = 0
        self.timer.start(self.frame_ms)  # the first tick drops it if the action was undone
        self.table.session.show_outcome(self.outcome)  # a computer may think while it plays

    def pace(self, factor: float) -> None:
        """Play recordings ``factor`` times as fast as real time (inf: at once)."""
        if math.isinf(factor):
            self.frame_ms, self.frames_per_tick = 0, 1_000_000
            return
        self.frames_per_tick = max(1, round(factor))
        self.frame_ms = round(FRAME_MS * self.frames_per_tick / factor)

    def stop(self) -> None:
        """Stop recording and playing (the action was undone, or the table goes away)."""
        self.ticket += 1
        self.recording = False
        self.timer.stop()

    def _tick(self) -> None:
        match = self.table.session.match
        if match is None or match.state.current_player != CHANCE or len(match.log) != self.log_length:
            self.stop()  # undone while shown: the state's own pieces come back
            self.table.show_table()
            return
        if self.index < len(self.frames):
            self.table.show_table(self.frames[self.index])
            self.index += self.frames_per_tick
            return
        self.stop()
        self.table.last_frame = self.frames[-1] if self.frames else None
        self.table.session.dispatch(self.outcome)
