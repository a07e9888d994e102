"""The Rise of Babel game state behind the Game protocol.

All game data is one plain-JSON dict (``self.g``): ``to_dict`` is a copy of it and
``from_dict`` takes it back. Rules live in the sibling modules; this class checks
legality, applies, and answers the protocol's questions.
"""

from __future__ import annotations

import json

from babelworks.core.errors import IllegalAction
from babelworks.games.rise_of_babel import describe, effects, invariants, legal, setup


def _same_types(given, listed) -> bool:
    """True when ``given`` matches ``listed`` type for type (``True`` is not ``1``)."""
    if type(given) is not type(listed):
        return False
    if isinstance(given, dict):
        return all(_same_types(given[key], listed[key]) for key in given)
    if isinstance(given, list):
        return all(_same_types(a, b) for a, b in zip(given, listed))
    return True


class RiseState:
    """A game of Rise of Babel in progress (mutable; change it only with :meth:`apply`)."""

    def __init__(self, data: dict) -> None:
        self.g = data
        self._legal: list[dict] | None = None

    @classmethod
    def new(cls, players: int, seed: int, options: dict | None = None) -> "RiseState":
        """Set up a new game (see :func:`setup.new_game_data`)."""
        return cls(setup.new_game_data(players, seed, options))

    @property
    def current_player(self) -> int | None:
        """The seat to act, or None once the game is over (never CHANCE)."""
        return None if self.g["over"] else self.g["current"]

    def legal_actions(self) -> list[dict]:
        """Every action allowed now (a fresh list; do not rely on its order)."""
        if self._legal is None:
            self._legal = legal.legal_actions(self.g)
        return list(self._legal)

    def apply(self, action: dict) -> None:
        """Play ``action``; raises IllegalAction with the state unchanged when not allowed."""
        if self._legal is None:
            self._legal = legal.legal_actions(self.g)
        listed = self._find(action)
        if listed is None or (listed is not action and not _same_types(action, listed)):
            raise IllegalAction(describe.why_illegal(self.g, action))
        self._legal = None
        effects.perform(self.g, action)

    def _find(self, action: dict) -> dict | None:
        for listed in self._legal:
            if listed is action or listed == action:
                return listed
        return None

    def reveals(self, action: dict) -> bool:
        """True when ``action`` draws, pulls or shuffles anything (it cannot be undone)."""
        trial = RiseState(json.loads(json.dumps(self.g)))
        try:
            trial.apply(action)
        except IllegalAction:
            return False
        return trial.g["reveals"] != self.g["reveals"]

    def is_over(self) -> bool:
        """True once Round III and final scoring are done."""
        return self.g["over"]

    def scores(self) -> list[int]:
        """Influence of every seat (final once the game is over)."""
        return [player["influence"] for player in self.g["seats"]]

    def phase(self) -> str:
        """The round in words."""
        return describe.phase_words(self.g)

    def describe(self, action: dict, names: list[str] | None = None) -> str:
        """The action in words for the game log, said by the seat's name when given."""
        return describe.describe_action(self.g, action, names)

    def check_invariants(self) -> list[str]:
        """Broken invariants in words; empty when every component is in exactly one place."""
        return invariants.check_invariants(self.g)

    def to_dict(self) -> dict:
        """The whole state, RNG included, as plain JSON data (a copy)."""
        return json.loads(json.dumps(self.g))

    def turns(self) -> int:
        """Turns taken so far, all players together."""
        return sum(self.g["turns_taken"])

    def end_reason(self) -> str | None:
        """Why the game ended, or None while it goes on."""
        return self.g["end_reason"]
