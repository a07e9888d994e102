"""``python -m bench.stall``: does one seeded game of computer players end, and if not, how it stands.

``--game G --seats A,B --seed S`` plays the game that ``strength run`` (and ``simulate
--rotate-seats``) plays for seed S, the seats turned as in a run from seed ``--first``
(default 0), but stops after ``--actions`` actions (default 5,000, where ``simulate``
goes on to 100,000) and prints a line every 1,000 actions. A game still running at the
end is described: its phase, and the kinds of move of its last 400 actions, which show a
loop (a turn ended again and again, cards bought and trashed). A long strength run that
stops moving is looked at this way, one seed at a time.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter

from babelworks import registry
from babelworks.bots.standings import check_seats
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.simulate import Run, seat_players

TAIL = 400  # the last actions whose kinds describe a game that does not end


def play(game_id: str, seats: list[str], seed: int, first: int, actions: int, say=print) -> dict:
    """Play seed ``seed`` of a run from ``first`` for at most ``actions`` actions; returns its standing."""
    game, resolve = registry.get_game(game_id), registry.outcome_resolver(game_id)
    kinds = Run(game, resolve, len(seats), seats=tuple(seats), rotate=True).kinds(seed - first)
    state, bots = game.new_game(len(seats), seed, {}), seat_players(game, len(seats), seed, kinds)
    outcomes, log = Rng.from_seed(seed, "outcomes"), []
    started = time.process_time()
    while not state.is_over() and len(log) < actions:
        seat = state.current_player
        action = resolve(state, outcomes) if seat == CHANCE else bots[seat].choose(state)
        state.apply(action)
        log.append(action)
        if len(log) % 1000 == 0:
            say(
                f"seed {seed}: {len(log)} actions, {state.phase()}, {time.process_time() - started:.0f} s CPU"
            )
    return {
        "seed": seed,
        "seats": kinds,
        "actions": len(log),
        "over": state.is_over(),
        "phase": state.phase(),
        "last_moves": dict(Counter(str(action.get("type")) for action in log[-TAIL:]).most_common()),
    }


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns 0 when every game ended, 1 when one did not."""
    parser = argparse.ArgumentParser(prog="python -m bench.stall", description=__doc__.split("\n")[0])
    parser.add_argument("--game", required=True, choices=sorted(registry.ENTRIES))
    parser.add_argument("--seats", required=True, help="each seat's player in the run's first game")
    parser.add_argument("--seed", type=int, action="append", required=True, help="a seed (may be repeated)")
    parser.add_argument("--first", type=int, default=0, help="the run's first seed (how the seats turned)")
    parser.add_argument("--actions", type=int, default=5000)
    args = parser.parse_args(argv)
    try:
        seats = list(check_seats(args.seats.split(","), len(args.seats.split(","))))
    except ValueError as error:
        print(f"stall: {error}", file=sys.stderr)
        return 2
    ended = True
    for seed in args.seed:
        standing = play(args.game, seats, seed, args.first, args.actions)
        print(standing, flush=True)
        ended = ended and standing["over"]
    return 0 if ended else 1


if __name__ == "__main__":
    sys.exit(main())
