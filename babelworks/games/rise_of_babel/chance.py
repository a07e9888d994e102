"""All randomness of a Rise of Babel game: the state's own RNG, reveal counting, and
which actions reveal.

Every draw, pull and shuffle goes through here, so the whole game replays from
seed and log, and ``g["reveals"]`` counts each time hidden information came out
(an action that raises it cannot be undone). :func:`reveals` answers beforehand,
from the action's kind and a few counts, without playing it.
"""

from __future__ import annotations

from babelworks.core.kernel import copy_data
from babelworks.core.rng import Rng
from babelworks.games.rise_of_babel.content import content

TRACKS = content().board["tracks"]
#: Actions that always draw, pull or shuffle (each is listed only when it can).
ALWAYS = frozenset({"draw", "refresh_market", "pay_refresh_market", "refresh_stalls", "return_camp", "pull"})
MARKET_GAINS = frozenset({"gain_to_hand", "gain_cheap_card", "gain_free", "buy_card"})
EMPTIES_A_STALL = frozenset({"stalls_to_warehouse", "stalls_to_camp", "board_upgrade"})


def below(g: dict, n: int) -> int:
    """A uniform index in ``[0, n)`` drawn from the state's generator (a reveal).

    A plain :class:`Rng` works on the integer and writes it back: the same numbers
    as the kernel's ``BoundRng`` over ``g["rng"]``, without a data access per step.
    """
    g["reveals"] += 1
    rng = Rng(g["rng"])
    value = rng.below(n)
    g["rng"] = rng.state
    return value


def shuffle(g: dict, items: list) -> None:
    """Shuffle ``items`` in place with the state's generator (a reveal)."""
    g["reveals"] += 1
    rng = Rng(g["rng"])
    rng.shuffle(items)
    g["rng"] = rng.state


def noted_reveal(g: dict) -> None:
    """Count a reveal that needs no random number (a card drawn off a deck's top)."""
    g["reveals"] += 1


def reveals(g: dict, action: dict) -> bool:
    """True when the legal ``action`` may draw, pull or shuffle (it cannot be undone).

    Never False for an action that reveals; True also for the rare action that
    only might (a placement that ends a round while a bonus choice is pending).
    Any other value gets an answer without an error (no trial, no match).
    """
    kind = action.get("type") if type(action) is dict else None
    if type(kind) is not str:
        return False
    player = g["seats"][g["current"]]
    if kind in ALWAYS or _round_ends(g, action):
        return True
    if kind == "end_turn":
        return bool(player["deck"] or player["discard"] or g["turn"]["play"])
    if kind in MARKET_GAINS and action.get("from") == "market":
        return bool(g["market"]["deck"] or g["market"]["discard"])
    refills = bool(player["bag"] or player["set_aside"])
    if kind in EMPTIES_A_STALL or (kind == "stalls_to_tower" and "tower" in action):
        return refills or _upgrade_draws(g, player, action)
    return kind == "sell_warehouse" and None in player["stalls"]


def _round_ends(g: dict, action: dict) -> bool:
    """Rounds I and II end (new towers drawn) once no space is empty after this action.

    Full towers outlast an action only while a choice is pending (the round ends
    once it is made), so other actions need no count.
    """
    if g["round"] == 3 or not ("tower" in action or g["turn"]["stack"]):
        return False
    empty = sum(cell[2] is None for tower in g["towers"] for cell in tower["cells"])
    return empty == 0 or (empty == 1 and "tower" in action)


def _upgrade_draws(g: dict, player: dict, action: dict) -> bool:
    """A board upgrade uncovering the draw-and-advance icon draws a card."""
    track = action.get("track")
    if action["type"] != "board_upgrade" or type(track) is not str or track not in TRACKS:
        return False
    icons, step = TRACKS[track], player["tablets"][track]
    return step < len(icons) and icons[step] == "draw_advance" and bool(player["deck"] or player["discard"])


def sample_for(g: dict, seat: int, rng: Rng) -> dict:
    """Game data consistent with what ``seat`` knows, hidden parts re-dealt from ``rng``.

    Hidden from ``seat``: the order of every deck (its own too), the other seats'
    hands (re-dealt with their decks, each keeping its size), the order of every
    bag, the market deck's order and the generator's future draws. What is hidden
    is pooled in a fixed order before it is shuffled, so two states that differ only
    there give the same sample for the same ``rng``.
    """
    data = copy_data(g)
    for other, player in enumerate(data["seats"]):
        held = len(player["hand"]) if other != seat else 0
        pool = sorted(player["deck"] + (player["hand"] if other != seat else []))
        rng.shuffle(pool)
        if other != seat:
            player["hand"] = pool[:held]
        player["deck"] = pool[held:]
        player["bag"] = sorted(player["bag"])
        rng.shuffle(player["bag"])
    data["market"]["deck"] = sorted(data["market"]["deck"])
    rng.shuffle(data["market"]["deck"])
    data["rng"] = rng.next64()
    return data
