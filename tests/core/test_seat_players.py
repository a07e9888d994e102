"""Who plays each seat is part of the match: saved, loaded, checked; old saves are all people."""

from __future__ import annotations

import json

import pytest

from babelworks.bots.players import KINDS
from babelworks.core.errors import SaveError
from babelworks.core.match import PLAYERS, Match, Setup, seat_defaults
from babelworks.core.savefile import match_from_bytes, match_to_dict
from tests.core.example_game import GAME, lookup


def _save_bytes(players: list[str]) -> dict:
    seats = seat_defaults(len(players))
    for seat, player in zip(seats, players):
        seat.player = player
    return match_to_dict(Match(GAME, Setup(GAME.id, len(players), 4, {}, seats)))


def test_the_seat_players_are_a_person_and_every_computer_kind():
    assert PLAYERS == ("person", *KINDS)


def test_seat_players_round_trip_through_a_save():
    data = _save_bytes(["person", "hard", "random"])
    loaded = match_from_bytes(json.dumps(data).encode(), lookup)
    assert [seat.player for seat in loaded.setup.seats] == ["person", "hard", "random"]
    assert [seat.is_person for seat in loaded.setup.seats] == [True, False, False]


def test_a_save_from_before_computer_players_loads_with_people():
    data = _save_bytes(["person", "easy"])
    for seat in data["seats"]:
        del seat["player"]
    loaded = match_from_bytes(json.dumps(data).encode(), lookup)
    assert [seat.player for seat in loaded.setup.seats] == ["person", "person"]


@pytest.mark.parametrize("bad", ["grandmaster", 3, None, ["easy"]])
def test_an_unknown_seat_player_is_refused_in_words(bad):
    data = _save_bytes(["person", "easy"])
    data["seats"][1]["player"] = bad
    with pytest.raises(SaveError, match="seat player .* is not one of person, random"):
        match_from_bytes(json.dumps(data).encode(), lookup)
