"""A match: its setup, the action log, undo/redo and replay.

The log is the truth; the current state is the setup replayed through it. Undo
never crosses an action that revealed information (a roll, a draw, a physics
outcome): the state right after such an action is kept as the *barrier*
snapshot, so undoing replays only the few hidden-information-free actions since.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from babelworks.core.hashing import state_hash
from babelworks.core.protocol import Action, Game, State

#: Who plays a seat: a person at the screen, or a computer player of a kind and level
#: (``babelworks.bots.players.KINDS``, which a test keeps equal to the rest of this list).
PLAYERS = ("person", "random", "easy", "normal", "hard")


@dataclass
class Seat:
    """A player at the table: name, colour (a ``#rrggbb`` string) and who plays it."""

    name: str
    colour: str
    player: str = "person"

    @property
    def is_person(self) -> bool:
        """True when a person at the screen plays this seat."""
        return self.player == "person"

    def to_dict(self) -> dict:
        """Plain JSON form."""
        return {"name": self.name, "colour": self.colour, "player": self.player}


@dataclass
class Setup:
    """Everything needed to set up the same game again."""

    game: str
    players: int
    seed: int
    options: dict = field(default_factory=dict)
    seats: list[Seat] = field(default_factory=list)

    def to_dict(self) -> dict:
        """Plain JSON form (the save file's header fields)."""
        return {
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "seats": [seat.to_dict() for seat in self.seats],
        }


class Match:
    """One game being played: the only object that changes a game's state."""

    def __init__(self, game: Game, setup: Setup) -> None:
        self.game = game
        self.setup = setup
        self.state: State = game.new_game(setup.players, setup.seed, dict(setup.options))
        self.log: list[Action] = []
        self._redo: list[Action] = []
        self._barrier = 0  # log index before which nothing can be undone
        self._barrier_snapshot = self.state.to_dict()
        #: bookmarks: move number (1 = the first action) -> a short note ("" for a bare
        #: bookmark). Kept in the save, never seen by the rules.
        self.notes: dict[int, str] = {}

    # -- playing -------------------------------------------------------------
    def apply(self, action: Action) -> bool:
        """Play an action; True when it revealed information. IllegalAction changes nothing."""
        revealed = self.state.apply(action)
        self.log.append(action)
        self._redo.clear()
        if revealed:
            self._set_barrier()
        return revealed

    def _set_barrier(self) -> None:
        self._barrier = len(self.log)
        self._barrier_snapshot = self.state.to_dict()

    # -- undo / redo ---------------------------------------------------------
    def can_undo(self) -> bool:
        """True when the last action revealed nothing and can be taken back."""
        return len(self.log) > self._barrier

    def can_redo(self) -> bool:
        """True when an undone action can be played again."""
        return bool(self._redo)

    def undo(self) -> Action:
        """Take back the last action and return it."""
        if not self.can_undo():
            raise ValueError("Nothing to undo: the last action revealed information.")
        action = self.log.pop()
        self._redo.append(action)
        self.state = self._replay_from_barrier()
        return action

    def redo(self) -> Action:
        """Play the last undone action again and return it."""
        if not self._redo:
            raise ValueError("Nothing to redo.")
        action = self._redo.pop()
        redo_rest = list(self._redo)
        self.apply(action)
        self._redo = redo_rest
        return action

    def _replay_from_barrier(self) -> State:
        state = self.game.from_dict(self._barrier_snapshot)
        for action in self.log[self._barrier :]:
            state.apply(action)
        return state

    # -- replay --------------------------------------------------------------
    def state_at(self, step: int) -> State:
        """The state after the first ``step`` actions of the log (0 = setup)."""
        if not 0 <= step <= len(self.log):
            raise ValueError(f"Step {step} is outside the log (0..{len(self.log)}).")
        return replay(self.game, self.setup, self.log[:step])

    def state_hash(self) -> str:
        """Stable hash of the current state."""
        return state_hash(self.state)

    @property
    def undo_barrier(self) -> int:
        """Index in the log before which undo cannot go."""
        return self._barrier

    @classmethod
    def from_log(cls, game: Game, setup: Setup, log: list[Action]) -> Match:
        """Rebuild a match by replaying ``log`` (raises IllegalAction if it does not replay)."""
        match = cls(game, setup)
        match.state, match._barrier = last_barrier(game, setup, log)
        match.log = list(log)
        match._barrier_snapshot = replay(game, setup, log[: match._barrier]).to_dict()
        return match


def replay(game: Game, setup: Setup, log: list[Action]) -> State:
    """Set the game up again and apply every action of ``log`` in order."""
    state = game.new_game(setup.players, setup.seed, dict(setup.options))
    for action in log:
        state.apply(action)
    return state


def last_barrier(game: Game, setup: Setup, log: list[Action]) -> tuple[State, int]:
    """Replay ``log`` and return the final state and the undo barrier index."""
    state = game.new_game(setup.players, setup.seed, dict(setup.options))
    barrier = 0
    for index, action in enumerate(log):
        if state.apply(action):
            barrier = index + 1
    return state, barrier


def seat_defaults(players: int) -> list[Seat]:
    """Default seat names and a colour-blind-safe palette (Okabe-Ito)."""
    colours = ["#e69f00", "#56b4e9", "#009e73", "#cc79a7", "#0072b2", "#d55e00"]
    return [Seat(f"Player {i + 1}", colours[i % len(colours)]) for i in range(players)]
