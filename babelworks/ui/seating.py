"""Whose private information the table shows when a seat is to play (people and computers).

The curtain comes up between two different people, and before the first person's
first turn when several people share the screen (whoever set the game up, or
resumed it, may be someone else); a computer's turn leaves the last person's view
as it was, and with one person there is never a curtain.
With only computers nobody's hidden information shows (a watcher sees the
public table) unless all hands are open.
"""

from __future__ import annotations

from collections.abc import Sequence

from babelworks.core.match import Seat

COVER = "cover"  # bring the curtain up for the seat to play


def seat_to_view(seats: Sequence[Seat], seat: int, viewing: int | None, hands_open: bool) -> int | str | None:
    """What the table shows now that ``seat`` is to play.

    Args:
        seats: the match's seats (who plays each).
        seat: the seat to play.
        viewing: the seat whose private information is shown now (None: nobody's).
        hands_open: every hand open, no curtain (the panels follow the seat to play).

    Returns:
        The seat whose private information to show (None: nobody's), or
        :data:`COVER` when the computer passes from one person to another.
    """
    if hands_open:
        return seat
    people = [index for index, each in enumerate(seats) if each.is_person]
    shown = viewing if viewing is not None and seats[viewing].is_person else None
    if not seats[seat].is_person:
        return shown if shown is not None or len(people) != 1 else people[0]
    if shown is None:
        # The first person to act (a new game, a resumed one) confirms it is them when
        # several people share the screen: whoever set the game up may be someone else.
        return COVER if len(people) > 1 else seat
    return seat if shown == seat else COVER
