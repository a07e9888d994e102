"""Take over from here: a new game that continues from a replayed position.

The branch is a new match with the recorded game's set-up (game, seed, options)
and its first ``step`` actions, so it replays exactly to the position; its seats
may be given to other people or to computer players (the New Game dialog's own
seat rows), which the main window lets play their seats once it opens the branch. It is written to a save of its own; the recorded
game and its file are never touched (a branch onto the original's own file is
refused).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QWidget

from babelworks.core import words as phrases
from babelworks.core.match import Match, Seat, Setup
from babelworks.core.savefile import MAX_NAME, write_save
from babelworks.i18n import translate
from babelworks.ui.new_game_dialog import SeatRow


def take_over(recorded: Match, step: int, seats: list[Seat] | None = None) -> Match:
    """A new match continuing ``recorded`` from the position after ``step`` actions.

    Args:
        recorded: the recorded game (left as it is).
        step: 0..len(recorded.log).
        seats: the branch's seats (same count); the recorded ones when None.

    Raises:
        ValueError: a step outside the game, or the wrong number of seats (its message a
            Phrase, for ``said``).
    """
    if type(step) is not int or not 0 <= step <= len(recorded.log):
        raise ValueError(
            phrases.translate("Replay take over", "Step {step} is outside the game (0..{last}).").format(
                step=step, last=len(recorded.log)
            )
        )
    seats = [Seat(s.name, s.colour, s.player) for s in (seats or recorded.setup.seats)]
    if len(seats) != recorded.setup.players:
        raise ValueError(
            phrases.translate("Replay take over", "The game has {players} seats, not {seats}.").format(
                players=recorded.setup.players, seats=len(seats)
            )
        )
    old = recorded.setup
    setup = Setup(old.game, old.players, old.seed, dict(old.options), seats)
    branch = Match.from_log(recorded.game, setup, recorded.log[:step])
    branch.notes = {move: note for move, note in recorded.notes.items() if move <= step}
    branch.hints = [(after, seat) for after, seat in recorded.hints if after <= step]
    return branch


def write_branch(branch: Match, path: str | os.PathLike, original: str | os.PathLike | None) -> Path:
    """Write the branch to ``path``, never over the recorded game's own file.

    Raises:
        ValueError: ``path`` is the original save.
        OSError: the file cannot be written.
    """
    target = Path(path)
    if original is not None and target.exists() and target.resolve() == Path(original).resolve():
        raise ValueError(
            phrases.translate(
                "Replay take over",
                "A branch gets a save of its own: choose another file than the replayed game's.",
            )
        )
    write_save(target, branch)
    return target


class SeatsDialog(QDialog):
    """Who plays each seat from here on: the New Game dialog's seat rows (name, colour,
    a person or a computer player), prefilled with the recorded seats."""

    def __init__(self, seats: list[Seat], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Replay take over", "Take over from here"))
        self.rows: list[SeatRow] = []
        form = QFormLayout(self)
        for number, seat in enumerate(seats, start=1):
            row = SeatRow(seat)
            row.setObjectName(f"takeOverSeat{number}")
            row.name_edit.setMaxLength(MAX_NAME)  # a recorded name may be longer than a new game's
            self.rows.append(row)
            form.addRow(translate("Replay take over", "Seat {number}:").format(number=number), row)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def seats(self) -> list[Seat]:
        """The seats as chosen (control characters dropped); a blank name becomes "Player N"."""
        return [
            Seat(
                _printable(row.name_edit.text())
                or translate("Replay take over", "Player {number}").format(number=number),
                row.colour,
                row.player_box.currentData(),
            )
            for number, row in enumerate(self.rows, start=1)
        ]


def _printable(text: str) -> str:
    return "".join(char for char in text if char.isprintable()).strip()
