"""Each game's prior: how promising each legal move looks before any search.

A Skyscrapers seat may hold a thousand legal builds; a search of a few dozen
iterations that tried them in random order would play a random build, and
with visits tied it would fall back on the first move listed (a send). So the
search weighs only the most promising moves (``Budget.candidates``), ranked by
the game's prior, plus the best move of every other kind. A prior uses only
what the searching seat sees (the public building and the seat's own cards).
"""

from __future__ import annotations

from collections.abc import Callable

from babelworks.core.protocol import Action, State

Prior = Callable[[State, list[Action]], list[float]]


def skyscrapers(state: State, legal: list[Action]) -> list[float]:
    """A build's points as the rulebook scores it (links, drawn worker, new height doubled);
    sends and moves score nothing now."""
    from babelworks.games.skyscrapers.geometry import CardPose
    from babelworks.games.skyscrapers.scoring import build_score

    content, structure = state.content, state.structure  # type: ignore[attr-defined]
    return [
        float(build_score(content, structure, content.cards[a["card"]], CardPose.from_dict(a))["points"])
        if a["type"] == "build"
        else 0.0
        for a in legal
    ]


PRIORS: dict[str, Prior] = {"skyscrapers": skyscrapers}


def candidates(legal: list[Action], values: list[float], count: int) -> list[Action]:
    """The ``count`` best moves by ``values`` and the best move of every other type, best
    first (ties in the legal list's order), so that a tie in visits goes to the better-looking move."""
    ranked = sorted(range(len(legal)), key=lambda i: -values[i])
    keep = set(ranked[:count])
    kinds = {legal[i]["type"] for i in keep}
    for i in ranked:
        if legal[i]["type"] not in kinds:
            kinds.add(legal[i]["type"])
            keep.add(i)
    return [legal[i] for i in ranked if i in keep]
