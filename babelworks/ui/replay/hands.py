"""All hands open in the replay: every seat's private information at once, in words.

The game panels show one seat's private information at a time (the seat watched,
or the seat to act). "All hands open" adds a read-only dock that lists, for every
seat the viewer may see (:mod:`babelworks.ui.replay.secrecy`), what only that seat
sees at the shown position, in the words of the game's replay room
(:meth:`~babelworks.ui.replay.room.ReplayRoom.private_words`), which are its
panels' own: a person reads the same card names in both.
"""

from __future__ import annotations

from PySide6.QtWidgets import QListWidget, QWidget

from babelworks.core import words as phrases
from babelworks.core.protocol import State
from babelworks.i18n import shown
from babelworks.ui.replay.room import ReplayRoom
from babelworks.ui.replay.secrecy import CLOSED

NOTHING_HIDDEN = phrases.translate("Replay hands", "This game keeps nothing hidden.")


def hands_lines(room: ReplayRoom, state: State, names: list[str], seats: list[int]) -> list[str]:
    """One line per seat of ``seats``: its name and its private information ("Ann — hand: ..."),
    in the player's language."""
    if not seats:
        return [shown(CLOSED)]
    lines = []
    for seat in seats:
        words = room.private_words(state, seat)
        if words is None:
            return [shown(NOTHING_HIDDEN)]
        lines.append(f"{names[seat]} — {shown(words)}")
    return lines


class HandsList(QListWidget):
    """The private information of the seats the viewer may see, at the shown position
    (refreshed as it moves).

    Args:
        session: the replay's position.
        room: the game's replay room.
        visible: () -> the seats whose private things may be shown now.
    """

    def __init__(self, session, room: ReplayRoom, visible, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayHands")
        self.setWordWrap(True)
        self.session, self.room, self.visible = session, room, visible
        session.state_changed.connect(self.refresh)

    def refresh(self) -> None:
        """Re-read the shown position."""
        match = self.session.match
        self.clear()
        self.addItems(hands_lines(self.room, match.state, self.session.names(), self.visible()))
