"""The Rolling Heights game state: plain data, one mutating entry point.

Every field is plain JSON data so ``to_dict``/``from_dict`` round-trip exactly.
``apply`` checks an action against ``legal_actions()`` (so the two agree by
construction), then hands the listed form of the action to the handler for its
type. Phases are data: :data:`babelworks.games.rolling_heights.phases.PHASES`
gives, for each step, its words and the actions it lists.
"""

from __future__ import annotations

import json

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import CHANCE, Action
from babelworks.core.rng import Rng
from babelworks.games.rolling_heights.describe import describe
from babelworks.games.rolling_heights.invariants import check_invariants
from babelworks.games.rolling_heights.mapgrid import build_map
from babelworks.games.rolling_heights.phases import HANDLERS, PHASES, refuse
from babelworks.games.rolling_heights.rolls import apply_roll

FIELDS = (
    "players", "seed", "arrangement", "tiles", "markets", "piles", "supply", "box", "misc_aside",
    "misc_in", "misc_extra", "built", "meeple_supply", "wild_supply", "ads", "seats", "start_player",
    "current", "step", "pending", "turn", "rolling", "end", "start_queue", "turn_count", "final", "options",
)


class RollingHeightsState:
    """A game of Rolling Heights in progress (see :mod:`..protocol` for the surface)."""

    def __init__(self, data: dict) -> None:
        for name in FIELDS:
            setattr(self, name, data[name])
        self.rng = Rng.from_dict(data["rng"])
        self.city = build_map(tuple(tuple(position) for position in self.arrangement))
        self._version = 0
        self._legal: tuple[int, list[Action]] | None = None
        self._costs: dict = {}

    # -- the protocol -------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        """Seat to act; CHANCE while a roll is awaited; None once the game is over."""
        if self.step == "over":
            return None
        if self.step == "roll":
            return CHANCE
        return self.current

    def legal_actions(self) -> list[Action]:
        """Every action allowed now (none while a roll is awaited: rolls are outcomes)."""
        if self._legal is None or self._legal[0] != self._version:
            self._legal = (self._version, PHASES[self.step].legal(self))
        return list(self._legal[1])

    def apply(self, action: Action) -> None:
        """Play ``action``; raises IllegalAction with the reason, leaving the state unchanged."""
        if self.step == "roll":
            apply_roll(self, action)
        else:
            legal = self.legal_actions()
            try:
                listed = legal[legal.index(action)]
            except ValueError:
                raise IllegalAction(refuse(self, action)) from None
            HANDLERS[listed["type"]](self, listed)
        self._version += 1

    def changed(self) -> None:
        """Forget cached derived data (call after editing a hand-built state)."""
        self._version += 1
        self._costs = {}

    def reveals(self, action: Action) -> bool:
        """Rolls, draws from a pile (end of turn, last start placement) and target reveals."""
        kind = action.get("type") if isinstance(action, dict) else None
        if kind in ("roll", "end_turn", "choose_target"):
            return True
        return self.step == "place" and self.pending.get("mode") == "start" and len(self.start_queue) == 1

    def turns(self) -> int:
        """Player turns completed so far."""
        return self.turn_count

    def end_reason(self) -> str | None:
        """Why the game ended ("all wood cubes built"), or None while it goes on."""
        if self.step != "over":
            return None
        return f"all {self.end['colour']} cubes built"

    def is_over(self) -> bool:
        """True once final scoring is done."""
        return self.step == "over"

    def scores(self) -> list[int]:
        """VP of every seat."""
        return [seat["vp"] for seat in self.seats]

    def phase(self) -> str:
        """The phase in words for the status bar ("Risk", "Main", "Final scoring")."""
        return PHASES[self.step].words

    def describe(self, action: Action, names: list[str] | None = None) -> str:
        """The action in words for the game log, said by the seat's name when given."""
        return describe(self, action, names)

    def check_invariants(self) -> list[str]:
        """Broken invariants; empty when all hold."""
        return check_invariants(self)

    def to_dict(self) -> dict:
        """The whole state, RNG included, as plain JSON data (a deep copy)."""
        data = {name: getattr(self, name) for name in FIELDS}
        data["rng"] = self.rng.to_dict()
        return json.loads(json.dumps(data))

    @property
    def seat(self) -> dict:
        """The seat whose turn it is."""
        return self.seats[self.current]
