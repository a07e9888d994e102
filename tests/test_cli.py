"""The command line surface, headless parts."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from babelworks import __version__
from babelworks.cli import main
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.savefile import write_save
from tests.core.example_game import GAME

ROOT = Path(__file__).resolve().parents[1]


def registry_game(game_id: str):
    from babelworks.registry import get_game

    return get_game(game_id)


def _run(*args):
    return subprocess.run(
        [sys.executable, "-m", "babelworks", *args], cwd=ROOT, capture_output=True, text=True, timeout=300
    )


def test_version():
    result = _run("--version")
    assert result.returncode == 0 and result.stdout.strip() == f"babelworks {__version__}"


def test_unknown_game_is_refused_clearly(capsys):
    assert main(["simulate", "--game", "chess", "--players", "2"]) == 2
    assert "Unknown game 'chess'" in capsys.readouterr().err


def test_replay_of_a_broken_save_exits_2(tmp_path, capsys):
    bad = tmp_path / "bad.babelworks"
    bad.write_text("{not json")
    assert main(["replay", str(bad)]) == 2
    assert "damaged" in capsys.readouterr().err


def test_replay_prints_hash(tmp_path, capsys, monkeypatch):
    import babelworks.registry as registry

    monkeypatch.setattr(registry, "get_game", lambda game_id: GAME)
    match = Match(GAME, Setup(GAME.id, 2, 8, {}, seat_defaults(2)))
    match.apply({"type": "roll"})
    write_save(tmp_path / "g.babelworks", match)
    assert main(["replay", str(tmp_path / "g.babelworks")]) == 0
    assert f"state hash: {match.state_hash()}" in capsys.readouterr().out


def test_simulate_json_reports_games(monkeypatch, capsys, tmp_path):
    import babelworks.registry as registry

    monkeypatch.setattr(registry, "get_game", lambda game_id: GAME)
    monkeypatch.setattr(registry, "outcome_resolver", lambda game_id: GAME.sample_outcome)
    code = main(
        [
            "simulate",
            "--game",
            "dice-race",
            "--players",
            "2",
            "--games",
            "3",
            "--seed",
            "4",
            "--json",
            "--save-dir",
            str(tmp_path),
        ]
    )
    report = json.loads(capsys.readouterr().out)
    assert code == 0 and report["violations"] == []
    assert [g["seed"] for g in report["games"]] == [4, 5, 6]
    assert set(report) >= {"game", "players", "games", "games_per_second", "violations"}
    assert len(list(tmp_path.glob("*.babelworks"))) == 3


def test_self_test_refuses_an_unknown_game(capsys):
    assert main(["--self-test", "--game", "chess"]) == 2
    assert "Unknown game 'chess'" in capsys.readouterr().err


def test_simulate_checks_options_strictly_before_the_first_game(monkeypatch, capsys, tmp_path):
    import babelworks.registry as registry
    from babelworks.core.savefile import read_save
    from tests.session.conftest import tally_lookup
    from tests.session.tally_game import TALLY

    monkeypatch.setattr(registry, "get_game", lambda game_id: TALLY)
    monkeypatch.setattr(registry, "outcome_resolver", lambda game_id: TALLY.sample_outcome)
    tally = ["simulate", "--game", "tally", "--players", "2", "--save-dir", str(tmp_path)]
    assert main([*tally, "--option", "target=5", "--option", "table=no", "--json"]) == 0
    saved = read_save(next(tmp_path.glob("*.babelworks")), tally_lookup)
    assert saved.setup.options == {"target": 5, "table": False}  # typed, in the setup
    capsys.readouterr()
    for bad, words in (
        ("bogus=1", "has no option 'bogus'"),
        ("table=maybe", "true or false"),
        ("target=٥", "a whole number"),
        ("nothing", "is not NAME=VALUE"),
    ):
        assert main([*tally, "--option", bad]) == 2
        assert words in capsys.readouterr().err
    assert main([*tally, "--option", "target=3", "--option", "target=4"]) == 2
    assert "given twice" in capsys.readouterr().err
    assert len(list(tmp_path.glob("*.babelworks"))) == 1  # no refused run played a game


def test_every_games_options_parse_strictly():
    from babelworks.cli import parse_options

    sky, heights = registry_game("skyscrapers"), registry_game("rolling-heights")
    assert parse_options(sky.info, ["steady_hands=no"]) == {"steady_hands": False, "equal_turns": False}
    assert parse_options(sky.info, ["steady_hands=yes", "equal_turns=yes"]) == {
        "steady_hands": True,
        "equal_turns": True,
    }
    assert parse_options(heights.info, []) == {"first_game_ads": False}
    for info in (sky.info, heights.info):
        with pytest.raises(ValueError, match="has no option"):
            parse_options(info, ["turbo=1"])


def _dice_race(monkeypatch):
    """simulate plays the example game (fast); returns the list of seeds it started."""
    import babelworks.registry as registry
    import babelworks.simulate as simulate

    monkeypatch.setattr(registry, "get_game", lambda game_id: GAME)
    monkeypatch.setattr(registry, "outcome_resolver", lambda game_id: GAME.sample_outcome)
    started = []
    real = simulate._play_safely
    monkeypatch.setattr(
        simulate,
        "_play_safely",
        lambda game, players, seed, *rest: started.append(seed) or real(game, players, seed, *rest),
    )
    return started


def _simulate(*extra):
    return main(["simulate", "--game", "dice-race", "--players", "2", "--games", "3", *extra])


def test_simulate_refuses_an_unusable_save_dir_before_the_first_game(monkeypatch, capsys, tmp_path):
    started = _dice_race(monkeypatch)
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    for where, words in (
        (a_file, "is a file"),
        (a_file / "sub", "cannot be created"),
        (Path("/proc/1"), "cannot be written"),
    ):
        assert _simulate("--save-dir", str(where)) == 2
        err = capsys.readouterr().err
        assert words in err and "Traceback" not in err
    assert started == []


def test_simulate_takes_only_seeds_a_save_can_hold(monkeypatch, capsys, tmp_path):
    from babelworks.core.savefile import MAX_SEED, read_save

    started = _dice_race(monkeypatch)
    for seed in ("-1", str(2**64), str(MAX_SEED - 2)):  # the last: its third game's seed
        assert _simulate("--seed", seed) == 2
        assert "whole number from 0 to" in capsys.readouterr().err
    assert started == []
    assert _simulate("--seed", str(MAX_SEED - 3), "--save-dir", str(tmp_path)) == 0
    for save in tmp_path.glob("*.babelworks"):
        assert read_save(save, lambda game_id: GAME).setup.seed >= MAX_SEED - 3


def test_simulate_keeps_no_finished_game_log(monkeypatch):
    """Only what the report needs stays in memory: each log is gone before the next game."""
    import gc
    import weakref

    import babelworks.simulate as simulate

    class Log(list):
        pass

    logs = []
    real = simulate.play_game

    def play(*args, **kwargs):
        gc.collect()
        assert [ref for ref in logs if ref() is not None] == []
        record = real(*args, **kwargs)
        record.log = Log(record.log)
        logs.append(weakref.ref(record.log))
        return record

    monkeypatch.setattr(simulate, "play_game", play)
    report = simulate.run_games(GAME.id, 2, 4, game=GAME, resolver=GAME.sample_outcome)
    assert len(report["games"]) == 4 and len(logs) == 4


def test_ctrl_c_during_simulate_stops_cleanly_and_keeps_finished_saves(tmp_path):
    import signal
    import time

    from babelworks.core.savefile import read_save
    from babelworks.registry import get_game
    from tests.shell import as_from_a_shell

    command = [
        sys.executable,
        "-m",
        "babelworks",
        "simulate",
        "--game",
        "rolling-heights",
        "--players",
        "2",
        "--games",
        "100000",
        "--save-dir",
        str(tmp_path),
    ]

    process = subprocess.Popen(
        command,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=as_from_a_shell,
    )
    deadline = time.monotonic() + 240
    while len(list(tmp_path.glob("*.babelworks"))) < 2 and time.monotonic() < deadline:
        time.sleep(0.2)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=120)
    assert process.returncode == 130 and "Traceback" not in err, err
    assert "interrupted after" in err
    saves = sorted(tmp_path.glob("*.babelworks"))
    assert len(saves) >= 2 and not list(tmp_path.glob(".*partial"))
    for save in saves:
        assert read_save(save, get_game).state.is_over()
    assert f"{len(saves)} games," in out


def test_replay_into_a_closed_pipe_stops_quietly(tmp_path, monkeypatch):
    save = tmp_path / "g.babelworks"
    write_save(save, Match(GAME, Setup(GAME.id, 2, 8, {}, seat_defaults(2))))
    script = (
        "import sys, babelworks.registry as r; from tests.core.example_game import GAME; "
        "r.get_game = lambda game_id: GAME; from babelworks.cli import main; "
        f"raise SystemExit(main(['replay', {str(save)!r}]))"
    )
    process = subprocess.Popen(
        [sys.executable, "-c", script], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    process.stdout.close()  # like `| head -1` having read its line and left
    err = process.stderr.read().decode()
    assert process.wait(timeout=120) == 141
    assert "BrokenPipeError" not in err and "Traceback" not in err, err
