"""Dexterity in the player's hand: the same card dropped carefully stands, flicked it shakes.

A tall thin tower (8 storeys) with four workers on its top floor; the same
wall is dragged from the hand onto that floor twice, in two fresh tables:
once moved slowly and held still before the drop, once flicked in fast and
let go at once. The first verdict is "stable", the second drops workers or
the building.
"""

import pytest
from PySide6.QtCore import Qt

from babelworks.games.skyscrapers import reference
from babelworks.games.skyscrapers.geometry import CardPose
from babelworks.scene.camera import CameraPose
from babelworks.scene.skyscrapers import Turn, card_centre_cm
from tests.drag import send_drag
from tests.skyscrapers_table.driver import Driver, open_table

WALL = {
    "type": "build",
    "worker": "red-1",
    "card": "B28",
    "anchor": "B22",
    "at": [0, 0, 8],
    "u": "+x",
    "v": "+z",
}


def _thin_tower_table(qtbot, settings):
    driver = Driver(qtbot, open_table(qtbot, settings, seed=0))
    state = reference.tower(8)
    for spot, worker in enumerate(("red-1", "red-2", "green-1", "green-2")):
        reference.stand(state, worker, "B22", spot)
    state.changed()
    driver.window.session.match.state = state
    driver.window.session.state_changed.emit()
    top = Turn(driver.table.site_turn).point(card_centre_cm(CardPose.from_dict(WALL)))
    driver.view.set_camera(CameraPose(tuple(top), 120.0, 25.0, -60.0))
    assert WALL in state.legal_actions()
    qtbot.waitUntil(lambda: driver._build_xy(WALL) is not None, timeout=10000)
    return driver


def _drop(driver, qtbot, path, pause_ms: int, hold_ms: int) -> dict:
    """Drag the wall along ``path`` (widget points), pausing between moves, hold, drop."""
    driver.click_item(f"worker:{WALL['worker']}")
    mime = driver.take_from_hand(f"card:{WALL['card']}")
    turns = [p.action for p in driver.group_of(WALL)].index(WALL)
    send_drag(driver.view, "enter", path[0], mime)
    for point in path:
        send_drag(driver.view, "move", point, mime)
        qtbot.wait(pause_ms)
    for _ in range(turns):
        qtbot.keyClick(driver.view, Qt.Key.Key_O)
    qtbot.wait(hold_ms)
    send_drag(driver.view, "drop", path[-1], mime)
    driver.settle()
    return driver.window.session.match.log[-1]


@pytest.mark.gl
def test_a_careful_drop_stands_and_a_flick_shakes_workers_or_the_building_down(qtbot, settings):
    careful = _thin_tower_table(qtbot, settings)
    x, y = careful._build_xy(WALL)
    slow = _drop(careful, qtbot, [(x + 2 * k, y) for k in range(8, -1, -1)], pause_ms=40, hold_ms=500)
    assert slow["type"] == "verdict" and slow["result"] == "stable"
    assert slow["tremor"] == [0.0, 0.0, 0.0]
    careful.window.close()

    hasty = _thin_tower_table(qtbot, settings)
    x, y = hasty._build_xy(WALL)
    flick = _drop(hasty, qtbot, [(x + 240, y + 60), (x + 120, y + 30), (x, y)], pause_ms=0, hold_ms=0)
    assert flick["type"] == "verdict" and flick["result"] in ("workers_fell", "collapse")
    assert max(abs(v) for v in flick["tremor"][:2]) > 20.0
