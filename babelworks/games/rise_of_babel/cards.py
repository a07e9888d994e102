"""Card movement: decks, the market, buying, gaining and trashing cards."""

from __future__ import annotations

from babelworks.games.rise_of_babel import chance
from babelworks.games.rise_of_babel.content import content

CARDS = content().cards


def _top_card(g: dict, holder: dict) -> str | None:
    """Top card of ``holder["deck"]``, first reshuffling ``holder["discard"]`` into it
    when the deck is empty (a player's deck, or the market deck)."""
    if not holder["deck"]:
        if not holder["discard"]:
            return None
        holder["deck"], holder["discard"] = holder["discard"], []
        chance.shuffle(g, holder["deck"])
    chance.noted_reveal(g)
    return holder["deck"].pop()


def draw_card(g: dict, seat: int) -> str | None:
    """Take the top card of a player's deck, reshuffling the discard pile if needed.

    Returns:
        The card id, or None when deck and discard pile are both empty.
    """
    return _top_card(g, g["seats"][seat])


def draw_into(g: dict, seat: int, count: int, place: list) -> None:
    """Draw up to ``count`` cards into ``place`` (a hand or the play area)."""
    for _ in range(count):
        card = draw_card(g, seat)
        if card is None:
            return
        place.append(card)


def market_draw(g: dict) -> str | None:
    """Top card of the market deck, reshuffling the market discard when it runs out."""
    return _top_card(g, g["market"])


def refresh_market(g: dict) -> None:
    """Discard all five market cards and reveal five new ones."""
    market = g["market"]
    market["discard"] += [card for card in market["row"] if card is not None]
    market["row"] = [None] * len(market["row"])
    for slot in range(len(market["row"])):
        market["row"][slot] = market_draw(g)


def can_refresh_market(g: dict) -> bool:
    """True when a refresh would show any card at all."""
    market = g["market"]
    return bool(market["deck"] or market["discard"] or any(market["row"]))


def offered(g: dict) -> list[tuple[dict, str]]:
    """Every card that can be bought or gained now, as ``(source, card id)``.

    A source is ``{"from": "market", "slot": i}``, ``{"from": "jobs"}`` or
    ``{"from": "teamsters"}``.
    """
    found = [
        ({"from": "market", "slot": slot}, card)
        for slot, card in enumerate(g["market"]["row"])
        if card is not None
    ]
    for pile in ("jobs", "teamsters"):
        if g["market"][pile]:
            found.append(({"from": pile}, g["market"][pile][-1]))
    return found


def take_offered(g: dict, source: dict) -> str:
    """Remove a card from the market row (refilling the slot) or a Jobs/Teamster pile."""
    market = g["market"]
    if source["from"] == "market":
        slot = source["slot"]
        card = market["row"][slot]
        market["row"][slot] = market_draw(g)
        return card
    return market[source["from"]].pop()


def trash(g: dict, seat: int, card: str) -> None:
    """Put a trashed card where the rules send it (the card is already out of play).

    Starting cards are set aside by their owner, market cards go to the market
    discard, Jobs and Teamster cards back onto their piles.
    """
    origin = CARDS[card].origin
    if origin == "start":
        g["seats"][seat]["trashed"].append(card)
    elif origin == "market":
        g["market"]["discard"].append(card)
    else:
        g["market"][origin].append(card)


def owned_cards(player: dict, turn_play: list) -> list[str]:
    """Every card in a player's deck, hand, discard pile and play area."""
    return player["deck"] + player["hand"] + player["discard"] + turn_play
