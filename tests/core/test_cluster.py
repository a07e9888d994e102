"""``simulate --cluster``: the games as Ray tasks give the report and the saves of one process."""

from __future__ import annotations

import json
import logging

import pytest

from babelworks.cli import main
from babelworks.registry import available_games

TIMING = ("games_per_second", "cpu_seconds")  # how long it took, not what was played
pytestmark = pytest.mark.slow  # a local Ray instance, and its games: started early (tests/conftest.py)


@pytest.fixture(scope="module")
def local_ray():
    """A Ray instance of this machine with 2 CPUs, started for these tests and stopped after."""
    ray = pytest.importorskip("ray", reason="the test install has the cluster extra")
    ray.init(
        address="local",
        num_cpus=2,
        include_dashboard=False,
        log_to_driver=False,
        logging_level=logging.WARNING,
    )
    yield ray
    ray.shutdown()


def _simulate(capsys, game_id: str, folder, *how: str) -> dict:
    command = ["simulate", "--game", game_id, "--players", "2", "--games", "6", "--seed", "40"]
    assert main([*command, "--json", "--save-dir", str(folder), *how]) == 0
    report = json.loads(capsys.readouterr().out)
    return {name: value for name, value in report.items() if name not in TIMING}


@pytest.mark.parametrize("game_id", available_games())
def test_a_cluster_plays_the_same_games_and_writes_the_same_saves(local_ray, game_id, tmp_path, capsys):
    here = _simulate(capsys, game_id, tmp_path / "here", "--jobs", "1")
    there = _simulate(capsys, game_id, tmp_path / "cluster", "--cluster", "auto")
    assert there == here and len(here["games"]) == 6 and not here["interrupted"]
    saves = sorted(path.name for path in (tmp_path / "here").iterdir())
    assert len(saves) == 6 and saves == sorted(path.name for path in (tmp_path / "cluster").iterdir())
    for name in saves:
        assert (tmp_path / "cluster" / name).read_bytes() == (tmp_path / "here" / name).read_bytes()


def test_strength_run_on_a_cluster_writes_the_chunks_one_process_writes(local_ray, tmp_path):
    from bench import strength

    seats = ("random", "random")
    assert strength.run("rolling-heights", seats, 0, 4, 2, tmp_path / "here", jobs=1) == 2
    assert strength.run("rolling-heights", seats, 0, 4, 2, tmp_path / "cluster", jobs=1, cluster="auto") == 2
    for chunk in sorted((tmp_path / "here").iterdir()):
        here, there = (json.loads(path.read_text()) for path in (chunk, tmp_path / "cluster" / chunk.name))
        assert here.pop("cpu_seconds") > 0 and there.pop("cpu_seconds") > 0
        assert there == here
