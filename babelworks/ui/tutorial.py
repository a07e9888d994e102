"""Learn to play: a game's tutorial taught at the window's table.

:class:`Tutorials` (one per window) starts a game's tutorial (the start page's "Learn to
play" and Help > Learn to play), follows the learner through its steps
(:class:`~babelworks.core.tutorial.Lesson`) and shows each step in a bubble on the
table (:class:`TutorialBubble`): the text, Continue where the step only asks to read,
and Leave tutorial. While it teaches it is the session's coach
(:class:`~babelworks.session.session.Coach`): every action another than the step's is
refused with a friendly sentence before it changes anything, and the opponent's moves
and the rolls are the script's. The step's targets are lit by the game's table
(:meth:`~babelworks.ui.table_api.BaseTable.light_targets`).

Progress is kept in the match (``match.tutorial``, written into saves), so a save made
during a tutorial opens as one; the session's autosave writes a tutorial to a file of
its own (``tutorial-<game>.babelworks``), never over a real game's autosave, and
"Learn to play" offers to resume it. At the end: "Play on from here" (the computer
player takes over and the game becomes a real one) or "New game".
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPoint, Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMessageBox, QPushButton, QVBoxLayout

from babelworks import registry
from babelworks.core import words
from babelworks.core.errors import ContentError, IllegalAction
from babelworks.core.protocol import Action
from babelworks.core.tutorial import Lesson, Tutorial
from babelworks.i18n import said, shown, translate
from babelworks.ui import overlays
from babelworks.ui.messages import plain
from babelworks.ui.named import named
from babelworks.ui.tutorial_marks import TableMarks

#: Where the bubble sits on the table, the first that covers no lit piece: above the
#: turn controls, else under the scoreboard (the learner's own area is bottom-left).
ANCHORS = ("bottom-right", "top-left")
WIDTH = 380
JUST_NOW_LINES = 2  # steps that passed by themselves, repeated above the next one
OFF_SCRIPT = words.translate(
    "Tutorial",
    "This game has left the lesson's script, so the lesson cannot go on from here. "
    "Play on from here, or start Learn to play again.",
)
STYLE = """
#tutorialBubble { background: #fdf6df; border: 3px solid #ffc400; border-radius: 10px; }
#tutorialBubble QLabel { color: #2b2418; }
#tutorialCount { color: #7a6a48; font-size: 12px; }
#tutorialText { font-size: 15px; }
#tutorialNote { color: #9a3412; font-weight: 600; }
#tutorialJustNow { color: #5b4d33; font-style: italic; }
"""


class TutorialBubble(QFrame):
    """The step's words on the table, with Continue and Leave tutorial (or the end's buttons)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("tutorialBubble")
        self.setStyleSheet(STYLE)
        self.setFixedWidth(WIDTH)
        self.count = named(QLabel(), "tutorialCount")
        self.text = named(QLabel(wordWrap=True), "tutorialText")
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.just_now = named(QLabel(wordWrap=True), "tutorialJustNow")  # steps that passed by
        self.just_now.setTextFormat(Qt.TextFormat.PlainText)
        self.note = named(QLabel(wordWrap=True), "tutorialNote")  # why a move was refused
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.hide()
        self.continue_button = named(QPushButton(translate("Tutorial", "Continue")), "tutorialContinue")
        self.leave_button = named(QPushButton(translate("Tutorial", "Leave tutorial")), "tutorialLeave")
        self.play_on_button = named(QPushButton(translate("Tutorial", "Play on from here")), "tutorialPlayOn")
        self.new_game_button = named(QPushButton(translate("Tutorial", "New game…")), "tutorialNewGame")
        buttons = QHBoxLayout()
        for button in (self.continue_button, self.play_on_button, self.new_game_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.leave_button)
        self.lines = QVBoxLayout(self)
        for widget in (self.count, self.just_now, self.text, self.note):
            self.lines.addWidget(widget)
        self.lines.addLayout(buttons)

    def say(self, refusal: str) -> None:
        """Why the last move was not taken, under the step's words (until the next step)."""
        self.note.setText(shown(refusal))
        self.note.show()
        self._fit()

    def show_step(self, count: str, text: str, reading: bool, just_now: list[str] | None = None) -> None:
        """A step: its number, its words; Continue only when it asks to read. ``just_now``:
        the words of steps that passed by themselves (a check, the opponent's move) too
        quickly to read, shown above."""
        self.just_now.setText(
            "\n".join(translate("Tutorial", "Just now: {line}").format(line=line) for line in just_now or [])
        )
        self.just_now.setVisible(bool(just_now))
        self.note.hide()
        self.count.setText(shown(count))
        self.text.setText(shown(text))
        self.continue_button.setVisible(reading)
        self.play_on_button.hide()
        self.new_game_button.hide()
        self.leave_button.show()
        self._fit()

    def show_end(self, title: str, summary: list[str]) -> None:
        """The end: what was learned, Play on from here and New game."""
        self.count.setText(shown(title))
        self.just_now.hide()
        self.text.setText("\n".join(f"• {shown(line)}" for line in summary))
        self.continue_button.hide()
        self.leave_button.hide()
        self.play_on_button.show()
        self.new_game_button.show()
        self._fit()

    def _fit(self) -> None:
        """As tall as its wrapped words need at its width (a plain adjustSize cut a long
        summary short)."""
        self.lines.activate()
        height = self.lines.totalHeightForWidth(WIDTH)
        self.setFixedHeight(height if height > 0 else self.sizeHint().height())


class Tutorials(QObject):
    """Starts, teaches, leaves and resumes the games' tutorials in ``window`` (a MainWindow)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window, self.session = window, window.session
        self.lesson: Lesson | None = None
        self.missing: list[str] = []  # targets the table could not light at the last step
        self._shown_last: int | None = None  # the step the bubble showed last
        self.bubble = TutorialBubble()
        self.bubble.setParent(window.view)
        self.bubble.hide()
        self.bubble.continue_button.clicked.connect(self.carry_on)
        self.bubble.leave_button.clicked.connect(self.leave)
        self.bubble.play_on_button.clicked.connect(self.play_on)
        self.bubble.new_game_button.clicked.connect(self._new_game)
        self.session.match_started.connect(self._match_started)
        self.session.changed.connect(self._changed)

    # -- starting ----------------------------------------------------------------------
    def start(self, game_id: str) -> bool:
        """Learn to play ``game_id``: resume its tutorial left unfinished (when the learner
        wants) or begin it; False when nothing started."""
        tutorial = self._tutorial(game_id)
        if tutorial is None or not self.window._may_discard():
            return False
        match = self._resumable(game_id)
        if match is None:
            try:
                match = tutorial.start(registry.get_game(game_id))
            except (IllegalAction, ContentError) as failure:
                self._cannot(
                    translate("Tutorial", "The tutorial of this game cannot start: {problem}").format(
                        problem=said(failure)
                    )
                )
                return False
        self.window.save_path = None
        self.session.start(match)
        return True

    def _tutorial(self, game_id: str) -> Tutorial | None:
        try:
            return registry.tutorial(game_id)
        except (ContentError, registry.GameUnavailable) as failure:
            self._cannot(said(failure))
            return None

    def _resumable(self, game_id: str):
        """The learner's unfinished tutorial of ``game_id`` when they choose to resume it."""
        autosave = self.session.autosave
        match = None if autosave is None else autosave.resumable_tutorial(game_id)
        if match is None:
            return None
        Btn = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self.window,
            translate("Tutorial", "Learn to play"),
            translate("Tutorial", "You left this tutorial at step {step}. Carry on from there?").format(
                step=(match.tutorial or 0) + 1
            ),
            Btn.Yes | Btn.No,
            Btn.Yes,
        )
        return match if answer == Btn.Yes else None

    def _cannot(self, why: str) -> None:
        QMessageBox.warning(self.window, translate("Tutorial", "Learn to play"), plain(why))

    # -- following the session -----------------------------------------------------------
    def _match_started(self) -> None:
        """A match began: a tutorial's (new, resumed, or a save made during one) is taught."""
        match = self.session.match
        self.lesson = None
        self.session.coach = None
        self.bubble.hide()
        if match is None or match.tutorial is None:
            return
        try:
            tutorial = registry.tutorial(match.setup.game)
        except (ContentError, registry.GameUnavailable) as failure:
            match.tutorial = None  # played on as a real game
            self.session.error.emit(
                translate(
                    "Tutorial", "This game was a tutorial, which cannot be taught now: {problem}"
                ).format(problem=said(failure))
            )
            return
        self.lesson, self._shown_last = Lesson(tutorial, match.tutorial), None
        self.lesson.follow(len(match.log))
        self.session.coach = self
        QTimer.singleShot(0, self, self.show_step)  # once the game's table is installed

    def _changed(self, change) -> None:
        lesson, match = self.lesson, self.session.match
        if lesson is None or match is None:
            return
        if change.kind == "played":
            lesson.played(change.action)
        else:
            lesson.follow(len(match.log))
        self._moved()

    def _moved(self) -> None:
        """The step changed: note it in the match (saves keep it) and show it."""
        assert self.lesson is not None and self.session.match is not None
        self.session.match.tutorial = self.lesson.index
        QTimer.singleShot(0, self, self.show_step)  # after the table has drawn the new state
        self.window.computers.turns.look_again()  # the opponent's scripted move may be next

    # -- the coach's answers ---------------------------------------------------------------
    def refusal(self, action: Action) -> str | None:
        """None when ``action`` is the step's, else the friendly sentence why not."""
        refusal = self._why_not(action)
        if (
            refusal is not None
            and self.lesson is not None
            and self.bubble.isVisible()
            and not self.lesson.finished
        ):
            self.bubble.say(refusal)  # beside the step, where the learner is looking
        return refusal

    def allows(self, action: Action) -> bool:
        """True when ``action`` is the step's; asked while a gesture is only being aimed (a
        dragged card's ghosts), so nothing is said: the refusal is for a move made."""
        return self._why_not(action) is None

    def _why_not(self, action: Action) -> str | None:
        """The lesson's sentence why ``action`` is not the step's (None: it is, or no lesson)."""
        match = self.session.match
        if self.lesson is None or match is None:
            return None
        return self.lesson.refusal(action, [seat.name for seat in match.setup.seats])

    def scripted(self) -> Action | None:
        """The script's move now: the opponent's, or the outcome of an awaited roll."""
        match = self.session.match
        return None if self.lesson is None or match is None else self.lesson.scripted(match.state)

    # -- showing ---------------------------------------------------------------------------
    def show_step(self) -> None:
        """The current step in the bubble, its targets lit on the table (or the end)."""
        lesson, table = self.lesson, self.window.tables.table
        if lesson is None:
            return
        match = self.session.match
        if match is not None and lesson.off_script(match.state):
            self._let_go(lesson)
            return
        if lesson.finished:
            self._light([])
            done = translate("Tutorial", "{title}: done").format(title=lesson.tutorial.title)
            self.bubble.show_end(done, list(lesson.tutorial.summary))
        else:
            step = lesson.step
            assert step is not None
            count = translate("Tutorial", "{title} · step {number} of {steps}").format(
                title=lesson.tutorial.title, number=lesson.index + 1, steps=len(lesson.tutorial.steps)
            )
            self.bubble.show_step(count, step.text, not step.plays, self._passed_by(lesson))
            self.missing = self._light(list(step.highlight)) if table is not None else list(step.highlight)
        self.bubble.show()
        self._keep_clear()

    def _passed_by(self, lesson: Lesson) -> list[str]:
        """The words of the steps that passed by themselves since the step shown last (the
        last :data:`JUST_NOW_LINES`), to show above this one; then this step is the last shown."""
        steps, index = lesson.tutorial.steps, lesson.index
        last = self._shown_last if self._shown_last is not None and self._shown_last <= index else index
        start = last if steps[last].by_itself else last + 1
        self._shown_last = index
        return [steps[k].text for k in range(start, index) if steps[k].by_itself][-JUST_NOW_LINES:]

    def _keep_clear(self) -> None:
        """Put the bubble where it covers no lit piece (last among the overlays of its
        corner, so the table's own stay nearest the edge)."""
        layout = overlays.of(self.window.view)
        marks = self.window.view.findChild(TableMarks)
        rings = [QPoint(round(x), round(y)) for x, y in marks.rings()] if marks is not None else []
        for anchor in ANCHORS:
            layout.forget(self.bubble)
            layout.place(self.bubble, anchor)
            if not any(self.bubble.geometry().contains(point) for point in rings):
                break
        self.bubble.raise_()

    def _let_go(self, lesson: Lesson) -> None:
        """The game has left the script (an older tutorial's save): say so, and let the
        learner play on or start again rather than refuse every move."""
        self.session.coach = None
        self._light([])
        self.bubble.show_end(lesson.tutorial.title, [OFF_SCRIPT])
        self.bubble.show()
        self._keep_clear()

    def _light(self, targets: list[str]) -> list[str]:
        table = self.window.tables.table
        return [] if table is None else table.light_targets(targets)

    # -- the learner's buttons ---------------------------------------------------------------
    def carry_on(self) -> None:
        """Continue: past a step that only asks to read."""
        if self.lesson is not None and self.lesson.carry_on():
            self._moved()
            self._keep()

    def leave(self) -> None:
        """Leave tutorial: keep the progress for later and go back to the start page."""
        self._keep()
        self._stop()
        self.session.close()
        self.window.save_path = None
        self.window.show_start_page()

    def play_on(self) -> None:
        """Play on from here: the game becomes a real one against the computer player."""
        match = self.session.match
        self._forget_kept()
        self._stop()
        if match is not None:
            match.tutorial = None
            self.window.computers.turns.look_again()  # the computer player's turn may be now

    def _new_game(self) -> None:
        match = self.session.match
        self._forget_kept()
        self._stop()
        self.window.new_game(None if match is None else match.setup.game)

    def _stop(self) -> None:
        self.lesson = None
        self.session.coach = None
        self._light([])
        self.bubble.hide()

    def _keep(self) -> None:
        """Write the tutorial's own autosave now (a Continue plays no action to save it)."""
        autosave, match = self.session.autosave, self.session.match
        if autosave is not None and match is not None and match.tutorial is not None:
            try:
                autosave.write(match)
            except OSError as failure:
                self.session.error.emit(
                    translate("Tutorial", "The tutorial could not be kept ({problem}).").format(
                        problem=failure.strerror or failure
                    )
                )

    def _forget_kept(self) -> None:
        """The tutorial is over: its kept progress goes."""
        autosave, match = self.session.autosave, self.session.match
        if autosave is not None and autosave.active and match is not None:
            autosave.tutorial_path(match.setup.game).unlink(missing_ok=True)
