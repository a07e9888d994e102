"""Physical moments of a recorded game, regenerated exactly as they happened.

A roll's outcome records which meeples were thrown and the pose each came to
rest in, not the throw; the throw is fixed by a seed that depends on who threw:

1. the table's roll animation: :func:`~babelworks.physics.rolling_box.roll_seed`
   of the game's seed and the roll's position in the log;
2. the session's "let the table decide" (the moves panel): the first draw of
   the position's table RNG (``Rng.from_seed(seed, "table/<step>")``);
3. a headless game (``babelworks simulate``): the k-th draw of the game's
   ``"outcomes"`` stream, k the roll's rank among the game's rolls.

The replay rolls again with each candidate seed, in that order, and keeps the
first whose resting poses equal the recorded ones: the tumble is then the very
one played, ending in the recorded poses (physics is bit-identical for a seed,
FINDINGS "Determinism"). A roll that no candidate reproduces is shown at rest
(:attr:`RollReplay.exact` False); the recorded poses are never replaced.

A Skyscrapers verdict records the hand's tremor; the verdict run again on the
position before it with that tremor gives the same outcome and its frames
(:func:`replay_verdict` checks the outcome is the recorded one).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from babelworks.core.match import Setup
from babelworks.core.protocol import Action, State
from babelworks.core.rng import Rng

ROLL_SEED_RANGE = 2**31  # what resolve_outcome draws a throw's seed below


@dataclass(frozen=True)
class RollReplay:
    """A recorded roll thrown again.

    Attributes:
        roll: the physics :class:`~babelworks.physics.rolling_box.Roll`, or None
            when no known seed reproduces the recorded poses.
        seed: the throw's seed, or None.
        exact: True when the regenerated resting poses equal the recorded ones.
    """

    roll: Any
    seed: int | None
    exact: bool


@dataclass(frozen=True)
class VerdictReplay:
    """A recorded Skyscrapers verdict run again: its outcome and recorded frames."""

    outcome: dict
    frames: list
    exact: bool


def is_physical(action: Action | None) -> bool:
    """True for an outcome that physics decided at the table (a roll, a verdict)."""
    return action is not None and action.get("type") in ("roll", "verdict")


def roll_seeds(setup: Setup, log: list[Action], step: int) -> list[int]:
    """The candidate seeds of the roll at ``log[step]``, in the order of the module's docstring."""
    from babelworks.physics.rolling_box import roll_seed

    rank = sum(1 for action in log[:step] if action.get("type") == "roll")
    outcomes = Rng.from_seed(setup.seed, "outcomes")
    for _ in range(rank):
        outcomes.below(ROLL_SEED_RANGE)
    return [
        roll_seed(setup.seed, step),
        Rng.from_seed(setup.seed, f"table/{step}").below(ROLL_SEED_RANGE),
        outcomes.below(ROLL_SEED_RANGE),
    ]


def replay_roll(
    setup: Setup, log: list[Action], step: int, roller: Callable[[int, int], Any] | None = None
) -> RollReplay:
    """Throw the roll recorded at ``log[step]`` again, with the seed that reproduces it.

    Args:
        setup: the recorded game's setup.
        log: its action log; ``log[step]`` is a roll outcome.
        step: the roll's position in the log.
        roller: ``(count, seed) -> Roll`` (physics' :func:`roll` by default).
    """
    from babelworks.physics.rolling_box import roll

    action = log[step]
    roller = roller or roll
    for seed in roll_seeds(setup, log, step):
        thrown = roller(len(action["meeples"]), seed)
        if list(thrown.poses) == list(action["poses"]):
            return RollReplay(thrown, seed, True)
    return RollReplay(None, None, False)


def replay_verdict(before: State, outcome: dict) -> VerdictReplay:
    """Run the Skyscrapers verdict again on the position ``before`` it, with its tremor.

    ``exact`` is True when the regenerated outcome equals the recorded one.
    """
    from babelworks.physics.skyscrapers_verdict import run

    again, recording = run(before, list(outcome.get("tremor", (0.0, 0.0, 0.0))), record=True)
    return VerdictReplay(again, list(recording.frames), again == outcome)
