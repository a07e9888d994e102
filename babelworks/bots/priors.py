"""Each game's prior: how promising each legal move looks before any search.

A Skyscrapers seat may hold a thousand legal builds; a search of a few dozen
iterations that tried them in random order would play a random build, and
with visits tied it would fall back on the first move listed (a send). So the
search weighs only the most promising moves of each kind (``Budget.candidates``),
ranked by the game's prior (each game's, if it has one, is in its module of
:mod:`babelworks.bots.games`). A prior uses only what the searching seat sees
(Skyscrapers: the public building and the seat's own cards).
"""

from __future__ import annotations

from collections.abc import Callable

from babelworks.core.protocol import Action, State
from babelworks.core.rng import Rng

Prior = Callable[[State, list[Action]], list[float]]


def candidates(legal: list[Action], values: list[float], count: int, rng: Rng) -> list[Action]:
    """The ``count`` best moves of every type (build, move, ...) by ``values``, best first.

    The cap is per type so that a kind of move the prior cannot rank (a worker's step
    scores nothing now, yet opens builds later) is still weighed broadly, not by its
    first ``count`` listed. Ties are ordered by ``rng`` (deterministic given its seed), so
    the cut among equals is a fair draw and a tie in visits goes to the better-looking move.
    """
    order = list(range(len(legal)))
    rng.shuffle(order)
    ranked = sorted(order, key=lambda i: -values[i])
    kept: dict[str, int] = {}
    chosen = []
    for i in ranked:
        kind = legal[i]["type"]
        if kept.get(kind, 0) < count:
            kept[kind] = kept.get(kind, 0) + 1
            chosen.append(legal[i])
    return chosen
