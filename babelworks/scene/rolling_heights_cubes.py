"""Ids for the Rolling Heights cubes off the map, chosen so that a cube's move shows it travelling.

The state counts cubes (per colour in the supply and in the hand of the player
to move, per stack on the map); it does not tell one cube of a colour from
another, so no id can follow a particular cube. The ids are chosen so that each
move keeps the moved cube's id where the state allows:

* A cube on a stack is ``rh/cube/<space>/<stack>/<level>`` (its place: a
  building never moves).
* The player to move holds cubes for their unfinished stacks. Their free spots
  are listed per stack colour: every stack's lowest free level first (by space,
  then stack), then every stack's next level, and so on; the k-th real cube of a
  colour in hand takes the k-th spot's id. So building a cube on a stack whose
  lowest free spot a held cube names glides that cube from the hand onto the
  stack (the engine does not say which cube a player means, only which stack:
  with fewer cubes in hand than stacks, a build on a stack no held cube names
  shows the cube appearing there).
* Every other cube in a supply pile or the hand of the player to move (misc
  cubes, and real ones beyond the free spots) is ``rh/cube/<colour>/<n>``,
  numbered from the bottom of the pile up and on into the hand, so taking the
  top cube and paying the hand's last one back keep its id: it glides. The
  supply's top cube names no spot: were it to name the spot the next cube taken
  will name, a build on another stack would show a cube flying from the hand to
  the supply. A build moves the hand's later cubes one place along their pile,
  and a newly placed plan's spots come into the list, moving held cubes' names
  along: short hops within the hand.
* A cube held by a player not to move (the engine never leaves one there) is
  ``rh/hand/<seat>/<colour>/<k>``.
"""

from __future__ import annotations

from babelworks.games.rolling_heights.content import CUBES, content

MISC = "misc"


def free_spots(state, seat: int) -> dict[str, list[str]]:
    """Stack colour -> ids of ``seat``'s free stack spots: each stack's lowest free level first."""
    found: dict[str, list[tuple]] = {}
    for space in state.seats[seat]["plans"]:
        tile = state.tiles[space]
        if tile["complete"]:
            continue
        for k, stack in enumerate(content().plans[tile["plan"]]["stacks"]):
            built = len(tile["stacks"][k])
            for level in range(built, stack["height"]):
                found.setdefault(stack["cube"], []).append((level - built, space, k, level))
    return {
        colour: [f"rh/cube/{space}/{k}/{level}" for _, space, k, level in sorted(spots)]
        for colour, spots in found.items()
    }


def cube_ids(state) -> tuple[dict, dict]:
    """The ids of the cubes in the hand of the player to move and in the supply piles.

    Returns:
        (hand, supply): pile ("wood", ..., "misc") -> ids by slot; a supply pile's
        slot 0 is its bottom cube, a hand pile's its first.
    """
    seat = state.seats[state.current]
    spots = free_spots(state, state.current)
    hand: dict[str, list] = {MISC: []}
    supply: dict[str, list] = {}
    for colour in CUBES:
        free = iter(spots.get(colour, ()))
        hand[colour] = [next(free, None) for _ in range(seat["cubes"][colour])]
        hand[MISC] += [None] * seat["misc"][colour]
        supply[colour] = [None] * state.supply[colour]
    supply[MISC] = [None] * state.supply[MISC]
    for pile in (*CUBES, MISC):
        _number(pile, hand[pile], supply[pile])
    return hand, supply


def _number(pile: str, hand: list, supply: list) -> None:
    """Give the cubes that name no spot ``rh/cube/<pile>/<n>``: the supply from the bottom, then the hand."""
    chain = len(supply) + len(hand)
    for k, name in enumerate(supply):
        supply[k] = name or f"rh/cube/{pile}/{k}"
    for k, name in enumerate(hand):
        hand[k] = name or f"rh/cube/{pile}/{chain - 1 - k}"
