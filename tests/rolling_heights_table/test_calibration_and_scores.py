"""The calibration command's output (headless); the final scoring breakdown is the engine's
(tests/test_score_breakdown.py)."""

from __future__ import annotations

import json
from collections import Counter

from babelworks.games.rolling_heights.content import content
from babelworks.physics.calibrate_meeples import main, roll_table


def test_roll_table_keeps_meanings_and_shares_sum_to_one():
    previous = {
        "poses": {name: {"p": 0.0, "means": entry["means"]} for name, entry in content().poses.items()}
    }
    table = roll_table(Counter(standing=3, flat=6, cocked=1), 10, previous)
    assert {name: entry["means"] for name, entry in table["poses"].items()} == {
        name: entry["means"] for name, entry in content().poses.items()
    }
    assert table["poses"]["standing"]["p"] == 0.3 and table["poses"]["side"]["p"] == 0.0
    assert abs(sum(entry["p"] for entry in table["poses"].values()) - 1.0) < 1e-9


def test_calibration_command_writes_the_roll_table(tmp_path, capsys):
    out = tmp_path / "rolls.json"
    assert main(["--rolls", "3", "--out", str(out)]) == 0
    data = json.loads(out.read_text())
    assert set(data["poses"]) == set(content().poses)
    assert abs(sum(entry["p"] for entry in data["poses"].values()) - 1.0) < 1e-3
    assert "3 single-meeple rolls" in capsys.readouterr().err
