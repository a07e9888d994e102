"""Rise of Babel at the table: a person by gestures against two computer players.

The game's first 1,100 of about 1,500 actions are played headless: the table plays its last
part, to the end (the whole game at the table is test_full_game's).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from babelworks.core.rng import Rng
from babelworks.ui.rise_of_babel.common import CHOICE_TYPES
from tests.rise_of_babel_table.hands import Hands
from tests.rise_of_babel_table.player import choose
from tests.ui.computer_table import persons_turn, start_late_with_computers

MAX_ACTIONS = 1500


@pytest.mark.gl
@pytest.mark.slow
def test_a_person_plays_a_game_to_its_end_by_gestures_against_two_computers(qtbot, rb_window):
    window = rb_window
    match = start_late_with_computers(window, "rise-of-babel", played=1100, seed=3)
    hands, rng, mine, start = Hands(qtbot, window), Rng.from_seed(3, "test-player"), 0, len(match.log)
    while not match.state.is_over() and mine < MAX_ACTIONS:
        qtbot.waitUntil(lambda: persons_turn(window), timeout=30_000)
        if match.state.is_over():
            break
        if window.tables.table.round_end.bar.isVisible():
            qtbot.mouseClick(window.tables.table.round_end.bar.button, Qt.MouseButton.LeftButton)
        assert not window.tables.curtain.isVisible() and window.viewing_seat == 0
        action, before = choose(match.state, rng), len(match.log)
        hands.perform(action)
        assert len(match.log) > before and match.log[before] == action, f"{action} not played"
        # then only steps a card left as its single option (taken without asking)
        assert all(step["type"] in CHOICE_TYPES for step in match.log[before + 1 :])
        mine += 1
    state = match.state
    assert state.is_over() and state.data["round"] == 3
    assert 0 < mine < len(match.log) - start, "the computers played their turns too"
