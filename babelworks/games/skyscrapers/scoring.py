"""Points: for a build, and the final scoring's highest-floor bonus.

Rulebook, "Scoring During Construction of a New Block": 1 point per girder of
the new card meeting a girder already built (each meeting counts), 1 more for
a drawn worker, all doubled when the card reaches higher than every card
before it. "End of the Game": the player with most workers on the highest
floor gains 5, ties broken one floor down.
"""

from __future__ import annotations

from functools import lru_cache

from babelworks.core.words import translate
from babelworks.games.skyscrapers.building import girder_links
from babelworks.games.skyscrapers.content import Card, Content
from babelworks.games.skyscrapers.geometry import CardPose
from babelworks.games.skyscrapers.structure import Structure
from babelworks.games.skyscrapers.workers import GROUND


def build_score(content: Content, structure: Structure, card: Card, pose: CardPose) -> dict:
    """What building ``card`` at ``pose`` scores, part by part, and the total in words.

    Returns:
        ``{"points", "girder_links", "drawn_worker", "doubled", "words"}``.
    """
    links, drawn, doubled, points = _scored(
        structure, card, pose, girder_links(content, structure, card, pose)
    )
    return {
        "points": points,
        "girder_links": links,
        "drawn_worker": drawn,
        "doubled": doubled,
        "words": _score_words(links, drawn, doubled, points),
    }


def _scored(structure: Structure, card: Card, pose: CardPose, links: int) -> tuple[int, bool, bool, int]:
    """Girder links, drawn worker, new height and the points they make."""
    drawn = card.worker is not None
    doubled = pose.bounds()[1][2] > structure.top()
    return links, drawn, doubled, (links + drawn) * (2 if doubled else 1)


@lru_cache(maxsize=1024)  # a bot's search scores every legal build: a few dozen lines ever differ
def _score_words(links: int, drawn: bool, doubled: bool, points: int) -> str:
    """ "+6 points (2 girder links, drawn worker +1, new height: doubled)": one whole line per
    kind, so a translator sees the sentence."""
    return _SCORE_LINES[links == 1, drawn, doubled].format(points=points, links=links)


#: A build's score in words, by (one link, drawn worker, new height).
_SCORE_LINES = {
    (True, False, False): translate("Skyscrapers scoring", "+{points} points ({links} girder link)"),
    (False, False, False): translate("Skyscrapers scoring", "+{points} points ({links} girder links)"),
    (True, True, False): translate(
        "Skyscrapers scoring", "+{points} points ({links} girder link, drawn worker +1)"
    ),
    (False, True, False): translate(
        "Skyscrapers scoring", "+{points} points ({links} girder links, drawn worker +1)"
    ),
    (True, False, True): translate(
        "Skyscrapers scoring", "+{points} points ({links} girder link, new height: doubled)"
    ),
    (False, False, True): translate(
        "Skyscrapers scoring", "+{points} points ({links} girder links, new height: doubled)"
    ),
    (True, True, True): translate(
        "Skyscrapers scoring", "+{points} points ({links} girder link, drawn worker +1, new height: doubled)"
    ),
    (False, True, True): translate(
        "Skyscrapers scoring", "+{points} points ({links} girder links, drawn worker +1, new height: doubled)"
    ),
}


def build_options(state, card: str, builder: str | None) -> list[dict]:
    """Every legal build of ``card`` (by ``builder``, or any builder) with what it scores.

    Returns:
        ``{"action": build action, **build_score(...)}`` per build, in the legal list's order.
    """
    found = []
    for action in state.legal_actions():
        if action["type"] == "build" and action["card"] == card and builder in (None, action["worker"]):
            pose = CardPose.from_dict(action)
            found.append(
                {
                    "action": action,
                    **build_score(state.content, state.structure, state.content.cards[card], pose),
                }
            )
    return found


def build_points(content: Content, structure: Structure, card: Card, pose: CardPose) -> int:
    """Points for building ``card`` at ``pose``."""
    # The points only: a bot's search and every build played need no words.
    return _scored(structure, card, pose, girder_links(content, structure, card, pose))[3]


def floor_counts(state) -> dict[int, list[int]]:
    """Active seat -> workers on site per floor number (index 0 = foundation level)."""
    numbers = state.structure.floor_numbers
    top = max(numbers.values(), default=0)
    counts = {seat: [0] * (top + 1) for seat in state.active_seats()}
    for worker, place in state.data["workers"].items():
        seat = state.seat_of(worker)
        if place["where"] == "site" and seat in counts:
            counts[seat][numbers.get(place["card"], 0) if place["spot"] != GROUND else 0] += 1
    return counts


def highest_floor_winner(state) -> int | None:
    """The seat with most workers on the highest floor, ties broken one floor down.

    None when players stay tied all the way down to the foundation level.
    """
    return bonus_seat(floor_counts(state))


def bonus_seat(counts: dict[int, list[int]]) -> int | None:
    """Compare workers per floor from the top floor down; the first difference decides.

    Args:
        counts: seat -> workers on floors 0 (foundation level), 1, 2, ...

    Returns:
        The single best seat, or None when the best are tied on every floor.
    """
    top = max((len(c) for c in counts.values()), default=0)
    padded = {seat: list(c) + [0] * (top - len(c)) for seat, c in counts.items()}
    ranked = sorted(padded.items(), key=lambda item: item[1][::-1], reverse=True)
    if not ranked or (len(ranked) > 1 and ranked[0][1] == ranked[1][1]):
        return None
    return ranked[0][0]


def winners(state) -> list[int]:
    """Seats with the best score among those not eliminated (ties share)."""
    seats = state.active_seats()
    if not seats:
        return []
    best = max(state.data["scores"][s] for s in seats)
    return [s for s in seats if state.data["scores"][s] == best]


#: The rulebook's scoring categories (shown on the end screen), by how the reason the
#: state logs begins or ends (the score log's reasons stay plain English data).
CATEGORIES = (
    ("built ", translate("Skyscrapers scoring", "Building")),
    (" fell", translate("Skyscrapers scoring", "Falls")),
    ("used the last card", translate("Skyscrapers scoring", "Last card")),  # not shown: a reason
    ("cards left", translate("Skyscrapers scoring", "Cards left")),  # not shown: the reason's start
    ("most workers", translate("Skyscrapers scoring", "Highest floor")),  # not shown: a reason's start
)


def score_breakdown(state) -> dict[int, dict[str, int]]:
    """Each seat's points by the rulebook's categories, from the state's score log.

    Building (girders and drawn workers, doubled for a new height), fallen
    workers (5 each), the last card's bonus, cards left in hand and the
    highest-floor bonus; an empty dict while the game is on.
    """
    if not state.is_over():
        return {}
    breakdown: dict[int, dict[str, int]] = {
        seat: {name: 0 for _, name in CATEGORIES} for seat in range(state.players)
    }
    for seat, points, reason in state.data["score_log"]:
        name = next(name for words, name in CATEGORIES if reason.startswith(words) or reason.endswith(words))
        breakdown[seat][name] += points
    return breakdown
