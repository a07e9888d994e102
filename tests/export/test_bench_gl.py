"""The export benchmark runs end to end and names every figure (figures are printed, not asserted)."""

from __future__ import annotations

import pytest

from bench import export as bench

pytestmark = pytest.mark.gl


def test_benchmark_measures_every_game_and_both_png_writers(qapp, capsys):
    assert bench.main(["--rounds", "1", "--size", "64x36"]) == 0
    out = capsys.readouterr().out
    for game_id, players in bench.GAMES:
        assert f"{game_id}, {players} players, seed {bench.SEED}:" in out
    for label in (
        ".glb build + atomic write",
        "PNG 64x36 render + encode",
        "renderToArray",
        "PNG encode, ours",
        "PNG encode, QImage.save",
    ):
        assert out.count(label) == len(bench.GAMES), label


def test_finished_matches_are_over_and_repeat():
    first, again = (bench.finished_match("rolling-heights", 2, seed=4) for _ in range(2))
    assert first.state.is_over() and first.state_hash() == again.state_hash()
