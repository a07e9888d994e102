"""``python -m bench.bots``: how long computer players think, per game and level.

Plays one seeded game per game and level, start to end, in which every seat is
a computer player of that level, and times each of its decisions (decisions
with a single legal move are answered at once and are left out: they cost
nothing). Prints, per game and level, the median, the 95th percentile and the
longest decision, side by side in one run, in wall-clock and CPU seconds (on a
shared machine the CPU figure is the fair one), against the level's goal.
Chance (rolls, verdicts) comes from the game's statistical resolver: the table's
physics is not the computer's thinking.

Before the games it times the machine reference (``bench.reference``: a fixed
pure-Python workload of copies, legal moves and applied moves on a toy board, in
CPU seconds, the best of a few runs) and prints it first; each level's 95th
percentile is also given in units of it ("= 6.1 references"), a figure that
compares across machines of different speed where seconds do not.

For the search levels it also prints how many iterations a decision ran, median and
fewest (the budgets are in docs/bots.md): a Skyscrapers decision stops early once its
work cap (moves listed) is spent, so Hard's 200 iterations are often far fewer.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from babelworks.bots.ismcts import SearchPlayer
from babelworks.bots.players import make_player
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.registry import ENTRIES
from babelworks.simulate import MAX_ACTIONS
from bench import reference as machine

LEVELS = ("greedy", "easy", "normal", "hard")
#: The longest a decision should take, seconds (the computer players' issue: on a 2-core machine).
GOALS = {"greedy": 0.3, "easy": 0.3, "normal": 1.0, "hard": 3.0}


def decision_times(
    game_id: str, level: str, players: int, seed: int, decisions: int = 0, opponents: str = ""
) -> list[tuple]:
    """(wall, cpu) seconds and the iterations run (None for a player that does not search) of
    every real decision of ``level``'s seats in one seeded game (the first ``decisions`` only,
    when above 0). Seat 0 plays ``level``; the others play it too, or ``opponents`` when given
    (two passive players can make a game that never ends)."""
    game = ENTRIES[game_id].game
    state = game.new_game(players, seed, {})
    kinds = [level] + [opponents or level] * (players - 1)
    bots = [make_player(kind, game, seat, seed) for seat, kind in enumerate(kinds)]
    outcomes = Rng.from_seed(seed, "outcomes")
    times: list[tuple[float, float, int | None]] = []
    for _ in range(MAX_ACTIONS):  # a game that never ends (a stall) is cut where simulate cuts it
        if state.is_over() or 0 < decisions <= len(times):
            break
        if state.current_player == CHANCE:
            state.apply(game.sample_outcome(state, outcomes))
            continue
        seat = state.current_player
        assert seat is not None  # a game not over, not chance's turn: a seat is to play
        several = len(state.legal_actions()) > 1 and kinds[seat] == level
        wall, cpu = time.perf_counter(), time.process_time()
        action = bots[seat].choose(state)
        if several:
            spent = (time.perf_counter() - wall, time.process_time() - cpu)
            times.append((*spent, iterations_run(bots[seat])))
        state.apply(action)
    return times


def iterations_run(player) -> int | None:
    """The iterations a search player's last decision ran (its root's visits, less the visits
    each root move was seeded with); None for a player that does not search."""
    if not isinstance(player, SearchPlayer) or player.root is None:
        return None
    children = player.root.children.values()
    return sum(child.visits for child in children) - player.budget.seed_visits * len(children)


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def summary(game_id: str, level: str, times: list[tuple]) -> dict:
    """Median, 95th percentile and longest decision, wall and CPU, and whether both stay in the goal."""
    row: dict = {"game": game_id, "level": level, "decisions": len(times), "goal_s": GOALS[level]}
    for index, clock in enumerate(("wall", "cpu")):
        values = [t[index] for t in times] or [0.0]
        row[f"median_{clock}"] = round(statistics.median(values), 4)
        row[f"p95_{clock}"] = round(percentile(values, 0.95), 4)
        row[f"max_{clock}"] = round(max(values), 4)
    row["within_goal"] = row["median_cpu"] <= GOALS[level] and row["p95_cpu"] <= GOALS[level]
    searched = [t[2] for t in times if t[2] is not None]
    if searched:
        row["median_iterations"], row["fewest_iterations"] = statistics.median(searched), min(searched)
    return row


def with_reference(row: dict, reference_s: float) -> dict:
    """``row`` with the machine reference (CPU seconds) and its CPU 95th percentile in units of it."""
    row["reference_cpu_s"], row["reference_work"] = round(reference_s, 4), machine.WORK
    row["p95_cpu_references"] = round(row["p95_cpu"] / reference_s, 2)
    return row


def reference_line(reference_s: float, repeats: int) -> str:
    """The machine reference as printed before the levels' figures."""
    return f"machine reference: {reference_s:.3f} s CPU for {machine.WORK} (best of {repeats})"


def _line(row: dict) -> str:
    return (
        f"{row['game']:16} {row['level']:7} (against {row['opponents']}) {row['decisions']:4} decisions: "
        f"median {row['median_wall']:.3f} s (CPU {row['median_cpu']:.3f}), "
        f"95th percentile {row['p95_wall']:.3f} s (CPU {row['p95_cpu']:.3f} = "
        f"{row['p95_cpu_references']:.2f} references), "
        f"longest {row['max_wall']:.3f} s (CPU {row['max_cpu']:.3f}); goal {row['goal_s']} s: "
        f"{'within' if row['within_goal'] else 'OVER'}"
        + (
            f"; iterations median {row['median_iterations']:g}, fewest {row['fewest_iterations']}"
            if "median_iterations" in row
            else ""
        )
    )


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench.bots", description=__doc__.split("\n")[0])
    parser.add_argument("--game", action="append", choices=sorted(ENTRIES))
    parser.add_argument("--level", action="append", choices=LEVELS)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument(
        "--decisions", type=int, default=0, help="time only the first N decisions (0: the whole game)"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--opponents", choices=("random", *LEVELS), help="the other seats' player (default: the level timed)"
    )
    parser.add_argument("--json", action="store_true", help="one JSON object per line")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> None:
    """Print the machine reference, then median and 95th percentile decision times per game and level."""
    args = _arguments(argv)
    reference_s = machine.machine_reference(machine.REPEATS)
    if not args.json:  # in JSON every row carries it
        print(reference_line(reference_s, machine.REPEATS), flush=True)
    for game_id in args.game or list(ENTRIES):
        for level in args.level or LEVELS:
            times = decision_times(game_id, level, args.players, args.seed, args.decisions, args.opponents)
            row = with_reference(summary(game_id, level, times), reference_s)
            row["opponents"] = args.opponents or level
            print(json.dumps(row) if args.json else _line(row), flush=True)


if __name__ == "__main__":
    main()
