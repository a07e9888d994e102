"""Resource tiles on a player's side: bag, stalls, set-aside tiles, warehouse and camp."""

from __future__ import annotations

from itertools import combinations_with_replacement

from babelworks.games.rise_of_babel import chance
from babelworks.games.rise_of_babel.content import content

TILES = content().tiles
GROUP = content().board["warehouse_group"]


def kind(tile: str) -> str:
    """The tile's kind in words: "wood", "stone/brick", "multi", "wild", "confusion"."""
    return TILES[tile].kind


def take_kind(tiles: list, wanted: str) -> str:
    """Remove and return the first tile of kind ``wanted`` from ``tiles``."""
    for index, tile in enumerate(tiles):
        if TILES[tile].kind == wanted:
            return tiles.pop(index)
    raise KeyError(wanted)


def kinds(tiles: list) -> list[str]:
    """The distinct kinds among ``tiles``, in first-seen order."""
    seen: dict[str, None] = {}
    for tile in tiles:
        seen.setdefault(TILES[tile].kind, None)
    return list(seen)


def pull(g: dict, seat: int) -> str | None:
    """Pull a random tile from a player's bag.

    When the bag is empty the tiles set aside by stall refreshes go back in first.

    Returns:
        The tile id, or None when bag and set-aside tiles are both empty.
    """
    player = g["seats"][seat]
    if not player["bag"] and player["set_aside"]:
        player["bag"], player["set_aside"] = player["set_aside"], []
    if not player["bag"]:
        return None
    return player["bag"].pop(chance.below(g, len(player["bag"])))


def take_stall(g: dict, seat: int, stall: int) -> str:
    """Take the tile out of a stall (the stall refills later, in :func:`refill_stalls`)."""
    player = g["seats"][seat]
    tile = player["stalls"][stall]
    player["stalls"][stall] = None
    return tile


def refill_stalls(g: dict, seat: int) -> bool:
    """Fill a player's empty stalls from the bag.

    Returns:
        True when a stall is still empty because the bag is empty and the player
        must choose how to refill it (return the camp, or sell warehouse tiles).
    """
    player = g["seats"][seat]
    if None not in player["stalls"]:
        return False
    for stall, tile in enumerate(player["stalls"]):
        if tile is None:
            pulled = pull(g, seat)
            if pulled is None:
                return bool(player["camp"]) or bool(sale_groups(player))
            player["stalls"][stall] = pulled
    return False


def sellable(player: dict) -> list[str]:
    """Warehouse tiles that may be sold (everything but the multi-resource tile)."""
    return [tile for tile in player["warehouse"] if TILES[tile].kind != "multi"]


def sale_groups(player: dict) -> list[list[str]]:
    """Every distinct group of three warehouse tiles, by kind, that can be sold."""
    if len(player["warehouse"]) < GROUP:
        return []
    counts: dict[str, int] = {}
    for tile in sellable(player):
        counts[TILES[tile].kind] = counts.get(TILES[tile].kind, 0) + 1
    groups = []
    for group in combinations_with_replacement(sorted(counts), GROUP):
        if all(group.count(k) <= counts[k] for k in set(group)):
            groups.append(list(group))
    return groups


def sell_group(g: dict, seat: int, group: list[str]) -> None:
    """Return three warehouse tiles of the given kinds to the bag and gain 1 gold."""
    player = g["seats"][seat]
    for wanted in group:
        player["bag"].append(take_kind(player["warehouse"], wanted))
    g["turn"]["gold"] += 1


def return_camp(g: dict, seat: int) -> None:
    """Empty-bag choice: every tile in the camp goes back into the bag."""
    player = g["seats"][seat]
    player["bag"] += player["camp"]
    player["camp"] = []


def refresh_stalls(g: dict, seat: int, stalls: list[int]) -> None:
    """Set the tiles of ``stalls`` aside; the stalls refill from the bag afterwards."""
    player = g["seats"][seat]
    for stall in stalls:
        player["set_aside"].append(take_stall(g, seat, stall))


def swap_from_bag(g: dict, seat: int, stall: int, wanted: str) -> None:
    """Refresh (market card): put a chosen tile from the bag into a stall."""
    player = g["seats"][seat]
    chosen = take_kind(player["bag"], wanted)
    old = player["stalls"][stall]
    player["stalls"][stall] = chosen
    if old is not None:
        player["bag"].append(old)
