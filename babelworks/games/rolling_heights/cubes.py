"""Cubes, Spending Power and Wild Tokens: the supply, gaining and paying.

A player's physical cubes are counted by colour in ``seat["cubes"]``; the
miscellaneous cubes they hold are counted by the colour each stands for in
``seat["misc"]`` (a misc cube "represents only the colour of the cube the player
otherwise would have gained"). Only the active player ever holds cubes: the
rest go back to the supply at cleanup.
"""

from __future__ import annotations

from babelworks.games.rolling_heights.content import CUBES, content

SPENDING_POWER = "spending_power"
MISC = "misc:"


def in_play(state, cube: str) -> int:
    """Cubes of ``cube`` in this game (the box holds the ones removed at setup)."""
    return content().components["cubes"][cube] - state.box[cube]


def colour_all_built(state, cube: str) -> bool:
    """True when every cube of ``cube`` in play stands in a building."""
    return state.built[cube] == in_play(state, cube)


def misc_enters(state) -> None:
    """Bring the set-aside miscellaneous cubes into the supply (once)."""
    if not state.misc_in:
        state.misc_in = True
        state.supply["misc"] += state.misc_aside
        state.misc_aside = 0


def gain_cube(state, seat: dict, cube: str, count: int = 1) -> None:
    """Give ``seat`` cubes of ``cube``; a misc cube stands in once the colour runs out."""
    supply = state.supply
    for _ in range(count):
        if supply[cube] > 0:
            supply[cube] -= 1
            seat["cubes"][cube] += 1
            if supply[cube] == 0:
                misc_enters(state)
            continue
        misc_enters(state)
        if supply["misc"] > 0:
            supply["misc"] -= 1
        else:
            # The rulebook: misc cubes are unlimited; a stand-in marker is counted apart.
            state.misc_extra += 1
        seat["misc"][cube] += 1


def return_misc(state) -> None:
    """Put one misc cube back: a stand-in marker goes first, keeping 25 real ones."""
    if state.misc_extra > 0:
        state.misc_extra -= 1
    else:
        state.supply["misc"] += 1


def budget(seat: dict) -> int:
    """Everything ``seat`` can pay with now: cubes of any kind and Spending Power."""
    return sum(seat["cubes"].values()) + sum(seat["misc"].values()) + seat["sp"]


def payment_options(seat: dict) -> list[str]:
    """What ``seat`` may pay the next cube of a cost with (misc cubes must go first)."""
    misc = [MISC + c for c in CUBES if seat["misc"][c]]
    options = misc or [c for c in CUBES if seat["cubes"][c]]
    if seat["sp"]:
        options.append(SPENDING_POWER)
    return options


def pay_one(state, seat: dict, what: str) -> None:
    """Pay one cube of a cost with ``what`` (a colour, ``misc:<colour>`` or Spending Power)."""
    if what == SPENDING_POWER:
        seat["sp"] -= 1
    elif what.startswith(MISC):
        seat["misc"][what[len(MISC) :]] -= 1
        return_misc(state)
    else:
        seat["cubes"][what] -= 1
        state.supply[what] += 1


def return_all_cubes(state, seat: dict) -> None:
    """Cleanup: unused cubes go back to the supply and Spending Power is lost."""
    for cube in CUBES:
        state.supply[cube] += seat["cubes"][cube]
        seat["cubes"][cube] = 0
        for _ in range(seat["misc"][cube]):
            return_misc(state)
        seat["misc"][cube] = 0
    seat["sp"] = 0


def gain_wild(state, seat: dict, count: int) -> int:
    """Give ``seat`` up to ``count`` Wild Tokens from the supply; return how many."""
    given = min(count, state.wild_supply)
    state.wild_supply -= given
    seat["wild"] += given
    return given


def construct_cubes(state, seat: dict, stack_cube: str, any_stack: bool) -> list[str]:
    """Cubes ``seat`` may put on a stack that needs ``stack_cube``.

    A misc cube may be built only once every real cube of its colour is in a
    building; the Haunted House lets any cube go on any stack this turn.
    """
    colours = CUBES if any_stack else (stack_cube,)
    options = [c for c in colours if seat["cubes"][c]]
    options += [
        MISC + c for c in colours if seat["misc"][c] and state.supply[c] == 0 and seat["cubes"][c] == 0
    ]
    return options
