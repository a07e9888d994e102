"""Showing the physics verdict: record its world off the UI thread, play it, then decide.

After every build or move the game awaits its verdict. The player records the
verdict's world (:mod:`babelworks.physics.skyscrapers_animation`) on a worker
thread (a collapse takes a few hundred milliseconds to simulate), plays the
recorded poses in the viewport with a QTimer (settling, wobble, workers
falling, collapse) and only then lets the session decide the outcome
(``session.resolve_chance()``: the verdict's own answer enters the game).
Until that moment the build or move can still be undone (Edit > Undo).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from babelworks.core.protocol import CHANCE
from babelworks.physics.skyscrapers_animation import record
from babelworks.physics.skyscrapers_verdict import resolve_outcome

FRAME_MS = 33  # 30 frames a second, the recording's own rate


def _tremor(session) -> list[float] | None:
    """With "steady hands", the hand tremor the verdict will draw, so the animation shakes alike.

    The verdict is asked with the session's own outcome RNG (the one
    ``resolve_chance`` uses), so both see the same tremor.
    """
    if not session.match.state.data["options"].get("steady_hands"):
        return None
    return resolve_outcome(session.match.state, session.outcome_rng()).get("tremor")


class _Recorder(QRunnable):
    """Records one verdict's world on a pool thread and hands the frames back by a signal."""

    def __init__(self, relay: "VerdictPlayer", ticket: int, state, tremor) -> None:
        super().__init__()
        self.relay, self.ticket, self.state, self.tremor = relay, ticket, state, tremor

    def run(self) -> None:
        """Simulate and record; deliver the frames (queued to the UI thread)."""
        frames = record(self.state, self.tremor).frames
        try:
            self.relay.recorded.emit(self.ticket, frames)
        except RuntimeError:  # the table went away meanwhile
            pass


class VerdictPlayer(QObject):
    """Plays a recording of the verdict's world, then lets the session decide the outcome.

    Signals:
        recorded(int, object): a recording is ready (ticket, frames); internal.
    """

    recorded = Signal(int, object)

    def __init__(self, table) -> None:
        super().__init__(table)
        self.table = table
        self.frame_ms = FRAME_MS
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self.recorded.connect(self._play)
        self.frames: list[dict] = []
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
        copy = match.game.from_dict(match.state.to_dict())
        tremor = _tremor(self.table.session)
        QThreadPool.globalInstance().start(_Recorder(self, self.ticket, copy, tremor))

    def _play(self, ticket: int, frames: list) -> None:
        if ticket != self.ticket:
            return
        self.recording = False
        self.frames, self.index = frames, 0
        self.timer.start(self.frame_ms)  # the first tick drops it if the action was undone

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
            self.index += 1
            return
        self.stop()
        self.table.last_frame = self.frames[-1] if self.frames else None
        self.table.session.resolve_chance()
