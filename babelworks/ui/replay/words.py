"""The replay in words: where the shown position is, and the move list as text."""

from __future__ import annotations

from babelworks.core.protocol import CHANCE
from babelworks.core.timeline import Timeline


def position_text(timeline: Timeline, step: int, state, names: list[str]) -> str:
    """ "Move 12 of 774 · turn 5 · round 2 · Alice to act" for the position after ``step`` actions."""
    turn = sum(1 for mark in timeline.turn_starts if mark.step <= step)
    parts = [
        f"Move {step} of {len(timeline)}",
        f"turn {max(turn, 1)}",
        f"round {timeline.round_number(step)}",
    ]
    seat = state.current_player
    if state.is_over():
        parts.append("game over")
    elif seat == CHANCE or seat is None:
        parts.append("the table decides")
    else:
        parts.append(f"{names[seat]} to act")
    return " · ".join(parts)


def move_list_text(title: str, lines: list[str], notes: dict[int, str]) -> str:
    """The whole move list as plain text, one move a line, bookmarks starred with their notes.

    Args:
        title: the first line (the game and its players).
        lines: ``Timeline.move_list`` (numbered from 1).
        notes: move number -> note (``Match.notes``).
    """
    out = [title, ""]
    for number, line in enumerate(lines, start=1):
        if number in notes:
            note = notes[number]
            line = f"{line}   ★ {note}" if note else f"{line}   ★"
        out.append(line)
    return "\n".join(out) + "\n"


def game_title(match) -> str:
    """ "Rolling Heights, seed 3: Anna, Ben" for the move list's first line."""
    names = ", ".join(seat.name for seat in match.setup.seats)
    return f"{match.game.name}, seed {match.setup.seed}: {names}"
