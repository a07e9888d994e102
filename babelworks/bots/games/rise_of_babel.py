"""Rise of Babel's search players: budgets, progress in influence and the scoring still to come,
and the free swap they set aside."""

from __future__ import annotations

from functools import lru_cache

from babelworks.bots.ismcts import Budget
from babelworks.bots.tuning import Tuning
from babelworks.core.protocol import State
from babelworks.games.rise_of_babel.scoring import final_points, level_points


@lru_cache(maxsize=1 << 16)
def _tower_points(cells: tuple, seat: int, negative: bool) -> int:
    return level_points({(r, c): tile for r, c, tile in cells}, seat, negative)


def towers_points(g: dict, seat: int) -> int:
    """``scoring.round_points``, remembered tower by tower: a playout changes one tower now
    and then, and the search scores every tower after every move it weighs."""
    negative = not g["options"]["no_negative_confusion"]
    return sum(
        _tower_points(tuple((cell[0], cell[1], cell[2]) for cell in tower["cells"]), seat, negative)
        for tower in g["towers"]
    )


def progress(state: State) -> list[float]:
    """Influence on the track, plus what the towers as they stand score at the round's end
    and what the cards owned and the player board score at the game's end (Rulebook,
    "Scoring"): the influence of the track alone does not see a pattern half built or a card
    bought for its end-game influence until the round or the game ends."""
    g = state.data  # type: ignore[attr-defined]
    if g["over"]:
        return [float(seat["influence"]) for seat in g["seats"]]
    return [
        float(seat["influence"] + towers_points(g, index) + final_points(g, index))
        for index, seat in enumerate(g["seats"])
    ]


BUDGETS = {
    "easy": Budget(iterations=24, rollout_depth=8, temperature=1.0),
    "normal": Budget(iterations=100, rollout_depth=8),
    "hard": Budget(iterations=400, rollout_depth=12),
}
#: Swapping a loaded tile for a camp tile is free and repeatable: two swaps undo each other
#: and a search that weighed them swapped for ever (docs/bots.md). The elephant is loaded
#: with the tiles wanted instead.
TUNING = Tuning(BUDGETS, scale=8.0, progress=progress, set_aside=frozenset({"swap_elephant"}))
