"""The headless turn driver: who moves next, and asking that seat's computer player.

One driver serves both places where computers play: ``simulate`` plays a whole
game through :meth:`TurnDriver.play` in one loop, and the app's computer seats
(:mod:`babelworks.session.computer_turns`) ask :meth:`TurnDriver.next_turn` after
every change and :meth:`TurnDriver.decide` off the UI thread. Cancellation is an
argument (``cancelled``, asked before every search iteration), never a patched
method of the state handed to the search.

How a seat's player is made is the one thing the two differ in, so it is the
driver's ``player_for(seat, step)``: :meth:`TurnDriver.at_table` makes a fresh
player for every decision, seeded by the match's seed and the log's length (a
game with computers replays exactly from its seed and moves, whatever was undone
or reloaded meanwhile); :meth:`TurnDriver.for_run` keeps one player per seat for
the whole game, as the simulation's figures have always been made.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol

from babelworks.bots.ismcts import SearchCancelled, StopAsked
from babelworks.bots.players import make_player
from babelworks.bots.random_bot import random_player
from babelworks.core.match import Setup
from babelworks.core.protocol import CHANCE, Action, Game, State
from babelworks.core.rng import Rng, table_rng

__all__ = [
    "CHANCE_TURN",
    "OVER",
    "PERSON",
    "SearchCancelled",
    "Turn",  # not shown: a name in __all__
    "TurnDriver",
    "decision_seed",
]

PERSON = "person"
CHANCE_TURN = "chance"  # an outcome (a roll, a verdict) is awaited
OVER = "over"


class Player(Protocol):
    """A computer player: random or searching (:mod:`babelworks.bots.players`)."""

    def choose(self, state: State, cancelled: StopAsked | None = None) -> Action | None:
        """The action to play now, or None when there is none."""
        ...


@dataclass(frozen=True)
class Turn:
    """Who acts next.

    Attributes:
        seat: the seat to act; for an awaited outcome the seat whose turn it belongs
            to, where that is known (None otherwise, and once the game is over).
        kind: ``"over"``, ``"chance"``, ``"person"`` or a computer player's kind.
        computer: True when a computer acts, or owns the awaited outcome.
    """

    seat: int | None
    kind: str
    computer: bool = False


def decision_seed(setup: Setup, step: int) -> int:
    """The seed of the computer player deciding at ``step`` of a match set up as ``setup``."""
    return table_rng(setup, step, "bot").next64()


class TurnDriver:
    """Decides who moves next in one game and asks that seat's computer player.

    Args:
        kinds: who plays each seat: ``"person"`` or a kind of computer player.
        player_for: (seat, step) -> the computer player deciding at that step.
    """

    def __init__(self, kinds: Sequence[str], player_for: Callable[[int, int], Player]) -> None:
        self.kinds = list(kinds)
        self.player_for = player_for

    @classmethod
    def at_table(cls, game: Game, setup: Setup) -> TurnDriver:
        """The app's driver for a match set up as ``setup`` (its seats say who plays):
        a fresh player for every decision, seeded by the step."""
        kinds = [seat.player for seat in setup.seats]

        def player_for(seat: int, step: int) -> Player:
            return make_player(kinds[seat], game, seat, decision_seed(setup, step))

        return cls(kinds, player_for)

    @classmethod
    def for_run(cls, game: Game, players: int, seed: int, kinds: Sequence[str] | None) -> TurnDriver:
        """The simulation's driver: one player per seat for the whole game.

        Without ``kinds`` every seat is played by one random bot on the "bots" stream
        (the sweeps' historical behaviour, kept so their figures stay comparable).
        """
        if kinds is None:
            shared = random_player(game.id, Rng.from_seed(seed, "bots"))
            return cls(["random"] * players, lambda _seat, _step: shared)
        made = [make_player(kind, game, seat, seed) for seat, kind in enumerate(kinds)]
        return cls(kinds, lambda seat, _step: made[seat])

    def is_computer(self, seat: int | None) -> bool:
        """True when a computer player plays ``seat`` (False for a person or no seat)."""
        return seat is not None and 0 <= seat < len(self.kinds) and self.kinds[seat] != PERSON

    def next_turn(self, state: State, chance_seat: int | None = None) -> Turn:
        """Who acts next in ``state``.

        ``chance_seat`` is whose turn an awaited outcome belongs to, where the table
        knows it (a Rolling Heights roll is its player's first action).
        """
        if state.is_over():
            return Turn(None, OVER)
        seat = state.current_player
        if seat == CHANCE or seat is None:
            owner = chance_seat if chance_seat is not None and chance_seat >= 0 else None
            return Turn(owner, CHANCE_TURN, self.is_computer(owner))
        return Turn(seat, self.kinds[seat], self.is_computer(seat))

    def decide(self, state: State, step: int, cancelled: StopAsked | None = None) -> Action | None:
        """The move of the computer whose turn it is in ``state`` (``step``: the log's length).

        Raises:
            SearchCancelled: ``cancelled`` answered True before the search ended.
            ValueError: a person or nobody is to move.
        """
        seat = state.current_player
        if not self.is_computer(seat):
            raise ValueError(f"No computer player is to move (seat {seat}).")  # not shown: a caller's mistake
        assert seat is not None  # is_computer says so
        return self.player_for(seat, step).choose(state, cancelled)

    def play(self, state: State, resolve: Callable[[State, int], Action], limit: int) -> Iterator[Action]:
        """Play ``state`` on with computers at every seat, yielding each action once applied.

        Outcomes come from ``resolve(state, step)`` (``step``: the actions played so far,
        so an outcome can be seeded as at the table). Stops at the end of the game, after ``limit``
        actions, or when a player finds no move (the caller sees the game unfinished).
        """
        step = 0
        while not state.is_over() and step < limit:
            action = resolve(state, step) if state.current_player == CHANCE else self.decide(state, step)
            if action is None:
                return
            state.apply(action)
            step += 1
            yield action
