"""Skyscrapers at the table against computer players, and a game of computers only.

Each game's first 50 of about 110 actions are played headless: the table plays its last part,
to the end (a whole game at the table is test_gesture_games').
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from tests.skyscrapers_table.choosers import tidy_choice
from tests.skyscrapers_table.driver import Driver, open_table
from tests.ui.computer_table import persons_turn, start_late_with_computers


def _settled(window) -> bool:
    state = window.session.match.state
    return state.is_over() or (state.current_player != CHANCE and not window.tables.table.player.active)


def _choice_in_reach(qtbot, driver, rng: Rng) -> dict:
    """The person's choice among what the mouse reaches; while nothing they may do is in
    reach (a card hidden behind the tower, or under the frames of the computers' marked
    pieces), they turn the site a step with the "]" key, as a person would."""
    for _ in range(24):  # 15 degrees a step: the whole way round
        choice = tidy_choice(driver.state, rng, driver.usable)
        if choice["type"] != "pass" or any(a["type"] == "pass" for a in driver.state.legal_actions()):
            return choice
        qtbot.keyClick(driver.view, Qt.Key.Key_BracketRight)
    return choice


@pytest.mark.gl
@pytest.mark.slow
def test_a_person_plays_a_game_to_its_end_by_gestures_against_two_computers(qtbot, settings):
    window = open_table(qtbot, settings, seed=0)
    match = start_late_with_computers(window, "skyscrapers", played=50, seed=11)
    driver = Driver(qtbot, window)
    rng, mine, start = Rng.from_seed(11, "gesture player"), 0, len(match.log)
    while not match.state.is_over() and mine < 200:
        qtbot.waitUntil(lambda: persons_turn(window) and _settled(window), timeout=60_000)
        if match.state.is_over():
            break
        assert not window.tables.curtain.isVisible(), "no curtain with one person"
        assert window.viewing_seat == 0
        before = len(match.log)
        driver.play(_choice_in_reach(qtbot, driver, rng))
        assert len(match.log) > before, window.statusBar().currentMessage()
        mine += 1
    assert match.state.is_over() and match.state.check_invariants() == []
    assert mine > 0 and len(match.log) - start > 2 * mine, "the computers played their turns too"
    assert "\nScores: " in window.tables.table.turn_label.text()  # the ending, under the turn's words


def _watch(qtbot, window, seed: int) -> list:
    match = start_late_with_computers(window, "skyscrapers", 50, ("random", "easy", "random"), seed=seed)
    qtbot.waitUntil(lambda: match.state.is_over() and _settled(window), timeout=240_000)
    return list(match.log)


@pytest.mark.gl
@pytest.mark.slow
def test_computers_alone_play_to_the_end_screen_at_instant_speed_and_replay_by_seed(qtbot, settings):
    window = open_table(qtbot, settings, seed=0)
    first = _watch(qtbot, window, seed=2)
    assert "\nScores: Player 1" in window.tables.table.turn_label.text()
    assert not window.tables.curtain.isVisible() and window.viewing_seat is None
    assert _watch(qtbot, window, seed=2) == first, "the same seed gives the same game"
