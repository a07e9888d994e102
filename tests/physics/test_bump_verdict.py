"""A bumped table jolts the whole building: gentle bumps leave it, hard ones topple a tall tower."""

import math

import pytest

from babelworks.core.rng import Rng
from babelworks.games.skyscrapers import reference
from babelworks.physics.skyscrapers_verdict import bump_tremor, resolve_outcome, run, verdict


def _bumped_tower(storeys: int, top: str, strength: float):
    """A tower with four workers on its top floor, the table just bumped."""
    state = reference.tower(storeys)
    for spot, worker in enumerate(("red-1", "red-2", "green-1", "green-2")):
        reference.stand(state, worker, top, spot)
    state.changed()
    state.apply({"type": "bump", "strength": strength})
    return state


def test_the_building_is_left_behind_the_way_the_table_is_struck():
    assert bump_tremor(30.0, 0.0) == [-30.0, 0.0, 0.0]
    assert bump_tremor(30.0, math.pi / 2)[1] == -30.0 and abs(bump_tremor(30.0, math.pi / 2)[0]) < 0.01


def test_a_gentle_bump_leaves_a_low_tower_standing_with_its_workers():
    state = _bumped_tower(2, "B04", 10.0)
    outcome = verdict(state, bump_tremor(10.0, 0.0))
    assert outcome == {"type": "verdict", "result": "stable", "tremor": [-10.0, 0.0, 0.0]}


def test_a_hard_bump_brings_a_tall_thin_tower_down_on_the_bumper():
    state = _bumped_tower(8, "B22", 60.0)
    outcome = verdict(state, bump_tremor(60.0, 0.0))
    assert outcome["result"] in ("workers_fell", "collapse")
    state.apply(outcome)
    assert state.data["eliminated"][0] or state.scores()[0] < 0


def test_a_headless_bump_verdict_uses_the_bumps_strength_in_a_drawn_direction():
    state = _bumped_tower(2, "B04", 12.0)
    outcome = resolve_outcome(state, Rng(3))
    assert math.hypot(*outcome["tremor"]) == pytest.approx(12.0, abs=0.01)
    assert outcome == resolve_outcome(state.copy(), Rng(3))


def test_the_recorded_tremor_replays_the_bump_exactly():
    state = _bumped_tower(8, "B22", 60.0)
    outcome = verdict(state, bump_tremor(60.0, 0.7))
    again, recording = run(state.copy(), outcome["tremor"], record=True)
    assert again == outcome and recording.frames
