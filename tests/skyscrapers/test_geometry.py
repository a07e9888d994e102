"""The lattice geometry: lines, meeting poses, crossings."""

from babelworks.games.skyscrapers.geometry import (
    CardPose,
    crossing,
    poses_meeting,
    shared_lines,
)

FLOOR = CardPose((0, 0, 1), "+x", "+y")
WALL = CardPose((0, 0, 0), "+y", "+z")  # the foundation card F1


def test_a_card_has_six_rim_segments_and_a_centre_line():
    lines = FLOOR.lines()
    assert len(lines) == 7
    assert FLOOR.line(6) == ((1, 0, 1), (1, 1, 1))
    assert FLOOR.bounds() == ((0, 0, 1), (2, 1, 1))


def test_an_l_joint_shares_a_rim_segment_of_both_cards():
    assert shared_lines(FLOOR, WALL) == [(5, 4)]


def test_a_t_joint_meets_the_centre_line():
    cross = CardPose((0, 1, 0), "+x", "+z")  # F3 meets F1 at F1's centre hole
    assert (5, 6) in shared_lines(cross, WALL)


def test_cards_crossing_through_each_other_are_detected():
    wall_through_floor = CardPose((1, 0, 0), "+z", "+y")
    assert crossing(FLOOR, wall_through_floor)
    assert not crossing(FLOOR, WALL)
    assert not crossing(FLOOR, CardPose((1, -1, 0), "+y", "+z"))  # T joint from below
    assert crossing(FLOOR, CardPose((1, 0, 1), "+x", "+y"))  # overlapping flat
    assert not crossing(FLOOR, CardPose((2, 0, 1), "+x", "+y"))  # abutting flat


def test_every_meeting_pose_is_at_right_angles_and_shares_a_line():
    poses = poses_meeting(WALL)
    assert poses
    for pose in poses:
        assert pose.normal_axis != WALL.normal_axis
        assert shared_lines(pose, WALL)


def test_the_four_symmetric_placements_of_one_rectangle_are_distinct_poses():
    poses = poses_meeting(WALL)
    same_rectangle = [p for p in poses if p.bounds() == FLOOR.bounds()]
    assert len(same_rectangle) == 4
