"""Sending and moving workers: floors, towers, crossings."""

import pytest

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import CHANCE
from babelworks.games.skyscrapers import workers

from .helpers import floor_on_h, fresh, place, stand


def _two_towers(crossing: bool = False):
    """Floor 1 on the "H"; a floor 2 jutting left and one jutting right, on separate walls."""
    state = fresh()
    floor_on_h(state, "B25")
    place(state, "B24", "B25", (0, 0, 1), "+y", "+z")  # wall x = 0
    place(state, "B26", "B25", (2, 0, 1), "+y", "+z")  # wall x = 2
    place(state, "B29", "B24", (0, 0, 2), "-x", "+y")  # left floor 2
    place(state, "B31", "B26", (2, 0, 2), "+x", "+y")  # right floor 2
    if crossing:
        place(state, "B36", "B24", (0, 0, 2), "+x", "+y")  # a floor card bridging both
    return state


def test_sending_puts_the_next_crew_worker_beside_a_foundation_card():
    state = fresh()
    sends = [a for a in state.legal_actions() if a["type"] == "send"]
    assert sends == [{"type": "send", "to": f} for f in ("F1", "F2", "F3")]
    state.apply(sends[1])
    assert state.data["workers"]["red-1"] == {"where": "site", "card": "F2", "spot": -1}
    assert state.current_player == 0 and state.data["actions_left"] == 2


def test_an_empty_crew_sends_nobody():
    state = fresh()
    for k in range(1, 6):
        stand(state, f"red-{k}", "F1", -1)
    state.changed()
    assert not [a for a in state.legal_actions() if a["type"] == "send"]


def test_from_the_foundation_a_worker_climbs_only_to_the_first_floor():
    state = _two_towers()
    place_ = {"where": "site", "card": "F1", "spot": -1}
    assert workers.destinations(state.structure, place_) == ["F2", "F3", "B25"]


def test_floors_of_separate_towers_are_reached_only_through_a_lower_floor():
    state = _two_towers()
    left = {"where": "site", "card": "B29", "spot": 0}
    first = {"where": "site", "card": "B25", "spot": 0}
    assert "B31" not in workers.destinations(state.structure, left)
    assert set(workers.destinations(state.structure, left)) == {"B25"}
    assert {"B29", "B31", "F1", "F2", "F3"} <= set(workers.destinations(state.structure, first))


def test_a_crossing_floor_card_joins_the_towers():
    state = _two_towers(crossing=True)
    left = {"where": "site", "card": "B29", "spot": 0}
    assert {"B36", "B31"} <= set(workers.destinations(state.structure, left))


def test_floors_are_numbered_by_height_within_a_tower():
    state = _two_towers()
    assert state.structure.floor_numbers == {"B25": 1, "B29": 2, "B31": 2}


def test_a_move_is_one_step_then_the_building_is_checked():
    state = _two_towers()
    stand(state, "red-1", "B25", 0)
    state.changed()
    state.apply({"type": "move", "worker": "red-1", "to": "B29"})
    assert state.data["workers"]["red-1"] == {"where": "site", "card": "B29", "spot": 0}
    assert state.current_player == CHANCE


def test_a_two_floor_jump_is_refused_and_changes_nothing():
    state = _two_towers()
    stand(state, "red-1", "F1", -1)
    state.changed()
    before = state.to_dict()
    with pytest.raises(IllegalAction, match="cannot reach"):
        state.apply({"type": "move", "worker": "red-1", "to": "B29"})
    assert state.to_dict() == before


def test_a_lost_worker_never_moves_nor_builds():
    state = _two_towers()
    state.data["workers"]["red-1"] = {"where": "lost", "card": "B25", "spot": 0}
    state.changed()
    assert not [a for a in state.legal_actions() if a.get("worker") == "red-1"]


def test_workers_take_the_lowest_free_spot_and_a_full_card_takes_nobody():
    state = _two_towers()
    for spot in range(8):
        state.data["workers"][f"{['red', 'green'][spot % 2]}-{spot // 2 + 1}"] = {
            "where": "site",
            "card": "B29",
            "spot": spot,
        }
    assert workers.place_on(state.structure, state.data["workers"], "B29") is None
    assert workers.place_on(state.structure, state.data["workers"], "B31")["spot"] == 0


def test_towers_joined_low_count_their_own_floors_above_the_join():
    state = fresh()
    floor_on_h(state, "B25")
    place(state, "B24", "B25", (0, 0, 1), "+y", "+z")  # left wall, one unit tall
    place(state, "B29", "B24", (0, 0, 2), "-x", "+y")  # left floor at height 2
    place(state, "B26", "B25", (2, 0, 1), "+z", "+y")  # right wall, two units tall
    place(state, "B31", "B26", (2, 0, 3), "+x", "+y")  # right floor at height 3
    # By height the right floor would be the third; in its own tower it is the second.
    assert state.structure.floor_numbers == {"B25": 1, "B29": 2, "B31": 2}


def _wall_of_three_floors():
    """Floor 1 on the "H"; a wall two units tall on its edge x = 2 carries floor 2 at its
    centre line and floor 3 on its top edge (one standing card touching three floors)."""
    state = fresh()
    floor_on_h(state, "B25")
    place(state, "B26", "B25", (2, 0, 1), "+z", "+y")
    place(state, "B29", "B26", (2, 0, 2), "+x", "+y")
    place(state, "B31", "B26", (2, 0, 3), "+x", "+y")
    return state


def test_a_worker_cannot_skip_a_floor_on_a_tall_wall():
    # Rulebook, "Moving a Worker": "The player must place the worker successively on each floor".
    state = _wall_of_three_floors()
    assert state.structure.floor_numbers == {"B25": 1, "B29": 2, "B31": 3}
    first = {"where": "site", "card": "B25", "spot": 0}
    third = {"where": "site", "card": "B31", "spot": 0}
    assert "B29" in workers.destinations(state.structure, first)
    assert "B31" not in workers.destinations(state.structure, first)
    assert "B25" not in workers.destinations(state.structure, third)
    stand(state, "red-1", "B25", 0)
    state.changed()
    with pytest.raises(IllegalAction, match="cannot reach"):
        state.apply({"type": "move", "worker": "red-1", "to": "B31"})


def _support_with_two_floors():
    """A vertical support on the board beside F1 touching floor 1 (its centre) and floor 2 (its top)."""
    state = fresh()
    place(state, "S-red-V", "F1", (-1, 0, 0), "+z", "+x")
    place(state, "B25", "F1", (-1, 0, 1), "+y", "+x")
    place(state, "B29", "S-red-V", (-1, 0, 2), "+y", "+x")
    return state


def test_from_the_board_a_worker_steps_only_onto_a_first_floor_and_back():
    state = _support_with_two_floors()
    assert state.structure.floor_numbers == {"B25": 1, "B29": 2}
    ground = {"where": "site", "card": "S-red-V", "spot": -1}
    assert "B25" in workers.destinations(state.structure, ground)
    assert "B29" not in workers.destinations(state.structure, ground)
    second = {"where": "site", "card": "B29", "spot": 0}
    assert set(workers.destinations(state.structure, second)) == {"B25"}


def test_a_worker_may_be_sent_beside_a_support_standing_on_the_board():
    # Rulebook: "The foundation of the skyscraper consists of those cards that are located
    # directly on the construction site drawn on the game board."
    state = _support_with_two_floors()
    state.changed()
    sends = [a["to"] for a in state.legal_actions() if a["type"] == "send"]
    assert sends == ["F1", "F2", "F3", "S-red-V"]
    state.apply({"type": "send", "to": "S-red-V"})
    assert state.data["workers"]["red-1"] == {"where": "site", "card": "S-red-V", "spot": -1}
