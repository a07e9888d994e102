"""The docs' screenshot tool and the table frame-rate benchmark run (figures are printed, not asserted)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QImage

from babelworks import registry
from babelworks.core.protocol import CHANCE
from bench import table_fps
from tools import screens

pytestmark = pytest.mark.gl


@pytest.mark.parametrize("game_id", list(registry.ENTRIES))
def test_the_screenshots_show_a_persons_turn_early_and_mid_game_and_the_finished_game(game_id):
    log = screens.game_log(game_id, 3)
    early, mid, end = (screens.stage_match(game_id, 3, stage, log) for stage in screens.STAGES)
    for match in (early, mid):
        assert match.state.current_player not in (None, CHANCE) and not match.state.is_over()
    assert screens.EARLY_MOVES <= len(early.log) < len(mid.log) < len(end.log) == len(log)
    assert end.state.is_over()


def test_screens_writes_small_pngs_of_the_window(tmp_path, capsys):
    out = tmp_path / "screens"
    assert screens.main(["--out", str(out), "--game", "skyscrapers"]) == 0
    written = sorted(path.name for path in out.iterdir())
    assert written == [f"skyscrapers-{stage}.png" for stage in ("early", "end", "mid")]
    for name in written:
        image = QImage(str(out / name))
        assert (image.width(), image.height()) == screens.SIZE
        assert image.format() == QImage.Format.Format_Indexed8 and image.colorCount() > 16
        assert (out / name).stat().st_size < 400_000
    assert "skyscrapers-mid.png" in capsys.readouterr().out


def test_table_fps_times_the_full_window_and_the_bare_table_of_every_game(capsys):
    assert table_fps.main(["--frames", "2", "--rounds", "1", "--json"]) == 0
    reports = [json.loads(line) for line in capsys.readouterr().out.splitlines() if line.startswith("{")]
    assert [report["game"] for report in reports] == list(registry.ENTRIES)
    for report in reports:
        assert report["pieces"] > 50 and report["frames"] == 2
        for way in ("full_wall_fps", "full_cpu_fps", "bare_wall_fps", "bare_cpu_fps"):
            assert report[way] > 0, way
        assert report["ratio_wall"] == pytest.approx(
            report["full_wall_fps"] / report["bare_wall_fps"], abs=0.02
        )
    assert "ratio full / bare" in table_fps.as_text(reports[0])


@pytest.mark.parametrize("command", ["screens", "table-fps"])
def test_the_bench_command_runs_each_subcommand(command, capsys):
    from bench.__main__ import main

    with pytest.raises(SystemExit) as done:
        main([command, "--help"])
    assert done.value.code == 0
    assert f"python -m bench {command}" in capsys.readouterr().out
