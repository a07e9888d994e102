"""Take over from here, bookmarks and the move list as text: the original save is never touched."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QInputDialog

from babelworks import registry
from babelworks.bots.random_bot import RandomBot
from babelworks.core.hashing import state_hash
from babelworks.core.match import Seat
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.core.savefile import read_save, write_save
from babelworks.registry import outcome_resolver
from babelworks.ui.replay import open_replay
from babelworks.ui.replay.takeover import SeatsDialog, take_over, write_branch


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _answer_save_as(monkeypatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(path), "")))


@pytest.mark.parametrize("game", ["rise-of-babel", "skyscrapers"])
def test_take_over_mid_game_play_on_and_save_leaves_the_original_alone(
    qtbot, saves, tmp_path, monkeypatch, game
):
    original = saves[game]
    before = _digest(original)
    window = open_replay(original, play_on=(opened := []).append)
    qtbot.addWidget(window)
    step = len(window.recorded.log) // 2
    window.go_to(step)
    monkeypatch.setattr(
        SeatsDialog,
        "exec",
        lambda self: (self.rows[0].name_edit.setText("Zoë\x07"), SeatsDialog.DialogCode.Accepted)[1],
    )
    _answer_save_as(monkeypatch, tmp_path / "branch")
    written = window.take_over()
    assert written == tmp_path / "branch.babelworks" and opened == [written]
    branch = read_save(written, registry.get_game)
    assert branch.log == window.recorded.log[:step] and branch.setup.seats[0].name == "Zoë"
    assert state_hash(branch.state) == state_hash(window.recorded.state_at(step))
    _play_on(branch, 6)
    write_save(written, branch)
    assert len(read_save(written, registry.get_game).log) == step + 6
    assert _digest(original) == before
    window.close()


def _play_on(match, actions: int) -> None:
    bot, outcomes = RandomBot(Rng.from_seed(5, "bots")), Rng.from_seed(5, "outcomes")
    resolve = outcome_resolver(match.setup.game)
    for _ in range(actions):
        state = match.state
        match.apply(resolve(state, outcomes) if state.current_player == CHANCE else bot.choose(state))


def test_a_branch_never_overwrites_the_replayed_save(saves):
    original = saves["skyscrapers"]
    before = _digest(original)
    recorded = read_save(original, registry.get_game)
    with pytest.raises(ValueError, match="save of its own"):
        write_branch(take_over(recorded, 10), original, original)
    with pytest.raises(ValueError, match="outside the game"):
        take_over(recorded, len(recorded.log) + 1)
    with pytest.raises(ValueError, match="2 seats"):
        take_over(recorded, 3, [Seat("Solo", "#e69f00")])
    assert _digest(original) == before


def test_bookmarks_are_kept_in_the_save_and_the_move_list_exports(qtbot, saves, tmp_path, monkeypatch):
    copy = tmp_path / "game.babelworks"
    copy.write_bytes(saves["skyscrapers"].read_bytes())
    window = open_replay(copy)
    qtbot.addWidget(window)
    window.go_to(7)
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("look  at\tthis", True)))
    window.bookmark()
    assert window.recorded.notes == {7: "look at this"} and window.isWindowModified()
    assert window.moves.item(7).text().startswith("★ 7.")
    assert window.save_bookmarks()
    again = read_save(copy, registry.get_game)
    assert again.notes == {7: "look at this"} and again.log == window.recorded.log
    _answer_save_as(monkeypatch, tmp_path / "moves")
    assert window.export_moves()
    lines = (tmp_path / "moves.txt").read_text().splitlines()
    assert len(lines) == 2 + len(window.recorded.log) and lines[2 + 6].endswith("★ look at this")
    window.remove_bookmark()
    assert window.recorded.notes == {}
    window.save_bookmarks()
    assert "notes" not in copy.read_text()
    window.close()


def test_a_broken_save_is_refused_as_opening_refuses_it(tmp_path):
    from babelworks.core.errors import SaveError

    bad = Path(__file__).parents[1] / "core" / "bad_saves" / "notes-move-twice.babelworks"
    with pytest.raises(SaveError, match="marked twice"):
        open_replay(bad)


def test_the_seats_dialog_offers_the_new_game_seat_chooser(qtbot, saves):
    recorded = read_save(saves["rise-of-babel"], registry.get_game)
    dialog = SeatsDialog([Seat("Ann", "#e69f00", "hard"), Seat("Ben\x07", "#56b4e9")])
    qtbot.addWidget(dialog)
    assert [row.player_box.currentData() for row in dialog.rows] == ["hard", "person"]
    dialog.rows[1].set_player("random")
    seats = dialog.seats()
    assert seats == [Seat("Ann", "#e69f00", "hard"), Seat("Ben", "#56b4e9", "random")]
    branch = take_over(recorded, 12, seats)
    assert branch.setup.seats == seats and recorded.setup.seats[1].player == "person"
