"""What each seat may see of a Rolling Heights game, and typed readers for the other rooms.

Hidden from everyone: the order of both face-down plan piles (what they hold shows, in
sorted order) and the RNG's future draws. Hidden from all but its owner: a seat's two
targets until one is revealed at the end (``target``, public once chosen). So the public
view keeps each seat's count of targets held; a seat's own view adds its targets.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from babelworks.core.kernel import copy_data


class PlacedPlan(NamedTuple):
    """A building plan on the map: its plan id, owner seat, cubes built on it, completion."""

    plan: str
    owner: int | None
    cubes: int
    complete: bool


class Holdings(NamedTuple):
    """What a seat holds that counts toward its score: VP, cubes (all colours), Wild Tokens."""

    vp: int
    cubes: int
    wild: int


def seen_by(data: dict, seat: int | None) -> dict:
    """The data ``seat`` sees (None: the whole table), a fresh copy without the RNG."""
    view = {key: copy_data(value) for key, value in data.items() if key != "rng"}
    view["piles"] = [sorted(pile) for pile in view["piles"]]
    for index, held in enumerate(view["seats"]):
        targets = held.pop("targets")
        held["targets_held"] = len(targets)
        if index == seat:
            held["targets"] = targets
    return view


def targets(state: Any, seat: int) -> tuple[str, ...]:
    """The target cards ``seat`` holds (private to that seat)."""
    return tuple(state.data["seats"][seat]["targets"])


def placed_plans(state: Any) -> list[PlacedPlan]:
    """Every building plan on the map, in map order."""
    return [
        PlacedPlan(tile["plan"], tile["owner"], sum(map(len, tile["stacks"])), tile["complete"])
        for tile in state.data["tiles"]
        if tile is not None
    ]


def holdings(state: Any) -> list[Holdings]:
    """Each seat's VP, cubes and Wild Tokens, in seat order."""
    return [Holdings(seat["vp"], sum(seat["cubes"].values()), seat["wild"]) for seat in state.data["seats"]]
