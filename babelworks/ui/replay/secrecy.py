"""Whose secrets a replay may show: none of a game between people until it is over.

A replay can be opened while its game goes on (File > Watch this game again, a
save or the autosave of an unfinished game, ``babelworks replay SAVE --show``),
by whoever sits at the computer. So until the recorded game is over the replay
shows only what the whole table sees, plus, when a single person plays against
computers, that person's own private things (never a computer's). A finished
game, or one played by computers alone, opens fully.
"""

from __future__ import annotations

from babelworks.core import words as phrases
from babelworks.core.match import Match

#: shown where the replay keeps a seat's secrets (a Phrase: shown at display)
CLOSED = phrases.translate("Replay hands", "Hands stay closed until the game is over.")


def open_seats(recorded: Match) -> list[int]:
    """The seats whose private things the replay of ``recorded`` may show, in seat order."""
    seats = recorded.setup.seats
    people = [seat for seat, who in enumerate(seats) if who.is_person]
    if recorded.state.is_over() or not people:
        return list(range(len(seats)))
    return people if len(people) == 1 else []


def all_open(recorded: Match) -> bool:
    """True when every seat's private things may be shown (the game is over, or no one's are at stake)."""
    return len(open_seats(recorded)) == len(recorded.setup.seats)
