"""Every word the window shows a player is the rulebook's, not the program's (issue 36).

The engines' own words are checked in ``tests/test_words.py``; this plays seeded
games of every title at the real table (random legal moves and the games' own
outcomes through the session, every hand open so each seat's panels show in turn)
and collects every text shown on the way: the status bar's messages and the
computers' status, and at sampled moments every visible label, button, tooltip,
tab, list and item view of the window (the log, the Moves list, the hint bubble,
the side panels, the hand strip's cards) and the 3D pieces' names; then the end
screen, and the replay viewer at a few positions. It fails on identifier-like
words (the same checker as the engines' test), printing each with where it showed.

It plays under a pseudo-translation (issue 40): a translator that wraps every line it is
asked for in ⟦ ⟧ is installed, as a real ``babelworks_<locale>.qm`` would be, and every
text shown must lie inside the brackets but for the seats' names, numbers and punctuation.
A line outside them reached the window without Qt's translators: a literal the window
wrote, or a line from the rules shown without ``babelworks.i18n.shown``.

:data:`OWNED_ELSEWHERE` names the leaks still made inside one game's own table and
scene code (issue 36 has them rewritten by their owners); the test fails when one
of them is no longer found, so that its entry goes with it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

from babelworks import registry
from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.session import Session
from babelworks.ui.main_window import MainWindow
from tests.pseudo_translation import install, reads_translated, unbracketed, untranslated
from tests.test_words import NAMES, leaks
from tests.ui.privacy import visible_texts

pytestmark = pytest.mark.gl
GAMES_PER_TITLE = 10  # the slow run's; the everyday run plays one game of each title
LOOK_EVERY = 6  # actions between two looks at the whole window
REPLAY_LOOKS = 4  # positions of the replay viewer looked at
MAX_ACTIONS = 4000
#: game id -> the kinds of leak (tests.test_words.LEAKS' words) its own code still makes
#: (none now: Skyscrapers' card ids went when its hand and scene came to show the cards)
OWNED_ELSEWHERE: dict[str, set[str]] = {}


def setup_for(game_id: str, seed: int) -> Setup:
    """A set-up of 2 to 4 people (by seed); odd seeds give the seats names of their own."""
    game = registry.get_game(game_id)
    players = game.min_players + seed % (game.max_players - game.min_players + 1)
    seats = seat_defaults(players)
    if seed % 2:
        for seat, name in zip(seats, NAMES):
            seat.name = name
    return Setup(game_id, players, seed, {}, seats)


def settle() -> None:
    for _ in range(2):
        QCoreApplication.processEvents()


class Collector:
    """Every distinct text seen, with where it was first seen."""

    def __init__(self) -> None:
        self.found: dict[str, str] = {}
        self.whole: dict[str, str] = {}  # each text before it is cut in lines (brackets span lines)

    def add(self, texts, where: str) -> None:
        for text in texts:
            self.whole.setdefault(str(text), where)
            for line in unbracketed(str(text)).splitlines():
                if line.strip():
                    self.found.setdefault(line.strip(), where)

    def bad(self) -> list[str]:
        return sorted(
            f"{where}: {text!r} -> {', '.join(leaks(text))}"
            for text, where in self.found.items()
            if leaks(text)
        )

    def untranslated(self) -> list[str]:
        return sorted(
            f"{where}: {text!r}" for text, where in self.whole.items() if not reads_translated(text, NAMES)
        )


def play_at_the_table(window: MainWindow, seed: int, seen: Collector) -> None:
    """Play the seeded game to its end, looking at the window every LOOK_EVERY actions."""
    match = window.session.match
    rng, where = Rng.from_seed(seed, "words shown"), f"{match.setup.game} seed {seed}"
    for count in range(MAX_ACTIONS):
        if match.state.is_over():
            break
        if count % LOOK_EVERY == 0:
            settle()
            seen.add(visible_texts(window), f"table, {where}, move {count}")
        state = match.state
        action = match.game.sample_outcome(state, rng) if state.current_player == CHANCE else None
        window.session.dispatch(action if action is not None else rng.choice(state.legal_actions()))
    settle()
    seen.add(visible_texts(window), f"end screen, {where}")


def look_at_the_replay(window: MainWindow, seed: int, seen: Collector) -> None:
    replay = window.watch_again()
    assert replay is not None
    steps = len(replay.session.timeline)
    for look in range(REPLAY_LOOKS + 1):
        replay.go_to(steps * look // REPLAY_LOOKS)
        settle()
        seen.add(visible_texts(replay), f"replay, {window.session.match.setup.game} seed {seed}")
    replay.close()


def words_of_title(qtbot, tmp_path, game_id: str, games: int) -> Collector:
    """The texts shown over ``games`` seeded games of ``game_id`` at the table."""
    seen = Collector()
    pseudo = install(QCoreApplication.instance())
    qtbot.addWidget(
        window := MainWindow(
            Session(None), QSettings(str(tmp_path / "words.ini"), QSettings.Format.IniFormat)
        )
    )
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.computers.hands_action.setChecked(True)  # every seat's panels show in its turn
    window.statusBar().messageChanged.connect(lambda text: seen.add([text], f"status bar, {game_id}"))
    window.computers.status_changed.connect(lambda text: seen.add([text], f"computers, {game_id}"))
    try:
        for seed in range(games):
            window.session.start(Match(registry.get_game(game_id), setup_for(game_id, seed)))
            play_at_the_table(window, seed, seen)
            look_at_the_replay(window, seed, seen)
    finally:
        QCoreApplication.removeTranslator(pseudo)
    window.session.mark_saved()
    return seen


def check_title(qtbot, tmp_path, game_id: str, games: int) -> None:
    seen = words_of_title(qtbot, tmp_path, game_id, games)
    assert len(seen.found) > 100, "the test must read the window"
    known = OWNED_ELSEWHERE.get(game_id, set())
    bad = [line for line in seen.bad() if not set(line.rsplit(" -> ", 1)[1].split(", ")) <= known]
    assert not bad, f"{len(bad)} texts leak identifiers:\n" + "\n".join(bad[:200])
    still = {kind for line in seen.bad() for kind in line.rsplit(" -> ", 1)[1].split(", ")}
    assert known <= still, f"no longer found: {sorted(known - still)} (take them out of OWNED_ELSEWHERE)"
    missed = seen.untranslated()
    assert not missed, f"{len(missed)} texts shown without a translator:\n" + "\n".join(missed[:200])


def test_the_pseudo_translator_wraps_what_it_is_asked_and_the_check_sees_through_it(qapp) -> None:
    pseudo = install(qapp)
    try:
        assert QCoreApplication.translate("Any", "a line") == "⟦a line⟧"
    finally:
        QCoreApplication.removeTranslator(pseudo)
    assert reads_translated("⟦Ann rolls ⟦an Architect⟧⟧ (3)", NAMES)
    assert not reads_translated("⟦Ann rolls⟧ an Architect", NAMES)
    assert untranslated("⟦Ann rolls⟧ an Architect") == "  an Architect"


@pytest.mark.parametrize("game_id", list(registry.ENTRIES))
def test_every_word_the_window_shows_in_a_game_is_the_rulebooks(qtbot, tmp_path, game_id: str) -> None:
    check_title(qtbot, tmp_path, game_id, 1)


@pytest.mark.sweep  # 7 minutes a title on 2 cores: `python -m pytest tests/ui/test_words_shown.py -m sweep`
@pytest.mark.parametrize("game_id", list(registry.ENTRIES))
def test_every_word_the_window_shows_in_ten_games_is_the_rulebooks(qtbot, tmp_path, game_id: str) -> None:
    check_title(qtbot, tmp_path, game_id, GAMES_PER_TITLE)
