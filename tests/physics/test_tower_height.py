"""Height, lean and overhang make a tower more fragile under the same hand; the hand presses, not strikes."""

import numpy as np
import pytest

from babelworks.games.skyscrapers import reference
from babelworks.physics.sway import STEP_S, kicked, pressed
from bench.tower_height import fraction_of, grid

TIMES = np.arange(241) * STEP_S


def _fraction(state, speed: float) -> float:
    return fraction_of(state, speed, directions=4)


@pytest.mark.parametrize("workers", [0, 2])
def test_the_fall_fraction_never_drops_as_storeys_are_added(workers):
    storeys = (2, 5, 8, 10)
    table = grid(storeys, (60, 90), workers, directions=4)
    for row in table.values():
        assert row == sorted(row)
    assert table[90][-1] > 0.0  # the hardest hand brings the tallest tower (or its workers) down


def test_a_short_tower_takes_the_hardest_hand_a_tall_one_does_not():
    assert _fraction(reference.just_built(reference.tower(2)), 90.0) == 0.0
    assert _fraction(reference.just_built(reference.tower(10)), 90.0) > 0.0


def test_leaning_raises_the_fall_fraction():
    fractions = [_fraction(reference.just_built(reference.leaning_tower(6, k)), 70.0) for k in range(3)]
    assert fractions == sorted(fractions) and fractions[-1] > fractions[0]


def test_an_overhang_raises_the_fall_fraction():
    fractions = [
        _fraction(reference.just_built(reference.tower_with_cantilever(8, c)), 60.0) for c in range(3)
    ]
    assert fractions == sorted(fractions) and fractions[-1] > fractions[0]


def test_a_press_over_a_very_short_contact_is_the_blow():
    omega, impulse = np.array([30.0, 200.0, 900.0]), np.array([1.0, -2.0, 0.5])
    position, velocity = pressed(omega, impulse, TIMES, contact_s=1e-5)
    blow_position, blow_velocity = kicked(omega, impulse, TIMES)
    assert np.allclose(position, blow_position, atol=1e-3 * np.abs(blow_position).max())
    assert np.allclose(velocity[1:], blow_velocity[1:], atol=1e-3 * np.abs(blow_velocity).max())


def test_a_stiff_mode_follows_the_press_and_a_soft_one_rings_after_it():
    contact = 0.15
    position, _ = pressed(np.array([5000.0, 20.0]), np.array([1.0, 1.0]), TIMES, contact_s=contact)
    force = np.where(TIMES < contact, np.pi / (2 * contact) * np.sin(np.pi * TIMES / contact), 0.0)
    assert np.allclose(position[:, 0], force / 5000.0**2, atol=0.02 * position[:, 0].max())
    after = TIMES > contact
    assert np.abs(position[after, 1]).max() > 0.3 * np.abs(position[:, 1]).max()  # still swaying
