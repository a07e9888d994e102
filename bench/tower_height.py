"""How fragile a symmetric tower is by height, under the same hand: ``python -m bench.tower_height``.

For symmetric towers of 1-10 storeys (:func:`babelworks.games.skyscrapers.reference.tower`, the
top floor the build awaiting its verdict) and a flick of 30-120 cm/s (a person's flick: that
speed across the site plus a quarter of it downwards), with and without two workers on the top
floor, prints the fraction of verdicts, over seeded directions of the flick, in which the tower
or any worker falls. A player expects that fraction never to drop as storeys are added
(issue: "a tower that falls the way a player expects"); the verdict caps a hand at 90 cm/s, so
flicks above it read as 90. Then the same for an 8-storey tower leaning 0-3 storeys and
with an overhang of 0-2 cards off its top (the card just built the one the hand presses), which
must not fall less often than the straight, bare tower.
"""

from __future__ import annotations

import argparse
import math
import time

from babelworks.games.skyscrapers import reference
from babelworks.physics.skyscrapers_verdict import verdict

STOREYS = tuple(range(1, 11))
SPEEDS = (30, 45, 60, 70, 80, 90, 105, 120)


def flick(speed: float, direction: int, directions: int) -> list[float]:
    """A flick of ``speed`` cm/s across the site toward the ``direction``-th of ``directions``."""
    angle = 2 * math.pi * (direction + 0.5) / directions
    return [speed * math.cos(angle), speed * math.sin(angle), -0.25 * speed]


def topped_tower(storeys: int, workers: int):
    """A symmetric tower whose top floor, just built, carries ``workers`` workers (0-4)."""
    state = reference.tower(storeys)
    top = state.data["built"][-1][0]
    for spot, worker in enumerate(("red-1", "green-1", "red-2", "green-2")[:workers]):
        reference.stand(state, worker, top, spot + 1)
    return reference.just_built(state)


def fall_fraction(storeys: int, speed: float, workers: int, directions: int = 8) -> float:
    """The fraction of flick directions after which the tower or any worker falls."""
    return fraction_of(topped_tower(storeys, workers), speed, directions)


def fraction_of(state, speed: float, directions: int = 8) -> float:
    """The fraction of flick directions after which the state's building or any worker falls."""
    falls = sum(verdict(state, flick(speed, d, directions))["result"] != "stable" for d in range(directions))
    return falls / directions


def grid(storeys, speeds, workers: int, directions: int) -> dict[float, list[float]]:
    """Per flick speed, the fall fraction of each tower height."""
    return {speed: [fall_fraction(n, speed, workers, directions) for n in storeys] for speed in speeds}


def shapes() -> dict[str, object]:
    """Leaning and overhanging 8-storey towers, the last card built the one the hand presses."""
    found: dict[str, object] = {}
    for offsets in range(4):
        found[f"leaning {offsets} storeys"] = reference.just_built(reference.leaning_tower(8, offsets))
    for cards in (1, 2):
        found[f"overhang of {cards} card(s)"] = reference.just_built(
            reference.tower_with_cantilever(8, cards)
        )
    return found


def print_shapes(directions: int) -> None:
    """The fall fractions of :func:`shapes` by flick speed."""
    speeds = (30, 45, 60, 70, 90)
    print(f"\nfall fraction, 8 storeys, no workers ({directions} directions per cell)")
    print(f"{'':22}" + " ".join(f"{v:>5}" for v in speeds))
    for name, state in shapes().items():
        print(f"{name:22}" + " ".join(f"{fraction_of(state, v, directions):5.2f}" for v in speeds))


def main(argv: list[str] | None = None) -> None:
    """Print the two tables (no workers, two workers on top), the time they took, and the shapes'."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--directions", type=int, default=8, help="seeded flick directions per cell")
    args = parser.parse_args(argv)
    for workers in (0, 2):
        cpu = time.process_time()
        table = grid(STOREYS, SPEEDS, workers, args.directions)
        print(f"\nfall fraction, {workers} workers on top ({args.directions} directions per cell)")
        print("cm/s  " + " ".join(f"{n:>5}" for n in STOREYS) + "   never drops with height")
        for speed, row in table.items():
            steady = all(b >= a for a, b in zip(row, row[1:]))
            print(f"{speed:>4}  " + " ".join(f"{f:5.2f}" for f in row) + f"   {'yes' if steady else 'NO'}")
        cells = len(STOREYS) * len(SPEEDS) * args.directions
        print(f"{cells} verdicts, {time.process_time() - cpu:.1f} s CPU")
    print_shapes(args.directions)


if __name__ == "__main__":
    main()
