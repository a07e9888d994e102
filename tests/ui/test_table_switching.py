"""Leaving a game for another in the same window: the old table leaves nothing connected.

Every ordered pair of the three games: play a few moves of the first, start the
second, let Qt delete what was removed, play moves of the second; not one error.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import SIGNAL, QCoreApplication, QEvent

from babelworks import registry
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from tests.session.conftest import tally_match
from tests.ui.conftest import make_window

pytestmark = pytest.mark.gl
GAMES = list(registry.ENTRIES)


def start(window, game_id: str, seed: int = 4) -> None:
    game = registry.get_game(game_id)
    window.session.start(Match(game, Setup(game_id, 2, seed, {}, seat_defaults(2))))


def play(window, moves: int, seed: int = 1) -> None:
    """Play ``moves`` legal actions through the session (outcomes: the engine's sampler)."""
    rng = Rng.from_seed(seed, "switch")
    for _ in range(moves):
        match = window.session.match
        if match.state.is_over():
            return
        if match.state.current_player == CHANCE:
            assert window.session.dispatch(match.game.sample_outcome(match.state, rng))
        else:
            legal = match.state.legal_actions()
            assert window.session.dispatch(rng.choice(legal))
        if window.tables.curtain.isVisible():
            window.tables.curtain.button.click()


def settle() -> None:
    """Run posted events, deferred deletes included (what the event loop does next)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    QCoreApplication.processEvents()


@pytest.mark.parametrize("first, second", list(itertools.permutations(GAMES, 2)))
def test_switching_games_leaves_no_old_table_connected(qtbot, settings, first, second):
    window = make_window(qtbot, settings, start=False)
    window.games = registry.games()
    with qtbot.captureExceptions() as errors:
        start(window, first)
        play(window, 6)
        start(window, second)
        settle()
        play(window, 6, seed=2)
        settle()
        start(window, first)
        settle()
        play(window, 6, seed=3)
        settle()
    window.session.mark_saved()
    assert [str(error[1]) for error in errors] == []


def _receivers(window) -> dict[str, int]:
    """How many slots listen to each signal of the window's lasting objects."""
    listened = {}
    for owner, signals in (
        (window.session, ("state_changed()", "match_started()", "game_over()", "error(QString)")),
        (window.tables, ("viewing_seat_changed(int)",)),
        (window.view, ("piece_clicked(QString)",)),
    ):
        for signal in signals:
            listened[signal] = owner.receivers(SIGNAL(signal))
    return listened


@pytest.mark.parametrize("game_id", GAMES)
def test_a_removed_table_leaves_every_signal_as_it_found_it(qtbot, settings, game_id):
    window = make_window(qtbot, settings, start=False)
    window.session.start(tally_match())  # a game without a table of its own
    before = _receivers(window)
    start(window, game_id)
    assert _receivers(window) != before
    play(window, 4)
    window.session.start(tally_match())
    settle()
    window.session.mark_saved()
    assert _receivers(window) == before
