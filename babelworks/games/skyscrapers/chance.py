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


def redeal_hidden(state, seat: int, rng: Rng) -> dict:
    """The state's data with everything ``seat`` cannot see re-dealt from ``rng``.

    Rulebook, "Game Setup": the building block cards in hand are private ("players
    should not show their opponents ... which cards these are") and the cards left
    over go back in the box unseen. What ``seat`` knows stays: its own hand, every
    built card, each seat's supports (their two colours are known, the built ones
    are seen), how many cards each hand holds (the deal's size less the cards it
    built). The other hands and the box's building blocks are dealt again from
    their pooled cards, in sorted order first, so the sample depends on ``rng``
    alone; the game's own RNG is reseeded from ``rng`` too.
    """
    data = state.to_dict()
    others = [s for s in range(data["players"]) if s != seat]
    box_blocks = [c for c in data["box"] if state.content.cards[c].kind == "block"]
    pool = sorted(box_blocks + [c for s in others for c in data["hands"][s]])
    rng.shuffle(pool)
    for other in others:
        count = len(data["hands"][other])
        data["hands"][other], pool = sorted(pool[:count]), pool[count:]
    data["box"] = sorted(pool) + [c for c in data["box"] if state.content.cards[c].kind != "block"]
    data["rng"]["state"] = rng.next64()
    return data
