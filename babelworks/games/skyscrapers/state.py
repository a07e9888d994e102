"""The Skyscrapers game state: plain data, the legal actions and ``apply``.

The state is one JSON-ready dict (``self.data``); everything else (the
structure's contacts, floors, rooms, the open building sites) is derived and
cached until the next build. Actions::

    {"type": "send", "to": "F2"}                      next crew worker to the foundation
    {"type": "build", "worker": "red-2", "card": "B07", "anchor": "F1",
     "at": [0, 0, 1], "u": "+y", "v": "+x"}          a card at a lattice pose
    {"type": "move", "worker": "red-2", "to": "B07"}  one step
    {"type": "pass"}                                  only when nothing else is legal
    {"type": "verdict", "result": "stable" | "workers_fell" | "collapse",
     "fallen": [...], "tremor": [...]}                the physics outcome (CHANCE)
"""

from __future__ import annotations

import copy
from functools import cached_property

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import CHANCE, Action
from babelworks.core.rng import Rng
from babelworks.games.skyscrapers import rules, verdicts
from babelworks.games.skyscrapers.content import COLOURS, Content, load_content
from babelworks.games.skyscrapers.geometry import CardPose
from babelworks.games.skyscrapers.invariants import broken_invariants
from babelworks.games.skyscrapers.structure import Structure

ACTIONS_PER_TURN = 3


class SkyscrapersState:
    """A game of Skyscrapers in progress (see the module docstring for actions)."""

    def __init__(self, data: dict, content: Content | None = None) -> None:
        self.data = data
        self.content = content or load_content()
        self.rng = Rng.from_dict(data["rng"])

    # -- derived data, rebuilt after every build -------------------------------------
    @property
    def structure(self) -> Structure:
        """The built cards and their relations (rebuilt only when a card was added)."""
        built = self.data["built"]
        cached = self.__dict__.get("_structure")
        if cached is None or len(cached.poses) != len(built):
            cached = Structure({card: CardPose.from_dict(pose) for card, pose in built})
            self.__dict__["_structure"] = cached
        return cached

    def _changed(self) -> None:
        # The structure and the open sites follow the built list themselves; the
        # legal list and the per-anchor builds are dropped after any change.
        self.__dict__.pop("_legal", None)
        if self.__dict__.get("_hands_seen") != self.data["hands"] + self.data["supports"]:
            self.__dict__.pop("_anchor_builds", None)
            self.__dict__["_hands_seen"] = [list(h) for h in self.data["hands"] + self.data["supports"]]

    # -- the protocol ---------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        """The seat to act, CHANCE while a verdict is awaited, None when over."""
        if self.data["over"]:
            return None
        return CHANCE if self.data["pending"] else self.data["seat"]

    @property
    def players(self) -> int:
        """Number of seats."""
        return self.data["players"]

    @cached_property
    def _legal(self) -> list[Action]:
        if self.data["over"] or self.data["pending"]:
            return []
        return rules.legal_actions(self) or [{"type": "pass"}]

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take now (empty while a verdict is awaited)."""
        return [dict(a) for a in self._legal]

    def apply(self, action: Action) -> None:
        """Play ``action``; IllegalAction (state unchanged) when it is not allowed."""
        if not isinstance(action, dict):
            raise IllegalAction("An action must be a dictionary with a 'type'.")
        if self.data["pending"]:
            verdicts.check_verdict(self, action)
            verdicts.apply_verdict(self, action)
        elif not self.data["over"] and rules.is_legal(self, action):
            rules.apply_action(self, action)
        else:
            raise IllegalAction(rules.why_illegal(self, action))
        self._changed()

    def reveals(self, action: Action) -> bool:
        """Verdicts reveal what the physics decided; they cannot be undone."""
        return action.get("type") == "verdict"

    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.data["over"]

    def turns(self) -> int:
        """Rounds begun so far (a round is one turn of every seat)."""
        return self.data["turn"]

    def end_reason(self) -> str | None:
        """How the game ended: "last_card", "collapse", "elimination"; None while on."""
        return self.data["end_reason"]

    def scores(self) -> list[int]:
        """Each seat's position on the scoring track."""
        return list(self.data["scores"])

    def phase(self) -> str:
        """The phase in words for the status bar."""
        if self.data["over"]:
            return f"Game over ({self.data['end_reason'].replace('_', ' ')})"
        if self.data["pending"]:
            return "Checking the building"
        return f"{COLOURS[self.data['seat']].title()} to act, {self.data['actions_left']} of 3 actions left"

    def describe(self, action: Action, names: list[str] | None = None) -> str:
        """The action in words for the game log, said by the seat's name when given."""
        return rules.describe(self, action, names)

    def check_invariants(self) -> list[str]:
        """Broken invariants; empty when all hold."""
        return broken_invariants(self)

    def to_dict(self) -> dict:
        """The whole state, RNG included, as plain JSON data."""
        out = copy.deepcopy(self.data)
        out["rng"] = self.rng.to_dict()
        return out

    # -- shared helpers for the rules modules -------------------------------------------
    def seat_of(self, worker: str) -> int:
        """The seat whose colour a worker has."""
        return COLOURS.index(worker.rsplit("-", 1)[0])

    def add_points(self, seat: int, points: int, reason: str) -> None:
        """Move a seat's scoring worker and log why (scores stay consistent with the log)."""
        if points:
            self.data["scores"][seat] += points
            self.data["score_log"].append([seat, points, reason])

    def active_seats(self) -> list[int]:
        """Seats not eliminated, in seat order."""
        return [s for s in range(self.players) if not self.data["eliminated"][s]]


def new_state(players: int, seed: int, options: dict | None = None) -> SkyscrapersState:
    """Set up a new game: deal 15/12/9 cards, crews of 5, the foundation "H" built."""
    content = load_content()
    rng = Rng.from_seed(seed, "skyscrapers")
    blocks = content.blocks()
    rng.shuffle(blocks)
    per_seat = {2: 15, 3: 12, 4: 9}[players]
    hands = [sorted(blocks[s * per_seat:(s + 1) * per_seat]) for s in range(players)]
    colours = COLOURS[:players]
    supports = [[f"S-{c}-V", f"S-{c}-H"] for c in colours]
    box = sorted(blocks[players * per_seat:]) + [f"S-{c}-{k}" for c in COLOURS[players:] for k in "VH"]
    data = {
        "players": players, "options": {"steady_hands": bool((options or {}).get("steady_hands", False))},
        "rng": rng.to_dict(), "hands": hands, "supports": supports, "box": box,
        "built": [[card, pose.to_dict()] for card, pose in content.foundation_poses.items()],
        "joints": [list(j) for j in content.foundation_joints],
        "connectors": content.connectors - len(content.foundation_joints),
        "workers": _workers(players), "scores": [0] * players, "score_log": [],
        "eliminated": [False] * players, "seat": 0, "actions_left": ACTIONS_PER_TURN,
        "pending": None, "over": False, "end_reason": None, "turn": 1,
    }
    return SkyscrapersState(data, content)


def _workers(players: int) -> dict:
    places = {}
    for n, colour in enumerate(COLOURS):
        playing = n < players
        places[f"{colour}-0"] = {"where": "track" if playing else "box"}
        for k in range(1, 6):
            places[f"{colour}-{k}"] = {"where": "crew" if playing else "box"}
    return places
