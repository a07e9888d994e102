"""The first hour at the Rolling Heights table: a Strike by clicking one's own meeples in the
view the table frames, a cube dropped between stacks, a trade in one step, a single choice
taken, Rally that rolls, and a Trade button that says why it is off (GL, under Xvfb)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.games.rolling_heights import GAME
from babelworks.games.rolling_heights.build import own_space
from babelworks.games.rolling_heights.content import content
from babelworks.games.rolling_heights.follow_ups import completions
from babelworks.scene import rolling_heights_layout as lay
from babelworks.scene.rolling_heights import TILE_TOP
from tests.drag import drag_drop, drag_over, send_drag
from tests.rolling_heights_table.gestures import GesturePlayer

LEFT = Qt.MouseButton.LeftButton
NO_BUTTON, NO_KEYS = Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier


def _position(found, seed: int = 0, moves: int = 900):
    """A seeded 2-seat match played at random until ``found(state)`` answers; both."""
    match = Match(GAME, Setup("rolling-heights", 2, seed, {}, seat_defaults(2)))
    rng = Rng.from_seed(seed, "first-hour")
    for _ in range(moves):
        state = match.state
        if state.current_player == CHANCE:
            match.apply(GAME.sample_outcome(state, rng))
            continue
        answer = found(state)
        if answer:
            return match, answer
        match.apply(rng.choice(state.legal_actions()))
    raise AssertionError("the position never came")


def _play(window, qtbot, match):
    window.session.start(match)
    window.session.mark_saved()
    qtbot.wait(50)  # the table frames the step's view
    return window.tables.table


def _click_piece(window, qtbot, piece_id: str) -> QPoint:
    view = window.view
    piece = next(p for p in view.pieces() if p.id == piece_id)
    x, y = view.project(piece.position)
    point = QPoint(round(x), round(y))
    qtbot.mouseClick(view, LEFT, pos=point)
    return point


@pytest.mark.gl
def test_a_strike_is_made_by_clicking_ones_own_meeples_in_the_view_the_table_frames(rh_window, qtbot):
    match, _ = _position(lambda s: s.step == "strike" and len(s.legal_actions()) > 1, seed=3)
    rh_window.resize(1280, 800)  # the size a newcomer's window has
    qtbot.wait(50)
    table = _play(rh_window, qtbot, match)
    view, strip = rh_window.view, table.hand.strip
    state = rh_window.session.match.state
    words = [rh_window.session.describe(a) for a in state.legal_actions()]
    assert len(set(words)) == len(words)  # the Moves list names each meeple apart
    while rh_window.session.match.state.step == "strike":
        state = rh_window.session.match.state
        strike = state.legal_actions()[0]
        piece_id = f"rh/meeple/{state.current}/{strike['meeple']}"
        piece = next(p for p in view.pieces() if p.id == piece_id)
        x, y = view.project(piece.position)
        assert 0 < x < view.width() and 0 < y < strip.y(), "the meeple shows above the hand strip"
        assert not table.controls.geometry().contains(QPoint(round(x), round(y))), "nor under the turn bar"
        assert view.pick(x, y) == piece_id
        played = len(rh_window.session.match.log)
        _click_piece(rh_window, qtbot, piece_id)
        assert len(rh_window.session.match.log) == played + 1
        assert rh_window.session.match.log[-1] == strike
    table.look_at("Whole map")
    seat = rh_window.session.match.state.current
    for meeple in (p for p in view.pieces() if p.id.startswith(f"rh/meeple/{seat}/")):
        x, y = view.project((*meeple.position[:2], meeple.position[2] + 1.5))
        under_the_strip = strip.y() <= y <= view.height() and 0 <= x <= view.width()
        assert not under_the_strip, f"{meeple.name} lies under the hand strip in the Map view"


def _one_stack_fits(state):
    builds = [a for a in state.legal_actions() if a["type"] == "construct" and "misc" not in a["cube"]]
    for build in builds:
        count = len(content().plans[build["plan"]]["stacks"])
        fits = {a["stack"] for a in builds if a["plan"] == build["plan"] and a["cube"] == build["cube"]}
        if count > 1 and len(fits) == 1:
            return build
    return None


def _between_stacks(table, space: int) -> QPointF:
    """A point of the plan's tile on no stack (nor cube) in the view as framed."""
    x, y = lay.space_centre(space)
    for dx, dy in ((1.9, -1.9), (-1.9, -1.9), (1.9, 1.9), (-1.9, 1.9), (0.0, -1.9), (0.0, 1.9)):
        px, py = table.context.view.project((x + dx, y + dy, TILE_TOP))
        place = table.drops._stacks_at(px, py)
        if place["space"] == space and "stack" not in place:
            return QPointF(px, py)
    raise AssertionError("no free point on the tile")


@pytest.mark.gl
def test_a_cube_dropped_between_stacks_lights_the_stack_with_room_and_goes_on_it(rh_window, qtbot):
    match, build = _position(_one_stack_fits, seed=1)
    table = _play(rh_window, qtbot, match)
    table.look_at("Whole map")
    space = own_space(match.state, build["plan"])
    point = _between_stacks(table, space)
    player = GesturePlayer(rh_window, qtbot, random.Random(3))
    mime = player.pick_up_card(f"cube:{build['cube']}").to_mime()
    drag_over(rh_window.view, point, mime)
    lit = {p.id for p in rh_window.view.pieces() if p.id.startswith("rh/stacklight/")}
    assert f"rh/stacklight/{space}/{build['stack']}" in lit
    assert all(int(i.split("/")[2]) != space or i.endswith(f"/{build['stack']}") for i in lit)
    send_drag(rh_window.view, "drop", point, mime)
    assert rh_window.session.match.log[-1] == build
    assert not any(p.id.startswith("rh/stacklight/") for p in rh_window.view.pieces())


@pytest.mark.gl
def test_a_cube_dropped_on_a_plan_in_the_hand_goes_on_the_stack_with_room(rh_window, qtbot):
    """Where a newcomer first dropped a cube: on the plan's card in the hand, which shows its
    stacks. It goes on the one stack that takes it; dropped on another card it says where."""
    match, build = _position(_one_stack_fits, seed=1)
    table = _play(rh_window, qtbot, match)
    strip = table.hand.strip
    player = GesturePlayer(rh_window, qtbot, random.Random(3))
    mime = player.pick_up_card(f"cube:{build['cube']}").to_mime()
    before = len(rh_window.session.match.log)
    drag_drop(strip, QPointF(strip.item_rect(f"cube:{build['cube']}").center()), mime)
    assert len(rh_window.session.match.log) == before
    assert "one of your plans" in rh_window.statusBar().currentMessage()
    space = own_space(match.state, build["plan"])
    drag_drop(strip, QPointF(strip.item_rect(f"plan:{space}").center()), mime)
    assert rh_window.session.match.log[-1] == build


def _trade_ways(many: bool):
    def found(state):
        for trade in (a for a in state.legal_actions() if a["type"] == "trade"):
            ways = completions(state, trade)
            if ways and (len(ways) > 1) == many and "then" in ways[0]:
                return trade, ways
        return None

    return found


@pytest.mark.gl
def test_a_trade_takes_its_cubes_in_one_step_and_one_undo(rh_window, qtbot):
    match, (trade, ways) = _position(_trade_ways(True))
    table = _play(rh_window, qtbot, match)
    session, before = rh_window.session, match.state.state_hash()
    qtbot.mouseClick(table.controls.buttons["tradeButton"], LEFT)
    menu = table.controls.menu
    qtbot.waitUntil(menu.isVisible)
    opener = next(
        a for a in menu.actions() if a.menu() is not None and a.text().endswith(f"{trade['gain']} cube")
    )
    qtbot.mouseClick(menu, LEFT, pos=menu.actionGeometry(opener).center())
    submenu = opener.menu()
    qtbot.waitUntil(submenu.isVisible)
    assert [a.text() for a in submenu.actions()] == [session.describe(way) for way in ways]
    played = len(session.match.log)
    qtbot.mouseClick(submenu, LEFT, pos=submenu.actionGeometry(submenu.actions()[-1]).center())
    assert len(session.match.log) == played + 1 and session.match.log[-1] == ways[-1]
    assert session.match.state.step == "main" and not table.prompt.isVisible()
    session.undo()
    assert session.match.state.state_hash() == before


@pytest.mark.gl
def test_a_trade_with_one_way_to_pay_is_one_click(rh_window, qtbot):
    match, (trade, ways) = _position(_trade_ways(False))
    table = _play(rh_window, qtbot, match)
    qtbot.mouseClick(table.controls.buttons["tradeButton"], LEFT)
    menu = table.controls.menu
    qtbot.waitUntil(menu.isVisible)
    item = next(a for a in menu.actions() if a.text() == rh_window.session.describe(ways[0]))
    qtbot.mouseClick(menu, LEFT, pos=menu.actionGeometry(item).center())
    assert rh_window.session.match.log[-1] == ways[0] and rh_window.session.match.state.step == "main"


def _forced_pay(state):
    for trade in (a for a in state.legal_actions() if a["type"] == "trade"):
        trial = state.copy()
        trial.apply(trade)
        while trial.step == "pay" and len(trial.legal_actions()) == 1:
            trial.apply(trial.legal_actions()[0])
        if trial.step == "main":
            return trade
    return None


@pytest.mark.gl
def test_a_choice_with_one_option_is_taken_without_asking(rh_window, qtbot):
    match, trade = _position(_forced_pay)
    _play(rh_window, qtbot, match)
    session = rh_window.session
    assert session.dispatch(trade)  # the trade alone (as the Moves list plays it): one "pays with" left
    qtbot.waitUntil(lambda: session.match.state.step == "main")
    assert all(a["type"] == "pay" for a in session.match.log[-1:])


@pytest.mark.gl
def test_rally_rolls_and_trade_says_why_it_is_off(rh_window, qtbot):
    table = rh_window.tables.table
    trade = table.controls.buttons["tradeButton"]
    assert not trade.isEnabled() and "Not now" in trade.toolTip()
    match, _ = _position(lambda s: s.step == "risk", seed=2)
    table = _play(rh_window, qtbot, match)
    table.animator.frames_per_tick = 8
    played = len(rh_window.session.match.log)
    qtbot.mouseClick(table.controls.buttons["rallyButton"], LEFT)
    assert table.animator.running  # the Exhausted meeples are already in the air
    qtbot.waitUntil(lambda: not table.animator.running, timeout=30_000)
    log = rh_window.session.match.log
    assert log[played]["type"] == "rally" and log[played + 1]["type"] == "roll"


def _rest(view, x: float, y: float) -> None:
    """The cursor comes to rest at (x, y) with no button down: the move event Qt sends."""
    point = QPointF(x, y)
    move = QMouseEvent(QEvent.Type.MouseMove, point, view.mapToGlobal(point), NO_BUTTON, NO_BUTTON, NO_KEYS)
    QApplication.sendEvent(view, move)


@pytest.mark.gl
def test_resting_the_cursor_on_a_plan_or_a_space_shows_it_large(rh_window, qtbot):
    match, _ = _position(lambda s: s.step == "main" and sum(t is not None for t in s.tiles) >= 3, seed=4)
    table = _play(rh_window, qtbot, match)
    table.look_at("Whole map")
    view, lens = rh_window.view, table.lens
    tile = next(p for p in view.pieces() if p.id.startswith("rh/plan/") and "space" in p.extras)
    x, y = view.project(tile.position)
    _rest(view, x, y)
    qtbot.waitUntil(lens.box.isVisible)
    assert lens.words.text() == tile.name and lens.image.pixmap().height() >= 200
    assert not lens.box.geometry().contains(QPoint(round(x), round(y)))  # beside the cursor, not on it
    empty = next(
        s for s in range(96) if match.state.tiles[s] is None and match.state.city.terrain[s] == "land"
    )
    x, y = view.project((*lay.space_centre(empty), TILE_TOP))
    _rest(view, x, y)
    qtbot.waitUntil(lambda: lens.box.isVisible() and lens.words.text().startswith("Row"))
    assert lens.words.text().startswith(f"Row {empty // 12 + 1}, column {empty % 12 + 1}: land")
    qtbot.mousePress(view, LEFT, pos=QPoint(round(x), round(y)))
    assert not lens.box.isVisible()
    qtbot.mouseRelease(view, LEFT, pos=QPoint(round(x), round(y)))
