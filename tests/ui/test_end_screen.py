"""The end-of-game screen of every game: winner, points by the rulebook's categories, what next."""

from __future__ import annotations

import pytest

from babelworks import registry
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.session import Session
from babelworks.ui.game_pictures import random_game
from babelworks.ui.main_window import MainWindow
from tests.session.conftest import tally_match
from tests.ui.conftest import make_window

pytestmark = pytest.mark.gl
SEED = 3


def finish(window, game_id: str, seed: int = SEED) -> Match:
    """Start a seeded random game one move from its end, then play that move."""
    log = random_game(game_id, seed)
    seats = seat_defaults(2)
    seats[0].name, seats[1].name = "Anna", "Ben"
    match = Match.from_log(registry.get_game(game_id), Setup(game_id, 2, seed, {}, seats), log[:-1])
    window.session.start(match)
    if window.tables.curtain.isVisible():
        window.tables.curtain.button.click()
    assert not window.end_screen.isVisible()
    assert window.session.dispatch(log[-1])
    return match


@pytest.fixture
def game_window(qtbot, settings):
    window = MainWindow(Session(None), settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.parametrize("game_id", list(registry.ENTRIES))
def test_the_end_screen_names_the_winner_and_scores_by_category(game_window, game_id):
    match = finish(game_window, game_id)
    screen = game_window.end_screen
    assert screen.isVisible()
    winners = [match.setup.seats[i].name for i in match.game.winners(match.state)]
    assert all(name in screen.title.text() for name in winners)
    breakdown = registry.score_breakdown(game_id, match.state)
    table = screen.scores
    rows = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    assert rows == [*breakdown[0], "Total"] and len(rows) > 3
    for column in range(2):
        assert table.horizontalHeaderItem(column).text() == match.setup.seats[column].name
        for row, category in enumerate(rows[:-1]):
            assert table.item(row, column).text() == str(breakdown[column][category])
        assert table.item(len(rows) - 1, column).text() == str(match.state.scores()[column])


def test_its_buttons_export_the_city_replay_and_start_anew(game_window, monkeypatch):
    finish(game_window, "skyscrapers")
    called = []
    for method in ("export_final_city", "watch_again", "new_game"):
        monkeypatch.setattr(game_window, method, lambda method=method: called.append(method))
    screen = game_window.end_screen
    for button in (screen.export_button, screen.replay_button, screen.new_button):
        button.click()
    assert called == ["export_final_city", "watch_again", "new_game"]
    screen.close_button.click()
    assert not screen.isVisible()


def test_the_replay_button_opens_the_replay_of_the_finished_game(game_window):
    match = finish(game_window, "rolling-heights")
    game_window.end_screen.replay_button.click()
    replay = game_window.replays[-1]
    assert replay.isVisible()
    replay.close()
    assert len(match.log) > 0


def test_a_new_game_takes_the_end_screen_away(qtbot, settings):
    window = make_window(qtbot, settings, start=False)
    window.session.start(tally_match(target=1))
    window.session.dispatch({"type": "add", "amount": 1})
    assert window.end_screen.isVisible()
    assert [window.end_screen.scores.verticalHeaderItem(0).text()] == ["Total"]  # a game outside the registry
    window.session.start(tally_match())
    assert not window.end_screen.isVisible()


def test_opening_a_finished_game_shows_how_it_ended(game_window, tmp_path):
    from babelworks.core.savefile import write_save

    match = finish(game_window, "skyscrapers")
    saved = tmp_path / "finished.babelworks"
    write_save(saved, match)
    other = Setup("rise-of-babel", 2, 1, {}, seat_defaults(2))
    game_window.session.start(Match(registry.get_game("rise-of-babel"), other))
    assert not game_window.end_screen.isVisible()
    assert game_window.open_file(saved)
    assert game_window.end_screen.isVisible()
    winners = [match.setup.seats[i].name for i in match.game.winners(match.state)]
    assert all(name in game_window.end_screen.title.text() for name in winners)


@pytest.mark.parametrize("game_id", list(registry.ENTRIES))
def test_no_end_turn_button_is_offered_once_the_game_is_over(game_window, game_id):
    from PySide6.QtWidgets import QPushButton

    finish(game_window, game_id)
    end_turn = [b for b in game_window.view.findChildren(QPushButton) if "End turn" in b.text()]
    assert end_turn, "each table has an End turn button on the view"
    assert [b.objectName() for b in end_turn if b.isEnabled()] == []


def test_the_end_screen_says_how_the_game_ended_and_names_a_variant_played():
    from babelworks.core.match import Match, Setup, seat_defaults
    from babelworks.games.skyscrapers import GAME
    from babelworks.ui.end_screen import ending_words

    setup = Setup("skyscrapers", 2, 1, {"steady_hands": False, "equal_turns": True}, seat_defaults(2))
    match = Match(GAME, setup)
    match.state.data["over"], match.state.data["end_reason"] = True, "last_card"
    words = ending_words(match)
    assert "the round was finished" in words and "Equal turns: finish the round" in words
    plain = Match(GAME, Setup("skyscrapers", 2, 1, {"steady_hands": False}, seat_defaults(2)))
    assert ending_words(plain) == plain.state.phase()
