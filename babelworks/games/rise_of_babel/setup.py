"""Setting up a new game of Rise of Babel (rulebook: Setup)."""

from __future__ import annotations

from babelworks.core.rng import Rng
from babelworks.games.rise_of_babel import cards, chance, tiles, towers
from babelworks.games.rise_of_babel.content import RESOURCES, content

CONTENT = content()
BOARD = CONTENT.board


def new_game_data(players: int, seed: int, options: dict) -> dict:
    """The data of a freshly set-up game.

    Args:
        players: 1 to 4 (checked by the game's GameInfo).
        seed: Every random choice of the game follows from it.
        options: Every declared option with its value (see the package's ``INFO``).

    Returns:
        The game data (plain JSON), with the first player's turn started.
    """
    g = _shared(players, seed, options)
    g["seats"] = []
    for seat in range(players):
        _add_player(g, seat)
    g["towers"] = [towers.new_tower(g, "major", "I")] + _minor_towers(g, players)
    g["first"] = g["current"] = chance.below(g, players)
    start_turn_data(g)
    return g


def _shared(players: int, seed: int, options: dict) -> dict:
    g = {
        "players": players,
        "options": options,
        "rng": Rng.from_seed(seed, "rise-of-babel").state,
        "reveals": 0,
        "round": 1,
        "current": 0,
        "first": 0,
        "turns_taken": [0] * players,
        "over": False,
        "final_turns": False,
        "end_reason": None,
        "wilds": [t for t, tile in CONTENT.tiles.items() if tile.kind == "wild"],
        "confusion": [t for t, tile in CONTENT.tiles.items() if tile.kind == "confusion"],
        "specs": [
            f"spec-{r}-{n + 1}" for r in RESOURCES for n in range(BOARD["specialization_per_resource"])
        ],
        "bonus_supply": sorted(CONTENT.bonus_tiles),
        "minor_supply": sorted(CONTENT.minors),
        "turn": new_turn(),
    }
    deck = list(CONTENT.market)
    chance.shuffle(g, deck)
    g["market"] = {
        "deck": deck,
        "row": [None] * BOARD["market_size"],
        "discard": [],
        "jobs": list(CONTENT.jobs),
        "teamsters": list(CONTENT.teamsters),
    }
    cards.refresh_market(g)
    return g


def _minor_towers(g: dict, count: int) -> list[dict]:
    supply = g["minor_supply"]
    chosen = [supply.pop(chance.below(g, len(supply))) for _ in range(count)]
    return [towers.new_tower(g, f"minor{n + 1}", name) for n, name in enumerate(chosen)]


def new_turn() -> dict:
    """The per-turn data at the start of a turn (gold pool empty, nothing pending)."""
    return {
        "gold": 0,
        "token_used": False,
        "market_refreshed": False,
        "active": None,
        "stack": [],
        "confusion_due": 0,
        "play": [],
        "used": [],
    }


def _add_player(g: dict, seat: int) -> None:
    duals = [t for t, tile in CONTENT.tiles.items() if tile.owner == seat and "/" in tile.kind]
    chance.shuffle(g, duals)
    dual_tracks = [r for r in RESOURCES for icon in BOARD["tracks"][r] if icon == "dual"]
    player = {
        "influence": 0,
        "deck": list(CONTENT.starting[seat]),
        "hand": [],
        "discard": [],
        "trashed": [],
        "bag": [t for t, tile in CONTENT.tiles.items() if tile.owner == seat and tile.kind in RESOURCES],
        "stalls": [None] * BOARD["stalls"],
        "set_aside": [],
        "warehouse": [],
        "camp": [],
        "elephant": 0,
        "cargo": [],
        "carts": 0,
        "carts_on_board": BOARD["carts"],
        "tablets": {r: 0 for r in RESOURCES},
        "dual_slots": dict(zip(dual_tracks, duals)),
        "board_tiles": duals + [f"{seat}m"],
        "gold_token": 0,
        "skip_token": "",
        "free_token": True,
        "specs": [],
    }
    g["seats"].append(player)
    chance.shuffle(g, player["deck"])
    tiles.refill_stalls(g, seat)
    cards.draw_into(g, seat, BOARD["hand_size"], player["hand"])


def start_turn_data(g: dict) -> None:
    """Begin the current player's turn: the hand goes into the play area."""
    player = g["seats"][g["current"]]
    g["turn"] = new_turn()
    g["turn"]["play"], player["hand"] = player["hand"], []
