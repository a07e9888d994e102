"""The running app's one source of truth: the match being played.

``Session.dispatch(action)`` is the only way the game state changes. Undo and
redo go through a QUndoStack whose commands call ``Match.undo()``/``redo()``;
an action that revealed information (a roll, a draw, a physics outcome) clears
the stack, so undo never crosses it. Every change is autosaved, then announced
with signals. No rules live here: the game's own state decides what is legal.

Every change is announced twice: :attr:`Session.changed` carries a
:class:`StateChange` (the action played, undone or redone, so a panel can update
only what changed: the log appends one row), then :attr:`Session.state_changed`
tells everyone else to look again.

The undo policy of a table with computers is here too (:meth:`Session.take_back`):
a person's undo goes back to their own last move, through the computers' moves
since, unless an outcome revealed since stops it (said in words).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from babelworks.core.errors import IllegalAction
from babelworks.core.match import Match
from babelworks.core.protocol import CHANCE, Action
from babelworks.core.rng import Rng, table_rng
from babelworks.i18n import said, shown, translate
from babelworks.registry import GameUnavailable, table_resolver
from babelworks.session.autosave import Autosave

log = logging.getLogger(__name__)


class Coach(Protocol):
    """What a tutorial asks of the session while it teaches (:mod:`babelworks.ui.tutorial`).

    The session asks it before playing any action, and the table and the computer seats
    ask it for the move the script plays itself; the rules still decide legality.
    """

    def refusal(self, action: Action) -> str | None:
        """None when ``action`` is what the lesson asks for now, else why not, in words."""
        ...

    def allows(self, action: Action) -> bool:
        """True when ``action`` is what the lesson asks for now (a question: nothing is said)."""
        ...

    def scripted(self) -> Action | None:
        """The move the script plays now (an opponent's move, an outcome), or None."""
        ...


@dataclass(frozen=True)
class StateChange:
    """What changed the state.

    Attributes:
        kind: "played", "undone", "redone", "started" (a new or loaded match) or "hinted"
            (a seat asked for a hint: the state is the same, the log notes it).
        action: the action played, taken back or played again (None when started).
        step: the log's length after the change.
    """

    kind: str
    action: Action | None
    step: int


class _ActionCommand(QUndoCommand):
    """One played action on the undo stack; it is already applied when pushed.

    ``seat`` is who played it (an undo by a person goes back to their own move); ``said``
    is its line in the log as the rules wrote it (Qt's own text would lose its translation).
    """

    def __init__(self, session: Session, text: str, seat: int | None) -> None:
        super().__init__(shown(text))
        self._session = session
        self.seat = seat
        self.said = text
        self._applied = True  # QUndoStack.push() calls redo() at once: skip that one

    def redo(self) -> None:
        """Play the action again (not on the first call: it was just played)."""
        if self._applied:
            self._applied = False
            return
        self._session._step(undo=False, text=self.said)

    def undo(self) -> None:
        """Take the action back."""
        self._session._step(undo=True, text=self.said)


class Session(QObject):
    """Holds the match; every change goes through :meth:`dispatch`, undo or redo.

    Signals:
        changed(StateChange): what changed, announced just before ``state_changed``.
        state_changed: the state is different (after an action, undo, redo).
        match_started: a new or loaded match replaced the previous one.
        error: a message for the player (an illegal action, a failed autosave).
        game_over: the game just ended.
        outcome_shown(dict): the table has decided the awaited outcome and is showing it
            (a roll tumbling, a verdict playing); it is dispatched when that ends.
        closed: the match was put away (:meth:`close`): no game is on the table.
    """

    changed = Signal(object)
    state_changed = Signal()
    match_started = Signal()
    error = Signal(str)
    game_over = Signal()
    outcome_shown = Signal(object)
    closed = Signal()

    def __init__(self, autosave: Autosave | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.match: Match | None = None
        self.autosave = autosave
        self.undo_stack = QUndoStack(self)
        self.modified = False
        self.log_texts: list[str] = []  # the match log in words, one line per action
        #: a tutorial's coach while one teaches at the table (None: a real game)
        self.coach: Coach | None = None

    # -- starting ------------------------------------------------------------
    def start(self, match: Match, modified: bool = True) -> None:
        """Play ``match`` from now on (a new game or one loaded from a file).

        Args:
            match: the match to hold.
            modified: False when the match is exactly what is in its save file.
        """
        self.match = match
        self.undo_stack.clear()
        words = match.take_words()  # described while a save was replayed: no second replay
        self.log_texts = words if words is not None else _describe_log(match)
        self.modified = modified
        self._autosave()
        self.match_started.emit()
        self.changed.emit(StateChange("started", None, len(match.log)))
        self.state_changed.emit()

    def close(self) -> None:
        """Put the match away (a tutorial left for later): no game on the table, nothing
        to undo; the match is not autosaved again."""
        self.match, self.coach = None, None
        self.undo_stack.clear()
        self.log_texts = []
        self.modified = False
        self.closed.emit()
        self.state_changed.emit()

    # -- playing -------------------------------------------------------------
    def dispatch(self, action: Action) -> bool:
        """Play ``action``; the only way the game state changes.

        Returns:
            True when the action was played. False when it was refused: the
            state is unchanged and :attr:`error` carries the reason.
        """
        if self.match is None:
            self.error.emit(translate("Session", "No game is being played. Start one with File > New game."))
            return False
        refusal = None if self.coach is None else self.coach.refusal(action)
        if refusal is not None:  # a tutorial's step asks for another move: nothing changes
            self.error.emit(shown(refusal))
            return False
        text = self.describe(action)
        seat = self.match.state.current_player
        try:
            revealed = self.match.apply(action)
        except IllegalAction as illegal:
            self.error.emit(said(illegal))
            return False
        if revealed:
            self.undo_stack.clear()  # what was revealed stays revealed
        else:
            self.undo_stack.push(_ActionCommand(self, text, seat))
        self.log_texts.append(text)
        self._changed(StateChange("played", action, len(self.match.log)))
        return True

    def resolve_chance(self) -> bool:
        """Let the table decide the outcome the game awaits (a roll, a physics check), and play it.

        The game's outcome resolver (physics where the game has it) gives the
        outcome action; it is dispatched like any other, so it is logged and
        replays without physics.

        Returns:
            True when an outcome was played; False (with :attr:`error`) otherwise.
        """
        match = self.match
        if match is None or match.state.current_player != CHANCE:
            self.error.emit(translate("Session", "Nothing is waiting for the table to decide."))
            return False
        try:
            resolve = table_resolver(match.setup.game)
        except (KeyError, GameUnavailable):
            self.error.emit(
                translate("Session", "{game} has no way to decide outcomes here.").format(
                    game=match.game.name
                )
            )
            return False
        return self.dispatch(self.scripted() or resolve(match.state, self.outcome_rng()))

    def scripted(self) -> Action | None:
        """The move a tutorial's script plays now (an opponent's move, an awaited outcome
        as recorded), or None: the table and the computer seats play that instead."""
        return None if self.coach is None else self.coach.scripted()

    def show_outcome(self, action: Action) -> None:
        """Say that the table shows ``action``, the awaited outcome it has decided, and
        will dispatch it when the animation ends: the computer seats think about the
        position after it meanwhile, so a person waits for the animation, not the search."""
        if self.match is not None and self.match.state.current_player == CHANCE:
            self.outcome_shown.emit(action)

    def outcome_rng(self) -> Rng:
        """The RNG the table's outcome for the current position is drawn with.

        Seeded by the match's seed and position, so the same position always gets
        the same outcome, and an animation can draw exactly what the verdict will.
        """
        assert self.match is not None  # asked only while a match is played
        return table_rng(self.match.setup, len(self.match.log), "outcome")

    def describe(self, action: Action) -> str:
        """The action in words, by the seats' names, before it changes the state."""
        try:
            assert self.match is not None  # without a match, the fallback below answers
            return self.match.state.describe(action, _names(self.match))
        except Exception:  # an illegal action may not describe; apply() says why
            return str(action.get("type", "action"))

    def note_hint(self, seat: int) -> None:
        """Note that ``seat`` asked for a hint at this position (once per position and seat):
        kept in the save beside the log and said in the game log; the state is unchanged."""
        match = self.match
        if match is None or (len(match.log), seat) in match.hints:
            return
        match.hints.append((len(match.log), seat))
        self.modified = True
        self._autosave()
        self.changed.emit(StateChange("hinted", None, len(match.log)))

    # -- undo / redo ---------------------------------------------------------
    def undo(self) -> None:
        """Take back the last action, when that is allowed."""
        self.undo_stack.undo()

    def redo(self) -> None:
        """Play the last undone action again."""
        self.undo_stack.redo()

    def people(self) -> list[int]:
        """The seats people play (the others are computer players)."""
        return [] if self.match is None else [i for i, s in enumerate(self.match.setup.seats) if s.is_person]

    def _with_computers(self) -> bool:
        """True when people and computers share the table."""
        return self.match is not None and 0 < len(self.people()) < len(self.match.setup.seats)

    def take_back(self) -> None:
        """Undo as the person at the screen means it: back to their own last move.

        With computers at the table, the computers' moves since go too; an outcome
        revealed since stops it, and :attr:`error` says why. Without computers (or
        without people) this is a plain one-step undo.
        """
        if not self._with_computers():
            self.undo()
            return
        people = set(self.people())
        stack = self.undo_stack
        target = next(
            (i for i in range(stack.index() - 1, -1, -1) if _seat_of(stack.command(i)) in people),
            None,
        )
        if target is None:
            self.error.emit(self._why_no_take_back())
            return
        stack.setIndex(target)

    def can_take_back(self) -> bool:
        """True when Undo is offered: something can be undone, or a person at a table with
        computers has moves behind a revealing one (pressing Undo then says why not)."""
        blocked = self._with_computers() and bool(self.match and self.match.log)
        return self.undo_stack.canUndo() or blocked

    def _why_no_take_back(self) -> str:
        barrier = self.match.undo_barrier if self.match is not None else 0
        if barrier == 0:
            return translate("Session", "There is no move of yours to undo yet.")
        return translate(
            "Session",
            "Undo cannot go back to your last move: “{move}” revealed "
            "information since, and what is revealed stays revealed.",
        ).format(move=self.log_texts[barrier - 1])

    def _step(self, undo: bool, text: str) -> None:
        """Called by the undo commands: move the match one step back or forward."""
        assert self.match is not None  # the commands exist only while a match is played
        if undo:
            action = self.match.undo()
            self.log_texts.pop()
        else:
            action = self.match.redo()
            self.log_texts.append(text)
        self._changed(StateChange("undone" if undo else "redone", action, len(self.match.log)))

    # -- after every change ---------------------------------------------------
    def mark_saved(self) -> None:
        """The match now equals its save file."""
        self.modified = False
        self.state_changed.emit()

    def _changed(self, change: StateChange) -> None:
        self.modified = True
        self._autosave()
        self.changed.emit(change)
        self.state_changed.emit()
        assert self.match is not None  # a change happens only to a match being played
        if self.match.state.is_over():
            self.game_over.emit()

    def _autosave(self) -> None:
        if self.autosave is None:
            return
        assert self.match is not None  # saved only after a start or a change
        try:
            self.autosave.write(self.match)
        except OSError as failure:
            log.warning("Autosave failed: %s", failure)
            self.error.emit(
                translate("Session", "The game could not be autosaved ({problem}).").format(
                    problem=failure.strerror or failure
                )
            )


def _describe_log(match: Match) -> list[str]:
    """Every logged action in words, replaying from the setup (each needs its own state)."""
    state = match.game.new_game(match.setup.players, match.setup.seed, dict(match.setup.options))
    texts, names = [], _names(match)
    for action in match.log:
        texts.append(state.describe(action, names))
        state.apply(action)
    return texts


def _seat_of(command: QUndoCommand | None) -> int | None:
    """Who played an undo stack's command (None for anything but a played action)."""
    return command.seat if isinstance(command, _ActionCommand) else None


def _names(match: Match) -> list[str]:
    """The seats' names, for the game's words."""
    return [seat.name for seat in match.setup.seats]
