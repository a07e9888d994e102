"""Rolling Heights in the replay: a seat's targets in words, and its rolls thrown again."""

from __future__ import annotations

from babelworks.core.protocol import Action, State
from babelworks.core.timeline import Timeline
from babelworks.core.words import content_words, listed, translate
from babelworks.games.rolling_heights.content import content
from babelworks.ui.replay.room import Motion, ReplayRoom
from babelworks.ui.rolling_heights.roll_replay import replay_roll

ROLL_FRAME_MS = 25  # a roll's recorded frames: 40 per simulated second


class RollingHeightsRoom(ReplayRoom):
    """The targets are private; a roll is the physical moment, thrown again."""

    def private_words(self, state: State, seat: int) -> str | None:
        """The seat's two targets by name (a Phrase, shown by the replay's hands list)."""
        targets = content().targets
        held = state.seats[seat]["targets"]  # type: ignore[attr-defined]
        if not held:
            return translate("Rolling Heights replay", "targets: none")
        names = [content_words(targets[target]["name"]) for target in held]
        return translate("Rolling Heights replay", "targets: {targets}").format(targets=listed(names))

    def physical(self, action: Action | None) -> bool:
        """A roll is decided by the meeples tumbling in the box."""
        return action is not None and action.get("type") == "roll"

    def regenerate(self, timeline: Timeline, step: int) -> Motion:
        """The roll at ``step`` thrown again (:func:`.roll_replay.replay_roll`)."""
        again = replay_roll(timeline.setup, timeline.log, step)
        frames = range(len(again.roll.frames)) if again.exact else ()
        return Motion(frames, ROLL_FRAME_MS, again.exact, again.roll, again.note)


ROOM = RollingHeightsRoom()
