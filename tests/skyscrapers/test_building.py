"""Scenario tests for every construction rule, on hand-built structures."""

import pytest

from babelworks.core.errors import IllegalAction
from babelworks.core.protocol import CHANCE
from babelworks.games.skyscrapers import building
from babelworks.games.skyscrapers.content import Card
from babelworks.games.skyscrapers.geometry import CardPose

from .helpers import build, floor_on_h, fresh, give, place, stand

FLOOR_ON_H = ((0, 0, 1), "+x", "+y")


def _ready(card="B25", worker_card="F1"):
    state = fresh()
    give(state, 0, card)
    stand(state, "red-1", worker_card, -1)
    return state


def test_a_floor_on_the_foundation_scores_one_point_per_girder_link():
    state = _ready("B25")
    action = build("red-1", "B25", "F1", *FLOOR_ON_H)
    assert action in state.legal_actions()
    state.apply(action)
    # F1, F2 at the short edges, F3 under the long edge (two segments): 4 links.
    assert state.scores() == [4, 0]
    assert state.current_player == CHANCE


def test_a_drawn_worker_adds_a_point_and_a_higher_card_doubles():
    state = _ready("B13")
    floor_on_h(state, "B25")
    stand(state, "red-1", "B25", 0)
    state.apply(build("red-1", "B13", "B25", (0, 0, 1), "+x", "+z"))
    assert state.scores() == [2 * (2 + 1), 0]  # two girder links + worker, higher than all


def test_a_build_uses_one_connector_and_the_card():
    state = _ready("B25")
    before = state.data["connectors"]
    state.apply(build("red-1", "B25", "F1", *FLOOR_ON_H))
    assert state.data["connectors"] == before - 1
    assert "B25" not in state.data["hands"][0]
    assert state.data["joints"][-1][0] == "B25" and state.data["joints"][-1][2] == "F1"


def test_only_the_card_next_to_the_builder_takes_the_new_card():
    state = _ready("B25", worker_card="F2")
    with pytest.raises(IllegalAction, match="not standing next to"):
        state.apply(build("red-1", "B25", "F1", *FLOOR_ON_H))


def test_every_listed_site_is_at_right_angles_and_clashes_with_nothing():
    state = fresh()
    floor_on_h(state)
    for anchor in state.structure.poses:
        for pose in building.open_sites(state.structure, anchor):
            assert pose.normal_axis != state.structure.poses[anchor].normal_axis
            assert not state.structure.clashes(pose)


def test_the_building_grows_upward_never_hanging_below_a_joint():
    state = fresh()
    floor_on_h(state, "B25")
    place(state, "B24", "B25", (0, 0, 1), "+x", "+z")  # wall on the floor's front edge
    place(state, "B26", "B24", (0, 0, 2), "+x", "-y")  # floor on the wall, jutting out
    sites = building.open_sites(state.structure, "B26")
    hanging = CardPose((0, -1, 1), "+x", "+z")
    rising = CardPose((0, -1, 2), "+x", "+z")
    assert hanging not in sites
    assert rising in sites


def test_building_blocks_never_touch_the_board_supports_must():
    block, support_v, support_h = (
        Card("X", "block", (True,) * 6, True),
        Card("S", "support", (True,) * 6, True, stands="vertical"),
        Card("S", "support", (True,) * 6, True, stands="horizontal"),
    )
    on_board_upright = CardPose((0, -1, 0), "+z", "+x")
    on_board_level = CardPose((0, -1, 0), "+x", "+z")
    assert not building.fits_card(block, on_board_level)
    assert building.fits_card(support_v, on_board_upright)
    assert not building.fits_card(support_v, on_board_level)
    assert building.fits_card(support_h, on_board_level)
    assert not building.fits_card(support_h, CardPose((0, 0, 1), "+x", "+y"))


def test_a_drawn_worker_must_stand_naturally():
    plan = Card("P", "block", (True,) * 6, True, worker="plan")
    side = Card("S", "block", (True,) * 6, True, worker="v+")
    flat = CardPose((0, 0, 1), "+x", "+y")
    upright = CardPose((0, 0, 1), "+x", "+z")
    upside_down = CardPose((0, 0, 2), "+x", "-z")
    assert building.fits_card(plan, flat) and not building.fits_card(plan, upright)
    assert building.fits_card(side, upright)
    assert not building.fits_card(side, upside_down) and not building.fits_card(side, flat)


def test_a_new_card_needs_a_girder_meeting_a_built_girder():
    state = fresh()
    bare = Card("X", "block", (False,) * 6, False)
    girdered = Card("Y", "block", (True,) * 6, True)
    pose = CardPose(*FLOOR_ON_H)
    assert building.girder_links(state.content, state.structure, bare, pose) == 0
    assert building.girder_links(state.content, state.structure, girdered, pose) == 4


def test_no_build_is_listed_without_a_girder_link_or_against_a_drawn_worker():
    state = _ready("B07")
    for action in state.legal_actions():
        if action["type"] == "build":
            card = state.content.cards[action["card"]]
            pose = CardPose.from_dict(action)
            assert building.fits_card(card, pose)
            assert building.girder_links(state.content, state.structure, card, pose) > 0


def test_a_support_is_built_beside_the_foundation_on_the_board():
    state = _ready()
    supports = [a for a in state.legal_actions() if a["type"] == "build" and a["card"].startswith("S-")]
    assert supports
    assert all(CardPose.from_dict(a).bounds()[0][2] == 0 for a in supports)


def test_no_connectors_left_means_no_builds():
    state = _ready()
    state.data["connectors"] = 0
    state.changed()
    assert not [a for a in state.legal_actions() if a["type"] == "build"]


def test_a_worker_walled_into_a_room_is_lost():
    state = fresh()
    floor_on_h(state, "B25")
    stand(state, "red-1", "B25", 0)  # in the cell x 0..1, y 0..1 above the floor
    stand(state, "green-1", "B25", 1)
    place(state, "B24", "B25", (0, 0, 1), "+x", "+z")  # front
    place(state, "B26", "B25", (0, 1, 1), "+x", "+z")  # back
    place(state, "B29", "B25", (0, 0, 1), "+y", "+z")  # left
    place(state, "B31", "B25", (2, 0, 1), "+y", "+z")  # right
    give(state, 0, "B01")
    assert not state.structure.enclosed_cells
    state.apply(build("red-1", "B01", "B24", (0, 0, 2), "+x", "+y"))  # the roof
    assert (0, 0, 1) in state.structure.enclosed_cells
    assert state.data["workers"]["red-1"]["where"] == "lost"
    assert state.data["workers"]["green-1"]["where"] == "lost"
