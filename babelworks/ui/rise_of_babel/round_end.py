"""The end of Rounds I and II, shown before the towers are cleared.

The engine scores and clears a round inside the action that fills the last
space. So that players see what scored, the table keeps the state from before
each action; when an action ends a round, the 3D view shows the full towers as
they were (the last tile put where it went) with every player's patterns
highlighted, and a bar over the bottom of the view names the points (the turn's
buttons step aside meanwhile). The turn resumes when the player presses Continue.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from babelworks.core import words
from babelworks.core.words import listed
from babelworks.games.rise_of_babel import views
from babelworks.i18n import translate
from babelworks.scene.colours import linear_rgba
from babelworks.scene.rise_of_babel import named_for_seats, tower_pieces
from babelworks.scene.rise_of_babel_patterns import pattern_pieces
from babelworks.ui.named import named
from babelworks.ui.rise_of_babel.common import game_data

ROMAN = {1: "I", 2: "II", 3: "III"}


class RoundEndBar(QFrame):
    """The bar that shows a round's scoring, with its words and its Continue button."""

    label: QLabel
    button: QPushButton


BAR_PX = 640  # the bar's widest (narrower on a narrow view)


class RoundEndShow:
    """Watches the session; on a round's end, pauses on the scored towers.

    Args:
        context: the table's context.
        pausing: told True while the show is up and False when it ends (the table's
            turn buttons step aside meanwhile).
    """

    def __init__(self, context, pausing: Callable[[bool], None]) -> None:
        self.context = context
        self.pausing = pausing
        self._before = None  # the state before the last action (a copy)
        self._log_length = 0
        self.bar = self._make_bar(context)
        context.connect(context.session.state_changed, self._changed)
        self._remember()

    def _make_bar(self, context) -> RoundEndBar:
        bar = context.add_overlay(named(RoundEndBar(), "rbRoundEnd"), "bottom")
        bar.setStyleSheet(
            "#rbRoundEnd { background: rgba(25, 25, 35, 220); border-radius: 8px; }"
            " QLabel { color: white; font-size: 13px; }"
        )
        bar.label = named(QLabel(wordWrap=True), "rbRoundEndText")
        bar.button = named(QPushButton(translate("Rise of Babel table", "Continue")), "rbRoundEndContinue")
        bar.button.clicked.connect(self.resume)
        layout = QHBoxLayout(bar)
        layout.addWidget(bar.label, 1)
        layout.addWidget(bar.button)
        bar.hide()
        return bar

    def _remember(self) -> None:
        g = game_data(self.context)
        match = self.context.session.match
        self._before = None if g is None else match.state.copy()
        self._log_length = 0 if match is None else len(match.log)

    def _changed(self) -> None:
        before, length = self._before, self._log_length
        self._remember()
        self._end()
        g, match = game_data(self.context), self.context.session.match
        if g is None or before is None or len(match.log) != length + 1:
            return  # a new game, an undo or a redo: nothing was just scored
        if views.round_number(match.state) > views.round_number(before):
            self.show(before, match.log[-1])

    def show(self, before, action: dict) -> None:
        """Pause on the full towers of the round just scored, patterns highlighted
        (the engine says how ``action``, played from ``before``, left them scored)."""
        towers, patterns = before.round_scoring(action)
        seats = self.context.session.match.setup.seats
        colours = [linear_rgba(seat.colour) for seat in seats]
        pieces, lines = [], []
        for seat, found in enumerate(patterns):
            for tower in towers:
                mine = [pattern for tower_id, pattern in found if tower_id == tower["id"]]
                pieces += pattern_pieces(tower, seat, mine, colours[seat])
            lines.append(_seat_line(seats[seat].name, [pattern for _, pattern in found]))
        for tower in towers:
            pieces += tower_pieces(tower, colours)
        kept = [p for p in self.context.view.pieces() if not _is_tower_piece(p)]
        self.context.view.set_pieces(kept + named_for_seats(pieces, seats))
        title = translate("Rise of Babel table", "End of Round {round} — scoring:").format(
            round=ROMAN[views.round_number(before)]
        )
        self.bar.label.setText("\n".join([title, *lines]))
        width = min(BAR_PX, self.context.view.width() - 16)
        self.bar.setFixedWidth(width)
        self.bar.setFixedHeight(max(self.bar.heightForWidth(width), 40))
        self.pausing(True)
        self.bar.show()

    def resume(self) -> None:
        """Clear the towers (show the new round's table) and go on with the turn."""
        self._end()
        match = self.context.session.match
        if match is not None:
            self.context.view.set_pieces(self.context.plain_scene())

    def _end(self) -> None:
        if self.bar.isVisible():
            self.bar.hide()
            self.pausing(False)


def _seat_line(name: str, patterns: list) -> str:
    """A seat's round points and the patterns that made them ("Ann: +5 (wood run +3, ...)")."""
    total = sum(pattern.points for pattern in patterns)
    kinds = listed(
        [
            words.translate("Rise of Babel table", "{pattern} {points:+d}").format(
                pattern=p.kind, points=p.points
            )
            for p in patterns
        ]
    )
    if not patterns:
        kinds = words.translate("Rise of Babel table", "no patterns")
    return translate("Rise of Babel table", "{player}: {total:+d} ({patterns})").format(
        player=name, total=total, patterns=kinds
    )


def _is_tower_piece(piece) -> bool:
    return piece.id.startswith(("rb/step/", "rb/space/")) or "tower" in piece.extras
