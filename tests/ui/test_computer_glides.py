"""A computer's moved pieces glide on the table at its speed, and its next move waits for them."""

from __future__ import annotations

import pytest

from babelworks.scene.pieces import Piece
from babelworks.ui.computer_players import GLIDES, SPEEDS
from tests.ui.computer_table import stand_in_table, start_with_computers
from tests.ui.conftest import make_window
from tests.ui.test_computer_players import start

pytestmark = pytest.mark.gl


def _draw_a_counter(window) -> list:
    """Stand in for a game's table (one that draws the scene itself): a cube that steps
    along with each move; notes, after each move, whether the table is gliding."""
    seen = []
    window.tables.table = stand_in_table(window, draws_scene=True)

    def draw():
        match = window.session.match
        window.view.set_pieces([Piece("counter", "cube", (10.0 * len(match.log), 0.0, 0.5))])
        seen.append((len(match.log), window.view.moving()))

    window.session.state_changed.connect(draw)
    draw()
    return seen


def test_a_computers_move_glides_and_a_persons_does_not(qtbot, settings):
    window = make_window(qtbot, settings, start=False)
    window.computers.set_speed("fast")
    match = start(window, "person", "random")
    seen = _draw_a_counter(window)
    window.session.dispatch({"type": "add", "amount": 1})
    qtbot.waitUntil(lambda: len(match.log) == 2, timeout=SPEEDS["fast"][0] + 3000)
    assert (1, False) in seen and (2, True) in seen
    qtbot.waitUntil(lambda: not window.view.moving(), timeout=3000)


@pytest.mark.parametrize("speed", list(SPEEDS))
def test_the_speed_sets_the_glide(qtbot, settings, speed):
    window = make_window(qtbot, settings, start=False)
    window.computers.set_speed(speed)
    start(window, "person", "random")
    with window.view.gliding():
        window.view.set_pieces([Piece("c", "cube", (0.0, 0.0, 0.5))])
        window.view.set_pieces([Piece("c", "cube", (20.0, 0.0, 0.5))])
    assert window.view.moving() == (GLIDES[speed] > 0)
    assert GLIDES["slow"] > GLIDES["normal"] > GLIDES["fast"] > GLIDES["instant"] == 0


def test_the_next_computer_move_waits_until_the_pieces_have_stopped(qtbot, settings):
    window = make_window(qtbot, settings, start=False)
    window.computers.set_speed("fast")
    match = start(window, "random", "random")
    _draw_a_counter(window)
    window.view.set_motion(5000)  # a glide far longer than the pause between moves
    qtbot.waitUntil(lambda: len(match.log) == 1, timeout=SPEEDS["fast"][0] + 3000)
    assert window.view.moving()
    qtbot.wait(SPEEDS["fast"][0] + 600)
    assert len(match.log) == 1, "the second computer waits for the first one's pieces"
    window.view.step_motion(5000)  # the glide reaches its end
    qtbot.waitUntil(lambda: len(match.log) == 2, timeout=3000)


def test_rise_of_babel_computers_carry_their_tiles_across_the_table(qtbot, settings):
    from babelworks.session import Session
    from babelworks.ui.main_window import MainWindow

    window = MainWindow(Session(None), settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    travelled = []

    def note():  # after the window's own redraw of the scene: what is gliding now
        if window.view.moving():
            before = {p.id: p.position for p in window.view.drawn_pieces()}
            after = {p.id: p.position for p in window.view.pieces()}
            travelled.extend(i for i in after if i in before and before[i] != after[i])

    window.session.state_changed.connect(note)
    match = start_with_computers(window, "rise-of-babel", ("random", "random"), seed=3, speed="fast")
    qtbot.waitUntil(lambda: any(i.startswith("rb/tile/") for i in travelled), timeout=60_000)
    match.setup.seats[0].player = match.setup.seats[1].player = "person"  # stop them
    qtbot.waitUntil(lambda: not window.view.moving(), timeout=3000)
    assert {p.id: p for p in window.view.drawn_pieces()} == {p.id: p for p in window.view.pieces()}
    window.session.mark_saved()


def test_rolling_heights_computers_carry_a_plan_from_the_market_to_the_map(qtbot, settings):
    from babelworks.scene import rolling_heights_layout as lay
    from babelworks.session import Session
    from babelworks.ui.main_window import MainWindow

    window = MainWindow(Session(None), settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    legs: dict[str, list] = {}  # plan id -> (from, to) of each of its glides

    def note():  # after the window's own redraw of the scene: which plan tiles glide, from where
        if window.view.moving():
            before = {p.id: p.position for p in window.view.drawn_pieces()}
            for p in window.view.pieces():
                if p.id.startswith("rh/plan/") and p.id in before and before[p.id] != p.position:
                    legs.setdefault(p.id, []).append((before[p.id], p.position))

    def market_to_map(plan_legs) -> bool:
        from_market = any(abs(a[1] - lay.MARKET_Y[0]) < 1 for a, _ in plan_legs)
        return from_market and any(lay.space_under(b[0], b[1]) is not None for _, b in plan_legs)

    window.session.state_changed.connect(note)
    match = start_with_computers(window, "rolling-heights", ("random", "random"), seed=3, speed="fast")
    qtbot.waitUntil(lambda: any(market_to_map(v) for v in legs.values()), timeout=60_000)
    match.setup.seats[0].player = match.setup.seats[1].player = "person"  # stop them
    qtbot.waitUntil(lambda: not window.view.moving(), timeout=3000)
    window.session.mark_saved()


def test_the_next_computer_decides_while_the_last_move_is_still_gliding(qtbot, settings):
    window = make_window(qtbot, settings, start=False)
    window.computers.set_speed("fast")
    decided = []
    window.computers.turns.decided.connect(lambda ticket, action, waited: decided.append(ticket[2]))
    match = start(window, "random", "random")
    _draw_a_counter(window)
    window.view.set_motion(5000)  # a glide far longer than a Random decision
    qtbot.waitUntil(lambda: len(match.log) == 1, timeout=SPEEDS["fast"][0] + 3000)
    qtbot.waitUntil(lambda: 1 in decided, timeout=3000)
    assert window.view.moving(), "the second computer's move was decided during the first one's glide"
    window.view.step_motion(5000)
    qtbot.waitUntil(lambda: len(match.log) == 2, timeout=3000)
