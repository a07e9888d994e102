"""Test-side players for Skyscrapers: they choose among legal actions (gestures carry them out).

``tidy_choice`` plays a full game steadily (seeded); ``cantilever_choice``
pushes cards out from the foundation towards -x until the overhang breaks.
"""

from __future__ import annotations

from babelworks.core.rng import Rng
from babelworks.games.skyscrapers.geometry import CardPose


def _kinds(state, kind):
    return [a for a in state.legal_actions() if a["type"] == kind]


def tidy_choice(state, rng: Rng, usable) -> dict:
    """Send early, then mostly build (a low, wide building), sometimes move; ``usable`` filters
    the actions a gesture can reach on screen now."""
    crew_on_site = sum(
        p["where"] == "site"
        for w, p in state.data["workers"].items()
        if state.seat_of(w) == state.data["seat"]
    )
    order = (["send"] if crew_on_site < 2 else []) + ["build", "move", "send"]
    if rng.below(4) == 0:
        order = ["move"] + order
    for kind in order:
        options = [a for a in _kinds(state, kind) if usable(a)]
        if kind == "build":
            options = sorted(options, key=lambda a: CardPose.from_dict(a).bounds()[1][2])[:12]
        if options:
            return options[rng.below(len(options))]
    return {"type": "pass"}


def cantilever_choice(state, usable) -> dict:
    """Build the block reaching farthest out to -x; else step a worker out onto the outermost floor."""
    builds = [a for a in _kinds(state, "build") if a["card"].startswith("B")]
    reach = min(
        (CardPose.from_dict(c).bounds()[0][0] for c, _ in [(p, 0) for _, p in state.data["built"]]), default=0
    )
    outward = [
        a
        for a in builds
        if CardPose.from_dict(a).bounds()[0][0] < reach
        or (
            CardPose.from_dict(a).bounds()[0][0] == reach
            and reach < 0
            and CardPose.from_dict(a).bounds()[1][0] <= reach + 1
        )
    ]
    outward = [a for a in outward if usable(a)]
    if outward:
        return min(
            outward,
            key=lambda a: (CardPose.from_dict(a).bounds()[0][0], -CardPose.from_dict(a).bounds()[1][2]),
        )
    sends = [a for a in _kinds(state, "send") if usable(a)]
    if (
        not any(
            p["where"] == "site"
            for w, p in state.data["workers"].items()
            if state.seat_of(w) == state.data["seat"]
        )
        and sends
    ):
        return sends[0]
    moves = [a for a in _kinds(state, "move") if usable(a)]
    if moves:
        poses = state.structure.poses
        return min(moves, key=lambda a: (poses[a["to"]].bounds()[0][0], -poses[a["to"]].bounds()[0][2]))
    return (sends or builds or [{"type": "pass"}])[0]
