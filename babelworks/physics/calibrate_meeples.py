"""Calibrate the statistical roller: roll single meeples with physics, count their poses.

``python -m babelworks.physics.calibrate_meeples --rolls 5000`` throws one
meeple at a time into an empty rolling box (seeds 0..N-1), counts the resting
poses and writes them into ``assets/rolling_heights/rolls.json`` in its own
format (each pose keeps its rulebook meaning; only ``p`` and the note change).
``--out -`` prints the JSON instead of writing it.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections import Counter
from pathlib import Path

from babelworks.core.assets import asset_path
from babelworks.physics.meeples import POSES
from babelworks.physics.rolling_box import roll

ROLLS_FILE = asset_path("rolling_heights") / "rolls.json"


def count_poses(rolls: int, first_seed: int = 0) -> tuple[Counter, Counter, float]:
    """Roll ``rolls`` single meeples; return pose counts, settle endings and wall seconds."""
    poses: Counter[str] = Counter()
    endings: Counter[str] = Counter()
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + rolls):
        result = roll(1, seed)
        poses[result.poses[0]] += 1
        endings[result.settle.reason] += 1
    return poses, endings, time.perf_counter() - start


def roll_table(poses: Counter, rolls: int, previous: dict) -> dict:
    """The rolls.json data for these counts, keeping each pose's meaning from ``previous``."""
    meanings = {name: entry["means"] for name, entry in previous["poses"].items()}
    table = {
        name: {"p": round(poses[name] / rolls, 4), "means": meanings[name]}
        for name in POSES
        if name in meanings
    }
    note = (
        f"Chance of each resting pose for one rolled meeple: {rolls} single-meeple physics rolls "
        "(python -m babelworks.physics.calibrate_meeples). See docs/rolling-heights.md, "
        "'Rolling box physics'."
    )
    return {"note": note, "poses": table}


def _standard_error(count: int, rolls: int) -> float:
    share = count / rolls
    return math.sqrt(share * (1 - share) / rolls)


def report(poses: Counter, endings: Counter, rolls: int, seconds: float) -> str:
    """The counts in words: share and standard error per pose, settle endings, speed."""
    lines = [f"{rolls} single-meeple rolls in {seconds:.1f} s ({1000 * seconds / rolls:.1f} ms each)"]
    for name in POSES:
        count = poses[name]
        lines.append(
            f"  {name:<11} {count:>6}  {100 * count / rolls:5.1f}% "
            f"+/- {100 * _standard_error(count, rolls):.1f}"
        )
    lines.append("  settled: " + ", ".join(f"{k} {v}" for k, v in sorted(endings.items())))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the calibration from the command line; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rolls", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=0, help="first roll's seed")
    parser.add_argument("--out", default=str(ROLLS_FILE), help="rolls.json to write, or - to print")
    args = parser.parse_args(argv)
    if args.rolls < 1:
        parser.error("--rolls must be at least 1")
    poses, endings, seconds = count_poses(args.rolls, args.seed)
    print(report(poses, endings, args.rolls, seconds), file=sys.stderr)
    table = roll_table(poses, args.rolls, json.loads(ROLLS_FILE.read_text(encoding="utf-8")))
    text = json.dumps(table, indent=1) + "\n"
    if args.out == "-":
        sys.stdout.write(text)
    else:
        Path(args.out).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
