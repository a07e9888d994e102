"""``python -m bench.collapse_risk FOLDER``: does the analytic strain foretell physics collapses?

Skyscrapers' computer players search with the analytic stand-in for the
physics verdict: a build collapses when a hanging group asks more of its joint
than the joint gives (strain above 1), else it stands. This bench reads the
saves of games whose verdicts came from the physics (``simulate --game
skyscrapers --save-dir FOLDER``), replays them, and counts, per band of the
analytic strain of the position awaiting each verdict, how often the physics
answered collapse and workers fell: how cautious a search with the stand-in is.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

from babelworks.core.protocol import CHANCE
from babelworks.games.skyscrapers.analytic import strain
from babelworks.registry import ENTRIES

#: Strain bands (lower bounds; the last is open): none hangs, light, heavy, near the limit, over it.
BANDS = (0.0, 1e-9, 0.3, 0.6, 0.9, 1.0)


def band(value: float) -> int:
    """The index of the band ``value`` falls in."""
    return max(i for i, low in enumerate(BANDS) if value >= low)


def verdicts(save: dict) -> list[tuple[str, float, str]]:
    """(what awaited it: build/move/bump, analytic strain, physics result) of every verdict in a save."""
    game = ENTRIES["skyscrapers"].game
    state = game.new_game(save["players"], save["seed"], save["options"])
    found = []
    for action in save["log"]:
        if state.current_player == CHANCE and action.get("type") == "verdict":
            found.append((state.data["pending"]["action"]["type"], strain(state), action["result"]))
        state.apply(action)
    return found


def table(folder: Path) -> list[dict]:
    """One row per strain band of builds: verdicts, collapse and workers-fell shares."""
    counts: dict[int, Counter] = {}
    for path in sorted(folder.glob("*.babelworks")):
        for kind, value, result in verdicts(json.loads(path.read_text())):
            if kind == "build":
                counts.setdefault(band(value), Counter())[result] += 1
    rows = []
    for index in sorted(counts):
        total = sum(counts[index].values())
        high = f"{BANDS[index + 1]:g}" if index + 1 < len(BANDS) else "inf"
        rows.append(
            {
                "strain": f"[{BANDS[index]:g}, {high})",
                "builds": total,
                "collapse": counts[index]["collapse"],
                "workers_fell": counts[index]["workers_fell"],
            }
        )
    return rows


def main(argv: list[str] | None = None) -> None:
    """Print the table (text or JSON)."""
    parser = argparse.ArgumentParser(prog="python -m bench.collapse_risk", description=__doc__.split("\n")[0])
    parser.add_argument("folder", type=Path, help="saves written by simulate --save-dir")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = table(args.folder)
    if args.json:
        print(json.dumps(rows))
        return
    for row in rows:
        print(
            f"strain {row['strain']:13} {row['builds']:5} builds: collapse {row['collapse']}, "
            f"workers fell {row['workers_fell']}"
        )


if __name__ == "__main__":
    main()
