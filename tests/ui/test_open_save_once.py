"""Opening a save replays its log once: each action is applied once, words and undo included."""

from __future__ import annotations

import pytest

from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.savefile import write_save
from babelworks.registry import get_game
from babelworks.session import Session
from babelworks.simulate import play_game
from babelworks.ui.main_window import MainWindow

pytestmark = pytest.mark.gl  # the window holds a GL table view (Xvfb)

ACTIONS = 1500


@pytest.fixture
def long_save(tmp_path):
    """A 4-seat Rise of Babel save of exactly 1,500 actions (a random game, cut short)."""
    game = get_game("rise-of-babel")
    record = play_game(game, 4, 0, game.sample_outcome, check_every=0)
    assert len(record.log) > ACTIONS, "the seeded game is long enough to cut"
    setup = Setup(game.id, 4, 0, {}, seat_defaults(4))
    path = tmp_path / "long.babelworks"
    write_save(path, Match.from_log(game, setup, record.log[:ACTIONS]))
    return path


def count_applies(monkeypatch, game) -> list[int]:
    """Count every action applied to any state of ``game`` from now on."""
    cls = type(game.new_game(4, 0, {}))
    applied = [0]
    original = cls.apply

    def counted(self, action):
        applied[0] += 1
        return original(self, action)

    monkeypatch.setattr(cls, "apply", counted)
    return applied


def test_opening_a_1500_action_save_applies_each_action_once(qtbot, settings, long_save, monkeypatch):
    window = MainWindow(Session(), settings)
    qtbot.addWidget(window)
    applied = count_applies(monkeypatch, get_game("rise-of-babel"))
    assert window.open_file(str(long_save))
    qtbot.wait(50)  # what the window does once the match is shown (deferred calls) counts too
    match = window.session.match
    assert len(match.log) == ACTIONS and len(window.session.log_texts) == ACTIONS
    assert applied[0] == ACTIONS, f"{applied[0]} actions applied to open {ACTIONS}"
    assert window.session.log_texts[-1] == match.state_at(ACTIONS - 1).describe(
        match.log[-1], [seat.name for seat in match.setup.seats]
    ), "the words come from the one replay"
    window.session.mark_saved()
