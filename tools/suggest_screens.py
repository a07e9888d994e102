"""Screenshots of Help > Suggest a move in each game, for docs/bots.md ("Suggest a move").

``python -m tools.suggest_screens [--out docs/screens] [--seed 3]`` opens each game's
mid-game position of the table screenshots (:mod:`tools.screens`) with seat 2 played by
a computer, asks for a hint with the Hard player's real budget, waits for it to be lit
and explained, and saves the window at 1280x800 as ``suggest-<game>.png``. Needs a
display (run it under ``xvfb-run``).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from babelworks import registry
from babelworks.core.match import Match
from tools.screens import SETTLE_S, game_log, open_window, person_turn, save_png, setup_of, wait

TIMEOUT_S = 120.0


def shoot(app, game_id: str, seed: int, out: Path) -> Path:
    """The hint lit and explained at ``game_id``'s mid-game table, saved under ``out``."""
    log = game_log(game_id, seed)
    setup = setup_of(game_id, seed)
    setup.seats[1].player = "random"  # against a computer: hints are on
    match: Match = person_turn(game_id, setup, log, len(log) // 2)
    if match.state.current_player != 0:  # the person's own turn: the next one of seat 0
        match = _seat_zero(game_id, setup, log, len(match.log))
    window = open_window(app, match)
    window.suggest.ask()
    end = time.perf_counter() + TIMEOUT_S
    while window.suggest.thinking and time.perf_counter() < end:
        wait(app, 0.1)
    wait(app, SETTLE_S)
    path = out / f"suggest-{game_id}.png"
    save_png(window, path)
    window.session.mark_saved()
    window.close()
    return path


def _seat_zero(game_id: str, setup, log: list, start: int) -> Match:
    game = registry.get_game(game_id)
    for cut in range(start, len(log)):
        match = Match.from_log(game, setup, log[:cut])
        if match.state.current_player == 0:
            return match
    raise ValueError(f"no later turn of the first seat in the {game_id} game")


def main(argv: list[str] | None = None) -> int:
    """Shoot every game (or ``--game``); print each file written."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("docs/screens"))
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--game", choices=list(registry.ENTRIES))
    args = parser.parse_args(argv)
    from babelworks.ui.app import application

    app = application()
    for game_id in [args.game] if args.game else list(registry.ENTRIES):
        print(shoot(app, game_id, args.seed, args.out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
