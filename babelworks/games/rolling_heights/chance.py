"""Chance: the statistical stand-in for a physical roll.

The table throws real (simulated) meeples with a seed drawn from the table's
RNG and records that seed (``"throw"``) beside the poses. Headless play
(``simulate``, the bots' look-ahead, the fingerprints) cannot afford physics
for every roll, so it draws one of the physics throws recorded ahead in
``assets/rolling_heights/throws.json`` (``throws[n][s]``: the poses ``n``
meeples thrown with seed ``s`` come to rest in) and records *its* seed. Either
way the action's seed throws the very tumble that ends in its poses, so a
replay regenerates it exactly, whoever made the roll. The sample keeps what a
per-meeple table would lose: meeples thrown together knock each other about.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from babelworks.core.content import read_json, refuse
from babelworks.core.rng import Rng
from babelworks.core.words import translate
from babelworks.games.rolling_heights.content import ASSETS, content

THROWS_FILE = "throws.json"


@lru_cache(maxsize=1)
def recorded_throws(folder: Path = ASSETS) -> dict[int, tuple[tuple[str, ...], ...]]:
    """Number of meeples -> the resting poses of each recorded throw, by seed.

    Raises:
        ContentError: the file is missing or an entry is not a list of known poses.
    """
    data = read_json(folder, THROWS_FILE)
    table = data.get("throws") if isinstance(data, dict) else None
    if not isinstance(table, dict) or not table:
        refuse(THROWS_FILE, "throws", translate("Rolling Heights content file", "missing"))
    throws = {}
    for count, entries in table.items():
        rows = _throws_of(count, entries)  # refuses a count that is not a number first
        throws[int(count)] = rows
    return throws


def _throws_of(count: str, entries) -> tuple[tuple[str, ...], ...]:
    """One roll size's throws, each a tuple of ``count`` known pose names (checked)."""
    rows = tuple(tuple(str(entry).split()) for entry in entries) if isinstance(entries, list) else ()
    known = set(content().poses)
    if not (count.isdigit() and rows and all(len(row) == int(count) and set(row) <= known for row in rows)):
        refuse(
            THROWS_FILE,
            count,
            translate(
                "Rolling Heights content file", "needs a list of throws of {count} known poses each"
            ).format(count=count),
        )
    return rows


def sample_roll(state, rng: Rng) -> dict:
    """A roll outcome for the meeples in the box: one recorded physics throw, drawn with ``rng``."""
    meeples = list(state.rolling["meeples"])
    throws = recorded_throws()[len(meeples)]
    seed = rng.below(len(throws))
    return {"type": "roll", "meeples": meeples, "poses": list(throws[seed]), "throw": seed}


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
