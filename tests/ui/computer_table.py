"""Helpers for games at the table with computer players (a person plays seat 0)."""

from __future__ import annotations

from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.protocol import CHANCE
from babelworks.registry import get_game

OPPONENTS = ("person", "random", "random")


def computer_setup(game_id: str, players=OPPONENTS, seed: int = 5) -> Setup:
    """A setup whose seats are played by ``players`` (Seat.player values)."""
    seats = seat_defaults(len(players))
    for seat, player in zip(seats, players):
        seat.player = player
    return Setup(game_id, len(players), seed, {}, seats)


def start_with_computers(
    window, game_id: str, players=OPPONENTS, seed: int = 5, speed: str = "instant"
) -> Match:
    """Start a match at ``window``'s table with computer seats playing at ``speed``."""
    window.computers.set_speed(speed)
    window.session.start(Match(get_game(game_id), computer_setup(game_id, players, seed)))
    return window.session.match


def persons_turn(window, seat: int = 0) -> bool:
    """True when the game is over or ``seat`` (a person) is to decide, the table idle."""
    match = window.session.match
    if match.state.is_over():
        return True
    turn_seat = getattr(window.tables.table, "turn_seat", None)
    current = match.state.current_player
    whose = turn_seat() if turn_seat is not None else current
    return (
        whose == seat and (current != CHANCE or turn_seat is not None) and window.computers._position is None
    )
