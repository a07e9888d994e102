"""Skyscrapers in the replay: a seat's cards in words, and its verdicts run again.

A verdict records the hand's tremor; the verdict run again on the position
before it with that tremor gives the same outcome and its frames
(:func:`replay_verdict` checks the outcome is the recorded one).
"""

from __future__ import annotations

from dataclasses import dataclass

from babelworks.core import words
from babelworks.core.protocol import Action, State
from babelworks.core.timeline import Timeline
from babelworks.core.words import listed
from babelworks.games.skyscrapers import views
from babelworks.i18n import shown, translate
from babelworks.ui.replay.room import Motion, ReplayRoom
from babelworks.ui.skyscrapers.models import card_words

VERDICT_FRAME_MS = 33  # a verdict's recorded frames: 30 per second
#: Said when a verdict's motion comes out otherwise on this computer (shown at rest instead).
VERDICT_AT_REST = words.translate(
    "Skyscrapers replay",
    "On this computer this check would come out differently, so the building is shown as it ended.",
)


@dataclass(frozen=True)
class VerdictReplay:
    """A recorded Skyscrapers verdict run again: its outcome and recorded frames."""

    outcome: dict
    frames: list
    exact: bool
    note: str = ""


def replay_verdict(before: State, outcome: dict) -> VerdictReplay:
    """Run the Skyscrapers verdict again on the position ``before`` it, with its tremor.

    ``exact`` is True when the regenerated outcome equals the recorded one.
    """
    from babelworks.physics.skyscrapers_verdict import run

    again, recording = run(before, list(outcome.get("tremor", (0.0, 0.0, 0.0))), record=True)
    assert recording is not None  # record=True keeps the frames
    exact = again == outcome
    return VerdictReplay(again, list(recording.frames), exact, "" if exact else shown(VERDICT_AT_REST))


class SkyscrapersRoom(ReplayRoom):
    """The hands are private; a verdict (does the tower stand?) is the physical moment."""

    def private_words(self, state: State, seat: int) -> str | None:
        """The seat's cards, in the hand panel's words."""
        cards = views.content(state).cards
        hand = views.hand(state, seat)
        if not hand:
            return translate("Skyscrapers replay", "cards: none")
        return translate("Skyscrapers replay", "cards: {cards}").format(
            cards=listed([card_words(cards[card]) for card in hand], "; ")
        )

    def physical(self, action: Action | None) -> bool:
        """A verdict is decided by the physics of the tower."""
        return action is not None and action.get("type") == "verdict"

    def regenerate(self, timeline: Timeline, step: int) -> Motion:
        """The verdict at ``step`` run again on the position before it."""
        again = replay_verdict(timeline.state_at(step), timeline.log[step])
        return Motion(again.frames, VERDICT_FRAME_MS, again.exact, again, again.note)


ROOM = SkyscrapersRoom()
