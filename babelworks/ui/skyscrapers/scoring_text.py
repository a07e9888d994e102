"""Skyscrapers' turn, cards-left and game-end texts for the turn bar (words only, no widgets).

The final scoring is shown floor by floor: who has how many workers (not lost)
on which floor, as the engine counts them (:func:`verdicts.floor_counts`).
"""

from __future__ import annotations

from babelworks.games.skyscrapers import views
from babelworks.games.skyscrapers.content import COLOURS
from babelworks.games.skyscrapers.scoring import floor_counts, highest_floor_winner
from babelworks.scene.colours import colour_word

ENDINGS = {
    "collapse": "The building collapsed! {actor} is eliminated; everyone else loses 1 point per block card left.",
    "last_card": "{actor} built their last card: +5, the others lose 1 per card left, then the final scoring.",
    "elimination": "Fewer than two players are left in the game.",
}


def _name(seats, seat: int) -> str:
    return seats[seat].name if seats and seat < len(seats) else COLOURS[seat].title()


def _colour(seats, seat: int) -> str:
    """The seat's colour as people see it (the box colour word only without seats)."""
    return colour_word(seats[seat].colour) if seats and seat < len(seats) else COLOURS[seat]


def turn_text(state, seats) -> str:
    """Whose turn and how many of the 3 actions are left."""
    if state.is_over():
        return "Game over."
    if views.awaited(state):
        return "Checking the building: watch it stand or fall..."
    seat = views.seat_to_act(state)
    return f"{_name(seats, seat)} ({_colour(seats, seat)}): {views.actions_left(state)} of 3 actions left."


def cards_left_text(state, seats) -> str:
    """Each player's cards left in hand (blocks and supports not built), which the table hides."""
    counts = [
        f"{_name(seats, s)} {views.hand_size(state, s) + len(views.supports(state, s))}"
        for s in range(state.players)
        if not views.eliminated(state, s)
    ]
    return "Cards left: " + ", ".join(counts)


def end_text(state, seats) -> str:
    """How the game ended, eliminations, and the final scoring floor by floor."""
    if not state.is_over():
        return ""
    reason = state.end_reason()
    # The seat does not pass on once the game is over: it is the player who ended it.
    who = _name(seats, views.seat_to_act(state))
    lines = [ENDINGS.get(reason, "Game over.").format(actor=who)]
    lines += [f"{_name(seats, s)} is eliminated." for s in range(state.players) if views.eliminated(state, s)]
    if reason != "collapse":
        lines += floor_lines(state, seats)
    scores = ", ".join(f"{_name(seats, s)} {p}" for s, p in enumerate(state.scores()))
    return "\n".join(lines + [f"Scores: {scores}"])


def floor_lines(state, seats) -> list[str]:
    """One line per floor, highest first: workers per player; then who got the 5 points."""
    counts = floor_counts(state)
    floors = max((len(c) for c in counts.values()), default=0)
    lines = ["Final scoring, floor by floor:"]
    for floor in reversed(range(floors)):
        per = [f"{_name(seats, s)} {c[floor]}" for s, c in counts.items() if floor < len(c) and c[floor]]
        label = "Foundation level" if floor == 0 else f"Floor {floor}"
        lines.append(f"  {label}: " + (", ".join(per) if per else "nobody"))
    best = highest_floor_winner(state)
    lines.append(
        "Most workers on the highest floor: " + ("tied, nobody" if best is None else _name(seats, best))
    )
    return lines
