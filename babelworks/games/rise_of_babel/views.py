"""What each seat may see of a Rise of Babel game, and typed readers for the other rooms.

Hidden from everyone: the order of every deck (a seat's own too), of every bag and of the
market deck, and the RNG's future draws; hidden from all but its owner: a seat's hand.
So the public view keeps each deck and bag as its cards in sorted order (what they hold
is known, not in which order), leaves every hand out (its size shows) and pools each
seat's hand and deck as ``unseen`` (sorted): what another seat could know of them. A
seat's own view adds its hand, in order. Everything else is on the table.
"""

from __future__ import annotations

from typing import Any

from babelworks.core.kernel import copy_data
from babelworks.games.rise_of_babel.cards import owned_cards


def seen_by(g: dict, seat: int | None) -> dict:
    """The data ``seat`` sees (None: the whole table), a fresh copy without the RNG."""
    view = {key: copy_data(value) for key, value in g.items() if key != "rng"}
    view["market"]["deck"] = sorted(view["market"]["deck"])
    for index, player in enumerate(view["seats"]):
        hand = player.pop("hand")
        player["hand_size"], player["deck_size"] = len(hand), len(player["deck"])
        player["unseen"] = sorted(hand + player.pop("deck"))
        player["bag"] = sorted(player["bag"])
        if index == seat:
            player["hand"] = hand
            player["deck"] = sorted(g["seats"][seat]["deck"])
    return view


def rules_data(state: Any) -> dict:
    """The game's data for this package's rule functions that take it (scoring, cards),
    for a search player's evaluation; read it, never change it."""
    return state.data


def hand(state: Any, seat: int) -> tuple[str, ...]:
    """The cards in ``seat``'s hand (private to that seat), in order."""
    return tuple(state.data["seats"][seat]["hand"])


def cards_owned(state: Any, seat: int) -> int:
    """How many cards ``seat`` owns: deck, hand, discard pile and, on its turn, play area."""
    g = state.data
    play = g["turn"]["play"] if seat == g["current"] else []
    return len(owned_cards(g["seats"][seat], play))


def round_number(state: Any) -> int:
    """The round being played, 1 to 3."""
    return state.data["round"]
