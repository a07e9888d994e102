"""``babelworks --self-test --tutorial G``: play a game's tutorial to its last step at the window.

A window (own settings and autosave folder, computer players at instant speed) starts
the tutorial as "Learn to play" does and plays every step the way the learner would:
Continue pressed on a reading step; the step's action played through the session as the
table's gestures play it (an awaited roll thrown by the table, as the Roll button throws
it); the opponent's steps left to the computer seat, which plays the script. At each step
the table must light every target, and before the first action a move that is not the
step's is tried and must be refused with nothing changed. It passes (exit 0) when the
summary shows and "Play on from here" hands the game over (the game goes on).
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QPoint, QSettings
from PySide6.QtTest import QTest

from babelworks.core.match import Match
from babelworks.core.protocol import CHANCE
from babelworks.core.tutorial import OPPONENT
from babelworks.session import Session
from babelworks.session.autosave import Autosave
from babelworks.ui.app import application
from babelworks.ui.main_window import MainWindow
from babelworks.ui.tutorial_marks import TableMarks

STEP_TIMEOUT_S = 120.0  # a step whose roll or opponent's move has not come by then has failed


def run_tutorial(game_id: str) -> int:
    """Play ``game_id``'s tutorial to its end; 0 when every step played as scripted, else 1."""
    started = time.perf_counter()
    app = application()
    with tempfile.TemporaryDirectory(prefix="babelworks-tutorial-") as folder:
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        settings.setValue("computer_players/speed", "instant")
        autosave = Autosave(Path(folder))
        autosave.start()
        window = MainWindow(Session(autosave), settings)
        try:
            steps, problems = play_through(window, game_id)
        except Exception as failure:  # any breakage is a failed self-test, said in one line
            steps, problems = 0, [f"the tutorial broke: {failure!r}"]  # not shown
        autosave.finish()
        window.session.modified = False  # closing asks nothing
        window.close()
        window.deleteLater()
        app.processEvents()
    for problem in problems:
        print(f"self-test: {problem}")  # not shown
    verdict = "FAILED" if problems else "passed"
    seconds = time.perf_counter() - started
    print(f"self-test {verdict}: {game_id} tutorial, {steps} steps ({seconds:.1f} s)")  # not shown
    return 1 if problems else 0


def play_through(window: MainWindow, game_id: str) -> tuple[int, list[str]]:
    """Start the tutorial in ``window`` and play it to its end; (steps played, problems)."""
    window.show()
    if not QTest.qWaitForWindowExposed(window, 10_000):
        return 0, ["the window was never shown (is there a display? try xvfb-run)"]  # not shown
    tutorials = window.acts.tutorials
    if not tutorials.start(game_id):
        return 0, ["the tutorial did not start"]  # not shown
    problems = play_to(window, None)
    if tutorials.lesson is not None and not tutorials.lesson.finished:
        return tutorials.lesson.index, problems
    return _finish(window, problems)


def play_to(window: MainWindow, stop: int | None, probe: bool = True) -> list[str]:
    """Play the started tutorial's steps until step index ``stop`` is shown (None: to the
    end); the problems met (an unlit target, a move not refused, a step never done).
    ``probe``: try a move the first step does not ask for (it must be refused)."""
    tutorials = window.acts.tutorials
    problems: list[str] = []
    while tutorials.lesson is not None and not tutorials.lesson.finished:
        index = tutorials.lesson.index
        QTest.qWait(30)  # the step is shown and lit on the next turn of the event loop
        problems += [f"step {index + 1}: '{target}' is not lit" for target in tutorials.missing]  # not shown
        hidden = "a lit piece is out of sight at"  # not shown
        problems += [f"step {index + 1}: {hidden} {at}" for at in _hidden_rings(window)]  # not shown
        if index == stop:
            break
        if index == 0 and probe:
            problems += _other_move_refused(window)
        if not _play_step(window) or not _wait(lambda at=index: _moved_on(tutorials, at)):
            return problems + [f"step {index + 1} was never done"]  # not shown
    return problems


def _hidden_rings(window: MainWindow) -> list[tuple[int, int]]:
    """The lit pieces' places outside the view or under one of its panels (the hand strip,
    the turn's buttons): a learner must see what a step asks them to use."""
    view = window.view
    marks = view.findChild(TableMarks)
    hidden = []
    for x, y in [] if marks is None else marks.rings():
        at = QPoint(round(x), round(y))
        if not view.rect().contains(at) or view.childAt(at) is not None:
            hidden.append((at.x(), at.y()))
    return hidden


def _play_step(window: MainWindow) -> bool:
    """Do what the current step asks, as the learner would; False when nothing could be done."""
    tutorials, session = window.acts.tutorials, window.session
    step = tutorials.lesson.step
    if not step.plays:
        tutorials.bubble.continue_button.click()
        return True
    if step.expect == OPPONENT:
        return True  # the computer seat plays it
    table, index = window.tables.table, tutorials.lesson.index
    if _match(window).state.current_player == CHANCE and table is not None:
        # The Roll button's throw (the table throws the script's), once: a throw already
        # under way for this step is waited for, never thrown again.
        return _wait(lambda: _moved_on(tutorials, index) or table.play_chance())
    return session.dispatch(step.action)  # a kind step: its example, one of the kind


def _other_move_refused(window: MainWindow) -> list[str]:
    """A move the step does not ask for is refused in words, and nothing changes."""
    session, match = window.session, _match(window)
    step = window.acts.tutorials.lesson.step
    others = [a for a in match.state.legal_actions() if step is None or not step.accepts(a)]
    if not others:
        return []
    said: list[str] = []
    session.error.connect(said.append)
    before = (len(match.log), match.state_hash())
    played = session.dispatch(others[0])
    session.error.disconnect(said.append)
    if played or before != (len(match.log), match.state_hash()) or not said:
        return ["a move the step did not ask for was not refused"]  # not shown
    if not window.acts.tutorials.bubble.note.isVisible():
        return ["the refusal was not said in the bubble"]  # not shown
    return []


def _match(window: MainWindow) -> Match:
    """The match the window plays (the tutorial's)."""
    match = window.session.match
    assert match is not None  # a tutorial is being played
    return match


def _moved_on(tutorials, index: int) -> bool:
    lesson = tutorials.lesson
    return lesson is None or lesson.index != index


def _wait(done, timeout_s: float = STEP_TIMEOUT_S) -> bool:
    """Turn the event loop until ``done()`` is true; False on timeout."""
    deadline = time.monotonic() + timeout_s
    while not done():
        if time.monotonic() > deadline:
            return False
        QTest.qWait(20)
    return True


def _finish(window: MainWindow, problems: list[str]) -> tuple[int, list[str]]:
    """The summary shows; Play on from here hands the game over."""
    tutorials = window.acts.tutorials
    steps = len(tutorials.lesson.tutorial.steps) if tutorials.lesson else 0
    QTest.qWait(30)
    if not tutorials.bubble.play_on_button.isVisible():
        problems.append("the end of the tutorial shows no Play on from here")  # not shown
    played = len(_match(window).log)
    tutorials.bubble.play_on_button.click()
    if not _match(window).state.is_over() and not _wait(lambda: len(_match(window).log) > played):
        # the computer seat takes over
        problems.append("after Play on from here nobody played on")  # not shown
    if (
        tutorials.lesson is not None
        or window.session.coach is not None
        or _match(window).tutorial is not None
    ):
        problems.append("Play on from here did not hand the game over")  # not shown
    return steps, problems
