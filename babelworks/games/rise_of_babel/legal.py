"""Every action allowed now, exactly (``legal_actions``).

What is allowed depends on what is pending, in this order: a choice on the stack
(placement bonus, upgrade choice, empty bag), a confusion tile placement, the
elephant's forced unload; otherwise the active card's steps (or activating a new
card) and the free actions of a turn (buy, refreshes, sell, load, end turn).
"""

from __future__ import annotations

from itertools import combinations

from babelworks.games.rise_of_babel import board, cards, tiles
from babelworks.games.rise_of_babel.cards import CARDS
from babelworks.games.rise_of_babel.content import content
from babelworks.games.rise_of_babel.towers import empty_spaces, placing_gives_influence

BOARD = content().board
TILES = content().tiles
TOWERS_SPACE = BOARD["elephant_spaces"]


def legal_actions(g: dict) -> list[dict]:
    """Every action the current player may take now (empty once the game is over)."""
    if g["over"]:
        return []
    turn = g["turn"]
    if turn["stack"]:
        return PENDING[turn["stack"][-1]["kind"]](g, g["current"])
    if turn["confusion_due"]:
        return targets(g, {"type": "place_confusion"})
    player = g["seats"][g["current"]]
    if player["elephant"] >= TOWERS_SPACE and player["cargo"]:
        found = []
        for kind in tiles.kinds(player["cargo"]):
            found += targets(g, {"type": "unload", "tile": kind})
        return found
    found = _step_actions(g) if turn["active"] else _activations(g)
    return found + _free_actions(g, player)


def targets(g: dict, base: dict) -> list[dict]:
    """``base`` aimed at each empty tower space (in Round III with full towers the
    action stands alone: it gives 1 influence instead of placing)."""
    if placing_gives_influence(g):
        return [base]
    return [{**base, "tower": tower, "space": space} for tower, space in empty_spaces(g)]


def step_kind(step) -> str:
    """The action type that resolves a card step (a pull step is a dict)."""
    return step if isinstance(step, str) else "pull"


def _step_actions(g: dict) -> list[dict]:
    seat = g["current"]
    found = [{"type": "finish_card"}]
    seen = set()
    for step in g["turn"]["active"]["left"]:
        kind = step_kind(step)
        if kind not in seen:
            seen.add(kind)
            found += STEPS[kind](g, seat)
    return found


#: Per card, per banner: (gold to pay, needs a discard pile).
BANNER_NEEDS = {
    card.id: tuple((b.get("pay", 0), bool(b.get("needs_discard"))) for b in card.banners)
    for card in CARDS.values()
}


def _activations(g: dict) -> list[dict]:
    player = g["seats"][g["current"]]
    used = g["turn"]["used"]
    gold, discard = board.available_gold(g), bool(player["discard"])
    return [
        {"type": "activate", "card": card, "banner": index}
        for card in g["turn"]["play"]
        if card not in used
        for index, (pay, needs_discard) in enumerate(BANNER_NEEDS[card])
        if gold >= pay and (discard or not needs_discard)
    ]


def _free_actions(g: dict, player: dict) -> list[dict]:
    gold = board.available_gold(g)
    found = _buys(g, gold)
    if (
        gold >= BOARD["refresh_market_cost"]
        and not g["turn"]["market_refreshed"]
        and cards.can_refresh_market(g)
    ):
        found.append({"type": "pay_refresh_market"})
    if gold >= BOARD["refresh_stalls_cost"]:
        found += _stall_refreshes(player)
    found += [{"type": "sell_warehouse", "tiles": group} for group in tiles.sale_groups(player)]
    if player["elephant"] == 0 and player["camp"]:
        found += _loading(player)
    found.append({"type": "end_turn"})
    return found


def _loading(player: dict) -> list[dict]:
    """Elephant in camp: load a camp tile while there is room, or swap a loaded tile
    for a camp tile of another kind ("you may freely swap any loaded resource tiles
    with others in your camp")."""
    camp = tiles.kinds(player["camp"])
    found = [
        {"type": "swap_elephant", "cargo": loaded, "camp": kind}
        for loaded in tiles.kinds(player["cargo"])
        for kind in camp
        if kind != loaded
    ]
    if len(player["cargo"]) < board.elephant_capacity(player):
        found = [{"type": "load_elephant", "tile": kind} for kind in camp] + found
    return found


def _buys(g: dict, gold: int) -> list[dict]:
    market = g["market"]
    found = [
        {"type": "buy_card", "from": "market", "slot": slot}
        for slot, card in enumerate(market["row"])
        if card is not None and CARDS[card].cost <= gold
    ]
    for pile in ("jobs", "teamsters"):
        if market[pile] and CARDS[market[pile][-1]].cost <= gold:
            found.append({"type": "buy_card", "from": pile})
    return found


def _stall_refreshes(player: dict) -> list[dict]:
    full = [stall for stall, tile in enumerate(player["stalls"]) if tile is not None]
    return [
        {"type": "refresh_stalls", "stalls": list(chosen)}
        for size in range(1, len(full) + 1)
        for chosen in combinations(full, size)
    ]


def _full_stalls(g: dict, seat: int) -> list[int]:
    return [s for s, tile in enumerate(g["seats"][seat]["stalls"]) if tile is not None]


def _from_stall(name: str):
    def options(g: dict, seat: int) -> list[dict]:
        """One action per occupied stall."""
        return [{"type": name, "stall": s} for s in _full_stalls(g, seat)]

    return options


def _stalls_to_tower(g: dict, seat: int) -> list[dict]:
    found = []
    for stall in _full_stalls(g, seat):
        found += targets(g, {"type": "stalls_to_tower", "stall": stall})
    return found


def _warehouse_to_tower(g: dict, seat: int) -> list[dict]:
    found = []
    for kind in tiles.kinds(g["seats"][seat]["warehouse"]):
        found += targets(g, {"type": "warehouse_to_tower", "tile": kind})
    return found


def _place_wild(g: dict, seat: int) -> list[dict]:
    return targets(g, {"type": "place_wild"}) if g["wilds"] else []


def _advance(g: dict, seat: int) -> list[dict]:
    return [{"type": "advance_elephant"}] if g["seats"][seat]["elephant"] < TOWERS_SPACE else []


def _board_upgrade(g: dict, seat: int) -> list[dict]:
    stalls = g["seats"][seat]["stalls"]
    return [
        {"type": "board_upgrade", "stall": s, "track": track}
        for s in _full_stalls(g, seat)
        for track in board.upgrade_tracks(TILES[stalls[s]].resources)
    ]


def _draw(g: dict, seat: int) -> list[dict]:
    player = g["seats"][seat]
    return [{"type": "draw"}] if player["deck"] or player["discard"] else []


def _trash(g: dict, seat: int) -> list[dict]:
    return [{"type": "trash", "card": card} for card in g["turn"]["play"] + g["seats"][seat]["discard"]]


def _refresh_market(g: dict, seat: int) -> list[dict]:
    return [{"type": "refresh_market"}] if cards.can_refresh_market(g) else []


def _gain(name: str, most: int | None = None):
    def options(g: dict, seat: int) -> list[dict]:
        """One action per revealed card (costing at most ``most`` gold when given)."""
        return [
            {"type": name, **source}
            for source, card in cards.offered(g)
            if most is None or CARDS[card].cost <= most
        ]

    return options


def _search_discard(g: dict, seat: int) -> list[dict]:
    return [{"type": "search_discard", "card": c} for c in g["seats"][seat]["discard"]]


def _gain_cart(g: dict, seat: int) -> list[dict]:
    return [{"type": "gain_cart"}] if g["seats"][seat]["carts_on_board"] else []


def _gain_spec(g: dict, seat: int) -> list[dict]:
    return [{"type": "gain_specialization", "resource": r} for r in board.spec_choices(g, seat)]


def _stall_from_bag(g: dict, seat: int) -> list[dict]:
    player = g["seats"][seat]
    return [
        {"type": "stall_from_bag", "stall": s, "tile": kind}
        for s in _full_stalls(g, seat)
        for kind in tiles.kinds(player["bag"])
        if kind != TILES[player["stalls"][s]].kind
    ]


def _pull(g: dict, seat: int) -> list[dict]:
    player = g["seats"][seat]
    return [{"type": "pull"}] if player["bag"] or player["set_aside"] else []


STEPS = {
    "stalls_to_tower": _stalls_to_tower,
    "stalls_to_warehouse": _from_stall("stalls_to_warehouse"),
    "stalls_to_camp": _from_stall("stalls_to_camp"),
    "warehouse_to_tower": _warehouse_to_tower,
    "place_wild": _place_wild,
    "advance_elephant": _advance,
    "board_upgrade": _board_upgrade,
    "draw": _draw,
    "trash": _trash,
    "refresh_market": _refresh_market,
    "gain_to_hand": _gain("gain_to_hand"),
    "search_discard": _search_discard,
    "gain_cart": _gain_cart,
    "gain_specialization": _gain_spec,
    "gain_cheap_card": _gain("gain_cheap_card", 3),
    "stall_from_bag": _stall_from_bag,
    "pull": _pull,
}

DECLINE = {"type": "decline"}


def _bonus_stalls_to_camp(g: dict, seat: int) -> list[dict]:
    return _from_stall("stalls_to_camp")(g, seat) + [DECLINE]


def _cart_or_spec(g: dict, seat: int) -> list[dict]:
    return _gain_cart(g, seat) + _gain_spec(g, seat)


def _free_trash(g: dict, seat: int) -> list[dict]:
    return _trash(g, seat) + [DECLINE]


def _empty_bag(g: dict, seat: int) -> list[dict]:
    player = g["seats"][seat]
    found = [{"type": "return_camp"}] if player["camp"] else []
    return found + [{"type": "sell_warehouse", "tiles": group} for group in tiles.sale_groups(player)]


PENDING = {
    "stalls_to_camp": _bonus_stalls_to_camp,
    "cart_or_spec": _cart_or_spec,
    "free_card": _gain("gain_free"),
    "free_trash": _free_trash,
    "empty_bag": _empty_bag,
}
