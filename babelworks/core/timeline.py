"""A finished or running game as a timeline: any position, fast, for the replay viewer.

The log is the truth (:mod:`babelworks.core.match`); a timeline replays it once,
keeping a snapshot of the state every ``every`` actions, so that jumping to any
position costs at most ``every - 1`` actions from the nearest snapshot instead of a
replay from the setup. It also marks where each turn begins (the seat to act
changes, or the game's turn counter moves), for "jump to the start of a turn", and
where each round begins: where the game counts rounds (``data["round"]``, Rise of
Babel) when that count moves, elsewhere when the seat that opened the game starts
a turn again (every seat has had its turn).
"""

from __future__ import annotations

from dataclasses import dataclass

from babelworks.core.match import Setup
from babelworks.core.protocol import CHANCE, Action, Game, State
from babelworks.core.words import translate

#: Actions between two snapshots. A 1,500-action game keeps 60 snapshots.
SNAPSHOT_EVERY = 25


@dataclass(frozen=True)
class Mark:
    """Where a turn begins: the step (actions played before it) and the seat to act."""

    step: int
    seat: int | None


class Timeline:
    """Every position of one game's log, reachable by step number.

    Args:
        game: the game's engine.
        setup: the match's setup.
        log: the actions played (a copy is kept).
        every: actions between snapshots.
    """

    def __init__(self, game: Game, setup: Setup, log: list[Action], every: int = SNAPSHOT_EVERY) -> None:
        self.game = game
        self.setup = setup
        self.log = list(log)
        self.every = every
        self._snapshots: list[State] = []
        self.turn_starts: list[Mark] = []
        self.round_starts: list[int] = []
        self._turn_rounds: list[int | None] = []  # the game's round count at each turn start
        self._record()
        self._mark_rounds()

    def __len__(self) -> int:
        """The number of actions in the log (positions run from 0 to this)."""
        return len(self.log)

    def _record(self) -> None:
        state = self._new_state()
        last_seat, last_turn = None, None
        for step, action in enumerate(self.log):
            if step % self.every == 0:
                self._snapshots.append(state.copy())
            last_seat, last_turn = self._mark_turn(state, step, last_seat, last_turn)
            state.apply(action)
        if len(self.log) % self.every == 0:
            self._snapshots.append(state.copy())

    def _mark_rounds(self) -> None:
        """Round starts from the turn starts (see the module's docstring)."""
        if any(round_ is not None for round_ in self._turn_rounds):
            last = object()
            for mark, round_ in zip(self.turn_starts, self._turn_rounds):
                if round_ != last:
                    self.round_starts.append(mark.step)
                last = round_
            return
        opener = self.turn_starts[0].seat if self.turn_starts else None
        self.round_starts = [mark.step for mark in self.turn_starts if mark.seat == opener]

    @staticmethod
    def _round_of(state: State) -> int | None:
        data = getattr(state, "data", None)
        found = data.get("round") if isinstance(data, dict) else None
        return found if type(found) is int else None

    def _mark_turn(self, state: State, step: int, seat, turn) -> tuple:
        now_seat = state.current_player
        now_turn = state.turns() if hasattr(state, "turns") else None
        if now_seat != CHANCE and (now_seat != seat or now_turn != turn or step == 0):
            self.turn_starts.append(Mark(step, now_seat))
            self._turn_rounds.append(self._round_of(state))
            return now_seat, now_turn
        return seat, turn

    def _new_state(self) -> State:
        return self.game.new_game(self.setup.players, self.setup.seed, dict(self.setup.options))

    def state_at(self, step: int) -> State:
        """A fresh state after the first ``step`` actions (0 = the setup).

        Raises:
            ValueError: ``step`` is outside the log.
        """
        if type(step) is not int or not 0 <= step <= len(self.log):
            raise ValueError(
                translate("Game history", "Step {step} is outside the game (0..{last}).").format(
                    step=step, last=len(self.log)
                )
            )
        base = step // self.every
        state = self._snapshots[base].copy()
        for action in self.log[base * self.every : step]:
            state.apply(action)
        return state

    def turn_start_before(self, step: int) -> int:
        """The step where the turn containing ``step`` began (0 for the first)."""
        starts = [mark.step for mark in self.turn_starts if mark.step <= step]
        return starts[-1] if starts else 0

    def next_turn_start(self, step: int) -> int:
        """The step where the next turn after ``step`` begins (the end if none)."""
        for mark in self.turn_starts:
            if mark.step > step:
                return mark.step
        return len(self.log)

    def round_start_before(self, step: int) -> int:
        """The step where the round containing ``step`` began (0 for the first)."""
        starts = [start for start in self.round_starts if start <= step]
        return starts[-1] if starts else 0

    def next_round_start(self, step: int) -> int:
        """The step where the next round after ``step`` begins (the end if none)."""
        return next((start for start in self.round_starts if start > step), len(self.log))

    def round_number(self, step: int) -> int:
        """The round (from 1) that the position after ``step`` actions belongs to."""
        return max(1, sum(1 for start in self.round_starts if start <= step))

    def snapshot_count(self) -> int:
        """How many snapshots the timeline keeps (one every ``every`` actions)."""
        return len(self._snapshots)

    def move_list(self, names: list[str] | None = None) -> list[str]:
        """Every action in words, numbered from 1, as the game describes it."""
        lines: list[str] = []
        state = self._new_state()
        for number, action in enumerate(self.log, start=1):
            lines.append(
                translate("Game history", "{number}. {move}").format(
                    number=number, move=state.describe(action, names)
                )
            )
            state.apply(action)
        return lines
