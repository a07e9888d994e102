"""Hand-made Rolling Heights states for scenario tests (components stay conserved)."""

from __future__ import annotations

from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
from babelworks.games.rolling_heights import GAME
from babelworks.games.rolling_heights.build import complete
from babelworks.games.rolling_heights.cubes import gain_cube
from babelworks.games.rolling_heights.mapgrid import space_index


def started(players: int = 2, seed: int = 1):
    """A game after starting placement (first listed tile and space each time)."""
    state = GAME.new_game(players, seed)
    while state.step in ("start", "place"):
        state.apply(state.legal_actions()[0])
    return state


def main_state(players: int = 2, seed: int = 1, meeples=(), clear_board: bool = True):
    """The start player's Main phase holding exactly ``meeples`` (colour, pose) pairs."""
    state = started(players, seed)
    seat = state.seat
    for colour, _ in seat["meeples"]:
        state.meeple_supply[colour] += 1
    seat["meeples"] = []
    for colour, pose in meeples:
        give_meeple(state, colour, pose)
    if clear_board:
        for other in state.seats:
            for space in other["plans"]:
                tile = state.tiles[space]
                state.tiles[space] = None
                state.piles[0].append(tile["plan"])
            other["plans"] = []
    state.rolling, state.pending, state.step = None, None, "main"
    state.changed()
    return state


def give_meeple(state, colour: str, pose: str, seat: int | None = None) -> int:
    """Move a meeple from the supply to a seat; return its index."""
    target = state.seats[state.current if seat is None else seat]
    state.meeple_supply[colour] -= 1
    target["meeples"].append([colour, pose])
    state.changed()
    return len(target["meeples"]) - 1


def give_cubes(state, cube: str, count: int) -> None:
    """Give the current player cubes from the supply."""
    gain_cube(state, state.seat, cube, count)
    state.changed()


def find_plan(state, plan_id: str) -> None:
    """Take a plan out of wherever it is (market or pile); markets keep the slot empty."""
    for pile in state.piles:
        if plan_id in pile:
            pile.remove(plan_id)
            return
    for strip in state.markets:
        for slot, entry in enumerate(strip):
            if entry and entry["plan"] == plan_id:
                strip[slot] = None
                return
    raise LookupError(plan_id)


def put_plan(state, plan_id: str, row: int, column: int, seat: int | None = None, built: bool = False):
    """Place a plan for a seat at ``[row, column]``; ``built`` fills and completes it."""
    owner = state.current if seat is None else seat
    find_plan(state, plan_id)
    space = space_index(row, column)
    plan = GAME_PLANS()[plan_id]
    state.tiles[space] = {
        "plan": plan_id,
        "owner": owner,
        "stacks": [[] for _ in plan["stacks"]],
        "complete": False,
        "vp": 0,
    }
    state.seats[owner]["plans"].append(space)
    if built:
        fill(state, space, owner)
    state.changed()
    return space


def fill(state, space: int, owner: int) -> None:
    """Fill every stack with its own colour from the supply and complete the building."""
    tile = state.tiles[space]
    for k, stack in enumerate(GAME_PLANS()[tile["plan"]]["stacks"]):
        for _ in range(stack["height"]):
            state.supply[stack["cube"]] -= 1
            state.built[stack["cube"]] += 1
            tile["stacks"][k].append(stack["cube"])
    current = state.current
    state.current = owner
    complete(state, space)
    state.current = current
    if state.step == "reward":
        state.step, state.pending = "main", None


def GAME_PLANS():
    """All plans by id."""
    from babelworks.games.rolling_heights.content import content

    return content().plans


def roll(state, *poses: str) -> None:
    """Apply a roll giving ``poses`` to the meeples in the box, in order."""
    assert state.current_player == CHANCE
    state.apply({"type": "roll", "meeples": list(state.rolling["meeples"]), "poses": list(poses)})


def play_random(players: int, seed: int, check_every: bool = False, on_step=None):
    """A full game with uniform random legal actions and the statistical roller."""
    state = GAME.new_game(players, seed)
    rng = Rng.from_seed(seed, "test-bot")
    log = []
    while not state.is_over():
        if state.current_player == CHANCE:
            action = GAME.sample_outcome(state, rng)
        else:
            action = rng.choice(state.legal_actions())
        state.apply(action)
        log.append(action)
        if on_step:
            on_step(state)
        if check_every:
            assert state.check_invariants() == [], (seed, len(log), state.check_invariants())
    return state, log


def plain_run(state, length: int) -> list[tuple[int, int]]:
    """``length`` empty land spaces in a row with no cube icon and no bonus, left to right."""
    city = state.city
    for row in range(8):
        for column in range(12 - length + 1):
            spaces = [space_index(row, column + k) for k in range(length)]
            if all(
                city.is_land(s) and not city.cost[s] and not city.bonus[s] and state.tiles[s] is None
                for s in spaces
            ):
                return [(row, column + k) for k in range(length)]
    raise LookupError(f"no plain run of {length}")
