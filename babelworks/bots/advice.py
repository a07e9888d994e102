"""Advice for a person: the move the Hard player would make from their seat, and why.

"Suggest a move" asks exactly the player a Hard computer seat would be at that
moment: the same kind, the same game knowledge and the same seed
(:func:`babelworks.bots.turns.decision_seed` of the match's set-up and the log's
length, as :meth:`TurnDriver.at_table` seeds every computer decision). So the
hint is Hard's choice, and asking twice at one position gives the same hint.

The search starts from the seat's information set only: every iteration draws a
world with ``state.sample_for(seat, rng)`` and the moves it weighs are the seat's
own, so nothing another seat keeps hidden reaches it (the bots' hidden-information
tests, ``tests/bots/test_hidden_information.py``, and the hint tests check twins).

Besides the choice, the advice keeps the few moves the search weighed most (its
root: visits and mean value for the seat), which the table puts in the game's
words. Pure: no Qt; the app runs it off the UI thread (:mod:`babelworks.ui.suggest`).
"""

from __future__ import annotations

from dataclasses import dataclass

from babelworks.bots.ismcts import SearchPlayer, StopAsked, action_key
from babelworks.bots.players import make_player
from babelworks.bots.tuning import Tuning
from babelworks.bots.turns import decision_seed
from babelworks.core.match import Setup
from babelworks.core.protocol import CHANCE, Action, Game, State
from babelworks.core.words import translate

#: The level whose choice is suggested.
LEVEL = "hard"
#: How many of the weighed moves the explanation names (the choice among them).
SHOWN = 3


@dataclass(frozen=True)
class Weighed:
    """One move the search weighed.

    Attributes:
        action: the move.
        visits: how often the search tried it (its seeded visits included).
        value: its mean value for the seat in [0, 1] (the search's outlook after it:
            a share of the win when games ended, else a squashed lead); None when the
            move was the only one and nothing was searched.
    """

    action: Action
    visits: int
    value: float | None


@dataclass(frozen=True)
class Advice:
    """What the Hard player would do from ``seat`` at log length ``step``.

    Attributes:
        seat: the seat advised.
        step: the log's length it was asked at (a hint for another position is stale).
        choice: the move the Hard player plays there.
        weighed: the moves weighed most, the choice first, at most :data:`SHOWN`.
        tries: the search's iterations in all (0: the only legal move, nothing searched).
    """

    seat: int
    step: int
    choice: Action
    weighed: tuple[Weighed, ...]
    tries: int


def advisor(game: Game, setup: Setup, seat: int, step: int, tuning: Tuning | None = None):
    """The Hard player deciding for ``seat`` at ``step``, made as the table makes its computers.

    ``tuning`` None takes the game's declared knowledge (the app always does; tests pass
    a small budget)."""
    return make_player(LEVEL, game, seat, decision_seed(setup, step), tuning)


def seat_to_advise(state: State) -> int | None:
    """The seat a move can be suggested for now: the one to act (None while an outcome is
    awaited, or once the game is over)."""
    seat = state.current_player
    if state.is_over() or seat is None or seat == CHANCE:
        return None
    return seat


def advise(
    game: Game,
    setup: Setup,
    state: State,
    step: int,
    cancelled: StopAsked | None = None,
    tuning: Tuning | None = None,
) -> Advice | None:
    """The Hard player's move for the seat to act in ``state`` (None when no seat acts).

    Args:
        game, setup: the match's game and set-up (its seed seeds the advisor).
        state: the position (the search reads only what the seat to act may see).
        step: the log's length at ``state``.
        cancelled: asked before every iteration (see :meth:`SearchPlayer.choose`).
        tuning: the game's knowledge; None for the declared one.

    Raises:
        SearchCancelled: ``cancelled`` answered True first.
    """
    seat = seat_to_advise(state)
    if seat is None:
        return None
    player = advisor(game, setup, seat, step, tuning)
    choice = player.choose(state, cancelled)
    if choice is None:
        return None
    weighed, tries = _weighed(player, state, choice)
    return Advice(seat, step, choice, weighed, tries)


def _weighed(player, state: State, choice: Action) -> tuple[tuple[Weighed, ...], int]:
    """The choice and the next most tried moves of the player's last search, with its tries."""
    root = player.root if isinstance(player, SearchPlayer) else None
    if root is None:
        return (Weighed(choice, 0, None),), 0
    by_key = {action_key(action): action for action in player.playable(state, state.legal_actions())}
    ranked = sorted(
        ((node.visits, key) for key, node in root.children.items() if node.visits and key in by_key),
        key=lambda pair: -pair[0],
    )
    chosen = action_key(choice)
    keys = [chosen] + [key for _, key in ranked if key != chosen][: SHOWN - 1]
    weighed = tuple(_one(by_key[key], root.children.get(key)) for key in keys)
    return weighed, sum(node.visits for node in root.children.values())


def _one(action: Action, node) -> Weighed:
    if node is None or node.visits == 0:
        return Weighed(action, 0, None)
    return Weighed(action, node.visits, node.total / node.visits)


def outlook_words(value: float | None) -> str:
    """A weighed move's value in words for a player ("looks good": no figures to decode)."""
    if value is None:
        return translate("Move advice", "the only move allowed")
    score = round(100 * value)
    if value >= 0.75:
        return translate("Move advice", "looks strong ({score} out of 100)").format(score=score)
    if value >= 0.55:
        return translate("Move advice", "looks good ({score} out of 100)").format(score=score)
    if value >= 0.45:
        return translate("Move advice", "looks even ({score} out of 100)").format(score=score)
    return translate("Move advice", "looks weak ({score} out of 100)").format(score=score)
