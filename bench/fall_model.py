"""``python -m bench.fall_model FOLDER``: does the search's fall model drop the workers the physics dropped?

Skyscrapers' Hard draws its verdicts from :func:`babelworks.games.skyscrapers.falls.outcome_with_falls`:
the analytic verdict, plus the workers a computer's hand slides off a still floor. This bench reads
the saves of games whose verdicts came from the physics (``simulate --game skyscrapers --save-dir
FOLDER``), replays them, and for every worker a build or move pushed, compares what the model says
of the recorded tremor with what the physics did; it also gives the falls the model expects
over the tremors a computer's hand draws (its average), beside the falls the physics gave.
"""

from __future__ import annotations

import argparse
import json
import math
from collections import Counter
from pathlib import Path

from babelworks.core.protocol import CHANCE
from babelworks.games.skyscrapers import falls
from babelworks.registry import ENTRIES

#: Tremors per pushed worker over which the model's expected falls are averaged.
DRAWS = 200


def pushes(save: dict) -> list[tuple[str, bool, bool, float]]:
    """(build/move, model drops it at the recorded tremor, the physics dropped it, the model's
    chance of a fall) per worker pushed, over every verdict of a save."""
    game = ENTRIES["skyscrapers"].game
    state = game.new_game(save["players"], save["seed"], save["options"])
    found = []
    for action in save["log"]:
        if state.current_player == CHANCE and action.get("type") == "verdict" and "tremor" in action:
            kind = state.data["pending"]["action"]["type"]
            for worker in falls.pushed_workers(state):
                model = falls.slides_off(state, worker, tuple(action["tremor"][:2]))
                physics = worker in action.get("fallen", [])
                found.append((kind, model, physics, _chance(state, worker)))
        state.apply(action)
    return found


def _chance(state, worker: str) -> float:
    """The model's chance that the hand drops ``worker``, over an even grid of its tremors."""
    side = int(math.sqrt(DRAWS))
    dropped = 0
    for i in range(side):
        speed = falls.HAND_CM_S * (i + 0.5) / side
        for j in range(side):
            angle = 2 * math.pi * (j + 0.5) / side
            dropped += falls.slides_off(state, worker, (speed * math.cos(angle), speed * math.sin(angle)))
    return dropped / (side * side)


def table(folder: Path) -> dict[str, Counter]:
    """Per kind of action: pushed workers, falls by the physics, by the model, both, and expected."""
    counts: dict[str, Counter[str]] = {}
    for path in sorted(folder.glob("*.babelworks")):
        for kind, model, physics, chance in pushes(json.loads(path.read_text())):
            row = counts.setdefault(kind, Counter())
            row.update(pushed=1, physics=physics, model=model, agree=model == physics)
            row["expected"] += chance  # type: ignore[assignment]  # a sum of chances
    return counts


def main(argv: list[str] | None = None) -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(prog="python -m bench.fall_model", description=__doc__.split("\n")[0])
    parser.add_argument("folder", type=Path, help="saves written by simulate --save-dir")
    args = parser.parse_args(argv)
    for kind, row in sorted(table(args.folder).items()):
        print(
            f"{kind:5}: {row['pushed']} workers pushed; fell in the physics {row['physics']}, "
            f"in the model at the same tremor {row['model']} (agree on {row['agree']}); "
            f"the model expects {row['expected']:.1f} over a hand's tremors"
        )


if __name__ == "__main__":
    main()
