"""A recorded Rolling Heights roll, thrown again exactly as it happened.

Every physical outcome carries what regenerates its motion. A roll records its
throw's seed (``"throw"``): the rolling box throws it again and, when the
meeples come to rest in the recorded poses, that is the very tumble played,
whoever made the roll (physics is bit-identical for a seed, FINDINGS
"Determinism"). A roll without a seed (a save from before seeds were recorded)
or whose throw lands otherwise on this computer is shown at rest with a
sentence saying so (:attr:`RollReplay.exact` False); the recorded poses are
never replaced.

The replay reaches this through the game's replay room (:mod:`.replay`), and
the table draws the tumble (:mod:`.roll_drawing`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from babelworks.core.match import Setup
from babelworks.core.protocol import Action


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
