"""Component conservation and sanity checks (``check_invariants``)."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from babelworks.games.rise_of_babel.content import content

CONTENT = content()
BOARD = CONTENT.board


@lru_cache(maxsize=8)
def _expected_cards(players: int) -> frozenset:
    found = set(CONTENT.market) | set(CONTENT.jobs) | set(CONTENT.teamsters)
    for seat in range(players):
        found |= set(CONTENT.starting[seat])
    return frozenset(found)


@lru_cache(maxsize=8)
def _expected_tiles(players: int) -> frozenset:
    return frozenset(
        {tile_id for tile_id, tile in CONTENT.tiles.items() if tile.owner is None or tile.owner < players}
    )


def _card_places(g: dict) -> list:
    market = g["market"]
    places = market["deck"] + market["discard"] + market["jobs"] + market["teamsters"]
    places += [card for card in market["row"] if card is not None] + g["turn"]["play"]
    for player in g["seats"]:
        places += player["deck"] + player["hand"] + player["discard"] + player["trashed"]
    return places


def _tile_places(g: dict) -> list:
    places = g["wilds"] + g["confusion"]
    for tower in g["towers"]:
        places += [cell[2] for cell in tower["cells"] if cell[2] is not None]
    for player in g["seats"]:
        places += [tile for tile in player["stalls"] if tile is not None]
        for where in ("bag", "set_aside", "warehouse", "camp", "cargo", "board_tiles"):
            places += player[where]
    return places


def _conserved(name: str, places: list, expected: frozenset) -> list[str]:
    unique = set(places)
    if len(unique) == len(places) and unique == expected:
        return []  # the common case, checked fast
    counts = Counter(places)
    problems = [f"{name} {item} is in {n} places" for item, n in counts.items() if n > 1]
    missing = expected - set(counts)
    extra = set(counts) - expected
    if missing:
        problems.append(f"{name}s missing: {sorted(missing)[:5]}")
    if extra:
        problems.append(f"unknown {name}s: {sorted(extra)[:5]}")
    return problems


def _tokens(g: dict) -> list[str]:
    problems = []
    specs = g["specs"] + [spec for player in g["seats"] for spec in player["specs"]]
    expected = frozenset(
        f"spec-{r}-{n + 1}" for r in BOARD["resources"] for n in range(BOARD["specialization_per_resource"])
    )
    problems += _conserved("specialization token", specs, expected)
    bonus = g["bonus_supply"] + [
        cell[3] for tower in g["towers"] for cell in tower["cells"] if cell[3] is not None
    ]
    problems += _conserved("bonus tile", bonus, frozenset(CONTENT.bonus_tiles))
    for seat, player in enumerate(g["seats"]):
        problems += _player_tokens(seat, player)
    return problems


def _player_tokens(seat: int, player: dict) -> list[str]:
    problems = []
    if player["carts"] + player["carts_on_board"] != BOARD["carts"]:
        problems.append(f"seat {seat}: carts not conserved")
    if len(player["cargo"]) > 1 + player["carts"]:
        problems.append(f"seat {seat}: elephant overloaded")
    if not 0 <= player["elephant"] <= BOARD["elephant_spaces"]:
        problems.append(f"seat {seat}: elephant off its path")
    kinds = [spec.split("-")[1] for spec in player["specs"]]
    if len(kinds) != len(set(kinds)):
        problems.append(f"seat {seat}: two specialization tokens of one type")
    for track, icons in BOARD["tracks"].items():
        if not 0 <= player["tablets"][track] <= len(icons):
            problems.append(f"seat {seat}: tablet off the {track} track")
    if player["influence"] < 0 or len(player["stalls"]) != BOARD["stalls"]:
        problems.append(f"seat {seat}: negative influence or wrong number of stalls")
    return problems


PENDING_KINDS = frozenset({"stalls_to_camp", "cart_or_spec", "free_card", "free_trash", "empty_bag"})


def _turn(g: dict) -> list[str]:
    problems = []
    turn = g["turn"]
    if turn["gold"] < 0 or turn["confusion_due"] < 0:
        problems.append("negative gold pool or confusion due")
    if any(entry["kind"] not in PENDING_KINDS for entry in turn["stack"]):
        problems.append(f"unknown pending choice in {turn['stack']}")
    for seat, player in enumerate(g["seats"]):
        if seat != g["current"] and player["elephant"] == BOARD["elephant_spaces"]:
            problems.append(f"seat {seat}: elephant left waiting at the towers")
    if not g["over"] and g["seats"][g["current"]]["hand"]:
        problems.append("the current player still holds a hand (it belongs in the play area)")
    for player in g["seats"]:
        if len(player["hand"]) > BOARD["hand_size"]:
            problems.append("a hand holds more than five cards")
    return problems


def check_invariants(g: dict) -> list[str]:
    """Every broken invariant of the game data, in words (empty when all hold).

    Every card, resource tile, wild, confusion tile, specialization token and bonus
    tile is in exactly one place; carts, tablets, elephant and gold are in range.
    """
    players = g["players"]
    problems = _conserved("card", _card_places(g), _expected_cards(players))
    problems += _conserved("tile", _tile_places(g), _expected_tiles(players))
    return problems + _tokens(g) + _turn(g)
