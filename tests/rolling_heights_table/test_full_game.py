"""A complete 2-player game of Rolling Heights played by gestures only (GL, Xvfb)."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtWidgets import QToolButton

from babelworks.render.frame_check import frame_problems
from babelworks.render.offscreen import render_image
from babelworks.render.png import write_png
from tests.rolling_heights_table.gestures import LEFT, GesturePlayer

ARTIFACT = Path(__file__).resolve().parents[2] / "artifacts" / "rolling-heights-final.png"
MOVE_LIMIT = 1500


@pytest.mark.gl
@pytest.mark.slow
def test_complete_two_player_game_by_gestures(rh_window, qtbot):
    table = rh_window.tables.table
    table.animator.frames_per_tick = 32  # watch rolls at 32x speed: the test plays ~80 of them
    table.look_at("From above")
    player = GesturePlayer(rh_window, qtbot, random.Random(7))
    log = rh_window.session.match.log
    while not rh_window.session.match.state.is_over() and player.gestures < MOVE_LIMIT:
        before = len(log)
        player.act()
        assert len(log) > before, (
            f"gesture {player.gestures} played nothing at step {rh_window.session.match.state.step}: {player.last}"
        )
    state = rh_window.session.match.state
    assert state.is_over(), f"not over after {player.gestures} gestures"
    moved = player.moved
    assert moved.get("3d plan") and moved.get("3d cube"), f"pieces picked up in 3D: {moved}"
    assert moved.get("hand cube") and moved.get("tab plan"), f"cards dragged from hand and tab: {moved}"
    assert not state.check_invariants()
    qtbot.waitUntil(rh_window.end_screen.isVisible)
    rh_window.end_screen.close_button.click()
    qtbot.mouseClick(rh_window.findChild(QToolButton, "rhCameraWholemap"), LEFT)
    width, height = rh_window.view.width(), rh_window.view.height()  # the camera's own framing
    image = render_image(rh_window.view, width, height)
    ARTIFACT.parent.mkdir(exist_ok=True)
    write_png(ARTIFACT, image)
    assert frame_problems(image) == []
    _assert_city_visible(rh_window, image)


def _assert_city_visible(window, image):
    """Most built cubes show at their projected pixel: the picture changes where they stand."""
    pieces = window.view.pieces()
    cubes = [p for p in pieces if p.extras.get("city") and "cube" in p.extras]
    assert len(cubes) > 40
    window.view.set_pieces([p for p in pieces if p not in cubes and not p.id.startswith("rh/marker/")])
    height, width = image.shape[:2]
    bare = render_image(window.view, width, height)
    window.view.set_pieces(pieces)
    changed = 0
    for cube in cubes:
        x, y = (int(v) for v in window.view.project(cube.position))
        if 0 <= x < width and 0 <= y < height:
            changed += int(np.abs(image[y, x, :3].astype(int) - bare[y, x, :3]).sum() > 30)
    assert changed > 0.6 * len(cubes), f"only {changed} of {len(cubes)} cubes show"
