"""Chance: the statistical stand-in for a physical roll.

The table rolls real (simulated) meeples; headless play draws each meeple's
resting pose from the per-pose table in ``rolls.json``, calibrated from the
physics.
"""

from __future__ import annotations

from functools import lru_cache

from babelworks.core.rng import Rng
from babelworks.games.rolling_heights.content import content


@lru_cache(maxsize=1)
def _pose_table() -> tuple[tuple[str, ...], tuple[float, ...]]:
    """The poses and their chances, in the order of ``rolls.json``."""
    poses = content().poses
    return tuple(poses), tuple(pose["p"] for pose in poses.values())


def sample_roll(state, rng: Rng) -> dict:
    """A statistical roll outcome for the meeples in the box, drawn with ``rng``."""
    names, weights = _pose_table()
    meeples = list(state.rolling["meeples"])
    return {
        "type": "roll",
        "meeples": meeples,
        "poses": [names[rng.weighted_index(weights)] for _ in meeples],
    }


def resample_hidden(state, seat: int, rng: Rng) -> None:
    """Re-deal, from ``rng``, everything ``seat`` cannot see: other seats' unrevealed
    targets and the order of both face-down plan piles.

    The deal starts from what ``seat`` knows (the unseen targets and each pile's
    plans, sorted), so two states that differ only in hidden information give the
    same sample for the same ``rng``.
    """
    for pile in state.piles:
        pile.sort()
        rng.shuffle(pile)
    seats = state.seats
    known = set(seats[seat]["targets"]) | {other["target"] for other in seats if other["target"]}
    unseen = sorted(set(content().targets) - known)
    rng.shuffle(unseen)
    for index, other in enumerate(seats):
        if index != seat:
            revealed = [other["target"]] if other["target"] else []
            other["targets"] = revealed + [unseen.pop() for _ in range(2 - len(revealed))]
    state.changed()
