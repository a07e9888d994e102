"""Invariants of a Skyscrapers state: a well-formed state, every component in exactly one place."""

from __future__ import annotations

from collections import Counter

from babelworks.games.skyscrapers.content import COLOURS, load_content
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
    spots: Counter = Counter()
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
    return (
        []
        if totals == state.data["scores"]
        else [f"scores {state.data['scores']} differ from the log {totals}"]
    )


def _structure(state) -> list[str]:
    poses = list(state.structure.poses.items())
    return [
        f"cards {a} and {b} pass through each other"
        for n, (a, pa) in enumerate(poses)
        for b, pb in poses[n + 1 :]
        if crossing(pa, pb)
    ]


KEYS = (
    "players",
    "options",
    "rng",
    "hands",
    "supports",
    "box",
    "built",
    "joints",
    "connectors",
    "workers",
    "scores",
    "score_log",
    "eliminated",
    "seat",
    "actions_left",
    "pending",
    "over",
    "end_reason",
    "turn",
)
PLACES = ("crew", "track", "box", "site", "lost")
END_REASONS = (None, "last_card", "collapse", "elimination")


def refuse_malformed(data: dict) -> None:
    """Raise ValueError with a sentence unless ``data`` has the shape of a Skyscrapers state.

    Checks every field's type and range (seats, counts, card and worker ids,
    poses, the awaited check); :func:`broken_invariants` then checks that every
    component is in exactly one place.
    """
    problem = _shape(data)
    if problem:
        raise ValueError(f"Not a Skyscrapers state: {problem}.")


def _shape(data: dict) -> str | None:
    if set(data) != set(KEYS):
        return f"its fields must be exactly {', '.join(KEYS)}"
    players = data["players"]
    if type(players) is not int or not 2 <= players <= 4:
        return "'players' must be 2, 3 or 4"
    for check in (_shape_header, _shape_cards, _shape_built, _shape_workers, _shape_seats, _shape_pending):
        problem = check(data, players)
        if problem:
            return problem
    return None


def _is_int(value, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _shape_header(data: dict, players: int) -> str | None:
    options, rng = data["options"], data["rng"]
    if (
        type(options) is not dict
        or set(options) not in ({"steady_hands"}, {"steady_hands", "equal_turns"})
        or type(options["steady_hands"]) is not bool
        or options.get("equal_turns", True) is not True
    ):
        return "'options' must hold steady_hands, true or false, and equal_turns only when it is on"
    if type(rng) is not dict or set(rng) != {"state"} or not _is_int(rng["state"], 0, 2**64 - 1):
        return "'rng' must hold one 64-bit 'state'"
    if not _is_int(data["connectors"], 0, 52) or not _is_int(data["turn"], 1, 10**6):
        return "'connectors' and 'turn' must be counts"
    if type(data["over"]) is not bool or data["end_reason"] not in END_REASONS:
        return "'over' must be true or false and 'end_reason' one of the game's endings"
    return None


def _id_list(value, length: int | None = None) -> bool:
    return (
        type(value) is list
        and all(type(c) is str for c in value)
        and (length is None or len(value) == length)
    )


def _shape_cards(data: dict, players: int) -> str | None:
    hands, supports = data["hands"], data["supports"]
    if type(hands) is not list or len(hands) != players or not all(_id_list(h) for h in hands):
        return f"'hands' must be {players} lists of card ids"
    if type(supports) is not list or len(supports) != players or not all(_id_list(s) for s in supports):
        return f"'supports' must be {players} lists of card ids"
    if not _id_list(data["box"]):
        return "'box' must be a list of card ids"
    known = set(load_content().cards)
    every = [c for group in hands + supports + [data["box"]] for c in group]
    if any(c not in known for c in every):
        return "a hand, support pile or the box holds an unknown card"
    return None


def _shape_built(data: dict, players: int) -> str | None:
    known = load_content().cards
    built, joints = data["built"], data["joints"]
    if type(built) is not list or not all(_is_placed(entry, known) for entry in built):
        return "'built' must list [card id, pose] pairs with lattice poses"
    if type(joints) is not list or not all(_is_joint(entry, known) for entry in joints):
        return "'joints' must list [card, line 0-6, card, line 0-6]"
    return None


def _is_checked_action(action) -> bool:
    """A build or move as the legal list gives it, or a checked bump (the physics reads it)."""
    if type(action) is not dict:
        return False
    if action.get("type") == "bump":
        return set(action) == {"type", "strength"} and type(action["strength"]) is float
    if action.get("type") == "move":
        return (
            set(action) == {"type", "worker", "to"}
            and type(action["worker"]) is str
            and type(action["to"]) is str
        )
    fields = {"type", "worker", "card", "anchor", "at", "u", "v"}
    if action.get("type") != "build" or set(action) != fields:
        return False
    pose = {"at": action["at"], "u": action["u"], "v": action["v"]}
    return all(type(action[k]) is str for k in ("worker", "card", "anchor")) and _is_placed(
        [action["card"], pose], load_content().cards
    )


def _is_placed(entry, known) -> bool:
    if (
        type(entry) is not list
        or len(entry) != 2
        or type(entry[0]) is not str
        or entry[0] not in known
        or type(entry[1]) is not dict
    ):
        return False
    pose = entry[1]
    axes = ("+x", "-x", "+y", "-y", "+z", "-z")
    if set(pose) != {"at", "u", "v"} or type(pose["at"]) is not list or len(pose["at"]) != 3:
        return False
    return (
        all(_is_int(c, -100, 100) for c in pose["at"])
        and pose["u"] in axes
        and pose["v"] in axes
        and pose["u"][1] != pose["v"][1]
    )


def _is_joint(entry, known) -> bool:
    return (
        type(entry) is list
        and len(entry) == 4
        and type(entry[0]) is str
        and entry[0] in known
        and type(entry[2]) is str
        and entry[2] in known
        and _is_int(entry[1], 0, 6)
        and _is_int(entry[3], 0, 6)
    )


def _shape_workers(data: dict, players: int) -> str | None:
    places = data["workers"]
    expected = {f"{colour}-{k}" for colour in COLOURS for k in range(6)}
    if type(places) is not dict or set(places) != expected:
        return "'workers' must place each of the 24 workers"
    if not all(_is_place(place) for place in places.values()):
        return "a worker's place must be crew, track, box, or a card and spot on the site"
    return None


def _is_place(place) -> bool:
    if type(place) is not dict or place.get("where") not in PLACES:
        return False
    if place["where"] in ("site", "lost"):
        return (
            set(place) == {"where", "card", "spot"}
            and type(place["card"]) is str
            and _is_int(place["spot"], -1, 7)
        )
    return set(place) == {"where"}


def _shape_seats(data: dict, players: int) -> str | None:
    scores, log, eliminated = data["scores"], data["score_log"], data["eliminated"]
    if (
        type(scores) is not list
        or len(scores) != players
        or not all(_is_int(s, -(10**6), 10**6) for s in scores)
    ):
        return f"'scores' must be {players} whole numbers"
    if type(log) is not list or not all(_is_score_entry(entry, players) for entry in log):
        return "'score_log' must list [seat, points, reason]"
    if (
        type(eliminated) is not list
        or len(eliminated) != players
        or not all(type(e) is bool for e in eliminated)
    ):
        return f"'eliminated' must be {players} true/false values"
    if not _is_int(data["seat"], 0, players - 1) or not _is_int(data["actions_left"], 0, 3):
        return f"'seat' must be a seat from 0 to {players - 1} and 'actions_left' 0 to 3"
    return None


def _is_score_entry(entry, players: int) -> bool:
    return (
        type(entry) is list
        and len(entry) == 3
        and _is_int(entry[0], 0, players - 1)
        and _is_int(entry[1], -(10**6), 10**6)
        and type(entry[2]) is str
    )


def _shape_pending(data: dict, players: int) -> str | None:
    pending = data["pending"]
    if pending is None:
        return None
    if (
        type(pending) is not dict
        or set(pending) != {"actor", "action", "before"}
        or not _is_int(pending["actor"], 0, players - 1)
    ):
        return "'pending' must name the acting seat, its action and where workers stood before"
    action, before = pending["action"], pending["before"]
    if not _is_checked_action(action):
        return "the awaited check must follow a well-formed build, move or bump"
    if type(before) is not dict or not all(w in data["workers"] and _is_place(p) for w, p in before.items()):
        return "'pending' must say where each worker stood before"
    return None
