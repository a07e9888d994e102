"""The shared state kernel: one shape for every game's state.

A game's state holds all of its JSON-able data in one dict, ``self.data``, with
its RNG inside that data. The kernel gives every game the same ``copy()``,
``to_dict()``/``from_dict()``, ``state_hash()`` and one way to match an action
against the legal ones and to refuse it with a reason. A game fills in hooks:

- :meth:`GameState.compute_legal` every action allowed now (cached per version);
- :meth:`GameState.perform` play a listed action (already matched: it is legal);
- :meth:`GameState.why_illegal` the sentence that refuses an unlisted action;
- :meth:`GameState.reveals` whether an action reveals information (cheap: no
  trial application), asked once per action by :meth:`GameState.apply`;
- :meth:`GameState.apply_outcome` check and play an outcome action while
  ``current_player`` is CHANCE (a roll, a physics verdict);
- :meth:`GameState.validate` refuse malformed data in ``from_dict``;
- :meth:`GameState.derive` build derived helpers (loaded content, caches);
- :meth:`GameState.sample_for` a state consistent with one seat's knowledge;
- :meth:`GameState.seen_by` what one seat (or the whole table) sees, for
  :meth:`GameState.public` and :meth:`GameState.private`;
- :meth:`GameState.gesture_meanings` what a gesture could mean, for
  :meth:`GameState.action_for`;
- :meth:`GameState.is_over`, :meth:`GameState.scores`, :meth:`GameState.phase`,
  :meth:`GameState.describe`, :meth:`GameState.check_invariants` the rest of the
  :class:`~babelworks.core.protocol.State` surface (no kernel default).

:class:`Game` is every game's entry point (``GAME``): its :class:`GameInfo`,
state class, setup, winners and statistical chance resolver.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from babelworks.core import protocol
from babelworks.core.errors import AmbiguousGesture, IllegalAction
from babelworks.core.gameinfo import GameInfo
from babelworks.core.hashing import state_hash
from babelworks.core.protocol import CHANCE, Action, Gesture, State
from babelworks.core.rng import Rng
from babelworks.core.words import translate


def copy_data(value: Any) -> Any:
    """A deep copy of plain JSON data (dicts, lists, str, int, float, bool, None).

    Faster than ``copy.deepcopy`` and a JSON round trip for game states, and it
    keeps exactly the types it is given.
    """
    if type(value) is dict:
        return {key: copy_data(item) if type(item) in _NESTED else item for key, item in value.items()}
    if type(value) is list:
        return [copy_data(item) if type(item) in _NESTED else item for item in value]
    return value


_NESTED = (dict, list)


def same_types(given: Any, listed: Any) -> bool:
    """True when ``given`` matches ``listed`` type for type (``True`` is not ``1``)."""
    if type(given) is not type(listed):
        return False
    # Plain loops, not all(generator): this runs once per action played.
    if type(given) is dict:
        for key, a in given.items():
            b = listed[key]
            if type(a) is not type(b) or type(a) in _NESTED and not same_types(a, b):
                return False
    elif type(given) is list:
        for a, b in zip(given, listed):
            if type(a) is not type(b) or type(a) in _NESTED and not same_types(a, b):
                return False
    return True


class BoundRng(Rng):
    """An :class:`Rng` whose state lives inside the game data (``holder[key]``).

    Drawing from it changes the data itself, so copying or saving the data
    copies or saves the RNG with it.
    """

    def __init__(self, holder: dict, key: str) -> None:
        self._holder = holder
        self._key = key

    @property
    def state(self) -> int:
        """The SplitMix64 state, read from the data."""
        return self._holder[self._key]

    @state.setter
    def state(self, value: int) -> None:
        self._holder[self._key] = value


class GameState:
    """Base class of every game's state (see the module docstring for the hooks)."""

    info: ClassVar[GameInfo]

    def __init__(self, data: dict, original: GameState | None = None) -> None:
        self.data = data
        self._version = 0
        self._legal: tuple[int, list[Action]] | None = None
        self.derive(original)

    # -- hooks a game fills in -------------------------------------------------
    def compute_legal(self) -> list[Action]:
        """Every action allowed now (called once per version of the state)."""
        raise NotImplementedError

    def perform(self, action: Action) -> None:
        """Play ``action``, which is one of :meth:`legal_actions` (already checked)."""
        raise NotImplementedError

    def why_illegal(self, action: Any) -> str:
        """The sentence that refuses ``action`` (it is not among the legal ones)."""
        return translate("Refusals", "That move is not allowed now.")

    def reveals(self, action: Action) -> bool:
        """True when ``action`` reveals information (a roll, a draw, a physics outcome)."""
        return False

    def apply_outcome(self, action: Any) -> None:
        """Check and play an outcome action while ``current_player`` is CHANCE."""
        raise IllegalAction(translate("Refusals", "The game is waiting for a physical result, not a move."))

    def rng_holder(self) -> tuple[dict, str]:
        """Where the RNG's state lives in the data: ``(dict, key)``."""
        data = self.data  # the kernel owns the data: every other room asks the engine
        return data["rng"], "state"

    def seen_by(self, seat: int | None) -> dict:
        """What ``seat`` sees (None: the whole table), as a fresh copy of plain data.

        The default suits a game without hidden information: everything but the RNG's
        state (its future draws are no one's to see).
        """
        return {key: copy_data(value) for key, value in self.data.items() if key != "rng"}

    def gesture_meanings(self, gesture: Gesture) -> list[list[Action]]:
        """What ``gesture`` could mean, most wanted first, in tiers (see :meth:`action_for`).

        The default knows one gesture: ``{"action": {...}}``, a complete action (a click
        on a button that names it). A game adds its drags and drops; a gesture that
        means nothing at all raises IllegalAction with the game's sentence.
        """
        action = gesture.get("action")
        if type(action) is not dict:
            raise IllegalAction(translate("Refusals", "That gesture means no move in this game."))
        return [[action]]

    @classmethod
    def validate(cls, data: dict) -> None:
        """Refuse malformed data with a ValueError whose message a person can read."""

    def sample_for(self, seat: int, rng: Rng) -> GameState:
        """A full state consistent with what ``seat`` knows (hidden parts re-dealt from ``rng``).

        A game without hidden information returns a plain copy.
        """
        return self.copy()

    def is_over(self) -> bool:
        """True once the game has ended."""
        raise NotImplementedError

    def phase(self, names: list[str] | None = None) -> str:
        """The phase in words for the status bar; ``names`` are the seats' names."""
        raise NotImplementedError

    def describe(self, action: Action, names: list[str] | None = None) -> str:
        """The action in words for the game log; ``names`` are the seats' names."""
        raise NotImplementedError

    def check_invariants(self) -> list[str]:
        """Broken invariants (components not conserved, ...); empty when all hold."""
        raise NotImplementedError

    def derive(self, original: GameState | None) -> None:
        """Build the derived helpers this state needs beside its data (optional).

        ``original`` is the state this one was copied from (share its immutable
        helpers, such as loaded content) or None for a new or loaded state.
        """

    def scores(self) -> list[int]:
        """Current score of every seat, in seat order (one entry per seat)."""
        raise NotImplementedError

    # -- the kernel ------------------------------------------------------------
    def public(self) -> dict:
        """What the whole table sees (see :class:`babelworks.core.protocol.State`)."""
        return self.seen_by(None)

    def private(self, seat: int) -> dict:
        """What ``seat`` sees: the public view with its own secrets added.

        Raises:
            ValueError: ``seat`` is not a seat of this game.
        """
        if type(seat) is not int or not 0 <= seat < len(self.scores()):
            raise ValueError(
                translate("Refusals", "There is no seat {seat} at this table.").format(seat=repr(seat))
            )
        return self.seen_by(seat)

    def action_for(self, gesture: Gesture) -> Action:
        """The one legal action ``gesture`` means (after python-chess's ``find_move``).

        The first tier of :meth:`gesture_meanings` holding a legal action decides; two
        legal actions in it are ambiguous. With none legal, the refusal is the game's
        sentence for the last tier's first action, the gesture's plain meaning.

        Raises:
            IllegalAction: no legal action fits (the sentence says why); nothing changes.
            AmbiguousGesture: more than one fits; ``choices`` lists them.
        """
        if type(gesture) is not dict:
            raise IllegalAction(translate("Refusals", "A gesture must be a set of named values."))
        tiers = self.gesture_meanings(gesture)
        for tier in tiers:
            legal = [action for action in tier if self.accepts(action)]
            if len(legal) == 1:
                return legal[0]
            if legal:
                raise AmbiguousGesture(
                    translate("Refusals", "That could mean more than one move: choose one."), legal
                )
        plain = tiers[-1][0] if tiers and tiers[-1] else None
        if plain is None:
            raise IllegalAction(translate("Refusals", "That move is not allowed now."))
        raise IllegalAction(self.why_illegal(plain))

    def accepts(self, action: Any) -> bool:
        """True when :meth:`apply` would take ``action`` now, a move (not an outcome).

        Cheaper than :meth:`match` (no refusal sentence is made); a game that accepts
        unlisted forms in :meth:`match` answers for them here too.
        """
        if self.current_player == CHANCE or type(action) is not dict:
            return False
        legal = self._listed()
        if action not in legal:  # found in C: most answers end here
            return False
        return any(listed == action and same_types(action, listed) for listed in legal)

    @property
    def current_player(self) -> int | None:
        """The seat to act, CHANCE while an outcome is awaited, None when over."""
        raise NotImplementedError

    @property
    def rng(self) -> Rng:
        """The game's RNG, drawing from and writing to the state data itself."""
        return BoundRng(*self.rng_holder())

    def changed(self) -> None:
        """Forget cached derived data (after any change; hand-built test states too)."""
        self._version += 1

    @property
    def version(self) -> int:
        """How often the state has changed: what is derived from it at one version holds while it stays."""
        return self._version

    def legal_actions(self) -> list[Action]:
        """Every action allowed now (a fresh list)."""
        return list(self._listed())

    def _listed(self) -> list[Action]:
        """The cached legal list itself (never handed out: callers could change it)."""
        if self._legal is None or self._legal[0] != self._version:
            self._legal = (self._version, self.compute_legal())
        return self._legal[1]

    def match(self, action: Any) -> Action:
        """The listed legal action equal to ``action`` (types included).

        Raises:
            IllegalAction: with :meth:`why_illegal`'s sentence; nothing changes.
        """
        if type(action) is not dict or type(action.get("type")) is not str:
            raise IllegalAction(translate("Refusals", "A move must be a set of named values with a 'type'."))
        legal = self._listed()
        try:
            listed = legal[legal.index(action)]  # found in C: the common case, types and all
        except ValueError:
            raise IllegalAction(self.why_illegal(action)) from None
        if listed is action or same_types(action, listed):  # a bot plays the listed object
            return listed
        for listed in legal:  # an equal value of another type (1.0 for 1): look further
            if listed == action and same_types(action, listed):
                return listed
        raise IllegalAction(self.why_illegal(action))

    def apply(self, action: Action) -> bool:
        """Play ``action``; return True when it revealed information.

        Raises:
            IllegalAction: the action is not allowed; the state is unchanged.
        """
        if self.current_player == CHANCE:
            self.apply_outcome(action)
            self.changed()
            return True
        listed = self.match(action)
        revealed = self.reveals(listed)
        self.perform(listed)
        self.changed()
        return revealed

    def copy(self) -> GameState:
        """An independent copy (cheap: search bots copy thousands of states per move)."""
        return type(self)(copy_data(self.data), self)

    def to_dict(self) -> dict:
        """The whole state, RNG included, as plain JSON data (a deep copy)."""
        return copy_data(self.data)

    @classmethod
    def from_dict(cls, data: Any) -> GameState:
        """Rebuild a state from :meth:`to_dict` output.

        Raises:
            ValueError: the data is not a valid state of this game (a sentence).
        """
        if type(data) is not dict:
            # A developer's check (simulate, the undo barrier), never a player's.
            raise ValueError(f"Not a {cls.info.name} state: expected a mapping.")  # not shown
        cls.validate(data)
        return cls(copy_data(data))

    def state_hash(self) -> str:
        """SHA-256 of the canonical JSON of the state."""
        return state_hash(self)


class Game:
    """A game's entry point (the package's ``GAME``), the same class for every game.

    Args:
        info: the game's declared identity and options.
        state_class: its :class:`GameState` subclass.
        setup: ``setup(players, seed, options) -> data`` (options already checked).
        winners: ``winners(state) -> seats`` of a finished game (ties share).
        chance: ``chance(state, rng) -> outcome action``, the statistical stand-in for
            a physical result (None when the game awaits none).
    """

    def __init__(
        self,
        info: GameInfo,
        state_class: type[GameState],
        setup: Callable[..., dict],
        winners: Callable[[Any], list[int]],
        chance: Callable[..., Action] | None = None,
    ) -> None:
        self.info = info
        self.state_class = state_class
        self._setup = setup
        self._winners = winners
        self._chance = chance

    @property
    def id(self) -> str:
        """The game id ("rolling-heights")."""
        return self.info.id

    @property
    def name(self) -> str:
        """The game's name in words."""
        return self.info.name

    @property
    def min_players(self) -> int:
        """Fewest seats."""
        return self.info.min_players

    @property
    def max_players(self) -> int:
        """Most seats."""
        return self.info.max_players

    def new_game(self, players: int, seed: int, options: dict | None = None) -> GameState:
        """Set up a new game; players and options are checked strictly (ValueError)."""
        self.info.check_players(players)
        return self.state_class(self._setup(players, seed, self.info.check_options(options)))

    def from_dict(self, data: Any) -> GameState:
        """Rebuild a state from ``to_dict`` output (ValueError with a sentence if bad)."""
        return self.state_class.from_dict(data)

    def sample_outcome(self, state: State, rng: Rng) -> Action:
        """A statistical outcome action for a state awaiting CHANCE (headless play)."""
        if self._chance is None:
            raise ValueError(f"{self.name} never waits for a physical result.")  # not shown: headless
        return self._chance(state, rng)

    def winners(self, state: State) -> list[int]:
        """Seats that won a finished game (ties share)."""
        return self._winners(state)


if TYPE_CHECKING:  # mypy holds the kernel to the protocol every caller is typed against
    _GAME: type[protocol.Game] = Game
    _STATE: type[protocol.State] = GameState
