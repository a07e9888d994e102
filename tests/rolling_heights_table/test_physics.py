"""Rolling box physics: meeple body, pose classification, recorded and repeatable rolls."""

from __future__ import annotations

import math

import numpy as np
import pytest

from babelworks.core.rng import Rng
from babelworks.games.rolling_heights import GAME
from babelworks.games.rolling_heights.content import content
from babelworks.physics.meeples import POSES, meeple_body, mesh_centre, resting_pose
from babelworks.physics.rolling_box import classify, in_box, resolve_outcome, roll

H = math.sqrt(0.5)


def about(axis, degrees):
    """Quaternion of a turn about a unit axis."""
    s = math.sin(math.radians(degrees) / 2)
    return (axis[0] * s, axis[1] * s, axis[2] * s, math.cos(math.radians(degrees) / 2))


@pytest.mark.parametrize(
    "orientation, pose",
    [
        ((0, 0, 0, 1), "standing"),
        ((1, 0, 0, 0), "head"),  # upside down
        ((-H, 0, 0, H), "flat"),
        ((H, 0, 0, H), "flat"),  # on the back, on the front
        ((0, H, 0, H), "side"),
        ((0, -H, 0, H), "side"),
        (about((0, 1, 0), 140), "arm_head"),
        (about((0, 1, 0), -140), "arm_head"),
        (about((1, 0, 0), 45), "cocked"),
        (about((0, 1, 0), 60), "cocked"),
    ],
)
def test_resting_pose_names_the_face_it_lies_on(orientation, pose):
    assert resting_pose(orientation) == pose


def test_every_named_pose_is_in_the_roll_table():
    assert set(POSES) == set(content().poses)
    assert set(meeple_body().rest_poses) <= set(POSES)


def test_mass_properties_are_those_of_the_wooden_outline():
    body = meeple_body()
    assert 1.0 < body.mass < 2.5  # grams: a 2 x 1 x 2 cm wooden meeple
    assert body.centre_of_mass[2] < 0  # below the middle: legs and body outweigh the head
    assert body.inertia[1] > max(body.inertia[0], body.inertia[2])  # flat plate: largest about y
    assert len(body.vertices) == 2 * (len(body.rest_poses) - 2)  # only hull corners


def test_mesh_centre_undoes_the_centre_of_mass_offset():
    com = np.array(meeple_body().centre_of_mass)
    assert np.allclose(mesh_centre(com, (0, 0, 0, 1)), 0.0)


def test_same_seed_same_roll_and_motion_recorded():
    first, second = roll(4, seed=11), roll(4, seed=11)
    assert first.poses == second.poses
    assert np.array_equal(first.frames, second.frames)
    assert first.frames.shape[1:] == (4, 7) and len(first.frames) > 5
    assert first.frames[0, :, 2].min() > first.frames[-1, :, 2].max()  # they fell
    assert first.settle.reason == "rest"
    assert first.poses == classify(first.frames[-1])


def test_different_seeds_throw_differently():
    assert not np.array_equal(roll(2, seed=1).frames[-1], roll(2, seed=2).frames[-1])


def test_out_of_box_is_told_by_position():
    assert in_box((0.0, 0.0, 0.5)) and not in_box((20.0, 0.0, 0.5)) and not in_box((0.0, 0.0, 9.0))
    frame = np.array([[30.0, 0.0, 0.5, 0, 0, 0, 1], [0.0, 0.0, 1.0, 0, 0, 0, 1]])
    assert classify(frame) == ["out_of_box", "standing"]


def test_physics_outcome_is_a_legal_roll():
    state = GAME.new_game(2, 3)
    while state.step in ("start", "place"):
        state.apply(state.legal_actions()[0])
    assert state.step == "roll"
    action = resolve_outcome(state, Rng.from_seed(1, "test"))
    assert action["meeples"] == state.rolling["meeples"]
    state.apply(action)  # accepted by the engine
