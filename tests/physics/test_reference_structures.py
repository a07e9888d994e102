"""The reference structures: each expected verdict, and what leverage and height do."""

import pytest

from babelworks.games.skyscrapers import reference
from babelworks.physics.frame import build_frame
from babelworks.physics.frame_analysis import analyse
from bench.structures import figures, references

REFERENCES = references()


@pytest.mark.parametrize("ref", REFERENCES, ids=[r.name for r in REFERENCES])
def test_each_reference_structure_gets_its_expected_verdict(ref):
    result, load = figures(ref)
    assert result == ref.expected
    if ref.expected == "collapse" and not any(ref.tremor):
        assert load > 1.0  # the steady building overloads a joint: it is the structure, not the hand


@pytest.mark.parametrize("cards", [1, 2, 3])
def test_a_cantilever_off_a_tower_top_is_no_stronger_than_off_floor_one(cards):
    low = analyse(build_frame(reference.cantilever(cards))).peak
    high = analyse(build_frame(reference.tower_with_cantilever(4, cards))).peak
    assert high >= low - 1e-9


def test_a_closed_frame_breaks_its_joints_too():
    analysis = analyse(build_frame(reference.arm(4, 3)))
    assert analysis.broken and analysis.falling  # the old model welded it solid: it never broke


def test_a_taller_leaning_tower_breaks_where_a_shorter_one_stands():
    assert not analyse(build_frame(reference.leaning_tower(6, 3))).falling
    assert analyse(build_frame(reference.leaning_tower(8, 3))).falling
