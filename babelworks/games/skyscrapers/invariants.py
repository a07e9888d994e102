"""Invariants of a Skyscrapers state: every component in exactly one place."""

from __future__ import annotations

from collections import Counter

from babelworks.games.skyscrapers.content import COLOURS
from babelworks.games.skyscrapers.geometry import crossing


def broken_invariants(state) -> list[str]:
    """Every broken invariant in words; empty when the state is sound."""
    return _cards(state) + _workers(state) + _connectors(state) + _scores(state) + _structure(state)


def _cards(state) -> list[str]:
    data = state.data
    places = [c for hand in data["hands"] for c in hand] + [c for s in data["supports"] for c in s]
    places += data["box"] + [card for card, _ in data["built"]]
    counts = Counter(places)
    problems = [f"card {c} is in {n} places" for c, n in counts.items() if n != 1]
    missing = set(state.content.cards) - set(counts)
    problems += [f"card {c} is nowhere" for c in sorted(missing)]
    if len(places) != 47:
        problems.append(f"{len(places)} card places, expected 36 + 3 + 8 = 47")
    return problems


def _workers(state) -> list[str]:
    data, problems = state.data, []
    if len(data["workers"]) != 24:
        problems.append(f"{len(data['workers'])} workers, expected 24")
    built = {card for card, _ in data["built"]}
    spots = Counter()
    for worker, place in data["workers"].items():
        where = place["where"]
        if where in ("site", "lost"):
            if place["card"] not in built:
                problems.append(f"{worker} stands on unbuilt card {place['card']}")
            if place["spot"] >= 0:
                spots[(place["card"], place["spot"])] += 1
        elif where not in ("crew", "track", "box"):
            problems.append(f"{worker} is in an unknown place {where!r}")
    problems += [f"two workers share spot {spot} of {card}" for (card, spot), n in spots.items() if n > 1]
    for seat, colour in enumerate(COLOURS):
        expected = "track" if seat < state.players else "box"
        if data["workers"][f"{colour}-0"]["where"] != expected:
            problems.append(f"{colour}'s scoring worker is not on the {expected}")
    return problems


def _connectors(state) -> list[str]:
    data = state.data
    problems = []
    if data["connectors"] + len(data["joints"]) != state.content.connectors:
        problems.append(f"{data['connectors']} connectors in supply + {len(data['joints'])} in joints != 52")
    if len(data["joints"]) != len(data["built"]) - 1:
        problems.append("every built card but the first needs exactly one connector joint")
    return problems


def _scores(state) -> list[str]:
    totals = [0] * state.players
    for seat, points, _ in state.data["score_log"]:
        totals[seat] += points
    return [] if totals == state.data["scores"] else [f"scores {state.data['scores']} differ from the log {totals}"]


def _structure(state) -> list[str]:
    poses = list(state.structure.poses.items())
    return [
        f"cards {a} and {b} pass through each other"
        for n, (a, pa) in enumerate(poses) for b, pb in poses[n + 1:] if crossing(pa, pb)
    ]
