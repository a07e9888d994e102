"""No secret leaves its seat while a game between people is unfinished (issue 38, item 1).

Each game is played by two people to mid-game and its replay opened every way the app
offers: File > Watch this game again, File > Watch a replay... of its save and of its
autosave, and ``babelworks replay SAVE --show``. At several positions, watched as every
seat the replay offers, no widget text and no piece name of the rendered table holds a
seat's private things, and "All hands open" stays shut. Against computers the one person's
own things may show, never a computer's. Once the game is over the replay opens fully.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from babelworks import registry
from babelworks.core.match import Match, Seat, Setup
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.core.savefile import write_save
from babelworks.session import Autosave, Session
from babelworks.ui.replay.window import ReplayWindow
from tests.ui.privacy import private_texts, public_texts, shown, visible_texts

pytestmark = pytest.mark.gl
GAMES = ["rolling-heights", "rise-of-babel", "skyscrapers"]
MID_GAME = {"rolling-heights": 60, "rise-of-babel": 60, "skyscrapers": 24}


def played(game_id: str, players: list[str], actions: int | None, seed: int = 7) -> Match:
    """A game of ``game_id`` with seats played by ``players``, ``actions`` random moves in
    (None: to the end)."""
    game = registry.get_game(game_id)
    seats = [Seat(f"Seat {i + 1}", colour, kind) for i, (kind, colour) in enumerate(zip(players, COLOURS))]
    match = Match(game, Setup(game_id, len(seats), seed, {}, seats))
    rng, resolve = Rng.from_seed(seed, "privacy"), registry.outcome_resolver(game_id)
    bot = registry.random_player(game_id, rng)
    while not match.state.is_over() and (actions is None or len(match.log) < actions):
        state = match.state
        match.apply(resolve(state, rng) if state.current_player == CHANCE else bot.choose(state))
    return match


COLOURS = ["#e69f00", "#56b4e9"]


def every_way(qtbot, tmp_path, monkeypatch, match: Match) -> list[ReplayWindow]:
    """The replay of ``match`` opened every way the app offers, while it is on the table."""
    from babelworks.ui.main_window import MainWindow

    autosave = Autosave(tmp_path / "appdata", lookup=registry.get_game)
    autosave.start()
    settings = QSettings(str(tmp_path / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(Session(autosave), settings)
    qtbot.addWidget(window)
    window.session.start(match)
    autosave.write(window.session.match)
    save = tmp_path / "game.babelworks"
    write_save(save, match)
    windows = [window.watch_again(), window.watch_replay(str(save)), window.watch_replay(str(autosave.path))]
    windows.append(_from_the_command_line(monkeypatch, save))
    for opened in windows:
        qtbot.addWidget(opened)
    autosave.finish()
    return windows


def _from_the_command_line(monkeypatch, save) -> ReplayWindow:
    """``babelworks replay SAVE --show`` (its event loop stubbed: the test looks, then leaves)."""
    from babelworks.ui.replay import app

    opened = []

    class _App:
        def exec(self) -> int:
            opened.extend(w for w in QApplication.topLevelWidgets() if isinstance(w, ReplayWindow))
            return 0

    monkeypatch.setattr(app, "application", lambda: _App())
    monkeypatch.setattr(app, "log_to_file", lambda: None)
    monkeypatch.setattr(ReplayWindow, "deleteLater", lambda self: None)  # the test still reads it
    assert app.main(str(save)) == 0
    return next(w for w in opened if w.save_path == save and w.windowTitle().startswith("Replay"))


def leaks(replay: ReplayWindow, secret_seats: list[int]) -> list[str]:
    """The private things of ``secret_seats`` the replay shows anywhere, at several positions,
    watched as every seat it offers, with "All hands open" asked for."""
    game_id, found = replay.recorded.setup.game, []
    replay.acts.hands.trigger()  # asked for: it must stay shut
    steps = len(replay.session.timeline)
    for step in (0, steps // 3, steps - 1, steps):
        replay.go_to(step)
        for choice in range(replay.bar.watch.count()):
            replay.bar.watch.setCurrentIndex(choice)
            QApplication.processEvents()
            state = replay.session.match.state
            secrets = set().union(*(private_texts(game_id, state, seat) for seat in secret_seats))
            # a card printed alike in the watched seat's own hand may show (Skyscrapers' supports)
            mine = (
                set() if replay.viewing_seat is None else private_texts(game_id, state, replay.viewing_seat)
            )
            found += shown(secrets - mine - public_texts(game_id, state), visible_texts(replay))
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_two_people_mid_game_no_replay_shows_a_secret(qtbot, tmp_path, monkeypatch, game_id):
    match = played(game_id, ["person", "person"], MID_GAME[game_id])
    assert not match.state.is_over()
    for replay in every_way(qtbot, tmp_path, monkeypatch, match):
        replay.show()
        assert not replay.acts.hands.isEnabled()
        assert leaks(replay, [0, 1]) == [], f"{replay.windowTitle()}"
        replay.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_against_a_computer_only_the_persons_own_things_show(qtbot, tmp_path, monkeypatch, game_id):
    match = played(game_id, ["person", "random"], MID_GAME[game_id])
    for replay in every_way(qtbot, tmp_path, monkeypatch, match):
        replay.show()
        assert replay.open_seats == [0] and replay.viewing_seat == 0
        assert leaks(replay, [1]) == [], f"{replay.windowTitle()}"
        replay.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_finished_game_between_people_opens_fully(qtbot, tmp_path, game_id):
    from babelworks.ui.replay import replay_match

    match = played(game_id, ["person", "person"], None)
    assert match.state.is_over()
    replay = replay_match(match)
    qtbot.addWidget(replay)
    assert replay.acts.hands.isEnabled() and replay.open_seats == [0, 1]
    replay.acts.hands.trigger()
    replay.go_to(len(match.log) // 2)
    state, lines = (
        replay.session.match.state,
        [replay.hands.item(i).text() for i in range(replay.hands.count())],
    )
    room = registry.replay_room(game_id)
    assert lines == [f"Seat {seat + 1} — {room.private_words(state, seat)}" for seat in (0, 1)]
    assert [replay.bar.watch.itemText(i) for i in range(replay.bar.watch.count())][1:] == [
        "Watch as Seat 1",
        "Watch as Seat 2",
    ]
    replay.close()
