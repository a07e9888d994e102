"""What the replay asks of each game: the contract of a game's replay room.

The replay window names no game. What only a game knows is in the game's own
room (``babelworks.ui.<game>.replay``), named by its registry entry
(:func:`babelworks.registry.replay_room`), as a :class:`ReplayRoom`: one seat's
private things in words ("All hands open"), which recorded actions were decided
by physics at the table, and how such a moment is regenerated. The table plugin
then draws a regenerated moment frame by frame
(:meth:`~babelworks.ui.table_api.BaseTable.show_motion`). Every hook has a
default, so a game without hidden information or physical moments declares
nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from babelworks.core.protocol import Action, State
from babelworks.core.timeline import Timeline
from babelworks.core.words import translate


@dataclass(frozen=True)
class Motion:
    """A physical moment of a recorded game, regenerated.

    Attributes:
        frames: what the table draws, one after another (the game's own kind of frame).
        frame_ms: the time between two recorded frames.
        exact: True when the regenerated moment ends as recorded (else the replay shows
            the position after it, at rest).
        record: the game's own regenerated record (a roll, a verdict), for its table.
        note: when not exact, the sentence for the player saying why it is shown at rest.
    """

    frames: Sequence[Any]
    frame_ms: int
    exact: bool
    record: Any = None
    note: str = ""


#: What the replay says of a moment nothing regenerates (a Phrase: words made off the UI thread).
NOT_REGENERATED = translate(
    "Replay window", "Shown where everything came to rest: this move cannot be played back in motion."
)
AT_REST = Motion(frames=(), frame_ms=0, exact=False, note=NOT_REGENERATED)


class ReplayRoom:
    """One game's part of the replay; override what the game has."""

    def private_words(self, state: State, seat: int) -> str | None:
        """What only ``seat`` sees at ``state``, in the panels' words (None: nothing hidden)."""
        return None

    def physical(self, action: Action | None) -> bool:
        """True for an outcome that physics decided at the table (it can be shown moving)."""
        return False

    def regenerate(self, timeline: Timeline, step: int) -> Motion:
        """The physical moment recorded at ``timeline.log[step]``, played again.

        Runs on a worker thread: pure computation, no Qt. The default has nothing to show.
        """
        return AT_REST


def room_of(game_id: str) -> ReplayRoom:
    """The replay room the registry names for ``game_id`` (a game outside it: the defaults)."""
    from babelworks import registry

    if game_id not in registry.ENTRIES:
        return ReplayRoom()
    return registry.replay_room(game_id)
