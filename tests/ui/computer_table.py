"""Helpers for games at the table with computer players (a person plays seat 0)."""

from __future__ import annotations

from types import SimpleNamespace

from babelworks.core.match import Match, Setup, seat_defaults
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
    return window.tables.seat_to_play() == seat and not window.computers.turns.deciding


def stand_in_table(window, **hooks) -> SimpleNamespace:
    """A stand-in for a game's table: every hook the hosts call, with BaseTable's
    default behaviour unless ``hooks`` gives its own."""
    session = window.session
    table = {
        "draws_scene": False,
        "remove": lambda: None,
        "turn_seat": lambda: None if session.match is None else session.match.state.current_player,
        "holding": lambda: False,
        "play_chance": lambda: False,
        "pace": lambda factor: None,
        "marked_changes": lambda changes: frozenset(),
    }
    table.update(hooks)
    return SimpleNamespace(**table)
