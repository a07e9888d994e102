"""Bumping the table by Ctrl+drag: a gentle bump leaves a sturdy tower, a hard one drops a tall one.

The drag's clock is the test's (the gesture reads ``ViewGestures.clock``), so
its speed is exact: the same few pixels crossed slowly or in a flash.
"""

import pytest
from PySide6.QtCore import QPoint, Qt

from babelworks.games.skyscrapers import reference
from babelworks.scene.camera import CameraPose
from tests.skyscrapers_table.driver import Driver, open_table

CTRL, LEFT = Qt.KeyboardModifier.ControlModifier, Qt.MouseButton.LeftButton


def _tower_table(qtbot, settings, storeys: int, top: str):
    """A table showing a tower of ``storeys`` with four workers on its top floor ``top``."""
    driver = Driver(qtbot, open_table(qtbot, settings, seed=0))
    state = reference.tower(storeys)
    for spot, worker in enumerate(("red-1", "red-2", "green-1", "green-2")):
        reference.stand(state, worker, top, spot)
    state.changed()
    driver.window.session.match.state = state
    driver.window.session.state_changed.emit()
    driver.view.set_camera(CameraPose((0.0, 0.0, 0.0), 80.0, 30.0, -70.0))
    return driver


def _bump(driver, qtbot, pixels: int, seconds: float) -> tuple[dict, dict]:
    """Ctrl+drag ``pixels`` across the view's middle in ``seconds`` (the test's clock); the log's
    bump and its verdict."""
    now = [100.0]
    driver.gestures.clock = lambda: now[0]
    x, y = driver.view.width() // 2, driver.view.height() * 2 // 3
    qtbot.mousePress(driver.view, LEFT, CTRL, QPoint(x, y))
    for step in range(1, 11):
        now[0] += seconds / 10
        qtbot.mouseMove(driver.view, QPoint(x + pixels * step // 10, y))
    qtbot.mouseRelease(driver.view, LEFT, CTRL, QPoint(x + pixels, y))
    driver.settle()
    log = driver.window.session.match.log
    return log[-2], log[-1]


@pytest.mark.gl
def test_a_gentle_bump_leaves_a_sturdy_tower_standing(qtbot, settings):
    driver = _tower_table(qtbot, settings, 2, "B04")
    bump, verdict = _bump(driver, qtbot, 60, 0.5)
    assert bump["type"] == "bump" and 5.0 <= bump["strength"] < 15.0
    assert verdict["result"] == "stable"
    assert driver.state.data["actions_left"] == 2 and driver.state.scores() == [0, 0]


@pytest.mark.gl
def test_a_hard_bump_brings_down_a_tall_thin_tower_on_the_bumper(qtbot, settings):
    driver = _tower_table(qtbot, settings, 8, "B22")
    bump, verdict = _bump(driver, qtbot, 200, 0.1)
    assert bump == {"type": "bump", "strength": 90.0}
    assert verdict["result"] in ("workers_fell", "collapse")
    assert driver.state.data["eliminated"][0] or driver.state.scores()[0] < 0


@pytest.mark.gl
def test_a_ctrl_press_without_a_drag_bumps_nothing_and_says_how(qtbot, settings):
    driver = _tower_table(qtbot, settings, 2, "B04")
    before = len(driver.window.session.match.log)
    driver.gestures.clock = lambda: 5.0
    x, y = driver.view.width() // 2, driver.view.height() * 2 // 3
    qtbot.mousePress(driver.view, LEFT, CTRL, QPoint(x, y))
    qtbot.mouseRelease(driver.view, LEFT, CTRL, QPoint(x, y))
    assert len(driver.window.session.match.log) == before
    assert "Ctrl+drag" in driver.window.statusBar().currentMessage()
