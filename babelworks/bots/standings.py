"""Who won how often: per seat and per kind of player, with 95% confidence intervals.

A shared win counts as a fraction (two winners get half a win each), so a
seat's and a kind's wins add up to the number of games played.
"""

from __future__ import annotations

import math

from babelworks.bots.players import KINDS

Z95 = 1.959964  # the normal quantile for a two-sided 95% interval


def check_seats(seats: list[str] | None, players: int) -> tuple[str, ...] | None:
    """The seats' player kinds, checked: one known kind per seat.

    Raises:
        ValueError: a sentence naming what is wrong.
    """
    if seats is None:
        return None
    if len(seats) != players:
        raise ValueError(
            f"--seats names {len(seats)} players for {players} seats."  # not shown: simulate's --seats
        )
    unknown = [kind for kind in seats if kind not in KINDS]
    if unknown:
        raise ValueError(
            f"Unknown player '{unknown[0][:20]}' in --seats: choose from {', '.join(KINDS)}."  # not shown: simulate's --seats
        )
    return tuple(seats)


def wilson(wins: float, games: int) -> tuple[float, float]:
    """The Wilson score interval (95%) of a win rate of ``wins`` in ``games``."""
    if games == 0:
        return (0.0, 1.0)
    rate = wins / games
    centre = rate + Z95 * Z95 / (2 * games)
    spread = Z95 * math.sqrt(rate * (1 - rate) / games + Z95 * Z95 / (4 * games * games))
    scale = 1 + Z95 * Z95 / games
    return (max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale))


def _line(wins: float, games: int) -> dict:
    low, high = wilson(wins, games)
    rate = wins / games if games else 0.0
    return {
        "wins": round(wins, 3),
        "games": games,
        "rate": round(rate, 4),
        "ci95": [round(low, 4), round(high, 4)],
    }


def win_table(entries: list[dict], players: int) -> dict:
    """Wins per seat and per kind over the report's game entries (each with its "seats")."""
    by_seat = [0.0] * players
    by_kind: dict[str, float] = {}
    seats_of_kind: dict[str, int] = {}
    for entry in entries:
        share = 1.0 / len(entry["winners"]) if entry["winners"] else 0.0
        for seat, kind in enumerate(entry["seats"]):
            seats_of_kind[kind] = seats_of_kind.get(kind, 0) + 1
            won = share if seat in entry["winners"] else 0.0
            by_seat[seat] += won
            by_kind[kind] = by_kind.get(kind, 0.0) + won
    games = len(entries)
    return {
        "by_seat": [_line(wins, games) for wins in by_seat],
        "by_kind": {kind: _line(by_kind[kind], seats_of_kind[kind]) for kind in sorted(by_kind)},
    }
