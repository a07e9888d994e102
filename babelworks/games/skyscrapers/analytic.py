"""The cheap analytic verdict: does any hanging part overload the joints carrying it?

The structure is a graph of cards joined along shared unit segments. A
*bridge* in that graph is a contact whose removal cuts a group of cards off
from the board: that group hangs on the bridge alone (a cantilever). Its
weight (cards and the workers on them) times the horizontal distance from its
centre of mass to the joint is the moment the joint must carry. Each joint
point carries at most :data:`JOINT_MOMENT`; when a group asks for more than
its bridge's joint points give, the building collapses.

This is the stand-in verdict where no physics runs (``GAME.sample_outcome``:
golden fingerprints, fast sweeps); it never predicts falling workers and
cannot see closed frames, height or the hand, so the physics verdict does not
use it. :mod:`babelworks.physics.frame` takes its joint strength.
"""

from __future__ import annotations

import math

from babelworks.games.skyscrapers.geometry import card_centre_cm, line_midpoint_cm, shared_lines, spot_cm
from babelworks.games.skyscrapers.structure import bridges

GRAVITY_CM = 981.0
#: Moment one connector point carries before it gives (g cm^2 / s^2, i.e. 1.2e-2 N m):
#: one or two cards held out from one joint stay, three fall (see docs/skyscrapers.md).
JOINT_MOMENT = 1.2e5


def analytic_verdict(state) -> dict:
    """ "collapse" when a hanging group overloads its joint, else "stable"."""
    return {"type": "verdict", "result": "collapse" if overloaded(state) else "stable"}


def overloaded(state) -> list[str]:
    """The cards whose hanging group asks more of its bridge than its joints give."""
    return [root for root, moment, capacity in _hanging_groups(state) if moment > capacity]


def strain(state) -> float:
    """The most any hanging group asks of its bridge, as a share of what its joints give
    (0 when nothing hangs; above 1 the analytic verdict is a collapse)."""
    return max((moment / capacity for _, moment, capacity in _hanging_groups(state)), default=0.0)


def _hanging_groups(state) -> list[tuple[str, float, float]]:
    """(root card, moment asked, moment its joints give) of every group hanging on a bridge."""
    structure = state.structure
    ground = set(structure.ground_cards)
    loads = _loads(state)
    found = []
    for first, second in bridges(structure.contacts):
        for root, rest in ((second, first), (first, second)):
            group = _cut_side(structure.contacts, root, rest)
            if group & ground:
                continue
            segments = shared_lines(structure.poses[root], structure.poses[rest])
            found.append(
                (root, _moment(structure, group, loads, root, segments), JOINT_MOMENT * len(segments))
            )
    return found


def _loads(state) -> dict[str, list[tuple[float, tuple]]]:
    """Card -> (mass g, centre cm) of itself and the workers standing on it."""
    content, structure = state.content, state.structure
    loads = {card: [(content.card_mass_g, card_centre_cm(pose))] for card, pose in structure.poses.items()}
    for place in state.data["workers"].values():
        if place["where"] in ("site", "lost") and place["spot"] >= 0:
            loads[place["card"]].append(
                (content.worker_mass_g, spot_cm(structure.poses[place["card"]], place["spot"]))
            )
    return loads


def _moment(structure, group, loads, root, segments) -> float:
    pose = structure.poses[root]
    joint = [sum(c) / len(segments) for c in zip(*(line_midpoint_cm(pose.line(i)) for i, _ in segments))]
    mass = sum(m for card in group for m, _ in loads[card])
    if not mass:
        return 0.0
    com = [sum(m * p[k] for card in group for m, p in loads[card]) / mass for k in range(2)]
    return mass * GRAVITY_CM * math.hypot(com[0] - joint[0], com[1] - joint[1])


def _cut_side(contacts: dict[str, set[str]], start: str, removed: str) -> set[str]:
    """Cards reachable from ``start`` without crossing the contact to ``removed``."""
    seen, todo = {start}, [start]
    while todo:
        card = todo.pop()
        for other in contacts[card]:
            if other not in seen and not (card == start and other == removed):
                seen.add(other)
                todo.append(other)
    return seen
