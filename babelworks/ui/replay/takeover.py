"""Take over from here: a new game that continues from a replayed position.

The branch is a new match with the recorded game's set-up (game, seed, options)
and its first ``step`` actions, so it replays exactly to the position; its seats
may be given to other people. It is written to a save of its own; the recorded
game and its file are never touched (a branch onto the original's own file is
refused).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QWidget

from babelworks.core.match import Match, Seat, Setup
from babelworks.core.savefile import MAX_NAME, write_save


def take_over(recorded: Match, step: int, seats: list[Seat] | None = None) -> Match:
    """A new match continuing ``recorded`` from the position after ``step`` actions.

    Args:
        recorded: the recorded game (left as it is).
        step: 0..len(recorded.log).
        seats: the branch's seats (same count); the recorded ones when None.

    Raises:
        ValueError: a step outside the game, or the wrong number of seats.
    """
    if type(step) is not int or not 0 <= step <= len(recorded.log):
        raise ValueError(f"Step {step} is outside the game (0..{len(recorded.log)}).")
    seats = [Seat(s.name, s.colour) for s in (seats or recorded.setup.seats)]
    if len(seats) != recorded.setup.players:
        raise ValueError(f"The game has {recorded.setup.players} seats, not {len(seats)}.")
    old = recorded.setup
    setup = Setup(old.game, old.players, old.seed, dict(old.options), seats)
    branch = Match.from_log(recorded.game, setup, recorded.log[:step])
    branch.notes = {move: note for move, note in recorded.notes.items() if move <= step}
    return branch


def write_branch(branch: Match, path: str | os.PathLike, original: str | os.PathLike | None) -> Path:
    """Write the branch to ``path``, never over the recorded game's own file.

    Raises:
        ValueError: ``path`` is the original save.
        OSError: the file cannot be written.
    """
    target = Path(path)
    if original is not None and target.exists() and target.resolve() == Path(original).resolve():
        raise ValueError("A branch gets a save of its own: choose another file than the replayed game's.")
    write_save(target, branch)
    return target


class SeatsDialog(QDialog):
    """Who plays each seat from here on: one name per seat, prefilled with the recorded ones."""

    def __init__(self, seats: list[Seat], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Take over from here")
        self.colours = [seat.colour for seat in seats]
        self.edits = []
        form = QFormLayout(self)
        for number, seat in enumerate(seats, start=1):
            edit = QLineEdit(seat.name, objectName=f"takeOverSeat{number}")
            edit.setMaxLength(MAX_NAME)
            self.edits.append(edit)
            form.addRow(f"Seat {number}:", edit)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def seats(self) -> list[Seat]:
        """The seats as entered (control characters dropped); a blank name becomes "Player N"."""
        return [
            Seat(_printable(edit.text()) or f"Player {number}", colour)
            for number, (edit, colour) in enumerate(zip(self.edits, self.colours), start=1)
        ]


def _printable(text: str) -> str:
    return "".join(char for char in text if char.isprintable()).strip()
