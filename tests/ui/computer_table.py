"""Helpers for games at the table with computer players (a person plays seat 0)."""

from __future__ import annotations

from types import SimpleNamespace

from babelworks.core.match import Match, Setup, seat_defaults
from babelworks.core.protocol import CHANCE
from babelworks.core.rng import Rng
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


def start_late_with_computers(
    window, game_id: str, played: int, players=OPPONENTS, seed: int = 5, speed: str = "instant"
) -> Match:
    """Like :func:`start_with_computers`, but the match's first ``played`` actions (or a few
    more, up to the person's next decision) are played headless first: random legal moves
    and the game's own chance outcomes, seeded. The table then plays the game's last part,
    to its end: what a game against computers shows, in a fraction of a whole game's time.
    """
    window.computers.set_speed(speed)
    match = Match(get_game(game_id), computer_setup(game_id, players, seed))
    rng = Rng.from_seed(seed, "headless start")
    while not match.state.is_over() and (len(match.log) < played or match.state.current_player != 0):
        state = match.state
        chance = state.current_player == CHANCE
        match.apply(match.game.sample_outcome(state, rng) if chance else rng.choice(state.legal_actions()))
    assert not match.state.is_over(), f"the game ended within {played} headless actions"
    window.session.start(match)
    return match


def persons_turn(window, seat: int = 0) -> bool:
    """True when the game is over or ``seat`` (a person) is to decide, the table idle."""
    match = window.session.match
    if match.state.is_over():
        return True
    return window.tables.seat_to_play() == seat and not window.computers.turns.deciding


def _current_player(session, state=None):
    """BaseTable's ``turn_seat``: ``state``'s (default: the match's) ``current_player``."""
    if state is None and session.match is not None:
        state = session.match.state
    return None if state is None else state.current_player


def stand_in_table(window, **hooks) -> SimpleNamespace:
    """A stand-in for a game's table: every hook the hosts call, with BaseTable's
    default behaviour unless ``hooks`` gives its own."""
    session = window.session
    table = {
        "draws_scene": False,
        "remove": lambda: None,
        "turn_seat": lambda state=None: _current_player(session, state),
        "holding": lambda: False,
        "play_chance": lambda: False,
        "pace": lambda factor: None,
        "marked_changes": lambda changes: frozenset(),
    }
    table.update(hooks)
    return SimpleNamespace(**table)
