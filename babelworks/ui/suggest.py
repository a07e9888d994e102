"""Help > Suggest a move: the Hard player's move for the person to act, lit and explained.

The search is :func:`babelworks.bots.advice.advise`: the very player a Hard computer
seat would be at this position (same seed), searching from the seat's information
set only. It runs on a worker thread as computer turns do
(:mod:`babelworks.session.computer_turns`): a panel on the table says "Thinking…"
meanwhile, the answer carries the position it was asked for and is dropped (its
search told to stop) if anything changes first. The answer is lit by the game's
table (``BaseTable.show_suggestion``, gold beacons from :mod:`babelworks.ui.beacons`)
and explained in the panel: the move in the game's words, then the two or three
moves the search weighed most, each with what it gains (``BaseTable.suggestion_gains``,
from the engine's preview) and how it looked to the search.

A hint shown is noted in the match (``Session.note_hint``): the game log says
"Anna asked for a hint", and the save keeps it beside the log, never in it
(docs/bots.md, "Suggest a move"). Hints are for a person at their own turn; in a
game between two or more people they are off unless Help > Allow hints between
people is on (a setting, remembered).
"""

from __future__ import annotations

import html
import logging
import threading

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QSettings, Qt, QThreadPool, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout

from babelworks.bots.advice import Advice, Weighed, advise, outlook_words, seat_to_advise
from babelworks.bots.ismcts import SearchCancelled
from babelworks.bots.tuning import Tuning
from babelworks.core.match import Match
from babelworks.core.protocol import State
from babelworks.i18n import shown, translate
from babelworks.ui import overlays
from babelworks.ui.computer_players import settings_flag
from babelworks.ui.named import named

log = logging.getLogger(__name__)

SETTING = "hints/between_people"
KEYS = "Ctrl+Shift+H"  # not shown: a key sequence
PANEL_STYLE = (
    "#suggestion { background: rgba(20, 24, 30, 215); border-radius: 6px; }"
    " #suggestion QLabel { color: white; font-size: 13px; }"
    " #suggestion QToolButton { color: white; border: none; font-weight: bold; }"
)
PANEL_WIDTH = 430  # px: three weighed moves in two lines each at 1280x800

#: (match, state object, log length): the position a hint was asked for.
Position = tuple[Match, State, int]


def why_no_hint(match: Match | None, viewing_seat: int | None, between_people: bool) -> str:
    """Why no move can be suggested now, in words ("" when one can)."""
    if match is None:
        return translate("Suggest a move", "There is no game to suggest a move in.")
    seat = seat_to_advise(match.state)
    if seat is None and match.state.is_over():
        return translate("Suggest a move", "The game is over.")
    if seat is None:
        return translate("Suggest a move", "A move can be suggested once the awaited roll or check is done.")
    seats = match.setup.seats
    if not seats[seat].is_person or viewing_seat != seat:
        return translate(
            "Suggest a move", "A move is suggested to the person whose turn it is, at their own turn."
        )
    if sum(s.is_person for s in seats) > 1 and not between_people:
        return translate(
            "Suggest a move", "Hints are off in games between people (Help > Allow hints between people)."
        )
    return ""


class _Search(QRunnable):
    """One hint's search on a pool thread; the advice (or failure) goes back by a queued signal."""

    def __init__(self, relay: Suggest, position: Position, cancel: threading.Event, tuning) -> None:
        super().__init__()
        self.relay, self.position, self.cancel, self.tuning = relay, position, cancel, tuning
        match = position[0]
        self.game, self.setup, self.state = match.game, match.setup, position[1].copy()

    def run(self) -> None:
        """Search, then hand the advice to the UI thread (nothing when cancelled)."""
        answer: object
        try:
            answer = advise(
                self.game, self.setup, self.state, self.position[2], self.cancel.is_set, self.tuning
            )
        except SearchCancelled:
            return
        except Exception as failure:  # a bug in the search must not take the window down
            log.exception("The suggestion's search failed")
            answer = failure
        try:
            self.relay.answered.emit(self.position, answer)
        except RuntimeError:  # the window went away meanwhile
            pass


class SuggestionPanel(QFrame):
    """The explanation on the table: "Thinking…", then the move and the moves weighed."""

    def __init__(self, closed) -> None:
        super().__init__()
        named(self, "suggestion")
        self.setStyleSheet(PANEL_STYLE)
        self.setFixedWidth(PANEL_WIDTH)
        self.text = named(QLabel(), "suggestionText")
        self.text.setWordWrap(True)
        self.text.setFixedWidth(PANEL_WIDTH - 16)  # a wrapped label's height needs its width known
        self.text.setTextFormat(Qt.TextFormat.RichText)
        close = named(QToolButton(), "suggestionClose")
        close.setText("✕")
        close.setToolTip(translate("Suggest a move", "Put the suggestion away"))
        close.clicked.connect(closed)
        title = QLabel(translate("Suggest a move", "<b>Suggest a move</b>"))
        top = QHBoxLayout()
        top.addWidget(title)
        top.addStretch(1)
        top.addWidget(close)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 4, 6, 8)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addWidget(self.text)
        self.hide()

    def say(self, rich: str) -> None:
        """Show ``rich`` text (already escaped) and fit the panel to it."""
        self.text.setText(rich)
        self.adjustSize()
        self.show()
        self.raise_()


class Suggest(QObject):
    """Help > Suggest a move, its button and setting, the search and the explanation.

    Attributes:
        tuning: the advisor's game knowledge; None (the app) takes the game's declared one,
            tests give a small budget.
        advice: the suggestion on the table now (None: none).

    Signals:
        shown(object): an :class:`Advice` was lit and explained.
        answered(object, object): a worker's (position, answer); internal.
    """

    shown = Signal(object)
    answered = Signal(object, object)

    def __init__(self, window, settings: QSettings) -> None:
        super().__init__(window)
        self.window, self.session, self.settings = window, window.session, settings
        self.tuning: Tuning | None = None
        self.advice: Advice | None = None
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._position: Position | None = None  # the position being searched
        self._shown: Position | None = None  # the position the suggestion shown is for
        self._cancel = threading.Event()
        self.panel = SuggestionPanel(self.put_away)
        self.panel.setParent(window.view)
        overlays.of(window.view).place(self.panel, "top-left")  # under the scores, off the hand
        self._build_controls()
        self.answered.connect(self._answered)
        self.session.state_changed.connect(self._position_changed)
        self.session.match_started.connect(self._position_changed)
        window.tables.viewing_seat_changed.connect(lambda _seat: self._position_changed())
        app = QCoreApplication.instance()
        if app is not None:  # quitting does not wait for a hint's search to finish
            app.aboutToQuit.connect(self._forget)

    def _build_controls(self) -> None:
        acts = self.window.acts
        self.action = QAction(
            translate("Suggest a move", "Suggest a &move"), self, shortcut=QKeySequence(KEYS)
        )
        self.action.setStatusTip(
            translate("Suggest a move", "Ask the Hard computer player what it would do in your place")
        )
        self.action.triggered.connect(lambda _=False: self.ask())
        self.between_people = QAction(
            translate("Suggest a move", "Allow hints between &people"), self, checkable=True
        )
        self.between_people.setStatusTip(
            translate("Suggest a move", "Offer Suggest a move in games with two or more people")
        )
        self.between_people.setChecked(settings_flag(self.settings, SETTING))
        self.between_people.toggled.connect(self._allow_between_people)
        acts.help_menu.insertAction(acts.rules, self.action)
        acts.help_menu.insertAction(acts.rules, self.between_people)
        acts.help_menu.insertSeparator(acts.rules)
        acts.suggest = self.action
        self.button = named(QToolButton(), "suggestMove")
        self.button.setDefaultAction(self.action)
        self.window.statusBar().addPermanentWidget(self.button)
        self.button.hide()  # until a person may ask (no game yet)

    def _allow_between_people(self, allowed: bool) -> None:
        self.settings.setValue(SETTING, allowed)
        self.button.setVisible(not self._refusal())

    # -- asking ------------------------------------------------------------------
    def _refusal(self) -> str:
        """Why no move can be suggested now ("" when one can)."""
        viewing = self.window.tables.viewing_seat
        return why_no_hint(self.session.match, viewing, self.between_people.isChecked())

    @property
    def thinking(self) -> bool:
        """True while a hint's search runs."""
        return self._position is not None

    def ask(self) -> bool:
        """Suggest a move to the person to act; False (and a sentence) when none can be."""
        match, refusal = self.session.match, self._refusal()
        if refusal:
            self.session.error.emit(refusal)
            return False
        assert match is not None  # why_no_hint refuses without a match
        if self.thinking:
            return True
        self._forget()
        self._position = (match, match.state, len(match.log))
        self._cancel = threading.Event()
        name = match.setup.seats[match.state.current_player].name
        self.panel.say(
            translate("Suggest a move", "Thinking about a move for {name}…").format(name=_plain(shown(name)))
        )
        self.pool.start(_Search(self, self._position, self._cancel, self.tuning))
        return True

    def _answered(self, position: Position, answer: object) -> None:
        if not _same(position, self._position):
            return  # stale: the position changed while the search ran
        self._position, self._shown = None, position
        if not isinstance(answer, Advice):
            self.panel.hide()
            self.session.error.emit(
                translate("Suggest a move", "No move could be suggested here ({kind}).").format(
                    kind=type(answer).__name__
                )
            )
            return
        self.advice = answer
        table = self.window.tables.table
        if table is not None:
            table.show_suggestion(answer.choice)
        self.panel.say(self._explanation(answer))
        self.session.note_hint(answer.seat)
        self.shown.emit(answer)

    # -- words ---------------------------------------------------------------------
    def _explanation(self, advice: Advice) -> str:
        """The move and the moves weighed, in the game's words, as rich text."""
        move = _plain(shown(self._move_words(advice.choice)))
        lines = [translate("Suggest a move", "<b>Suggested:</b> {move}").format(move=move)]
        if advice.tries == 0:
            lines.append(translate("Suggest a move", "It is the only move allowed now."))
        else:
            lines.append(
                translate(
                    "Suggest a move", "The Hard player weighed these most ({tries} tries in all):"
                ).format(tries=advice.tries)
            )
            lines += [self._weighed_line(number, weighed) for number, weighed in enumerate(advice.weighed, 1)]
        return "<br>".join(lines)

    def _weighed_line(self, number: int, weighed: Weighed) -> str:
        """One weighed move: its words (the suggested one is named above: "this move"), what
        it gains and how it looked to the search."""
        gains = shown(self._gains(weighed.action))
        move = (
            translate("Suggest a move", "This move")
            if number == 1
            else shown(self._move_words(weighed.action))
        )
        said = (
            translate("Suggest a move", "{move} — {gains}").format(move=move, gains=gains) if gains else move
        )
        how = translate("Suggest a move", "tried {visits} times, {outlook}").format(
            visits=weighed.visits, outlook=outlook_words(weighed.value)
        )
        return f"{number}. {_plain(said)} <i>({_plain(how)})</i>"

    def _move_words(self, action) -> str:
        return self.session.describe(action)

    def _gains(self, action) -> str:
        table = self.window.tables.table
        return "" if table is None else table.suggestion_gains(action)

    # -- going away ----------------------------------------------------------------
    def _position_changed(self) -> None:
        """Anything changed: the search under way stops, the suggestion goes; the button
        shows only while a move can be suggested (the menu's item says why not)."""
        self.button.setVisible(not self._refusal())
        match, advice = self.session.match, self.advice
        if (
            match is not None
            and advice is not None
            and _same((match, match.state, len(match.log)), self._shown)
        ):
            if self.window.tables.viewing_seat == advice.seat:
                return  # the same position (a save, a refresh): the suggestion stands
        self._forget()

    def _forget(self) -> None:
        self._position, self._shown, self.advice = None, None, None
        self._cancel.set()
        self.panel.hide()

    def put_away(self) -> None:
        """Close the explanation and put the light out."""
        had = self.advice is not None
        self._forget()
        table = self.window.tables.table
        if had and table is not None:
            table.show_suggestion(None)


def _plain(text: str) -> str:
    """``text`` safe in rich text (names and words may hold < or &; quotes stay as they are)."""
    return html.escape(text, quote=False)


def _same(position: Position, other: Position | None) -> bool:
    """True when two positions are the very same one (not merely equal states)."""
    return (
        other is not None and position[0] is other[0] and position[1] is other[1] and position[2] == other[2]
    )
