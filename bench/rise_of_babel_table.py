"""Frames per second of the Rise of Babel table with full towers, at 1280x800.

Run: ``xvfb-run -a -s "-screen 0 1920x1080x24" python -m bench.rise_of_babel_table``
(optionally ``--seconds S --png OUT.png``). The table is a 3D view of 1280x800
showing a seeded 2- and a 4-player game played by random-legal bots until
Round III's towers are full; it prints pieces, draw calls and fps side by side.
"""

from __future__ import annotations

import argparse
import time

from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.rng import Rng
from babelworks.games.rise_of_babel import GAME
from babelworks.games.rise_of_babel.towers import towers_full

SIZE = (1280, 800)


def full_towers_match(players: int, seed: int) -> Match:
    """A match played by random-legal moves until Round III's towers are all full.

    Args:
        players: 1 to 4.
        seed: the game's seed (the moves follow from it too).

    Returns:
        The match, its state in Round III with every tower space covered (or
        the game over, should the towers never fill).
    """
    match = Match(GAME, Setup("rise-of-babel", players, seed, {}, seat_defaults(players)))
    rng = Rng.from_seed(seed, "bench/moves")
    state = match.state
    while not state.is_over() and not (state.data["round"] == 3 and towers_full(state.data)):
        moves = state.legal_actions()
        match.apply(moves[rng.below(len(moves))])
    return match


def main(argv: list[str] | None = None) -> int:
    """Print the table's frame rate for 2 and 4 players with full towers."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--png", help="also save the 2-player table as this PNG")
    args = parser.parse_args(argv)
    from babelworks.render.viewport import TableView
    from babelworks.scene.rise_of_babel import table_pieces
    from babelworks.ui.app import application

    app = application()
    view = TableView()
    view.resize(*SIZE)
    view.show()
    app.processEvents()
    print(f"bare table, view {view.width()}x{view.height()}: {_rates(view, app, args.seconds)}")
    for players in (2, 4):
        match = full_towers_match(players, seed=7)
        view.set_pieces(table_pieces(match.state, match.setup.seats))
        app.processEvents()
        if args.png and players == 2:
            from babelworks.render.offscreen import render_image

            _save_png(render_image(view, *SIZE), args.png)
        print(
            f"{players} players, Round III towers full: {len(view.pieces())} pieces, "
            f"{len(view.mesh_items())} draw calls, view {view.width()}x{view.height()}: "
            f"{_rates(view, app, args.seconds)}"
        )
    view.close()
    return 0


def _rates(view, app, seconds: float) -> str:
    """Frames per wall second and per CPU second of this process (llvmpipe's threads
    included): on a shared, loaded machine the second says more than the first."""
    from bench.rendering import frames_per_second

    wall, cpu = time.perf_counter(), time.process_time()
    fps = frames_per_second(view, app, seconds)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return f"{fps:.1f} fps wall, {fps * wall / cpu:.1f} frames per CPU second"


def _save_png(image, path: str) -> None:
    from babelworks.render.png import write_png

    write_png(path, image)


if __name__ == "__main__":
    raise SystemExit(main())
