"""A tiny dice race used to test the core (never shipped as a game).

Each turn a player may roll (an outcome action supplies the die), hold to bank
the turn's points, or draw a bonus card from a deck shuffled by the state's RNG.
A roll of 1 loses the turn's points. First to 30 banked points wins.
"""

from __future__ import annotations

from babelworks.core.errors import IllegalAction
from babelworks.core.gameinfo import GameInfo
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng

TARGET = 30


class DiceRaceState:
    """State of the dice race."""

    def __init__(self, players: int, rng: Rng) -> None:
        self.players = players
        self.rng = rng
        self.banked = [0] * players
        self.turn_points = 0
        self.seat = 0
        self.awaiting_die = False
        self.deck: list[int] = []
        self.bonus_used = False

    @property
    def current_player(self):
        if self.is_over():
            return None
        return CHANCE if self.awaiting_die else self.seat

    def legal_actions(self):
        if self.is_over():
            return []
        if self.awaiting_die:
            return [{"type": "die", "value": v} for v in range(1, 7)]
        actions = [{"type": "roll"}, {"type": "hold"}]
        if self.deck and not self.bonus_used:
            actions.append({"type": "draw"})
        return actions

    def apply(self, action):
        if action not in self.legal_actions():
            raise IllegalAction(f"You cannot do that now: {action!r}.")
        self._play(action)
        return self.reveals(action)

    def _play(self, action):
        kind = action["type"]
        if kind == "roll":
            self.awaiting_die = True
        elif kind == "die":
            self._resolve_die(action["value"])
        elif kind == "hold":
            self.banked[self.seat] += self.turn_points
            self._next_seat()
        elif kind == "draw":
            self.turn_points += self.deck.pop()
            self.bonus_used = True

    def _resolve_die(self, value):
        self.awaiting_die = False
        if value == 1:
            self._next_seat()
        else:
            self.turn_points += value

    def _next_seat(self):
        self.turn_points = 0
        self.bonus_used = False
        self.seat = (self.seat + 1) % self.players

    def reveals(self, action):
        return action.get("type") in ("die", "draw")

    def is_over(self):
        return max(self.banked) >= TARGET

    def scores(self):
        return list(self.banked)

    def phase(self, names=None):
        return "Rolling" if self.awaiting_die else "Deciding"

    def describe(self, action, names=None):
        who = names[self.seat] if names else f"Player {self.seat + 1}"
        return f"{who}: {action['type']}"

    def check_invariants(self):
        problems = []
        if len(self.deck) > 10:
            problems.append("deck grew")
        return problems

    def to_dict(self):
        return {
            "players": self.players,
            "rng": self.rng.to_dict(),
            "banked": list(self.banked),
            "turn_points": self.turn_points,
            "seat": self.seat,
            "awaiting_die": self.awaiting_die,
            "deck": list(self.deck),
            "bonus_used": self.bonus_used,
        }


class DiceRace:
    """The example game's entry point."""

    id = "dice-race"
    name = "Dice Race"
    min_players = 1
    max_players = 4
    info = GameInfo("dice-race", "Dice Race", 1, 4)

    def new_game(self, players, seed, options=None):
        if not self.min_players <= players <= self.max_players:
            raise ValueError("Dice Race is for 1-4 players.")
        state = DiceRaceState(players, Rng.from_seed(seed))
        state.deck = list(range(1, 6)) * 2
        state.rng.shuffle(state.deck)
        return state

    def from_dict(self, data):
        state = DiceRaceState(data["players"], Rng.from_dict(data["rng"]))
        for key in ("banked", "turn_points", "seat", "awaiting_die", "deck", "bonus_used"):
            setattr(state, key, data[key])
        return state

    def sample_outcome(self, state, rng):
        return {"type": "die", "value": rng.randint(1, 6)}

    def winners(self, state):
        best = max(state.banked)
        return [seat for seat, score in enumerate(state.banked) if score == best]


GAME = DiceRace()


def lookup(game_id):
    """Registry stand-in for tests."""
    if game_id == GAME.id:
        return GAME
    raise LookupError(f"unknown game {game_id}")
