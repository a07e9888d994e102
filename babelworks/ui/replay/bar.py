"""The replay's controls: the timeline under the table and the move list beside it.

The timeline is a slider over every position (0 = the set-up, N = after the
N-th action) with buttons for a step, a turn and a round either way, play and
pause at a chosen speed, and a "watch as" choice. The move list names every
action in the game's words, bookmarks starred with their notes; clicking a move
shows the position after it. Neither widget takes keyboard focus: the window
reads the arrow keys (see :mod:`babelworks.ui.replay.window`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from babelworks.core import words as phrases
from babelworks.i18n import shown, translate
from babelworks.ui.named import named
from babelworks.ui.replay.secrecy import CLOSED
from babelworks.ui.replay.tables import FOLLOW

#: playback speeds: label -> milliseconds per action
SPEEDS = {"½×": 1600, "1×": 800, "2×": 400, "4×": 200, "8×": 100, "32×": 25}
DEFAULT_SPEED = "2×"
NO_FOCUS = Qt.FocusPolicy.NoFocus
# glyphs every bundled font draws; Phrases, shown at display (the window compares the shown one)
PLAY, PAUSE = phrases.translate("Replay timeline", "▶ Play"), phrases.translate("Replay timeline", "❚❚ Pause")
MOVES_MIN_WIDTH = 300  # px: room for a move in words beside the game's own panels

#: button name -> (label, tooltip), shown when the bar is made; the window connects each to its move
BUTTONS = {
    "start": ("|◀◀", phrases.translate("Replay timeline", "The set-up (Home)")),
    "round_back": (
        phrases.translate("Replay timeline", "«R"),
        phrases.translate("Replay timeline", "The start of this round, or the round before (Ctrl+Page Up)"),
    ),
    "turn_back": (
        phrases.translate("Replay timeline", "«T"),
        phrases.translate("Replay timeline", "The start of this turn, or the turn before (Page Up)"),
    ),
    "step_back": ("◀", phrases.translate("Replay timeline", "One action back (Left)")),
    "play": (PLAY, phrases.translate("Replay timeline", "Play the game on at the chosen speed (Space)")),
    "step_forward": ("▶|", phrases.translate("Replay timeline", "One action forward (Right)")),
    "turn_forward": (
        phrases.translate("Replay timeline", "T»"),
        phrases.translate("Replay timeline", "The start of the next turn (Page Down)"),
    ),
    "round_forward": (
        phrases.translate("Replay timeline", "R»"),
        phrases.translate("Replay timeline", "The start of the next round (Ctrl+Page Down)"),
    ),
    "end": ("▶▶|", phrases.translate("Replay timeline", "The end of the game (End)")),
}


class TimelineBar(QWidget):
    """The slider, the buttons, the speed and the "watch as" choice.

    Signals:
        dragged(int): the slider was moved to a step by the viewer.
        watch_chosen(int): a seat to watch as, or FOLLOW.
    """

    dragged = Signal(int)
    watch_chosen = Signal(int)

    def __init__(
        self,
        steps: int,
        seat_names: list[str],
        watchable: list[int] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """``watchable``: the seats whose private information may be shown (None: all)."""
        super().__init__(parent)
        self.setObjectName("replayBar")
        self.slider = named(QSlider(Qt.Orientation.Horizontal), "replaySlider")
        self.slider.setRange(0, steps)
        self.slider.setFocusPolicy(NO_FOCUS)
        self.slider.setToolTip(translate("Replay timeline", "Drag to any position of the game"))
        self.slider.valueChanged.connect(self.dragged)  # the window's own moves block this echo
        self.where = named(QLabel(), "replayWhere")
        self.buttons = {name: self._button(name, *text) for name, text in BUTTONS.items()}
        self.speed = self._combo("replaySpeed", list(SPEEDS), translate("Replay timeline", "Playback speed"))
        self.speed.setCurrentText(DEFAULT_SPEED)
        self.watch = self._watch_combo(seat_names, watchable)
        self._lay_out()

    def _watch_combo(self, seat_names: list[str], watchable: list[int] | None) -> QComboBox:
        """ "Follow the seat to act" and one "Watch as" per seat the viewer may see."""
        seats = list(range(len(seat_names))) if watchable is None else watchable
        tip = translate("Replay timeline", "Whose private information (hand, secret cards) the panels show")
        combo = self._combo("replayWatch", [translate("Replay timeline", "Follow the seat to act")], tip)
        for seat in seats:
            combo.addItem(translate("Replay timeline", "Watch as {name}").format(name=seat_names[seat]), seat)
        if len(seats) < len(seat_names):
            combo.setToolTip(translate("Replay timeline", "{tip}. {closed}").format(tip=tip, closed=CLOSED))
        combo.setEnabled(len(seats) > 1)
        combo.currentIndexChanged.connect(
            lambda index: self.watch_chosen.emit(FOLLOW if index == 0 else combo.itemData(index))
        )
        return combo

    def _button(self, name: str, label: str, tip: str) -> QPushButton:
        button = named(QPushButton(shown(label)), f"replay_{name}")
        button.setToolTip(shown(tip))
        button.setFocusPolicy(NO_FOCUS)
        return button

    def _combo(self, name: str, items: list[str], tip: str) -> QComboBox:
        combo = named(QComboBox(), name)
        combo.addItems(items)
        combo.setToolTip(tip)
        combo.setFocusPolicy(NO_FOCUS)
        return combo

    def _lay_out(self) -> None:
        row = QHBoxLayout()
        for button in self.buttons.values():
            row.addWidget(button)
        row.addWidget(self.speed)
        row.addStretch(1)
        row.addWidget(self.watch)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 4)
        top = QHBoxLayout()
        top.addWidget(self.slider, 1)
        top.addWidget(self.where)
        layout.addLayout(top)
        layout.addLayout(row)

    def show_step(self, step: int, text: str) -> None:
        """Put the slider at ``step`` (without echoing it back) and say where the game is."""
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        self.where.setText(text)

    def interval_ms(self) -> int:
        """Milliseconds between two actions at the chosen speed."""
        return SPEEDS[self.speed.currentText()]


class MoveList(QListWidget):
    """Every action in words; row ``i`` is the position after ``i`` actions (row 0: the set-up).

    Signals:
        chosen(int): the viewer clicked a move: show the position after it.
    """

    chosen = Signal(int)

    def __init__(self, lines: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayMoves")
        self.setFocusPolicy(NO_FOCUS)
        self.setMinimumWidth(MOVES_MIN_WIDTH)
        self.setWordWrap(True)
        self.lines = [translate("Replay timeline", "Set-up")] + [shown(line) for line in lines]
        self.addItems(self.lines)
        self.itemClicked.connect(lambda item: self.chosen.emit(self.row(item)))

    def mark(self, notes: dict[int, str], hints: Sequence[tuple[int, str]] = ()) -> None:
        """Star the bookmarked moves and show their notes; say after which moves a hint was
        asked (``hints``: (position, who asked), from ``Match.hints``)."""
        asked: dict[int, list[str]] = {}
        for row, name in hints:
            asked.setdefault(row, []).append(
                translate("Replay timeline", "{name} asked for a hint").format(name=name)
            )
        for row, line in enumerate(self.lines):
            item: QListWidgetItem = self.item(row)
            text = f"★ {line}" + (f" — {notes[row]}" if notes[row] else "") if row in notes else line
            item.setText(" · ".join([text, *asked.get(row, [])]))
            item.setToolTip(
                (notes[row] or translate("Replay timeline", "Bookmarked")) if row in notes else ""
            )

    def show_step(self, step: int) -> None:
        """Select the move that led to the position (the set-up at 0) and keep it in view."""
        self.blockSignals(True)
        self.setCurrentRow(step)
        self.blockSignals(False)
        self.scrollToItem(self.item(step))
