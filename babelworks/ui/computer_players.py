"""Computer players at the table: what the window shows of them, and what a person sets.

The computers' turns are played by :class:`babelworks.session.ComputerTurns` (the
headless turn driver of :mod:`babelworks.bots.turns`, run off the UI thread); the
undo policy of a table with computers is :meth:`Session.take_back`. This module
only shows and sets: the status bar says who is thinking, View > Computer players
sets the speed, "Skip to my turn" and "All hands open", and a decided move is
shown like a person's gesture: after a pause that lets a person follow, once the
last move's pieces have glided to their places (``TableView.set_motion``) and
while the table holds no pause for people (``table.holding()``, Rise of Babel's
round scoring waiting for Continue; ignored at instant speed). When the game
awaits a chance outcome of a computer player's turn, the table throws it exactly
as for a person (``table.play_chance()``: Rolling Heights' box; Skyscrapers'
verdict plays on its own).

The speed sets the pause before each computer move, how long its moved pieces
glide and how fast the table's animations run (``table.pace(factor)``; inf is
instant). "Skip to my turn" plays the computers instantly until a person is to act.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel, QToolButton

from babelworks.core import words
from babelworks.core.protocol import CHANCE, Action
from babelworks.i18n import translate
from babelworks.session.computer_turns import ComputerTurns, Position
from babelworks.ui.last_turn import LastTurn
from babelworks.ui.named import named

#: speed -> (pause before a computer's move in ms, animation pace: 1 is real time)
SPEEDS = {"slow": (1800, 0.5), "normal": (900, 1.0), "fast": (300, 3.0), "instant": (0, math.inf)}
#: speed -> how long a computer's moved pieces glide to their new places on the table, ms
GLIDES = {"slow": 450, "normal": 350, "fast": 200, "instant": 0}
LEVELS = {
    "random": words.translate("Computer levels", "Random"),
    "greedy": words.translate("Computer levels", "Beginner"),
    "easy": words.translate("Computer levels", "Easy"),
    "normal": words.translate("Computer levels", "Normal"),
    "hard": words.translate("Computer levels", "Hard"),
}
SETTING = "computer_players/speed"
TUTORIAL_PACE = 2.5  # times the speed's pause before a tutorial's scripted opponent move
HANDS_SETTING = "view/all_hands_open"
HOLD_POLL_MS = 250  # how often a computer's move waiting behind a table's pause looks again


def settings_flag(settings: QSettings, key: str) -> bool:
    """A remembered on/off choice (INI files give it back as text)."""
    return str(settings.value(key, False)).lower() in ("true", "1")


def speed_words() -> dict[str, tuple[str, str]]:
    """Each speed's menu entry and status tip, in the player's language (SPEEDS' order)."""
    return {
        "slow": (
            translate("Computer players", "Slow"),
            translate("Computer players", "Computer players move at slow speed"),
        ),
        "normal": (
            translate("Computer players", "Normal"),
            translate("Computer players", "Computer players move at normal speed"),
        ),
        "fast": (
            translate("Computer players", "Fast"),
            translate("Computer players", "Computer players move at fast speed"),
        ),
        "instant": (
            translate("Computer players", "Instant"),
            translate("Computer players", "Computer players move at instant speed"),
        ),
    }


class ComputerPlayers(QObject):
    """Shows the computer seats' turns at the window's table and holds their settings.

    Signals:
        status_changed(str): what the computers are doing, in words ("" when idle).
    """

    status_changed = Signal(str)

    def __init__(self, window, settings: QSettings) -> None:
        super().__init__(window)
        self.window, self.session, self.settings = window, window.session, settings
        self.turns = ComputerTurns(self.session, window.tables.chance_seat, self)
        self.speed = str(settings.value(SETTING, "normal"))
        self.speed = self.speed if self.speed in SPEEDS else "normal"
        self.skipping = False
        self.turns.thinking.connect(self._thinking)
        self.turns.decided.connect(self._decided)
        self.turns.chance_awaited.connect(self._chance)
        self.turns.person_to_act.connect(self._quiet)
        self.session.match_started.connect(self._match_started)
        self._build_controls()

    # -- following the turns -----------------------------------------------------
    def _match_started(self) -> None:
        self.skipping = False
        self._say("")  # the last game's computer is thinking no more (File > Open, New)
        self._apply_pace()

    def _thinking(self, seat: int, kind: str) -> None:
        name = self.session.match.setup.seats[seat].name
        self._say(
            translate("Computer players", "{name} ({level}) is thinking…").format(
                name=name, level=LEVELS[kind]
            )
        )

    def _quiet(self) -> None:
        """A person is to act (or the game is over): no more skipping, nothing to say."""
        self._stop_skipping()
        self._say("")

    def _decided(self, ticket: Position, action: Action, waited_s: float) -> None:
        # a tutorial's opponent is slower: the learner reads each of its steps in the bubble
        slower = TUTORIAL_PACE if self.session.coach is not None else 1.0
        pause = max(0, round(self.pause_ms() * slower - 1000 * waited_s))
        QTimer.singleShot(pause, self, lambda: self._play(ticket, action))

    def _play(self, ticket: Position, action: Action) -> None:
        if not self.turns.is_current(ticket):
            return
        table = self.window.tables.table
        if table is not None and table.holding() and self.pause_ms() > 0:
            # A pause for people to see (a round's scoring) waits for their Continue.
            QTimer.singleShot(HOLD_POLL_MS, self, lambda: self._play(ticket, action))
            return
        view = self.window.view
        if view.moving():  # the last move is still gliding onto the table
            view.motion_finished.connect(
                lambda: self._play(ticket, action), Qt.ConnectionType.SingleShotConnection
            )
            return
        with view.gliding():  # its pieces glide to their new places, as a hand moves them
            self.turns.play(ticket, action)

    def _chance(self, seat: int, computers: bool) -> None:
        """A computer's roll is thrown by the table as a person's would be."""
        table, match = self.window.tables.table, self.session.match
        if table is not None and seat >= 0 and computers:
            roller = match.setup.seats[seat]
            if roller.is_person:  # their own roll, after a computer's move: nobody is thinking
                self._quiet()
            else:
                self._say(translate("Computer players", "{name} rolls…").format(name=roller.name))
            QTimer.singleShot(self.pause_ms(), self, self._throw)
        elif table is None and computers:
            # A game with no table of its own (tests' example games): its resolver decides.
            scripted = self.session.scripted()  # a tutorial's outcome, as its script recorded it
            self.session.dispatch(
                scripted or match.game.sample_outcome(match.state, self.session.outcome_rng())
            )
        elif not computers:
            self._quiet()  # a person's roll: their turn, nobody is thinking

    def _throw(self) -> None:
        match, table = self.session.match, self.window.tables.table
        if match is None or match.state.current_player != CHANCE or table is None:
            return
        if self.turns.next_turn().computer:
            table.play_chance()

    # -- speed -------------------------------------------------------------------
    def pause_ms(self) -> int:
        """The pause before a computer's move at the current speed (none while skipping)."""
        return 0 if self.skipping else SPEEDS[self.speed][0]

    def set_speed(self, speed: str) -> None:
        """Play the computers at ``speed`` (one of SPEEDS); remembered for next time."""
        if speed not in SPEEDS:
            known = ", ".join(SPEEDS)
            raise ValueError(f"Speed '{speed}' is not one of {known}.")  # not shown: a caller's slip
        self.speed = speed
        self.settings.setValue(SETTING, speed)
        self.speed_actions[speed].setChecked(True)
        self._apply_pace()

    def _apply_pace(self) -> None:
        self.window.view.set_motion(0 if self.skipping else GLIDES[self.speed])
        table = self.window.tables.table
        if table is not None:
            table.pace(math.inf if self.skipping else SPEEDS[self.speed][1])

    def skip_to_my_turn(self) -> None:
        """Play the computers instantly until a person is to act."""
        match = self.session.match
        if not self.session.people() or match is None or match.state.is_over():
            self.session.error.emit(translate("Computer players", "There is no person's turn to skip to."))
            return
        self.skipping = True
        self._apply_pace()
        self.turns.forget()  # a move waiting out its pause is asked again, at once
        self.turns.look_again()

    def _stop_skipping(self) -> None:
        if self.skipping:
            self.skipping = False
            self._apply_pace()

    # -- controls ----------------------------------------------------------------
    def _build_controls(self) -> None:
        menu = self.window.acts.view_menu.addMenu(translate("Computer players", "&Computer players"))
        group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for speed, (name, tip) in speed_words().items():
            action = QAction(name, self, checkable=True)
            action.setStatusTip(tip)
            action.triggered.connect(lambda _=False, s=speed: self.set_speed(s))
            group.addAction(action)
            menu.addAction(action)
            self.speed_actions[speed] = action
        self.speed_actions[self.speed].setChecked(True)
        menu.addSeparator()
        self.skip_action = QAction(
            translate("Computer players", "&Skip to my turn"), self, shortcut=QKeySequence("Ctrl+T")
        )
        self.skip_action.setStatusTip(
            translate("Computer players", "Play the computer players instantly until a person is to act")
        )
        self.skip_action.triggered.connect(lambda _=False: self.skip_to_my_turn())
        menu.addAction(self.skip_action)
        self.last_turn = LastTurn(self.window, menu)  # marks what they did; shows it again
        self.hands_action = QAction(translate("Computer players", "&All hands open"), self, checkable=True)
        self.hands_action.setStatusTip(
            translate(
                "Computer players",
                "Show the private cards of whoever is to play, with no "
                "hot-seat curtain (for watching computers play)",
            )
        )
        self.hands_action.toggled.connect(self.open_hands)
        self.window.acts.view_menu.addAction(self.hands_action)
        self.hands_action.setChecked(settings_flag(self.settings, HANDS_SETTING))
        self.label = named(QLabel(), "computerStatus")
        self.skip_button = named(QToolButton(), "skipToMyTurn")
        self.skip_button.setDefaultAction(self.skip_action)
        self.window.statusBar().addPermanentWidget(self.label)
        self.window.statusBar().addPermanentWidget(self.skip_button)
        self._say("")

    def open_hands(self, shown: bool) -> None:
        """All hands open (the panels follow the seat to play, no curtain), or closed."""
        self.settings.setValue(HANDS_SETTING, shown)
        self.window.tables.open_hands(shown)

    def _say(self, text: str) -> None:
        self.label.setText(text)
        match = self.session.match
        waiting = match is not None and not match.state.is_over() and bool(text)
        self.skip_button.setVisible(waiting and bool(self.session.people()))
        self.status_changed.emit(text)
