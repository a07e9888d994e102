"""``babelworks export SAVE [--glb OUT] [--png OUT] [--size WxH] [--city-only] [--camera NAME]``."""

from __future__ import annotations

import importlib
import subprocess
import sys
import types

import pytest

from babelworks.cli import main
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.savefile import read_save, write_save
from babelworks.export.framing import view_names
from babelworks.registry import ENTRIES, get_game
from babelworks.simulate import run_games
from tests.export.sample_city import finished_city
from tests.export.support import REPO, assert_valid, nodes_with_mesh, read_glb

GAMES = list(ENTRIES)


def _fresh_save(folder, game_id="rise-of-babel"):
    setup = Setup(game_id, 2, 11, {}, seat_defaults(2))
    path = folder / f"{game_id}.babelworks"
    write_save(path, Match(get_game(game_id), setup))
    return path


def _scene_module(game_id):
    return ENTRIES[game_id].scene


@pytest.fixture
def city_scene(monkeypatch):
    """Rise of Babel drawn as the sample city, standing in for a real table scene."""
    fake = types.ModuleType(_scene_module("rise-of-babel"))
    fake.table_pieces = lambda state, seats: finished_city()
    monkeypatch.setitem(sys.modules, fake.__name__, fake)


@pytest.mark.parametrize("game_id", GAMES)
def test_finished_game_of_each_game_exports_a_valid_model(game_id, tmp_path):
    target = tmp_path / "out.glb"
    run_games(game_id, 2, 1, seed=3, save_dir=tmp_path / "saves")
    (save,) = (tmp_path / "saves").iterdir()
    assert main(["export", str(save), "--glb", str(target)]) == 0
    assert_valid(target)
    scene = importlib.import_module(_scene_module(game_id))
    match = read_save(save, get_game)
    assert match.state.is_over()
    pieces = scene.table_pieces(match.state, match.setup.seats)
    gltf = read_glb(target.read_bytes())
    assert sorted(gltf.nodes[i].extras["id"] for i in nodes_with_mesh(gltf)) == sorted(p.id for p in pieces)
    names = [node.name for node in gltf.nodes]
    assert len(set(names)) == len(names)
    hints = {p.hint for p in pieces if p.hint}
    assert not [name for name in names for hint in hints if hint in name]
    assert all(len(name.encode()) <= 63 for name in names)  # Blender's limit
    assert not [name for name in names if "Seat " in name]  # seats by the save's own names
    about = gltf.asset.extras
    assert gltf.scenes[0].extras == about  # Blender and trimesh read the scene's
    assert (about["game"], about["seed"], about["over"]) == (game_id, 3, True)
    winners = set(match.game.winners(match.state))
    assert about["players"] == [
        {"name": seat.name, "plays": seat.player, "score": score, "winner": n in winners}
        for n, (seat, score) in enumerate(zip(match.setup.seats, match.state.scores()))
    ]
    assert about["date"][:4].isdigit() and about["date"].endswith("+00:00")
    # The same save exports to the same bytes (its date is the save's, not the export's).
    again = tmp_path / "again.glb"
    assert main(["export", str(save), "--glb", str(again)]) == 0
    assert again.read_bytes() == target.read_bytes()
    import trimesh

    seen = trimesh.load(target, file_type="glb")
    assert seen.metadata["game"] == game_id and seen.metadata["players"] == about["players"]


def test_source_date_epoch_sets_the_date(tmp_path, monkeypatch):
    from babelworks.export.snapshot import match_about

    run_games("skyscrapers", 2, 1, seed=3, save_dir=tmp_path / "saves")
    (save,) = (tmp_path / "saves").iterdir()
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767225600")
    assert match_about(read_save(save, get_game))["date"] == "2026-01-01T00:00:00+00:00"


def test_help_explains_every_option(capsys):
    with pytest.raises(SystemExit) as done:
        main(["export", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert done.value.code == 0
    for option in (
        "SAVE",
        "--glb OUT",
        "--png OUT",
        "--size WxH",
        "--city-only",
        "--camera NAME",
        *view_names(),
    ):
        assert option in text
    assert "at least one of --glb and --png" in text


def test_neither_model_nor_picture_exits_2_saying_what_to_give(tmp_path, capsys):
    assert main(["export", str(_fresh_save(tmp_path))]) == 2
    assert "--glb OUT.glb for the model, --png OUT.png for a picture" in capsys.readouterr().err


def test_an_unknown_camera_is_a_usage_error_naming_the_views(tmp_path, capsys):
    with pytest.raises(SystemExit) as done:
        main(["export", str(_fresh_save(tmp_path)), "--png", str(tmp_path / "c.png"), "--camera", "bird"])
    assert done.value.code == 2 and "three-quarter" in capsys.readouterr().err
    assert not (tmp_path / "c.png").exists()


def test_city_only_model_holds_the_city_and_says_so(city_scene, tmp_path, capsys):
    target = tmp_path / "city.glb"
    assert main(["export", str(_fresh_save(tmp_path)), "--glb", str(target), "--city-only"]) == 0
    assert len(nodes_with_mesh(read_glb(target.read_bytes()))) == 432
    assert f"wrote {target}: 432 pieces (the city only)" in capsys.readouterr().out


def test_export_writes_a_valid_model_and_says_what_it_wrote(city_scene, tmp_path, capsys):
    target = tmp_path / "city.glb"
    assert main(["export", str(_fresh_save(tmp_path)), "--glb", str(target)]) == 0
    assert_valid(target)
    assert len(nodes_with_mesh(read_glb(target.read_bytes()))) == 550
    assert f"wrote {target}: 550 pieces," in capsys.readouterr().out


def test_a_bad_save_exits_2_naming_the_file(city_scene, tmp_path, capsys):
    save = tmp_path / "broken.babelworks"
    save.write_text('{"format": "babelworks-save", "version": 1', encoding="utf-8")
    assert main(["export", str(save), "--glb", str(tmp_path / "x.glb")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"babelworks: {save}: ") and len(err.splitlines()) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["broken.babelworks"]


def test_a_missing_save_exits_2(tmp_path, capsys):
    assert main(["export", str(tmp_path / "nowhere.babelworks"), "--glb", str(tmp_path / "x.glb")]) == 2
    assert "nowhere.babelworks" in capsys.readouterr().err


@pytest.mark.parametrize(
    "where, words",
    [
        ("no-such-folder/city.glb", "does not exist"),
        (".", "it is a folder"),
    ],
)
def test_an_unwritable_target_exits_2_before_any_work(city_scene, tmp_path, capsys, where, words):
    save = _fresh_save(tmp_path)
    assert main(["export", str(save), "--glb", str(tmp_path / where)]) == 2
    assert words in capsys.readouterr().err
    assert [p.name for p in tmp_path.iterdir()] == [save.name]


@pytest.mark.parametrize(
    "size",
    ["big", "5000x5000", "3840x3840", "10x10", "1920x", "1920x¹⁰⁸⁰", "١٩٢٠x١٠٨٠", "²x²", "1920x1080\x1b[2J"],
)
def test_a_bad_picture_size_exits_2(city_scene, tmp_path, capsys, size):
    save = _fresh_save(tmp_path)
    code = main(
        [
            "export",
            str(save),
            "--glb",
            str(tmp_path / "c.glb"),
            "--png",
            str(tmp_path / "c.png"),
            "--size",
            size,
        ]
    )
    err = capsys.readouterr().err
    assert code == 2 and "picture size" in err and "invalid literal" not in err
    assert "\x1b" not in err
    assert [p.name for p in tmp_path.iterdir()] == [save.name]


def test_export_to_a_fifo_or_device_exits_2_without_waiting_or_replacing(city_scene, tmp_path, capsys):
    import os
    import stat

    save = _fresh_save(tmp_path)
    fifo = tmp_path / "city.glb"
    os.mkfifo(fifo)
    for target in (fifo, "/dev/null"):
        assert main(["export", str(save), "--glb", str(target)]) == 2
        assert "not a file" in capsys.readouterr().err
    assert stat.S_ISFIFO(os.stat(fifo).st_mode) and stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_a_picture_without_a_display_exits_2_and_writes_nothing(city_scene, tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    save = _fresh_save(tmp_path)
    code = main(["export", str(save), "--glb", str(tmp_path / "c.glb"), "--png", str(tmp_path / "c.png")])
    assert code == 2 and "xvfb-run" in capsys.readouterr().err
    assert [p.name for p in tmp_path.iterdir()] == [save.name]


@pytest.mark.gl
def test_export_with_a_picture_writes_both(city_scene, qapp, tmp_path, capsys):
    from PySide6.QtGui import QImage

    save = _fresh_save(tmp_path)
    code = main(
        [
            "export",
            str(save),
            "--glb",
            str(tmp_path / "c.glb"),
            "--png",
            str(tmp_path / "c.png"),
            "--size",
            "1280x720",
        ]
    )
    assert code == 0, capsys.readouterr().err
    image = QImage(str(tmp_path / "c.png"))
    assert (image.width(), image.height()) == (1280, 720)
    assert image.text("Title").startswith("Rise of Babel, seed 11: ")
    assert '"game": "rise-of-babel"' in image.text("Comment")
    assert "wrote" in capsys.readouterr().out and (tmp_path / "c.glb").stat().st_size > 50_000


_CLI_WITH_CITY_SCENE = """
import sys, types
from tests.export.sample_city import finished_city
scene = types.ModuleType("babelworks.scene.rise_of_babel")
scene.table_pieces = lambda state, seats: finished_city()
sys.modules[scene.__name__] = scene
from babelworks.cli import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.gl
def test_a_separate_process_exports_both_and_exits_cleanly(tmp_path):
    """The command as people run it: its own QApplication, torn down at exit."""
    save = _fresh_save(tmp_path)
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            _CLI_WITH_CITY_SCENE,
            "export",
            str(save),
            "--glb",
            str(tmp_path / "c.glb"),
            "--png",
            str(tmp_path / "c.png"),
            "--size",
            "640x360",
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "c.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert_valid(tmp_path / "c.glb")
