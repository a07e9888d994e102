"""Setting up a game: the declared options, the deal and the foundation "H".

Rulebook, "Game Setup": 15/12/9 building block cards to each of 2/3/4 players
(the rest go back in the box, unused), each colour's two foundation supports,
a crew of 5 workers and a scoring worker on 0, and the foundation built.
"""

from __future__ import annotations

from babelworks.core.gameinfo import GameInfo, Option
from babelworks.core.rng import Rng
from babelworks.core.words import translate
from babelworks.games.skyscrapers.content import COLOURS, load_content

ACTIONS_PER_TURN = 3
CARDS_PER_SEAT = {2: 15, 3: 12, 4: 9}
CREW = 5

INFO = GameInfo(
    id="skyscrapers",
    name=translate("Game names", "Skyscrapers"),
    min_players=2,
    max_players=4,
    options=(
        Option(
            "steady_hands",
            bool,
            False,
            translate("Skyscrapers options", "Shaky hands: extra tremor"),
            translate(
                "Skyscrapers options",
                "The builder's hand shakes a little on every build and move, so workers can fall even from a sound building.",
            ),
        ),
        Option(
            "equal_turns",
            bool,
            False,
            translate("Skyscrapers options", "Equal turns: finish the round"),
            translate(
                "Skyscrapers options",
                "Our variant (off in the rulebook's game): when a player uses their last card, the players after them in the round still take their turns, so everyone has had as many turns; then the game ends. Everyone who has used their last card by then gets the 5 points.",
            ),
        ),
    ),
)


def setup(players: int, seed: int, options: dict) -> dict:
    """The data of a new game (players and options already checked by :data:`INFO`)."""
    content = load_content()
    rng = Rng.from_seed(seed, "skyscrapers")
    blocks = content.blocks()
    rng.shuffle(blocks)
    per_seat = CARDS_PER_SEAT[players]
    hands = [sorted(blocks[s * per_seat : (s + 1) * per_seat]) for s in range(players)]
    supports = [[f"S-{c}-V", f"S-{c}-H"] for c in COLOURS[:players]]
    box = sorted(blocks[players * per_seat :]) + [f"S-{c}-{k}" for c in COLOURS[players:] for k in "VH"]
    return {
        "players": players,
        "options": stored_options(options),
        "rng": rng.to_dict(),
        "hands": hands,
        "supports": supports,
        "box": box,
        "built": [[card, pose.to_dict()] for card, pose in content.foundation_poses.items()],
        "joints": [list(j) for j in content.foundation_joints],
        "connectors": content.connectors - len(content.foundation_joints),
        "workers": _workers(players),
        "scores": [0] * players,
        "score_log": [],
        "eliminated": [False] * players,
        "seat": 0,
        "actions_left": ACTIONS_PER_TURN,
        "pending": None,
        "over": False,
        "end_reason": None,
        "turn": 1,
    }


def stored_options(options: dict) -> dict:
    """The options a game's data keeps: ``equal_turns`` only when it is on, so games of the
    rulebook's ending keep the data (and the saves and records) they had before the variant."""
    stored = {"steady_hands": options["steady_hands"]}
    if options.get("equal_turns"):
        stored["equal_turns"] = True
    return stored


def equal_turns(data: dict) -> bool:
    """Whether this game plays our "finish the round" variant (docs/skyscrapers.md)."""
    return bool(data["options"].get("equal_turns"))


def worker_ids(seat: int) -> list[str]:
    """A seat's crew worker ids (1-5), in order; its scoring worker is ``<colour>-0``."""
    return [f"{COLOURS[seat]}-{k}" for k in range(1, CREW + 1)]


def _workers(players: int) -> dict:
    places = {}
    for n, colour in enumerate(COLOURS):
        playing = n < players
        places[f"{colour}-0"] = {"where": "track" if playing else "box"}
        for k in range(1, CREW + 1):
            places[f"{colour}-{k}"] = {"where": "crew" if playing else "box"}
    return places
