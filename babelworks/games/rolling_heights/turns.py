"""Starting placement, the rest of Main (Wild Tokens, trades, ending the turn),
Cleanup, the end of the game and choosing a target.
"""

from __future__ import annotations

from babelworks.games.rolling_heights import market
from babelworks.games.rolling_heights.build import (
    begin_paying,
    begin_placing,
    legal_buy,
    legal_construct,
    place_tile,
)
from babelworks.games.rolling_heights.content import CUBES
from babelworks.games.rolling_heights.cubes import budget, gain_cube, return_all_cubes
from babelworks.games.rolling_heights.meeples import legal_activations
from babelworks.games.rolling_heights.rolls import begin_turn
from babelworks.games.rolling_heights.scoring import final_scoring

TRADE_PRICE = {"wood": 2, "concrete": 2, "glass": 2, "steel": 3}


def legal_start(state) -> list[dict]:
    """Any Level 1 market tile may be the starting plan."""
    return [{"type": "take_start_plan", "slot": s} for s, entry in enumerate(state.markets[0]) if entry]


def do_take_start_plan(state, action: dict) -> None:
    """Take the starting plan; the next action places it."""
    begin_placing(state, market.take(state, 0, action["slot"]), "start", 0)


def do_place_plan(state, action: dict) -> None:
    """Place the taken plan; then the next starting placement, or pay for it."""
    starting = state.pending["mode"] == "start"
    owed = place_tile(state, action)
    if starting:
        next_start_placement(state)
    else:
        begin_paying(state, owed, None)


def next_start_placement(state) -> None:
    """Next player counter-clockwise places; after the last, refill and start play."""
    state.start_queue.pop(0)
    if state.start_queue:
        state.current = state.start_queue[0]
        state.step = "start"
        return
    market.slide_and_refill(state, 0)
    state.current = state.start_player
    begin_turn(state)


def legal_main(state) -> list[dict]:
    """Everything the Main phase allows now, in any order, and ending the turn."""
    seat = state.seat
    found = legal_activations(state)
    found += legal_buy(state)
    if seat["wild"]:
        found += [{"type": "use_wild", "cube": cube} for cube in CUBES]
    can_pay = budget(seat)
    found += [{"type": "trade", "gain": cube} for cube in CUBES if TRADE_PRICE[cube] <= can_pay]
    found += legal_construct(state)
    found.append({"type": "end_turn"})
    return found


def do_use_wild(state, action: dict) -> None:
    """Discard a Wild Token to the supply for one cube of any colour."""
    state.seat["wild"] -= 1
    state.wild_supply += 1
    gain_cube(state, state.seat, action["cube"])


def do_trade(state, action: dict) -> None:
    """Commodity trade: pay 2 cubes for wood/concrete/glass or 3 for steel."""
    begin_paying(state, TRADE_PRICE[action["gain"]], action["gain"])


def do_end_turn(state, action: dict) -> None:
    """Cleanup: cubes back, Spending Power lost, markets slide and refill; next player."""
    return_all_cubes(state, state.seat)
    if state.turn["wild_due"] is not None:
        market.place_wild_on_far_tiles(state, state.turn["wild_due"])
    for strip in (0, 1):
        market.slide_and_refill(state, strip)
    for meeple in state.seat["meeples"]:
        meeple[1] = "exhausted"
    state.turn_count += 1
    if state.end["triggered"]:
        if state.end["turns_left"] == 0:
            begin_final_scoring(state)
            return
        state.end["turns_left"] -= 1
    state.current = (state.current + 1) % state.players
    begin_turn(state)


def begin_final_scoring(state) -> None:
    """The last round is over: each player, from the start player on, picks a target."""
    state.step = "targets"
    state.current = state.start_player


def legal_targets(state) -> list[dict]:
    """Either of the player's two Target tiles."""
    return [{"type": "choose_target", "target": t} for t in state.seat["targets"]]


def do_choose_target(state, action: dict) -> None:
    """Reveal the chosen target; once everyone has chosen, score the game."""
    state.seat["target"] = action["target"]
    state.current = (state.current + 1) % state.players
    if state.current == state.start_player:
        final_scoring(state)
        state.step = "over"
