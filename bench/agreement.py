"""Does the announced verdict equal what its animation shows? Near-limit structures, sampled.

Run ``python -m bench.agreement --count 240``. Each case is a
reference structure (a cantilever off floor 1 or off a tower top, a two-deck
arm) with workers on its outer floors and a random hand tremor, kept only
when its highest joint load is near its strength (0.6 to 1.6 of it). For
each, the verdict is asked twice: as announced (:func:`verdict`, which stops
once decided) and as animated (:func:`run` recording every frame, the
outcome then read off the frames by :func:`judge`).
"""

from __future__ import annotations

import argparse
import math
from collections import Counter

from babelworks.core.rng import Rng
from babelworks.games.skyscrapers import reference
from babelworks.games.skyscrapers.analytic import analytic_verdict
from babelworks.physics.frame import build_frame
from babelworks.physics.frame_analysis import analyse
from babelworks.physics.skyscrapers_animation import judge
from babelworks.physics.skyscrapers_fall import worker_centre
from babelworks.physics.skyscrapers_verdict import run, verdict

NEAR = (0.6, 1.6)
WORKERS = [f"{colour}-{k}" for colour in ("red", "green") for k in range(1, 6)]


def _structure(rng):
    kind = rng.choice(["floor", "tower", "arm"])
    if kind == "floor":
        return reference.cantilever(rng.choice([1, 2, 3]))
    if kind == "tower":
        return reference.tower_with_cantilever(rng.choice(range(2, 8)), rng.choice([1, 2, 3]))
    return reference.arm(rng.choice(range(2, 6)), rng.choice([1, 2, 3]))


def _load_workers(state, rng) -> None:
    built = [card for card, _ in state.data["built"]]
    floors = [c for c in built[-4:] if state.structure.poses[c].is_floor]
    taken = set()
    for worker in WORKERS[: rng.choice(range(6))]:
        card, spot = rng.choice(floors), rng.choice(range(8))
        if (card, spot) not in taken:
            taken.add((card, spot))
            reference.stand(state, worker, card, spot)


def cases(count: int, seed: int):
    """Yield ``count`` (state, tremor) near-limit cases, reproducibly from ``seed``."""
    rng, found = Rng.from_seed(seed, "agreement"), 0
    while found < count:
        state = _structure(rng)
        _load_workers(state, rng)
        reference.just_built(state)
        speed, angle = 60 * rng.random(), 2 * math.pi * rng.random()
        tremor = [speed * math.cos(angle), speed * math.sin(angle), -speed / 4]
        if NEAR[0] <= analyse(build_frame(state)).peak <= NEAR[1]:
            found += 1
            yield state, tremor


def animated(state, tremor) -> dict:
    """The outcome the verdict's recorded frames show."""
    _, recording = run(state, tremor, record=True)
    centres = {
        w: worker_centre(state, w)
        for w, p in state.data["workers"].items()
        if p["where"] == "site" and p["spot"] >= 0
    }
    return judge(state, recording.frames, centres)


def compare(count: int, seed: int) -> tuple[Counter, list]:
    """Announced vs animated over ``count`` cases: results tally and the disagreements.

    The tally also counts ``"analytic differs"``: cases where the no-physics stand-in
    (``GAME.sample_outcome``) calls collapse or not differently from the physics.
    """
    tally, differ = Counter(), []
    for n, (state, tremor) in enumerate(cases(count, seed)):
        announced = verdict(state, tremor)
        shown = animated(state, tremor)
        tally[announced["result"]] += 1
        tally["analytic differs"] += (analytic_verdict(state)["result"] == "collapse") != (
            announced["result"] == "collapse"
        )
        if (announced["result"], announced.get("fallen", [])) != shown:
            differ.append((n, announced, shown))
    return tally, differ


def main(argv: list[str] | None = None) -> None:
    """Print the agreement figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=240)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    tally, differ = compare(args.count, args.seed)
    print(f"{args.count} near-limit structures (seed {args.seed}): {dict(sorted(tally.items()))}")
    print(f"announced == animated in {args.count - len(differ)} of {args.count}")
    for n, announced, shown in differ:
        print(f"  case {n}: announced {announced}, animated {shown}")


if __name__ == "__main__":
    main()
