"""The stand-in's recorded throws are the rolling box's own: thrown again, they land the same.

``assets/rolling_heights/throws.json`` is written by ``python -m tools.rolling_heights_throws``;
a change to the rolling box's physics that moves where a throw lands shows here, naming the
command that records the throws again. A sample (not all 2,560) keeps this to about a second.
"""

from __future__ import annotations

from babelworks.games.rolling_heights.chance import recorded_throws
from babelworks.physics.rolling_box import roll

REGENERATE = "run python -m tools.rolling_heights_throws to record the throws again"


def test_recorded_throws_land_as_recorded_when_thrown_again():
    throws = recorded_throws()
    for count in (1, 2, 3, 5, 8, 10):
        last = len(throws[count]) - 1
        for seed in (0, count * 17 % last, last):
            assert roll(count, seed).poses == list(throws[count][seed]), (
                f"{count} meeples, seed {seed}: {REGENERATE}"
            )
