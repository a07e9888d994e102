"""Help > Suggest a move, in every game: the Hard player's move for the person's seat, lit and explained.

At three positions of a seeded game per title (a person at seat 0, a computer at seat 1)
the hint is asked through the window's own action and its worker thread, and checked:
the move lit is legal; it is the choice of the Hard player made as the table makes its
computers (``make_player("hard", ..., decision_seed(setup, step))``); a twin state that
differs only in what seat 0 cannot see gives the very same advice (the bots' twins
check); the table shows gold beacons named after the move; the words read as the
rulebook's; the game log notes the hint. Searches use the Hard budget cut to a few
iterations (the app's hint uses the real one).
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import replace

import pytest
from PySide6.QtWidgets import QListView

from babelworks.bots.advice import advise
from babelworks.bots.players import make_player
from babelworks.bots.random_bot import RandomBot
from babelworks.bots.turns import decision_seed
from babelworks.core.hashing import state_hash
from babelworks.core.match import Match
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.core.savefile import match_from_bytes, match_to_dict
from babelworks.registry import ENTRIES, bot_tuning, get_game
from babelworks.session import Session
from babelworks.ui import overlays
from babelworks.ui.beacons import BEACON
from tests.test_words import leaks
from tests.ui.computer_table import computer_setup

#: action counts after which the three positions are taken (the next turn of seat 0)
AFTER = (0, 14, 40)
ITERATIONS = 10  # the Hard budget's iterations in these tests


def small_tuning(game_id: str):
    """The game's own knowledge with the Hard budget cut to a few iterations."""
    tuning = bot_tuning(game_id)
    hard = replace(tuning.budgets["hard"], iterations=ITERATIONS)
    return replace(tuning, budgets={**tuning.budgets, "hard": hard})


def positions(game_id: str, setup) -> list[list]:
    """Logs ending where seat 0 is to act, one at or after each of :data:`AFTER`."""
    game = get_game(game_id)
    state = game.new_game(setup.players, setup.seed, {})
    bot, outcomes, log, found = RandomBot(Rng.from_seed(3, "bots")), Rng.from_seed(3, "outcomes"), [], []
    while len(found) < len(AFTER) and not state.is_over():
        if state.current_player == 0 and len(log) >= AFTER[len(found)]:
            found.append(list(log))
        chance = state.current_player == CHANCE
        action = game.sample_outcome(state, outcomes) if chance else bot.choose(state)
        state.apply(action)
        log.append(action)
    assert len(found) == len(AFTER), "the seeded game ended before three positions of seat 0"
    return found


@pytest.fixture
def window(qtbot, settings):
    from babelworks.ui.main_window import MainWindow

    shown = MainWindow(Session(), settings)
    qtbot.addWidget(shown)
    shown.resize(1280, 800)
    shown.show()
    qtbot.waitExposed(shown)
    yield shown
    shown.session.mark_saved()


def ask(qtbot, window):
    """Ask through the menu's action; wait for the advice lit and explained."""
    with qtbot.waitSignal(window.suggest.shown, timeout=120_000) as shown:
        window.suggest.action.trigger()
        assert window.suggest.thinking and "Thinking" in window.suggest.panel.text.text()
    assert not window.suggest.thinking
    return shown.args[0]


def words_of(rich: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", rich))


@pytest.mark.parametrize("game_id", list(ENTRIES))
def test_a_hint_is_the_hard_players_move_for_the_persons_seat(qtbot, window, game_id):
    game, setup, tuning = (
        get_game(game_id),
        computer_setup(game_id, ("person", "random")),
        small_tuning(game_id),
    )
    window.computers.set_speed("instant")
    window.suggest.tuning = tuning
    for log in positions(game_id, setup):
        window.session.start(Match.from_log(game, setup, log))
        state, step = window.session.match.state, len(log)
        assert window.tables.viewing_seat == 0 and state.current_player == 0
        assert window.suggest.button.isVisible()  # a person at their turn against a computer
        advice = ask(qtbot, window)
        assert advice.seat == 0 and advice.step == step
        assert advice.choice in state.legal_actions()
        hard = make_player("hard", game, 0, decision_seed(setup, step), tuning).choose(state.copy())
        assert advice.choice == hard
        _twins_give_the_same_advice(game, setup, state, step, tuning, advice)
        _the_table_lights_it_and_says_why(window, advice)


def _twins_give_the_same_advice(game, setup, state, step, tuning, advice) -> None:
    differing = 0
    for seed in (5, 6):
        twin = state.sample_for(0, Rng.from_seed(seed))
        differing += state_hash(twin) != state_hash(state)
        again = advise(game, setup, twin, step, tuning=tuning)
        assert again == advice, "another seat's hidden information changed the hint"
    assert differing, "the twins should differ in what seat 0 cannot see"


def _the_table_lights_it_and_says_why(window, advice) -> None:
    said = window.session.describe(advice.choice)
    beacons = [piece for piece in window.view.pieces() if piece.id.startswith(BEACON)]
    assert beacons and all(piece.name == f"Suggested: {said}" for piece in beacons)
    strip = overlays.of(window.view).hand  # the hand's cards the move uses are outlined in gold
    assert strip.lit <= {item.key for item in strip.items()}
    text = words_of(window.suggest.panel.text.text())
    assert window.suggest.panel.isVisible() and said in text
    assert leaks(text) == [], text
    for weighed in advice.weighed[1:]:  # the first is the suggested move, named once
        assert window.session.describe(weighed.action) in text
    model = window.findChild(QListView, "logView").model()
    assert model.data(model.index(model.rowCount() - 1, 0)) == "Player 1 asked for a hint"


def test_a_hint_goes_when_the_position_changes_and_is_kept_in_the_save(qtbot, window):
    game_id = "rise-of-babel"
    game, setup = get_game(game_id), computer_setup(game_id, ("person", "random"))
    window.suggest.tuning = small_tuning(game_id)
    window.computers.set_speed("slow")  # the computer's answer waits: the position holds still
    window.session.start(Match.from_log(game, setup, positions(game_id, setup)[1]))
    advice = ask(qtbot, window)
    match = window.session.match
    assert match.hints == [(advice.step, 0)]
    loaded = match_from_bytes(json.dumps(match_to_dict(match)).encode(), get_game)
    assert loaded.hints == [(advice.step, 0)] and loaded.log == match.log
    window.session.dispatch(advice.choice)
    assert not window.suggest.panel.isVisible() and window.suggest.advice is None
    assert not [piece for piece in window.view.pieces() if piece.id.startswith(BEACON)]


def test_hints_are_off_between_people_unless_allowed(qtbot, window):
    game_id = "skyscrapers"
    game, setup = get_game(game_id), computer_setup(game_id, ("person", "person"))
    window.suggest.tuning = small_tuning(game_id)
    window.session.start(Match.from_log(game, setup, []))
    window.tables.curtain.button.click()  # seat 0 confirms it is them
    refusals = []
    window.session.error.connect(refusals.append)
    assert not window.suggest.ask() and "between people" in refusals[-1]
    assert not window.suggest.button.isVisible()
    window.suggest.between_people.setChecked(True)
    assert window.suggest.button.isVisible()
    assert ask(qtbot, window).seat == 0
