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
from babelworks.core.words import translate

#: Who plays a seat: a person at the screen, or a computer player of a kind and level
#: (``babelworks.bots.players.KINDS``, which a test keeps equal to the rest of this list).
PLAYERS = ("person", "random", "greedy", "easy", "normal", "hard")


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
        #: hints asked ("Suggest a move"): (log length when asked, seat advised), in the order
        #: asked. Kept in the save beside the log, never in it: a hint changes no state and
        #: draws from no game stream, so the log replays the same with or without them.
        self.hints: list[tuple[int, int]] = []
        #: the step reached while the match is a tutorial (:mod:`babelworks.core.tutorial`);
        #: None for a real game. Kept in the save, so a tutorial saved opens as one.
        self.tutorial: int | None = None
        self._words: list[str] | None = None  # the log in words, when replayed with them

    # -- playing -------------------------------------------------------------
    def apply(self, action: Action) -> bool:
        """Play an action; True when it revealed information. IllegalAction changes nothing."""
        revealed = self.state.apply(action)
        self.log.append(action)
        self._redo.clear()
        # a new move starts a new branch: hints asked in the future it replaces go, as the redo does
        self.hints = [hint for hint in self.hints if hint[0] < len(self.log)]
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
            raise ValueError(
                translate("Game history", "Nothing to undo: the last action revealed information.")
            )
        action = self.log.pop()
        self._redo.append(action)
        self.state = self._replay_from_barrier()
        return action

    def redo(self) -> Action:
        """Play the last undone action again and return it."""
        if not self._redo:
            raise ValueError(translate("Game history", "Nothing to redo."))
        action = self._redo.pop()
        redo_rest, hints = list(self._redo), list(self.hints)
        self.apply(action)
        self._redo, self.hints = redo_rest, hints
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
            raise ValueError(
                translate("Game history", "Step {step} is outside the log (0..{last}).").format(
                    step=step, last=len(self.log)
                )
            )
        return replay(self.game, self.setup, self.log[:step])

    def state_hash(self) -> str:
        """Stable hash of the current state."""
        return state_hash(self.state)

    @property
    def undo_barrier(self) -> int:
        """Index in the log before which undo cannot go."""
        return self._barrier

    def take_words(self) -> list[str] | None:
        """The log in words by the seats' names, when :meth:`from_log` described it
        (None otherwise); handed over once, so it never goes stale."""
        words, self._words = self._words, None
        return words

    @classmethod
    def from_log(cls, game: Game, setup: Setup, log: list[Action], describe: bool = False) -> Match:
        """Rebuild a match by replaying ``log`` once (raises IllegalAction if it does not replay).

        The undo barrier's snapshot is taken as the replay passes it, and with
        ``describe`` each action is put in words from the state it was played in
        (:meth:`take_words`), so a save opened for play applies each action once.
        """
        match = cls(game, setup)
        state, names = match.state, [seat.name for seat in setup.seats]
        words: list[str] = []
        for index, action in enumerate(log):
            if describe:
                words.append(_in_words(state, action, names))
            if state.apply(action):
                match._barrier, match._barrier_snapshot = index + 1, state.to_dict()
        match.log = list(log)
        match._words = words if describe else None
        return match


def _in_words(state: State, action: Action, names: list[str]) -> str:
    """``action`` in words; a malformed one by its type (the replay then says what is wrong)."""
    try:
        return state.describe(action, names)
    except Exception:  # noqa: BLE001 - apply() refuses it next, with the reason
        return str(action.get("type", "action")) if isinstance(action, dict) else "action"


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
    return [
        Seat(translate("Seats", "Player {number}").format(number=i + 1), colours[i % len(colours)])
        for i in range(players)
    ]
