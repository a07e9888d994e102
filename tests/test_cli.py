"""The command line surface, headless parts."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from babelworks import __version__
from babelworks.cli import main
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.savefile import write_save
from tests.core.example_game import GAME

ROOT = Path(__file__).resolve().parents[1]


def _run(*args):
    return subprocess.run([sys.executable, "-m", "babelworks", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)


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
    code = main(["simulate", "--game", "dice-race", "--players", "2", "--games", "3",
                 "--seed", "4", "--json", "--save-dir", str(tmp_path)])
    report = json.loads(capsys.readouterr().out)
    assert code == 0 and report["violations"] == []
    assert [g["seed"] for g in report["games"]] == [4, 5, 6]
    assert set(report) >= {"game", "players", "games", "games_per_second", "violations"}
    assert len(list(tmp_path.glob("*.babelworks"))) == 3


def test_self_test_refuses_an_unknown_game(capsys):
    assert main(["--self-test", "--game", "chess"]) == 2
    assert "Unknown game 'chess'" in capsys.readouterr().err


def test_simulate_passes_options_and_refuses_bad_ones(monkeypatch, capsys):
    import babelworks.registry as registry

    seen = []
    original = type(GAME).new_game

    def spy(self, players, seed, options=None):
        seen.append(options)
        if options and "bogus" in options:
            raise ValueError("Dice Race has no option 'bogus'")
        return original(self, players, seed, options)

    monkeypatch.setattr(type(GAME), "new_game", spy)
    monkeypatch.setattr(registry, "get_game", lambda game_id: GAME)
    monkeypatch.setattr(registry, "outcome_resolver", lambda game_id: GAME.sample_outcome)
    assert main(["simulate", "--game", "dice-race", "--players", "2", "--option", "fast=true",
                 "--option", "mode=quick", "--json"]) == 0
    assert {"fast": True, "mode": "quick"} in seen
    assert main(["simulate", "--game", "dice-race", "--players", "2", "--option", "bogus=1"]) == 2
    assert main(["simulate", "--game", "dice-race", "--players", "2", "--option", "nothing"]) == 2
    assert "Bad --option" in capsys.readouterr().err
