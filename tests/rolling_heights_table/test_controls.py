"""The turn buttons and the rolling box at the table (GL, under Xvfb)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from babelworks.core.protocol import CHANCE


def button(window, name):
    return window.tables.table.controls.buttons[name]


@pytest.mark.gl
def test_only_legal_buttons_are_enabled_with_reasons(rh_window, qtbot):
    assert rh_window.session.match.state.step == "start"
    for name in ("rollButton", "rallyButton", "stopButton", "endTurnButton"):
        assert not button(rh_window, name).isEnabled()
        assert button(rh_window, name).toolTip()
    assert "Not now" in button(rh_window, "rallyButton").toolTip()


@pytest.mark.gl
def test_roll_button_throws_shows_and_reports_the_roll(rh_window, qtbot):
    session = rh_window.session
    while session.match.state.step in ("start", "place"):
        session.dispatch(session.match.state.legal_actions()[0])  # setup only: not the roll under test
    assert session.match.state.current_player == CHANCE
    roll = button(rh_window, "rollButton")
    assert roll.isEnabled()
    shown = []
    rh_window.view.set_pieces = _recording(rh_window.view.set_pieces, shown)
    qtbot.mouseClick(roll, Qt.MouseButton.LeftButton)
    animator = rh_window.tables.table.animator
    assert animator.running and not roll.isEnabled()
    qtbot.waitUntil(lambda: not animator.running, timeout=20_000)
    rolled = [a for a in session.match.log if a["type"] == "roll"]
    assert rolled and rolled[-1]["poses"] == animator.result.poses
    heights = [[p.position[2] for p in pieces if p.id.startswith("rh/meeple/")] for pieces in shown]
    assert len(shown) > 10 and max(heights[0]) > max(heights[-2])  # they fell into the box


def _recording(original, log):
    def record(pieces):
        log.append(list(pieces))
        original(pieces)

    return record


@pytest.mark.gl
def test_panel_models_pass_qt_model_checks(rh_window, qtmodeltester):
    table = rh_window.tables.table
    for model in (table.markets.model(), table.choices.model(), table.supply.model()):
        qtmodeltester.check(model)


@pytest.mark.gl
def test_the_hand_shows_only_the_viewing_seats_targets(rh_window):
    from babelworks.games.rolling_heights.content import content

    strip = rh_window.tables.table.hand.strip
    state = rh_window.session.match.state
    viewer = 1 - state.current
    rh_window.tables.viewing_seat = viewer
    rh_window.tables.viewing_seat_changed.emit(viewer)
    text = " ".join(item.tip for item in strip.items())
    names = {seat: [content().targets[t]["name"] for t in state.seats[seat]["targets"]] for seat in (0, 1)}
    assert all(name in text for name in names[viewer])
    assert not any(name in text for name in names[1 - viewer] if name not in names[viewer])
    rh_window.tables.viewing_seat = None
    rh_window.tables.viewing_seat_changed.emit(-1)
    assert strip.items() == [], "nobody's hand under the curtain"


@pytest.mark.gl
def test_a_new_game_of_another_kind_takes_the_table_away(rh_window, qtbot):
    from shiboken6 import isValid

    from babelworks.core.match import Match, Setup, seat_defaults
    from babelworks.registry import available_games, get_game

    table = rh_window.tables.table
    ours = [table.markets, table.supply, table.controls, table.cameras, table.prompt, table.hand.strip]
    other = next(g for g in available_games() if g != "rolling-heights")
    rh_window.session.start(Match(get_game(other), Setup(other, 2, 1, {}, seat_defaults(2))))
    rh_window.session.mark_saved()
    qtbot.wait(50)  # deferred deletions run; the next game's signals reach nothing of ours
    rh_window.session.state_changed.emit()
    assert [widget for widget in ours if isValid(widget)] == [], "every panel and overlay is gone"
