"""Following the computer at each game's table: its pieces in view, its last turn marked.

A person (seat 0, played here by a seeded random player) against a Greedy computer
(seat 1). After the computer's turn the pieces it changed are framed in the last
turn's layer and lie inside the view; a log line of the computer's turn lights its
pieces; the person's next action clears the marks. In Rolling Heights the camera
looks into the computer's own box while its meeples tumble.
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QDockWidget, QListView

from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.registry import random_player
from babelworks.scene import rolling_heights_layout as lay
from babelworks.scene.marks import LAST_TURN, POINTED, PREFIX
from tests.render.mouse import Button, Event, mouse
from tests.ui.computer_table import start_with_computers

pytestmark = pytest.mark.gl

COMPUTER = 1
GAMES = ["rolling-heights", "rise-of-babel", "skyscrapers"]


def _window(qtbot, settings):
    from babelworks.session import Session
    from babelworks.ui.main_window import MainWindow

    window = MainWindow(Session(None), settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def _persons_move(window, rng: Rng) -> bool:
    """Play one action for the person when it is theirs to play (their roll included)."""
    match = window.session.match
    if match.state.is_over() or window.computers.turns.deciding or window.tables.seat_to_play() != 0:
        return False
    if window.tables.table.holding():
        return False
    if match.state.current_player == CHANCE:
        return window.session.resolve_chance()
    action = random_player(match.setup.game, rng).choose(match.state)
    return window.session.dispatch(action)


def _until_the_computer_has_played(qtbot, window, game_id: str, rng: Rng, also=lambda: True) -> None:
    """Let the person play until the computer has changed something on the table (and
    ``also()`` holds) and the person is to act again."""
    last_turn = window.computers.last_turn
    for _ in range(1500):
        match = window.session.match
        if last_turn.turn is not None and window.view.marked(LAST_TURN) and also() and _persons(window):
            if not window.computers.turns.deciding and not match.state.is_over():
                return
        if not _persons_move(window, rng):
            qtbot.wait(20)
    raise AssertionError(f"{game_id}: no computer's turn changed the table ({len(match.log)} actions)")


def _persons(window) -> bool:
    return window.tables.seat_to_play() == 0


def _in_view(window, piece) -> bool:
    x, y = window.view.project(piece.position)
    return 0 <= x <= window.view.width() and 0 <= y <= window.view.height()


def _opened_again(window, match):
    """The match as a file gives it back (its log replayed), opened at the same window."""
    from babelworks.core.match import Match

    window.session.start(Match.from_log(match.game, match.setup, list(match.log)))
    return window.session.match


def _shown_again_with_marks(qtbot, window) -> None:
    """Show the last turn again: the viewer plays it from its start to its end, marking each
    step's pieces on its own table."""
    first, end = window.computers.last_turn.turn
    viewer = window.computers.last_turn.show_again()
    viewer.bar.speed.setCurrentIndex(viewer.bar.speed.count() - 1)  # the fastest
    marked = []
    viewer.session.moved.connect(lambda step: marked.append(viewer.view.marked(LAST_TURN)))
    qtbot.waitUntil(lambda: not viewer.is_playing, timeout=60_000)
    assert viewer.step == end and any(marked), "each step's pieces marked in the viewer"
    viewer.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_computers_last_turn_is_marked_in_view_until_the_person_acts(qtbot, settings, game_id):
    window = _window(qtbot, settings)
    centres = []  # where the camera looked while a computer's meeples tumbled
    match = start_with_computers(window, game_id, ("person", "greedy"), seed=4)
    table = window.tables.table
    during = []  # after each of the computer's actions in its turn: are its changes in view?

    def look() -> None:
        shown = {p.id: p for p in window.view.pieces()}
        marked = window.view.marked(LAST_TURN) & set(shown)
        rolling = game_id == "rolling-heights" and table.animator.running  # its box is in view
        if marked and table.turn_seat() == COMPUTER and not rolling:
            during.append(all(_in_view(window, shown[i]) for i in marked))

    window.session.state_changed.connect(look)
    if game_id == "rolling-heights":
        watch = lambda running: running and centres.append((match.state.current, window.view.camera_pose()))  # noqa: E731
        table.animator.running_changed.connect(watch)
    rolled = lambda: game_id != "rolling-heights" or any(seat == COMPUTER for seat, _ in centres)  # noqa: E731
    _until_the_computer_has_played(qtbot, window, game_id, Rng.from_seed(4, "person"), rolled)
    shown = {p.id: p for p in window.view.pieces()}
    marked = window.view.marked(LAST_TURN) & set(shown)
    assert marked, "what the computer changed is on the table, marked"
    frames = [i for i in shown if i.startswith(f"{PREFIX}{LAST_TURN}/")]
    assert len(frames) == 4 * len(marked), "each marked piece has its frame"
    assert during and all(during), "the computer's changes were in view all through its turn"
    if game_id != "rolling-heights":  # there the person's own roll is framed next, by design
        assert all(_in_view(window, shown[i]) for i in marked), "and still are at the person's turn"
    first, end = window.computers.last_turn.turn
    lines = [i for i in range(first, end) if window.computers.last_turn.point_at(i)]
    assert lines, "a log line of the computer's turn points at pieces"
    log = window.findChild(QListView, "logView")
    log.entered.emit(log.model().index(lines[-1], 0))  # the mouse over the line
    lit = window.computers.last_turn.steps[lines[-1]]
    assert window.view.marked(POINTED) == lit and lit <= set(shown), "and lights them"
    log.clicked.emit(log.model().index(lines[0], 0))
    QApplication.sendEvent(log.viewport(), QEvent(QEvent.Type.Leave))
    assert window.view.marked(POINTED) == window.computers.last_turn.steps[lines[0]], (
        "the clicked line stays lit"
    )
    if game_id == "rolling-heights":
        computer_rolls = [pose for seat, pose in centres if seat == COMPUTER]
        assert computer_rolls, "the computer rolled"
        box, own = (lay.box_centre(seat, match.state.players) for seat in (COMPUTER, 0))
        assert all(math.dist(p.centre[:2], box) < math.dist(p.centre[:2], own) for p in computer_rolls), (
            "the camera looked into the computer's own box"
        )
    _shown_again_with_marks(qtbot, window)
    live = window.computers.last_turn.turn, window.view.marked(LAST_TURN)
    match = _opened_again(window, match)
    assert (window.computers.last_turn.turn, window.view.marked(LAST_TURN)) == live, (
        "opened from a file, the game shows the computer's last turn marked as it was played"
    )
    before = len(match.log)
    rng = Rng.from_seed(5, "person")
    qtbot.waitUntil(lambda: _persons_move(window, rng) or len(match.log) > before, timeout=10_000)
    assert not window.view.marked(LAST_TURN) and not window.view.marked(POINTED), "the person acted"
    match.setup.seats[COMPUTER].player = "person"  # stop it
    window.session.mark_saved()


def test_the_last_turn_is_shown_again_in_the_viewer_from_its_start_to_its_end(qtbot, settings):
    from tests.ui.conftest import make_window
    from tests.ui.test_computer_players import start

    window = make_window(qtbot, settings, start=False)
    window.computers.set_speed("instant")
    errors = []
    window.session.error.connect(errors.append)
    match = start(window, "person", "random")
    assert window.computers.last_turn.show_again() is None and errors, "no computer has played yet"
    window.session.dispatch({"type": "add", "amount": 1})
    qtbot.waitUntil(lambda: len(match.log) == 2 and match.state.current_player == 0, timeout=5000)
    assert window.computers.last_turn.turn == (1, 2)
    viewer = window.computers.last_turn.show_again()
    assert viewer.step == 1 and viewer.is_playing, "from the position before the computer's move"
    qtbot.waitUntil(lambda: not viewer.is_playing, timeout=10_000)
    assert viewer.step == 2
    viewer.close()
    window.session.undo()  # back to the person's move: the computer's turn is gone
    assert window.computers.last_turn.turn is None and 1 not in window.computers.last_turn.steps
    start(window, "person", "random", seed=8)
    assert window.computers.last_turn.turn is None and window.computers.last_turn.steps == {}
    window.session.mark_saved()


def test_with_computers_alone_the_last_turn_is_the_last_seats(qtbot, settings):
    from tests.ui.conftest import make_window
    from tests.ui.test_computer_players import start

    window = make_window(qtbot, settings, start=False)
    window.computers.set_speed("instant")
    match = start(window, "random", "random")
    qtbot.waitUntil(lambda: len(match.log) >= 4, timeout=10_000)
    match.setup.seats[0].player = match.setup.seats[1].player = "person"  # stop them
    first, end = window.computers.last_turn.turn
    assert end >= 4 and end - first == 1, "one Tally turn is one action"
    window.session.mark_saved()


def test_the_lines_of_a_game_opened_from_a_file_point_as_they_did_when_played(qtbot, settings):
    from babelworks.core.match import Match
    from babelworks.registry import get_game, outcome_resolver
    from tests.ui.computer_table import computer_setup

    setup = computer_setup("rise-of-babel", ("person", "person"), seed=4)
    window = _window(qtbot, settings)
    window.session.start(Match(get_game("rise-of-babel"), setup))
    rng, resolve = Rng.from_seed(4, "moves"), outcome_resolver("rise-of-babel")
    for _ in range(25):
        state = window.session.match.state
        chance = state.current_player == CHANCE
        assert window.session.dispatch(
            resolve(state, rng) if chance else random_player(setup.game, rng).choose(state)
        )
    live = dict(window.computers.last_turn.steps)
    assert len(live) == 25 and any(live.values())
    window.session.start(Match.from_log(get_game("rise-of-babel"), setup, list(window.session.match.log)))
    worked_out = {index: window.computers.last_turn.point_at(index) for index in range(25)}
    assert worked_out == live
    assert window.view.marked(POINTED) == live[24]
    if window.tables.curtain.isVisible():  # two people: the first confirms it is them
        window.tables.curtain.button.click()
    window.findChild(QDockWidget, "dock:Game log").raise_()
    log = window.findChild(QListView, "logView")
    shown = max(live, key=lambda index: len(live[index]))
    log.scrollTo(log.model().index(shown, 0))
    qtbot.waitUntil(log.isVisible)
    centre = log.visualRect(log.model().index(shown, 0)).center()
    mouse(log.viewport(), Event.MouseMove, centre.x(), centre.y(), Button.NoButton, Button.NoButton)
    qtbot.waitUntil(lambda: window.view.marked(POINTED) == live[shown], timeout=3000)  # the mouse over it
    window.session.mark_saved()
