"""The machine reference: a fixed pure-Python workload, timed in CPU seconds.

Benchmarks print it beside their own CPU figures, so that figures from machines
of different speed (the project's machines differ 2-2.5x) compare as ratios: a
decision that takes 4 references takes 4 references on a fast machine and on a
slow one. The work is what the computer players do, in miniature and in pure
Python: copy a game state of plain data, list its legal moves, apply one drawn by
a seeded generator, over and over (fixed playouts from one fixed position of a toy
board game, 6 x 6 spaces, 2 seats).

It is written here rather than taken from the games' engines on purpose: the
engines are tuned (copy and legal-move generation are the search's hot paths),
and a reference that got faster with them would hide the gain in the ratio. The
work therefore never changes; if it ever must, :data:`WORK` (printed beside the
figure) must change with it, so that old ratios are not read against new ones.
Time is CPU time (process time): on a shared machine wall time counts the
neighbours too, and the best of a few repeats is kept, since load only adds.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

SIDE = 6
PLAYOUTS = 150
DEPTH = 24
REPEATS = 5
#: What the reference figure is the time of (printed beside it; changes if the work changes).
WORK = (
    f"{PLAYOUTS} seeded playouts of {DEPTH} copy + legal moves + apply cycles on a {SIDE} x {SIDE} toy board"
)

_MASK = (1 << 64) - 1


def best_cpu_seconds(work: Callable[[], Any], repeats: int) -> tuple[float, Any]:
    """The least CPU seconds of ``repeats`` calls of ``work()``, and its last result."""
    best, result = float("inf"), None
    for _ in range(max(1, repeats)):
        cpu = time.process_time()
        result = work()
        best = min(best, time.process_time() - cpu)
    return best, result


def machine_reference(repeats: int = REPEATS) -> float:
    """CPU seconds of :func:`python_work` on this machine, the best of ``repeats`` runs."""
    return best_cpu_seconds(python_work, repeats)[0]


def python_work() -> int:
    """The fixed workload: :data:`PLAYOUTS` playouts from one position; a checksum of their scores."""
    root, seed, total = _position(), 35, 0
    for _ in range(PLAYOUTS):
        seed, margin = _playout(_copy(root), seed)
        total += margin
    return total


def _next(seed: int) -> int:
    """One step of a 64-bit linear congruential generator (Knuth's MMIX constants)."""
    return (seed * 6364136223846793005 + 1442695040888963407) & _MASK


def _position() -> dict:
    """The fixed start: an empty board of spaces, two seats with coins and a hand, a deck."""
    spaces = [
        {"height": (row * col) % 3, "owner": -1, "cubes": []} for row in range(SIDE) for col in range(SIDE)
    ]
    seats = [{"coins": 12, "score": 0, "hand": [1, 2, 3, 4]} for _ in range(2)]
    return {"spaces": spaces, "seats": seats, "deck": [5, 1, 4, 2, 3] * 6, "turn": 0, "log": []}


def _copy(value: Any) -> Any:
    """A deep copy of plain data, as the engines' states are copied (frozen here on purpose)."""
    if type(value) is dict:
        return {key: _copy(item) if type(item) in (dict, list) else item for key, item in value.items()}
    if type(value) is list:
        return [_copy(item) if type(item) in (dict, list) else item for item in value]
    return value


def _legal(state: dict) -> list[tuple]:
    """Every (card, space) the seat to move can afford on a space it may build on, or a pass."""
    seat = state["seats"][state["turn"] % 2]
    moves = [
        (card, index)
        for card in seat["hand"]
        if card <= seat["coins"]
        for index, space in enumerate(state["spaces"])
        if space["owner"] in (-1, state["turn"] % 2) and space["height"] + card <= 6
    ]
    return moves or [("pass", -1)]


def _apply(state: dict, move: tuple) -> None:
    """Build ``move``'s card on its space (pay, score the new height, draw), or pass; next seat."""
    mover = state["turn"] % 2
    seat, (card, index) = state["seats"][mover], move
    if card != "pass":
        space = state["spaces"][index]
        space["height"] += card
        space["owner"] = mover
        space["cubes"].append(card)
        seat["coins"] -= card
        seat["score"] += space["height"]
        seat["hand"].remove(card)
        seat["hand"].extend(state["deck"][:1])
        del state["deck"][:1]
    seat["coins"] += 1
    state["log"].append(move)
    state["turn"] += 1


def _playout(state: dict, seed: int) -> tuple[int, int]:
    """:data:`DEPTH` cycles of copy, legal moves and a seeded choice; (next seed, score margin)."""
    for _ in range(DEPTH):
        state = _copy(state)
        moves = _legal(state)
        seed = _next(seed)
        _apply(state, moves[(seed >> 33) % len(moves)])
    return seed, state["seats"][0]["score"] - state["seats"][1]["score"]
