"""The Rise of Babel table's panels, overlays and 3D gestures, one rule at a time (under Xvfb)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from babelworks.core.match import Match
from babelworks.core.rng import Rng
from babelworks.games.rise_of_babel import GAME
from babelworks.games.rise_of_babel.cards import CARDS as GAME_CARDS
from babelworks.ui.rise_of_babel.boards import TAB_TITLE
from tests.drag import drag_drop, send_drag
from tests.rise_of_babel_table.hands import Hands
from tests.rise_of_babel_table.player import choose

pytestmark = pytest.mark.gl


def _table(window):
    return window.tables.table


def test_models_pass_the_model_tester(qtmodeltester, rb_window):
    table = _table(rb_window)
    for model in (
        table.market.model,
        table.controls.choices,
        table.boards.discard,
        table.boards.tiles,
    ):
        qtmodeltester.check(model)


def test_clicking_a_banner_plays_the_card_and_undo_takes_it_back(qtbot, rb_window):
    hands, match = Hands(qtbot, rb_window), rb_window.session.match
    action = next(a for a in match.state.legal_actions() if a["type"] == "activate")
    hands.perform(action)
    assert match.log == [action]
    rb_window.session.undo()
    assert match.log == [] and match.state.data["turn"]["active"] is None


def test_buying_a_card_you_cannot_afford_is_refused_with_the_reason(qtbot, rb_window):
    match, table = rb_window.session.match, _table(rb_window)
    hands = Hands(qtbot, rb_window)
    before = match.state_hash()
    row = hands.find_row(table.market.model, lambda r: "card" in r)
    hands.drop_on_zone(table.controls.zones["discard"], hands.row_mime(table.market.model, row))
    assert match.log == [] and match.state_hash() == before
    assert "gold" in rb_window.statusBar().currentMessage()


def _activate_bricklayer(qtbot, rb_window) -> Hands:
    hands, match = Hands(qtbot, rb_window), rb_window.session.match
    play = match.state.legal_actions()
    action = next(
        (
            a
            for a in play
            if a["type"] == "activate"
            and "stalls_to_tower" in str(GAME_CARDS[a["card"]].banners[a["banner"]])
        ),
        None,
    )
    assert action is not None, "seed 3 deals a stalls-to-tower card in the first hand"
    hands.perform(action)
    return hands


def test_legal_tower_spaces_light_up_and_the_bonus_shows_before_the_drop(qtbot, rb_window):
    hands = _activate_bricklayer(qtbot, rb_window)
    view = rb_window.view
    mime = hands.pick_up({"stall": 0}).to_mime()  # pressed on the table and moved: picked up
    target = {"type": "stalls_to_tower", "stall": 0, "tower": "major", "space": [0, 1]}
    pos = hands.space_pixel(target)
    send_drag(view, "enter", pos, mime)
    lit = [p for p in view.pieces() if p.id.startswith("rb/light/")]
    empty = sum(1 for t in rb_window.session.match.state.data["towers"] for c in t["cells"] if c[2] is None)
    assert len(lit) == empty
    send_drag(view, "move", pos, mime)
    assert rb_window.statusBar().currentMessage().startswith("Drop here")
    drag_drop(view, pos, mime)
    assert rb_window.session.match.log[-1] == target
    assert not [p for p in view.pieces() if p.id.startswith("rb/light/")]


def test_a_drop_no_step_allows_is_refused_and_nothing_changes(qtbot, rb_window):
    hands, match = Hands(qtbot, rb_window), rb_window.session.match
    mime = hands.pick_up({"stall": 1}).to_mime()  # your tiles can always be picked up
    pos = hands.space_pixel({"tower": "major", "space": [2, 2]})
    before = match.state_hash()
    drag_drop(rb_window.view, pos, mime)
    assert match.log == [] and match.state_hash() == before
    assert rb_window.statusBar().currentMessage()


def _log_to_round_end(seed: int) -> list[dict]:
    state, rng, log = GAME.new_game(2, seed), Rng.from_seed(seed, "test-player"), []
    while state.data["round"] == 1:
        action = choose(state, rng)
        state.apply(action)
        log.append(action)
    return log


def test_the_end_of_a_round_pauses_on_the_scored_towers(qtbot, rb_window):
    log = _log_to_round_end(3)
    setup = rb_window.session.match.setup
    rb_window.session.start(Match.from_log(GAME, setup, log[:-1]))
    if rb_window.tables.curtain.isVisible():
        qtbot.mouseClick(rb_window.tables.curtain.button, Qt.MouseButton.LeftButton)
    Hands(qtbot, rb_window).perform(log[-1])
    bar = _table(rb_window).round_end.bar
    assert bar.isVisible() and "End of Round I" in bar.label.text()
    assert any(p.id.startswith("rb/pattern/") for p in rb_window.view.pieces())
    buttons = _table(rb_window).controls.bar
    assert not buttons.isVisible()  # the turn's buttons step aside for the show
    assert not bar.geometry().intersects(_table(rb_window).hand.strip.geometry())
    qtbot.mouseClick(bar.button, Qt.MouseButton.LeftButton)
    assert not bar.isVisible() and buttons.isVisible()
    assert not any(p.id.startswith("rb/pattern/") for p in rb_window.view.pieces())
    assert rb_window.session.match.state.data["towers"][0]["level"] == "II"


def test_removing_the_table_takes_its_panels_away(rb_window):
    from PySide6.QtWidgets import QDockWidget

    _table(rb_window).remove()
    titles = [d.windowTitle() for d in rb_window.findChildren(QDockWidget) if not d.isHidden()]
    assert "Market" not in titles and TAB_TITLE not in titles


def test_double_click_buys_a_market_card(qtbot, rb_window):
    hands, match = Hands(qtbot, rb_window), rb_window.session.match
    gold = next(
        a
        for a in match.state.legal_actions()
        if a["type"] == "activate" and GAME_CARDS[a["card"]].banners[a["banner"]].get("gold")
    )
    while True:  # take gold from every card until something is affordable
        hands.perform(gold)
        hands.perform({"type": "finish_card"}) if match.state.data["turn"]["active"] else None
        buys = [a for a in match.state.legal_actions() if a["type"] == "buy_card" and a["from"] == "jobs"]
        if buys:
            break
        gold = next(
            a
            for a in match.state.legal_actions()
            if a["type"] == "activate" and GAME_CARDS[a["card"]].banners[a["banner"]].get("gold")
        )
    market, view = _table(rb_window).market.model, _table(rb_window).market.view
    row = hands.find_row(market, lambda r: r.get("offer") == {"from": "jobs"})
    view.scrollTo(market.index(row, 0))
    centre = view.visualRect(market.index(row, 0)).center()
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=centre
    )  # a real double-click's first half
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert match.log[-1] == {"type": "buy_card", "from": "jobs"}


def _log_to_first(seed: int, kind: str) -> list[dict]:
    """The test player's actions up to (not including) the first legal ``kind``."""
    state, rng, log = GAME.new_game(2, seed), Rng.from_seed(seed, "test-player"), []
    while not any(a["type"] == kind for a in state.legal_actions()):
        action = choose(state, rng)
        state.apply(action)
        log.append(action)
    return log


def test_a_due_confusion_tile_lights_the_spaces_and_a_click_places_it(qtbot, rb_window):
    log = _log_to_first(3, "place_confusion")
    rb_window.session.start(Match.from_log(GAME, rb_window.session.match.setup, log))
    if rb_window.tables.curtain.isVisible():
        qtbot.mouseClick(rb_window.tables.curtain.button, Qt.MouseButton.LeftButton)
    assert "confusion" in _table(rb_window).controls.prompt.text()
    lit = [p for p in rb_window.view.pieces() if p.id.startswith("rb/light/")]
    assert len(lit) == len(rb_window.session.match.state.legal_actions())
    tower, space = lit[0].extras["tower"], lit[0].extras["space"]
    pos = Hands(qtbot, rb_window).space_pixel({"tower": tower, "space": space})
    qtbot.mouseClick(rb_window.view, Qt.MouseButton.LeftButton, pos=pos)
    assert rb_window.session.match.log[-1] == {"type": "place_confusion", "tower": tower, "space": space}


def test_a_stall_tile_dropped_on_the_camp_in_3d_goes_to_the_camp(qtbot, rb_window):
    hands, match = Hands(qtbot, rb_window), rb_window.session.match
    activate = next(
        a
        for a in match.state.legal_actions()
        if a["type"] == "activate"
        and "stalls_to_camp" in GAME_CARDS[a["card"]].banners[a["banner"]].get("steps", [])
    )
    hands.perform(activate)
    seat = match.state.current_player
    camp = next(p for p in rb_window.view.pieces() if p.id == f"rb/camp/{seat}")
    x, y = rb_window.view.project(camp.position)
    mime = hands.pick_up({"stall": 0}).to_mime()
    drag_drop(rb_window.view, QPoint(round(x), round(y)), mime)
    assert match.log[-1] == {"type": "stalls_to_camp", "stall": 0}


def test_a_press_on_your_tile_picks_it_up_and_the_camera_stays(qtbot, rb_window):
    hands, view = Hands(qtbot, rb_window), rb_window.view
    before = view.camera_pose()
    assert hands.pick_up({"stall": 0}).piece == {"stall": 0}
    assert view.camera_pose() == before
    other = 1 - rb_window.session.match.state.data["current"]
    theirs = [p for p in view.pieces() if p.extras.get("owner") == other and "tile" in p.extras]
    assert theirs and all(_table(rb_window).gestures.source(p) is None for p in theirs)


def test_the_hand_strip_shows_the_cards_in_play_as_faces(rb_window):
    g = rb_window.session.match.state.data
    strip = _table(rb_window).hand.strip
    assert [item.key for item in strip.items()] == [f"card:{c}" for c in g["turn"]["play"]]
    assert all(
        not item.image.isNull() and GAME_CARDS[item.key[5:]].name in item.tip for item in strip.items()
    )
    assert strip.title == "Your cards in play"


def test_nobody_s_cards_show_under_the_curtain(qtbot, rb_window):
    hands, match = Hands(qtbot, rb_window), rb_window.session.match
    hands.perform({"type": "end_turn"})
    assert rb_window.tables.curtain.isVisible() and rb_window.viewing_seat is None
    table = _table(rb_window)
    assert table.hand.strip.items() == []
    assert not table.controls.bar.isVisible() and not table.controls.box.isVisible()
    qtbot.mouseClick(rb_window.tables.curtain.button, Qt.MouseButton.LeftButton)
    shown = [item.key[5:] for item in table.hand.strip.items()]
    assert shown == match.state.data["turn"]["play"]


def test_a_click_outside_the_banners_plays_nothing_and_says_why(qtbot, rb_window):
    hands, match = Hands(qtbot, rb_window), rb_window.session.match
    card = match.state.data["turn"]["play"][0]
    qtbot.mouseClick(hands.strip, Qt.MouseButton.LeftButton, pos=hands.card_point(card, (0.5, 0.06)))
    assert match.log == []
    assert "banner" in rb_window.statusBar().currentMessage()


def test_a_card_dragged_onto_the_table_plays_its_one_playable_banner(qtbot, rb_window):
    hands, match = Hands(qtbot, rb_window), rb_window.session.match
    legal = match.state.legal_actions()
    card = next(
        c
        for c in match.state.data["turn"]["play"]
        if len([a for a in legal if a["type"] == "activate" and a["card"] == c]) == 1
    )
    payload = hands.drag_card_from_strip(card)
    assert payload.piece == {"card": card, "pile": "play"}
    drag_drop(rb_window.view, hands.open_table_pixel(), payload.to_mime())
    assert match.log == [next(a for a in legal if a["type"] == "activate" and a["card"] == card)]


def test_refresh_stalls_lists_the_refreshes_allowed_and_a_click_plays_one(qtbot, rb_window):
    hands, match = Hands(qtbot, rb_window), rb_window.session.match
    controls = _table(rb_window).controls
    assert not controls.buttons["refresh_stalls"].isEnabled()  # no gold yet
    _gold_until(hands, match, lambda: any(a["type"] == "refresh_stalls" for a in match.state.legal_actions()))
    refresh = next(a for a in match.state.legal_actions() if a["type"] == "refresh_stalls")
    hands.perform(refresh)
    assert match.log[-1] == refresh
    assert controls.choices.asked is None


def _gold_until(hands, match, enough) -> None:
    """Play gold banners (finishing each card) until ``enough()``."""
    while not enough():
        gold = next(
            a
            for a in match.state.legal_actions()
            if a["type"] == "activate" and GAME_CARDS[a["card"]].banners[a["banner"]].get("gold")
        )
        hands.perform(gold)
        if match.state.data["turn"]["active"]:
            hands.perform({"type": "finish_card"})


def test_a_watcher_of_two_computers_sees_no_cards_and_picks_nothing_up(qtbot, rb_window):
    from tests.ui.computer_table import start_with_computers

    start_with_computers(rb_window, "rise-of-babel", ("random", "random"), seed=3, speed="slow")
    table = _table(rb_window)
    assert rb_window.viewing_seat is None
    assert table.hand.strip.items() == [] and not table.controls.box.isVisible()
    assert all(table.gestures.source(piece) is None for piece in rb_window.view.pieces())


def test_a_market_card_picked_up_on_the_table_and_dropped_on_your_area_is_bought(qtbot, rb_window):
    hands, match = Hands(qtbot, rb_window), rb_window.session.match
    _gold_until(hands, match, lambda: any(a["type"] == "buy_card" for a in match.state.legal_actions()))
    buy = next(a for a in match.state.legal_actions() if a["type"] == "buy_card" and a["from"] == "market")
    payload = hands.pick_up({"offer": {"from": "market", "slot": buy["slot"]}})
    assert payload is not None, "the market card lies on the table"
    drag_drop(rb_window.view, hands.own_area_pixel(), payload.to_mime())
    assert match.log[-1] == buy


def test_a_click_on_the_discard_pile_spot_shows_the_pile(qtbot, rb_window):
    from PySide6.QtWidgets import QDockWidget, QTabBar

    def front_tab() -> str:
        """The side bar's tab in front (its tab bar is the one holding "Market")."""
        bars = rb_window.findChildren(QTabBar)
        bar = next(b for b in bars if "Market" in [b.tabText(i) for i in range(b.count())])
        return bar.tabText(bar.currentIndex())

    rb_window.findChild(QDockWidget, "dock:Market").raise_()
    qtbot.waitUntil(lambda: front_tab() == "Market")
    qtbot.mouseClick(_table(rb_window).controls.zones["discard"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: front_tab() == TAB_TITLE)


def test_drovers_only_step_is_taken_with_the_click_that_plays_it(qtbot, rb_window):
    hands, match = Hands(qtbot, rb_window), rb_window.session.match
    seat = match.state.current_player
    drover = next(
        a
        for a in match.state.legal_actions()
        if a["type"] == "activate" and GAME_CARDS[a["card"]].name == "Drover" and a["banner"] == 0
    )
    elephant = match.state.data["seats"][seat]["elephant"]
    hands.perform(drover)  # one click on the banner
    assert [a["type"] for a in match.log] == ["activate", "advance_elephant"]
    assert match.state.data["seats"][seat]["elephant"] == elephant + 1
    assert not _table(rb_window).controls.choices_view.isVisible()  # nothing left to click
    rb_window.session.undo()  # undo takes the step back, and the step is not taken again
    assert [a["type"] for a in match.log] == ["activate"]


def test_a_greyed_turn_button_says_why_in_its_tooltip(rb_window):
    buttons, state = _table(rb_window).controls.buttons, rb_window.session.match.state
    assert not buttons["finish"].isEnabled()
    assert buttons["finish"].toolTip() == state.why_illegal({"type": "finish_card"})
    assert "no card is being resolved" in buttons["finish"].toolTip()
    assert buttons["end"].isEnabled() and buttons["end"].toolTip() == "End turn"


def _move(view, point: QPoint) -> None:
    """A mouse move with no button held, as the window system sends one."""
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    where = QPointF(point)
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        where,
        QPointF(view.mapToGlobal(point)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(view, event)


def _hover(qtbot, window, prefix: str):
    """Move the mouse (no button) over the first piece whose id starts with ``prefix``."""
    view = window.view
    for piece in view.pieces():
        if piece.id.startswith(prefix):
            x, y = view.project(piece.position)
            point = QPoint(round(x), round(y))
            if view.rect().contains(point) and view.pick(point.x(), point.y()) == piece.id:
                _move(view, point)
                return piece
    raise AssertionError(f"no {prefix} piece in sight")


def test_hovering_a_market_card_or_an_upgrade_shows_it_large(qtbot, rb_window):
    lens = _table(rb_window).lens
    card = _hover(qtbot, rb_window, "rb/market/")
    qtbot.waitUntil(lens.frame.isVisible)
    assert lens.face.isVisible() and lens.face.pixmap().height() >= 200  # the printed face, large
    assert lens.words.text() == card.name and "slot" not in card.name
    upgrade = _hover(qtbot, rb_window, "rb/upgrade/")
    qtbot.waitUntil(lambda: lens.shown == upgrade.id)
    assert "_" not in lens.words.text() and lens.face.pixmap().height() >= 100  # its word, large
    _move(rb_window.view, QPoint(2, 2))  # over the bare table: nothing enlarged
    qtbot.waitUntil(lambda: not lens.frame.isVisible())


def test_the_camera_frames_the_viewing_persons_board_and_the_towers(rb_window):
    from babelworks.scene.rise_of_babel_player import AREA_CENTRES

    view, seat = rb_window.view, rb_window.tables.viewing_seat
    x, y = view.project((*AREA_CENTRES[seat], 0.0))
    assert 0 < x < view.width() and 0 < y < view.height() * 0.8  # the board, clear of the hand
    towers = [view.project((0.0, 4.0, 0.0))]
    assert all(0 < tx < view.width() and 0 < ty < view.height() for tx, ty in towers)


def test_refresh_market_is_greyed_with_the_reason_when_it_cannot_act(rb_window):
    from PySide6.QtWidgets import QPushButton

    button = _table(rb_window).market.findChild(QPushButton, "rbRefreshMarket")
    state = rb_window.session.match.state
    allowed = state.accepts({"type": "pay_refresh_market"})
    assert button.isEnabled() == allowed
    if not allowed:  # a fresh game: no gold yet
        assert button.toolTip() == state.why_illegal({"type": "pay_refresh_market"})
    rb_window.tables.viewing_seat = None  # nobody viewing (as under the curtain): never enabled
    rb_window.tables.viewing_seat_changed.emit(-1)
    assert not button.isEnabled() and button.toolTip() == "Only on your turn."
