"""Hot seat: while the curtain is up nothing private of any seat is visible anywhere in the
window, and after it lifts only the new player's; names and colours are the seats' own."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDockWidget

from babelworks import registry
from babelworks.core.match import Match, Seat, Setup
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from tests.ui.conftest import make_window
from tests.ui.privacy import private_texts, public_texts, shown, visible_texts

pytestmark = pytest.mark.gl
SEATS = [Seat("Alice", "#e69f00"), Seat("Bob", "#56b4e9"), Seat("Carol", "#009e73")]


def start(qtbot, settings, game_id: str, players: int = 2, seed: int = 11):
    window = make_window(qtbot, settings, start=False)
    window.resize(1400, 900)
    game = registry.get_game(game_id)
    window.session.start(Match(game, Setup(game_id, players, seed, {}, SEATS[:players])))
    assert window.tables.curtain.isVisible(), "the first person confirms it is them"
    window.tables.curtain.button.click()
    return window


def step(window, rng: Rng) -> None:
    """One action: the table's outcome (the engine's sampler) or a random legal move."""
    match = window.session.match
    if match.state.current_player == CHANCE:
        assert window.session.dispatch(match.game.sample_outcome(match.state, rng))
    else:
        assert window.session.dispatch(rng.choice(match.state.legal_actions()))


def hand_offs(window, count: int, seed: int = 5, limit: int = 3000):
    """Play until ``count`` hand-offs; yield (outgoing, incoming) with the curtain up."""
    rng, done, viewing = Rng.from_seed(seed, "hot-seat"), 0, window.viewing_seat
    for _ in range(limit):
        if window.tables.curtain.isVisible():
            yield viewing, window.tables.seat_to_play()
            window.tables.curtain.button.click()
            viewing, done = window.viewing_seat, done + 1
            if done == count:
                return
        elif window.session.match.state.is_over():
            break
        else:
            viewing = window.viewing_seat
            step(window, rng)
    raise AssertionError(f"only {done} hand-offs in {limit} actions")


@pytest.mark.parametrize(
    "game_id, players", [("rolling-heights", 3), ("rise-of-babel", 2), ("skyscrapers", 3)]
)
def test_the_curtain_hides_every_private_thing_in_the_whole_window(qtbot, settings, game_id, players):
    window = start(qtbot, settings, game_id, players)
    for outgoing, incoming in hand_offs(window, 4):
        state = window.session.match.state
        public = public_texts(game_id, state)
        secrets = private_texts(game_id, state, outgoing) | private_texts(game_id, state, incoming)
        assert secrets, "the test must look for something"
        qtbot.wait(1)  # what the event loop does before anyone looks (docks are laid out)
        assert shown(secrets - public, visible_texts(window)) == []
        assert window.viewing_seat is None
        assert window.tables.curtain.geometry().bottom() == window.rect().bottom()
        window.tables.curtain.button.click()
        qtbot.wait(1)
        others = set().union(
            *(private_texts(game_id, state, seat) for seat in range(players) if seat != incoming)
        )
        mine = private_texts(game_id, state, incoming)
        texts = visible_texts(window)
        assert shown(others - mine - public, texts) == []
        if game_id != "rise-of-babel":  # the walk sees the panels: the new player's own secrets
            assert shown(mine, texts)
        assert window.viewing_seat == incoming and not window.tables.curtain.isVisible()


def test_rolling_heights_hands_off_after_end_turn_before_the_next_roll(qtbot, settings):
    from babelworks.scene import rolling_heights_layout as lay

    window = start(qtbot, settings, "rolling-heights", 2)
    rng = Rng.from_seed(3, "rh")
    while {"type": "end_turn"} not in window.session.match.state.legal_actions():
        if window.tables.curtain.isVisible():  # the set-up round passes the computer too
            window.tables.curtain.button.click()
        step(window, rng)
    roll = window.tables.table.controls.buttons["rollButton"]
    outgoing = window.viewing_seat
    assert window.session.dispatch({"type": "end_turn"})
    qtbot.wait(1)
    state, incoming = window.session.match.state, 1 - outgoing
    assert state.current_player == CHANCE and state.current == incoming  # the roll is awaited...
    name = SEATS[incoming].name
    assert window.tables.curtain.isVisible() and name in window.tables.curtain.message.text()
    assert window.turn_label.text() == f"Turn: {name}"  # theirs to roll, not "waiting for the table"
    assert not roll.isVisible()  # ...and only the next player can press Roll, once at the computer
    window.tables.curtain.button.click()
    qtbot.wait(1)
    assert window.viewing_seat == incoming and roll.isVisible() and roll.isEnabled()
    centre, (box_x, box_y) = window.view.camera_pose().centre, lay.box_centre(incoming, 2)
    assert abs(centre[0] - box_x) < 1 and abs(centre[1] - box_y) < 8  # framing their box to roll


@pytest.mark.parametrize("game_id", list(registry.ENTRIES))
def test_panels_and_pieces_name_the_seats_never_player_n(qtbot, settings, game_id):
    window = start(qtbot, settings, game_id, 2)
    rng = Rng.from_seed(9, "names")
    for _ in range(60):
        if window.tables.curtain.isVisible():
            window.tables.curtain.button.click()
        elif not window.session.match.state.is_over():
            step(window, rng)
    qtbot.wait(1)
    texts = visible_texts(window)
    assert [text for text in texts if "Player 1" in text or "Player 2" in text] == []
    assert any("Alice" in text for text in texts) and any("Bob" in text for text in texts)


def test_skyscrapers_calls_each_seat_by_its_own_colour(qtbot, settings):
    window = start(qtbot, settings, "skyscrapers", 2)
    qtbot.wait(1)
    turn = window.tables.table.turn_label.text()
    assert turn.startswith("Alice (orange)")
    texts = " ".join(visible_texts(window))
    assert "(red)" not in texts and "(green)" not in texts and "Red:" not in texts
    window.tables.curtain.hide()
    window.tables._show_seat(1)
    window.tables.table.refresh_panels()
    assert "Cards left: Alice " in window.tables.table.turn_label.text()


def test_rise_of_babel_parts_are_named_for_the_seats_round_end_patterns_too():
    from babelworks.scene.pieces import Piece
    from babelworks.scene.rise_of_babel import named_for_seats

    seats = [Seat("Player 2", "#e69f00"), Seat("Bo", "#56b4e9")]  # a seat may be named anything
    pieces = [
        Piece("a", "cube", (0, 0, 0), name="Player 1's camp (3 tiles)"),
        Piece("b", "cube", (0, 0, 0), name="Player 2: row of three (+3)"),
        Piece("c", "cube", (0, 0, 0), name="Granary, row 1 space 2: Player 2's tar tile"),
        Piece("d", "cube", (0, 0, 0), name="wild tile"),
    ]
    assert [piece.name for piece in named_for_seats(pieces, seats)] == [
        "Player 2's camp (3 tiles)",
        "Bo: row of three (+3)",
        "Granary, row 1 space 2: Bo's tar tile",
        "wild tile",
    ]


def _on_screen(window) -> tuple:
    """The view's size and each dock in front (not a tab behind it) with its size."""
    docks = sorted(
        (dock.objectName(), dock.width(), dock.height())
        for dock in window.findChildren(QDockWidget)
        if dock.isVisible() and not dock.visibleRegion().isEmpty()
    )
    return window.view.size().toTuple(), docks


def test_the_curtain_is_opaque_and_the_side_bar_keeps_its_width(qtbot, settings):
    window = start(qtbot, settings, "rolling-heights", 2)
    qtbot.wait(1)
    layout = _on_screen(window)
    assert layout[1], "the test must look at a side bar"
    rng = Rng.from_seed(5, "hot-seat")
    while not window.tables.curtain.isVisible():
        step(window, rng)
    qtbot.wait(1)
    curtain = window.tables.curtain.geometry()
    on_the_table = QPoint(curtain.left() + curtain.width() // 4, curtain.top() + curtain.height() * 3 // 4)
    seen = window.grab().toImage().pixelColor(on_the_table)
    curtain_colour = QColor("#20242b")
    off_by = max(abs(a - b) for a, b in zip(seen.getRgb()[:3], curtain_colour.getRgb()[:3]))
    assert off_by <= 6, seen.name()  # none of the table shows through (a grab may round a colour)
    window.tables.curtain.button.click()
    qtbot.wait(1)
    assert _on_screen(window) == layout
