"""The replay's read-only stand-in for the session: one position of a recorded game.

The game tables (:mod:`babelworks.ui.game_tables`) and the shell's panels read a
session: its match, its signals, its undo stack. :class:`ReplayPosition` offers
the same reading surface over a :class:`~babelworks.core.timeline.Timeline`, so
the very same panels and 3D tables show any position of a recorded game. It is
read-only: :meth:`dispatch` refuses every action with a sentence, and nothing
here ever reaches a live session (taking over starts a new game instead, see
:mod:`babelworks.ui.replay.takeover`).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from babelworks.core.match import Match
from babelworks.core.protocol import Action
from babelworks.core.rng import Rng, table_rng
from babelworks.core.timeline import Timeline
from babelworks.core.words import translate
from babelworks.i18n import shown

READ_ONLY = translate(
    "Replay window",
    "This is a replay: nothing can be played here. Use Replay > Take over from here "
    "to play on from this position.",
)


class ReplayPosition(QObject):
    """A recorded game at one step, read like a session.

    Signals:
        state_changed: the step changed (the tables and panels re-read ``match``).
        match_started: the recorded game was set up (once).
        error: a sentence for the viewer (an attempt to play).
        game_over: never emitted; a replay decides nothing.
        moved(int): the new step, after ``state_changed``.
    """

    #: a table that decides outcomes itself may check this and leave the recorded ones be
    read_only = True
    #: no tutorial teaches in a replay (a session's coach; see :meth:`scripted`)
    coach = None

    state_changed = Signal()
    match_started = Signal()
    error = Signal(str)
    game_over = Signal()
    moved = Signal(int)

    def __init__(self, recorded: Match, every: int | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        options = {} if every is None else {"every": every}
        self.timeline = Timeline(recorded.game, recorded.setup, recorded.log, **options)
        self.recorded = recorded
        self.undo_stack = QUndoStack(self)  # always empty: there is nothing to undo in a replay
        self.modified = False
        self.step = len(self.timeline)
        self.match = Match(recorded.game, recorded.setup)
        self.match.notes = recorded.notes
        self.match.hints = recorded.hints
        self.log_texts = self.timeline.move_list(self.names())
        self._place(self.step)

    def names(self) -> list[str]:
        """The seats' names, for the game's words."""
        return [seat.name for seat in self.recorded.setup.seats]

    def start(self) -> None:
        """Announce the recorded game to the tables (call once they listen)."""
        self.match_started.emit()
        self.state_changed.emit()
        self.moved.emit(self.step)

    def go_to(self, step: int) -> None:
        """Show the position after ``step`` actions; a step outside the game is clamped."""
        step = max(0, min(int(step), len(self.timeline)))
        if step == self.step:
            return
        self._place(step)
        self.state_changed.emit()
        self.moved.emit(step)

    def _place(self, step: int) -> None:
        self.match.state = self.timeline.state_at(step)
        self.match.log = self.timeline.log[:step]
        self.step = step

    def next_action(self) -> Action | None:
        """The recorded action played from this position, or None at the end."""
        return self.timeline.log[self.step] if self.step < len(self.timeline) else None

    # -- what a session offers, refused or neutral --------------------------------
    def dispatch(self, action: Action) -> bool:
        """Refuse: a replay never plays an action (the position stays)."""
        self.error.emit(shown(READ_ONLY))
        return False

    def resolve_chance(self) -> bool:
        """Refuse: the recorded game already decided every outcome."""
        return self.dispatch({})

    def undo(self) -> None:
        """Refuse: step back with the timeline instead."""
        self.dispatch({})

    def redo(self) -> None:
        """Refuse: step forward with the timeline instead."""
        self.dispatch({})

    def scripted(self) -> Action | None:
        """None: a replay plays no tutorial's script (what it shows was recorded)."""
        return None

    def describe(self, action: Action) -> str:
        """The action in words at this position, by the seats' names."""
        try:
            return self.match.state.describe(action, self.names())
        except Exception:  # the same fallback as the session: a stray action may not describe
            return str(action.get("type", "action"))

    def outcome_rng(self) -> Rng:
        """The table's RNG for this position, as the session seeds it."""
        return table_rng(self.recorded.setup, self.step, "outcome")
