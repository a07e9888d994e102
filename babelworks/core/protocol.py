"""The Game protocol every game offers (after OpenSpiel and boardgame.io).

The UI, the bots, ``simulate``, save files and the tests treat all three games
through this surface alone::

    state = GAME.new_game(players=3, seed=42, options={})
    state.current_player        # seat index; CHANCE while an outcome is awaited; None when over
    state.legal_actions()       # every action allowed now, exactly
    state.apply(action)         # mutates the state, True if it revealed; illegal -> IllegalAction
    state.copy(); state.sample_for(seat, rng)   # for search bots (see core.kernel)
    state.is_over(); state.scores()
    state.to_dict(); GAME.from_dict(d)   # plain JSON data, round-trips exactly
    state.public(); state.private(seat) # what the whole table sees / what one seat sees
    state.action_for(gesture)   # the one action a gesture means (or why not, or the choices)

Actions are plain JSON dicts with a ``"type"`` key (``{"type": "rally"}``,
``{"type": "buy_plan", "market": 1, "slot": 4, "space": [0, 2, 3]}``). Equality is
dict equality, so an action from a drag and drop, a bot, or a save file compares
equal to the one in ``legal_actions()``. Lists, not tuples, inside actions
(JSON has no tuples).

Physical results (a meeple roll, a tower's verdict) are *outcome actions*: while
one is awaited ``current_player`` is :data:`CHANCE` and ``legal_actions()`` may be
empty or list the outcome forms; something outside the rules (the physics
engine, or ``GAME.sample_outcome`` for a statistical stand-in) supplies it.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from babelworks.core.gameinfo import GameInfo

Action = dict[str, Any]
#: What a person did at the table, in the game's own words: a dragged thing and where it
#: was dropped (``{"plan": {...}, "space": 37}``); each game lists its gestures in its
#: ``gestures`` module, and :meth:`State.action_for` turns one into an action.
Gesture = dict[str, Any]

#: ``current_player`` while the game waits for an outcome action (roll, physics verdict).
CHANCE = -1


@runtime_checkable
class State(Protocol):
    """A game in progress. Mutable; every change goes through :meth:`apply`.

    Optional, probed with ``hasattr``: ``turns() -> int`` (player turns completed so far;
    ``simulate`` reports it) and ``end_reason() -> str | None`` (why the game ended:
    "last card", "collapse", ...; None while running).
    """

    @property
    def current_player(self) -> int | None:
        """The seat to act, CHANCE while an outcome is awaited, None when over."""

    def legal_actions(self) -> list[Action]:
        """Every action allowed now; each is accepted by :meth:`apply`.

        Two kinds of exception, accepted by :meth:`apply` without being listed (each game
        documents its own): a gesture with a continuous value that no list can hold and no
        bot should choose (a Skyscrapers table bump at any strength), and a compound move
        that plays two listed steps as one, so one gesture is one undo step (a Rolling
        Heights take-and-place: legal exactly when both of its steps would be).
        """

    def apply(self, action: Action) -> bool:
        """Play ``action``; True when it revealed information.

        Raises IllegalAction (state unchanged) when not allowed.
        """

    def reveals(self, action: Action) -> bool:
        """True when ``action`` reveals information (a roll, a draw, a shuffle, a
        physics outcome): such actions cannot be undone."""

    def copy(self) -> State:
        """An independent copy (cheap: search bots copy thousands of states per move)."""

    def sample_for(self, seat: int, rng: Any) -> State:
        """A full state consistent with what ``seat`` knows (hidden parts re-dealt)."""

    def is_over(self) -> bool:
        """True once the game has ended."""

    def scores(self) -> list[int]:
        """Current score of every seat, in seat order."""

    def phase(self, names: list[str] | None = None) -> str:
        """The phase in words for the status bar ("Risk", "Main", "Round II", "Anna to act").

        ``names`` are the seats' names, in seat order, for a phase that names a seat.
        """

    def describe(self, action: Action, names: list[str] | None = None) -> str:
        """The action in words for the game log ("Anna rallies 4 meeples").

        ``names`` are the seats' names, in seat order; without them the game
        names seats its own way ("Seat 2").
        """

    def check_invariants(self) -> list[str]:
        """Broken invariants (components not conserved, ...); empty when all hold."""

    def public(self) -> dict:
        """What the whole table sees, as plain JSON (a fresh copy; after OpenSpiel's
        observer and boardgame.io's ``playerView``).

        Every secret is left out or stands as a count: hands, face-down piles and decks
        (their sizes show), the order of bags, the RNG's future draws.
        """

    def private(self, seat: int) -> dict:
        """What ``seat`` sees: :meth:`public` with that seat's own secrets added (its
        hand, its targets), and nothing of another seat's."""

    def action_for(self, gesture: Gesture) -> Action:
        """The one legal action ``gesture`` means (after python-chess's ``Board.find_move``).

        Raises:
            IllegalAction: no legal action fits; the message says why, for a player.
            AmbiguousGesture: more than one does; its ``choices`` lists them.
        """

    def to_dict(self) -> dict:
        """The whole state, RNG included, as plain JSON data."""


@runtime_checkable
class Game(Protocol):
    """A game's entry point: module-level ``GAME`` object in ``babelworks.games.<pkg>``."""

    info: GameInfo  # its identity, with the declared options (core.gameinfo)

    @property
    def id(self) -> str:
        """The game id ("rolling-heights")."""

    @property
    def name(self) -> str:
        """The game's name in words ("Rolling Heights")."""

    @property
    def min_players(self) -> int:
        """Fewest seats."""

    @property
    def max_players(self) -> int:
        """Most seats."""

    def new_game(self, players: int, seed: int, options: dict | None = None) -> State:
        """Set up a new game; all randomness comes from ``seed``."""

    def from_dict(self, data: dict) -> State:
        """Rebuild a state from :meth:`State.to_dict` output (raises ValueError if bad)."""

    def sample_outcome(self, state: State, rng: Any) -> Action:
        """A statistical outcome action for a state awaiting CHANCE (headless play)."""

    def winners(self, state: State) -> list[int]:
        """Seats that won a finished game (ties share)."""
