"""The hand strip and the 3D pick-up at the Rolling Heights table: what may move moves (GL)."""

from __future__ import annotations

import random
from unittest import mock

import pytest
from PySide6.QtCore import QPoint

from babelworks.core.hashing import state_hash
from babelworks.ui import hand
from tests.rolling_heights_table.gestures import LEFT, GesturePlayer
from tests.ui.test_panel_models_in_play import play_one

pytestmark = pytest.mark.gl


def play_until(window, wanted, limit: int = 600) -> None:
    """Random legal moves through the session until ``wanted(state)`` holds."""
    chooser = random.Random(5)
    for _ in range(limit):
        if wanted(window.session.match.state):
            return
        play_one(window.session, "rolling-heights", chooser)
    raise AssertionError("the game never reached the wanted moment")


def _builds(state) -> set[str]:
    return {a["cube"] for a in state.legal_actions() if a["type"] == "construct"}


def _drags(qtbot, widget, start: QPoint) -> list:
    caught = []
    with mock.patch.object(hand, "start_drag", lambda _s, payload, _p: caught.append(payload)):
        qtbot.mousePress(widget, LEFT, pos=start)
        qtbot.mouseMove(widget, start + QPoint(0, -30))
        qtbot.mouseRelease(widget, LEFT, pos=start + QPoint(0, -30))
    return caught


def test_cube_cards_drag_only_when_a_stack_takes_them(rh_window, qtbot):
    play_until(rh_window, lambda s: s.step == "main" and _builds(s))
    state = rh_window.session.match.state
    strip = rh_window.tables.table.hand.strip
    cubes = {item.key[len("cube:") :]: item for item in strip.items() if item.key.startswith("cube:")}
    held = {c for c, n in state.seat["cubes"].items() if n} | {
        f"misc:{c}" for c, n in state.seat["misc"].items() if n
    }
    assert set(cubes) == held
    for cube, item in cubes.items():
        assert item.enabled == (cube in _builds(state)), item.tip
        caught = _drags(qtbot, strip, strip.item_rect(item.key).center())
        assert [p.action for p in caught] == ([{"type": "construct", "cube": cube}] if item.enabled else [])
    plans = [item for item in strip.items() if item.key.startswith("plan:")]
    assert plans and all("/" in item.badge and "Built so far" in item.tip for item in plans)


def test_a_cube_picked_up_in_3d_builds_on_the_stack_it_is_dropped_on(rh_window, qtbot):
    play_until(rh_window, lambda s: s.step == "main" and any(not c.startswith("misc") for c in _builds(s)))
    state = rh_window.session.match.state
    action = next(a for a in state.legal_actions() if a["type"] == "construct" and "misc" not in a["cube"])
    rh_window.tables.table.look_at("From above")
    player = GesturePlayer(rh_window, qtbot, random.Random(1))
    before = len(rh_window.session.match.log)
    player.drag_cube(action, "3d")
    assert rh_window.session.match.log[before:] == [action]


def test_pieces_that_may_not_move_do_not_lift(rh_window, qtbot):
    play_until(rh_window, lambda s: s.step == "main" and _builds(s))
    table, view = rh_window.tables.table, rh_window.view
    table.look_at("From above")
    state = rh_window.session.match.state
    other = 1 - state.current
    theirs = [p for p in view.pieces() if p.extras.get("hand") and p.extras["owner"] == other]
    mine = [p for p in view.pieces() if p.extras.get("hand") and p.extras["owner"] == state.current]
    assert mine and all(table.pickup.source(p) is None for p in theirs)
    meeple = next(p for p in view.pieces() if p.id.startswith("rh/meeple/"))
    assert table.pickup.source(meeple) is None  # a meeple is clicked, not carried
    rh_window.tables.viewing_seat = other
    rh_window.tables.viewing_seat_changed.emit(other)
    assert all(table.pickup.source(p) is None for p in mine), "only the seat to move picks up"


def test_a_wild_token_card_offers_its_trades(rh_window, qtbot):
    play_until(rh_window, lambda s: s.step == "main" and s.seat["wild"] > 0)
    strip = rh_window.tables.table.hand.strip
    wild = next(item for item in strip.items() if item.key == "wild")
    assert wild.enabled and wild.payload is None
    qtbot.mouseClick(strip, LEFT, pos=strip.item_rect("wild").center())
    menu = rh_window.tables.table.hand.menu
    assert menu is not None and len(menu.actions()) == 4
    state = rh_window.session.match.state
    before, glass = state.seat["wild"], state.seat["cubes"]["glass"]
    next(a for a in menu.actions() if "glass" in a.text()).trigger()
    state = rh_window.session.match.state
    assert (state.seat["wild"], state.seat["cubes"]["glass"]) == (before - 1, glass + 1)
    menu.close()


def test_a_greyed_wild_token_says_why_and_changes_nothing(rh_window, qtbot):
    play_until(rh_window, lambda s: s.step == "risk" and s.seats[s.current]["wild"] > 0)
    strip = rh_window.tables.table.hand.strip
    assert not next(item for item in strip.items() if item.key == "wild").enabled
    before = state_hash(rh_window.session.match.state)
    qtbot.mouseClick(strip, LEFT, pos=strip.item_rect("wild").center())
    assert "Not now" in rh_window.statusBar().currentMessage()
    assert state_hash(rh_window.session.match.state) == before
