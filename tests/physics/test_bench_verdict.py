"""The verdict benchmark command runs and prints its figures (no timing asserts)."""

from bench import verdict as bench_verdict


def test_the_benchmark_prints_tower_and_game_figures(capsys):
    bench_verdict.main(["--repeats", "1", "--games", "1"])
    out = capsys.readouterr().out
    assert "stable tower, 31 cards + 4 workers, steady hand" in out and "-> stable" in out
    assert "machine reference: 168 x 168 eigh" in out
    assert "to the decision" in out and "-> collapse" in out
    assert "physics verdicts" in out and "analytic verdicts" in out and "violations 0" in out
    assert "violations 1" not in out
