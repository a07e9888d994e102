"""The decision-time bench times real decisions and sets them against each level's goal."""

from bench.bots import GOALS, decision_times, summary


def test_the_bench_times_the_decisions_asked_and_summarises_them():
    times = decision_times("rolling-heights", "easy", 2, 0, decisions=3)
    assert len(times) == 3 and all(wall >= 0 and cpu >= 0 for wall, cpu in times)
    row = summary("rolling-heights", "easy", times)
    assert row["decisions"] == 3 and row["goal_s"] == GOALS["easy"]
    assert row["median_cpu"] <= row["p95_cpu"] <= row["max_cpu"]


def test_a_level_over_its_goal_is_reported_over():
    row = summary("skyscrapers", "easy", [(0.1, 0.1), (0.2, 0.5)])
    assert row["within_goal"] is False


def test_against_random_opponents_only_the_level_is_timed():
    times = decision_times("rolling-heights", "easy", 2, 0, decisions=4, opponents="random")
    assert len(times) == 4
