"""Rise of Babel's search players: budgets, progress in influence and the scoring still to come,
a floor on trashing, leads read on a scale that does not saturate, and the free swap they set
aside; the random player's floor on trashing."""

from __future__ import annotations

import math
from functools import lru_cache

from babelworks.bots.ismcts import Budget
from babelworks.bots.tuning import Tuning
from babelworks.core.protocol import Action, State
from babelworks.games.rise_of_babel.cards import CARDS, owned_cards
from babelworks.games.rise_of_babel.content import content
from babelworks.games.rise_of_babel.scoring import final_points, level_points
from babelworks.games.rise_of_babel.views import cards_owned, rules_data

#: A seat keeps at least a hand of cards. The rulebook sets no floor on trashing, and two
#: players who trashed their decks away could never bring a tile to a tower again, so Round III
#: never filled (seed 24 of the Hard-against-Normal run, docs/bots.md). Each card short of a
#: hand costs this many points, counted outside the squashing below so that it reads alike
#: however far ahead or behind the seat is.
CARD_FLOOR = content().board["hand_size"]
SHORT_CARD = 15.0
#: Leads are read as ``LEAD_REACH * asinh(lead / LEAD_REACH)``: as they are up to a few points,
#: and ever more slowly beyond. Read straight, a lead of 52 sat so far up the logistic that
#: every move looked alike to the search and the seat played at random.
LEAD_REACH = 8.0


@lru_cache(maxsize=1 << 16)
def _tower_points(cells: tuple, seat: int, negative: bool) -> int:
    return level_points({(r, c): tile for r, c, tile in cells}, seat, negative)


def towers_points(g: dict, seat: int) -> int:
    """``scoring.round_points``, remembered tower by tower: a playout changes one tower now
    and then, and the search scores every tower after every move it weighs."""
    negative = not g["options"]["no_negative_confusion"]
    return sum(
        _tower_points(tuple((cell[0], cell[1], cell[2]) for cell in tower["cells"]), seat, negative)
        for tower in g["towers"]
    )


def cards_short(g: dict, seat: int) -> int:
    """How many cards ``seat`` owns fewer than a hand (0 when it owns a hand or more)."""
    play = g["turn"]["play"] if seat == g["current"] else []
    return max(0, CARD_FLOOR - len(owned_cards(g["seats"][seat], play)))


def points(g: dict, seat: int) -> float:
    """Influence on the track, plus what the towers as they stand score at the round's end
    and what the cards owned and the player board score at the game's end (Rulebook,
    "Scoring"): the influence of the track alone does not see a pattern half built or a card
    bought for its end-game influence until the round or the game ends."""
    return float(g["seats"][seat]["influence"] + towers_points(g, seat) + final_points(g, seat))


def progress(state: State) -> list[float]:
    """Each seat's points against the best seat's, squashed (``LEAD_REACH``), less the cost of
    the cards it owns short of a hand (``SHORT_CARD``).

    The evaluation takes each seat's lead over the best other seat: since the best seat's
    squashed standing is 0 and the squashing is odd, that lead is the squashed lead itself.
    """
    g = rules_data(state)
    if g["over"]:
        return [float(seat["influence"]) for seat in g["seats"]]
    raw = [points(g, seat) for seat in range(len(g["seats"]))]
    best = max(raw)
    return [
        LEAD_REACH * math.asinh((mine - best) / LEAD_REACH) - SHORT_CARD * cards_short(g, seat)
        for seat, mine in enumerate(raw)
    ]


#: A random player keeps at least this many cards (a deck of fewer can stall for ever).
SMALLEST_DECK = 5


def keeps_a_deck(state: State, action: Action) -> bool:
    """The random player's filter: no trashing once the seat owns no more than SMALLEST_DECK cards."""
    if action.get("type") != "trash":
        return True
    seat = state.current_player
    return seat is None or cards_owned(state, seat) > SMALLEST_DECK


def _free_to_activate(card: str, discard: bool) -> bool:
    """Whether one of the card's banners costs nothing: no gold and no trashing of the card
    (a banner that draws from the discard pile needs one)."""
    return any(
        not banner.get("pay")
        and not banner.get("trash_self")
        and (discard or not banner.get("needs_discard"))
        for banner in CARDS[card].banners
    )


def plays_its_cards(state: State, legal: list[Action]) -> list[Action]:
    """The moves worth weighing: ending the turn is set aside while a card in play is unused
    and free to activate. Activating it and finishing it at once leaves the turn as ending it
    would, so ending the turn is never the better move then.

    The progress measure does not change with a turn's play until a tile reaches a tower, so
    all moves read alike, and the random moves of a playout cost the seat that makes them:
    ending the turn passed them to the other seat and read a hair better. Two search players
    both ended their turns so for 2,000 actions of round II (docs/bots.md, "Not done").
    """
    if not any(action["type"] == "end_turn" for action in legal):
        return legal
    g = rules_data(state)
    turn, seat = g["turn"], g["seats"][g["current"]]
    discard = bool(seat["discard"])
    if any(card not in turn["used"] and _free_to_activate(card, discard) for card in turn["play"]):
        return [action for action in legal if action["type"] != "end_turn"] or legal
    return legal


BUDGETS = {
    "greedy": Budget(iterations=4, rollout_depth=0),
    "easy": Budget(iterations=24, rollout_depth=8, temperature=1.0),
    "normal": Budget(iterations=100, rollout_depth=8, seed_visits=4),
    "hard": Budget(iterations=400, rollout_depth=12, seed_visits=4),
}
#: Swapping a loaded tile for a camp tile is free and repeatable: two swaps undo each other
#: and a search that weighed them swapped for ever (docs/bots.md). The elephant is loaded
#: with the tiles wanted instead.
#: A playout ends the turn only when nothing else is legal, so the cards in hand are played and
#: their gold spent before the leaf is judged (gold is lost at the turn's end): a playout that
#: drew ``end_turn`` early judged a turn with two cards unplayed like one with them played,
#: and Normal once ended its turn so (issue 35).
TUNING = Tuning(
    BUDGETS,
    scale=8.0,
    progress=progress,
    set_aside=frozenset({"swap_elephant"}),
    sensible=keeps_a_deck,
    playout_last=frozenset({"end_turn"}),
    level_undominated={"hard": plays_its_cards},
)
