"""Where simulate's games are played: seed order whatever the finishing order, and Ctrl-C at --jobs 2."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from babelworks import sweep
from babelworks.core.savefile import read_save
from babelworks.registry import get_game
from tests.shell import as_from_a_shell

ROOT = Path(__file__).resolve().parents[2]


def test_games_that_finish_early_are_kept_in_seed_order_and_flushed_after_ctrl_c():
    kept = []
    order = sweep.InSeedOrder(lambda record, cpu: kept.append(record))
    order.add(2, "c", 0.1)
    order.add(0, "a", 0.1)
    assert kept == ["a"]
    order.add(4, "e", 0.1)
    order.flush()  # game 1 and 3 never finished: the run has gaps, in seed order
    assert kept == ["a", "c", "e"]


def test_a_missing_ray_is_a_sentence_not_a_traceback(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray raises ImportError
    try:
        with sweep.connected("auto"):
            raise AssertionError("connected without Ray")
    except ValueError as error:
        assert "babelworks[cluster]" in str(error)


@pytest.mark.slow  # waits for a Normal game to finish
def test_ctrl_c_of_two_jobs_with_normal_seats_stops_within_seconds_keeping_finished_games(tmp_path):
    command = [sys.executable, "-m", "babelworks", "simulate", "--game", "skyscrapers", "--players", "2"]
    # One Normal seat a game: its search is what runs long; a Greedy partner halves the wait
    # for the first finished game (the test's cost) without shortening the search in flight.
    command += ["--games", "1000", "--seats", "normal,greedy", "--jobs", "2", "--save-dir", str(tmp_path)]
    # Its own process group, signalled as a whole: what a terminal's Ctrl-C does (workers included).
    process = subprocess.Popen(
        command,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=as_from_a_shell,
        start_new_session=True,
    )
    deadline = time.monotonic() + 900
    while not list(tmp_path.glob("*.babelworks")) and time.monotonic() < deadline:
        time.sleep(0.2)
    asked = time.monotonic()
    os.killpg(process.pid, signal.SIGINT)
    out, err = process.communicate(timeout=300)
    # A game with a Normal seat takes 8 s of CPU or more: waiting for the running ones took minutes.
    assert time.monotonic() - asked < 5
    assert process.returncode == 130 and "Traceback" not in err, err
    saves = sorted(tmp_path.glob("*.babelworks"))
    assert saves and not list(tmp_path.glob(".*.partial"))
    for save in saves:
        assert read_save(save, get_game).state.is_over()
    assert f"{len(saves)} games," in out and "interrupted after" in err
