"""The Skyscrapers table's hand strip, turn bar and single gestures (pytest-qt, Xvfb)."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QDragLeaveEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QWidget

from babelworks.core.protocol import CHANCE
from babelworks.games.skyscrapers.describe import card_words
from babelworks.render.offscreen import render_image
from babelworks.scene.skyscrapers import LIT_RGBA
from babelworks.ui.hand import HandStrip
from babelworks.ui.overlays import HintStrip
from babelworks.ui.table_api import DragPayload
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


def _keys(driver) -> list[str]:
    return [item.key for item in driver.table.strip.items()]


@pytest.mark.gl
def test_the_hand_strip_holds_the_crew_then_the_cards_as_painted_faces(driver):
    state = driver.state
    cards = list(state.data["hands"][0]) + list(state.data["supports"][0])
    assert _keys(driver) == [f"worker:red-{n}" for n in range(1, 6)] + [f"card:{c}" for c in cards]
    items = driver.table.strip.items()
    assert all(not item.image.isNull() and item.tip and item.payload for item in items)
    assert items[5].tip.startswith("Building block: ") and "in the crew" in items[0].tip
    # A worker in the strip is its figure and number; hovered and enlarged, it says where it is.
    assert items[0].image.width() < items[0].image.height() < items[0].enlarged.width()
    print_ = [items[0].enlarged.pixelColor(x, y).lightness() for x in range(90, 240) for y in range(10, 118)]
    assert sum(light > 180 for light in print_) > 300
    # A card stands on end in the strip (its whole face fits) and lies flat, large, on hover.
    for item in items[5:]:
        assert item.image.height() > item.image.width() and item.enlarged.width() > item.enlarged.height()
    # Every card of the crowded strip (5 workers, 17 cards) shows nearly whole at 1280 px.
    driver.window.resize(1280, 800)
    driver.qtbot.waitUntil(lambda: driver.view.width() > 900)
    widths = [driver.table.strip.item_rect(key).width() for key in _keys(driver)[5:]]
    assert min(widths) >= 0.9 * driver.table.strip.item_rect(_keys(driver)[-1]).width()
    assert "Cards left: Player 1 17, Player 2 17" in driver.table.turn_label.text()  # by seat name


@pytest.mark.gl
def test_support_cards_in_hand_and_on_the_table_take_the_seat_colour(driver):
    from babelworks.scene.colours import srgb_hex
    from babelworks.scene.skyscrapers import card_colour

    seats = driver.window.session.match.setup.seats
    support = next(i for i in driver.table.strip.items() if i.key.startswith("card:S-"))
    card = driver.state.content.cards[support.key[5:]]
    face = support.enlarged
    stock = face.pixelColor(face.width() // 4, face.height() * 2 // 3).name()
    assert stock == srgb_hex(card_colour(card, seats))  # the scene's colour, from the seat
    hue = QColor(seats[0].colour).hue()
    assert abs(QColor(stock).hue() - hue) < 20, (stock, seats[0].colour)  # orange, not the box red


@pytest.mark.gl
def test_end_turn_is_disabled_with_the_engines_reason_until_a_pass_is_legal(driver, qtbot):
    end_turn = driver.table.end_turn
    assert not end_turn.isEnabled()
    assert end_turn.toolTip() == driver.state.why_illegal({"type": "pass"})
    assert end_turn.toolTip().startswith("You can still send a worker")
    qtbot.mouseClick(end_turn, Qt.MouseButton.LeftButton)  # a greyed button plays nothing
    assert driver.window.session.match.log == []
    driver.window.session.start(_no_action_left(driver))
    qtbot.waitUntil(lambda: driver.window.tables.table is not driver.table)
    table = driver.window.tables.table
    if driver.window.tables.curtain.isVisible():
        driver.window.tables.curtain.button.click()
    assert table.end_turn.isEnabled() and "End your turn" in table.end_turn.toolTip()
    qtbot.mouseClick(table.end_turn, Qt.MouseButton.LeftButton)
    assert driver.window.session.match.log[-1] == {"type": "pass"}


def _no_action_left(driver):
    """A match whose player to act can only pass: no card left and every worker lost (made in
    the data: no seeded game reaches it quickly)."""
    from babelworks.core.match import Match

    old = driver.window.session.match
    match = Match(old.game, old.setup)
    data = match.state.to_dict()
    data["box"] = list(data["box"]) + data["hands"][0] + data["supports"][0]
    data["hands"][0], data["supports"][0] = [], []
    data["workers"].update({f"red-{n}": {"where": "lost", "card": "F1", "spot": -1} for n in range(1, 6)})
    match.state = old.game.from_dict(data)
    assert match.state.legal_actions() == [{"type": "pass"}]
    return match


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
    mime = driver.take_from_hand(f"card:{build['card']}")
    messages = []
    driver.window.session.error.connect(messages.append)
    before = driver.state.to_dict()
    driver._drag_in(mime, (5, driver.view.height() - 5))
    assert driver.state.to_dict() == before
    assert "Not there" in driver.window.statusBar().currentMessage() or messages
    assert not [p for p in driver.view.pieces() if p.id.startswith("ghost/")]


class _DragLoop(QObject):
    """Stands in for Qt's drag loop: its application filter eats every key and wheel event."""

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt API)
        return event.type() in (QEvent.Type.KeyPress, QEvent.Type.Wheel)


def _ghost_over_a_place(driver):
    """A card held over its first build's place (the drag loop's filter on); the build."""
    build = _send_and_build(driver)
    mime = driver.take_from_hand(f"card:{build['card']}")
    loop = _DragLoop(driver.window)
    QApplication.instance().installEventFilter(loop)  # before the drag reaches the view, as exec() does
    drag_over(driver.view, driver._build_xy(build), mime)
    return build, mime, loop


def _wheel(widget, notches: int) -> None:
    centre = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(
        centre,
        widget.mapToGlobal(centre),
        QPoint(),
        QPoint(0, -120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


@pytest.mark.gl
def test_the_wheel_o_and_shift_each_turn_the_ghost_during_a_drag(driver, qtbot):
    build, mime, loop = _ghost_over_a_place(driver)
    try:
        gestures = driver.table.gestures
        group = driver.group_of(build)
        assert len(group) >= 4, "seed 4's first build should offer four orientations or more"
        assert "points (" in driver.window.statusBar().currentMessage()
        seen = [gestures.chosen.action]
        for turn in (
            lambda: _wheel(driver.view, 1),
            lambda: qtbot.keyClick(driver.view, Qt.Key.Key_O),
            lambda: qtbot.keyClick(driver.view, Qt.Key.Key_Shift),
        ):
            turn()
            seen.append(gestures.chosen.action)
        assert seen == [p.action for p in group[:4]]
        _wheel(driver.view, -1)  # the wheel turned back
        assert gestures.chosen.action == group[2].action
    finally:
        QApplication.instance().removeEventFilter(loop)
    send_drag(driver.view, "drop", driver._build_xy(build), mime)
    assert not driver.table.gestures.keys.active  # the keys are the drag loop's again


@pytest.mark.gl
def test_the_four_orientations_of_a_ghost_look_different(driver, qtbot):
    build, mime, loop = _ghost_over_a_place(driver)
    try:
        pictures, marks = [], []
        for _ in range(4):
            ghost = [p for p in driver.view.pieces() if p.id.startswith("ghost/")]
            marks.append(next(p.position for p in ghost if p.id == "ghost/mark"))
            pictures.append(render_image(driver.view, 480, 320).astype(int))
            qtbot.keyClick(driver.view, Qt.Key.Key_O)
    finally:
        QApplication.instance().removeEventFilter(loop)
    assert len({tuple(round(c, 3) for c in mark) for mark in marks}) == 4
    for a in range(4):
        for b in range(a + 1, 4):
            changed = np.any(np.abs(pictures[a] - pictures[b]) > 24, axis=-1).sum()
            assert changed > 40, f"orientations {a + 1} and {b + 1} look alike ({changed} pixels differ)"


@pytest.mark.gl
def test_the_hint_strip_follows_what_is_dragged(driver, qtbot):
    hint = driver.view.findChild(HintStrip)
    assert hint.isVisible() and hint.text() == "Drag a crew worker to a foundation card · [ ]: turn the site"
    build, mime, loop = _ghost_over_a_place(driver)
    QApplication.instance().removeEventFilter(loop)
    words = card_words(build["card"], ["Player 1", "Player 2"])  # the card by its face, not its id
    assert hint.text().startswith(words[0].upper() + words[1:] + ": ") and "wheel / O / Shift" in hint.text()
    assert "Esc cancels" in hint.text()
    _leave(driver.view)
    assert hint.text().startswith("Drag ")
    crew = next(k for k in _keys(driver) if k.startswith("worker:") and "crew" in _tip(driver, k))
    drag_over(driver.view, driver.screen_of_card("F2"), driver.take_from_hand(crew))
    assert "send it beside a lit foundation card" in hint.text() and "foundation card 2" in hint.text()
    assert "F2" in driver.table.lit
    _leave(driver.view)
    assert driver.table.lit == frozenset()
    assert all(len(w.toolTip()) < 300 for w in driver.window.findChildren(QWidget))  # no how-to tooltip


def _leave(view) -> None:
    QApplication.sendEvent(view, QDragLeaveEvent())


def _tip(driver, key: str) -> str:
    return next(item.tip for item in driver.table.strip.items() if item.key == key)


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
    mime = driver.pick_up_in_view(driver.worker_xy(move["worker"]))
    assert DragPayload.from_mime(mime).piece == {"worker": move["worker"]}
    drag_over(driver.view, driver.screen_of_card(move["to"]), mime)
    assert move["to"] in driver.table.lit
    lit = [p for p in driver.view.pieces() if p.id == f"sky/card/{move['to']}"]
    assert lit[0].colour == LIT_RGBA
    send_drag(driver.view, "drop", driver.screen_of_card(move["to"]), mime)
    driver.settle()
    assert driver.table.lit == frozenset()
    assert move in [entry for entry in driver.window.session.match.log if entry.get("type") == "move"]


@pytest.mark.gl
def test_a_click_on_a_worker_on_the_tower_makes_it_the_builder(driver, qtbot):
    driver.play({"type": "send", "to": "F1"})
    driver.play({"type": "send", "to": "F2"})
    xy = driver.worker_xy("red-2")
    assert xy is not None
    qtbot.mouseClick(driver.view, Qt.MouseButton.LeftButton, pos=QPoint(round(xy[0]), round(xy[1])))
    assert driver.table.builder == "red-2"
    assert "Builder: worker 2" in driver.table.turn_label.text()
    assert next(i for i in driver.table.strip.items() if i.key == "worker:red-2").badge == "B"


@pytest.mark.gl
def test_others_workers_stay_put_and_a_press_on_the_table_orbits(driver, qtbot):
    assert driver.pick_up_in_view(driver.view.project((0.0, 0.0, 0.5))) is None
    driver.play({"type": "send", "to": "F1"})
    for _ in range(2):
        driver.play({"type": "send", "to": "F2"})  # red's turn ends: green is to act
    assert driver.state.data["seat"] == 1
    red = driver.worker_xy("red-1")
    assert red is not None and driver.pick_up_in_view(red) is None  # not green's to move


@pytest.mark.gl
def test_only_the_viewing_seat_sees_its_hand(driver, qtbot):
    def cards():
        return [k.split(":")[1] for k in _keys(driver) if k.startswith("card:")][:15]

    assert cards() == list(driver.state.data["hands"][0])
    for to in ("F1", "F2", "F3"):
        driver.play({"type": "send", "to": to})
    assert driver.window.viewing_seat == 1
    assert cards() == list(driver.state.data["hands"][1])
    assert all(k.startswith(("card:", "worker:green-")) for k in _keys(driver))


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
    driver.window.tables.curtain.button.click()  # the first person confirms it is them

    def titles():
        return [d.windowTitle() for d in driver.window.findChildren(QDockWidget) if d.isVisible()]

    qtbot.wait(50)
    assert not {"Table", "Your cards", "Your crew", "Turn"} & set(titles())  # the 3D table shows it all
    strips = [s for s in driver.view.findChildren(HandStrip) if s.isVisible()]
    assert strips == [driver.window.tables.table.strip]
    assert len(strips[0].items()) == 5 + 12 + 2


@pytest.mark.gl
def test_every_place_the_held_card_may_go_is_marked_at_once(driver, qtbot):
    """A newcomer found the places one by one, sweeping the card over the tower: while a card
    is held, a small marker stands at the middle of every other legal place."""
    build, mime, loop = _ghost_over_a_place(driver)
    QApplication.instance().removeEventFilter(loop)
    places = driver.table.gestures._placements()
    marks = [p for p in driver.view.pieces() if p.id.startswith("ghost/place/")]
    assert len(places) > 1 and len(marks) == len(places) - 1
    _leave(driver.view)
    assert not [p for p in driver.view.pieces() if p.id.startswith("ghost/")]
