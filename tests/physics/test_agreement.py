"""The announced verdict equals the animated outcome (a seeded sample; the full run is
``python -m bench.agreement --count 240``)."""

from bench.agreement import compare


def test_announced_verdicts_equal_animated_outcomes_on_near_limit_structures():
    tally, differ = compare(16, seed=7)
    assert differ == []
    assert tally["collapse"] and tally["stable"] + tally["workers_fell"]  # both sides of the limit
