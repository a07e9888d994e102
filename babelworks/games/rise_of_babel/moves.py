"""What each action does. ``perform`` is only called with a legal action."""

from __future__ import annotations

from babelworks.games.rise_of_babel import board, cards, phases, tiles
from babelworks.games.rise_of_babel.cards import CARDS
from babelworks.games.rise_of_babel.content import STEP_KINDS, content
from babelworks.games.rise_of_babel.legal import step_kind
from babelworks.games.rise_of_babel.towers import gain_influence, place

BOARD = content().board
TILES = content().tiles


def perform(g: dict, action: dict) -> None:
    """Carry out a legal action, then settle what follows (refills, round end, ...).

    A pending choice on the stack is consumed by the action answering it; a card
    step is consumed from the active card.
    """
    turn = g["turn"]
    kind = action["type"]
    step = None
    if turn["stack"]:
        turn["stack"].pop()
    elif kind in STEP_KINDS:
        step = _consume_step(turn["active"], kind)
    EFFECTS[kind](g, g["current"], action, step)
    phases.settle(g)


def _consume_step(active: dict, kind: str):
    for index, step in enumerate(active["left"]):
        if step_kind(step) == kind:
            return active["left"].pop(index)
    raise KeyError(kind)


def _to_tower(take):
    """An effect moving the tile ``take(g, seat, action)`` onto the chosen tower space."""

    def effect(g: dict, seat: int, action: dict, step) -> None:
        """Place the tile; in Round III with full towers gain 1 influence instead
        (the tile stays where it is)."""
        if "tower" not in action:
            gain_influence(g, seat, 1)
            return
        place(g, seat, take(g, seat, action), (action["tower"], action["space"]), False)

    return effect


def _from_stall(g: dict, seat: int, action: dict) -> str:
    return tiles.take_stall(g, seat, action["stall"])


def _from_warehouse(g: dict, seat: int, action: dict) -> str:
    return tiles.take_kind(g["seats"][seat]["warehouse"], action["tile"])


def _from_wild_supply(g: dict, seat: int, action: dict) -> str:
    return g["wilds"].pop()


def _place_confusion(g: dict, seat: int, action: dict, step) -> None:
    g["turn"]["confusion_due"] -= 1
    place(g, seat, g["confusion"].pop(), (action["tower"], action["space"]), False)


def _unload(g: dict, seat: int, action: dict, step) -> None:
    player = g["seats"][seat]
    tile = tiles.take_kind(player["cargo"], action["tile"])
    if "tower" in action:
        place(g, seat, tile, (action["tower"], action["space"]), True)
    else:
        player["camp"].append(tile)
        gain_influence(g, seat, 1)
    if not player["cargo"]:
        player["elephant"] = 0


def _stalls_to(place_name: str):
    def effect(g: dict, seat: int, action: dict, step) -> None:
        """Move the chosen stall's tile to ``place_name``."""
        g["seats"][seat][place_name].append(tiles.take_stall(g, seat, action["stall"]))

    return effect


def _advance_elephant(g: dict, seat: int, action: dict, step) -> None:
    board.advance_elephant(g, seat, 1)


def _board_upgrade(g: dict, seat: int, action: dict, step) -> None:
    g["seats"][seat]["warehouse"].append(tiles.take_stall(g, seat, action["stall"]))
    board.advance_tablet(g, seat, action["track"])


def _draw(g: dict, seat: int, action: dict, step) -> None:
    cards.draw_into(g, seat, 1, g["turn"]["play"])


def _trash(g: dict, seat: int, action: dict, step) -> None:
    card = action["card"]
    play = g["turn"]["play"]
    (play if card in play else g["seats"][seat]["discard"]).remove(card)
    cards.trash(g, seat, card)


def _refresh_market(g: dict, seat: int, action: dict, step) -> None:
    cards.refresh_market(g)


def _source(action: dict) -> dict:
    return {key: action[key] for key in ("from", "slot") if key in action}


def _gain_to(where: str):
    def effect(g: dict, seat: int, action: dict, step) -> None:
        """Take the chosen revealed card into the play area or the discard pile."""
        card = cards.take_offered(g, _source(action))
        target = g["turn"]["play"] if where == "play" else g["seats"][seat]["discard"]
        target.append(card)

    return effect


def _search_discard(g: dict, seat: int, action: dict, step) -> None:
    g["seats"][seat]["discard"].remove(action["card"])
    g["turn"]["play"].append(action["card"])


def _gain_cart(g: dict, seat: int, action: dict, step) -> None:
    board.gain_cart(g, seat)


def _gain_spec(g: dict, seat: int, action: dict, step) -> None:
    board.gain_spec(g, seat, action["resource"])


def _stall_from_bag(g: dict, seat: int, action: dict, step) -> None:
    tiles.swap_from_bag(g, seat, action["stall"], action["tile"])


def _pull(g: dict, seat: int, action: dict, step) -> None:
    """Gambler / Supervisor / Trades Craft: pull a tile, take the reward it shows, put it back."""
    tile = tiles.pull(g, seat)
    g["seats"][seat]["bag"].append(tile)
    for resource in TILES[tile].resources:
        reward = step["pull"][resource]
        g["turn"]["gold"] += reward.get("gold", 0)
        g["turn"]["active"]["left"] += list(reward.get("steps", []))


def _activate(g: dict, seat: int, action: dict, step) -> None:
    card, turn = action["card"], g["turn"]
    banner = CARDS[card].banners[action["banner"]]
    turn["used"].append(card)
    if banner.get("pay"):
        board.spend(g, banner["pay"])
    if banner.get("trash_self"):
        turn["play"].remove(card)
        cards.trash(g, seat, card)
    turn["gold"] += banner.get("gold", 0)
    steps = list(banner.get("steps", []))
    turn["active"] = {"card": card, "left": steps} if steps else None


def _finish_card(g: dict, seat: int, action: dict, step) -> None:
    g["turn"]["active"] = None


def _buy_card(g: dict, seat: int, action: dict, step) -> None:
    card = cards.take_offered(g, _source(action))
    board.spend(g, CARDS[card].cost)
    g["seats"][seat]["discard"].append(card)
    bonus = CARDS[card].bonus
    g["turn"]["gold"] += bonus.get("gold", 0)
    gain_influence(g, seat, bonus.get("influence", 0))
    board.advance_elephant(g, seat, bonus.get("advance", 0))


def _pay_refresh_market(g: dict, seat: int, action: dict, step) -> None:
    board.spend(g, BOARD["refresh_market_cost"])
    g["turn"]["market_refreshed"] = True
    cards.refresh_market(g)


def _refresh_stalls(g: dict, seat: int, action: dict, step) -> None:
    board.spend(g, BOARD["refresh_stalls_cost"])
    tiles.refresh_stalls(g, seat, action["stalls"])


def _sell_warehouse(g: dict, seat: int, action: dict, step) -> None:
    tiles.sell_group(g, seat, action["tiles"])


def _load_elephant(g: dict, seat: int, action: dict, step) -> None:
    player = g["seats"][seat]
    player["cargo"].append(tiles.take_kind(player["camp"], action["tile"]))


def _swap_elephant(g: dict, seat: int, action: dict, step) -> None:
    player = g["seats"][seat]
    loaded = tiles.take_kind(player["cargo"], action["cargo"])
    player["cargo"].append(tiles.take_kind(player["camp"], action["camp"]))
    player["camp"].append(loaded)


def _return_camp(g: dict, seat: int, action: dict, step) -> None:
    tiles.return_camp(g, seat)


def _decline(g: dict, seat: int, action: dict, step) -> None:
    """Decline an optional bonus (stalls-to-camp) or the optional trash."""


def _end_turn(g: dict, seat: int, action: dict, step) -> None:
    phases.end_turn(g)


EFFECTS = {
    "stalls_to_tower": _to_tower(_from_stall),
    "stalls_to_warehouse": _stalls_to("warehouse"),
    "stalls_to_camp": _stalls_to("camp"),
    "warehouse_to_tower": _to_tower(_from_warehouse),
    "place_wild": _to_tower(_from_wild_supply),
    "advance_elephant": _advance_elephant,
    "board_upgrade": _board_upgrade,
    "draw": _draw,
    "trash": _trash,
    "refresh_market": _refresh_market,
    "gain_to_hand": _gain_to("play"),
    "search_discard": _search_discard,
    "gain_cart": _gain_cart,
    "gain_specialization": _gain_spec,
    "gain_cheap_card": _gain_to("discard"),
    "stall_from_bag": _stall_from_bag,
    "pull": _pull,
    "activate": _activate,
    "finish_card": _finish_card,
    "buy_card": _buy_card,
    "pay_refresh_market": _pay_refresh_market,
    "refresh_stalls": _refresh_stalls,
    "sell_warehouse": _sell_warehouse,
    "load_elephant": _load_elephant,
    "swap_elephant": _swap_elephant,
    "return_camp": _return_camp,
    "decline": _decline,
    "end_turn": _end_turn,
    "place_confusion": _place_confusion,
    "unload": _unload,
    "gain_free": _gain_to("discard"),
}
