"""``python -m bench.thinking``: does the window stay live while a computer thinks?

For each game, a position a few dozen random moves in is decided by a computer
player of the chosen level twice, side by side in one run: on a worker thread
as the table does it (``session.ComputerTurns``), while a 10 ms timer ticks on the UI
thread, and then on the UI thread itself. The figure is the longest the UI
thread went without serving its timer (a frame of the window's animations is
25-33 ms): on the worker it stays near the timer's own period, on the UI thread
it is the whole decision.
"""

from __future__ import annotations

import argparse
import json
import time

from PySide6.QtCore import QCoreApplication, QRunnable, QThreadPool, QTimer

from babelworks.bots.players import make_player
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.registry import games

TICK_MS = 10


def position(game, moves: int, seed: int):
    """A 3-seat state after ``moves`` random moves (chance by the game's resolver)."""
    state, rng = game.new_game(3, seed, {}), Rng.from_seed(seed, "bench/thinking")
    for _ in range(moves):
        if state.is_over():
            break
        legal = [] if state.current_player == CHANCE else state.legal_actions()
        state.apply(game.sample_outcome(state, rng) if not legal else rng.choice(legal))
    while state.current_player == CHANCE:
        state.apply(game.sample_outcome(state, rng))
    return state


class _Decision(QRunnable):
    def __init__(self, decide) -> None:
        super().__init__()
        self.decide, self.done = decide, False

    def run(self) -> None:
        self.decide()
        self.done = True


def longest_stall(app, decide, on_worker: bool) -> tuple[float, float]:
    """(longest gap between UI timer ticks in ms, decision wall time in s)."""
    ticks: list[float] = []
    timer = QTimer(interval=TICK_MS)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    start = time.perf_counter()
    ticks.append(start)
    if on_worker:
        job = _Decision(decide)
        job.setAutoDelete(False)
        QThreadPool.globalInstance().start(job)
        while not job.done:
            app.processEvents()
            time.sleep(0.001)
    else:
        QTimer.singleShot(0, decide)
        app.processEvents()
    took = time.perf_counter() - start
    app.processEvents()
    ticks.append(time.perf_counter())
    timer.stop()
    return 1000 * max(b - a for a, b in zip(ticks, ticks[1:])), took


def measure(level: str, moves: int, seed: int) -> list[dict]:
    """One row per game: the UI's longest stall with the decision on a worker and on the UI thread."""
    app = QCoreApplication.instance() or QCoreApplication([])
    rows = []
    for game in games().values():
        state = position(game, moves, seed)
        seat = state.current_player

        def decide(state=state, game=game, seat=seat):
            make_player(level, game, seat, seed).choose(state.copy())

        worker_gap, worker_s = longest_stall(app, decide, on_worker=True)
        ui_gap, ui_s = longest_stall(app, decide, on_worker=False)
        rows.append(
            {
                "game": game.id,
                "level": level,
                "decision_s_worker": round(worker_s, 3),
                "stall_ms_worker": round(worker_gap, 1),
                "decision_s_ui": round(ui_s, 3),
                "stall_ms_ui": round(ui_gap, 1),
            }
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    """Print the figures (text or JSON)."""
    parser = argparse.ArgumentParser(prog="python -m bench.thinking", description=__doc__.split("\n")[0])
    parser.add_argument("--level", default="normal", choices=("easy", "normal", "hard"))
    parser.add_argument("--moves", type=int, default=40, help="random moves before the position")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = measure(args.level, args.moves, args.seed)
    if args.json:
        print(json.dumps(rows))
        return 0
    for row in rows:
        print(
            f"{row['game']:16} {row['level']:6} worker thread: decision {row['decision_s_worker']:.2f} s, "
            f"UI stalled at most {row['stall_ms_worker']:.0f} ms | UI thread: decision "
            f"{row['decision_s_ui']:.2f} s, stalled {row['stall_ms_ui']:.0f} ms"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
