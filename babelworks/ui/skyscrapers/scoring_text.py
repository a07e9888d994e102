"""Skyscrapers' turn, cards-left and game-end texts for the turn bar (words only, no widgets).

The final scoring is shown floor by floor: who has how many workers (not lost)
on which floor, as the engine counts them (:func:`verdicts.floor_counts`).
"""

from __future__ import annotations

from babelworks.core import words
from babelworks.core.words import listed
from babelworks.games.skyscrapers import views
from babelworks.games.skyscrapers.content import COLOURS
from babelworks.games.skyscrapers.scoring import floor_counts, highest_floor_winner
from babelworks.i18n import shown, translate
from babelworks.scene.colours import colour_word


def _ending(reason: str | None, actor: str) -> str:
    """How the game ended, naming the ``actor`` who ended it."""
    if reason == "collapse":
        return translate(
            "Skyscrapers scoring",
            "The building collapsed! {actor} is eliminated; everyone else loses 1 point per block card left.",
        ).format(actor=actor)
    if reason == "last_card":
        return translate(
            "Skyscrapers scoring",
            "{actor} built their last card: +5, the others lose 1 per card left, then the final scoring.",
        ).format(actor=actor)
    if reason == "elimination":
        return translate("Skyscrapers scoring", "Fewer than two players are left in the game.")
    return translate("Skyscrapers scoring", "Game over.")


def _name(seats, seat: int) -> str:
    return seats[seat].name if seats and seat < len(seats) else COLOURS[seat].title()


def _colour(seats, seat: int) -> str:
    """The seat's colour as people see it (the box colour word only without seats)."""
    return shown(colour_word(seats[seat].colour)) if seats and seat < len(seats) else COLOURS[seat]


def _per_player(seats, counts) -> str:
    """ "Ann 3, Bo 2": each (seat, number) pair, in the player's language."""
    return listed(
        [
            words.translate("Skyscrapers scoring", "{player} {count}").format(player=_name(seats, s), count=n)
            for s, n in counts
        ]
    )


def turn_text(state, seats) -> str:
    """Whose turn and how many of the 3 actions are left."""
    if state.is_over():
        return translate("Skyscrapers scoring", "Game over.")
    if views.awaited(state):
        return translate("Skyscrapers scoring", "Checking the building: watch it stand or fall...")
    seat = views.seat_to_act(state)
    return translate("Skyscrapers scoring", "{player} ({colour}): {count} of 3 actions left.").format(
        player=_name(seats, seat), colour=_colour(seats, seat), count=views.actions_left(state)
    )


def cards_left_text(state, seats) -> str:
    """Each player's cards left in hand (blocks and supports not built), which the table hides."""
    counts = [
        (s, views.hand_size(state, s) + len(views.supports(state, s)))
        for s in range(state.players)
        if not views.eliminated(state, s)
    ]
    return translate("Skyscrapers scoring", "Cards left: {counts}").format(counts=_per_player(seats, counts))


def end_text(state, seats) -> str:
    """How the game ended, eliminations, and the final scoring floor by floor."""
    if not state.is_over():
        return ""
    reason = state.end_reason()
    # The seat does not pass on once the game is over: it is the player who ended it.
    lines = [_ending(reason, _name(seats, views.seat_to_act(state)))]
    lines += [
        translate("Skyscrapers scoring", "{player} is eliminated.").format(player=_name(seats, s))
        for s in range(state.players)
        if views.eliminated(state, s)
    ]
    if reason != "collapse":
        lines += floor_lines(state, seats)
    scores = _per_player(seats, enumerate(state.scores()))
    return "\n".join(lines + [translate("Skyscrapers scoring", "Scores: {scores}").format(scores=scores)])


def floor_lines(state, seats) -> list[str]:
    """One line per floor, highest first: workers per player; then who got the 5 points."""
    counts = floor_counts(state)
    floors = max((len(c) for c in counts.values()), default=0)
    lines: list[str] = [translate("Skyscrapers scoring", "Final scoring, floor by floor:")]
    for floor in reversed(range(floors)):
        per = [(s, c[floor]) for s, c in counts.items() if floor < len(c) and c[floor]]
        if floor == 0:
            label: str = translate("Skyscrapers scoring", "Foundation level")
        else:
            label = translate("Skyscrapers scoring", "Floor {number}").format(number=floor)
        workers = _per_player(seats, per) if per else translate("Skyscrapers scoring", "nobody")
        lines.append(
            "  " + translate("Skyscrapers scoring", "{floor}: {workers}").format(floor=label, workers=workers)
        )
    best = highest_floor_winner(state)
    if best is None:
        lines.append(translate("Skyscrapers scoring", "Most workers on the highest floor: tied, nobody"))
    else:
        lines.append(
            translate("Skyscrapers scoring", "Most workers on the highest floor: {player}").format(
                player=_name(seats, best)
            )
        )
    return lines
