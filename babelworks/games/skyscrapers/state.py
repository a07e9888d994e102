"""The Skyscrapers game state on the shared kernel.

All of the game is one JSON-ready dict (``self.data``, the RNG inside it);
the structure (contacts, floors, rooms, open sites) is derived from the built
cards and shared between copies until one of them builds. Actions::

    {"type": "send", "to": "F2"}                      next crew worker to the foundation
    {"type": "build", "worker": "red-2", "card": "B07", "anchor": "F1",
     "at": [0, 0, 1], "u": "+y", "v": "+x"}          a card at a lattice pose
    {"type": "move", "worker": "red-2", "to": "B07"}  one step
    {"type": "pass"}                                  only when nothing else is legal
    {"type": "bump", "strength": 30.0}                the table jolted (an explicit gesture,
                                                      never listed: see bump.py)
    {"type": "verdict", "result": "stable" | "workers_fell" | "collapse",
     "fallen": [...], "tremor": [...]}                the physics outcome (CHANCE)
"""

from __future__ import annotations

from typing import Any

from babelworks.core.errors import IllegalAction
from babelworks.core.kernel import GameState
from babelworks.core.protocol import CHANCE, Action, Gesture
from babelworks.core.rng import Rng
from babelworks.core.words import translate
from babelworks.games.skyscrapers import bump, describe, gestures, legal, moves, refusals, verdicts, views
from babelworks.games.skyscrapers.chance import redeal_hidden
from babelworks.games.skyscrapers.content import COLOURS, Content, load_content
from babelworks.games.skyscrapers.geometry import CardPose
from babelworks.games.skyscrapers.invariants import broken_invariants, refuse_malformed
from babelworks.games.skyscrapers.scoring import build_options, build_score
from babelworks.games.skyscrapers.setup import INFO
from babelworks.games.skyscrapers.structure import Structure


class SkyscrapersState(GameState):
    """A game of Skyscrapers in progress (see the module docstring for actions)."""

    info = INFO

    content: Content
    _structure: Structure | None

    def derive(self, original: GameState | None) -> None:
        """Share the cards and the structure with the state this one was copied from."""
        if isinstance(original, SkyscrapersState):
            self.content, self._structure = original.content, original._structure
        else:
            self.content, self._structure = load_content(), None

    # -- derived data ----------------------------------------------------------------
    @property
    def structure(self) -> Structure:
        """The built cards and their relations (follows the built list, which only grows)."""
        built, known = self.data["built"], self._structure
        if known is None or len(known.poses) != len(built):
            if known is not None and len(known.poses) == len(built) - 1:
                card, pose = built[-1]
                known = known.grown(card, CardPose.from_dict(pose))
            else:
                known = Structure.of(built)
            self._structure = known
        return known

    # -- kernel hooks ----------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        """The seat to act, CHANCE while a verdict is awaited, None when over."""
        if self.data["over"]:
            return None
        return CHANCE if self.data["pending"] else self.data["seat"]

    def compute_legal(self) -> list[Action]:
        """Every action the seat to act may take (empty while a verdict is awaited)."""
        if self.data["over"] or self.data["pending"]:
            return []
        return legal.legal_actions(self) or [{"type": "pass"}]

    def match(self, action: Any) -> Action:
        """The listed legal action equal to ``action``, or a checked bump (never listed).

        Raises:
            IllegalAction: with the sentence saying why; nothing changes.
        """
        if type(action) is dict and action.get("type") == "bump":
            return bump.checked_bump(self, action)
        return super().match(action)

    def accepts(self, action: Any) -> bool:
        """True when :meth:`apply` would take ``action`` now (a bump too, never listed)."""
        if type(action) is dict and action.get("type") == "bump":
            try:
                bump.checked_bump(self, action)
            except IllegalAction:
                return False
            return True
        return super().accepts(action)

    def perform(self, action: Action) -> None:
        """Play a matched send, build, move, pass or bump."""
        moves.perform(self, action)

    def why_illegal(self, action: Any) -> str:
        """The sentence refusing an action that is not among the legal ones."""
        return refusals.why_illegal(self, action)

    def apply_outcome(self, action: Any) -> None:
        """Check and apply the verdict on the awaited build or move."""
        if type(action) is not dict:
            raise IllegalAction(
                translate(
                    "Skyscrapers refusals",
                    "The building is being checked: only its verdict can be applied now.",
                )
            )
        verdicts.check_verdict(self, action)
        verdicts.apply_verdict(self, action)

    def reveals(self, action: Action) -> bool:
        """Verdicts reveal what the physics decided; sends, builds, moves and bumps reveal nothing."""
        return type(action) is dict and action.get("type") == "verdict"

    @classmethod
    def validate(cls, data: dict) -> None:
        """Refuse malformed data, then a state whose components are not all in one place."""
        refuse_malformed(data)
        problems = broken_invariants(cls(data))
        if problems:
            # A developer's check (simulate, the undo barrier); the problems are invariants.py's.
            raise ValueError(f"Not a sound Skyscrapers state: {'; '.join(problems[:3])}.")  # not shown

    def sample_for(self, seat: int, rng: Rng) -> SkyscrapersState:
        """A state consistent with what ``seat`` knows: the other hands and the box re-dealt."""
        return type(self)(redeal_hidden(self, seat, rng), self)

    def seen_by(self, seat: int | None) -> dict:
        """What ``seat`` (None: the whole table) sees: hands and the box's blocks hidden."""
        return views.seen_by(self, seat)

    def gesture_meanings(self, gesture: Gesture) -> list[list[Action]]:
        """What a worker's drop means (see :mod:`gestures`), else a complete action."""
        found = gestures.meanings(self, gesture)
        return super().gesture_meanings(gesture) if found is None else found

    # -- questions the table asks ------------------------------------------------------
    def preview(self, action: Action) -> dict:
        """What a legal build would score, part by part (see :func:`scoring.build_score`).

        Raises:
            IllegalAction: ``action`` is not a legal build now.
        """
        listed = self.match(action)
        if listed["type"] != "build":
            return {}
        card = self.content.cards[listed["card"]]
        return build_score(self.content, self.structure, card, CardPose.from_dict(listed))

    def build_options(self, card: str, builder: str | None = None) -> list[dict]:
        """Every legal build of ``card`` with its score (see :func:`scoring.build_options`)."""
        return build_options(self, card, builder)

    def why_no_place(self, card: str, builder: str | None = None) -> str:
        """Why ``card`` cannot be built anywhere now (by ``builder``, or any builder)."""
        return refusals.why_no_place(self, card, builder)

    def why_not_there(self, card: str) -> str:
        """Why a card held far from every legal place cannot go where it is."""
        return refusals.why_not_there(card)

    # -- the protocol's words and figures ------------------------------------------------
    @property
    def players(self) -> int:
        """Number of seats."""
        return self.data["players"]

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

    def phase(self, names: list[str] | None = None) -> str:
        """The phase in words for the status bar."""
        return describe.phase(self, names)

    def describe(self, action: Action, names: list[str] | None = None) -> str:
        """The action in words for the game log, said by the seat's name when given."""
        return describe.describe(self, action, names)

    def check_invariants(self) -> list[str]:
        """Broken invariants; empty when all hold."""
        return broken_invariants(self)

    # -- helpers for the rules modules -----------------------------------------------
    def seat_of(self, worker: str) -> int:
        """The seat whose workers ``worker`` is one of (ValueError for an unknown id)."""
        return COLOURS.index(worker.rsplit("-", 1)[0])

    def add_points(self, seat: int, points: int, reason: str) -> None:
        """Move a seat's scoring worker and log why (scores stay consistent with the log)."""
        if points:
            self.data["scores"][seat] += points
            self.data["score_log"].append([seat, points, reason])

    def active_seats(self) -> list[int]:
        """Seats not eliminated, in seat order."""
        return [s for s in range(self.players) if not self.data["eliminated"][s]]
