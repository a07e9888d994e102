"""Setting up a game of Rolling Heights for 2-4 players (rulebook "Set Up")."""

from __future__ import annotations

from babelworks.core.gameinfo import GameInfo, Option
from babelworks.core.rng import Rng
from babelworks.core.words import translate
from babelworks.games.rolling_heights.content import CUBES, content
from babelworks.games.rolling_heights.mapgrid import SPACES
from babelworks.games.rolling_heights.rolls import fresh_turn

SLOTS = 9

INFO = GameInfo(
    id="rolling-heights",
    name=translate("Game names", "Rolling Heights"),
    min_players=2,
    max_players=4,
    options=(
        Option(
            "first_game_ads",
            bool,
            False,
            translate("Rolling Heights options", "First-game ads"),
            translate(
                "Rolling Heights options",
                "Use the rulebook's recommended ads for a first game instead of drawing three at random.",
            ),
        ),
    ),
)

#: The state's top-level data, in the order ``to_dict`` gives it (the RNG comes last).
FIELDS = (
    "players",
    "seed",
    "arrangement",
    "tiles",
    "markets",
    "piles",
    "supply",
    "box",
    "misc_aside",
    "misc_in",
    "misc_extra",
    "built",
    "meeple_supply",
    "wild_supply",
    "ads",
    "seats",
    "start_player",
    "current",
    "step",
    "pending",
    "turn",
    "rolling",
    "end",
    "start_queue",
    "turn_count",
    "final",
    "options",
)


def _arrangement(rng: Rng, players: int) -> list[list]:
    """Board sides by player count, boards shuffled into the 2x3 grid, random rotations."""
    sides = content().components["board_sides"][str(players)]
    b_boards = set(rng.sample(range(6), sides["B"]))
    order = list(range(6))
    rng.shuffle(order)
    return [[board, "B" if board in b_boards else "A", rng.below(4)] for board in order]


def _piles_and_markets(rng: Rng) -> tuple[list, list]:
    """Shuffle each level's plans and lay 9 face up on its strip."""
    piles, markets = [], []
    for level in (1, 2):
        pile = sorted(pid for pid, plan in content().plans.items() if plan["level"] == level)
        rng.shuffle(pile)
        markets.append([{"plan": pile.pop(), "wild": 0} for _ in range(SLOTS)])
        piles.append(pile)
    return piles, markets


def _cubes(players: int) -> tuple[dict, dict]:
    """Supply and box: each colour loses 25 (2p) or 13 (3p) cubes to the box."""
    counts = content().components["cubes"]
    removed = content().components["cubes_removed"][str(players)]
    box = {cube: removed for cube in CUBES}
    supply = {cube: counts[cube] - removed for cube in CUBES}
    supply["misc"] = 0
    return supply, box


def _seat(targets: list[str]) -> dict:
    meeples = [[colour, "exhausted"] for colour in content().components["starting_meeples"]]
    return {
        "vp": 0,
        "meeples": meeples,
        "cubes": {c: 0 for c in CUBES},
        "misc": {c: 0 for c in CUBES},
        "sp": 0,
        "wild": 0,
        "plans": [],
        "targets": targets,
        "target": None,
    }


def _ads(rng: Rng, options: dict) -> list[str]:
    if options.get("first_game_ads"):
        return list(content().components["first_game_ads"])
    return rng.sample(sorted(content().ads), content().components["ads_drawn"])


def _recorded(options: dict) -> dict:
    """The options that differ from their defaults: what the state records (saves stay as they were)."""
    return {
        option.name: options[option.name] for option in INFO.options if options[option.name] != option.default
    }


def setup(players: int, seed: int, options: dict) -> dict:
    """A new game's data; all randomness comes from ``seed``.

    ``players`` and ``options`` are already checked against :data:`INFO`.
    """
    rng = Rng.from_seed(seed, "rolling-heights")
    arrangement = _arrangement(rng, players)
    piles, markets = _piles_and_markets(rng)
    supply, box = _cubes(players)
    ads = _ads(rng, options)
    deck = sorted(content().targets)
    rng.shuffle(deck)
    seats = [_seat([deck.pop(), deck.pop()]) for _ in range(players)]
    meeple_supply = dict(content().components["meeples"])
    for colour in content().components["starting_meeples"]:
        meeple_supply[colour] -= players
    start = rng.below(players)
    queue = [(start - 1 - k) % players for k in range(players)]
    return {
        "players": players,
        "seed": seed,
        "arrangement": arrangement,
        "tiles": [None] * SPACES,
        "markets": markets,
        "piles": piles,
        "supply": supply,
        "box": box,
        "misc_aside": content().components["cubes"]["misc"],
        "misc_in": False,
        "misc_extra": 0,
        "built": {cube: 0 for cube in (*CUBES, "misc")},
        "meeple_supply": meeple_supply,
        "wild_supply": content().components["wild_tokens"],
        "ads": ads,
        "seats": seats,
        "start_player": start,
        "current": queue[0],
        "step": "start",
        "pending": None,
        "turn": fresh_turn(),
        "rolling": None,
        "end": {"triggered": False, "turns_left": 0},
        "start_queue": queue,
        "turn_count": 0,
        "final": None,
        "options": _recorded(options),
        "rng": rng.to_dict(),
    }
