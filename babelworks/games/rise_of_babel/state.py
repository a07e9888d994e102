"""The Rise of Babel game state on the shared kernel.

All game data is one plain-JSON dict (``self.data``) with the RNG's state at
``data["rng"]``; the kernel copies, saves, hashes and matches actions. Rules live
in the sibling modules; this class fills in the kernel's hooks and answers the
protocol's questions.
"""

from __future__ import annotations

from babelworks.core.kernel import GameState
from babelworks.core.protocol import Action, Gesture
from babelworks.core.words import translate
from babelworks.games.rise_of_babel import (
    chance,
    describe,
    gestures,
    invariants,
    legal,
    moves,
    preview,
    refusals,
    views,
    wellformed,
)


class RiseState(GameState):
    """A game of Rise of Babel in progress (mutable; change it only with :meth:`apply`)."""

    @property
    def current_player(self) -> int | None:
        """The seat to act, or None once the game is over (never CHANCE)."""
        return None if self.data["over"] else self.data["current"]

    def rng_holder(self) -> tuple[dict, str]:
        """The RNG's state is the int at ``data["rng"]``."""
        return self.data, "rng"

    def compute_legal(self) -> list[dict]:
        """Every action allowed now (see :mod:`legal`)."""
        return legal.legal_actions(self.data)

    def perform(self, action: dict) -> None:
        """Play a listed action (see :mod:`moves`)."""
        moves.perform(self.data, action)

    def why_illegal(self, action) -> str:
        """The sentence that refuses ``action``."""
        return refusals.why_illegal(self.data, action)

    def reveals(self, action) -> bool:
        """True when the legal ``action`` draws, pulls or shuffles anything (it cannot be
        undone); any other value gets an answer too (``apply`` will refuse it)."""
        return chance.reveals(self.data, action)

    def preview(self, action) -> dict:
        """What ``action`` would give at once (see :func:`preview.preview`); nothing changes.

        Raises:
            IllegalAction: the action is not allowed now (with the reason).
        """
        return preview.preview(self.data, self.match(action))

    def round_scoring(self, action) -> tuple[list[dict], list[list]]:
        """The towers as the round scores them once ``action`` is played, and each
        seat's ``(tower id, Pattern)`` list (see :func:`preview.round_scoring`).

        Raises:
            IllegalAction: the action is not allowed now (with the reason).
        """
        return preview.round_scoring(self.data, self.match(action))

    def gesture_meanings(self, gesture: Gesture) -> list[list[Action]]:
        """What a drop means (see :mod:`gestures`), else a complete action."""
        if "click" in gesture:
            return gestures.click_meanings(gesture["click"], self.legal_actions())
        found = gestures.meanings(gesture)
        return super().gesture_meanings(gesture) if found is None else found

    def seen_by(self, seat: int | None) -> dict:
        """What ``seat`` (None: the whole table) sees: hands, deck and bag orders hidden."""
        return views.seen_by(self.data, seat)

    def sample_for(self, seat: int, rng) -> RiseState:
        """A full state consistent with what ``seat`` knows (see :func:`chance.sample_for`)."""
        return type(self)(chance.sample_for(self.data, seat, rng), self)

    @classmethod
    def validate(cls, data: dict) -> None:
        """Refuse data that is not a whole, well-formed, consistent Rise of Babel state."""
        try:
            wellformed.check(data, tuple(option.name for option in cls.info.options))
        except wellformed.Malformed as malformed:
            raise ValueError(_broken(malformed.args[0])) from None
        problems = invariants.check_invariants(data)
        if problems:
            raise ValueError(_broken(problems[0]))

    def is_over(self) -> bool:
        """True once Round III and final scoring are done."""
        return self.data["over"]

    def scores(self) -> list[int]:
        """Influence of every seat (final once the game is over)."""
        return [player["influence"] for player in self.data["seats"]]

    def phase(self, names: list[str] | None = None) -> str:
        """The round in words (it names no seat)."""
        return describe.phase_words(self.data)

    def describe(self, action: dict, names: list[str] | None = None) -> str:
        """The action in words for the game log, said by the seat's name when given."""
        return describe.describe_action(self.data, action, names)

    def check_invariants(self) -> list[str]:
        """Broken invariants in words; empty when every component is in exactly one place."""
        return invariants.check_invariants(self.data)

    def turns(self) -> int:
        """Turns taken so far, all players together."""
        return sum(self.data["turns_taken"])

    def end_reason(self) -> str | None:
        """Why the game ended, or None while it goes on."""
        return self.data["end_reason"]


def _broken(problem: str) -> str:
    """The sentence for a save whose data is broken, naming the first ``problem``."""
    return translate("Rise of Babel save files", "Broken Rise of Babel game state: {problem}.").format(
        problem=problem
    )
