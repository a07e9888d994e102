"""Actions and the phase in words, for the game log, the Moves panel and the status bar.

Seats are called by the names the table passes in, else "Seat N" (never by
their box colour: a player may have picked any colour); workers by their
number in the crew.
"""

from __future__ import annotations

from typing import Any

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import Action
from babelworks.games.skyscrapers.bump import strength_words
from babelworks.games.skyscrapers.content import COLOURS
from babelworks.games.skyscrapers.setup import ACTIONS_PER_TURN, equal_turns

_SUPPORTS = {"V": "vertical", "H": "horizontal"}
#: How a game ended, in words (the argument: whether the "equal turns" variant was played).
ENDINGS = {
    "last_card": lambda equal: (
        "a player used their last card and the round was finished (equal turns)"
        if equal
        else "a player used their last card"
    ),
    "collapse": lambda equal: "the building collapsed",
    "elimination": lambda equal: "too few players are left in the game",
}
_VERDICTS = {"stable": "The building stands", "collapse": "The building collapses!"}


def named(value: Any) -> str:
    """A field's value fit for a sentence: short text quoted, anything else "that"."""
    if isinstance(value, str) and 0 < len(value) <= 20 and value.isprintable():
        return f"'{value}'"
    return "that"


def worker_words(worker: str) -> str:
    """A crew worker's id in words ("worker 2"); internal colours stay internal."""
    return f"worker {worker.rsplit('-', 1)[-1]}"


def seat_name(seat: int, names: list[str] | None) -> str:
    """A seat in words: its player's name when given, else "Seat N" (counted from 1)."""
    if names and 0 <= seat < len(names) and isinstance(names[seat], str):
        return names[seat]
    return f"Seat {seat + 1}"


def phase(state, names: list[str] | None = None) -> str:
    """The phase in words for the status bar."""
    data = state.data
    if data["over"]:
        return "Game over: " + ENDINGS[data["end_reason"]](equal_turns(data))
    if data["pending"]:
        return "Checking the building"
    return (
        f"{seat_name(data['seat'], names)} to act, {data['actions_left']} of {ACTIONS_PER_TURN} actions left"
    )


def describe(state, action: Action, names: list[str] | None = None) -> str:
    """The action in words, said by the acting seat's name (IllegalAction when it is no action)."""
    if type(action) is not dict:
        raise IllegalAction("A move must be a set of named values with a 'type'.")
    kind = action.get("type")
    who = seat_name(state.data["seat"], names)
    if kind == "verdict":
        return _verdict_words(state, action, names)
    if kind == "pass":
        return f"{who} passes"
    if kind == "send":
        return f"{who} sends a worker next to {card_words(action.get('to'), names)}"
    if kind == "move":
        return f"{who} moves {_worker(action.get('worker'))} to {card_words(action.get('to'), names)}"
    if kind == "bump":
        return f"{who} bumps the table {strength_words(action.get('strength'))}"
    if kind == "build":
        return (
            f"{who} builds {card_words(action.get('card'), names)} onto {card_words(action.get('anchor'), names)}, "
            f"{placement_words(action)} (builder: {_worker(action.get('worker'))})"
        )
    raise IllegalAction(f"There is no move called {named(kind)}: send, build, move, bump or pass.")


def placement_words(action: Action) -> str:
    """Where a build puts its card, so builds of one card at different places read apart."""
    at, u, v = action.get("at"), action.get("u"), action.get("v")
    if type(at) is not list or len(at) != 3 or not all(type(c) is int for c in at):
        raise IllegalAction("'at' is a lattice point [x, y, z].")
    plane = f"{u}{v}" if isinstance(u, str) and isinstance(v, str) else ""
    x, y, z = at
    if "z" not in plane:
        return f"lying flat at ({x}, {y}), level {z}"
    return f"standing along {'x' if 'x' in plane else 'y'} at ({x}, {y}), level {z}"


def card_words(card, names: list[str] | None = None) -> str:
    """A card in words: its printed id, or whose support it is ("Ann's vertical support")."""
    if not isinstance(card, str) or not card.isprintable() or not 0 < len(card) <= 20:
        raise IllegalAction("Cards are named by their id, such as 'B07' or 'F1'.")
    parts = card.split("-")
    if len(parts) == 3 and parts[0] == "S" and parts[1] in COLOURS and parts[2] in _SUPPORTS:
        return f"{seat_name(COLOURS.index(parts[1]), names)}'s {_SUPPORTS[parts[2]]} support"
    return card


def _worker(worker) -> str:
    if not isinstance(worker, str) or "-" not in worker or not worker.isprintable() or len(worker) > 20:
        raise IllegalAction("Workers are named by their id, such as 'red-2'.")
    return worker_words(worker)


def _verdict_words(state, action: Action, names: list[str] | None) -> str:
    result = action.get("result")
    if isinstance(result, str) and result in _VERDICTS:
        return _VERDICTS[result]
    fallen = action.get("fallen", [])
    if result != "workers_fell" or type(fallen) is not list:
        raise IllegalAction("A verdict is stable, workers_fell or collapse.")
    words = [_fallen_words(state, worker, names) for worker in fallen]
    return f"Workers fell: {', '.join(words) or 'none'}"


def _fallen_words(state, worker, names: list[str] | None) -> str:
    label = _worker(worker)
    try:
        seat = state.seat_of(worker)
    except ValueError:
        raise IllegalAction(f"There is no worker {named(worker)}.") from None
    return f"{seat_name(seat, names)}'s {label}"
