"""The replay in words: where the shown position is, the move list as text, and the window's
sentences about bookmarks and files."""

from __future__ import annotations

from babelworks.core import words as phrases
from babelworks.core.protocol import CHANCE
from babelworks.core.savefile import MAX_NOTE
from babelworks.core.timeline import Timeline
from babelworks.i18n import translate


def position_text(timeline: Timeline, step: int, state, names: list[str]) -> str:
    """ "Move 12 of 774 · turn 5 · round 2 · Alice to act" for the position after ``step`` actions,
    in the player's language."""
    turn = sum(1 for mark in timeline.turn_starts if mark.step <= step)
    parts = [
        translate("Replay timeline", "Move {step} of {moves}").format(step=step, moves=len(timeline)),
        translate("Replay timeline", "turn {number}").format(number=max(turn, 1)),
        translate("Replay timeline", "round {number}").format(number=timeline.round_number(step)),
    ]
    seat = state.current_player
    if state.is_over():
        parts.append(translate("Replay timeline", "game over"))
    elif seat == CHANCE or seat is None:
        parts.append(translate("Replay timeline", "the table decides"))
    else:
        parts.append(translate("Replay timeline", "{name} to act").format(name=names[seat]))
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


def game_title(match) -> phrases.Phrase:
    """ "Rolling Heights, seed 3: Anna, Ben" for the move list's first line (a Phrase: the
    command line writes it in English, the window shows it translated)."""
    names = ", ".join(seat.name for seat in match.setup.seats)
    return phrases.translate("Replay move list", "{game}, seed {seed}: {names}").format(
        game=match.game.name, seed=match.setup.seed, names=names
    )


def not_written(path, failure: OSError) -> str:
    """Why ``path`` could not be written (a save, the move list), for the status bar."""
    return translate("Replay window", "{path} could not be written: {reason}.").format(
        path=path, reason=failure.strerror or failure
    )


def too_long() -> str:
    """Why a bookmark's note was refused."""
    return translate("Replay window", "A note is one line of at most {count} characters.").format(
        count=MAX_NOTE
    )


def taken_over(move: int, path) -> str:
    """Where the game taken over from ``move`` was saved."""
    return translate("Replay window", "The game taken over from move {move} is saved in {path}.").format(
        move=move, path=path
    )
