"""Which way Rolling Heights cubes glide, by move: the routes their ids take between tables.

Plays seeded random games (as ``bench.glides`` does) and, move by move, counts
each cube id on both tables at another place by (move, from, to), the places
being the map, a supply pile and a hand; and how many builds there were.

Run: ``python -m bench.rolling_heights_cube_routes [--steps N]``
"""

from __future__ import annotations

import argparse
from collections import Counter

from babelworks.core.match import Match
from babelworks.scene.rolling_heights import table_pieces
from bench.export import finished_match


def _place(piece) -> str:
    extras = piece.extras
    return "map" if extras.get("city") else "supply" if "supply" in extras else "hand"


def routes(players: int, steps: int) -> Counter:
    """(move type, from, to) -> cubes moved that way over ``steps`` moves; "builds" -> builds."""
    final = finished_match("rolling-heights", players)
    match = Match(final.game, final.setup)
    found: Counter = Counter()
    was = {p.id: p for p in table_pieces(match.state) if p.id.startswith("rh/cube/")}
    for action in final.log[:steps]:
        match.apply(action)
        now = {p.id: p for p in table_pieces(match.state) if p.id.startswith("rh/cube/")}
        found["builds"] += action.get("type") == "construct"
        for i in was.keys() & now.keys():
            if was[i].position != now[i].position:
                found[(action.get("type"), _place(was[i]), _place(now[i]))] += 1
        was = now
    return found


def main(argv: list[str] | None = None) -> int:
    """Print the routes of two games (2 and 3 players); returns 0."""
    parser = argparse.ArgumentParser(
        prog="python -m bench.rolling_heights_cube_routes", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--steps", type=int, default=800, help="moves per game to look at")
    args = parser.parse_args(argv)
    total = routes(2, args.steps) + routes(3, args.steps)
    for route, count in total.most_common():
        print(f"{count:5d}  {route}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
