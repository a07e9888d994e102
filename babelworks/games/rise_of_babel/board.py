"""The player board: gold (pool and Gold Upgrade token), upgrade tracks, elephant and carts."""

from __future__ import annotations

from babelworks.games.rise_of_babel import cards
from babelworks.games.rise_of_babel.content import RESOURCES, content
from babelworks.games.rise_of_babel.towers import gain_influence

BOARD = content().board
TRACKS = BOARD["tracks"]
TOWERS_SPACE = BOARD["elephant_spaces"]


def available_gold(g: dict) -> int:
    """Gold the current player can spend now: the pool plus an unused Gold Upgrade token."""
    token = g["seats"][g["current"]]["gold_token"]
    return g["turn"]["gold"] + (token if not g["turn"]["token_used"] else 0)


def spend(g: dict, amount: int) -> None:
    """Spend gold from the pool; when the pool is short, the Gold Upgrade token's gold
    joins it and the token flips (2 <-> 1) and is ignored for the rest of the turn."""
    turn = g["turn"]
    if turn["gold"] < amount:
        player = g["seats"][g["current"]]
        turn["gold"] += player["gold_token"]
        player["gold_token"] = 3 - player["gold_token"]
        turn["token_used"] = True
    turn["gold"] -= amount


def elephant_capacity(player: dict) -> int:
    """Tiles the elephant carries: one on its back and one per attached cart."""
    return 1 + player["carts"]


def advance_elephant(g: dict, seat: int, spaces: int) -> None:
    """Move the elephant toward the towers, using the Skip Space token when it leaves camp.

    An elephant arriving at the towers empty returns to camp at once; a loaded one
    waits there until unloaded (the unload is forced, see ``rules.forced``).
    """
    player = g["seats"][seat]
    for _ in range(spaces):
        if player["elephant"] >= TOWERS_SPACE:
            return
        if player["elephant"] == 0 and player["skip_token"]:
            _leave_camp_over_token(g, player)
        else:
            player["elephant"] += 1
        if player["elephant"] >= TOWERS_SPACE and not player["cargo"]:
            player["elephant"] = 0
            return


def _leave_camp_over_token(g: dict, player: dict) -> None:
    side = player["skip_token"]
    player["skip_token"] = "stalls" if side == "elephant" else "elephant"
    if side == "elephant":
        player["elephant"] = 2
    else:
        player["elephant"] = 1
        g["turn"]["stack"].append({"kind": "stalls_to_camp"})


def advance_tablet(g: dict, seat: int, track: str) -> None:
    """Advance a tablet token one step and unlock what it uncovers (influence past the end)."""
    player = g["seats"][seat]
    step = player["tablets"][track]
    if step >= len(TRACKS[track]):
        gain_influence(g, seat, 1)
        return
    player["tablets"][track] = step + 1
    UNLOCK[TRACKS[track][step]](g, seat, track)


def _unlock_dual(g: dict, seat: int, track: str) -> None:
    player = g["seats"][seat]
    tile = player["dual_slots"][track]
    player["board_tiles"].remove(tile)
    player["warehouse"].append(tile)


def _unlock_multi(g: dict, seat: int, track: str) -> None:
    player = g["seats"][seat]
    player["board_tiles"].remove(f"{seat}m")
    player["warehouse"].append(f"{seat}m")


def _unlock_cart(g: dict, seat: int, track: str) -> None:
    if cart_choices(g, seat):
        g["turn"]["stack"].append({"kind": "cart_or_spec"})


def _unlock_draw_advance(g: dict, seat: int, track: str) -> None:
    cards.draw_into(g, seat, 1, g["turn"]["play"])
    advance_elephant(g, seat, 2)


def _unlock_skip_space(g: dict, seat: int, track: str) -> None:
    g["seats"][seat]["skip_token"] = "elephant"


def _unlock_gold_token(g: dict, seat: int, track: str) -> None:
    g["seats"][seat]["gold_token"] = 2


def _unlock_free_card(g: dict, seat: int, track: str) -> None:
    g["seats"][seat]["free_token"] = False
    g["turn"]["stack"].append({"kind": "free_trash"})
    if cards.offered(g):
        g["turn"]["stack"].append({"kind": "free_card"})


UNLOCK = {
    "dual": _unlock_dual,
    "multi": _unlock_multi,
    "cart": _unlock_cart,
    "draw_advance": _unlock_draw_advance,
    "skip_space": _unlock_skip_space,
    "gold_token": _unlock_gold_token,
    "free_card": _unlock_free_card,
}


def spec_choices(g: dict, seat: int) -> list[str]:
    """Resources whose specialization token this player may still take."""
    held = {spec.split("-")[1] for spec in g["seats"][seat]["specs"]}
    free = {spec.split("-")[1] for spec in g["specs"]}
    return [r for r in RESOURCES if r in free and r not in held]


def cart_choices(g: dict, seat: int) -> bool:
    """True when a cart or a specialization token can still be gained."""
    return g["seats"][seat]["carts_on_board"] > 0 or bool(spec_choices(g, seat))


def gain_cart(g: dict, seat: int) -> None:
    """Attach a cart from the player board to the elephant."""
    player = g["seats"][seat]
    player["carts_on_board"] -= 1
    player["carts"] += 1


def gain_spec(g: dict, seat: int, resource: str) -> None:
    """Take a specialization token of ``resource`` from the supply into the camp."""
    token = next(spec for spec in g["specs"] if spec.split("-")[1] == resource)
    g["specs"].remove(token)
    g["seats"][seat]["specs"].append(token)


def upgrade_tracks(tile_resources: tuple) -> list[str]:
    """Tracks a stall tile can upgrade (a dual tile offers both of its resources)."""
    return [r for r in tile_resources if r in TRACKS]
