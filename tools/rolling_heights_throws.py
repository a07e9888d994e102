"""Record the Rolling Heights throws the statistical stand-in draws from.

``python -m tools.rolling_heights_throws [--per-count 256] [--out FILE]``
throws 1 to 10 meeples (the rulebook's most in one roll) with the rolling box's
physics, seeds ``0 .. per-count - 1`` for each number of meeples, and writes
each throw's resting poses to ``assets/rolling_heights/throws.json``. The
headless stand-in (``GAME.sample_outcome``) picks one of these throws and
records its seed, so a replay throws it again with physics and sees the same
tumble. Run it again after any change to the rolling box's physics; the test
``tests/physics/test_throws.py`` throws a sample of them again and names this
command when one lands differently.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from babelworks.core.assets import asset_path
from babelworks.physics.rolling_box import roll

THROWS_FILE = asset_path("rolling_heights") / "throws.json"
MOST_MEEPLES = 10  # components.json "active_limit": no roll holds more


def throws(per_count: int) -> dict[str, list[str]]:
    """Each number of meeples -> the poses of throws 0 .. per_count - 1, space-separated."""
    table = {}
    for count in range(1, MOST_MEEPLES + 1):
        started = time.perf_counter()
        table[str(count)] = [" ".join(roll(count, seed).poses) for seed in range(per_count)]
        seconds = time.perf_counter() - started
        print(f"{count:>2} meeples: {per_count} throws in {seconds:.1f} s", file=sys.stderr)
    return table


def main(argv: list[str] | None = None) -> int:
    """Throw and write the table; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-count", type=int, default=256, help="throws per number of meeples")
    parser.add_argument("--out", default=str(THROWS_FILE), help="throws.json to write")
    args = parser.parse_args(argv)
    if args.per_count < 1:
        parser.error("--per-count must be at least 1")
    note = (
        "Resting poses of physics throws in the rolling box: throws[n][s] is n meeples thrown "
        "with seed s (babelworks.physics.rolling_box.roll). Written by "
        "python -m tools.rolling_heights_throws; see docs/rolling-heights.md."
    )
    data = {"note": note, "throws": throws(args.per_count)}
    Path(args.out).write_text(json.dumps(data, indent=0) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
