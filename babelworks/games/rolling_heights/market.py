"""The two market strips: slot costs, sliding, refilling, Wild Tokens on old plans.

Slot 0 of a strip lies next to its draw pile; tiles slide toward slot 8 (the
printed arrows), so slots 7 and 8 hold "the 2 Building Plans farthest from the
Draw Pile".
"""

from __future__ import annotations

from babelworks.games.rolling_heights.content import content

FAR_SLOTS = (7, 8)
#: The lowest market cost of any slot: below it no plan can be bought.
CHEAPEST_SLOT = min(map(min, content().market_costs))


def slot_cost(market: int, slot: int) -> int:
    """Market cost printed next to ``slot`` of strip ``market`` (0: Level 1, 1: Level 2)."""
    return content().market_costs[market][slot]


def take(state, market: int, slot: int) -> dict:
    """Remove the tile in a slot and return its entry ``{"plan", "wild"}``."""
    entry = state.markets[market][slot]
    state.markets[market][slot] = None
    return entry


def slide_and_refill(state, market: int) -> None:
    """Slide tiles toward the far end, then refill from the draw pile (or the other one)."""
    strip = state.markets[market]
    tiles = [entry for entry in strip if entry is not None]
    empty = len(strip) - len(tiles)
    strip[:] = [None] * empty + tiles
    for slot in range(empty - 1, -1, -1):
        pile = state.piles[market] or state.piles[1 - market]
        if not pile:
            break
        strip[slot] = {"plan": pile.pop(), "wild": 0}


def place_wild_on_far_tiles(state, market: int) -> None:
    """End of a turn that bought a nearer plan: a Wild Token on each of the far two."""
    for slot in FAR_SLOTS:
        entry = state.markets[market][slot]
        if entry is not None and state.wild_supply > 0:
            state.wild_supply -= 1
            entry["wild"] += 1
