"""Rolling Heights table benchmarks, measured side by side in one run.

``python -m bench.rolling_heights_table [--rolls 10] [--seconds 2] [--rounds 3]``
(under a display: ``xvfb-run -a -s "-screen 0 1920x1080x24" ...``) prints:

- **roll**: a 10-meeple roll resolved (fresh world, drop, settle with every
  pose recorded, classification) against raw pybullet stepping of the same drop
  (same world and bodies, the same number of steps, nothing read), alternating
  per seed; goal: at most 1.5x.
- **table**: frames per second of a late-game 4-player table at 1280x800,
  drawn instanced by the table view against one GLMeshItem per piece;
  goals: at least 40 fps, and at least 3x the GLMeshItem way.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from babelworks.core.rng import Rng
from babelworks.games.rolling_heights import GAME
from babelworks.games.rolling_heights.chance import sample_roll
from babelworks.physics.rolling_box import add_meeples, build_box, roll
from babelworks.physics.world import World

ROLL_MEEPLES = 10


def late_game(players: int = 4, seed: int = 3, actions: int = 1400, stream: str = "bench"):
    """A game after up to ``actions`` random legal moves and statistical rolls.

    The default is the late 4-player game the benchmark draws (the city well built);
    ``stream`` names the roll RNG's stream, so tests can play their own seeded games.
    """
    state = GAME.new_game(players, seed)
    chooser, rng = random.Random(seed), Rng.from_seed(seed, stream)
    for _ in range(actions):
        if state.is_over():
            break
        if state.step == "roll":
            state.apply(sample_roll(state, rng))
        else:
            state.apply(chooser.choice(state.legal_actions()))
    return state


def compare_rolls(rolls: int) -> dict:
    """Median wall time of a recorded 10-meeple roll and of raw stepping of the same drop."""
    resolved, raw = [], []
    roll(ROLL_MEEPLES, 0)  # first world connects and builds the hull shape cache
    for seed in range(rolls):
        start = time.perf_counter()
        result = roll(ROLL_MEEPLES, seed)
        resolved.append(time.perf_counter() - start)
        raw.append(raw_drop(ROLL_MEEPLES, seed, result.settle.steps))
    slow, fast = statistics.median(resolved), statistics.median(raw)
    return {
        "meeples": ROLL_MEEPLES,
        "rolls": rolls,
        "resolve_ms": round(1000 * slow, 1),
        "raw_step_ms": round(1000 * fast, 1),
        "ratio": round(slow / fast, 2),
    }


def compare_table(seconds: float, rounds: int) -> dict:
    """FPS of the late-game table, instanced vs one GLMeshItem per piece, alternating rounds."""
    from PySide6.QtWidgets import QApplication

    from babelworks.render.glsetup import configure_gl
    from babelworks.render.viewport import TableView
    from babelworks.scene.rolling_heights import table_pieces
    from bench.rendering import compare_pieces, gl_renderer

    configure_gl()
    app = QApplication.instance() or QApplication([])
    pieces = table_pieces(late_game())
    view = TableView()
    view.resize(1280, 800)
    view.show()
    app.processEvents()
    return {
        "pieces": len(pieces),
        "renderer": gl_renderer(view),
        **compare_pieces(view, app, pieces, seconds, rounds),
    }


def main(argv: list[str] | None = None) -> int:
    """Run both benchmarks and print their figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rolls", type=int, default=10)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    rolls = compare_rolls(args.rolls)
    print(
        f"roll: {rolls['meeples']} meeples, median of {rolls['rolls']}: resolved {rolls['resolve_ms']} ms, "
        f"raw stepping {rolls['raw_step_ms']} ms, ratio {rolls['ratio']} (goal <= 1.5)"
    )
    table = compare_table(args.seconds, args.rounds)
    print(
        f"table: {table['pieces']} pieces at 1280x800 on {table['renderer']}: instanced "
        f"{table['instanced_fps']} fps (goal >= 40), one GLMeshItem each {table['separate_fps']} fps, "
        f"ratio {table['ratio']} (goal >= 3)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


def raw_drop(count: int, seed: int, steps: int) -> float:
    """Wall seconds of the same drop stepped ``steps`` times with nothing read (the benchmark's baseline)."""
    start = time.perf_counter()
    with World(pooled=True) as world:
        build_box(world)
        add_meeples(world, count, seed)
        world.step(steps)
    return time.perf_counter() - start
