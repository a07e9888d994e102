"""Tally: a tiny made-up game for session and UI tests (never shipped).

Seats take turns adding 1 or 2 to their own score, or drawing a hidden number
(1-3) from the RNG, which reveals information and so cannot be undone. The game
ends when any score reaches the target (12 by default). With the option
``"table": True`` a draw is decided by the table instead: the game waits
(current_player CHANCE) for an outcome action ``{"type": "drawn", "value": n}``.
"""

from __future__ import annotations

from babelworks.core.errors import IllegalAction
from babelworks.core.gameinfo import GameInfo, Option
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng


class TallyState:
    """State of a Tally game."""

    def __init__(self, players: int, rng: Rng, target: int = 12, table: bool = False) -> None:
        self.scores_ = [0] * players
        self.current_player: int | None = 0
        self.rng = rng
        self.target = target
        self.table = table
        self.drawing: int | None = None  # the seat whose draw the table decides

    def legal_actions(self) -> list[dict]:
        """Add 1, add 2 or draw, while the game runs."""
        if self.is_over():
            return []
        if self.current_player == CHANCE:
            return [{"type": "drawn", "value": value} for value in (1, 2, 3)]
        return [{"type": "add", "amount": 1}, {"type": "add", "amount": 2}, {"type": "draw"}]

    def apply(self, action: dict) -> bool:
        """Play an action or raise IllegalAction leaving the state unchanged; True if it revealed."""
        if action not in self.legal_actions():
            raise IllegalAction(f"You cannot {action.get('type', 'do that')} now.")
        self._play(action)
        return self.reveals(action)

    def _play(self, action: dict) -> None:
        seat = self.current_player
        if action["type"] == "draw" and self.table:
            self.drawing, self.current_player = seat, CHANCE
            return
        if action["type"] == "drawn":
            seat, self.drawing = self.drawing, None
            self.scores_[seat] += action["value"]
        elif action["type"] == "draw":
            self.scores_[seat] += self.rng.randint(1, 3)
        else:
            self.scores_[seat] += action["amount"]
        over = self.is_over()
        self.current_player = None if over else (seat + 1) % len(self.scores_)

    def reveals(self, action: dict) -> bool:
        """Drawing reveals a hidden number; so does the table's outcome."""
        return action.get("type") in ("draw", "drawn")

    def is_over(self) -> bool:
        """Over once a score reaches the target."""
        return max(self.scores_) >= self.target

    def scores(self) -> list[int]:
        """Every seat's score."""
        return list(self.scores_)

    def phase(self, names: list[str] | None = None) -> str:
        """Always the one phase."""
        return "Game over" if self.is_over() else "Counting"

    def describe(self, action: dict, names: list[str] | None = None) -> str:
        """The action in words, by the seats' names when given."""

        def who(seat: int) -> str:
            return names[seat] if names else f"Seat {seat + 1}"

        if action.get("type") == "drawn":
            return f"{who(self.drawing)} draws {action.get('value')}"
        seat = who(self.current_player) if self.current_player is not None else "Nobody"
        if action.get("type") == "draw":
            return f"{seat} draws"
        return f"{seat} adds {action.get('amount')}"

    def check_invariants(self) -> list[str]:
        """Scores never go negative."""
        return [f"negative score {s}" for s in self.scores_ if s < 0]

    def copy(self) -> TallyState:
        """An independent copy (the protocol's copy; a round trip is cheap for Tally)."""
        return TALLY.from_dict(self.to_dict())

    def to_dict(self) -> dict:
        """Plain JSON form."""
        return {
            "scores": list(self.scores_),
            "current": self.current_player,
            "rng": self.rng.to_dict(),
            "target": self.target,
            "table": self.table,
            "drawing": self.drawing,
        }


class TallyGame:
    """The Tally game entry point."""

    id = "tally"
    name = "Tally"
    min_players = 1
    max_players = 4
    info = GameInfo(
        "tally",
        "Tally",
        1,
        4,
        (
            Option("target", int, 12, "Target", "The score that ends the game."),
            Option("table", bool, False, "Table draws", "Draws are decided by the table."),
        ),
    )

    def new_game(self, players: int, seed: int, options: dict | None = None) -> TallyState:
        """A fresh game."""
        options = options or {}
        return TallyState(
            players, Rng.from_seed(seed), int(options.get("target", 12)), bool(options.get("table", False))
        )

    def from_dict(self, data: dict) -> TallyState:
        """Inverse of TallyState.to_dict."""
        state = TallyState(len(data["scores"]), Rng.from_dict(data["rng"]), data["target"], data["table"])
        state.scores_ = list(data["scores"])
        state.current_player = data["current"]
        state.drawing = data["drawing"]
        return state

    def sample_outcome(self, state: TallyState, rng: Rng) -> dict:
        """The table's draw: 1, 2 or 3."""
        return {"type": "drawn", "value": rng.randint(1, 3)}

    def winners(self, state: TallyState) -> list[int]:
        """Seats with the highest score."""
        best = max(state.scores_)
        return [i for i, s in enumerate(state.scores_) if s == best]


TALLY = TallyGame()
