"""The statistical stand-in for the physics: the analytic verdict.

Headless play (``simulate``'s tests, the fingerprints, bots' rollouts) needs an
outcome for every awaited check without pybullet; the real verdict comes from
``babelworks.physics.skyscrapers_verdict.resolve_outcome`` (see the registry).
"""

from __future__ import annotations

from babelworks.core.protocol import Action
from babelworks.core.rng import Rng
from babelworks.games.skyscrapers.analytic import analytic_verdict


def sample_outcome(state, rng: Rng) -> Action:
    """The analytic (no physics) verdict for a state awaiting one; ``rng`` is not drawn from."""
    return analytic_verdict(state)
