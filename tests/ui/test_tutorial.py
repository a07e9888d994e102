"""Learn to play at the table (issue 37): the self-test, refusals, saves, leaving and resuming.

``babelworks --self-test --tutorial G`` is run for every game with a tutorial, in its
own process under Xvfb. In this process: a move the step does not ask for is refused in
words and changes nothing; a save made during the tutorial opens as the tutorial at the
same step; the tutorial autosaves to a file of its own, never over a real game's
autosave; Leave tutorial goes back to the start page and Learn to play resumes there.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from babelworks import registry
from babelworks.core.savefile import read_save, write_save
from babelworks.session import Autosave, Session

ROOT = Path(__file__).resolve().parents[2]
GAMES = registry.tutorial_games()
pytestmark = pytest.mark.gl


@pytest.mark.parametrize("game_id", GAMES)
def test_the_self_test_plays_the_tutorial_to_its_end(game_id: str) -> None:
    assert os.environ.get("DISPLAY"), "GL tests need an X server (pytest-xvfb sets DISPLAY)"
    done = subprocess.run(
        [sys.executable, "-m", "babelworks", "--self-test", "--tutorial", game_id],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"self-test passed: {game_id} tutorial" in done.stdout


def test_an_unknown_tutorial_is_a_usage_error(capsys) -> None:
    from babelworks.cli import main

    assert main(["--self-test", "--tutorial", "no-such-game"]) == 2
    assert "No tutorial for 'no-such-game'" in capsys.readouterr().err


@pytest.fixture
def teaching(qtbot, settings, tmp_path):
    """A window at the start of the first tutorial, autosaving to a temp folder."""
    from babelworks.ui.main_window import MainWindow

    autosave = Autosave(tmp_path / "appdata")
    autosave.start()
    window = MainWindow(Session(autosave), settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.acts.tutorials.start(GAMES[0])
    qtbot.waitUntil(lambda: window.acts.tutorials.bubble.isVisible())
    yield window
    window.session.modified = False
    autosave.finish()


def test_a_move_the_step_does_not_ask_for_is_refused(teaching) -> None:
    session, tutorials = teaching.session, teaching.acts.tutorials
    said: list[str] = []
    session.error.connect(said.append)
    before = (len(session.match.log), session.match.state_hash())
    legal = session.match.state.legal_actions()
    assert legal and not session.dispatch(legal[0])
    assert said and said[-1] and (len(session.match.log), session.match.state_hash()) == before
    assert tutorials.bubble.note.isVisible() and tutorials.bubble.note.text() == said[-1]
    assert tutorials.bubble.continue_button.isVisible() and tutorials.lesson.index == 0
    tutorials.bubble.continue_button.click()
    assert tutorials.lesson.index == 1
    qtbot_wait_shown(tutorials)
    assert not tutorials.bubble.note.isVisible()  # the next step starts without the refusal


def qtbot_wait_shown(tutorials) -> None:
    """Let the bubble show the current step (it is shown on the next turn of the event loop)."""
    from PySide6.QtTest import QTest

    QTest.qWait(50)


def _to_first_move(window, qtbot) -> None:
    """Continue through the reading steps and play the first move the tutorial asks for."""
    tutorials = window.acts.tutorials
    while not tutorials.lesson.step.plays:
        tutorials.bubble.continue_button.click()
    assert window.session.dispatch(tutorials.lesson.step.action)


def test_a_save_made_during_the_tutorial_opens_as_the_tutorial(teaching, qtbot, tmp_path) -> None:
    _to_first_move(teaching, qtbot)
    tutorials = teaching.acts.tutorials
    step = tutorials.lesson.index
    path = tmp_path / "lesson.babelworks"
    write_save(path, teaching.session.match)
    assert read_save(path, registry.get_game).tutorial == step
    tutorials.bubble.continue_button.click()  # on: the save holds the earlier step
    teaching.session.mark_saved()
    assert teaching.open_file(path)
    qtbot.waitUntil(lambda: tutorials.bubble.isVisible())
    assert tutorials.lesson is not None and tutorials.lesson.index == step
    assert teaching.session.coach is tutorials


def test_the_tutorial_never_autosaves_over_a_real_game(teaching, qtbot) -> None:
    autosave = teaching.session.autosave
    _to_first_move(teaching, qtbot)
    assert not autosave.path.exists()
    assert autosave.tutorial_path(GAMES[0]).exists()


def test_undo_takes_the_lesson_back(teaching) -> None:
    """The learner's first move that reveals nothing, played and undone: the lesson is back at it."""
    from babelworks.core.tutorial import ACTION
    from babelworks.core.tutorial_check import walk
    from babelworks.ui.tutorial_selftest import play_to

    tutorials = teaching.acts.tutorials
    tutorial = tutorials.lesson.tutorial
    played_at = next(
        moment.index
        for moment in walk(tutorial, registry.get_game(GAMES[0]))
        if moment.step.expect == ACTION
        and moment.state.current_player == tutorial.learner
        and not moment.state.reveals(moment.step.action)
    )
    assert play_to(teaching, played_at, probe=False) == []
    assert teaching.session.dispatch(tutorials.lesson.step.action)
    assert tutorials.lesson.index == played_at + 1
    teaching.session.take_back()
    assert tutorials.lesson.index == played_at and teaching.session.match.tutorial == played_at


def test_leave_and_resume(teaching, qtbot, monkeypatch) -> None:
    _to_first_move(teaching, qtbot)
    tutorials = teaching.acts.tutorials
    step = tutorials.lesson.index
    tutorials.bubble.leave_button.click()
    assert teaching.session.match is None and teaching.pages.currentWidget() is teaching.start_page
    assert tutorials.lesson is None and teaching.session.coach is None
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    teaching.start_page.cards[GAMES[0]].learn.click()
    qtbot.waitUntil(lambda: tutorials.bubble.isVisible())
    assert tutorials.lesson.index == step and len(teaching.session.match.log) > len(
        tutorials.lesson.tutorial.opening
    )


def test_help_offers_each_tutorial(teaching) -> None:
    from babelworks.ui.help import menu_actions

    texts = [action.text() for action in menu_actions(teaching.menuBar().actions())]
    for game_id in GAMES:
        assert f"{registry.get_game(game_id).name}…" in texts


def test_the_lit_pieces_are_ringed_and_take_no_click(teaching, qtbot) -> None:
    """A step's lit piece is ringed where it stands on the view; the ring lets every click
    and drop through to the table."""
    from PySide6.QtCore import QPoint

    from babelworks.ui.tutorial_marks import TableMarks

    tutorials = teaching.acts.tutorials
    while not any(target.startswith("piece:") for target in tutorials.lesson.step.highlight):
        tutorials.bubble.continue_button.click()
    qtbot.waitUntil(lambda: teaching.view.findChild(TableMarks) is not None)
    marks = teaching.view.findChild(TableMarks)
    qtbot.waitUntil(lambda: bool(marks.rings()))
    assert tutorials.missing == []
    for x, y in marks.rings():
        assert teaching.view.rect().contains(QPoint(round(x), round(y)))
        assert teaching.view.childAt(round(x), round(y)) is not marks
        assert not tutorials.bubble.geometry().contains(QPoint(round(x), round(y)))


def test_a_step_that_passed_by_itself_is_repeated_above_the_next(qtbot, settings, tmp_path) -> None:
    """A Skyscrapers build is checked the moment the hand lets go, so the check's step passed
    before anyone could read it (newcomer trial); the next step shows its words first."""
    from babelworks.ui.main_window import MainWindow
    from babelworks.ui.tutorial_selftest import play_to

    window = MainWindow(Session(None), settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    tutorials = window.acts.tutorials
    assert tutorials.start("skyscrapers")
    steps = tutorials.lesson.tutorial.steps
    check = next(k for k, step in enumerate(steps) if step.by_itself and step.expect != "opponent")
    assert not steps[check - 1].by_itself and not steps[check + 1].by_itself
    assert play_to(window, check + 1, probe=False) == []
    qtbot.waitUntil(lambda: tutorials.bubble.just_now.isVisible())
    assert tutorials.bubble.just_now.text() == f"Just now: {steps[check].text}"
    window.session.modified = False


def test_asking_whether_a_move_is_taught_says_nothing(teaching) -> None:
    """A dragged Skyscrapers card asks the lesson about each place it might go; that question
    put "Not yet" in the bubble while the newcomer still held the card over the right place."""
    tutorials = teaching.acts.tutorials
    other = teaching.session.match.state.legal_actions()[0]
    assert not tutorials.allows(other)
    qtbot_wait_shown(tutorials)
    assert not tutorials.bubble.note.isVisible()
    assert tutorials.refusal(other) and tutorials.bubble.note.isVisible()  # a move made: said
