"""Physical moments of a recorded game, regenerated exactly as they happened.

Every physical outcome carries what regenerates its motion. A roll records its
throw's seed (``"throw"``): the rolling box throws it again and, when the
meeples come to rest in the recorded poses, that is the very tumble played,
whoever made the roll (physics is bit-identical for a seed, FINDINGS
"Determinism"). A roll without a seed (a save from before seeds were recorded)
or whose throw lands otherwise on this computer is shown at rest with a
sentence saying so (:attr:`RollReplay.exact` False); the recorded poses are
never replaced.

A Skyscrapers verdict records the hand's tremor; the verdict run again on the
position before it with that tremor gives the same outcome and its frames
(:func:`replay_verdict` checks the outcome is the recorded one).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from babelworks.core.match import Setup
from babelworks.core.protocol import Action, State

#: Said when a verdict's motion comes out otherwise on this computer (shown at rest instead).
VERDICT_AT_REST = (
    "On this computer this check would come out differently, so the building is shown as it ended."
)


@dataclass(frozen=True)
class RollReplay:
    """A recorded roll thrown again.

    Attributes:
        roll: the physics :class:`~babelworks.physics.rolling_box.Roll`, or None
            when the recorded throw does not give the recorded poses here.
        seed: the recorded throw's seed, or None (an older save).
        exact: True when the regenerated resting poses equal the recorded ones.
        note: when not exact, the sentence for the player saying why it is shown at rest.
    """

    roll: Any
    seed: int | None
    exact: bool
    note: str = ""


@dataclass(frozen=True)
class VerdictReplay:
    """A recorded Skyscrapers verdict run again: its outcome and recorded frames."""

    outcome: dict
    frames: list
    exact: bool
    note: str = ""


def is_physical(action: Action | None) -> bool:
    """True for an outcome that physics decided at the table (a roll, a verdict)."""
    return action is not None and action.get("type") in ("roll", "verdict")


def replay_roll(setup: Setup, log: list[Action], step: int) -> RollReplay:
    """Throw the roll recorded at ``log[step]`` again with its recorded seed.

    Args:
        setup: the recorded game's setup (a roll needs only its own action now: kept so
            every physical moment is asked for the same way).
        log: its action log; ``log[step]`` is a roll outcome.
        step: the roll's position in the log.
    """
    from babelworks.ui.rolling_heights.roll_animation import roll_again

    action = log[step]
    thrown, note = roll_again(action)
    return RollReplay(thrown, action.get("throw"), thrown is not None, note)


def replay_verdict(before: State, outcome: dict) -> VerdictReplay:
    """Run the Skyscrapers verdict again on the position ``before`` it, with its tremor.

    ``exact`` is True when the regenerated outcome equals the recorded one.
    """
    from babelworks.physics.skyscrapers_verdict import run

    again, recording = run(before, list(outcome.get("tremor", (0.0, 0.0, 0.0))), record=True)
    exact = again == outcome
    return VerdictReplay(again, list(recording.frames), exact, "" if exact else VERDICT_AT_REST)
