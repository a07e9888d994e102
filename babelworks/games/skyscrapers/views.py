"""What each seat may see of a Skyscrapers game, and typed readers for the other rooms.

Rulebook, "Game Setup": the building block cards in hand are private and the cards left
in the box go back unseen. So :func:`seen_by` leaves every hand out of the public view
(its size shows) and the box's building blocks stand as a count; a seat's own view adds
its hand. Built cards, supports, workers, scores and the awaited check are public.

The readers are what the table, the scene, the physics and the bots ask of a state; no
room outside this package reads the state's data itself.
"""

from __future__ import annotations

from typing import Any, NamedTuple, NotRequired, TypedDict, cast

from babelworks.core.kernel import copy_data
from babelworks.core.protocol import Action
from babelworks.games.skyscrapers.content import Content
from babelworks.games.skyscrapers.structure import Structure


class WorkerPlace(TypedDict):
    """Where a worker is: ``where`` is "track", "crew", "site", "lost" or "box"; on the
    site (and once lost) ``card`` is the card it stands on and ``spot`` its spot on that
    floor (``-1``: the ground beside a foundation card)."""

    where: str
    card: NotRequired[str]
    spot: NotRequired[int]


class Joint(NamedTuple):
    """A connector: ``card``'s line ``line`` joined to ``anchor``'s line ``anchor_line``."""

    card: str
    line: int
    anchor: str
    anchor_line: int


def seen_by(state: Any, seat: int | None) -> dict:
    """The data ``seat`` sees (None: the whole table), a fresh copy without the RNG."""
    data = state.data
    view = {key: copy_data(value) for key, value in data.items() if key not in ("rng", "hands", "box")}
    cards = state.content.cards
    view["hand_sizes"] = [len(hand) for hand in data["hands"]]
    view["box"] = [card for card in data["box"] if cards[card].kind != "block"]
    view["box_blocks"] = len(data["box"]) - len(view["box"])
    if seat is not None:
        view["hand"] = list(data["hands"][seat])
    return view


def content(state: Any) -> Content:
    """The game's cards and measures (loaded once, shared by every copy of the state)."""
    return state.content


def structure(state: Any) -> Structure:
    """The built cards and how they join, floors and rooms (derived, shared until a build)."""
    return state.structure


def hand(state: Any, seat: int) -> tuple[str, ...]:
    """The building block cards ``seat`` holds (private to that seat), in hand order."""
    return tuple(state.data["hands"][seat])


def hand_size(state: Any, seat: int) -> int:
    """How many building block cards ``seat`` holds (public: the backs show)."""
    return len(state.data["hands"][seat])


def supports(state: Any, seat: int) -> tuple[str, ...]:
    """The support cards ``seat`` has not built yet (public)."""
    return tuple(state.data["supports"][seat])


def workers(state: Any) -> dict[str, WorkerPlace]:
    """Every worker's place, by worker id (a copy: changing it changes no game)."""
    return {worker: cast(WorkerPlace, dict(place)) for worker, place in state.data["workers"].items()}


def worker_place(state: Any, worker: str) -> WorkerPlace | None:
    """Where ``worker`` is, or None for an id no seat has."""
    place = state.data["workers"].get(worker)
    return None if place is None else cast(WorkerPlace, dict(place))


def place_of(state: Any, worker: str) -> WorkerPlace:
    """Where ``worker``, one of this game's workers, is (KeyError for an unknown id)."""
    return cast(WorkerPlace, dict(state.data["workers"][worker]))


def joints(state: Any) -> list[Joint]:
    """Every connector joining two built cards, in the order they were set."""
    return [Joint(*joint) for joint in state.data["joints"]]


def steady_hands(state: Any) -> bool:
    """True when the "Shaky hands" option adds a tremor to every build and move."""
    return bool(state.data["options"].get("steady_hands"))


def equal_turns(state: Any) -> bool:
    """True when the "equal turns" variant finishes the round after the last card."""
    return bool(state.data["options"].get("equal_turns"))


def awaited(state: Any) -> Action | None:
    """The build, move or bump whose verdict is awaited, or None when none is."""
    pending = state.data["pending"]
    return None if not pending else dict(pending["action"])


def seat_to_act(state: Any) -> int:
    """The seat whose turn it is (the builder while a verdict is awaited)."""
    return state.data["seat"]


def actions_left(state: Any) -> int:
    """How many of the turn's three actions the seat to act has left."""
    return state.data["actions_left"]


def eliminated(state: Any, seat: int) -> bool:
    """True once ``seat`` has lost its last worker and left the game."""
    return bool(state.data["eliminated"][seat])
