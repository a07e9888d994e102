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
            f"onto {built_card_words(state, action.get('anchor'), names)}: "
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
    """A built card in words with its floor and place, so cards of one face read apart
    ("a 4-girder block (floor 2, front left)")."""
    words = card_words(card, names)
    if not isinstance(card, str) or card.startswith("F") or card not in state.structure.poses:
        return words
    return f"{words} ({_places(state.structure)[card]})"


def _places(structure) -> dict[str, str]:
    """Each built card's floor and place in words, kept with the structure (a Moves list
    describes hundreds of moves onto the same cards)."""
    places = structure.memo.get("described places")
    if places is None:
        places = structure.memo["described places"] = _told_apart(structure)
    return places


def _told_apart(structure) -> dict[str, str]:
    """Floor and place of every built card; cards of one face in one place are counted
    from the left (then from the front) so that no two read the same."""
    places = {card: f"{_level(pose)}, {_where(structure, pose)}" for card, pose in structure.poses.items()}
    alike: dict[tuple[str, str], list[str]] = {}
    for card, place in places.items():
        alike.setdefault((card_words(card), place), []).append(card)
    for group in (cards for cards in alike.values() if len(cards) > 1):
        group.sort(key=lambda card: _middle(structure.poses[card]))
        for n, card in enumerate(group):
            places[card] += f", {_ORDINALS[min(n, len(_ORDINALS) - 1)]} of {len(group)} from the left"
    return places


_ORDINALS = ("the first", "the second", "the third", "the fourth", "the fifth", "a further one")


def _level(pose) -> str:
    low = pose.bounds()[0][2]
    if pose.is_floor:
        return f"floor {low}"
    return f"standing on floor {low}" if low else "standing at foundation level"


def _middle(pose) -> tuple[float, float]:
    """The card's middle (left to right, front to back) on the lattice."""
    low, high = pose.bounds()
    return ((low[0] + high[0]) / 2, (low[1] + high[1]) / 2)


def _where(structure, pose) -> str:
    """Where a card's middle lies in the tower, seen from the first player's edge ("back left")."""
    boxes = [other.bounds() for other in structure.poses.values()]
    parts = []
    for axis, (below, above) in ((1, ("front", "back")), (0, ("left", "right"))):
        centre = (min(b[0][axis] for b in boxes) + max(b[1][axis] for b in boxes)) / 2
        off = _middle(pose)[axis] - centre
        parts.append("" if abs(off) < 0.5 else below if off < 0 else above)
    return " ".join(part for part in parts if part) or "middle"


def _worker(worker) -> str:
    if not isinstance(worker, str) or "-" not in worker or not worker.isprintable() or len(worker) > 20:
        raise IllegalAction("A move must name one of your workers.")
    return worker_words(worker)


def _verdict_words(state, action: Action, names: list[str] | None) -> str:
    result = action.get("result")
    fallen = action.get("fallen", [])
    if isinstance(result, str) and result in _VERDICTS:
        words = _VERDICTS[result]
    elif result == "workers_fell" and type(fallen) is list:
        words = f"Workers fell: {', '.join(_fallen_words(state, w, names) for w in fallen) or 'none'}"
    else:
        raise IllegalAction("The building's check says it stands, that workers fell, or that it collapsed.")
    lost = [_fallen_words(state, worker, names) for worker in _walled_in(state)]
    return f"{words}. Trapped inside and lost: {', '.join(lost)}" if lost and result != "collapse" else words


def _walled_in(state) -> list[str]:
    """The workers the build being checked walled in: on the site before it, lost now."""
    pending = state.data.get("pending") or {}
    before = pending.get("before", {}) if isinstance(pending, dict) else {}
    places = state.data.get("workers", {})
    return [worker for worker in before if places.get(worker, {}).get("where") == "lost"]


def _fallen_words(state, worker, names: list[str] | None) -> str:
    label = _worker(worker)
    try:
        seat = state.seat_of(worker)
    except ValueError:
        raise IllegalAction(f"There is no worker {named(worker)}.") from None
    return f"{seat_name(seat, names)}'s {label}"
