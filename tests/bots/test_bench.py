"""The decision-time bench times real decisions and sets them against each level's goal."""

import ast
import json
import re
from pathlib import Path

from bench import reference as machine
from bench.bots import GOALS, decision_times, main, summary


def test_the_bench_times_the_decisions_asked_and_summarises_them():
    times = decision_times("rolling-heights", "easy", 2, 0, decisions=3)
    assert len(times) == 3 and all(wall >= 0 and cpu >= 0 for wall, cpu, _ in times)
    row = summary("rolling-heights", "easy", times)
    assert row["decisions"] == 3 and row["goal_s"] == GOALS["easy"]
    assert row["median_cpu"] <= row["p95_cpu"] <= row["max_cpu"]
    # Easy's 24 iterations, no work cap: every decision runs them all
    assert [iterations for _, _, iterations in times] == [24] * 3 and row["fewest_iterations"] == 24


def test_a_player_that_does_not_search_has_no_iterations():
    times = decision_times("rolling-heights", "greedy", 2, 0, decisions=2)
    assert [iterations for _, _, iterations in times] == [None, None]
    assert "median_iterations" not in summary("rolling-heights", "greedy", times)


def test_a_level_over_its_goal_is_reported_over():
    row = summary("skyscrapers", "easy", [(0.1, 0.1, 8), (0.2, 0.5, 8)])
    assert row["within_goal"] is False


def test_against_random_opponents_only_the_level_is_timed():
    times = decision_times("rolling-heights", "easy", 2, 0, decisions=4, opponents="random")
    assert len(times) == 4


def test_the_bench_prints_the_machine_reference_first(capsys):
    main(["--game", "rolling-heights", "--level", "easy", "--decisions", "2"])
    first, level = capsys.readouterr().out.splitlines()
    figure = re.fullmatch(r"machine reference: (\d+\.\d+) s CPU for (.+) \(best of (\d+)\)", first)
    assert figure and float(figure[1]) > 0 and figure[2] == machine.WORK
    assert "references)" in level


def test_each_row_gives_its_95th_percentile_in_machine_references(capsys):
    main(["--game", "rolling-heights", "--level", "easy", "--decisions", "3", "--json"])
    (row,) = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert row["reference_cpu_s"] > 0 and row["reference_work"] == machine.WORK
    assert row["p95_cpu_references"] == round(row["p95_cpu"] / row["reference_cpu_s"], 2)


def test_the_reference_work_is_fixed_and_owes_nothing_to_the_engines():
    assert machine.python_work() == machine.python_work() != 0
    imported = {
        alias.name if isinstance(node, ast.Import) else node.module
        for node in ast.walk(ast.parse(Path(machine.__file__).read_text()))
        if isinstance(node, (ast.Import, ast.ImportFrom))
        for alias in node.names
    }
    # tuned engines would speed the reference up with them and hide the gain in the ratio
    assert not any(name.startswith(("babelworks", "bench")) for name in imported)
