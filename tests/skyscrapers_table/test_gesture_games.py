"""Skyscrapers played by gestures only in the main window (pytest-qt under Xvfb)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from babelworks.core.rng import Rng
from babelworks.render.frame_check import frame_problems
from babelworks.render.offscreen import render_image
from babelworks.render.png import write_png
from tests.skyscrapers_table.choosers import cantilever_choice, tidy_choice
from tests.skyscrapers_table.driver import Driver, open_table

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"


def _save(image: np.ndarray, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    write_png(ARTIFACTS / name, image)


@pytest.mark.gl
def test_a_cantilever_built_by_gestures_collapses_and_eliminates_its_builder(qtbot, settings):
    window = open_table(qtbot, settings, seed=0)
    driver = Driver(qtbot, window)
    builders = []
    for _ in range(40):
        if driver.state.is_over():
            break
        action = cantilever_choice(driver.state, driver.usable)
        if action["type"] == "build":
            builders.append(driver.state.data["seat"])
        driver.play(action)
    state = driver.state
    assert state.end_reason() == "collapse"
    assert state.data["eliminated"] == [builders[-1] == 0, builders[-1] == 1]
    ending = window.tables.table.turn_label.text()  # how it ended, under the turn's words
    assert "collapsed" in ending and "eliminated" in ending


@pytest.mark.gl
@pytest.mark.slow
def test_a_complete_two_player_game_by_gestures_keeps_its_final_screenshot(qtbot, settings):
    window = open_table(qtbot, settings, seed=11)
    window.tables.table.pace(16)  # each check's recorded tremor at 16x: its outcome is known first
    driver = Driver(qtbot, window)
    rng = Rng.from_seed(11, "gesture player")
    played = 0
    while not driver.state.is_over() and played < 400:
        before = len(window.session.match.log)
        driver.play(tidy_choice(driver.state, rng, driver.usable))
        assert len(window.session.match.log) > before, window.statusBar().currentMessage()
        played += 1
    state = driver.state
    assert state.is_over(), f"not over after {played} gestures"
    assert state.check_invariants() == []
    image = render_image(window.view, 960, 640)
    _save(image, "skyscrapers-final.png")
    assert frame_problems(image) == []
    cards = [p for p in window.view.pieces() if p.id.startswith("sky/card/")]
    assert len(cards) == len(state.data["built"])
    cream = np.all(np.abs(image[..., :3].astype(int) - (237, 230, 209)) < 40, axis=-1)
    assert cream.sum() > 2000, "the tower's cards are not visible in the final picture"
    ending = window.tables.table.turn_label.text()  # how it ended, under the turn's words
    assert ("Final scoring, floor by floor" in ending) == (state.end_reason() != "collapse"), ending
    # cards from the hand strip, workers picked up on the tower, crew workers from the strip
    assert (
        driver.done.get("build", 0) >= 1
        and driver.done.get("move", 0) >= 1
        and driver.done.get("send", 0) >= 1
    )
