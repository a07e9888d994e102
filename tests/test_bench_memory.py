"""``bench.memory``: games played in one process and the memory after each, printed."""

from __future__ import annotations

from bench.memory import evening, main, resident_mb


def test_an_evening_reports_the_memory_before_and_after(capsys):
    line = evening("rolling-heights", 2, 2)
    assert line["games"] == 2 and 1 < line["first_mb"] <= resident_mb() + 1
    assert abs(line["mb_per_game"] - (line["last_mb"] - line["first_mb"])) < 0.1  # rounded to 0.1 MB
    assert main(["--game", "rise-of-babel", "--games", "2"]) == 0
    assert "rise-of-babel: 2 games" in capsys.readouterr().out
