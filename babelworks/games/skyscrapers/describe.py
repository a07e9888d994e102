"""Actions and the phase in words, for the game log, the Moves panel and the status bar.

Seats are called by the names the table passes in, else "Player N" (never by
their box colour: a player may have picked any colour); workers by their
number in the crew; cards by what their face shows (girders, a drawn worker),
never by their internal id.
"""

from __future__ import annotations

from typing import Any

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import Action
from babelworks.games.skyscrapers.bump import strength_words
from babelworks.games.skyscrapers.content import COLOURS, load_content
from babelworks.games.skyscrapers.placement import placement_words
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
    """A field's value fit for a sentence: a known card in words, anything else "that"."""
    if isinstance(value, str) and value in load_content().cards:
        return card_words(value)
    return "that"


def worker_words(worker: str) -> str:
    """A crew worker's id in words ("worker 2"); internal colours stay internal."""
    return f"worker {worker.rsplit('-', 1)[-1]}"


def seat_name(seat: int, names: list[str] | None) -> str:
    """A seat in words: its player's name when given, else "Player N" (counted from 1)."""
    if names and 0 <= seat < len(names) and isinstance(names[seat], str):
        return names[seat]
    return f"Player {seat + 1}"


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
        return f"{who} moves {_worker(action.get('worker'))} to {built_card_words(state, action.get('to'), names)}"
    if kind == "bump":
        return f"{who} bumps the table {strength_words(action.get('strength'))}"
    if kind == "build":
        return (
            f"{who}'s {_worker(action.get('worker'))} builds {card_words(action.get('card'), names)} "
            f"onto {card_words(action.get('anchor'), names)}: "
            f"{placement_words(action, state.structure.poses.get(action.get('anchor')))}"
        )
    raise IllegalAction("There is no such move: send, build, move, bump or pass.")


def card_words(card, names: list[str] | None = None) -> str:
    """A card in words a player can match to its face.

    "a 4-girder block with a worker drawn from above", "foundation card 2",
    "Ann's vertical support"; never the internal id.
    """
    if not isinstance(card, str):
        raise IllegalAction("A card must be one of the game's cards.")
    parts = card.split("-")
    if len(parts) == 3 and parts[0] == "S" and parts[1] in COLOURS and parts[2] in _SUPPORTS:
        return f"{seat_name(COLOURS.index(parts[1]), names)}'s {_SUPPORTS[parts[2]]} support"
    face = load_content().cards.get(card)
    if face is None:
        return "an unknown card"
    if face.kind == "foundation":
        return f"foundation card {card[1:]}"
    girders = sum(face.girders) + face.centre_girder
    return f"a {girders}-girder block{DRAWN.get(face.worker, ' with a worker drawn from the side')}"


#: How a block's drawn worker is seen (none, from above, else from the side).
DRAWN = {None: "", "plan": " with a worker drawn from above"}


def built_card_words(state, card, names: list[str] | None = None) -> str:
    """A built card in words with its floor, so cards of one face read apart ("..., floor 2")."""
    words = card_words(card, names)
    pose = state.structure.poses.get(card) if isinstance(card, str) else None
    if pose is None or card.startswith("F"):
        return words
    low = pose.bounds()[0][2]
    if pose.is_floor:
        return f"{words} (floor {low})"
    return f"{words} (standing on floor {low})" if low else f"{words} (standing at foundation level)"


def _worker(worker) -> str:
    if not isinstance(worker, str) or "-" not in worker or not worker.isprintable() or len(worker) > 20:
        raise IllegalAction("A move must name one of your workers.")
    return worker_words(worker)


def _verdict_words(state, action: Action, names: list[str] | None) -> str:
    result = action.get("result")
    if isinstance(result, str) and result in _VERDICTS:
        return _VERDICTS[result]
    fallen = action.get("fallen", [])
    if result != "workers_fell" or type(fallen) is not list:
        raise IllegalAction("The building's check says it stands, that workers fell, or that it collapsed.")
    words = [_fallen_words(state, worker, names) for worker in fallen]
    return f"Workers fell: {', '.join(words) or 'none'}"


def _fallen_words(state, worker, names: list[str] | None) -> str:
    label = _worker(worker)
    try:
        seat = state.seat_of(worker)
    except ValueError:
        raise IllegalAction(f"There is no worker {named(worker)}.") from None
    return f"{seat_name(seat, names)}'s {label}"
