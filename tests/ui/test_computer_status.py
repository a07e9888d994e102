""" "Computer N is thinking…" is said while a computer decides, and never after: not through
a person's turn (a person's roll included) and not after another game is opened."""

from __future__ import annotations

import pytest

from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from tests.ui.computer_table import persons_turn, start_with_computers
from tests.ui.conftest import make_window
from tests.ui.test_computer_players import start

pytestmark = pytest.mark.gl


def test_opening_another_game_ends_the_last_ones_thinking(qtbot, settings):
    window = make_window(qtbot, settings, start=False)
    window.computers.set_speed("slow")
    start(window, "person", "random")
    window.session.dispatch({"type": "add", "amount": 1})
    qtbot.waitUntil(lambda: "is thinking" in window.computers.label.text())
    start(window, "person", "person")  # as File > Open or New game does
    assert window.computers.label.text() == ""
    qtbot.wait(50)
    assert window.computers.label.text() == ""
    assert "thinking" not in window.statusBar().currentMessage()


def test_a_persons_roll_after_a_computers_turn_is_not_the_computer_thinking(qtbot, settings):
    window = make_window(qtbot, settings, start=False)
    match = start_with_computers(window, "rolling-heights", ("normal", "person"), speed="fast")
    said: list[str] = []
    window.computers.status_changed.connect(said.append)
    rng, rolls = Rng.from_seed(2, "status"), 0
    while rolls < 3 and not match.state.is_over():
        qtbot.waitUntil(lambda: persons_turn(window, 1), timeout=30_000)
        qtbot.wait(100)  # what the table does once the computer is done
        assert window.computers.label.text() == "", len(match.log)  # the person's turn: quiet
        if match.state.current_player == CHANCE:  # the person's roll, as Roll throws it
            rolls += 1
            window.session.dispatch(match.game.sample_outcome(match.state, rng))
        else:
            window.session.dispatch(rng.choice(match.state.legal_actions()))
    assert rolls == 3 and any("is thinking" in words for words in said), "the test must see both"
