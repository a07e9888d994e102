"""Actions and the phase in words, for the game log, the Moves panel and the status bar.

Seats are called by the names the table passes in, else "Player N" (never by
their box colour: a player may have picked any colour); workers by their
number in the crew; cards by what their face shows (girders, a drawn worker),
never by their internal id. Every line is a :class:`~babelworks.core.words.Phrase`
(English, translated where the window shows it).
"""

from __future__ import annotations

from typing import Any

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import Action
from babelworks.core.words import Phrase, listed, translate
from babelworks.games.skyscrapers.bump import strength_words
from babelworks.games.skyscrapers.content import COLOURS, load_content
from babelworks.games.skyscrapers.placement import placement_words
from babelworks.games.skyscrapers.setup import ACTIONS_PER_TURN, equal_turns

_SUPPORTS = {"V", "H"}  # not shown: the support ids' last letter (vertical, horizontal)


def _ending_last_card(equal: bool) -> str:
    if equal:
        return translate(
            "Skyscrapers status", "a player used their last card and the round was finished (equal turns)"
        )
    return translate("Skyscrapers status", "a player used their last card")


#: How a game ended, in words (the argument: whether the "equal turns" variant was played).
ENDINGS = {
    "last_card": _ending_last_card,
    "collapse": lambda equal: translate("Skyscrapers status", "the building collapsed"),
    "elimination": lambda equal: translate("Skyscrapers status", "too few players are left in the game"),
}


def _verdict_said(result: str) -> str:
    if result == "stable":
        return translate("Skyscrapers log", "The building stands")
    return translate("Skyscrapers log", "The building collapses!")


_VERDICTS = {"stable", "collapse"}  # not shown: the verdicts that need no list of workers


def named(value: Any) -> str:
    """A field's value fit for a sentence: a known card in words, anything else "that"."""
    if isinstance(value, str) and value in load_content().cards:
        return card_words(value)
    return translate("Skyscrapers refusals", "that")


def worker_words(worker: str, capital: bool = False) -> str:
    """A crew worker's id in words ("worker 2", or "Worker 2" to begin a sentence);
    internal colours stay internal."""
    number = worker.rsplit("-", 1)[-1]
    if capital:
        return translate("Skyscrapers log", "Worker {number}").format(number=number)
    return translate("Skyscrapers log", "worker {number}").format(number=number)


def seat_name(seat: int, names: list[str] | None) -> str:
    """A seat in words: its player's name when given, else "Player N" (counted from 1)."""
    if names and 0 <= seat < len(names) and isinstance(names[seat], str):
        return names[seat]
    return translate("Skyscrapers log", "Player {number}").format(number=seat + 1)


def phase(state, names: list[str] | None = None) -> str:
    """The phase in words for the status bar."""
    data = state.data
    if data["over"]:
        reason = ENDINGS[data["end_reason"]](equal_turns(data))
        return translate("Skyscrapers status", "Game over: {reason}").format(reason=reason)
    if data["pending"]:
        return translate("Skyscrapers status", "Checking the building")
    return translate("Skyscrapers status", "{player} to act, {left} of {total} actions left").format(
        player=seat_name(data["seat"], names), left=data["actions_left"], total=ACTIONS_PER_TURN
    )


def describe(state, action: Action, names: list[str] | None = None) -> str:
    """The action in words, said by the acting seat's name (IllegalAction when it is no action)."""
    if type(action) is not dict:
        raise IllegalAction(
            translate("Skyscrapers refusals", "A move must be a set of named values with a 'type'.")
        )
    kind = action.get("type")
    who = seat_name(state.data["seat"], names)
    if kind == "verdict":
        return _verdict_words(state, action, names)
    if kind == "pass":
        return translate("Skyscrapers log", "{player} passes").format(player=who)
    if kind == "send":
        card = card_words(action.get("to"), names)
        return translate("Skyscrapers log", "{player} sends a worker next to {card}").format(
            player=who, card=card
        )
    if kind == "move":
        worker, to = _worker(action.get("worker")), built_card_words(state, action.get("to"), names)
        return translate("Skyscrapers log", "{player} moves {worker} to {card}").format(
            player=who, worker=worker, card=to
        )
    if kind == "bump":
        how = strength_words(action.get("strength"))
        return translate("Skyscrapers log", "{player} bumps the table {how}").format(player=who, how=how)
    if kind == "build":
        return _build_words(state, action, who, names)
    raise IllegalAction(
        translate("Skyscrapers refusals", "There is no such move: send, build, move, bump or pass.")
    )


def _build_words(state, action: Action, who: str, names: list[str] | None) -> str:
    return translate(
        "Skyscrapers log", "{player}'s {worker} builds {card} onto {anchor}: {placement}"
    ).format(
        player=who,
        worker=_worker(action.get("worker")),
        card=card_words(action.get("card"), names),
        anchor=built_card_words(state, action.get("anchor"), names),
        placement=placement_words(action, state.structure.poses.get(action.get("anchor"))),
    )


def card_words(card, names: list[str] | None = None, capital: bool = False) -> str:
    """A card in words a player can match to its face (``capital``: to begin a sentence).

    "a 4-girder block with a worker drawn from above", "foundation card 2",
    "Ann's vertical support"; never the internal id.
    """
    if not isinstance(card, str):
        raise IllegalAction(translate("Skyscrapers refusals", "A card must be one of the game's cards."))
    parts = card.split("-")
    if len(parts) == 3 and parts[0] == "S" and parts[1] in COLOURS and parts[2] in _SUPPORTS:
        return _support_words(seat_name(COLOURS.index(parts[1]), names), parts[2], capital)
    face = load_content().cards.get(card)
    if face is None:
        return (
            translate("Skyscrapers log", "An unknown card")
            if capital
            else translate("Skyscrapers log", "an unknown card")
        )
    if face.kind == "foundation":
        if capital:
            return translate("Skyscrapers log", "Foundation card {number}").format(number=card[1:])
        return translate("Skyscrapers log", "foundation card {number}").format(number=card[1:])
    girders = sum(face.girders) + face.centre_girder
    return _BLOCKS[capital, DRAWN.get(face.worker, "side")].format(girders=girders)


def _support_words(owner: str, upright: str, capital: bool) -> str:
    # A player's own name gets a capital first letter and keeps the rest ("McBob");
    # "Player N" has its capital already.
    owner = owner if isinstance(owner, Phrase) or not capital else owner[:1].upper() + owner[1:]
    if upright == "V":
        return translate("Skyscrapers log", "{player}'s vertical support").format(player=owner)
    return translate("Skyscrapers log", "{player}'s horizontal support").format(player=owner)


#: How a block's drawn worker is seen (none, from above, else from the side).
DRAWN = {None: "none", "plan": "above"}  # not shown: keys of _BLOCKS
# A block in words, by (capital first letter, how its worker is seen); its field: girders.
_BLOCKS = {
    (False, "none"): translate("Skyscrapers log", "a {girders}-girder block"),
    (False, "above"): translate("Skyscrapers log", "a {girders}-girder block with a worker drawn from above"),
    (False, "side"): translate(
        "Skyscrapers log", "a {girders}-girder block with a worker drawn from the side"
    ),
    (True, "none"): translate("Skyscrapers log", "A {girders}-girder block"),
    (True, "above"): translate("Skyscrapers log", "A {girders}-girder block with a worker drawn from above"),
    (True, "side"): translate(
        "Skyscrapers log", "A {girders}-girder block with a worker drawn from the side"
    ),
}


def built_card_words(state, card, names: list[str] | None = None) -> str:
    """A built card in words with its floor and place, so cards of one face read apart
    ("a 4-girder block (floor 2, front left)")."""
    words = card_words(card, names)
    if not isinstance(card, str) or card.startswith("F") or card not in state.structure.poses:
        return words
    return translate("Skyscrapers log", "{card} ({place})").format(
        card=words, place=_places(state.structure)[card]
    )


def _places(structure) -> dict[str, str]:
    """Each built card's floor and place in words, kept with the structure (a Moves list
    describes hundreds of moves onto the same cards)."""
    places = structure.memo.get("described places")  # not shown: a memo key
    if places is None:
        places = structure.memo["described places"] = _told_apart(structure)  # not shown: a memo key
    return places


def _told_apart(structure) -> dict[str, str]:
    """Floor and place of every built card; cards of one face in one place are counted
    from the left (then from the front) so that no two read the same."""
    levels = {card: _level(pose) for card, pose in structure.poses.items()}
    wheres = {card: _where(structure, pose) for card, pose in structure.poses.items()}
    places: dict[str, str] = {
        card: translate("Skyscrapers log", "{level}, {where}").format(level=levels[card], where=wheres[card])
        for card in structure.poses
    }
    alike: dict[tuple[str, str], list[str]] = {}
    for card, place in places.items():
        alike.setdefault((card_words(card), place), []).append(card)
    for group in (cards for cards in alike.values() if len(cards) > 1):
        group.sort(key=lambda card: _middle(structure.poses[card]))
        for n, card in enumerate(group):
            places[card] = translate(
                "Skyscrapers log", "{level}, {where}, {ordinal} of {count} from the left"
            ).format(level=levels[card], where=wheres[card], ordinal=_ordinal(n), count=len(group))
    return places


def _ordinal(n: int) -> str:
    """The n-th (from 0) of cards alike, in words; from the sixth on "a further one"."""
    ordinals = (
        translate("Skyscrapers log", "the first"),
        translate("Skyscrapers log", "the second"),
        translate("Skyscrapers log", "the third"),
        translate("Skyscrapers log", "the fourth"),
        translate("Skyscrapers log", "the fifth"),
        translate("Skyscrapers log", "a further one"),
    )
    return ordinals[min(n, len(ordinals) - 1)]


def _level(pose) -> str:
    low = pose.bounds()[0][2]
    if pose.is_floor:
        return translate("Skyscrapers log", "floor {floor}").format(floor=low)
    if low:
        return translate("Skyscrapers log", "standing on floor {floor}").format(floor=low)
    return translate("Skyscrapers log", "standing at foundation level")


def _middle(pose) -> tuple[float, float]:
    """The card's middle (left to right, front to back) on the lattice."""
    low, high = pose.bounds()
    return ((low[0] + high[0]) / 2, (low[1] + high[1]) / 2)


def _where(structure, pose) -> str:
    """Where a card's middle lies in the tower, seen from the first player's edge ("back left")."""
    boxes = [other.bounds() for other in structure.poses.values()]
    steps = []
    for axis in (1, 0):
        centre = (min(b[0][axis] for b in boxes) + max(b[1][axis] for b in boxes)) / 2
        off = _middle(pose)[axis] - centre
        steps.append(0 if abs(off) < 0.5 else -1 if off < 0 else 1)
    return _PLACES[steps[0], steps[1]]


#: A place in the tower by (front -1 / back +1, left -1 / right +1), seen from the first seat.
_PLACES = {
    (-1, -1): translate("Skyscrapers log", "front left"),
    (-1, 0): translate("Skyscrapers log", "front"),
    (-1, 1): translate("Skyscrapers log", "front right"),
    (0, -1): translate("Skyscrapers log", "left"),
    (0, 0): translate("Skyscrapers log", "middle"),
    (0, 1): translate("Skyscrapers log", "right"),
    (1, -1): translate("Skyscrapers log", "back left"),
    (1, 0): translate("Skyscrapers log", "back"),
    (1, 1): translate("Skyscrapers log", "back right"),
}


def _worker(worker) -> str:
    if not isinstance(worker, str) or "-" not in worker or not worker.isprintable() or len(worker) > 20:
        raise IllegalAction(translate("Skyscrapers refusals", "A move must name one of your workers."))
    return worker_words(worker)


def _verdict_words(state, action: Action, names: list[str] | None) -> str:
    result = action.get("result")
    fallen = action.get("fallen", [])
    if isinstance(result, str) and result in _VERDICTS:
        words = _verdict_said(result)
    elif result == "workers_fell" and type(fallen) is list:
        who = listed([_fallen_words(state, w, names) for w in fallen]) if fallen else _none()
        words = translate("Skyscrapers log", "Workers fell: {workers}").format(workers=who)
    else:
        raise IllegalAction(
            translate(
                "Skyscrapers refusals",
                "The building's check says it stands, that workers fell, or that it collapsed.",
            )
        )
    lost = [_fallen_words(state, worker, names) for worker in _walled_in(state)]
    if lost and result != "collapse":
        return translate("Skyscrapers log", "{verdict}. Trapped inside and lost: {workers}").format(
            verdict=words, workers=listed(lost)
        )
    return words


def _none() -> str:
    return translate("Skyscrapers log", "none")


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
        raise IllegalAction(
            translate("Skyscrapers refusals", "There is no worker {worker}.").format(worker=named(worker))
        ) from None
    return translate("Skyscrapers log", "{player}'s {worker}").format(
        player=seat_name(seat, names), worker=label
    )
