"""Buying, placing and paying for Building Plans; constructing and completing buildings.

Buying is three steps, each an action, so every choice is listed exactly:
``buy_plan`` (which tile) -> ``place_plan`` (which space; only spaces you can
afford are listed) -> one ``pay`` per cube of the cost (misc cubes first).
"""

from __future__ import annotations

from babelworks.games.rolling_heights import market
from babelworks.games.rolling_heights.content import content
from babelworks.games.rolling_heights.cubes import (
    MISC,
    budget,
    colour_all_built,
    construct_cubes,
    gain_cube,
    pay_one,
    payment_options,
)
from babelworks.games.rolling_heights.mapgrid import (
    DISTANCES,
    SPACES,
    distance,
    space_at,
    space_index,
)
from babelworks.games.rolling_heights.scoring import variable_vp

START_SPACING = 2  # a starting tile may not be within 2 orthogonal spaces of another player's


def open_spaces(state, seat_index: int) -> list[tuple[int, int, int]]:
    """Empty land spaces as ``(space, cube-icon cost, distance cost)`` for a seat.

    The distance cost is one cube per space between the space and the seat's
    nearest tile (none when orthogonally adjacent). Cached until a tile is placed.
    """
    key = (seat_index, state.layout())
    if key not in state._costs:
        city, tiles, near = state.city, state.tiles, _nearest(state, seat_index)
        state._costs[key] = [
            (s, city.cost[s], near[s] - 1 if near[s] > 1 else 0)
            for s in range(SPACES)
            if tiles[s] is None and city.terrain[s] == "land"
        ]
    return state._costs[key]


def _nearest(state, seat_index: int) -> list[int]:
    """Distance from every space to the seat's nearest plan (1 everywhere with no plan yet).

    Kept per seat and brought up to date with only the plans placed since (plans are
    never removed in play), so each placement costs one pass over the map.
    """
    plans = state.seats[seat_index]["plans"]
    if not plans:
        return [1] * SPACES
    known, near = state._costs.get(("near", seat_index), ((), [SPACES] * SPACES))
    if tuple(plans[: len(known)]) != known:  # a hand-made edit removed a plan: start again
        known, near = (), [SPACES] * SPACES
    for space in plans[len(known) :]:
        near = [min(b, a) for a, b in zip(near, DISTANCES[space])]
    state._costs[("near", seat_index)] = (tuple(plans), near)
    return near


def cheapest_placement(state, seat_index: int, with_distance: bool = True) -> int | None:
    """The lowest placement cost for a seat (None when no land space is empty)."""
    key = (seat_index, state.layout(), with_distance)
    if key not in state._costs:
        costs = [icon + (extra if with_distance else 0) for _, icon, extra in open_spaces(state, seat_index)]
        state._costs[key] = min(costs, default=None)
    return state._costs[key]


def legal_buy(state) -> list[dict]:
    """Each market tile whose market cost plus the cheapest placement you can pay."""
    data = state.data
    if data["turn"]["bought"]:
        return []
    cheapest = cheapest_placement(state, data["current"])
    if cheapest is None:
        return []
    can_pay, costs = budget(state.seat) - cheapest, content().market_costs
    if can_pay < market.CHEAPEST_SLOT:
        return []
    markets = data["markets"]
    return [
        {"type": "buy_plan", "market": m, "slot": s}
        for m in (0, 1)
        for s, entry in enumerate(markets[m])
        if entry is not None and costs[m][s] <= can_pay
    ]


def do_buy(state, action: dict) -> None:
    """Take the tile off its strip; the next action says where it goes."""
    m, s = action["market"], action["slot"]
    state.turn["bought"] = True
    if s not in market.FAR_SLOTS:
        state.turn["wild_due"] = m
    entry = market.take(state, m, s)
    begin_placing(state, entry, "buy", market.slot_cost(m, s))


def begin_placing(state, entry: dict, mode: str, fee: int) -> None:
    """Hold a taken tile until it is placed (mode "start", "buy" or "planner")."""
    state.pending = {"entry": entry, "mode": mode, "fee": fee}
    state.step = "place"


def _start_spaces(state) -> list[int]:
    others = [s for i, seat in enumerate(state.seats) if i != state.current for s in seat["plans"]]
    return [
        space
        for space, icon, _ in open_spaces(state, state.current)
        if icon == 0 and all(distance(space, o) > START_SPACING for o in others)
    ]


def placement_cost(mode: str, fee: int, icon: int, extra: int) -> int:
    """Market fee + cube icon + distance (the City Planner and the start ignore distance)."""
    return fee + icon + (extra if mode == "buy" else 0)


def placements(state, mode: str, fee: int) -> list[tuple[int, int]]:
    """``(space, total cost)`` of every space a plan taken this way may go on now.

    ``mode`` is how the plan was taken ("start", "buy" or "planner"), ``fee`` its
    market cost; only spaces the player can pay for are listed.
    """
    if mode == "start":
        return [(space, 0) for space in _start_spaces(state)]
    can_pay = budget(state.seat)
    found = []
    for space, icon, extra in open_spaces(state, state.current):
        total = placement_cost(mode, fee, icon, extra)
        if total <= can_pay:
            found.append((space, total))
    return found


def legal_place(state) -> list[dict]:
    """Spaces the pending tile may go on (affordable ones; starting rules at the start)."""
    pending = state.pending
    return [
        {"type": "place_plan", "space": space_at(s)}
        for s, _ in placements(state, pending["mode"], pending["fee"])
    ]


def space_bonus(state, space: int, plan: dict) -> int:
    """The VP bonus printed on ``space`` for a plan of this type (0 when none)."""
    bonus = state.city.bonus[space]
    return bonus[1] if bonus and plan["type"] in bonus[0] else 0


def place_tile(state, action: dict) -> int:
    """Put the pending tile down, score the space's bonus, take its Wild Tokens.

    Returns:
        What the placement costs in all, still to be paid.
    """
    space = space_index(*action["space"])
    pending, seat = state.pending, state.seat
    owed = next(
        placement_cost(pending["mode"], pending["fee"], icon, extra)
        for s, icon, extra in open_spaces(state, state.current)
        if s == space
    )
    plan = content().plans[pending["entry"]["plan"]]
    state.tiles[space] = {
        "plan": plan["id"],
        "owner": state.current,
        "stacks": [[] for _ in plan["stacks"]],
        "complete": False,
        "vp": 0,
    }
    seat["plans"].append(space)
    seat["vp"] += space_bonus(state, space, plan)
    seat["wild"] += pending["entry"]["wild"]
    state.pending = None
    return owed


def begin_paying(state, owed: int, gain: str | None) -> None:
    """Pay ``owed`` cubes one at a time, then gain ``gain`` (a trade) if any."""
    if owed:
        state.pending = {"owed": owed, "gain": gain}
        state.step = "pay"
    else:
        finish_paying(state, gain)


def finish_paying(state, gain: str | None) -> None:
    """The cost is paid: take a traded cube and go back to Main."""
    state.pending = None
    state.step = "main"
    if gain:
        gain_cube(state, state.seat, gain)


def legal_pay(state) -> list[dict]:
    """What the next cube of the cost may be paid with."""
    return [{"type": "pay", "with": what} for what in payment_options(state.seat)]


def do_pay(state, action: dict) -> None:
    """Pay one cube (or one Spending Power) of the cost."""
    pay_one(state, state.seat, action["with"])
    state.pending["owed"] -= 1
    if state.pending["owed"] == 0:
        finish_paying(state, state.pending["gain"])


def legal_construct(state) -> list[dict]:
    """Every (plan, stack, cube) the player may build now."""
    seat, any_stack = state.seat, state.turn["haunted"]
    found: list[dict] = []
    if not any(seat["cubes"].values()) and not any(seat["misc"].values()):
        return found
    cubes_for: dict[str, list[str]] = {}
    plans, tiles = content().plans, state.tiles
    for space in seat["plans"]:
        tile = tiles[space]
        if tile["complete"]:
            continue
        built = tile["stacks"]
        for k, stack in enumerate(plans[tile["plan"]]["stacks"]):
            if len(built[k]) < stack["height"]:
                colour = stack["cube"]
                if colour not in cubes_for:
                    cubes_for[colour] = construct_cubes(state, seat, colour, any_stack)
                for cube in cubes_for[colour]:
                    found.append({"type": "construct", "plan": tile["plan"], "stack": k, "cube": cube})
    return found


def own_space(state, plan_id: str) -> int:
    """The space of the current player's plan ``plan_id``."""
    tiles = state.tiles
    return next(s for s in state.seat["plans"] if tiles[s]["plan"] == plan_id)


def do_construct(state, action: dict) -> None:
    """Put one cube on a stack; complete the building when every stack is full."""
    seat = state.seat
    space = own_space(state, action["plan"])
    tile, cube = state.tiles[space], action["cube"]
    if cube.startswith(MISC):
        seat["misc"][cube[len(MISC) :]] -= 1
        tile["stacks"][action["stack"]].append("misc")
        state.built["misc"] += 1
    else:
        seat["cubes"][cube] -= 1
        tile["stacks"][action["stack"]].append(cube)
        state.built[cube] += 1
        if colour_all_built(state, cube):
            trigger_end(state, cube)
    stacks = content().plans[tile["plan"]]["stacks"]
    if all(len(t) == s["height"] for t, s in zip(tile["stacks"], stacks)):
        complete(state, space)


def trigger_end(state, colour: str) -> None:
    """Every cube of a colour is built: finish this round, then one more."""
    if state.end["triggered"]:
        return
    position = (state.current - state.start_player) % state.players
    state.end = {
        "triggered": True,
        "turns_left": state.players - 1 - position + state.players,
        "colour": colour,
    }


def complete(state, space: int) -> None:
    """Score the building, gain its meeples (non-active), mark it complete."""
    tile, seat = state.tiles[space], state.seat
    plan = content().plans[tile["plan"]]
    vp = plan["vp"] if isinstance(plan["vp"], int) else variable_vp(state, space, plan["vp"])
    tile["complete"], tile["vp"] = True, vp
    seat["vp"] += vp
    choices = []
    for reward in plan["meeples"]:
        if isinstance(reward, str):
            gain_meeple(state, seat, reward)
        elif any(state.meeple_supply[c] for c in reward):
            choices.append(reward)
    if choices:
        state.pending = {"choices": choices}
        state.step = "reward"


def gain_meeple(state, seat: dict, colour: str) -> None:
    """A meeple from the supply joins as non-active (none left: nothing happens)."""
    if state.meeple_supply[colour] > 0:
        state.meeple_supply[colour] -= 1
        seat["meeples"].append([colour, "aside"])


def legal_reward(state) -> list[dict]:
    """The colours of a two-coloured meeple reward that the supply still has."""
    return [
        {"type": "choose_meeple", "colour": c} for c in state.pending["choices"][0] if state.meeple_supply[c]
    ]


def do_reward(state, action: dict) -> None:
    """Gain the chosen meeple; more choices wait, else back to Main."""
    gain_meeple(state, state.seat, action["colour"])
    rest = [r for r in state.pending["choices"][1:] if any(state.meeple_supply[c] for c in r)]
    state.pending = {"choices": rest} if rest else None
    state.step = "reward" if rest else "main"
