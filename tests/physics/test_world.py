"""The physics base: settings, bodies, settling, determinism, trays, joints."""

import numpy as np
import pybullet

from babelworks.physics.world import GRAVITY_CM, MAX_SPEED_CM, STEP_S, World


def _drop(world):
    world.add_tray([20, 20, 8])
    return [world.add_box([1, 1, 1], 10.0, [0.3 * i, 0.2 * i, 6 + 2.5 * i], friction=0.5) for i in range(4)]


def test_a_world_uses_cm_units_a_fixed_480hz_step_and_no_damping():
    with World() as world:
        params = pybullet.getPhysicsEngineParameters(physicsClientId=world.client)
        assert params["fixedTimeStep"] == STEP_S == 1 / 480
        assert params["gravityAccelerationZ"] == GRAVITY_CM == -981
        body = world.add_box([1, 1, 1], 1.0, [0, 0, 5])
        pybullet.setGravity(0, 0, 0, physicsClientId=world.client)
        pybullet.resetBaseVelocity(body, [100, 0, 0], [0, 0, 3], physicsClientId=world.client)
        world.step(480)
        # pybullet's default damping (0.04) would take 4% off in a second.
        assert world.speeds([body])[0, 0] > 99.9 and world.speeds([body])[0, 1] > 2.999


def test_a_fall_is_not_capped_at_one_metre_per_second():
    with World() as world:
        body = world.add_box([1, 1, 1], 1.0, [0, 0, 100])
        world.step(96)  # 0.2 s of free fall: 196 cm/s
        assert world.speeds([body])[0, 0] > 150
    assert MAX_SPEED_CM > 1000


def test_pieces_dropped_in_a_tray_settle_to_rest_and_stay_inside():
    with World() as world:
        boxes = _drop(world)
        result = world.settle(boxes, max_s=3.0)
        poses = world.poses(boxes)
    assert result.reason == "rest"
    assert np.all(np.abs(poses[:, :2]) < 10) and np.all(poses[:, 2] > 0)


def test_the_same_bodies_in_the_same_order_give_bit_identical_poses():
    results = []
    for pooled in (False, True, True):
        with World(pooled=pooled) as world:
            boxes = _drop(world)
            world.settle(boxes, max_s=3.0)
            results.append(world.poses(boxes))
    assert np.array_equal(results[0], results[1]) and np.array_equal(results[1], results[2])


def test_settle_stops_early_when_something_gives_way():
    with World() as world:
        body = world.add_box([1, 1, 1], 1.0, [0, 0, 50])
        result = world.settle([body], give_way=lambda: world.poses([body])[0, 2] < 45)
    assert result.reason == "gave_way" and result.time_s < 0.2


def test_tray_walls_and_floor_are_two_centimetres_thick():
    with World() as world:
        floor, *walls = world.add_tray([20, 10, 5])
        aabb = pybullet.getAABB(floor, physicsClientId=world.client)
        assert np.isclose(aabb[1][2] - aabb[0][2], 2.0, atol=0.05)
        assert len(walls) == 4


def test_a_hull_body_takes_the_centre_of_mass_and_inertia_given():
    corners = np.array([[x, y, z] for x in (0, 2) for y in (0, 1) for z in (0, 3)], dtype=float)
    with World() as world:
        world.add_tray([30, 30, 5])
        body = world.add_hull(corners, 5.0, [1, 0.5, 0.8], [2, 3, 1], [0, 0, 1])
        info = pybullet.getDynamicsInfo(body, -1, physicsClientId=world.client)
        assert np.allclose(info[2], [2, 3, 1])
        world.settle([body], max_s=2.0)
        assert world.poses([body])[0, 2] < 2.0  # rests low, not at the built height


def test_a_compound_of_more_than_sixteen_boxes_collides_with_every_box():
    boxes = [([0.5, 0.5, 0.1], 1.0, [1.0 * i, 0, 10], [0, 0, 0, 1]) for i in range(20)]
    with World() as world:
        group = world.add_compound(boxes)
        pybullet.changeDynamics(group, -1, mass=0, physicsClientId=world.client)
        probe = world.add_box([0.2, 0.2, 0.2], 0.1, [19, 0, 11])
        world.step(240)
        assert world.poses([probe])[0, 2] > 10
