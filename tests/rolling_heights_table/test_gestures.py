"""Drops and clicks on the Rolling Heights table: legal ones play, illegal ones say why (GL)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt

from babelworks.core.hashing import state_hash
from babelworks.core.match import Match
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.games.rolling_heights.mapgrid import space_at
from babelworks.scene import rolling_heights_layout as lay
from babelworks.ui.overlays import HintStrip
from tests.drag import drag_drop, send_drag
from tests.rolling_heights_table.gestures import GesturePlayer


@pytest.fixture
def player(rh_window, qtbot):
    table = rh_window.tables.table
    table.look_at("From above")
    return GesturePlayer(rh_window, qtbot, random.Random(3))


def _drag(player, mime, space):
    drag_drop(player.window.view, player._screen(*lay.space_centre(space), lay.BOARD_THICK_CM), mime)


def _errors(window):
    seen = []
    window.session.error.connect(seen.append)
    return seen


@pytest.mark.gl
def test_dragging_a_plan_lights_up_legal_spaces_with_a_ghost_and_cost(rh_window, player):
    model = rh_window.tables.table.markets.model()
    mime = model.mimeData([model.index_of(0, 4)])
    drops = rh_window.tables.table.drops
    start = player._screen(*lay.space_centre(0), lay.BOARD_THICK_CM)
    send_drag(rh_window.view, "enter", start, mime)
    assert drops.legal, "starting spaces light up"
    space = sorted(drops.legal)[0]
    send_drag(rh_window.view, "move", player._screen(*lay.space_centre(space), lay.BOARD_THICK_CM), mime)
    ids = {p.id for p in rh_window.view.pieces()}
    assert (
        "rh/ghost/plan" in ids and sum(i.startswith("rh/ghost/legal/") for i in ids) == len(drops.legal) - 1
    )
    assert sum(i.startswith("rh/ghost/cost/") for i in ids) == drops.legal[space]
    assert "cubes in all" in rh_window.statusBar().currentMessage()


@pytest.mark.gl
def test_a_plan_dropped_on_water_is_refused_and_nothing_changes(rh_window, player):
    state = rh_window.session.match.state
    water = next(s for s in range(96) if state.city.terrain[s] == "water")
    model = rh_window.tables.table.markets.model()
    before, errors = state_hash(state), _errors(rh_window)
    _drag(player, model.mimeData([model.index_of(0, 2)]), water)
    assert errors and "only on land" in errors[-1]
    assert state_hash(rh_window.session.match.state) == before
    assert not any(p.id.startswith("rh/ghost/") for p in rh_window.view.pieces())


@pytest.mark.gl
def test_a_level_two_tile_cannot_start_the_game(rh_window, player):
    state = rh_window.session.match.state
    model = rh_window.tables.table.markets.model()
    before, errors = state_hash(state), _errors(rh_window)
    _drag(player, model.mimeData([model.index_of(1, 0)]), 13)
    assert errors and "Not now" in errors[-1]
    assert state_hash(rh_window.session.match.state) == before


@pytest.mark.gl
def test_a_starting_plan_dropped_on_a_lit_space_is_placed_there(rh_window, player):
    model = rh_window.tables.table.markets.model()
    plan = rh_window.session.match.state.markets[0][3]["plan"]
    player.drag_plan({"type": "take_start_plan", "slot": 3}, "3d")
    tiles = rh_window.session.match.state.tiles
    placed = [s for s, t in enumerate(tiles) if t and t["plan"] == plan]
    assert len(placed) == 1
    tile = next(p for p in rh_window.view.pieces() if p.id == f"rh/plan/{plan}")
    assert tuple(tile.extras["space"]) == tuple(space_at(placed[0]))
    assert model.columnCount() == 2


@pytest.mark.gl
def test_clicking_another_players_meeple_says_whose_it_is(rh_window, player, qtbot):
    session = rh_window.session
    while session.match.state.step in ("start", "place"):
        player.drag_plan(player.choose(), "tab")
    player.roll()
    state = session.match.state
    other = 1 - state.current
    errors = _errors(rh_window)
    before = state_hash(state)
    rh_window.tables.table.look_at("From above")  # the camera framed the player's own area
    piece = next(p for p in rh_window.view.pieces() if p.id == f"rh/meeple/{other}/0")
    x, y = rh_window.view.project(piece.position)
    qtbot.mouseClick(rh_window.view, Qt.MouseButton.LeftButton, pos=QPoint(round(x), round(y)))
    assert errors and "another player" in errors[-1]
    assert state_hash(session.match.state) == before


@pytest.mark.gl
def test_a_plan_waiting_for_its_space_is_placed_by_a_click_on_a_lit_space(rh_window, player, qtbot):
    session = rh_window.session
    plan = session.match.state.markets[0][3]["plan"]
    session.dispatch({"type": "take_start_plan", "slot": 3})  # as from the Moves panel: no drop
    places = rh_window.tables.table.places
    lit = sorted(places.moves())
    assert lit, "the spaces the plan may go on light up"
    ids = {p.id for p in rh_window.view.pieces()}
    assert {f"rh/place/{s}" for s in lit} <= ids
    (hint,) = rh_window.view.findChildren(HintStrip)
    assert hint.text().startswith("Click a lit map space")
    assert not rh_window.tables.table.prompt.isVisible(), "no list of 60 spaces to choose from"
    water = next(s for s in range(96) if session.match.state.city.terrain[s] == "water")
    before = state_hash(session.match.state)
    point = player._screen(*lay.space_centre(water), lay.BOARD_THICK_CM)
    qtbot.mouseClick(rh_window.view, Qt.MouseButton.LeftButton, pos=point.toPoint())
    assert state_hash(session.match.state) == before, "a click off the lit spaces places nothing"
    player.click_space({"type": "place_plan", "space": space_at(lit[-1])})
    tiles = session.match.state.tiles
    assert tiles[lit[-1]] is not None and tiles[lit[-1]]["plan"] == plan
    assert not any(p.id.startswith("rh/place/") for p in rh_window.view.pieces())


def _telling(state, buy: dict) -> bool:
    """True when ``buy``'s spaces differ in cost and one of them gives a bonus."""
    spaces = state.preview(buy)["spaces"].values()
    return len({space["cost"] for space in spaces}) > 1 and any(space["bonus"] for space in spaces)


def _at_a_purchase(match: Match, seed: int) -> Match:
    """``match`` played on by seeded random moves (never buying) until a plan whose spaces
    differ in cost, one with a bonus, can be bought; it is bought and waits for its space."""
    moves, rng = random.Random(seed), Rng.from_seed(seed)
    while match.state.step != "place" or match.state.pending["mode"] != "buy":
        state = match.state
        if state.current_player == CHANCE:
            match.apply(match.game.sample_outcome(state, rng))
            continue
        legal = state.legal_actions()
        buys = [action for action in legal if action["type"] == "buy_plan"]
        telling = [buy for buy in buys if _telling(state, buy)]
        others = [action for action in legal if action not in buys]
        match.apply(telling[0] if telling else moves.choice(others))
    return match


@pytest.mark.gl
def test_each_lit_space_shows_what_placing_the_bought_plan_there_costs(rh_window, player):
    session = rh_window.session
    session.start(_at_a_purchase(Match(session.match.game, session.match.setup), 0))
    state, lit = session.match.state, {p.id: p for p in rh_window.view.pieces()}
    moves = rh_window.tables.table.places.moves()
    assert moves
    for space, action in moves.items():
        placed = state.copy()
        placed.apply(action)  # the test may trial-apply; the table asks the engine's preview
        cost = placed.pending["owed"] if placed.step == "pay" else 0
        bonus = placed.seat["vp"] - state.seat["vp"]
        face = lit[f"rh/place/{space}"].face
        assert face.kind == "rh_lit" and face.id == (f"{cost}+{bonus}" if bonus else str(cost))
        assert f"{cost} cube" in lit[f"rh/place/{space}"].name
    session.mark_saved()
