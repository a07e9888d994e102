"""The replay benchmark runs and reports every figure it promises (values are not asserted)."""

import json

from bench.replay import main


def test_the_benchmark_prints_its_figures(capsys):
    assert main(["--every", "25", "--jumps", "10", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert 1350 <= report["actions"] <= 1650
    row = report["rows"][0]
    assert row["snapshots"] == report["actions"] // 25 + 1
    assert set(row) >= {
        "jump_ms_median",
        "jump_ms_p95",
        "timeline_mb",
        "move_list_mb",
        "with_scene_ms_median",
    }
