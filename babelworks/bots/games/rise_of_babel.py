"""Rise of Babel's search players: budgets, and the free swap they set aside."""

from __future__ import annotations

from babelworks.bots.ismcts import Budget
from babelworks.bots.tuning import Tuning

BUDGETS = {
    "easy": Budget(iterations=24, rollout_depth=8, temperature=1.0),
    "normal": Budget(iterations=400, rollout_depth=12),
    "hard": Budget(iterations=2000, rollout_depth=12),
}
#: Swapping a loaded tile for a camp tile is free and repeatable: two swaps undo each other
#: and a search that weighed them swapped for ever (docs/bots.md). The elephant is loaded
#: with the tiles wanted instead. Progress is the influence track (points on the board).
TUNING = Tuning(BUDGETS, scale=8.0, set_aside=frozenset({"swap_elephant"}))
