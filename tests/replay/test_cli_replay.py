"""``babelworks replay SAVE --at N [--png OUT] [--moves OUT] [--show]``."""

from __future__ import annotations

from babelworks import registry
from babelworks.cli import main
from babelworks.core.hashing import state_hash
from babelworks.core.savefile import read_save


def test_at_n_prints_that_position_and_pictures_it(saves, tmp_path, capsys):
    save = saves["skyscrapers"]
    recorded = read_save(save, registry.get_game)
    picture = tmp_path / "at12.png"
    assert main(["replay", str(save), "--at", "12", "--png", str(picture), "--size", "320x180"]) == 0
    out = capsys.readouterr().out
    assert "actions: 12\n" in out and f"state hash: {state_hash(recorded.state_at(12))}" in out
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_the_move_list_as_text(saves, tmp_path):
    out = tmp_path / "moves.txt"
    assert main(["replay", str(saves["rolling-heights"]), "--moves", str(out)]) == 0
    lines = out.read_text().splitlines()
    assert lines[0].startswith("Rolling Heights, seed 3") and lines[2].startswith("1. ")


def test_bad_requests_get_one_sentence_and_write_nothing(saves, tmp_path, capsys):
    save = str(saves["skyscrapers"])
    picture = tmp_path / "never.png"
    assert main(["replay", save, "--at", "100000", "--png", str(picture)]) == 2
    assert "outside this game" in capsys.readouterr().err and not picture.exists()
    assert main(["replay", save, "--png", str(picture)]) == 2
    assert "--at N" in capsys.readouterr().err
    assert main(["replay", save, "--show", "--at", "3"]) == 2
    assert main(["replay", save, "--at", "3", "--png", str(tmp_path / "no" / "x.png")]) == 2
    assert "does not exist" in capsys.readouterr().err and not picture.exists()


def test_show_opens_the_viewer_on_a_valid_save_only(saves, tmp_path, monkeypatch, capsys):
    import babelworks.ui.replay.app as replay_app

    shown = []
    monkeypatch.setattr(replay_app, "main", lambda save: shown.append(save) or 0)
    assert main(["replay", str(saves["skyscrapers"]), "--show"]) == 0 and shown
    broken = tmp_path / "broken.babelworks"
    broken.write_text("{")
    assert main(["replay", str(broken), "--show"]) == 2 and len(shown) == 1
    assert "damaged" in capsys.readouterr().err
