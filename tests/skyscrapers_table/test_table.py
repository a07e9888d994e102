"""The Skyscrapers table's panels and single gestures in the main window (pytest-qt, Xvfb)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from babelworks.core.protocol import CHANCE
from babelworks.scene.skyscrapers import LIT_RGBA
from tests.drag import drag_over, send_drag
from tests.skyscrapers_table.driver import Driver, open_table


@pytest.fixture
def driver(qtbot, settings):
    """A 2-player table (seed 4) with red to act, driven by gestures."""
    return Driver(qtbot, open_table(qtbot, settings, seed=4))


def _send_and_build(driver):
    """Red sends a worker to F1 and builds its first listed build there (both by gestures)."""
    driver.play({"type": "send", "to": "F1"})
    build = next(a for a in driver.state.legal_actions() if a["type"] == "build" and driver.usable(a))
    return build


@pytest.mark.gl
def test_hand_and_crew_models_pass_the_model_tester(driver, qtmodeltester):
    qtmodeltester.check(driver.table.hand)
    qtmodeltester.check(driver.table.crew)
    assert driver.table.hand.rowCount() == 15 + 2
    assert "Player 2: 15 cards" in driver.table.others_label.text()  # by seat name


@pytest.mark.gl
def test_a_send_by_dragging_a_crew_worker_onto_a_foundation_card(driver):
    driver.play({"type": "send", "to": "F2"})
    assert driver.state.data["workers"]["red-1"] == {"where": "site", "card": "F2", "spot": -1}
    assert "2 of 3 actions left" in driver.table.turn_label.text()


@pytest.mark.gl
def test_a_build_by_drop_is_undone_while_its_verdict_is_still_shown(driver, qtbot):
    build = _send_and_build(driver)
    driver.table.player.frame_ms = 400  # a slow animation leaves time to take it back
    log_before = len(driver.window.session.match.log)
    driver._build(build)
    assert driver.state.current_player == CHANCE
    qtbot.waitUntil(lambda: driver.table.player.active)
    driver.window.activateWindow()
    qtbot.waitUntil(driver.window.isActiveWindow)
    driver.view.setFocus()
    qtbot.keyClick(driver.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(driver.window.session.match.log) == log_before
    assert build["card"] in driver.state.data["hands"][0] + driver.state.data["supports"][0]
    qtbot.waitUntil(lambda: not driver.table.player.active)
    assert len(driver.window.session.match.log) == log_before, "the verdict of an undone build was played"


@pytest.mark.gl
def test_a_card_dropped_far_from_the_tower_is_refused_with_the_reason(driver, qtbot):
    build = _send_and_build(driver)
    mime = driver._row_mime(driver.table.hand_view, build["card"])
    messages = []
    driver.window.session.error.connect(messages.append)
    before = driver.state.to_dict()
    driver._drag_in(mime, (5, driver.view.height() - 5))
    assert driver.state.to_dict() == before
    assert "Not there" in driver.window.statusBar().currentMessage() or messages
    assert not [p for p in driver.view.pieces() if p.id.startswith("ghost/")]


@pytest.mark.gl
def test_the_ghost_shows_the_points_and_turns_with_the_o_key(driver, qtbot):
    build = _send_and_build(driver)
    mime = driver._row_mime(driver.table.hand_view, build["card"])
    xy = driver._build_xy(build)
    drag_over(driver.view, xy, mime)
    ghost = [p for p in driver.view.pieces() if p.id.startswith("ghost/card/")]
    assert len(ghost) == 1
    assert "points (" in driver.window.statusBar().currentMessage()
    first = driver.table.gestures.chosen.action
    group = driver.placements(build["card"], build["worker"])[driver.table.gestures.place]
    qtbot.keyClick(driver.view, Qt.Key.Key_O)
    second = driver.table.gestures.chosen.action
    shift = Qt.KeyboardModifier.ShiftModifier
    send_drag(driver.view, "move", xy, mime, shift)
    third = driver.table.gestures.chosen.action
    if len(group) > 2:
        assert len({str(first), str(second), str(third)}) == 3
    assert len(group) > 1, "seed 4's first build should offer several orientations"
    assert second != first


@pytest.mark.gl
def test_the_site_turns_with_keys_and_by_dragging_its_rim(driver, qtbot):
    qtbot.keyClick(driver.view, Qt.Key.Key_BracketRight)
    assert driver.table.site_turn == pytest.approx(15.0)
    rim = next(p for p in driver.view.pieces() if p.extras.get("site_rim"))
    edge = driver.view.project((rim.position[0] + 20.0, rim.position[1] - 10.0, 0.5))
    start = QPoint(round(edge[0]), round(edge[1]))
    assert driver.view.pick(start.x(), start.y()).startswith("sky/site/round/")
    qtbot.mousePress(driver.view, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(driver.view, start + QPoint(40, 0))
    qtbot.mouseRelease(driver.view, Qt.MouseButton.LeftButton, pos=start + QPoint(40, 0))
    assert driver.table.site_turn == pytest.approx(35.0)


@pytest.mark.gl
def test_a_worker_dragged_in_the_view_lights_its_floors_and_moves_there(driver, qtbot):
    driver.play({"type": "send", "to": "F1"})
    driver.play({"type": "send", "to": "F2"})
    for _ in range(12):  # play on until some worker of the seat to act can step onto a card shown on screen
        moves = [a for a in driver.state.legal_actions() if a["type"] == "move" and driver.usable(a)]
        if moves:
            break
        builds = [a for a in driver.state.legal_actions() if a["type"] == "build" and driver.usable(a)]
        sends = [a for a in driver.state.legal_actions() if a["type"] == "send" and driver.usable(a)]
        driver.play((builds or sends or [{"type": "pass"}])[0])
    assert moves, "no move reachable on screen"
    move = moves[0]
    start, end = driver.worker_xy(move["worker"]), driver.screen_of_card(move["to"])
    qtbot.mousePress(driver.view, Qt.MouseButton.LeftButton, pos=QPoint(round(start[0]), round(start[1])))
    assert move["to"] in driver.table.lit
    lit = [p for p in driver.view.pieces() if p.id == f"sky/card/{move['to']}"]
    assert lit[0].colour == LIT_RGBA
    qtbot.mouseMove(driver.view, QPoint(round(end[0]), round(end[1])))
    qtbot.mouseRelease(driver.view, Qt.MouseButton.LeftButton, pos=QPoint(round(end[0]), round(end[1])))
    driver.settle()
    assert driver.table.lit == frozenset()
    assert move in [entry for entry in driver.window.session.match.log if entry.get("type") == "move"]


@pytest.mark.gl
def test_only_the_viewing_seat_sees_its_hand(driver, qtbot):
    red_hand = list(driver.state.data["hands"][0])
    assert [driver.table.hand.item(r) for r in range(15)] == red_hand
    for to in ("F1", "F2", "F3"):
        driver.play({"type": "send", "to": to})
    assert driver.window.viewing_seat == 1
    assert [driver.table.hand.item(r) for r in range(15)] == list(driver.state.data["hands"][1])
    assert "Player 1: 15 cards" in driver.table.others_label.text()


@pytest.mark.gl
def test_the_logged_verdict_is_the_one_whose_frames_were_played(qtbot, settings, monkeypatch):
    from babelworks.ui.skyscrapers import verdict_player as table_module

    seen = []
    real_run = table_module.run

    def spy(state, tremor, record=False):
        seen.append(real_run(state, tremor, record))
        return seen[-1]

    monkeypatch.setattr(table_module, "run", spy)
    driver = Driver(qtbot, open_table(qtbot, settings, seed=4, options={"steady_hands": True}))
    driver.play(_send_and_build(driver))
    verdict = driver.window.session.match.log[-1]
    assert verdict["type"] == "verdict" and any(verdict["tremor"])  # shaky hands shook it
    assert [outcome for outcome, _ in seen] == [verdict]
    assert driver.table.last_frame == seen[0][1].frames[-1]


@pytest.mark.gl
def test_a_new_match_replaces_the_table_and_its_docks(driver, qtbot):
    from PySide6.QtWidgets import QDockWidget

    from babelworks.core.match import Match, Setup, seat_defaults
    from babelworks.registry import get_game

    old = driver.table
    driver.window.session.start(
        Match(get_game("skyscrapers"), Setup("skyscrapers", 3, 9, {}, seat_defaults(3)))
    )
    assert driver.window.tables.table is not old

    def titles():
        return [d.windowTitle() for d in driver.window.findChildren(QDockWidget) if d.isVisible()]

    qtbot.waitUntil(lambda: "Your cards" in titles())
    qtbot.wait(50)
    assert titles().count("Your cards") == 1 and titles().count("Your crew") == 1
    assert driver.window.tables.table.hand.rowCount() == 12 + 2
