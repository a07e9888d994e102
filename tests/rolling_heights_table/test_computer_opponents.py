"""Rolling Heights at the table: a person by gestures against two computers (their rolls tumble).

The game's first 700 of about 1,000 actions are played headless: the table plays its last
part, to the end (the whole game at the table is test_full_game's).
"""

from __future__ import annotations

import random

import pytest

from tests.rolling_heights_table.gestures import GesturePlayer
from tests.ui.computer_table import persons_turn, start_late_with_computers

MOVE_LIMIT = 1500


@pytest.mark.gl
@pytest.mark.slow
def test_a_person_plays_a_game_to_its_end_by_gestures_against_two_computers(rh_window, qtbot):
    window = rh_window
    window.tables.hot_seat = True  # the fixture's "hands open" off: one person, no curtain anyway
    match = start_late_with_computers(window, "rolling-heights", played=700, seed=7)
    table = window.tables.table
    thrown = []
    table.animator.running_changed.connect(lambda running: running and thrown.append(match.state.current))
    player = GesturePlayer(window, qtbot, random.Random(7))
    while not match.state.is_over() and player.gestures < MOVE_LIMIT:
        qtbot.waitUntil(lambda: persons_turn(window) and not table.animator.running, timeout=60_000)
        if match.state.is_over():
            break
        assert not window.tables.curtain.isVisible() and window.viewing_seat == 0
        before = len(match.log)
        player.act()
        assert len(match.log) > before, (
            f"gesture {player.gestures} played nothing: {player.last}, {player.errors[-1:]}"
        )
    state = match.state
    assert state.is_over() and not state.check_invariants()
    assert {0, 1, 2} <= set(thrown), "every seat's rolls were thrown at the table"
