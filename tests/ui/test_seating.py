"""The curtain comes up only between two different people; computers never bring it up."""

from __future__ import annotations

from babelworks.core.match import seat_defaults
from babelworks.ui.seating import COVER, seat_to_view


def seats(*players: str):
    chosen = seat_defaults(len(players))
    for seat, player in zip(chosen, players):
        seat.player = player
    return chosen


def test_two_people_hand_over_behind_the_curtain():
    people = seats("person", "person")
    assert seat_to_view(people, 0, None, hands_open=False) == COVER, "the first person confirms too"
    assert seat_to_view(people, 0, 0, hands_open=False) == 0
    assert seat_to_view(people, 1, 0, hands_open=False) == COVER
    assert seat_to_view(people, 1, 1, hands_open=False) == 1


def test_one_person_and_computers_never_see_the_curtain():
    table = seats("easy", "person", "hard")
    assert seat_to_view(table, 0, None, hands_open=False) == 1, "the person's own view from the start"
    assert seat_to_view(table, 1, 1, hands_open=False) == 1
    assert seat_to_view(table, 2, 1, hands_open=False) == 1


def test_between_two_people_a_computers_turn_keeps_the_last_persons_view():
    table = seats("person", "normal", "person")
    assert seat_to_view(table, 1, 0, hands_open=False) == 0
    assert seat_to_view(table, 2, 0, hands_open=False) == COVER


def test_a_watcher_sees_no_hidden_hands_unless_all_hands_are_open():
    demo = seats("easy", "random", "hard")
    assert seat_to_view(demo, 1, None, hands_open=False) is None
    assert seat_to_view(demo, 1, None, hands_open=True) == 1
    assert seat_to_view(demo, 2, 1, hands_open=False) is None, "closing the hands again hides them"
