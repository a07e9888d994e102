"""The reference structures: each built through the engine's API, its verdict and why.

Run ``python -m bench.structures`` to print the table that
docs/skyscrapers.md shows; ``tests/physics/test_reference_structures.py``
checks every expected verdict.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from babelworks.games.skyscrapers import reference
from babelworks.physics.frame import build_frame
from babelworks.physics.frame_analysis import analyse
from babelworks.physics.skyscrapers_verdict import verdict

#: Outermost worker spots of the cantilever's floor first (spots 0-3 step outwards).
OUTER_SPOTS = (3, 7, 2, 6, 1)
#: A hard flick (cm/s) and a careful drop for the tall thin tower.
FLICK = [80.0, 0.0, -20.0]


@dataclass(frozen=True)
class Reference:
    """One reference structure: how to build it, the hand's tremor, the expected verdict, why."""

    name: str
    build: Callable
    expected: str
    why: str
    tremor: tuple = (0.0, 0.0, 0.0)


def _cantilever_with_workers(count: int):
    state = reference.cantilever(2)
    for n, spot in enumerate(OUTER_SPOTS[:count]):
        reference.stand(state, f"red-{n + 1}", "B01", spot)
    return state


def _thin_tower(storeys: int = 8):
    state = reference.tower(storeys)
    top = state.data["built"][-1][0]
    for spot, worker in enumerate(("red-1", "red-2", "green-1", "green-2")):
        reference.stand(state, worker, top, spot)
    return reference.just_built(state)


def references() -> list[Reference]:
    """Every reference structure, in the order of the docs' table."""
    return _towers() + _cantilevers() + _arms() + _workers()


def _towers() -> list[Reference]:
    found = [
        Reference(
            "straight tower, 10 storeys (31 cards)",
            lambda: reference.tower(10),
            "stable",
            "walls stand on walls: every joint far below its strength",
        )
    ]
    for offsets, expected in ((0, "stable"), (1, "stable"), (2, "stable"), (3, "collapse"), (4, "collapse")):
        found.append(
            Reference(
                f"8-storey tower, {offsets} storeys stepped 5 cm sideways",
                lambda o=offsets: reference.leaning_tower(8, o),
                expected,
                "the lean's moment grows with the weight above and the P-delta sway",
            )
        )
    return found


def _cantilevers() -> list[Reference]:
    found = []
    for cards, expected in ((1, "stable"), (2, "stable"), (3, "collapse")):
        found.append(
            Reference(
                f"cantilever of {cards} card(s) off floor 1",
                lambda c=cards: reference.cantilever(c),
                expected,
                "the root clip's bending strength is 1.2e5 g cm^2/s^2",
            )
        )
        found.append(
            Reference(
                f"cantilever of {cards} card(s) off a 4-storey tower's top",
                lambda c=cards: reference.tower_with_cantilever(4, c),
                expected,
                "the same root joint, carried down through the tower",
            )
        )
    return found


def _arms() -> list[Reference]:
    return [
        Reference(
            f"two-deck arm of {3 * bays} cards, {10 * bays} cm out from a 4-storey top",
            lambda b=bays: reference.arm(4, b),
            expected,
            "a closed frame: its decks pull and push the root clips",
        )
        for bays, expected in ((2, "stable"), (3, "collapse"))
    ]


def _workers() -> list[Reference]:
    found = [
        Reference(
            f"2-card cantilever with {count} worker(s) on its outer spots",
            lambda n=count: _cantilever_with_workers(n),
            expected,
            "2 g each, far out",
        )
        for count, expected in ((0, "stable"), (1, "stable"), (2, "stable"), (3, "collapse"), (5, "collapse"))
    ]
    found.append(
        Reference(
            "symmetric tower of 12 storeys (37 cards), 4 workers on top, careful drop of the top floor",
            lambda: _thin_tower(12),
            "stable",
            "its own weight and 8 g of workers load no joint past its strength",
        )
    )
    found.append(
        Reference(
            "tall thin tower (8 storeys), 4 workers on top, careful drop of the top floor",
            _thin_tower,
            "stable",
            "a hand held still pushes nothing",
        )
    )
    found.append(
        Reference(
            "the same, dropped with a hard flick (80 cm/s)",
            _thin_tower,
            "workers_fell",
            "the flick throws the workers on the card off it",
            tuple(FLICK),
        )
    )
    return found


def figures(ref: Reference) -> tuple[str, float]:
    """The verdict's result and the highest joint load over strength before anything broke."""
    state = ref.build()
    analysis = analyse(build_frame(state))
    return verdict(state, list(ref.tremor))["result"], analysis.peak


def main() -> None:
    """Print the reference table (markdown)."""
    print("| structure | verdict | highest joint load / strength | why |")
    print("|---|---|---|---|")
    for ref in references():
        result, load = figures(ref)
        print(f"| {ref.name} | {result} | {load:.2f} | {ref.why} |")


if __name__ == "__main__":
    main()
