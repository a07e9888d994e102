"""Turn order: three actions a turn, clockwise, eliminated seats skipped.

Rulebook, "Turn Order": a player performs 3 actions a turn (send, build,
move, in any order and mix). After every build and move the game waits for
the building's verdict (``current_player`` is CHANCE); the action counts once
the verdict is applied. A seat that can do nothing passes (ends its turn).
With the "equal turns" variant the game ends when the round in which a player
used their last card is over (:mod:`.ending`).
"""

from __future__ import annotations

from babelworks.games.skyscrapers.ending import final_scoring, round_closing
from babelworks.games.skyscrapers.setup import ACTIONS_PER_TURN


def end_action(state) -> None:
    """Count one action; pass the turn on after the third (or when the actor is out)."""
    data = state.data
    data["actions_left"] -= 1 if data["actions_left"] > 0 else 0
    if data["over"]:
        return
    if data["actions_left"] <= 0 or data["eliminated"][data["seat"]]:
        _next_seat(state)


def _next_seat(state) -> None:
    data = state.data
    seat = data["seat"]
    for _ in range(state.players):
        seat = (seat + 1) % state.players
        if seat == 0:
            if round_closing(data):  # the "equal turns" variant's last round is over
                final_scoring(state)
                return
            data["turn"] += 1
        if not data["eliminated"][seat]:
            break
    data["seat"], data["actions_left"] = seat, ACTIONS_PER_TURN
